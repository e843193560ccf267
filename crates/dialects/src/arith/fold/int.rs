//! Folders of integer arithmetic, bitwise, shift and min/max ops.

use super::*;
use num_bigint::BigInt;

type Res = Option<Vec<FoldResult>>;
type Ops<'a> = &'a [Option<Attribute>];

fn lhs(ir: &Ir, op: OpId) -> Value {
    ir.operand(op, 0)
}
fn rhs(ir: &Ir, op: OpId) -> Value {
    ir.operand(op, 1)
}

/// Folds two's-complement arithmetic given on signed values.
fn arith2(ctx: &Context, ops: Ops, f: impl Fn(BigInt, BigInt) -> BigInt) -> Option<Attribute> {
    fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &f(sval(a), sval(b)))))
}

fn zero_of_result(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attribute> {
    zero_attr(ctx, ir.value_type(ir.result(op, 0)))
}

/// `arith.addi`.
pub(crate) fn fold_addi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    if let Some(sub) = def_op(ctx, ir, lhs(ir, op), "arith.subi") {
        if rhs(ir, op) == ir.operand(sub, 1) {
            return value(ir.operand(sub, 0));
        }
    }
    if let Some(sub) = def_op(ctx, ir, rhs(ir, op), "arith.subi") {
        if lhs(ir, op) == ir.operand(sub, 1) {
            return value(ir.operand(sub, 0));
        }
    }
    arith2(ctx, ops, |a, b| a + b).and_then(attr)
}

/// `arith.subi`.
pub(crate) fn fold_subi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if lhs(ir, op) == rhs(ir, op) {
        let ty = ir.value_type(ir.result(op, 0));
        // No constant of a dynamically shaped type here.
        if !is_shaped(ctx, ty) || has_static_shape(ctx, ty) {
            return zero_of_result(ctx, ir, op).and_then(attr);
        }
    }
    if is_zero(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    if let Some(add) = def_op(ctx, ir, lhs(ir, op), "arith.addi") {
        if rhs(ir, op) == ir.operand(add, 1) {
            return value(ir.operand(add, 0));
        }
        if rhs(ir, op) == ir.operand(add, 0) {
            return value(ir.operand(add, 1));
        }
    }
    arith2(ctx, ops, |a, b| a - b).and_then(attr)
}

/// `arith.muli`.
pub(crate) fn fold_muli(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        return value(rhs(ir, op));
    }
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    arith2(ctx, ops, |a, b| a * b).and_then(attr)
}

/// `(a * b) / b -> a` when the multiplication has the flags `flags`.
fn fold_div_mul(ctx: &Context, ir: &Ir, op: OpId, flags: u64) -> Option<Value> {
    let mul = def_op(ctx, ir, lhs(ir, op), "arith.muli")?;
    if overflow_flags(ctx, ir, mul) & flags != flags {
        return None;
    }
    let r = rhs(ir, op);
    if ir.operand(mul, 0) == r {
        return Some(ir.operand(mul, 1));
    }
    if ir.operand(mul, 1) == r {
        return Some(ir.operand(mul, 0));
    }
    None
}

/// Truncating signed division; `None` on overflow (`MIN / -1`).
fn sdiv_ov(a: &ApInt, b: &ApInt) -> Option<BigInt> {
    let q = sval(a) / sval(b);
    fits_signed(a.width(), &q).then_some(q)
}

fn fits_signed(width: u32, v: &BigInt) -> bool {
    if width == 0 {
        return v == &BigInt::from(0);
    }
    let lim = BigInt::from(1) << (width - 1);
    v >= &-lim.clone() && v < &lim
}

fn fits_unsigned(width: u32, v: &BigInt) -> bool {
    v >= &BigInt::from(0) && v < &(BigInt::from(1) << width)
}

/// `arith.divui`.
pub(crate) fn fold_divui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    if let Some(v) = fold_div_mul(ctx, ir, op, 2) {
        return value(v);
    }
    fold_int_binary(ctx, ops, |a, b| {
        (!b.is_zero()).then(|| wrap(a.width(), &(uval(a) / uval(b))))
    })
    .and_then(attr)
}

