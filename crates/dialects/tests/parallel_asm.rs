//! Parallel parsing and printing of a module's top-level functions: with
//! threading on, the text printed and the diagnostics reported must be the
//! bytes of a run with threading off, whatever the flags and the input
//! (aliases, deferred locations, distinct attributes, errors).

use rmlir_core::asm::printer::{parallel_runs as printed_in_parallel, PrintFlags};
use rmlir_core::asm::{parallel_parse_runs as parsed_in_parallel, parse_source};
use rmlir_core::diag::{SourceBuffer, SourceMgr};
use rmlir_core::Context;

/// One function of about `lines` lines exercising aliases (affine maps),
/// regions, blocks with predecessors, dense attributes and locations.
fn function(i: usize, lines: usize) -> String {
    let mut s = format!(
        "func.func @f{i}(%a: i32, %m: memref<8xf32>, %c: i1, %n: index) -> i32 {{\n\
         \x20 %c0 = arith.constant 0 : index\n\
         \x20 %c1 = arith.constant 1 : index\n\
         \x20 %t = arith.constant dense<[1, 2, {i}]> : tensor<3xi32> loc(#early)\n\
         \x20 %x0 = arith.addi %a, %a : i32 loc(\"x.mlir\":{i}:7)\n"
    );
    for k in 1..lines {
        s.push_str(&format!(
            "  %x{k} = arith.addi %x{}, %a : i32 // value {k}\n",
            k - 1
        ));
    }
    s.push_str(&format!(
        "  %r = affine.apply affine_map<(d0) -> (d0 * 2 + {})>(%n)\n\
         \x20 %v = memref.load %m[%r] : memref<8xf32> loc(#late)\n\
         \x20 %s = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {{\n\
         \x20   %y = arith.muli %acc, %acc : i32\n\
         \x20   scf.yield %y : i32\n\
         \x20 }}\n\
         \x20 cf.cond_br %c, ^bb1, ^bb2(%s : i32)\n\
         ^bb1:\n\
         \x20 cf.br ^bb2(%x{} : i32)\n\
         ^bb2(%z: i32):\n\
         \x20 return %z : i32\n\
         }}\n",
        i % 3,
        lines - 1
    ));
    s
}

/// `count` functions in an explicit module (or at the top level), with a
/// location alias defined before them and one after.
fn module(count: usize, lines: usize, explicit: bool) -> String {
    let mut s = String::from("#early = loc(\"early.mlir\":1:2)\n");
    if explicit {
        s.push_str("module {\n");
    }
    for i in 0..count {
        s.push_str(&function(i, lines));
    }
    if explicit {
        s.push_str("}\n");
    }
    s.push_str("#late = loc(\"late.mlir\":3:4)\n");
    s
}

