//! Canonicalization patterns of `index` ops: reassociating constants of
//! associative-commutative ops, and comparisons of a difference with zero.

use super::attrs::pred_of;
use super::fold::{int_bits, Bin};
use super::typed::CmpOp;
use rmlir_core::ir::{OpId, OperationState};
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::Context;

/// `op(op(x, c1), c2) -> op(x, op(c2, c1))` when the constant part folds.
fn reassociate(op: OpId, rw: &mut Rewriter<'_>, kind: Bin) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let name = ir.op_name(op);
    let Some(c2) = value_constant(ctx, ir, ir.operand(op, 1)) else {
        return false;
    };
    let Some(inner) = ir.defining_op(ir.operand(op, 0)) else {
        return false;
    };
    if ir.op_name(inner) != name {
        return false;
    }
    let Some(c1) = value_constant(ctx, ir, ir.operand(inner, 1)) else {
        return false;
    };
    // MLIR's `createOrFold` of the constant part: only a fold is useful.
    let Some(folded) = kind.fold_attrs(ctx, c2, c1) else {
        return false;
    };
    let x = ir.operand(inner, 0);
    let loc = ir.op(op).loc;
    let index = ctx.index_type();
    rw.set_insertion_point_before(op);
    let Some(cst) = rw.materialize_constant("index", folded, index, loc) else {
        return false;
    };
    let c = rw.ir.result(cst, 0);
    let mut st = OperationState::new(ctx, ctx.op_name_str(name), loc);
    st.operands.extend([x, c]);
    st.result_types.push(index);
    rw.replace_op_with_new(op, st);
    true
}

macro_rules! assoc {
    ($($f:ident => $k:ident, $root:literal);* $(;)?) => {$(
        #[doc = concat!("Patterns of `", $root, "`.")]
        pub fn $f(_: &Context, set: &mut PatternSet) {
            set.add_fn($root, concat!("mlir::index::", stringify!($k), "Op"), |op, rw| {
                reassociate(op, rw, Bin::$k)
            });
        }
    )*};
}

assoc!(
    add => Add, "index.add";
    mul => Mul, "index.mul";
    maxs => MaxS, "index.maxs";
    maxu => MaxU, "index.maxu";
    mins => MinS, "index.mins";
    minu => MinU, "index.minu";
    and => And, "index.and";
    or => Or, "index.or";
    xor => Xor, "index.xor";
);

/// `cmp(sub(x, y), 0) -> cmp(x, y)` and `cmp(0, sub(x, y)) -> cmp(y, x)`.
fn cmp_of_sub(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let is_zero = |i: usize| {
        value_constant(ctx, ir, ir.operand(op, i))
            .and_then(|a| int_bits(ctx, a))
            .is_some_and(|v| v == 0)
    };
    let (rhs_zero, lhs_zero) = (is_zero(1), is_zero(0));
    if !rhs_zero && !lhs_zero {
        return false;
    }
    let other = ir.operand(op, if rhs_zero { 0 } else { 1 });
    let Some(sub) = ir.defining_op(other) else {
        return false;
    };
    if ir.op_name(sub) != ctx.op_name("index.sub") {
        return false;
    }
    let Some(pred) = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "pred") else {
        return false;
    };
    if pred_of(ctx, pred).is_none() {
        return false;
    }
    let (a, b) = (ir.operand(sub, 0), ir.operand(sub, 1));
    let (l, r) = if rhs_zero { (a, b) } else { (b, a) };
    let loc = ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let Ok(new) = CmpOp::build(rw, loc, l, r, &[("pred", pred)]) else {
        return false;
    };
    let v = new.result(rw.ctx, rw.ir);
    rw.replace_op(op, &[v]);
    true
}

/// Patterns of `index.cmp`.
pub fn cmp(_: &Context, set: &mut PatternSet) {
    set.add_fn("index.cmp", "mlir::index::CmpOp", cmp_of_sub);
}