/// `arith.divsi`.
pub(crate) fn fold_divsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    if let Some(v) = fold_div_mul(ctx, ir, op, 1) {
        return value(v);
    }
    fold_int_binary(ctx, ops, |a, b| {
        if b.is_zero() {
            return None;
        }
        Some(wrap(a.width(), &sdiv_ov(a, b)?))
    })
    .and_then(attr)
}

/// `arith.ceildivui`.
pub(crate) fn fold_ceildivui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    fold_int_binary(ctx, ops, |a, b| {
        if b.is_zero() {
            return None;
        }
        let (x, y) = (uval(a), uval(b));
        let mut q = &x / &y;
        if &x % &y != BigInt::from(0) {
            q += 1;
            if !fits_unsigned(a.width(), &q) {
                return None;
            }
        }
        Some(wrap(a.width(), &q))
    })
    .and_then(attr)
}

/// `(a - 1) / b + 1` for positive inputs, with MLIR's overflow checks.
fn signed_ceil_nonneg(w: u32, a: &BigInt, b: &BigInt) -> Option<BigInt> {
    let am1 = a - 1;
    if !fits_signed(w, &am1) {
        return None;
    }
    let q = am1 / b;
    if !fits_signed(w, &q) {
        return None;
    }
    let r = q + 1;
    fits_signed(w, &r).then_some(r)
}

/// `arith.ceildivsi`.
pub(crate) fn fold_ceildivsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    fold_int_binary(ctx, ops, |a, b| {
        if b.is_zero() {
            return None;
        }
        if a.is_zero() {
            return Some(a.clone());
        }
        let w = a.width();
        let (x, y) = (sval(a), sval(b));
        let zero = BigInt::from(0);
        let r = match (x > zero, y > zero) {
            (true, true) => signed_ceil_nonneg(w, &x, &y)?,
            (false, false) => {
                let (px, py) = (-&x, -&y);
                if !fits_signed(w, &px) || !fits_signed(w, &py) {
                    return None;
                }
                signed_ceil_nonneg(w, &px, &py)?
            }
            (false, true) => {
                let px = -&x;
                if !fits_signed(w, &px) {
                    return None;
                }
                let d = px / &y;
                if !fits_signed(w, &d) {
                    return None;
                }
                -d
            }
            (true, false) => {
                let py = -&y;
                if !fits_signed(w, &py) {
                    return None;
                }
                let d = &x / py;
                if !fits_signed(w, &d) {
                    return None;
                }
                -d
            }
        };
        fits_signed(w, &r).then(|| wrap(w, &r))
    })
    .and_then(attr)
}

/// `arith.floordivsi`.
pub(crate) fn fold_floordivsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    fold_int_binary(ctx, ops, |a, b| {
        if b.is_zero() {
            return None;
        }
        let (x, y) = (sval(a), sval(b));
        let q = &x / &y;
        if !fits_signed(a.width(), &q) {
            return None;
        }
        let r = &x % &y;
        let zero = BigInt::from(0);
        let q = if r != zero && ((r < zero) != (y < zero)) {
            q - 1
        } else {
            q
        };
        Some(wrap(a.width(), &q))
    })
    .and_then(attr)
}

/// `arith.remui`.
pub(crate) fn fold_remui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return zero_of_result(ctx, ir, op).and_then(attr);
    }
    fold_int_binary(ctx, ops, |a, b| {
        (!b.is_zero()).then(|| wrap(a.width(), &(uval(a) % uval(b))))
    })
    .and_then(attr)
}

/// `arith.remsi`.
pub(crate) fn fold_remsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_one(ctx, ops[1]) {
        return zero_of_result(ctx, ir, op).and_then(attr);
    }
    fold_int_binary(ctx, ops, |a, b| {
        (!b.is_zero()).then(|| wrap(a.width(), &(sval(a) % sval(b))))
    })
    .and_then(attr)
}

/// Whether `v` is `xori(x, -1)` for the given `x`.
fn is_not_of(ctx: &Context, ir: &Ir, v: Value, x: Value) -> bool {
    def_op(ctx, ir, v, "arith.xori").is_some_and(|xor| {
        ir.operand(xor, 0) == x
            && is_all_ones(
                ctx,
                rmlir_core::rewrite::folder::value_constant(ctx, ir, ir.operand(xor, 1)),
            )
    })
}

