//! Integer range inference for `index` ops (MLIR's
//! `InferIntRangeInterfaceImpls` of the dialect). `index` may be 32 or 64
//! bits wide, so arithmetic is inferred for both widths and the answers
//! reconciled ([`infer::index_op`]); casts to `index` join the 32- and
//! 64-bit casts; comparisons must agree on both widths.

use super::attrs::pred_of;
use rmlir_core::dialect::InferIntRangeFn;
use rmlir_core::int_range::infer::{self, CmpMode, CmpPredicate, Overflow, INDEX_MIN_WIDTH};
use rmlir_core::int_range::{
    all_known, bits_of, storage_width, Bits, ConstantIntRanges as R, IntegerValueRange,
};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{AttrKind, Context};

/// The range inference hook of the `index` op named `name`, if it has one.
pub fn hook(name: &str) -> Option<InferIntRangeFn> {
    use CmpMode::*;
    Some(match name {
        "index.constant" | "index.bool.constant" => constant,
        "index.add" => |_, _, _, a, r| flagless(a, r, infer::add),
        "index.sub" => |_, _, _, a, r| flagless(a, r, infer::sub),
        "index.mul" => |_, _, _, a, r| flagless(a, r, infer::mul),
        "index.shl" => |_, _, _, a, r| flagless(a, r, infer::shl),
        "index.divu" => |_, _, _, a, r| both_widths(a, r, infer::div_u, Unsigned),
        "index.divs" => |_, _, _, a, r| both_widths(a, r, infer::div_s, Signed),
        "index.ceildivu" => |_, _, _, a, r| both_widths(a, r, infer::ceil_div_u, Unsigned),
        "index.ceildivs" => |_, _, _, a, r| both_widths(a, r, infer::ceil_div_s, Signed),
        "index.floordivs" => |_, _, _, a, r| both_widths(a, r, infer::floor_div_s, Signed),
        "index.rems" => |_, _, _, a, r| both_widths(a, r, infer::rem_s, Signed),
        "index.remu" => |_, _, _, a, r| both_widths(a, r, infer::rem_u, Unsigned),
        "index.maxs" => |_, _, _, a, r| both_widths(a, r, infer::max_s, Signed),
        "index.maxu" => |_, _, _, a, r| both_widths(a, r, infer::max_u, Unsigned),
        "index.mins" => |_, _, _, a, r| both_widths(a, r, infer::min_s, Signed),
        "index.minu" => |_, _, _, a, r| both_widths(a, r, infer::min_u, Unsigned),
        "index.shrs" => |_, _, _, a, r| both_widths(a, r, infer::shr_s, Signed),
        "index.shru" => |_, _, _, a, r| both_widths(a, r, infer::shr_u, Unsigned),
        "index.and" => |_, _, _, a, r| both_widths(a, r, infer::and, Unsigned),
        "index.or" => |_, _, _, a, r| both_widths(a, r, infer::or, Unsigned),
        "index.xor" => |_, _, _, a, r| both_widths(a, r, infer::xor, Unsigned),
        "index.casts" => |c, i, o, a, r| cast(c, i, o, a, r, true),
        "index.castu" => |c, i, o, a, r| cast(c, i, o, a, r, false),
        "index.cmp" => cmp,
        "index.sizeof" => |_, _, _, _, r| {
            r[0] = Some(R::from_unsigned(Bits::new(64, 32), Bits::new(64, 64)));
        },
        _ => return None,
    })
}

fn constant(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    _: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let v = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value");
    if let Some(AttrKind::Integer { value, .. }) = v.map(|v| ctx.attr_kind(v)) {
        res[0] = bits_of(value).map(R::constant);
    }
}

fn both_widths(
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
    f: fn(&[R]) -> R,
    mode: CmpMode,
) {
    if let Some(a) = all_known(args).filter(|a| a[0].width() == 64) {
        res[0] = Some(infer::index_op(&f, &a, mode));
    }
}

fn flagless(args: &[IntegerValueRange], res: &mut [IntegerValueRange], f: fn(&[R], Overflow) -> R) {
    if let Some(a) = all_known(args).filter(|a| a[0].width() == 64) {
        res[0] = Some(infer::index_op(
            &|x| f(x, Overflow::default()),
            &a,
            CmpMode::Both,
        ));
    }
}

fn cast(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
    signed: bool,
) {
    let Some(a) = args[0] else {
        return;
    };
    let src_ty = ir.value_type(ir.operand(op, 0));
    let Some(dst) = storage_width(ctx, ir.value_type(ir.result(op, 0))) else {
        return;
    };
    if matches!(ctx.type_kind(src_ty), rmlir_core::TypeKind::Index) {
        res[0] = Some(infer::resize(&a, dst, signed));
        return;
    }
    // Casting to index: either width of index may be the real one.
    let full = infer::resize(&a, dst, signed);
    let narrow = infer::ext(&infer::resize(&a, INDEX_MIN_WIDTH, signed), dst);
    res[0] = Some(full.union(&narrow));
}

fn cmp(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let Some(a) = all_known(args) else {
        return;
    };
    let pred = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "pred")
        .and_then(|p| pred_of(ctx, p))
        .and_then(|p| CmpPredicate::from_index(p as u64));
    let Some(p) = pred else {
        return;
    };
    let wide = infer::evaluate_pred(p, &a[0], &a[1]);
    let narrow = infer::evaluate_pred(
        p,
        &infer::trunc(&a[0], INDEX_MIN_WIDTH),
        &infer::trunc(&a[1], INDEX_MIN_WIDTH),
    );
    res[0] = Some(infer::bool_range(if wide == narrow { wide } else { None }));
}
