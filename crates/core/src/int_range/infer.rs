//! Range inference for the operations `arith` and `index` share (MLIR's
//! `InferIntRangeCommon`). Each function takes the operand ranges (all of
//! one width unless said otherwise) and returns the result range.

use super::{Bits, ConstantIntRanges as R};

/// No-wrap flags of an op (MLIR's `intrange::OverflowFlags`): with them,
/// results that would overflow are poison, so bounds saturate instead of
/// giving up.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
pub struct Overflow {
    /// No signed wrap: signed overflow makes the result poison.
    pub nsw: bool,
    /// No unsigned wrap: unsigned overflow makes the result poison.
    pub nuw: bool,
}

/// A binary operation on bounds, `None` on overflow.
type ArithFn<'a> = &'a dyn Fn(Bits, Bits) -> Option<Bits>;

/// `op(minL, minR)` to `op(maxL, maxR)`, or everything if either overflows.
fn bounds_by(
    op: ArithFn<'_>,
    min_l: Bits,
    min_r: Bits,
    max_l: Bits,
    max_r: Bits,
    signed: bool,
) -> R {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(a), Some(b)) => R::range(a, b, signed),
        _ => R::max_range(min_l.width()),
    }
}

/// The smallest and largest `op(l, r)` over the given corners, or
/// everything if one overflows.
fn min_max_by(op: ArithFn<'_>, lhs: [Bits; 2], rhs: [Bits; 2], signed: bool) -> R {
    let w = lhs[0].width();
    let (mut min, mut max) = if signed {
        (Bits::smax_value(w), Bits::smin_value(w))
    } else {
        (Bits::umax_value(w), Bits::zero(w))
    };
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else {
                return R::max_range(w);
            };
            if signed {
                min = min.smin(v);
                max = max.smax(v);
            } else {
                min = min.umin(v);
                max = max.umax(v);
            }
        }
    }
    R::range(min, max, signed)
}

/// Which bounds must agree for the 64-bit answer of an `index` op to be
/// kept (MLIR's `intrange::CmpMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpMode {
    /// All four bounds must agree (sign-agnostic ops such as `index.add`).
    Both,
    /// Only the signed bounds must agree (signed ops such as `index.divs`).
    Signed,
    /// Only the unsigned bounds must agree (unsigned ops such as `index.divu`).
    Unsigned,
}

/// The narrowest width `index` may have.
pub const INDEX_MIN_WIDTH: u32 = 32;
/// The widest width `index` may have (its storage width).
pub const INDEX_MAX_WIDTH: u32 = 64;

/// Infers an `index` op both on 64 bits and on the operands truncated to
/// 32 bits; when the 64-bit answer truncated agrees with the 32-bit one (on
/// the bounds `mode` names) it is kept, otherwise the two are joined
/// (MLIR's `inferIndexOp`).
pub fn index_op(f: &dyn Fn(&[R]) -> R, args: &[R], mode: CmpMode) -> R {
    let sixty_four = f(args);
    let truncated: smallvec::SmallVec<[R; 2]> =
        args.iter().map(|r| trunc(r, INDEX_MIN_WIDTH)).collect();
    let thirty_two = f(&truncated);
    let as_64 = ext(&thirty_two, INDEX_MAX_WIDTH);
    let as_32 = trunc(&sixty_four, INDEX_MIN_WIDTH);
    let equal = match mode {
        CmpMode::Both => thirty_two == as_32,
        CmpMode::Signed => thirty_two.smin == as_32.smin && thirty_two.smax == as_32.smax,
        CmpMode::Unsigned => thirty_two.umin == as_32.umin && thirty_two.umax == as_32.umax,
    };
    if equal {
        sixty_four
    } else {
        sixty_four.union(&as_64)
    }
}

/// Widens each bound by its own extension (unsigned bounds zero-extended,
/// signed ones sign-extended).
pub fn ext(r: &R, width: u32) -> R {
    R {
        umin: r.umin.zext(width),
        umax: r.umax.zext(width),
        smin: r.smin.sext(width),
        smax: r.smax.sext(width),
    }
}

