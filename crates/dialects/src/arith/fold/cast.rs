//! Folders of cast ops: extensions, truncations, int/float conversions,
//! index casts and bitcasts. Every cast also folds to its input when the
//! types are equal (MLIR's `CastOpInterface` trait fold).

use super::float::foldable_format;
use super::*;
use num_bigint::{BigInt, Sign};
use rmlir_core::types::FloatFormat;
use rmlir_float::NonFinite;

type Res = Option<Vec<FoldResult>>;
type Ops<'a> = &'a [Option<Attribute>];

fn in_place() -> Res {
    Some(Vec::new())
}

/// The `CastOpInterface` trait fold, run when the op's own fold fails.
fn or_identity(ir: &Ir, op: OpId, r: Res) -> Res {
    if r.as_ref().is_some_and(|v| !v.is_empty()) {
        return r;
    }
    let (i, o) = (ir.operand(op, 0), ir.result(op, 0));
    if ir.value_type(i) == ir.value_type(o) {
        return value(i);
    }
    r
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

fn float_format(ctx: &Context, t: Type) -> Option<FloatFormat> {
    match ctx.type_kind(elem_type(ctx, t)) {
        TypeKind::Float(f) => Some(*f),
        _ => None,
    }
}

fn int_cast(ctx: &Context, ops: Ops, ty: Type, f: impl Fn(&ApInt) -> ApInt) -> Option<Attribute> {
    fold_cast(ctx, ops, ty, |v| Some(Val::I(f(v.int()?))))
}

/// `extui(extui(x)) -> extui(x)` in place, then constants.
pub(crate) fn fold_extui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = (|| {
        if let Some(inner) = def_op(ctx, ir, ir.operand(op, 0), "arith.extui") {
            let x = ir.operand(inner, 0);
            ir.set_operand(op, 0, x);
            return in_place();
        }
        let ty = result_type(ir, op);
        let w = int_width(ctx, ty)?;
        int_cast(ctx, ops, ty, |a| wrap(w, &uval(a))).and_then(attr)
    })();
    or_identity(ir, op, r)
}

/// `extsi(extsi(x)) -> extsi(x)` in place, then constants.
pub(crate) fn fold_extsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = (|| {
        if let Some(inner) = def_op(ctx, ir, ir.operand(op, 0), "arith.extsi") {
            let x = ir.operand(inner, 0);
            ir.set_operand(op, 0, x);
            return in_place();
        }
        let ty = result_type(ir, op);
        let w = int_width(ctx, ty)?;
        int_cast(ctx, ops, ty, |a| wrap(w, &sval(a))).and_then(attr)
    })();
    or_identity(ir, op, r)
}

/// `trunci` of extensions and truncations, then constants.
pub(crate) fn fold_trunci(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = (|| {
        let input = ir.operand(op, 0);
        let ext =
            def_op(ctx, ir, input, "arith.extui").or_else(|| def_op(ctx, ir, input, "arith.extsi"));
        let ty = result_type(ir, op);
        if let Some(ext) = ext {
            let src = ir.operand(ext, 0);
            let (sw, dw) = (int_width(ctx, ir.value_type(src))?, int_width(ctx, ty)?);
            if sw > dw {
                ir.set_operand(op, 0, src);
                return in_place();
            }
            if elem_type(ctx, ir.value_type(src)) == elem_type(ctx, ty) {
                return value(src);
            }
        }
        if let Some(inner) = def_op(ctx, ir, input, "arith.trunci") {
            let x = ir.operand(inner, 0);
            ir.set_operand(op, 0, x);
            return in_place();
        }
        let w = int_width(ctx, ty)?;
        int_cast(ctx, ops, ty, |a| wrap(w, &uval(a))).and_then(attr)
    })();
    or_identity(ir, op, r)
}

/// MLIR's `convertFloatValue`: a conversion without information loss.
fn convert_exact(a: &ApFloat, to: FloatFormat) -> Option<ApFloat> {
    let from = a.format();
    let nf = to.semantics().non_finite;
    if a.is_inf() && nf != NonFinite::Ieee754 {
        return None;
    }
    if a.is_nan() && nf == NonFinite::FiniteOnly {
        return None;
    }
    if a.is_signaling() {
        return None;
    }
    let r = a.convert(to);
    let back = r.convert(from);
    if back.to_bits() != a.to_bits() {
        return None;
    }
    Some(r)
}

