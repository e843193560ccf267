//! Many threads sharing one fresh `Context`: dialects load lazily on first
//! use, so the first threads to meet `arith.constant` race to load `arith`.
//! Every thread must see a fully initialised dialect (no "unknown op"), and
//! every thread's output must be the same bytes as a single-threaded run.

use std::sync::{Arc, Barrier};

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;

/// Uses every dialect of the crate, so each one is loaded on first sight.
const SRC: &str = r#"
func.func @f(%a: i32, %m: memref<4xf32>, %c: i1) -> i32 {
  %0 = arith.constant 7 : i32
  %1 = arith.addi %a, %0 : i32
  %i = arith.constant 1 : index
  %v = memref.load %m[%i] : memref<4xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%i] : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2(%1 : i32)
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%r: i32):
  return %r : i32
}
"#;

fn parse_verify_print(ctx: &Context) -> Result<String, String> {
    let buf = SourceBuffer::new("t.mlir", SRC.as_bytes().to_vec(), 0);
    let m = parse_source(ctx, &buf).map_err(|d| d[0].message.clone())?;
    rmlir_core::verify::verify(ctx, &m.ir, m.module).map_err(|d| d.message)?;
    let mut out = Vec::new();
    print_top_level(
        ctx,
        &m.ir,
        m.module,
        PrintFlags::default(),
        &m.resources,
        &mut out,
    )
    .map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

/// Runs `f` on `threads` threads released together, on one fresh context
/// with every dialect registered; their results in thread order.
fn on_fresh_context<R: Send + 'static>(
    threads: usize,
    f: impl Fn(&Context) -> R + Send + Sync + 'static,
) -> Vec<R> {
    let ctx = Arc::new(Context::new());
    rmlir_dialects::register_all(&ctx);
    let start = Arc::new(Barrier::new(threads));
    let f = Arc::new(f);
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let (ctx, start, f) = (ctx.clone(), start.clone(), f.clone());
            std::thread::spawn(move || {
                start.wait();
                f(&ctx)
            })
        })
        .collect();
    handles
        .into_iter()
        .map(|h| h.join().expect("no thread panics"))
        .collect()
}

#[test]
fn parallel_first_use_of_dialects_on_a_fresh_context() {
    let expected = {
        let ctx = Context::new();
        rmlir_dialects::register_all(&ctx);
        parse_verify_print(&ctx).expect("single-threaded run")
    };
    const THREADS: usize = 8;
    // Many rounds, each on a fresh context, so the loading race is met often.
    for round in 0..40 {
        for got in on_fresh_context(THREADS, parse_verify_print) {
            assert_eq!(got.as_deref(), Ok(expected.as_str()), "round {round}");
        }
    }
}

/// Functions `0..n`, those in `bad` returning nothing from an `i32`
/// function (a verifier error, not a parse error).
fn functions(n: usize, bad: &[usize]) -> String {
    let mut s = String::new();
    for i in 0..n {
        if bad.contains(&i) {
            s.push_str(&format!(
                "func.func @f{i}(%a: i32) -> i32 {{\n  return\n}}\n"
            ));
        } else {
            s.push_str(&format!(
                "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"
            ));
        }
    }
    s
}

/// The line of the first error `verify` reports for `src`.
fn first_error_line(ctx: &Context, src: &str) -> Option<String> {
    let buf = SourceBuffer::new("v.mlir", src.as_bytes().to_vec(), 0);
    let m = parse_source(ctx, &buf).expect("parses");
    let d = rmlir_core::verify::verify(ctx, &m.ir, m.module).err()?;
    let line = match ctx.attr_kind(d.loc) {
        rmlir_core::AttrKind::FileLineColRange { start_line, .. } => *start_line,
        _ => 0,
    };
    Some(format!("line {line}: {}", d.message))
}

#[test]
fn parallel_verification_reports_the_first_error_in_op_order() {
    // Several invalid functions far apart: whichever thread finishes first,
    // the error reported is the one single-threaded verification finds.
    let src = functions(64, &[9, 33, 34, 60]);
    let expected = {
        let ctx = Context::new();
        rmlir_dialects::register_all(&ctx);
        ctx.set_multithreading(false);
        first_error_line(&ctx, &src).expect("an error")
    };
    assert!(expected.contains("(@f9)"), "{expected}");
    const THREADS: usize = 6;
    for round in 0..20 {
        let src = src.clone();
        for got in on_fresh_context(THREADS, move |ctx| first_error_line(ctx, &src)) {
            assert_eq!(got.as_deref(), Some(expected.as_str()), "round {round}");
        }
    }
}

/// A module of `n` functions large enough for its body to be parsed and
/// printed in parallel (see the parallel parse in `rmlir_core::asm::parser`).
fn large_module(n: usize) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        s.push_str(&format!(
            "  func.func @f{i}(%a: i32, %m: memref<4xf32>) -> i32 {{\n    %0 = arith.constant {i} : i32\n"
        ));
        for k in 1..60 {
            s.push_str(&format!("    %{k} = arith.addi %{}, %a : i32\n", k - 1));
        }
        s.push_str("    %i = arith.constant 1 : index\n    %v = memref.load %m[%i] : memref<4xf32>\n    return %59 : i32\n  }\n");
    }
    s.push_str("}\n");
    s
}

fn parse_print(ctx: &Context, src: &str) -> Result<String, String> {
    let buf = SourceBuffer::new("big.mlir", src.as_bytes().to_vec(), 0);
    let m = parse_source(ctx, &buf).map_err(|d| d[0].message.clone())?;
    rmlir_core::verify::verify(ctx, &m.ir, m.module).map_err(|d| d.message)?;
    let mut out = Vec::new();
    m.print(ctx, PrintFlags::default(), &mut out)
        .map_err(|e| e.to_string())?;
    String::from_utf8(out).map_err(|e| e.to_string())
}

#[test]
fn parallel_parses_of_large_modules_on_a_fresh_context() {
    // Each parse splits its module over the thread pool while other
    // threads parse the same text on the same context: every result must
    // be the single-threaded bytes.
    let src = Arc::new(large_module(60));
    let expected = {
        let ctx = Context::new();
        rmlir_dialects::register_all(&ctx);
        ctx.set_multithreading(false);
        parse_print(&ctx, &src).expect("single-threaded run")
    };
    let before = rmlir_core::asm::parallel_parse_runs();
    const THREADS: usize = 6;
    for round in 0..8 {
        let src = src.clone();
        for got in on_fresh_context(THREADS, move |ctx| parse_print(ctx, &src)) {
            assert_eq!(got.as_deref(), Ok(expected.as_str()), "round {round}");
        }
    }
    assert!(rmlir_core::asm::parallel_parse_runs() > before);
}