/// Zero extension.
pub fn ext_ui(r: &R, width: u32) -> R {
    R::from_unsigned(r.umin.zext(width), r.umax.zext(width))
}

/// Sign extension.
pub fn ext_si(r: &R, width: u32) -> R {
    R::from_signed(r.smin.sext(width), r.smax.sext(width))
}

/// A cast to `width` bits: extension (signed or not as `signed` says) to
/// a wider width, truncation to a narrower one (MLIR's `makeLikeDest`).
pub fn resize(r: &R, width: u32, signed: bool) -> R {
    match r.width().cmp(&width) {
        std::cmp::Ordering::Less if signed => ext_si(r, width),
        std::cmp::Ordering::Less => ext_ui(r, width),
        std::cmp::Ordering::Greater => trunc(r, width),
        std::cmp::Ordering::Equal => *r,
    }
}

/// Truncation: bounds survive when the dropped high parts agree.
pub fn trunc(r: &R, width: u32) -> R {
    let u_roll = r.umin.lshr(width) != r.umax.lshr(width);
    let (umin, umax) = if u_roll {
        (Bits::zero(width), Bits::umax_value(width))
    } else {
        (r.umin.trunc(width), r.umax.trunc(width))
    };
    let lo = r.smin.ashr(width - 1);
    let hi = r.smax.ashr(width - 1);
    let s_over = lo != hi
        && !(lo.is_all_ones() && (hi.is_all_ones() || hi.is_zero()))
        && !(lo.is_zero() && hi.is_zero());
    let (smin, smax) = if s_over {
        (Bits::smin_value(width), Bits::smax_value(width))
    } else {
        (r.smin.trunc(width), r.smax.trunc(width))
    };
    R {
        umin,
        umax,
        smin,
        smax,
    }
}

/// Addition.
pub fn add(a: &[R], f: Overflow) -> R {
    let (l, r) = (&a[0], &a[1]);
    let u = |x: Bits, y: Bits| {
        if f.nuw {
            Some(x.uadd_sat(y))
        } else {
            x.uadd_ov(y)
        }
    };
    let s = |x: Bits, y: Bits| {
        if f.nsw {
            Some(x.sadd_sat(y))
        } else {
            x.sadd_ov(y)
        }
    };
    let ur = bounds_by(&u, l.umin, r.umin, l.umax, r.umax, false);
    let sr = bounds_by(&s, l.smin, r.smin, l.smax, r.smax, true);
    ur.intersection(&sr)
}

/// Subtraction.
pub fn sub(a: &[R], f: Overflow) -> R {
    let (l, r) = (&a[0], &a[1]);
    let u = |x: Bits, y: Bits| {
        if f.nuw {
            Some(x.usub_sat(y))
        } else {
            x.usub_ov(y)
        }
    };
    let s = |x: Bits, y: Bits| {
        if f.nsw {
            Some(x.ssub_sat(y))
        } else {
            x.ssub_ov(y)
        }
    };
    let ur = bounds_by(&u, l.umin, r.umax, l.umax, r.umin, false);
    let sr = bounds_by(&s, l.smin, r.smax, l.smax, r.smin, true);
    ur.intersection(&sr)
}

/// Multiplication.
pub fn mul(a: &[R], f: Overflow) -> R {
    let (l, r) = (&a[0], &a[1]);
    let u = |x: Bits, y: Bits| {
        if f.nuw {
            Some(x.umul_sat(y))
        } else {
            x.umul_ov(y)
        }
    };
    let s = |x: Bits, y: Bits| {
        if f.nsw {
            Some(x.smul_sat(y))
        } else {
            x.smul_ov(y)
        }
    };
    let ur = min_max_by(&u, [l.umin, l.umax], [r.umin, r.umax], false);
    let sr = min_max_by(&s, [l.smin, l.smax], [r.smin, r.smax], true);
    ur.intersection(&sr)
}

/// Adjusts a quotient (for ceiling and floor division), `None` on overflow.
type Fixup<'a> = &'a dyn Fn(Bits, Bits, Bits) -> Option<Bits>;