/// `arith.andi`.
pub(crate) fn fold_andi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        return value(rhs(ir, op));
    }
    if is_all_ones(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    let (l, r) = (lhs(ir, op), rhs(ir, op));
    if is_not_of(ctx, ir, r, l) || is_not_of(ctx, ir, l, r) {
        return zero_of_result(ctx, ir, op).and_then(attr);
    }
    for (prev_v, other) in [(l, r), (r, l)] {
        if let Some(prev) = def_op(ctx, ir, prev_v, "arith.andi") {
            if other == ir.operand(prev, 0) || other == ir.operand(prev, 1) {
                return value(ir.result(prev, 0));
            }
        }
    }
    fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(uval(a) & uval(b)))))
        .and_then(attr)
        .or_else(|| idempotent(ir, op))
}

/// The `Idempotent` trait fold of `andi`/`ori`: `op(x, x) -> x`. (MLIR runs
/// it after the `Commutative` fold, which cannot apply when both operands
/// are the same value.)
fn idempotent(ir: &Ir, op: OpId) -> Res {
    let l = lhs(ir, op);
    (l == rhs(ir, op)).then(|| vec![FoldResult::Value(l)])
}

/// `arith.ori`.
pub(crate) fn fold_ori(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if let Some(c) = const_int(ctx, ops[1]) {
        if c.is_zero() {
            return value(lhs(ir, op));
        }
        if is_apint_all_ones(&c) {
            return ops[1].and_then(attr);
        }
    }
    let (l, r) = (lhs(ir, op), rhs(ir, op));
    if is_not_of(ctx, ir, r, l) {
        let xor = ir.defining_op(r).expect("xori");
        return value(ir.operand(xor, 1));
    }
    if is_not_of(ctx, ir, l, r) {
        let xor = ir.defining_op(l).expect("xori");
        return value(ir.operand(xor, 1));
    }
    fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(uval(a) | uval(b)))))
        .and_then(attr)
        .or_else(|| idempotent(ir, op))
}

/// `arith.xori`.
pub(crate) fn fold_xori(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    let (l, r) = (lhs(ir, op), rhs(ir, op));
    if l == r {
        return zero_of_result(ctx, ir, op).and_then(attr);
    }
    if let Some(prev) = def_op(ctx, ir, l, "arith.xori") {
        if ir.operand(prev, 1) == r {
            return value(ir.operand(prev, 0));
        }
        if ir.operand(prev, 0) == r {
            return value(ir.operand(prev, 1));
        }
    }
    if let Some(prev) = def_op(ctx, ir, r, "arith.xori") {
        if ir.operand(prev, 1) == l {
            return value(ir.operand(prev, 0));
        }
        if ir.operand(prev, 0) == l {
            return value(ir.operand(prev, 1));
        }
    }
    fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(uval(a) ^ uval(b))))).and_then(attr)
}

/// A shift fold: `x << 0 -> x`; constants fold only for in-range amounts.
fn fold_shift(ctx: &Context, ir: &Ir, op: OpId, ops: Ops, f: fn(&ApInt, u32) -> BigInt) -> Res {
    if is_zero(ctx, ops[1]) {
        return value(lhs(ir, op));
    }
    // As in MLIR, whether the last element's amount is in range decides.
    let mut bounded = false;
    let r = fold_int_binary(ctx, ops, |a, b| {
        let amount = uval(b);
        bounded = amount < BigInt::from(b.width());
        let n: u32 = amount.try_into().unwrap_or(u32::MAX).min(a.width());
        Some(wrap(a.width(), &f(a, n)))
    });
    if !bounded {
        return None;
    }
    r.and_then(attr)
}

/// `arith.shli`.
pub(crate) fn fold_shli(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_shift(ctx, ir, op, ops, |a, n| uval(a) << n)
}

/// `arith.shrui`.
pub(crate) fn fold_shrui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_shift(ctx, ir, op, ops, |a, n| uval(a) >> n)
}

/// `arith.shrsi`.
pub(crate) fn fold_shrsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_shift(ctx, ir, op, ops, |a, n| sval(a) >> n)
}