fn fold_float_conversion(ctx: &Context, ir: &Ir, op: OpId, ops: Ops) -> Res {
    let ty = result_type(ir, op);
    let to = float_format(ctx, ty)?;
    fold_cast(ctx, ops, ty, |v| {
        Some(Val::F(convert_exact(v.float()?, to)?))
    })
    .and_then(attr)
}

/// `extf(truncf(x))` with `contract` on both, then exact constants.
pub(crate) fn fold_extf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = (|| {
        if let Some(tr) = def_op(ctx, ir, ir.operand(op, 0), "arith.truncf") {
            let x = ir.operand(tr, 0);
            const CONTRACT: u64 = 32;
            if ir.value_type(x) == result_type(ir, op)
                && fastmath_flags(ctx, ir, tr) & CONTRACT != 0
                && fastmath_flags(ctx, ir, op) & CONTRACT != 0
            {
                return value(x);
            }
        }
        fold_float_conversion(ctx, ir, op, ops)
    })();
    or_identity(ir, op, r)
}

/// APFloat's `isRepresentableBy`.
fn representable_by(a: FloatFormat, b: FloatFormat) -> bool {
    let (a, b) = (a.semantics(), b.semantics());
    a.max_exponent <= b.max_exponent
        && a.min_exponent >= b.min_exponent
        && a.precision <= b.precision
}

/// `truncf(extf(x))`, then exact constants.
pub(crate) fn fold_truncf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = (|| {
        let ty = result_type(ir, op);
        let res_fmt = float_format(ctx, ty)?;
        if let Some(ext) = def_op(ctx, ir, ir.operand(op, 0), "arith.extf") {
            let src = ir.operand(ext, 0);
            let src_fmt = float_format(ctx, ir.value_type(src))?;
            let mid_fmt = float_format(ctx, ir.value_type(ir.result(ext, 0)))?;
            if representable_by(src_fmt, mid_fmt) {
                if src_fmt.bit_width() > res_fmt.bit_width() {
                    ir.set_operand(op, 0, src);
                    return in_place();
                }
                if src_fmt == res_fmt {
                    return value(src);
                }
            }
        }
        fold_float_conversion(ctx, ir, op, ops)
    })();
    or_identity(ir, op, r)
}

/// APFloat's `convertFromAPInt` with round-to-nearest-even.
pub fn int_to_float(v: &BigInt, fmt: FloatFormat) -> Option<ApFloat> {
    if !foldable_format(fmt) {
        return super::exact::exact_format(fmt).then(|| super::exact::exact_from_int(v, fmt));
    }
    let p = fmt.semantics().precision as u64;
    let neg = v.sign() == Sign::Minus;
    let mag = v.magnitude().clone();
    let bits = mag.bits();
    let rounded = if bits <= p {
        mag
    } else {
        let shift = bits - p;
        let mut q = &mag >> shift;
        let rem = &mag - (&q << shift);
        let half = num_bigint::BigUint::from(1u32) << (shift - 1);
        if rem > half || (rem == half && q.bit(0)) {
            q += 1u32;
        }
        q << shift
    };
    if rounded.bits() > 1023 {
        return Some(ApFloat::inf(fmt, neg));
    }
    // `rounded` has at most `p <= 53` significant bits: exact in f64.
    let top = rounded.bits().saturating_sub(53);
    let m: u64 = (&rounded >> top).try_into().ok()?;
    let mut f = m as f64 * 2f64.powi(top as i32);
    if neg {
        f = -f;
    }
    Some(ApFloat::from_f64(fmt, f))
}

fn fold_int_to_float(ctx: &Context, ir: &Ir, op: OpId, ops: Ops, signed: bool) -> Res {
    let ty = result_type(ir, op);
    let fmt = float_format(ctx, ty)?;
    fold_cast(ctx, ops, ty, |v| {
        let a = v.int()?;
        let n = if signed { sval(a) } else { uval(a) };
        Some(Val::F(int_to_float(&n, fmt)?))
    })
    .and_then(attr)
}

