//! Exact float arithmetic for the formats `f64` cannot stand in for
//! (`f80`, `f128`): values are expanded to `sign * mant * 2^exp`, computed
//! exactly (as a fraction for division) and rounded once to nearest-even,
//! with APFloat's special-value rules.

use super::float::FOp;
use num_bigint::{BigInt, BigUint, Sign};
use rmlir_core::types::FloatFormat;
use rmlir_core::ApFloat;
use rmlir_float::NonFinite;
use std::cmp::Ordering;

/// Whether this module handles `fmt`: IEEE-style formats with infinities.
pub fn exact_format(fmt: FloatFormat) -> bool {
    let sem = fmt.semantics();
    sem.non_finite == NonFinite::Ieee754 && sem.has_signed_repr && sem.has_zero
}

/// `sign * mant * 2^exp` of a finite value.
#[derive(Clone, Debug)]
struct Fin {
    neg: bool,
    mant: BigUint,
    exp: i64,
}

fn fin(a: &ApFloat) -> Fin {
    let p = a.format().semantics().precision as i64;
    if a.is_zero() {
        return Fin {
            neg: a.is_negative(),
            mant: BigUint::default(),
            exp: 0,
        };
    }
    Fin {
        neg: a.is_negative(),
        mant: BigUint::from(a.significand()),
        exp: a.exponent() as i64 - (p - 1),
    }
}

/// Signed integer `v * 2^-e` for a common exponent `e <= v.exp`.
fn scaled(v: &Fin, e: i64) -> BigInt {
    let m = BigInt::from_biguint(
        if v.neg { Sign::Minus } else { Sign::Plus },
        &v.mant << (v.exp - e) as usize,
    );
    if v.mant.bits() == 0 {
        BigInt::default()
    } else {
        m
    }
}

/// The value `num / den * 2^exp` (`num`, `den` > 0) rounded to `fmt`.
fn round(fmt: FloatFormat, neg: bool, num: BigUint, den: BigUint, exp: i64) -> ApFloat {
    let sem = fmt.semantics();
    let p = sem.precision as i64;
    if num.bits() == 0 {
        return ApFloat::zero(fmt, neg);
    }
    let mut k = num.bits() as i64 - den.bits() as i64;
    let below = if k >= 0 {
        num < (&den << k as usize)
    } else {
        (&num << (-k) as usize) < den
    };
    if below {
        k -= 1;
    }
    let mut e = (k + exp).max(sem.min_exponent as i64);
    let t = exp + p - 1 - e;
    let (n, d) = if t >= 0 {
        (num << t as usize, den)
    } else {
        (num, den << (-t) as usize)
    };
    let mut q = &n / &d;
    let r2 = (&n % &d) << 1usize;
    match r2.cmp(&d) {
        Ordering::Greater => q += 1u32,
        Ordering::Equal if q.bit(0) => q += 1u32,
        _ => {}
    }
    if q.bits() as i64 > p {
        q >>= 1usize;
        e += 1;
    }
    if e > sem.max_exponent as i64 {
        return ApFloat::inf(fmt, neg);
    }
    if q.bits() == 0 {
        return ApFloat::zero(fmt, neg);
    }
    let q: u128 = (&q).try_into().expect("fits the significand");
    let normal = q >> (p - 1) != 0;
    let bias = 1 - sem.min_exponent as i64;
    let biased = if normal { (e + bias) as u128 } else { 0 };
    let bits = if fmt == FloatFormat::F80 {
        (biased << 64) | q
    } else {
        let trailing = p as u32 - 1;
        (biased << trailing) | (q & ((1u128 << trailing) - 1))
    };
    let bits = bits | ((neg as u128) << (sem.size_in_bits - 1));
    ApFloat::from_bits(fmt, bits)
}

fn quiet(a: &ApFloat) -> ApFloat {
    if a.is_signaling() {
        a.convert(a.format())
    } else {
        *a
    }
}