/// Parses, verifies and prints `src` on a fresh context with threading on
/// or off: the output, or the rendered diagnostics.
fn run(src: &str, threads: bool, flags: PrintFlags) -> Result<String, String> {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx.set_multithreading(threads);
    let buf = SourceBuffer::new("in.mlir", src.as_bytes().to_vec(), 0);
    let render = |diags: &[rmlir_core::diag::Diagnostic]| {
        let mgr = SourceMgr {
            buffers: vec![SourceBuffer::new("in.mlir", src.as_bytes().to_vec(), 0)],
        };
        let mut out = Vec::new();
        for d in diags {
            mgr.render(&ctx, d, &mut out);
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    let m = parse_source(&ctx, &buf).map_err(|d| render(&d))?;
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).map_err(|d| render(&[d]))?;
    let mut out = Vec::new();
    m.print(&ctx, flags, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf-8"))
}

/// Threading on and off give the same bytes (output or diagnostics).
fn assert_same(src: &str, flags: PrintFlags) -> Result<String, String> {
    let serial = run(src, false, flags);
    let parallel = run(src, true, flags);
    assert_eq!(parallel, serial, "flags {flags:?}");
    serial
}

fn flag_sets() -> Vec<PrintFlags> {
    let base = PrintFlags::default();
    let mut elide = base;
    elide.elements.elide_if_larger = Some(2);
    vec![
        base,
        PrintFlags {
            debug_info: true,
            ..base
        },
        PrintFlags {
            generic: true,
            ..base
        },
        PrintFlags {
            generic: true,
            debug_info: true,
            ..base
        },
        PrintFlags {
            local_scope: true,
            debug_info: true,
            ..base
        },
        PrintFlags {
            assume_verified: true,
            ..base
        },
        elide,
    ]
}

#[test]
fn many_functions_print_the_same_with_and_without_threads() {
    for explicit in [true, false] {
        let src = module(40, 80, explicit);
        let (parsed, printed) = (parsed_in_parallel(), printed_in_parallel());
        for flags in flag_sets() {
            let out = assert_same(&src, flags).expect("valid input");
            assert!(
                flags.local_scope || out.contains("#map ="),
                "aliases are printed"
            );
        }
        assert!(parsed_in_parallel() > parsed, "the parallel parser ran");
        assert!(printed_in_parallel() > printed, "the parallel printer ran");
    }
}

#[test]
fn printed_locations_parse_back_the_same_with_and_without_threads() {
    // Printed with locations, the file ends with `#locN = ...` aliases the
    // functions refer to before they are defined.
    let debug = PrintFlags {
        debug_info: true,
        ..PrintFlags::default()
    };
    let generic = PrintFlags {
        generic: true,
        ..debug
    };
    for first in [debug, generic] {
        let printed = run(&module(30, 60, true), false, first).expect("valid input");
        assert!(printed.contains("loc(#loc"), "{}", &printed[..300]);
        let before = parsed_in_parallel();
        for flags in flag_sets() {
            assert_same(&printed, flags).expect("valid printed input");
        }
        assert!(parsed_in_parallel() > before, "the parallel parser ran");
    }
}

/// The third of five large functions with `bad` in place of a valid line.
fn with_error_in_third(bad: &str) -> String {
    let mut s = String::from("module {\n");
    for i in 0..5 {
        let f = function(i, 400);
        if i == 2 {
            s.push_str(&f.replacen("  %x7 = arith.addi %x6, %a : i32", bad, 1));
        } else {
            s.push_str(&f);
        }
    }
    s.push_str("}\n#late = loc(\"late.mlir\":3:4)\n");
    s
}

#[test]
fn errors_are_the_serial_parsers() {
    let early = "#early = loc(\"early.mlir\":1:2)\n";
    let cases = [
        // A syntax error.
        "  %x7 = arith.addi %x6, : i32",
        // An undefined value (reported at the end of the function).
        "  %x7 = arith.addi %nope, %a : i32",
        // A type mismatch between uses.
        "  %x7 = arith.addi %x6, %c : i32",
        // An unknown op.
        "  %x7 = arith.bogus %x6 : i32",
        // An undefined location alias (resolved at the end of the file).
        "  %x7 = arith.addi %x6, %a : i32 loc(#nowhere)",
        // A redefinition.
        "  %x6 = arith.addi %x5, %a : i32",
    ];
    for bad in cases {
        let src = format!("{early}{}", with_error_in_third(bad));
        let err = assert_same(&src, PrintFlags::default()).expect_err(bad);
        assert!(err.contains("error:"), "{bad}: {err}");
    }
    // Errors in several functions: the first in source order is reported.
    let mut src = format!(
        "{early}{}",
        with_error_in_third("  %x7 = arith.addi %x6, : i32")
    );
    src = src.replacen("  %x9 = arith.addi %x8, %a : i32", "  %x9 = }", 1);
    let err = assert_same(&src, PrintFlags::default()).expect_err("two errors");
    let line = src[..src.find("%x9 = }").unwrap()].matches('\n').count() + 1;
    assert!(err.contains(&format!("in.mlir:{line}:")), "{err}");
}

#[test]
fn unusual_inputs_fall_back_to_the_serial_parser() {
    let body = module(30, 60, false);
    let cases = [
        // A `distinct` attribute shared by two functions.
        body.replacen(
            "func.func @f0(",
            "func.func @d0() attributes {d = distinct[0]<42 : i32>} {\n  return\n}\nfunc.func @f0(",
            1,
        )
        .replacen(
            "func.func @f5(",
            "func.func @d5() attributes {d = distinct[0]<42 : i32>} {\n  return\n}\nfunc.func @f5(",
            1,
        ),
        // A value at module level.
        body.replacen(
            "func.func @f3(",
            "%g = \"test.def\"() : () -> i32\nfunc.func @f3(",
            1,
        ),
        // An unregistered op between functions.
        body.replacen(
            "func.func @f3(",
            "\"test.other\"() : () -> ()\nfunc.func @f3(",
            1,
        ),
        // Two functions on one line.
        body.replacen("}\nfunc.func @f4(", "} func.func @f4(", 1),
        // A string spanning what looks like an op start.
        body.replacen(
            "func.func @f2(%a: i32,",
            "func.func @f2(%a: i32 {x.s = \"\nfunc.func @\"},",
            1,
        ),
    ];
    for src in &cases {
        for flags in [
            PrintFlags::default(),
            PrintFlags {
                debug_info: true,
                generic: true,
                ..PrintFlags::default()
            },
        ] {
            let _ = assert_same(src, flags);
        }
    }
}