fn div_u_range(l: &R, r: &R, fixup: Fixup<'_>) -> R {
    let (rmin, rmax) = (r.umin, r.umax);
    if !rmin.is_zero() && !rmax.is_zero() {
        let f = |a: Bits, b: Bits| fixup(a, b, a.udiv(b));
        return min_max_by(&f, [l.umin, l.umax], [rmin, rmax], false);
    }
    let mut umin = Bits::zero(rmin.width());
    if !l.umin.ult(rmax) && !rmax.is_zero() {
        umin = l.umin.udiv(rmax);
    }
    R::from_unsigned(umin, l.umax)
}

/// Unsigned division.
pub fn div_u(a: &[R]) -> R {
    div_u_range(&a[0], &a[1], &|_, _, q| Some(q))
}

/// Unsigned ceiling division.
pub fn ceil_div_u(a: &[R]) -> R {
    let fix = |l: Bits, r: Bits, q: Bits| {
        if !l.urem(r).is_zero() {
            q.uadd_ov(Bits::one(q.width()))
        } else {
            Some(q)
        }
    };
    div_u_range(&a[0], &a[1], &fix)
}

fn div_s_range(l: &R, r: &R, fixup: Fixup<'_>) -> R {
    if r.smin.is_strictly_positive() || r.smax.is_negative() {
        let f = |a: Bits, b: Bits| fixup(a, b, a.sdiv_ov(b)?);
        return min_max_by(&f, [l.smin, l.smax], [r.smin, r.smax], true);
    }
    R::max_range(r.smin.width())
}

/// Signed division.
pub fn div_s(a: &[R]) -> R {
    div_s_range(&a[0], &a[1], &|_, _, q| Some(q))
}

/// Signed ceiling division.
pub fn ceil_div_s(a: &[R]) -> R {
    let (l, r) = (&a[0], &a[1]);
    let fix = |x: Bits, y: Bits, q: Bits| {
        if !x.srem(y).is_zero() && x.is_non_negative() == y.is_non_negative() {
            return q.sadd_ov(Bits::one(q.width()));
        }
        // `smin / positive` rounds like MLIR's folder does (see its
        // constant folding of ceildivsi).
        if x.is_smin() && y.s() > 1 {
            return Some(q.wrapping_neg());
        }
        Some(q)
    };
    let mut result = div_s_range(l, r, &fix);
    if l.smin.is_smin() && l.smin.slt(l.smax) {
        let rest = R::from_signed(l.smin.wrapping_add(Bits::one(l.width())), l.smax);
        result = result.union(&div_s_range(&rest, r, &fix));
    }
    result
}

/// Signed floor division.
pub fn floor_div_s(a: &[R]) -> R {
    let fix = |x: Bits, y: Bits, q: Bits| {
        if !x.srem(y).is_zero() && x.is_non_negative() != y.is_non_negative() {
            q.ssub_ov(Bits::one(q.width()))
        } else {
            Some(q)
        }
    };
    div_s_range(&a[0], &a[1], &fix)
}

/// Signed remainder.
pub fn rem_s(a: &[R]) -> R {
    let (l, r) = (&a[0], &a[1]);
    let w = r.smax.width();
    let (mut smin, mut smax) = (Bits::smin_value(w), Bits::smax_value(w));
    if r.smin.is_strictly_positive() || r.smax.is_negative() {
        let max_div = if r.smin.is_strictly_positive() {
            r.smax
        } else {
            r.smin.abs()
        };
        let zero = Bits::zero(w);
        let max_pos = max_div.wrapping_sub(Bits::one(w));
        let min_neg = max_pos.wrapping_neg();
        smin = if l.smin.is_negative() { min_neg } else { zero };
        smax = if l.smax.is_strictly_positive() {
            max_pos
        } else {
            zero
        };
        if r.smin == r.smax && l.smax.wrapping_sub(l.smin).ult(max_div) {
            let lo = l.smin.srem(max_div);
            let hi = l.smax.srem(max_div);
            if !hi.slt(lo) {
                smin = lo;
                smax = hi;
            }
        }
    }
    R::from_signed(smin, smax)
}

