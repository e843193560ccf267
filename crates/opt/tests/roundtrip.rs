//! In-process round trips through the library API (`parse_source`, `verify`,
//! `print_top_level`) on the golden corpus:
//!
//! 1. parsing + printing a golden input in-process gives mlir-opt's output
//!    (`NAME.out`), like the binary does;
//! 2. that output is a fixed point: parsing and printing it again gives it back
//!    (it is for mlir-opt on every case used here except
//!    [`NOT_FIXED_POINTS`]);
//! 3. the generic form round-trips: printing generically, re-parsing and
//!    printing in the case's own form gives the golden output again.
//!
//! Cases run with flags other than `--allow-unregistered-dialect` and the
//! three print flags modelled here (`--split-input-file`,
//! `--verify-diagnostics`, `--no-implicit-module`, element limits, ...), and
//! failing cases, are skipped.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::{SourceBuffer, SourceMgr};
use rmlir_core::Context;

mod common;
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

struct Case {
    rel: String,
    flags: Vec<String>,
    input: Vec<u8>,
    golden: Vec<u8>,
}

impl Case {
    fn is_fixed_point(&self) -> bool {
        !NOT_FIXED_POINTS
            .iter()
            .any(|n| self.rel.rsplit('/').next() == Some(n))
    }
    fn allows_unregistered(&self) -> bool {
        self.flags
            .iter()
            .any(|f| f.contains("allow-unregistered-dialect"))
    }
}

fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} case(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn flags_of(text: &[u8]) -> Vec<String> {
    let first = text.split(|&b| b == b'\n').next().unwrap_or(&[]);
    let first = String::from_utf8_lossy(first);
    let flags = first
        .trim_start_matches('\u{feff}')
        .trim_end_matches('\r')
        .strip_prefix("// FLAGS:")
        .unwrap_or("");
    // No case of this corpus quotes its flags.
    flags.split_whitespace().map(str::to_string).collect()
}

/// Cases whose mlir-opt output changes when fed back to mlir-opt, so the
/// fixed-point and generic round trips cannot hold for them either: values
/// with no faithful bit pattern print as their bits (`0x0 : f4E2M1FN` for an
/// infinity), `complex<i1>` parts are written a byte each but read
/// bit-packed, and `loc("":4)` prints as `"":4:0`, which reads back as `"-"`.
const NOT_FIXED_POINTS: &[&str] = &[
    "attrs_float_hex_f64_in_array.mlir",
    "attrs_i1_element_types.mlir",
    "loc_fused_canonical_forms.mlir",
];

fn cases() -> Vec<Case> {
    let root = repo_root();
    let mut v = Vec::new();
    for rel in common::main_golden_cases(&root) {
        let base = root.join(rel.strip_suffix(".mlir").unwrap());
        let rc = std::fs::read_to_string(base.with_extension("rc")).unwrap();
        if rc.trim() != "0" {
            continue;
        }
        let input = std::fs::read(root.join(&rel)).unwrap();
        let flags = flags_of(&input);
        // Only the print flags that `print_flags` models run in process.
        let modelled = |f: &String| {
            matches!(
                f.trim_start_matches('-'),
                "allow-unregistered-dialect"
                    | "mlir-print-op-generic"
                    | "mlir-print-debuginfo"
                    | "mlir-print-local-scope"
            )
        };
        if !flags.iter().all(modelled) {
            continue;
        }
        let golden = std::fs::read(base.with_extension("out")).unwrap();
        v.push(Case {
            rel,
            flags,
            input,
            golden,
        });
    }
    v
}

fn print_flags(flags: &[String]) -> PrintFlags {
    let has = |s: &str| flags.iter().any(|f| f.trim_start_matches('-') == s);
    PrintFlags {
        generic: has("mlir-print-op-generic"),
        debug_info: has("mlir-print-debuginfo"),
        local_scope: has("mlir-print-local-scope"),
        assume_verified: true,
        ..PrintFlags::default()
    }
}

/// Parses, verifies and prints `text` like rmlir-opt does for one buffer.
fn process(
    name: &str,
    text: &[u8],
    allow_unregistered: bool,
    flags: PrintFlags,
) -> Result<Vec<u8>, String> {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered(allow_unregistered);
    let buf = SourceBuffer::new(name.to_string(), text.to_vec(), 0);
    let render = |diags: &[rmlir_core::diag::Diagnostic], buf: SourceBuffer| {
        let mgr = SourceMgr { buffers: vec![buf] };
        let mut s = Vec::new();
        for d in diags {
            mgr.render(&ctx, d, &mut s);
        }
        String::from_utf8_lossy(&s).into_owned()
    };
    let parsed = match parse_source(&ctx, &buf) {
        Ok(p) => p,
        Err(d) => return Err(render(&d, buf)),
    };
    if let Err(d) = rmlir_core::verify::verify(&ctx, &parsed.ir, parsed.module) {
        return Err(render(&[d], buf));
    }
    let mut out = Vec::new();
    print_top_level(
        &ctx,
        &parsed.ir,
        parsed.module,
        flags,
        &parsed.resources,
        &mut out,
    )
    .unwrap();
    out.push(b'\n');
    Ok(out)
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  - {x}\n  + {y}", i + 1);
        }
    }
    format!(
        "lengths differ: {} vs {} lines",
        a.lines().count(),
        b.lines().count()
    )
}

#[test]
fn in_process_output_matches_golden() {
    let mut failures = Vec::new();
    let all = cases();
    assert!(all.len() >= 40, "only {} round-trip cases", all.len());
    for c in &all {
        let allow = c.allows_unregistered();
        match process(&c.rel, &c.input, allow, print_flags(&c.flags)) {
            Ok(out) if out == c.golden => {}
            Ok(out) => failures.push(format!("{}: {}", c.rel, first_difference(&c.golden, &out))),
            Err(e) => failures.push(format!("{}: failed in-process:\n{e}", c.rel)),
        }
    }
    assert_no_failures(&failures);
}

#[test]
fn printed_output_is_a_fixed_point() {
    let mut failures = Vec::new();
    for c in cases().iter().filter(|c| c.is_fixed_point()) {
        let allow = c.allows_unregistered();
        match process("<reparse>", &c.golden, allow, print_flags(&c.flags)) {
            Ok(out) if out == c.golden => {}
            Ok(out) => failures.push(format!("{}: {}", c.rel, first_difference(&c.golden, &out))),
            Err(e) => failures.push(format!("{}: output does not re-parse:\n{e}", c.rel)),
        }
    }
    assert_no_failures(&failures);
}

#[test]
fn generic_form_round_trips() {
    let mut failures = Vec::new();
    for c in cases().iter().filter(|c| c.is_fixed_point()) {
        let allow = c.allows_unregistered();
        let flags = print_flags(&c.flags);
        // Print generically, with locations so that re-parsing keeps them.
        let generic_flags = PrintFlags {
            generic: true,
            debug_info: true,
            ..flags
        };
        let generic = match process(&c.rel, &c.input, allow, generic_flags) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{}: failed in-process:\n{e}", c.rel));
                continue;
            }
        };
        match process("<generic>", &generic, allow, flags) {
            Ok(out) if out == c.golden => {}
            Ok(out) => failures.push(format!("{}: {}", c.rel, first_difference(&c.golden, &out))),
            Err(e) => failures.push(format!("{}: generic output does not re-parse:\n{e}", c.rel)),
        }
    }
    assert_no_failures(&failures);
}