/// Min/max: `(x, x) -> x`, absorbing and identity constants, constants.
fn fold_minmax(ctx: &Context, ir: &Ir, op: OpId, ops: Ops, signed: bool, max: bool) -> Res {
    let (l, r) = (lhs(ir, op), rhs(ir, op));
    if l == r {
        return value(r);
    }
    if let Some(c) = const_int(ctx, ops[1]) {
        let w = c.width();
        let v = if signed { sval(&c) } else { uval(&c) };
        let (lo, hi) = if signed {
            if w == 0 {
                (BigInt::from(0), BigInt::from(0))
            } else {
                let h = BigInt::from(1) << (w - 1);
                (-h.clone(), h - 1)
            }
        } else {
            (BigInt::from(0), (BigInt::from(1) << w) - 1)
        };
        let (absorbing, identity) = if max { (&hi, &lo) } else { (&lo, &hi) };
        if &v == absorbing {
            return value(r);
        }
        if &v == identity {
            return value(l);
        }
    }
    fold_int_binary(ctx, ops, |a, b| {
        let (x, y) = if signed {
            (sval(a), sval(b))
        } else {
            (uval(a), uval(b))
        };
        let pick_a = if max { x >= y } else { x <= y };
        Some(if pick_a { a.clone() } else { b.clone() })
    })
    .and_then(attr)
}

/// `arith.maxsi`.
pub(crate) fn fold_maxsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_minmax(ctx, ir, op, ops, true, true)
}
/// `arith.maxui`.
pub(crate) fn fold_maxui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_minmax(ctx, ir, op, ops, false, true)
}
/// `arith.minsi`.
pub(crate) fn fold_minsi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_minmax(ctx, ir, op, ops, true, false)
}
/// `arith.minui`.
pub(crate) fn fold_minui(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    fold_minmax(ctx, ir, op, ops, false, false)
}

/// `arith.addui_extended`.
pub(crate) fn fold_addui_extended(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let overflow_ty = ir.value_type(ir.result(op, 1));
    let rhs_const = rmlir_core::rewrite::folder::value_constant(ctx, ir, rhs(ir, op));
    if is_zero(ctx, rhs_const) {
        let f = zero_attr(ctx, overflow_ty)?;
        return Some(vec![FoldResult::Value(lhs(ir, op)), FoldResult::Attr(f)]);
    }
    let sum = fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(uval(a) + uval(b)))))?;
    let sum_ty = typed_attr_type(ctx, sum)?;
    let ovf_ty = super::super::ops::i1_same_shape(ctx, sum_ty);
    let overflow = fold_binary_to(ctx, &[Some(sum), ops[0]], ovf_ty, |s, a| {
        let (s, a) = (s.int()?, a.int()?);
        Some(Val::I(ApInt::from_u64(1, (uval(s) < uval(a)) as u64)))
    })?;
    Some(vec![FoldResult::Attr(sum), FoldResult::Attr(overflow)])
}

/// `arith.mulsi_extended`.
pub(crate) fn fold_mulsi_extended(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        let z = ops[1]?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    let low = fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(sval(a) * sval(b)))))?;
    let high = fold_int_binary(ctx, ops, |a, b| {
        Some(wrap(a.width(), &((sval(a) * sval(b)) >> a.width())))
    })?;
    Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
}

/// `arith.mului_extended`.
pub(crate) fn fold_mului_extended(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    if is_zero(ctx, ops[1]) {
        let z = ops[1]?;
        return Some(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if is_one(ctx, ops[1]) {
        let z = zero_attr(ctx, ir.value_type(lhs(ir, op)))?;
        return Some(vec![FoldResult::Value(lhs(ir, op)), FoldResult::Attr(z)]);
    }
    let low = fold_int_binary(ctx, ops, |a, b| Some(wrap(a.width(), &(uval(a) * uval(b)))))?;
    let high = fold_int_binary(ctx, ops, |a, b| {
        Some(wrap(a.width(), &((uval(a) * uval(b)) >> a.width())))
    })?;
    Some(vec![FoldResult::Attr(low), FoldResult::Attr(high)])
}
