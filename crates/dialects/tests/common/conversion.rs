//! Patterns and targets shared by the dialect conversion tests
//! (`conversion.rs`, `conversion_rollback.rs`); each uses part of it.

#![allow(dead_code)]

use rmlir_core::apint::ApInt;
use rmlir_core::ir::{OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, FnConversionPattern,
    FrozenConversionPatterns, TypeConverter,
};
use rmlir_core::{AttrKind, Context};

/// `arith.addi a, b` becomes `arith.subi a, (arith.subi 0, b)`: the inner
/// ops are created through the conversion rewriter and legalized after it.
pub fn addi_to_subs(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let value = ctx.attr(AttrKind::Integer {
        ty,
        value: ApInt::zero(32),
    });
    let zero = rw.create(OperationState::constant(
        ctx,
        "arith.constant",
        value,
        ty,
        loc,
    ));
    let zero = rw.ir.result(zero, 0);
    let mut neg = OperationState::new(ctx, "arith.subi", loc);
    neg.operands.extend([zero, operands[1]]);
    neg.result_types.push(ty);
    let neg = rw.create(neg);
    let neg = rw.ir.result(neg, 0);
    let mut sub = OperationState::new(ctx, "arith.subi", loc);
    sub.operands.extend([operands[0], neg]);
    sub.result_types.push(ty);
    rw.replace_op_with_new(op, sub);
    true
}

/// A target where the ops `names` are illegal and every other op is legal.
pub fn everything_legal_but(names: &[&str]) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_illegal_ops(names);
    t.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    t
}

/// The one pattern `f`, rooted at `root`.
pub fn one_pattern(
    ctx: &Context,
    root: &'static str,
    name: &'static str,
    f: fn(OpId, &[Value], &mut ConversionRewriter<'_, '_>) -> bool,
) -> FrozenConversionPatterns {
    let mut ps = ConversionPatternSet::new();
    ps.add_fn(root, name, f);
    ps.freeze(ctx)
}

/// The patterns `first` (tried first: it has the higher `benefit`) and
/// [`addi_to_subs`], both rooted at `arith.addi`.
pub fn addi_patterns_before_subs(
    ctx: &Context,
    name: &'static str,
    benefit: u16,
    first: fn(OpId, &[Value], &mut ConversionRewriter<'_, '_>) -> bool,
) -> FrozenConversionPatterns {
    let mut ps = ConversionPatternSet::new();
    ps.add(FnConversionPattern {
        root: Some("arith.addi"),
        name,
        benefit,
        f: first,
    });
    ps.add_fn("arith.addi", "AddIToSubs", addi_to_subs);
    ps.freeze(ctx)
}

/// A type converter that turns `i32` into `i64` and keeps every other type.
pub fn i32_to_i64_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(Some(vec![t])));
    tc.add_conversion(|ctx, t| (t == ctx.i32_type()).then(|| Some(vec![ctx.i64_type()])));
    tc
}
