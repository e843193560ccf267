//! Patterns of cast ops.

use super::*;
use crate::arith::fold::{int_width, uval};
use rmlir_core::rewrite::PatternSet;

/// `outer(inner(x)) -> new(x)` with the outer op's result type, at
/// `fused[outer, inner]`.
fn cast_of_cast(
    op: OpId,
    rw: &mut Rewriter<'_>,
    inner_name: &str,
    new_name: &str,
    props: &[(&str, Attribute)],
) -> bool {
    let Some(inner) = def(rw, opd(rw, op, 0), inner_name) else {
        return false;
    };
    let x = opd(rw, inner, 0);
    let l = fused(rw, &[op, inner]);
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let v = create1(rw, new_name, l, &[x], t, props);
    replace(rw, op, &[v])
}

/// `outer(inner(x)) -> x` when `x` has the outer result's type.
fn cast_roundtrip(op: OpId, rw: &mut Rewriter<'_>, inner_name: &str) -> bool {
    let Some(inner) = def(rw, opd(rw, op, 0), inner_name) else {
        return false;
    };
    let x = opd(rw, inner, 0);
    if ty(rw, res(rw, op, 0)) != ty(rw, x) {
        return false;
    }
    replace(rw, op, &[x])
}

/// The scalar or element width of an int or float type (DRR's
/// `getScalarOrElementWidth`; -1 for other types).
fn width(rw: &Rewriter<'_>, v: Value) -> i64 {
    let t = crate::arith::fold::elem_type(rw.ctx, ty(rw, v));
    match rw.ctx.type_kind(t) {
        rmlir_core::TypeKind::Integer { width, .. } => *width as i64,
        rmlir_core::TypeKind::Float(f) => f.bit_width() as i64,
        _ => -1,
    }
}

/// DRR's `ValueWiderThan`.
fn wider(rw: &Rewriter<'_>, a: Value, b: Value) -> bool {
    width(rw, a) > width(rw, b) && width(rw, b) > 0
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are dropped.
fn trunc_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext_name: &str) -> bool {
    let Some(ext) = def(rw, opd(rw, op, 0), ext_name) else {
        return false;
    };
    let (e, tr, x) = (res(rw, ext, 0), res(rw, op, 0), opd(rw, ext, 0));
    if !wider(rw, e, tr) || !wider(rw, tr, x) {
        return false;
    }
    cast_of_cast(op, rw, ext_name, ext_name, &[])
}

/// `arith.extsi` patterns.
pub fn extsi_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.extsi",
        "(anonymous namespace)::ExtSIOfExtUI",
        2,
        |op, rw| cast_of_cast(op, rw, "arith.extui", "arith.extui", &[]),
    );
}

/// `arith.trunci` patterns.
pub fn trunci_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.trunci",
        "(anonymous namespace)::TruncIExtSIToExtSI",
        2,
        |op, rw| trunc_of_ext(op, rw, "arith.extsi"),
    );
    set.add_fn_with_benefit(
        "arith.trunci",
        "(anonymous namespace)::TruncIExtUIToExtUI",
        2,
        |op, rw| trunc_of_ext(op, rw, "arith.extui"),
    );
    set.add_fn_with_benefit(
        "arith.trunci",
        "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
        2,
        |op, rw| {
            let Some(shr) = def(rw, opd(rw, op, 0), "arith.shrsi") else {
                return false;
            };
            let Some((c_op, c)) = const_of(rw.ctx, rw.ir, opd(rw, shr, 1)) else {
                return false;
            };
            let x = opd(rw, shr, 0);
            let Some(amount) = crate::arith::fold::const_int(rw.ctx, Some(c)) else {
                return false;
            };
            let diff = width(rw, x) - width(rw, res(rw, op, 0));
            if uval(&amount) != diff.into() {
                return false;
            }
            let l = fused(rw, &[op, c_op]);
            let ovf = crate::arith::fold::prop(rw.ctx, rw.ir, op, "overflowFlags");
            rw.set_insertion_point_before(op);
            let k = constant(rw, l, c);
            let shrui = create1(rw, "arith.shrui", l, &[x, k], ty(rw, x), &[]);
            let t = ty(rw, res(rw, op, 0));
            let props: Vec<(&str, Attribute)> =
                ovf.map(|a| ("overflowFlags", a)).into_iter().collect();
            let v = create1(rw, "arith.trunci", l, &[shrui], t, &props);
            replace(rw, op, &[v])
        },
    );
}

/// `truncf(xtofp(x)) -> xtofp(x)` without a rounding mode.
fn truncf_of_tofp(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    if crate::arith::fold::prop(rw.ctx, rw.ir, op, "roundingmode").is_some() {
        return false;
    }
    cast_of_cast(op, rw, name, name, &[])
}

/// `arith.truncf` patterns.
pub fn truncf_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.truncf",
        "(anonymous namespace)::TruncFSIToFPToSIToFP",
        2,
        |op, rw| truncf_of_tofp(op, rw, "arith.sitofp"),
    );
    set.add_fn_with_benefit(
        "arith.truncf",
        "(anonymous namespace)::TruncFUIToFPToUIToFP",
        2,
        |op, rw| truncf_of_tofp(op, rw, "arith.uitofp"),
    );
}

/// `arith.index_cast` patterns.
pub fn index_cast_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.index_cast",
        "(anonymous namespace)::IndexCastOfIndexCast",
        2,
        |op, rw| cast_roundtrip(op, rw, "arith.index_cast"),
    );
    set.add_fn_with_benefit(
        "arith.index_cast",
        "(anonymous namespace)::IndexCastOfExtSI",
        2,
        |op, rw| cast_of_cast(op, rw, "arith.extsi", "arith.index_cast", &[]),
    );
}

/// `arith.index_castui` patterns.
pub fn index_castui_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.index_castui",
        "(anonymous namespace)::IndexCastUIOfIndexCastUI",
        2,
        |op, rw| cast_roundtrip(op, rw, "arith.index_castui"),
    );
    set.add_fn_with_benefit(
        "arith.index_castui",
        "(anonymous namespace)::IndexCastUIOfExtUI",
        2,
        |op, rw| cast_of_cast(op, rw, "arith.extui", "arith.index_castui", &[]),
    );
}

/// `arith.bitcast` patterns.
pub fn bitcast_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.bitcast",
        "(anonymous namespace)::BitcastOfBitcast",
        2,
        |op, rw| cast_of_cast(op, rw, "arith.bitcast", "arith.bitcast", &[]),
    );
}

/// Integer width of a value's type, for the float patterns.
pub(crate) fn int_width_of(rw: &Rewriter<'_>, v: Value) -> Option<u32> {
    int_width(rw.ctx, ty(rw, v))
}
