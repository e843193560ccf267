//! The extension attaches its models when `arith` loads, and the pass
//! finds them through the context: the annotated output is exact (and is
//! what `mlir-opt` prints back for the same text).

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;
use rmlir_interface_extension::{op_cost, register, ANNOTATE_COST};
use rmlir_pass::{OptionValues, PassContext};

const INPUT: &str =
    "func.func @kernel(%a: f32, %x: vector<4xf32>, %i: i64, %j: i32) -> (f32, i64) {
  %c2 = arith.constant 2 : i64
  %m = arith.mulf %a, %a : f32
  %v = arith.addf %x, %x : vector<4xf32>
  %p = arith.muli %i, %c2 : i64
  %q = arith.divsi %j, %j : i32
  %s = arith.shli %q, %j : i32
  %c = arith.cmpi slt, %s, %j : i32
  %t = math.sqrt %m : f32
  return %t, %p : f32, i64
}
";

/// Constants are free; `mulf`, `addf`, `muli` and `divsi` have per-op
/// models scaled by 32-bit words and lanes; `shli` and `cmpi` get arith's
/// default; `math` and `func` ops have no cost.
const EXPECTED: &str = "module {
  func.func @kernel(%arg0: f32, %arg1: vector<4xf32>, %arg2: i64, %arg3: i32) -> (f32, i64) attributes {total_cost = 40 : i64} {
    %c2_i64 = arith.constant {cost = 0 : i64} 2 : i64
    %0 = arith.mulf %arg0, %arg0 {cost = 4 : i64} : f32
    %1 = arith.addf %arg1, %arg1 {cost = 8 : i64} : vector<4xf32>
    %2 = arith.muli %arg2, %c2_i64 {cost = 6 : i64} : i64
    %3 = arith.divsi %arg3, %arg3 {cost = 20 : i64} : i32
    %4 = arith.shli %3, %arg3 {cost = 1 : i64} : i32
    %5 = arith.cmpi slt, %4, %arg3 {cost = 1 : i64} : i32
    %6 = math.sqrt %0 : f32
    return %6, %2 : f32, i64
  }
}
";

/// Parses `INPUT`, runs the pass, verifies and prints.
fn annotate(ctx: &Context) -> String {
    let buf = SourceBuffer::new("in.mlir", INPUT.as_bytes().to_vec(), 0);
    let mut m = parse_source(ctx, &buf).expect("parses");
    let pass = (ANNOTATE_COST.create)(OptionValues::parse(ANNOTATE_COST.options, "").unwrap());
    let mut events = Vec::new();
    let mut cx = PassContext::new(ctx, &mut events);
    pass.run(&mut cx, &mut m.ir, m.module)
        .expect("pass succeeds");
    rmlir_core::verify::verify(ctx, &m.ir, m.module).expect("result verifies");
    let mut out = Vec::new();
    m.print(ctx, PrintFlags::default(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn extension_registered_before_arith_loads() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    register(&ctx);
    assert!(!ctx.is_dialect_loaded("arith"));
    assert_eq!(annotate(&ctx), EXPECTED);
}

#[test]
fn extension_registered_after_arith_loaded() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx.load_dialect("arith");
    register(&ctx);
    // Registering again changes nothing: the extension applies once.
    register(&ctx);
    assert_eq!(annotate(&ctx), EXPECTED);
}

#[test]
fn without_the_extension_nothing_has_a_cost() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let out = annotate(&ctx);
    assert!(!out.contains("{cost ="), "{out}");
    assert!(out.contains("attributes {total_cost = 0 : i64}"), "{out}");
    let mut ir = rmlir_core::ir::Ir::new();
    let st = rmlir_core::ir::OperationState::new(&ctx, "arith.addi", ctx.unknown_loc());
    let op = ir.create_op(st);
    assert_eq!(op_cost(&ctx, &ir, op), None);
}

#[test]
fn readme_points_here() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let section = &readme[readme
        .find("## Extending a dialect from another crate")
        .expect("section")..];
    assert!(section.contains("examples/interface_extension"));
}
