//! Nested pipelines on isolated ops run on worker threads, each on its own
//! copy of its op; the result and every byte of output must be the same as
//! running them one after the other.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;
use rmlir_pass::{parse_pass_pipeline, Event, Instrumentation, PassFilter, PassRegistry, RunEnv};

/// A module of `n` functions of different shapes, with locations.
fn module_text(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%a: i32 loc(\"a\":{i}:1)) -> i32 {{\n"
        ));
        for j in 0..(i % 5) {
            s.push_str(&format!(
                "    %v{j} = arith.addi %a, %a : i32 loc(\"b\":{i}:{j})\n"
            ));
        }
        if i % 3 == 0 {
            s.push_str(
                "    cf.br ^bb1(%a : i32)\n  ^bb1(%x: i32 loc(\"c\":1:1)):\n    return %x : i32\n",
            );
        } else {
            s.push_str("    return %a : i32\n");
        }
        s.push_str("  }\n");
        if i % 7 == 0 {
            s.push_str(&format!(
                "  memref.global @g{i} : memref<2xi32> = uninitialized\n"
            ));
        }
    }
    s.push_str("}\n");
    s
}

/// Runs `pipeline` on `text` and returns the printed module and the
/// rendered output (diagnostics as their messages).
fn run(ctx: &Context, text: &str, pipeline: &str, threading: bool) -> (bool, String, String) {
    let buf = SourceBuffer::new("in.mlir", text.as_bytes().to_vec(), 0);
    let mut parsed = parse_source(ctx, &buf).expect("input parses");
    let registry = PassRegistry::with_builtin_passes();
    let pm = parse_pass_pipeline(pipeline, &registry).expect("pipeline parses");
    let instrumentation = Instrumentation {
        verify_each: true,
        print_before: PassFilter::Some(vec!["symbol-privatize".into()]),
        print_after: PassFilter::All,
        flags: PrintFlags {
            debug_info: true,
            ..PrintFlags::default()
        },
        ..Instrumentation::default()
    };
    let mut env = RunEnv {
        ctx,
        instrumentation: &instrumentation,
        resources: &parsed.resources,
        events: Vec::new(),
        timing: None,
        ran_adaptor: false,
        threading,
        nested: false,
    };
    let ok = pm.run(&mut env, &mut parsed.ir, parsed.module).is_ok();
    let mut out = Vec::new();
    let flags = PrintFlags {
        debug_info: true,
        ..PrintFlags::default()
    };
    parsed.print(ctx, flags, &mut out).expect("print to memory");
    let mut log = String::new();
    for e in env.events {
        match e {
            Event::Text(t) => log.push_str(&t),
            Event::Diag(d) => log.push_str(&format!("{:?}: {}\n", d.severity, d.message)),
        }
    }
    (ok, String::from_utf8(out).expect("utf-8"), log)
}

#[test]
fn threaded_nested_pipelines_match_single_threaded_output() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let text = module_text(120);
    let pipelines = [
        "builtin.module(func.func(print-op-stats,strip-debuginfo,symbol-privatize),func.func(print-op-stats{json}),symbol-privatize{exclude=f3})",
        "builtin.module(any(strip-debuginfo),func.func(print-op-stats))",
        // Scheduling errors on the globals, alongside passes on functions.
        "builtin.module(func.func(strip-debuginfo),memref.global(print-op-stats))",
    ];
    for pipeline in pipelines {
        let reference = run(&ctx, &text, pipeline, false);
        assert!(reference.2.contains("IR Dump After"));
        // Many threads, each running the threaded pipeline repeatedly on the
        // same shared context.
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for _ in 0..5 {
                        let got = run(&ctx, &text, pipeline, true);
                        assert_eq!(got.0, reference.0, "{pipeline}");
                        assert_eq!(got.1, reference.1, "{pipeline}");
                        assert_eq!(got.2, reference.2, "{pipeline}");
                    }
                });
            }
        });
    }
}

/// Functions with constants to fold and deduplicate, dead code and
/// branches for region simplification.
fn foldable_text(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @g{i}(%a: i32, %c: i1) -> i32 {{\n    %k = arith.constant {i} : i32 loc(\"k\":{i}:1)\n    %z = arith.constant 0 : i32\n    %s = arith.addi %k, %z : i32\n    %t = arith.addi %a, %s : i32\n    %dead = arith.muli %t, %t : i32\n"
        ));
        if i % 2 == 0 {
            s.push_str("    cf.cond_br %c, ^bb1(%t : i32), ^bb2(%t : i32)\n  ^bb1(%x: i32):\n    return %x : i32\n  ^bb2(%y: i32):\n    %k2 = arith.constant 0 : i32\n    %w = arith.addi %y, %k2 : i32\n    return %w : i32\n");
        } else {
            s.push_str("    return %t : i32\n");
        }
        s.push_str("  }\n");
    }
    s.push_str("}\n");
    s
}

#[test]
fn threaded_canonicalize_matches_single_threaded_output() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let text = foldable_text(60);
    for pipeline in [
        "builtin.module(func.func(canonicalize))",
        "builtin.module(func.func(canonicalize{top-down=false region-simplify=aggressive}),func.func(print-op-stats))",
    ] {
        let reference = run(&ctx, &text, pipeline, false);
        assert!(reference.0, "{pipeline}");
        assert!(
            !reference.1.contains("arith.muli"),
            "canonicalize removed nothing: {}",
            reference.1
        );
        assert_threaded_matches(&ctx, &text, pipeline, &reference);
    }
}

#[test]
fn threaded_sccp_and_inline_match_single_threaded_output() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let text = foldable_text(40);
    let untouched = run(&ctx, &text, "builtin.module()", false);
    for pipeline in [
        "builtin.module(func.func(sccp))",
        "builtin.module(inline,func.func(sccp,canonicalize))",
    ] {
        let reference = run(&ctx, &text, pipeline, false);
        assert!(reference.0, "{pipeline}");
        assert_ne!(reference.1, untouched.1, "{pipeline} changed nothing");
        assert_threaded_matches(&ctx, &text, pipeline, &reference);
    }
}

/// Runs `pipeline` threaded from 4 threads, 3 times each, on one shared
/// context, and checks every run gives `reference`.
fn assert_threaded_matches(
    ctx: &Context,
    text: &str,
    pipeline: &str,
    reference: &(bool, String, String),
) {
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for _ in 0..3 {
                    let got = run(ctx, text, pipeline, true);
                    assert_eq!(&got, reference, "{pipeline}");
                }
            });
        }
    });
}
