//! Typed ops: builders make ops that verify and print like parsed ones,
//! accessors read operands, results and attributes by name, and an op with
//! segmented operands built without its segment sizes fails verification.

use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::asm::{parse_source, parse_type_text, ParsedModule};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::ir::{OpId, OperationState};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::Context;
use rmlir_dialects::arith::typed::{AddIOp, CmpIOp, ConstantOp};
use rmlir_dialects::memref::typed::{AllocOp, DimOp};
use rmlir_ods::typed::TypedOp;

fn ctx() -> Context {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx
}

fn parse(ctx: &Context, src: &str) -> ParsedModule {
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    parse_source(ctx, &buf)
        .map_err(|d| d[0].message.clone())
        .unwrap()
}

fn print(ctx: &Context, m: &ParsedModule) -> String {
    let mut out = Vec::new();
    m.print(ctx, PrintFlags::default(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn parse_type(ctx: &Context, text: &str) -> rmlir_core::Type {
    parse_type_text(ctx, text).unwrap()
}

/// `arith.cmpi`'s `slt` predicate (case 2 of `arith::CmpIPredicate`).
fn slt(ctx: &Context) -> rmlir_core::Attribute {
    ctx.attr(rmlir_core::AttrKind::Integer {
        ty: ctx.i64_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, 2),
    })
}

fn find(ctx: &Context, m: &ParsedModule, name: &str) -> OpId {
    m.ir.nested_ops(m.module)
        .into_iter()
        .find(|&o| ctx.op_name_str(m.ir.op_name(o)) == name)
        .unwrap()
}

#[test]
fn built_addi_prints_like_parsed() {
    let ctx = ctx();
    let mut m = parse(
        &ctx,
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  return %a : i32\n}\n",
    );
    let ret = find(&ctx, &m, "func.return");
    let (a, b) = (m.ir.operand(ret, 0), {
        let f = find(&ctx, &m, "func.func");
        let entry = m.ir.region_blocks(m.ir.regions(f)[0])[0];
        m.ir.block_args(entry)[1]
    });
    let loc = ctx.unknown_loc();
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    rw.set_insertion_point_before(ret);
    let add = AddIOp::build(&mut rw, loc, a, b, &[]).unwrap();
    let sum = add.result(&ctx, rw.ir);
    let cmp = CmpIOp::build(&mut rw, loc, sum, b, &[("predicate", slt(&ctx))]).unwrap();
    let r = add.result(&ctx, rw.ir);
    rw.ir.set_operand(ret, 0, r);
    assert_eq!(add.lhs(&ctx, rw.ir), a);
    assert_eq!(add.rhs(&ctx, rw.ir), b);
    assert!(AddIOp::cast(&ctx, rw.ir, cmp.op()).is_none());
    assert_eq!(AddIOp::cast(&ctx, rw.ir, add.op()), Some(add));
    let none = add
        .overflow_flags(&ctx, rw.ir)
        .expect("default overflow flags");
    assert_eq!(ctx.print_attr(none), "#arith.overflow<none>");
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).unwrap();
    let text = print(&ctx, &m);
    assert_eq!(
        text,
        "module {\n  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg1 : i32\n    %1 = arith.cmpi slt, %0, %arg1 : i32\n    return %0 : i32\n  }\n}\n"
    );
    // The same text parses back to the same print.
    assert_eq!(print(&ctx, &parse(&ctx, &text)), text);
}

#[test]
fn built_alloc_fills_segments_and_infers_types() {
    let ctx = ctx();
    let mut m = parse(
        &ctx,
        "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  return\n}\n",
    );
    let ret = find(&ctx, &m, "func.return");
    let c0 = ConstantOp::cast(&ctx, &m.ir, find(&ctx, &m, "arith.constant")).unwrap();
    let f = find(&ctx, &m, "func.func");
    let n = m.ir.block_args(m.ir.region_blocks(m.ir.regions(f)[0])[0])[0];
    let loc = ctx.unknown_loc();
    let ty = parse_type(&ctx, "memref<?xf32>");
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    rw.set_insertion_point_before(ret);
    let alloc = AllocOp::build_with_types(&mut rw, loc, &[ty], &[n], &[], &[]).unwrap();
    let c0v = c0.result(&ctx, rw.ir);
    let mem = alloc.memref(&ctx, rw.ir);
    let dim = DimOp::build(&mut rw, loc, mem, c0v, &[]).unwrap();
    assert_eq!(alloc.dynamicSizes(&ctx, rw.ir), vec![n]);
    assert!(alloc.symbolOperands(&ctx, rw.ir).is_empty());
    assert_eq!(rw.ir.value_type(dim.result(&ctx, rw.ir)), ctx.index_type());
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).unwrap();
    assert_eq!(
        print(&ctx, &m),
        "module {\n  func.func @f(%arg0: index) {\n    %c0 = arith.constant 0 : index\n    %alloc = memref.alloc(%arg0) : memref<?xf32>\n    %dim = memref.dim %alloc, %c0 : memref<?xf32>\n    return\n  }\n}\n"
    );
}

#[test]
fn segmented_op_without_segment_sizes_fails_verification() {
    let ctx = ctx();
    let mut m = parse(&ctx, "func.func @f(%n: index) {\n  return\n}\n");
    let ret = find(&ctx, &m, "func.return");
    let f = find(&ctx, &m, "func.func");
    let n = m.ir.block_args(m.ir.region_blocks(m.ir.regions(f)[0])[0])[0];
    let ty = parse_type(&ctx, "memref<?xf32>");
    // Built by hand, without properties: no operandSegmentSizes.
    let st = OperationState::new(&ctx, "memref.alloc", ctx.unknown_loc())
        .operands(&[n])
        .results(&[ty]);
    let op = m.ir.create_op(st);
    m.ir.insert_op_before(ret, op);
    let err = rmlir_core::verify::verify(&ctx, &m.ir, m.module).unwrap_err();
    assert!(
        err.message.contains("operandSegmentSizes"),
        "unexpected message: {}",
        err.message
    );
}

#[test]
fn built_index_ops_print_like_parsed() {
    use rmlir_dialects::index::attrs::{pred_attr, Pred};
    use rmlir_dialects::index::typed::{AddOp, CmpOp};
    let ctx = ctx();
    let mut m = parse(
        &ctx,
        "func.func @f(%a: index, %b: index) -> index {\n  return %a : index\n}\n",
    );
    let ret = find(&ctx, &m, "func.return");
    let f = find(&ctx, &m, "func.func");
    let entry = m.ir.region_blocks(m.ir.regions(f)[0])[0];
    let (a, b) = (m.ir.block_args(entry)[0], m.ir.block_args(entry)[1]);
    let loc = ctx.unknown_loc();
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    rw.set_insertion_point_before(ret);
    let add = AddOp::build(&mut rw, loc, a, b, &[]).unwrap();
    let sum = add.result(&ctx, rw.ir);
    let cmp = CmpOp::build(
        &mut rw,
        loc,
        sum,
        b,
        &[("pred", pred_attr(&ctx, Pred::Ult))],
    )
    .unwrap();
    assert_eq!(cmp.lhs(&ctx, rw.ir), sum);
    rw.ir.set_operand(ret, 0, sum);
    let text = print(&ctx, &m);
    assert!(text.contains("%0 = index.add %arg0, %arg1\n"), "{text}");
    assert!(text.contains("%1 = index.cmp ult(%0, %arg1)\n"), "{text}");
}