/// `arith.uitofp`.
pub(crate) fn fold_uitofp(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_int_to_float(ctx, ir, op, ops, false);
    or_identity(ir, op, r)
}

/// `arith.sitofp`.
pub(crate) fn fold_sitofp(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_int_to_float(ctx, ir, op, ops, true);
    or_identity(ir, op, r)
}

/// APFloat's `convertToInteger` rounding toward zero; `None` when invalid
/// (NaN, infinity, out of range).
pub fn float_to_int(a: &ApFloat, width: u32, signed: bool) -> Option<ApInt> {
    if a.is_nan() || a.is_inf() {
        return None;
    }
    let v = if foldable_format(a.format()) {
        let t = a.to_f64().trunc();
        BigInt::parse_bytes(format!("{t:.0}").as_bytes(), 10)?
    } else if super::exact::exact_format(a.format()) {
        super::exact::exact_trunc(a)
    } else {
        return None;
    };
    let ok = if signed {
        width > 0 && {
            let lim = BigInt::from(1) << (width - 1);
            v >= -lim.clone() && v < lim
        }
    } else {
        v >= BigInt::from(0) && v < (BigInt::from(1) << width)
    };
    ok.then(|| wrap(width, &v))
}

fn fold_float_to_int(ctx: &Context, ir: &Ir, op: OpId, ops: Ops, signed: bool) -> Res {
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    fold_cast(ctx, ops, ty, |v| {
        Some(Val::I(float_to_int(v.float()?, w, signed)?))
    })
    .and_then(attr)
}

/// `arith.fptoui`.
pub(crate) fn fold_fptoui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_float_to_int(ctx, ir, op, ops, false);
    or_identity(ir, op, r)
}

/// `arith.fptosi`.
pub(crate) fn fold_fptosi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_float_to_int(ctx, ir, op, ops, true);
    or_identity(ir, op, r)
}

fn fold_index_cast_common(ctx: &Context, ir: &Ir, op: OpId, ops: Ops, signed: bool) -> Res {
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    int_cast(ctx, ops, ty, |a| {
        wrap(w, &if signed { sval(a) } else { uval(a) })
    })
    .and_then(attr)
}

/// `arith.index_cast`.
pub(crate) fn fold_index_cast(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_index_cast_common(ctx, ir, op, ops, true);
    or_identity(ir, op, r)
}

/// `arith.index_castui`.
pub(crate) fn fold_index_castui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let r = fold_index_cast_common(ctx, ir, op, ops, false);
    or_identity(ir, op, r)
}

/// `arith.bitcast`: constants are reinterpreted bit for bit.
pub(crate) fn fold_bitcast(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if let Some(p) = poison_operand(ctx, &ops[..ops.len().min(1)]) {
        return attr(p);
    }
    let r = (|| {
        let a = ops[0]?;
        let ty = result_type(ir, op);
        if let AttrKind::DenseIntOrFloat { data, .. } = ctx.attr_kind(a) {
            let data = DenseData {
                raw: data.raw.clone(),
                splat: data.splat,
            };
            return attr(ctx.attr(AttrKind::DenseIntOrFloat { ty, data }));
        }
        if is_shaped(ctx, ty) {
            return None;
        }
        let bits: u128 = match ctx.attr_kind(a) {
            AttrKind::Float { value, .. } => value.to_bits(),
            AttrKind::Integer { value, .. } => {
                let b = value.to_le_bytes(16);
                u128::from_le_bytes(b.try_into().ok()?)
            }
            _ => return None,
        };
        match ctx.type_kind(ty) {
            TypeKind::Float(f) => attr(ctx.attr(AttrKind::Float {
                ty,
                value: ApFloat::from_bits(*f, bits),
            })),
            TypeKind::Integer { width, .. } => {
                let v = ApInt::from_le_bytes(*width, &bits.to_le_bytes());
                attr(ctx.attr(AttrKind::Integer { ty, value: v }))
            }
            _ => None,
        }
    })();
    or_identity(ir, op, r)
}
