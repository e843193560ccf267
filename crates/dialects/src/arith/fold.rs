//! Folders of arith ops (MLIR's `fold` methods): constant evaluation of
//! integer and float arithmetic and comparisons, and algebraic identities
//! (`x + 0`, `x * 1`, `x - x`, ...).

use num_bigint::BigInt;
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::TypeKind;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::FoldResult;

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<(Type, ApInt)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
}

fn int_attr(ctx: &Context, ty: Type, v: &BigInt) -> Attribute {
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    ctx.attr(AttrKind::Integer {
        ty,
        value: ApInt::from_bigint(width, v),
    })
}

fn is_int(ctx: &Context, a: Option<Attribute>, v: i64) -> bool {
    int_of(ctx, a).is_some_and(|(_, x)| x.to_bigint(true) == BigInt::from(v))
}

/// Two's-complement integer binary op on constants; `None` if undefined.
fn int_binop(
    ctx: &Context,
    ops: &[Option<Attribute>],
    f: fn(&BigInt, &BigInt, u32) -> Option<BigInt>,
) -> Option<Attribute> {
    let (ty, a) = int_of(ctx, ops[0])?;
    let (_, b) = int_of(ctx, ops[1])?;
    let width = a.width();
    let r = f(&a.to_bigint(true), &b.to_bigint(true), width)?;
    Some(int_attr(ctx, ty, &r))
}

fn one(v: Attribute) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(v)])
}

pub fn fold_addi(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if is_int(ctx, ops[1], 0) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    int_binop(ctx, ops, |a, b, _| Some(a + b)).and_then(one)
}

pub fn fold_subi(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if is_int(ctx, ops[1], 0) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    if ir.operand(op, 0) == ir.operand(op, 1) {
        let ty = ir.value_type(ir.result(op, 0));
        if matches!(
            ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Index
        ) {
            return one(int_attr(ctx, ty, &BigInt::from(0)));
        }
    }
    int_binop(ctx, ops, |a, b, _| Some(a - b)).and_then(one)
}

pub fn fold_muli(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if is_int(ctx, ops[1], 1) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    if is_int(ctx, ops[1], 0) {
        return ops[1].map(|a| vec![FoldResult::Attr(a)]);
    }
    int_binop(ctx, ops, |a, b, _| Some(a * b)).and_then(one)
}

pub fn fold_andi(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if ir.operand(op, 0) == ir.operand(op, 1) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    int_binop(ctx, ops, |a, b, _| Some(a & b)).and_then(one)
}

pub fn fold_ori(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if ir.operand(op, 0) == ir.operand(op, 1) || is_int(ctx, ops[1], 0) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    int_binop(ctx, ops, |a, b, _| Some(a | b)).and_then(one)
}

pub fn fold_xori(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if is_int(ctx, ops[1], 0) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    int_binop(ctx, ops, |a, b, _| Some(a ^ b)).and_then(one)
}

/// `arith.cmpi`: both operands constant.
pub fn fold_cmpi(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let pred = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "predicate")
        .and_then(|p| rmlir_ods::constraints::enum_value(ctx, p))?;
    let (_, a) = int_of(ctx, ops[0])?;
    let (_, b) = int_of(ctx, ops[1])?;
    let (sa, sb) = (a.to_bigint(true), b.to_bigint(true));
    let (ua, ub) = (a.to_bigint(false), b.to_bigint(false));
    let r = match pred {
        0 => sa == sb,
        1 => sa != sb,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return None,
    };
    let i1 = ctx.i1_type();
    if ir.value_type(ir.result(op, 0)) != i1 {
        return None;
    }
    one(ctx.attr(AttrKind::Integer {
        ty: i1,
        value: ApInt::from_u64(1, r as u64),
    }))
}

/// Float arithmetic on `f32`/`f64` constants (evaluated in the type's own
/// precision, as APFloat does).
fn float_binop(
    ctx: &Context,
    ops: &[Option<Attribute>],
    f: fn(f64, f64) -> f64,
) -> Option<Attribute> {
    let (AttrKind::Float { ty, value: a }, AttrKind::Float { value: b, .. }) =
        (ctx.attr_kind(ops[0]?), ctx.attr_kind(ops[1]?))
    else {
        return None;
    };
    let (a, b) = (a.to_bits(), b.to_bits());
    let (fmt, bits) = match ctx.type_kind(*ty) {
        TypeKind::Float(fmt @ rmlir_core::types::FloatFormat::F64) => (
            *fmt,
            f(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits() as u128,
        ),
        TypeKind::Float(fmt @ rmlir_core::types::FloatFormat::F32) => {
            let r = f(
                f32::from_bits(a as u32) as f64,
                f32::from_bits(b as u32) as f64,
            ) as f32;
            (*fmt, r.to_bits() as u128)
        }
        _ => return None,
    };
    let value = rmlir_core::ApFloat::from_bits(fmt, bits);
    Some(ctx.attr(AttrKind::Float { ty: *ty, value }))
}

pub fn fold_addf(
    ctx: &Context,
    _: &mut Ir,
    _: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    float_binop(ctx, ops, |a, b| a + b).and_then(one)
}
pub fn fold_subf(
    ctx: &Context,
    _: &mut Ir,
    _: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    float_binop(ctx, ops, |a, b| a - b).and_then(one)
}
pub fn fold_mulf(
    ctx: &Context,
    _: &mut Ir,
    _: OpId,
    ops: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    float_binop(ctx, ops, |a, b| a * b).and_then(one)
}

/// `arith.constant` folds to its value.
pub fn fold_constant(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value").map(|v| vec![FoldResult::Attr(v)])
}