/// Unsigned remainder.
pub fn rem_u(a: &[R]) -> R {
    let (l, r) = (&a[0], &a[1]);
    let w = r.umin.width();
    let mut umin = Bits::zero(w);
    let mut umax = r.umax.wrapping_sub(Bits::one(w)).umin(l.umax);
    if !r.umin.is_zero() && r.umin == r.umax && l.umax.wrapping_sub(l.umin).ult(r.umax) {
        let lo = l.umin.urem(r.umax);
        let hi = l.umax.urem(r.umax);
        if !hi.ult(lo) {
            umin = lo;
            umax = hi;
        }
    }
    R::from_unsigned(umin, umax)
}

/// Signed maximum.
pub fn max_s(a: &[R]) -> R {
    R::from_signed(a[0].smin.smax(a[1].smin), a[0].smax.smax(a[1].smax))
}
/// Unsigned maximum.
pub fn max_u(a: &[R]) -> R {
    R::from_unsigned(a[0].umin.umax(a[1].umin), a[0].umax.umax(a[1].umax))
}
/// Signed minimum.
pub fn min_s(a: &[R]) -> R {
    R::from_signed(a[0].smin.smin(a[1].smin), a[0].smax.smin(a[1].smax))
}
/// Unsigned minimum.
pub fn min_u(a: &[R]) -> R {
    R::from_unsigned(a[0].umin.umin(a[1].umin), a[0].umax.umin(a[1].umax))
}

/// How many low bits vary between the unsigned bounds.
fn varying_bits(r: &R) -> u32 {
    r.width() - r.umin.xor(r.umax).countl_zero()
}

/// The unsigned bounds with the bits that vary cleared and set.
fn widen_bitwise(r: &R) -> [Bits; 2] {
    let n = varying_bits(r);
    [r.umin.clear_low_bits(n), r.umax.set_low_bits(n)]
}

/// Bitwise and.
pub fn and(a: &[R]) -> R {
    let f = |x: Bits, y: Bits| Some(x.and(y));
    min_max_by(&f, widen_bitwise(&a[0]), widen_bitwise(&a[1]), false)
}

/// Bitwise or.
pub fn or(a: &[R]) -> R {
    let f = |x: Bits, y: Bits| Some(x.or(y));
    min_max_by(&f, widen_bitwise(&a[0]), widen_bitwise(&a[1]), false)
}

/// Bitwise exclusive or.
pub fn xor(a: &[R]) -> R {
    let w = a[0].width();
    let m =
        Bits::low_bits_set(w, varying_bits(&a[0])).or(Bits::low_bits_set(w, varying_bits(&a[1])));
    let res = a[0].umin.xor(a[1].umin);
    R::from_unsigned(res.and(m.complement()), res.or(m))
}

/// Left shift.
pub fn shl(a: &[R], f: Overflow) -> R {
    let (l, r) = (&a[0], &a[1]);
    let u = |x: Bits, y: Bits| {
        if f.nuw {
            Some(x.ushl_sat(y))
        } else {
            x.ushl_ov(y)
        }
    };
    let s = |x: Bits, y: Bits| {
        if f.nsw {
            Some(x.sshl_sat(y))
        } else {
            x.sshl_ov(y)
        }
    };
    let ur = min_max_by(&u, [l.umin, l.umax], [r.umin, r.umax], false);
    let sr = min_max_by(&s, [l.smin, l.smax], [r.umin, r.umax], true);
    ur.intersection(&sr)
}

/// A shift amount below the width, as a `u32`.
fn shift_amount(r: Bits) -> Option<u32> {
    (r.u() < r.width() as u128).then_some(r.u() as u32)
}

/// Arithmetic right shift.
pub fn shr_s(a: &[R]) -> R {
    let f = |x: Bits, y: Bits| Some(x.ashr(shift_amount(y)?));
    min_max_by(&f, [a[0].smin, a[0].smax], [a[1].umin, a[1].umax], true)
}