/// `a op b` for [`exact_format`]s.
pub fn exact_arith(a: &ApFloat, b: &ApFloat, op: FOp) -> Option<ApFloat> {
    let fmt = a.format();
    if b.format() != fmt || !exact_format(fmt) {
        return None;
    }
    if a.is_nan() {
        return Some(quiet(a));
    }
    if b.is_nan() {
        return Some(quiet(b));
    }
    let nan = ApFloat::nan(fmt, false);
    let (an, bn) = (a.is_negative(), b.is_negative());
    match op {
        FOp::Add | FOp::Sub => {
            let bn = if op == FOp::Sub { !bn } else { bn };
            if a.is_inf() || b.is_inf() {
                return Some(match (a.is_inf(), b.is_inf()) {
                    (true, true) if an != bn => nan,
                    (true, _) => ApFloat::inf(fmt, an),
                    _ => ApFloat::inf(fmt, bn),
                });
            }
            let (mut x, mut y) = (fin(a), fin(b));
            y.neg = bn;
            if x.mant.bits() == 0 && y.mant.bits() == 0 {
                return Some(ApFloat::zero(fmt, x.neg && y.neg));
            }
            if x.mant.bits() == 0 {
                x.exp = y.exp;
            }
            if y.mant.bits() == 0 {
                y.exp = x.exp;
            }
            let e = x.exp.min(y.exp);
            let s = scaled(&x, e) + scaled(&y, e);
            if s.sign() == Sign::NoSign {
                return Some(ApFloat::zero(fmt, false));
            }
            let neg = s.sign() == Sign::Minus;
            Some(round(fmt, neg, s.magnitude().clone(), 1u32.into(), e))
        }
        FOp::Mul => {
            let neg = an != bn;
            if a.is_inf() || b.is_inf() {
                return Some(if a.is_zero() || b.is_zero() {
                    nan
                } else {
                    ApFloat::inf(fmt, neg)
                });
            }
            let (x, y) = (fin(a), fin(b));
            Some(round(fmt, neg, x.mant * y.mant, 1u32.into(), x.exp + y.exp))
        }
        FOp::Div => {
            let neg = an != bn;
            match (a.is_inf(), b.is_inf(), a.is_zero(), b.is_zero()) {
                (true, true, ..) | (_, _, true, true) => return Some(nan),
                (true, ..) => return Some(ApFloat::inf(fmt, neg)),
                (_, true, ..) | (_, _, true, _) => return Some(ApFloat::zero(fmt, neg)),
                (_, _, _, true) => return Some(ApFloat::inf(fmt, neg)),
                _ => {}
            }
            let (x, y) = (fin(a), fin(b));
            Some(round(fmt, neg, x.mant, y.mant, x.exp - y.exp))
        }
        FOp::Rem => {
            if a.is_inf() || b.is_zero() {
                return Some(nan);
            }
            if b.is_inf() || a.is_zero() {
                return Some(*a);
            }
            let (x, y) = (fin(a), fin(b));
            let e = x.exp.min(y.exp);
            let (xm, ym) = (
                &x.mant << (x.exp - e) as usize,
                &y.mant << (y.exp - e) as usize,
            );
            let r = xm % ym;
            Some(round(fmt, an, r, 1u32.into(), e))
        }
    }
}

/// Exact comparison (`None` when unordered).
pub fn exact_cmp(a: &ApFloat, b: &ApFloat) -> Option<Ordering> {
    if a.is_nan() || b.is_nan() {
        return None;
    }
    let key = |v: &ApFloat| -> (i8, Option<Fin>) {
        if v.is_inf() {
            (if v.is_negative() { -1 } else { 1 }, None)
        } else {
            (0, Some(fin(v)))
        }
    };
    let ((ka, fa), (kb, fb)) = (key(a), key(b));
    if ka != 0 || kb != 0 {
        return Some(ka.cmp(&kb));
    }
    let (mut x, mut y) = (fa?, fb?);
    if x.mant.bits() == 0 {
        x.exp = y.exp;
    }
    if y.mant.bits() == 0 {
        y.exp = x.exp;
    }
    let e = x.exp.min(y.exp);
    Some(scaled(&x, e).cmp(&scaled(&y, e)))
}

/// An integer rounded to nearest-even in `fmt`.
pub fn exact_from_int(v: &BigInt, fmt: FloatFormat) -> ApFloat {
    round(
        fmt,
        v.sign() == Sign::Minus,
        v.magnitude().clone(),
        1u32.into(),
        0,
    )
}

/// A finite value truncated toward zero.
pub fn exact_trunc(a: &ApFloat) -> BigInt {
    let f = fin(a);
    let m = if f.exp >= 0 {
        &f.mant << f.exp as usize
    } else {
        &f.mant >> (-f.exp) as usize
    };
    BigInt::from_biguint(if f.neg { Sign::Minus } else { Sign::Plus }, m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::fold::float_arith;

    /// A small deterministic generator (xorshift).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// The exact path agrees with the `f64` path wherever both apply.
    #[test]
    fn exact_matches_f64_path() {
        let mut rng = Rng(0x9e3779b97f4a7c15);
        for fmt in [
            FloatFormat::F16,
            FloatFormat::BF16,
            FloatFormat::F32,
            FloatFormat::F64,
        ] {
            let bits = fmt.semantics().size_in_bits;
            let mask = if bits == 128 {
                u128::MAX
            } else {
                (1u128 << bits) - 1
            };
            for i in 0..20000 {
                let mut pick = || {
                    let r = rng.next() as u128;
                    // Mix random patterns with nearby exponents.
                    if i % 3 == 0 {
                        r & mask
                    } else {
                        (r & (mask >> 4)) | (1u128 << (bits - 3))
                    }
                };
                let (a, b) = (
                    ApFloat::from_bits(fmt, pick()),
                    ApFloat::from_bits(fmt, pick()),
                );
                for op in [FOp::Add, FOp::Sub, FOp::Mul, FOp::Div, FOp::Rem] {
                    let x = float_arith(&a, &b, op).unwrap();
                    let y = exact_arith(&a, &b, op).unwrap();
                    assert_eq!(
                        x.to_bits(),
                        y.to_bits(),
                        "{fmt:?} {:#x} {:#x}",
                        a.to_bits(),
                        b.to_bits()
                    );
                }
                assert_eq!(
                    crate::arith::fold::float_cmp(&a, &b),
                    exact_cmp(&a, &b),
                    "{fmt:?} {:#x} {:#x}",
                    a.to_bits(),
                    b.to_bits()
                );
            }
        }
    }

    #[test]
    fn integers_round_to_nearest_even() {
        let f = |v: i64| exact_from_int(&BigInt::from(v), FloatFormat::F32).to_bits();
        assert_eq!(f(16777217), 0x4B800000);
        assert_eq!(f(16777219), 0x4B800002);
        assert_eq!(f(-3), 0xC0400000);
        assert_eq!(
            exact_trunc(&ApFloat::from_f64(FloatFormat::F128, -2.75)),
            BigInt::from(-2)
        );
    }
}
