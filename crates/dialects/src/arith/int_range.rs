//! Integer range inference for `arith` ops (MLIR's
//! `InferIntRangeInterfaceImpls` of the dialect): which ops implement it
//! and how, on top of the shared functions of
//! [`rmlir_core::int_range::infer`]. `index` operands are inferred on 64
//! bits, with no 32-bit check (unlike the `index` dialect).

use super::fold::{overflow_flags, predicate, prop};
use rmlir_core::dialect::InferIntRangeFn;
use rmlir_core::int_range::infer::{self, CmpPredicate, Overflow};
use rmlir_core::int_range::{
    all_known, bits_of, storage_width, ConstantIntRanges as R, IntegerValueRange,
};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{AttrKind, Context};

/// The range inference hook of the `arith` op named `name`, if it has one.
pub fn hook(name: &str) -> Option<InferIntRangeFn> {
    Some(match name {
        "arith.constant" => constant,
        "arith.addi" => |c, i, o, a, r| with_flags(c, i, o, a, r, infer::add),
        "arith.subi" => |c, i, o, a, r| with_flags(c, i, o, a, r, infer::sub),
        "arith.muli" => |c, i, o, a, r| with_flags(c, i, o, a, r, infer::mul),
        "arith.shli" => |c, i, o, a, r| with_flags(c, i, o, a, r, infer::shl),
        "arith.divui" => |_, _, _, a, r| plain(a, r, infer::div_u),
        "arith.divsi" => |_, _, _, a, r| plain(a, r, infer::div_s),
        "arith.ceildivui" => |_, _, _, a, r| plain(a, r, infer::ceil_div_u),
        "arith.ceildivsi" => |_, _, _, a, r| plain(a, r, infer::ceil_div_s),
        "arith.floordivsi" => |_, _, _, a, r| plain(a, r, infer::floor_div_s),
        "arith.remui" => |_, _, _, a, r| plain(a, r, infer::rem_u),
        "arith.remsi" => |_, _, _, a, r| plain(a, r, infer::rem_s),
        "arith.andi" => |_, _, _, a, r| plain(a, r, infer::and),
        "arith.ori" => |_, _, _, a, r| plain(a, r, infer::or),
        "arith.xori" => |_, _, _, a, r| plain(a, r, infer::xor),
        "arith.maxsi" => |_, _, _, a, r| plain(a, r, infer::max_s),
        "arith.maxui" => |_, _, _, a, r| plain(a, r, infer::max_u),
        "arith.minsi" => |_, _, _, a, r| plain(a, r, infer::min_s),
        "arith.minui" => |_, _, _, a, r| plain(a, r, infer::min_u),
        "arith.shrui" => |_, _, _, a, r| plain(a, r, infer::shr_u),
        "arith.shrsi" => |_, _, _, a, r| plain(a, r, infer::shr_s),
        "arith.extui" => |c, i, o, a, r| cast(c, i, o, a, r, infer::ext_ui),
        "arith.extsi" => |c, i, o, a, r| cast(c, i, o, a, r, infer::ext_si),
        "arith.trunci" => |c, i, o, a, r| cast(c, i, o, a, r, infer::trunc),
        "arith.index_cast" => |c, i, o, a, r| index_cast(c, i, o, a, r, true),
        "arith.index_castui" => |c, i, o, a, r| index_cast(c, i, o, a, r, false),
        "arith.cmpi" => cmpi,
        "arith.select" => select,
        _ => return None,
    })
}

fn plain(args: &[IntegerValueRange], res: &mut [IntegerValueRange], f: fn(&[R]) -> R) {
    if let Some(a) = all_known(args) {
        res[0] = Some(f(&a));
    }
}

fn with_flags(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
    f: fn(&[R], Overflow) -> R,
) {
    let Some(a) = all_known(args) else {
        return;
    };
    let flags = overflow_flags(ctx, ir, op);
    let ovf = Overflow {
        nsw: flags & 1 != 0,
        nuw: flags & 2 != 0,
    };
    res[0] = Some(f(&a, ovf));
}

fn constant(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    _: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let Some(v) = prop(ctx, ir, op, "value") else {
        return;
    };
    if let AttrKind::Integer { value, .. } = ctx.attr_kind(v) {
        res[0] = bits_of(value).map(R::constant);
    }
}

/// The storage width of `op`'s result.
fn result_width(ctx: &Context, ir: &Ir, op: OpId) -> Option<u32> {
    storage_width(ctx, ir.value_type(ir.result(op, 0)))
}

fn cast(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
    f: fn(&R, u32) -> R,
) {
    if let (Some(a), Some(w)) = (args[0], result_width(ctx, ir, op)) {
        res[0] = Some(f(&a, w));
    }
}

fn index_cast(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
    signed: bool,
) {
    let (Some(a), Some(w)) = (args[0], result_width(ctx, ir, op)) else {
        return;
    };
    res[0] = Some(infer::resize(&a, w, signed));
}

fn cmpi(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let Some(a) = all_known(args) else {
        return;
    };
    let Some(p) = predicate(ctx, ir, op).and_then(|p| CmpPredicate::from_index(p as u64)) else {
        return;
    };
    res[0] = Some(infer::bool_range(infer::evaluate_pred(p, &a[0], &a[1])));
}

/// `select` takes the range of the operand a constant condition picks, or
/// the union of both (of the known one while the other is not).
fn select(_: &Context, _: &Ir, _: OpId, args: &[IntegerValueRange], res: &mut [IntegerValueRange]) {
    let cond = args[0].and_then(|c| c.constant_value());
    let (t, f) = (args[1], args[2]);
    res[0] = match cond {
        Some(c) if c.is_zero() => f,
        Some(_) => t,
        // A side not known yet is left out of the union (MLIR's
        // `IntegerValueRange::join`): it joins in when it is visited.
        None => match (t, f) {
            (Some(t), Some(f)) if t.width() == f.width() => Some(t.union(&f)),
            (Some(_), Some(_)) => None,
            (Some(x), None) | (None, Some(x)) => Some(x),
            (None, None) => None,
        },
    };
}
