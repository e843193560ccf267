//! Every registered op, written in the generic form with shapes its
//! definition does not allow (no operands/results/regions/successors/
//! properties, extra ones, regions without blocks or with empty blocks,
//! properties of the wrong kind in `<{...}>` and in the discardable
//! dictionary), must be rejected with a located diagnostic and never panic.
//!
//! The ops come from the registry, so a newly registered op is covered
//! without touching this test.

use std::path::{Path, PathBuf};
use std::process::Command;

const TOOL: &str = env!("CARGO_BIN_EXE_rmlir-opt");

/// Arguments of the enclosing function, usable as operands of any type
/// the dialects take.
const ARGS: &str = "%a: i32, %b: f32, %c: i1, %m: memref<2xf32>, %i: index";

struct Case {
    text: String,
    /// Whether every op must reject this shape (others must only not crash).
    must_fail: bool,
}

/// Values of several attribute kinds; at least one is of the wrong kind for
/// every property.
const ODD_VALUES: [&str; 4] = ["unit", "\"s\"", "[1, @x::@y]", "array<i64: -1>"];

/// Candidate property values; each declared attribute takes the first one
/// its constraint accepts, so that an op's attribute checks pass and the
/// checks after them (and the op's own hooks) see the bad shapes.
const PLAUSIBLE: [&str; 20] = [
    "() -> ()",
    "\"private\"",
    "@g",
    "0 : i64",
    "1 : i32",
    "1 : i64",
    "unit",
    "true",
    "array<i32: 0>",
    "array<i64: 0>",
    "[]",
    "[[0]]",
    "#arith.fastmath<none>",
    "#arith.overflow<none>",
    "memref<2xf32>",
    "dense<1> : vector<1xi32>",
    "affine_map<(d0) -> (d0)>",
    "dense<1.0> : tensor<2xf32>",
    "1.0 : f32",
    "i32",
];

/// `<{...}>` with a plausible value for every declared attribute of `op`
/// that has one (empty for ops not defined with rmlir-ods).
fn plausible_properties(ctx: &rmlir_core::Context, op: rmlir_core::context::OpName) -> String {
    let Some(c) = ctx
        .op_def(op)
        .and_then(|d| d.spec)
        .and_then(|s| s.downcast_ref::<rmlir_ods::CompiledOp>())
    else {
        return String::new();
    };
    let mut entries = Vec::new();
    for a in c.spec.attrs {
        let found = PLAUSIBLE.iter().find(|text| {
            rmlir_core::asm::parse_attribute_text(ctx, text)
                .is_ok_and(|v| (a.constraint.check)(ctx, v))
        });
        if let Some(v) = found {
            entries.push(format!("{} = {v}", a.name));
        }
    }
    format!("<{{{}}}>", entries.join(", "))
}