/// Logical right shift.
pub fn shr_u(a: &[R]) -> R {
    let f = |x: Bits, y: Bits| Some(x.lshr(shift_amount(y)?));
    min_max_by(&f, [a[0].umin, a[0].umax], [a[1].umin, a[1].umax], false)
}

/// An integer comparison predicate, numbered as `arith.cmpi` and
/// `index.cmp` number theirs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpPredicate {
    /// Equal.
    Eq = 0,
    /// Not equal.
    Ne = 1,
    /// Signed less than.
    Slt = 2,
    /// Signed less than or equal.
    Sle = 3,
    /// Signed greater than.
    Sgt = 4,
    /// Signed greater than or equal.
    Sge = 5,
    /// Unsigned less than.
    Ult = 6,
    /// Unsigned less than or equal.
    Ule = 7,
    /// Unsigned greater than.
    Ugt = 8,
    /// Unsigned greater than or equal.
    Uge = 9,
}

impl CmpPredicate {
    /// The predicate numbered `n`.
    pub fn from_index(n: u64) -> Option<Self> {
        use CmpPredicate::*;
        Some(match n {
            0 => Eq,
            1 => Ne,
            2 => Slt,
            3 => Sle,
            4 => Sgt,
            5 => Sge,
            6 => Ult,
            7 => Ule,
            8 => Ugt,
            9 => Uge,
            _ => return None,
        })
    }

    fn invert(self) -> Self {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

fn statically_true(p: CmpPredicate, l: &R, r: &R) -> bool {
    use CmpPredicate::*;
    match p {
        Sle => !r.smin.slt(l.smax),
        Slt => l.smax.slt(r.smin),
        Ule => !r.umin.ult(l.umax),
        Ult => l.umax.ult(r.umin),
        Sge => !l.smin.slt(r.smax),
        Sgt => r.smax.slt(l.smin),
        Uge => !l.umin.ult(r.umax),
        Ugt => r.umax.ult(l.umin),
        Eq => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        Ne => {
            let sne = statically_true(Slt, l, r) || statically_true(Sgt, l, r);
            let une = statically_true(Ult, l, r) || statically_true(Ugt, l, r);
            sne && une
        }
    }
}

/// Whether `l p r` always holds (`Some(true)`), never holds
/// (`Some(false)`), or cannot be told.
pub fn evaluate_pred(p: CmpPredicate, l: &R, r: &R) -> Option<bool> {
    if statically_true(p, l, r) {
        Some(true)
    } else if statically_true(p.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The `i1` range of a comparison whose outcome is `known`.
pub fn bool_range(known: Option<bool>) -> R {
    let (min, max) = match known {
        Some(true) => (1, 1),
        Some(false) => (0, 0),
        None => (0, 1),
    };
    R::from_unsigned(Bits::new(1, min), Bits::new(1, max))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(w: u32, lo: i128, hi: i128) -> R {
        R::from_signed(Bits::from_i128(w, lo), Bits::from_i128(w, hi))
    }

    #[test]
    fn arithmetic() {
        let s = add(&[r(8, 0, 10), r(8, 1, 2)], Overflow::default());
        assert_eq!((s.smin.s(), s.smax.s()), (1, 12));
        let s = add(&[r(8, 100, 120), r(8, 10, 20)], Overflow::default());
        assert_eq!((s.umin.u(), s.umax.u()), (110, 140));
        assert_eq!((s.smin.s(), s.smax.s()), (-128, 127));
        let m = rem_u(&[r(32, 0, 100), r(32, 4, 4)]);
        assert_eq!((m.umin.u(), m.umax.u()), (0, 3));
        let t = trunc(&r(16, 256, 258), 8);
        assert_eq!((t.umin.u(), t.umax.u()), (0, 2));
        assert_eq!(
            evaluate_pred(CmpPredicate::Slt, &r(8, 0, 3), &r(8, 4, 4)),
            Some(true)
        );
        assert_eq!(
            evaluate_pred(CmpPredicate::Eq, &r(8, 0, 3), &r(8, 2, 2)),
            None
        );
    }
}
