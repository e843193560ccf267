//! The vector builders make ops that verify and print like parsed ones, and
//! infer the result types MLIR's builders do (an element or sub-vector for
//! `vector.extract`, the slice shape for `vector.extract_strided_slice`).

mod common;

use common::{ctx, parse, print};
use rmlir_core::ir::OpId;
use rmlir_core::rewrite::Rewriter;
use rmlir_core::Context;
use rmlir_dialects::vector::typed as vt;

fn find_return(ctx: &Context, m: &rmlir_core::asm::ParsedModule) -> OpId {
    m.ir.nested_ops(m.module)
        .into_iter()
        .find(|&o| ctx.op_name_str(m.ir.op_name(o)) == "func.return")
        .unwrap()
}

#[test]
fn built_vector_ops_verify_and_print() {
    let ctx = ctx();
    let src = "func.func @f(%v: vector<4x2xi32>, %w: vector<2xi32>) -> vector<4x2xi32> {\n  return %v : vector<4x2xi32>\n}\n";
    let mut m = parse(&ctx, src);
    let ret = find_return(&ctx, &m);
    let v = m.ir.operand(ret, 0);
    let entry = m.ir.parent_block(ret).unwrap();
    let w = m.ir.block_args(entry)[1];
    let loc = ctx.unknown_loc();
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    rw.set_insertion_point_before(ret);
    let e = vt::extract(&mut rw, loc, w, &[1]).unwrap();
    let row = vt::extract(&mut rw, loc, v, &[3]).unwrap();
    let i = vt::insert(&mut rw, loc, e, row, &[0]).unwrap();
    let s = vt::extract_strided_slice(&mut rw, loc, v, &[0, 1], &[4, 1], &[1, 1]).unwrap();
    let f = vt::insert_strided_slice(&mut rw, loc, s, v, &[0, 0], &[1, 1]).unwrap();
    let flat_ty = rmlir_dialects::vector::vector_type(&ctx, &[8], ctx.i32_type());
    let flat = vt::shape_cast(&mut rw, loc, f, flat_ty).unwrap();
    let _ = (i, flat);
    rw.ir.set_operand(ret, 0, f);
    let text = print(&ctx, &m);
    for line in [
        "%0 = vector.extract %arg1[1] : i32 from vector<2xi32>",
        "%1 = vector.extract %arg0[3] : vector<2xi32> from vector<4x2xi32>",
        "%2 = vector.insert %0, %1 [0] : i32 into vector<2xi32>",
        "%3 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>",
        "%4 = vector.insert_strided_slice %3, %arg0 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>",
        "%5 = vector.shape_cast %4 : vector<4x2xi32> to vector<8xi32>",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
}

#[test]
fn extract_of_a_non_vector_is_a_build_error() {
    let ctx = ctx();
    let mut m = parse(
        &ctx,
        "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n",
    );
    let ret = find_return(&ctx, &m);
    let a = m.ir.operand(ret, 0);
    let loc = ctx.unknown_loc();
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    rw.set_insertion_point_before(ret);
    assert!(vt::extract(&mut rw, loc, a, &[0]).is_err());
}
