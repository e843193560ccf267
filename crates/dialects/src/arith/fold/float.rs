//! Folders of floating-point arithmetic ops, with APFloat's results.
//!
//! Values are computed in `f64` and rounded once to the operand format
//! (round to nearest even). For formats of at most 25 significand bits this
//! double rounding is exact for `+ - * /` and `fmod` (53 >= 2p + 2), so the
//! results are APFloat's; `f64` is computed natively. `f80` and `f128` are
//! computed exactly (`exact.rs`); formats without IEEE infinities are not
//! folded.

use super::*;
use rmlir_core::types::FloatFormat;
use rmlir_float::NonFinite;
use std::cmp::Ordering;

type Res = Option<Vec<FoldResult>>;
type Ops<'a> = &'a [Option<Attribute>];

/// Whether float arithmetic on `fmt` folds exactly through `f64`.
pub fn foldable_format(fmt: FloatFormat) -> bool {
    let sem = fmt.semantics();
    sem.non_finite == NonFinite::Ieee754
        && sem.has_signed_repr
        && (sem.precision <= 25 || fmt == FloatFormat::F64)
}

/// A NaN made quiet (APFloat's `makeQuiet`).
fn quiet(a: &ApFloat) -> ApFloat {
    if a.is_signaling() {
        a.convert(a.format())
    } else {
        *a
    }
}

/// `-a` (APFloat's `changeSign`).
pub fn negate(a: &ApFloat) -> Option<ApFloat> {
    let fmt = a.format();
    let sem = fmt.semantics();
    if !sem.has_signed_repr || sem.non_finite != NonFinite::Ieee754 {
        return None;
    }
    let bit = 1u128 << (sem.size_in_bits - 1);
    Some(ApFloat::from_bits(fmt, a.to_bits() ^ bit))
}