fn cases_for(op: &str, inherent: &[&str], props: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |body: String, must_fail: bool| {
        cases.push(Case {
            text: format!("func.func @f({ARGS}) {{\n  {body}\n  return\n^bb1:\n  return\n}}"),
            must_fail,
        })
    };
    // Nothing at all: every op needs something (a result, an operand, a
    // region, a successor, an attribute or a particular parent).
    add(format!("\"{op}\"() : () -> ()"), true);
    // Too much of everything: no op takes three regions and three results
    // of these kinds at once.
    add(
        format!(
            "%r:3 = \"{op}\"(%a, %b, %c, %m, %i, %a) ({{}}, {{\n  ^bb0:\n  }}, {{}}) : (i32, f32, i1, memref<2xf32>, index, i32) -> (i32, f32, index)"
        ),
        true,
    );
    // Shapes that may or may not be valid: they must only not crash.
    add(format!("\"{op}\"() ({{}}) : () -> ()"), false);
    add(format!("\"{op}\"() ({{\n  ^bb0:\n  }}) : () -> ()"), false);
    add(
        format!("%r = \"{op}\"(%a) ({{\n  ^bb0(%x: i32):\n  \"func.return\"(%x) : (i32) -> ()\n  }}) : (i32) -> i32"),
        false,
    );
    add(
        format!("\"{op}\"(%m, %i) : (memref<2xf32>, index) -> ()"),
        false,
    );
    add(format!("%r = \"{op}\"(%a, %a) : (i32, i32) -> i32"), false);
    add(format!("%r = \"{op}\"(%b, %b) : (f32, f32) -> f32"), false);
    add(
        format!("%r = \"{op}\"(%m) : (memref<2xf32>) -> index"),
        false,
    );
    add(format!("\"{op}\"(%c)[^bb1, ^bb1] : (i1) -> ()"), false);
    add(format!("\"{op}\"()[^bb1] : () -> ()"), false);
    add(format!("\"{op}\"() <{{}}> : () -> ()"), false);
    // Valid-looking properties with bad shapes reach the op's own hooks.
    for shape in [
        "() : () -> ()".to_string(),
        "() ({}) : () -> ()".to_string(),
        "() ({\n  ^bb0:\n  }) : () -> ()".to_string(),
        "() ({\n  ^bb0(%x: i32):\n  \"func.return\"() : () -> ()\n  }) : () -> ()".to_string(),
        "(%a, %b) ({}, {}) : (i32, f32) -> ()".to_string(),
    ] {
        let (ops, rest) = shape.split_at(shape.find(')').unwrap() + 1);
        add(format!("\"{op}\"{ops} {props} {rest}"), false);
        add(
            format!(
                "%r = \"{op}\"{ops} {props} {}",
                rest.replace("-> ()", "-> i32")
            ),
            false,
        );
        add(format!("\"{op}\"{ops}[^bb1] {props} {rest}"), false);
    }
    add(
        format!("\"{op}\"() <{{bogus = 1}}> {{bogus = 2}} : () -> ()"),
        false,
    );
    for name in inherent {
        for v in ODD_VALUES {
            add(format!("\"{op}\"() <{{{name} = {v}}}> : () -> ()"), false);
            add(format!("\"{op}\"() {{{name} = {v}}} : () -> ()"), false);
            add(
                format!("%r = \"{op}\"(%a, %a) <{{{name} = {v}}}> : (i32, i32) -> i32"),
                false,
            );
        }
    }
    cases
}

fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir-op-shapes-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).expect("creating a scratch directory");
    d
}

/// The 1-based line of each `file:LINE:COL: error:` diagnostic.
fn error_lines(stderr: &str, file: &str) -> Vec<usize> {
    stderr
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(file)?.strip_prefix(':')?;
            let mut parts = rest.splitn(3, ':');
            let line = parts.next()?.parse().ok()?;
            parts.next()?;
            parts.next()?.starts_with(" error:").then_some(line)
        })
        .collect()
}

fn run(dir: &Path, file: &str, extra: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(TOOL)
        .args(["--split-input-file", file])
        .args(extra)
        .current_dir(dir)
        .output()
        .expect("running rmlir-opt");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_registered_op_rejects_bad_shapes_without_panicking() {
    let ctx = rmlir_core::Context::new();
    rmlir_dialects::register_all(&ctx);
    for d in ctx.registered_dialects() {
        ctx.load_dialect(&d);
    }
    let ops = ctx.registered_op_names();
    assert!(
        ops.len() > 50,
        "expected every dialect's ops, got {}",
        ops.len()
    );
    let dir = scratch("all");
    let mut failures = Vec::new();
    for op in ops {
        let name = ctx.op_name_str(op).to_string();
        let inherent = ctx.op_def(op).map_or(&[][..], |d| d.inherent_attrs);
        let props = plausible_properties(&ctx, op);
        let cases = cases_for(&name, inherent, &props);
        // One file per op, split into cases; remember where each starts.
        let mut text = String::new();
        let mut starts = Vec::new();
        for (k, c) in cases.iter().enumerate() {
            if k > 0 {
                text.push_str("\n// -----\n");
            }
            starts.push(text.lines().count() + 1);
            text.push_str(&c.text);
            text.push('\n');
        }
        let file = format!("{}.mlir", name.replace('.', "_"));
        std::fs::write(dir.join(&file), &text).expect("writing a case file");
        for flags in [&[][..], &["--mlir-print-op-generic"][..]] {
            let (code, stderr) = run(&dir, &file, flags);
            if stderr.contains("panicked") || !matches!(code, Some(0) | Some(1)) {
                failures.push(format!(
                    "{name} {flags:?}: exit {code:?}\n{}",
                    stderr.chars().take(1500).collect::<String>()
                ));
                continue;
            }
            let lines = error_lines(&stderr, &file);
            for (k, c) in cases.iter().enumerate() {
                let (lo, hi) = (starts[k], starts.get(k + 1).copied().unwrap_or(usize::MAX));
                if c.must_fail && !lines.iter().any(|l| (lo..hi).contains(l)) {
                    failures.push(format!("{name}: accepted without an error:\n{}", c.text));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
