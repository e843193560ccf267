//! The `Module` entry points: files, new modules, pass failures, and
//! pipelines run from many threads on fresh contexts.

use rmlir::Module;

const INPUT: &str = "func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
func.func @g(%x: i32) -> i32 {
  %0 = arith.subi %x, %x : i32
  return %0 : i32
}
";

const CANONICAL: &str = "module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @g(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}
";

#[test]
fn a_file_parses_with_its_name_in_diagnostics() {
    let dir = std::env::temp_dir().join(format!("rmlir-module-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.mlir");
    std::fs::write(
        &path,
        "func.func @f() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    let ctx = rmlir::context();
    let err = Module::parse_file(&ctx, &path).unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with(&format!(
            "{}:3:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0",
            path.display()
        )),
        "{text}"
    );
    assert_eq!(err.diagnostics().len(), 1);
    let missing = Module::parse_file(&ctx, dir.join("missing.mlir")).unwrap_err();
    assert!(missing.to_string().starts_with("could not open input file"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_module_is_empty_and_prints_as_mlir_opt() {
    let ctx = rmlir::context();
    let m = Module::create(&ctx, ctx.unknown_loc());
    m.verify().unwrap();
    assert_eq!(m.to_string(), "module {\n}\n");
    assert_eq!(m.ir().block_ops(m.body()).count(), 0);
}

#[test]
fn a_failing_pass_returns_its_diagnostics() {
    let ctx = rmlir::context();
    let mut m = Module::parse(&ctx, "func.func @f() {\n  return\n}").unwrap();
    // func.func passes cannot anchor on the module.
    let err = m.run_pipeline("func.func(canonicalize)").unwrap_err();
    assert!(
        err.to_string()
            .contains("can't run 'func.func' pass manager on 'builtin.module' op"),
        "{err}"
    );
}

#[test]
fn pipelines_on_fresh_contexts_from_many_threads_agree() {
    let outputs: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|i| {
                s.spawn(move || {
                    let ctx = rmlir::context();
                    ctx.set_multithreading(i % 2 == 0);
                    let mut m = Module::parse(&ctx, INPUT).unwrap();
                    m.run_pipeline("builtin.module(func.func(canonicalize,cse))")
                        .unwrap();
                    m.to_string()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for out in outputs {
        assert_eq!(out, CANONICAL);
    }
}

#[test]
fn ops_types_attributes_and_diagnostics_display() {
    let ctx = rmlir::context();
    let m = Module::parse(
        &ctx,
        "func.func @f(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32 loc(\"a.mlir\":3:4)\n  return %0 : i32\n}",
    )
    .unwrap();
    let ir = m.ir();
    let func = ir.block_ops(m.body()).next().unwrap();
    let add = ir
        .block_ops(ir.region_blocks(ir.regions(func)[0])[0])
        .next()
        .unwrap();
    // A nested op names its values from its function, as MLIR's op->print.
    assert_eq!(
        ir.show(&ctx, add).to_string(),
        "%0 = arith.addi %arg0, %arg0 : i32"
    );
    assert_eq!(
        format!("{:?}", ir.show(&ctx, func)),
        "func.func @f(%arg0: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg0 : i32\n  return %0 : i32\n}"
    );
    let ty = ir.value_type(ir.result(add, 0));
    assert_eq!(ctx.show(ty).to_string(), "i32");
    let loc = ir.op(add).loc;
    assert_eq!(ctx.show(loc).to_string(), "loc(\"a.mlir\":3:4)");
    let d = rmlir::core::diag::Diagnostic::error(loc, "bad add");
    assert_eq!(ctx.show(&d).to_string(), "a.mlir:3:4: error: bad add");
}

#[test]
fn two_parsed_files_merge_into_one_module() {
    let ctx = rmlir::context();
    let mut a = Module::parse(&ctx, "func.func @a() {\n  return\n}").unwrap();
    let b = Module::parse(&ctx, "func.func @b(%x: i32) -> i32 {\n  return %x : i32\n}").unwrap();
    a.append_from(&b).unwrap();
    a.verify().unwrap();
    assert_eq!(
        a.to_string(),
        "module {\n  func.func @a() {\n    return\n  }\n  func.func @b(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n"
    );
    // A duplicate symbol is caught by the verifier, not silently kept.
    a.append_from(&b).unwrap();
    assert!(a
        .verify()
        .unwrap_err()
        .to_string()
        .contains("redefinition of symbol named 'b'"));
}

/// Newcomer task 7: eight threads parse on one fresh context at once (the
/// dialects load on first use, from whichever thread gets there first) and
/// all print the same module.
#[test]
fn eight_threads_parse_on_one_fresh_context() {
    let ctx = rmlir::context();
    let start = std::sync::Barrier::new(8);
    let outputs: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|_| {
                s.spawn(|| {
                    start.wait();
                    Module::parse(&ctx, INPUT).unwrap().to_string()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let expected = Module::parse(&ctx, INPUT).unwrap().to_string();
    assert!(expected.contains("func.func @g(%arg0: i32) -> i32"));
    assert!(outputs.iter().all(|o| *o == expected));
}