/// The arithmetic operations folded through `f64`.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum FOp {
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a * b`.
    Mul,
    /// `a / b`.
    Div,
    /// C's `fmod`: the remainder with the sign of `a` (`arith.remf`).
    Rem,
}

/// `a op b` as APFloat computes it with round-to-nearest-even.
pub fn float_arith(a: &ApFloat, b: &ApFloat, op: FOp) -> Option<ApFloat> {
    let fmt = a.format();
    if b.format() != fmt {
        return None;
    }
    if !foldable_format(fmt) {
        return super::exact::exact_arith(a, b, op);
    }
    if a.is_nan() {
        return Some(quiet(a));
    }
    if b.is_nan() {
        return Some(quiet(b));
    }
    let (x, y) = (a.to_f64(), b.to_f64());
    let r = match op {
        FOp::Add => x + y,
        FOp::Sub => x - y,
        FOp::Mul => x * y,
        FOp::Div => x / y,
        FOp::Rem => x % y,
    };
    if r.is_nan() {
        return Some(ApFloat::nan(fmt, false));
    }
    Some(ApFloat::from_f64(fmt, r))
}

/// APFloat's `compare`: `None` when unordered.
pub fn float_cmp(a: &ApFloat, b: &ApFloat) -> Option<Ordering> {
    if a.is_nan() || b.is_nan() {
        return None;
    }
    if !foldable_format(a.format()) || !foldable_format(b.format()) {
        return super::exact::exact_cmp(a, b);
    }
    a.to_f64().partial_cmp(&b.to_f64())
}

fn lt(a: &ApFloat, b: &ApFloat) -> bool {
    float_cmp(a, b) == Some(Ordering::Less)
}

fn both_zero_diff_sign(a: &ApFloat, b: &ApFloat) -> bool {
    a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative()
}

/// `llvm::maximum`.
pub fn maximum(a: &ApFloat, b: &ApFloat) -> ApFloat {
    if a.is_nan() {
        return quiet(a);
    }
    if b.is_nan() {
        return quiet(b);
    }
    if both_zero_diff_sign(a, b) {
        return if a.is_negative() { *b } else { *a };
    }
    if lt(a, b) {
        *b
    } else {
        *a
    }
}

/// `llvm::minimum`.
pub fn minimum(a: &ApFloat, b: &ApFloat) -> ApFloat {
    if a.is_nan() {
        return quiet(a);
    }
    if b.is_nan() {
        return quiet(b);
    }
    if both_zero_diff_sign(a, b) {
        return if a.is_negative() { *a } else { *b };
    }
    if lt(b, a) {
        *b
    } else {
        *a
    }
}

/// `llvm::maxnum`.
pub fn maxnum(a: &ApFloat, b: &ApFloat) -> ApFloat {
    if a.is_nan() {
        return if b.is_nan() { quiet(b) } else { *b };
    }
    if b.is_nan() {
        return *a;
    }
    if both_zero_diff_sign(a, b) {
        return if a.is_negative() { *b } else { *a };
    }
    if lt(a, b) {
        *b
    } else {
        *a
    }
}

/// `llvm::minnum`.
pub fn minnum(a: &ApFloat, b: &ApFloat) -> ApFloat {
    if a.is_nan() {
        return if b.is_nan() { quiet(b) } else { *b };
    }
    if b.is_nan() {
        return *a;
    }
    if both_zero_diff_sign(a, b) {
        return if a.is_negative() { *a } else { *b };
    }
    if lt(b, a) {
        *b
    } else {
        *a
    }
}

fn is_exactly(a: &ApFloat, v: f64) -> bool {
    float_cmp(a, &ApFloat::from_f64(a.format(), v)) == Some(Ordering::Equal)
}

fn matches_float(ctx: &Context, a: Option<Attribute>, p: impl Fn(&ApFloat) -> bool) -> bool {
    const_float(ctx, a).is_some_and(|f| p(&f))
}

fn arith_fold(ctx: &Context, ops: Ops, op: FOp) -> Res {
    fold_float_binary(ctx, ops, |a, b| float_arith(a, b, op)).and_then(attr)
}

/// `arith.addf`.
pub(crate) fn fold_addf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if matches_float(ctx, ops[1], |f| f.is_zero() && f.is_negative()) {
        return value(ir.operand(op, 0));
    }
    arith_fold(ctx, ops, FOp::Add)
}

/// `arith.subf`.
pub(crate) fn fold_subf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if matches_float(ctx, ops[1], |f| f.is_zero() && !f.is_negative()) {
        return value(ir.operand(op, 0));
    }
    arith_fold(ctx, ops, FOp::Sub)
}

/// `arith.mulf`.
pub(crate) fn fold_mulf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if matches_float(ctx, ops[1], |f| is_exactly(f, 1.0)) {
        return value(ir.operand(op, 0));
    }
    const NNAN_NSZ: u64 = 2 | 8;
    if fastmath_flags(ctx, ir, op) & NNAN_NSZ == NNAN_NSZ
        && matches_float(ctx, ops[1], ApFloat::is_zero)
    {
        return value(ir.operand(op, 1));
    }
    arith_fold(ctx, ops, FOp::Mul)
}

/// `arith.divf`.
pub(crate) fn fold_divf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if matches_float(ctx, ops[1], |f| is_exactly(f, 1.0)) {
        return value(ir.operand(op, 0));
    }
    arith_fold(ctx, ops, FOp::Div)
}

/// `arith.remf`.
pub(crate) fn fold_remf(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops) -> Res {
    arith_fold(ctx, ops, FOp::Rem)
}

fn fold_fminmax(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    ops: Ops,
    identity: impl Fn(&ApFloat) -> bool,
    f: fn(&ApFloat, &ApFloat) -> ApFloat,
) -> Res {
    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
    if l == r {
        return value(r);
    }
    if matches_float(ctx, ops[1], identity) {
        return value(l);
    }
    fold_float_binary(ctx, ops, |a, b| Some(f(a, b))).and_then(attr)
}

/// `arith.maximumf`.
pub(crate) fn fold_maximumf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_fminmax(ctx, ir, op, ops, |f| f.is_inf() && f.is_negative(), maximum)
}
/// `arith.minimumf`.
pub(crate) fn fold_minimumf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_fminmax(
        ctx,
        ir,
        op,
        ops,
        |f| f.is_inf() && !f.is_negative(),
        minimum,
    )
}
/// `arith.maxnumf`.
pub(crate) fn fold_maxnumf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_fminmax(ctx, ir, op, ops, ApFloat::is_nan, maxnum)
}
/// `arith.minnumf`.
pub(crate) fn fold_minnumf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_fminmax(ctx, ir, op, ops, ApFloat::is_nan, minnum)
}

/// `arith.negf`.
pub(crate) fn fold_negf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if let Some(inner) = def_op(ctx, ir, ir.operand(op, 0), "arith.negf") {
        return value(ir.operand(inner, 0));
    }
    fold_unary(ctx, ops, |v| match v {
        Val::F(f) => negate(f).map(Val::F),
        Val::I(_) => None,
    })
    .and_then(attr)
}
