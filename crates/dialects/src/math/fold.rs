//! Folders of `math` ops (MLIR's `MathOps.cpp`). Transcendental functions
//! fold only for `f32` and `f64`, through the host's C math library as
//! mlir-opt's do; sign operations and roundings to an integral value fold
//! for every float type with APFloat's semantics; integer ops fold at any
//! width. A poison operand folds to poison.

use super::libm::{Fn1, Fn2};
use crate::arith::fold::{decode, fold_binary, fold_cast, fold_unary, sval, wrap, Shape, Val};
use num_bigint::BigInt;
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::FloatFormat;
use rmlir_core::{ApFloat, Attribute, Context};
use rmlir_float::NonFinite;
use rmlir_ods::FoldResult;

type Folded = Option<Vec<FoldResult>>;
type Ops<'a> = &'a [Option<Attribute>];

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attr(a)])
}

/// The first poison operand (MLIR's common folders return it).
fn poison(ctx: &Context, ops: Ops<'_>) -> Option<Attribute> {
    ops.iter()
        .flatten()
        .copied()
        .find(|a| crate::ub::is_poison(ctx, *a))
}

/// `constFoldUnaryOp` on float elements.
fn unary_float(ctx: &Context, ops: Ops<'_>, f: impl Fn(&ApFloat) -> Option<ApFloat>) -> Folded {
    if let Some(p) = poison(ctx, &ops[..ops.len().min(1)]) {
        return attr(p);
    }
    attr(fold_unary(ctx, ops, |v| match v {
        Val::F(a) => f(a).map(Val::F),
        Val::I(_) => None,
    })?)
}

/// `constFoldBinaryOp` on float elements.
fn binary_float(
    ctx: &Context,
    ops: Ops<'_>,
    f: impl Fn(&ApFloat, &ApFloat) -> Option<ApFloat>,
) -> Folded {
    if let Some(p) = poison(ctx, &ops[..ops.len().min(2)]) {
        return attr(p);
    }
    attr(fold_binary(ctx, ops, |x, y| match (x, y) {
        (Val::F(a), Val::F(b)) => f(a, b).map(Val::F),
        _ => None,
    })?)
}

/// `constFoldUnaryOp` on integer elements.
fn unary_int(ctx: &Context, ops: Ops<'_>, f: impl Fn(&ApInt) -> ApInt) -> Folded {
    if let Some(p) = poison(ctx, &ops[..ops.len().min(1)]) {
        return attr(p);
    }
    attr(fold_unary(ctx, ops, |v| match v {
        Val::I(a) => Some(Val::I(f(a))),
        Val::F(_) => None,
    })?)
}

/// A libm function of an `f32` or `f64` value.
fn libm1(f: Fn1, a: &ApFloat) -> Option<ApFloat> {
    match a.format() {
        FloatFormat::F64 => {
            let r = f.f64(f64::from_bits(a.to_bits() as u64));
            Some(ApFloat::from_bits(FloatFormat::F64, r.to_bits() as u128))
        }
        FloatFormat::F32 => {
            let r = f.f32(f32::from_bits(a.to_bits() as u32));
            Some(ApFloat::from_bits(FloatFormat::F32, r.to_bits() as u128))
        }
        _ => None,
    }
}

/// A binary libm function of two `f32` or two `f64` values.
fn libm2(f: Fn2, a: &ApFloat, b: &ApFloat) -> Option<ApFloat> {
    match (a.format(), b.format()) {
        (FloatFormat::F64, FloatFormat::F64) => {
            let r = f.f64(
                f64::from_bits(a.to_bits() as u64),
                f64::from_bits(b.to_bits() as u64),
            );
            Some(ApFloat::from_bits(FloatFormat::F64, r.to_bits() as u128))
        }
        (FloatFormat::F32, FloatFormat::F32) => {
            let r = f.f32(
                f32::from_bits(a.to_bits() as u32),
                f32::from_bits(b.to_bits() as u32),
            );
            Some(ApFloat::from_bits(FloatFormat::F32, r.to_bits() as u128))
        }
        _ => None,
    }
}

macro_rules! libm_folds {
    ($($name:ident => $f:ident),* $(,)?) => {$(
        #[doc = concat!("Folds `math.", stringify!($name), "` of an `f32`/`f64` constant.")]
        pub fn $name(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
            unary_float(ctx, ops, |a| libm1(Fn1::$f, a))
        }
    )*};
}

libm_folds!(
    acos => Acos, acosh => Acosh, asin => Asin, asinh => Asinh, atan => Atan,
    atanh => Atanh, cos => Cos, cosh => Cosh, sin => Sin, sinh => Sinh, tan => Tan,
    tanh => Tanh, erf => Erf, erfc => Erfc, exp => Exp, exp2 => Exp2, expm1 => Expm1,
    round => Round, trunc => Trunc,
);

/// `log`, `log2`, `log10` and `sqrt` do not fold negative values.
fn nonnegative(ctx: &Context, ops: Ops<'_>, f: Fn1) -> Folded {
    unary_float(ctx, ops, |a| {
        if a.is_negative() {
            return None;
        }
        libm1(f, a)
    })
}

/// Folds `math.log`.
pub fn log(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    nonnegative(ctx, ops, Fn1::Log)
}

/// Folds `math.log2`.
pub fn log2(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    nonnegative(ctx, ops, Fn1::Log2)
}

/// Folds `math.log10`.
pub fn log10(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    nonnegative(ctx, ops, Fn1::Log10)
}

/// Folds `math.sqrt`.
pub fn sqrt(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    nonnegative(ctx, ops, Fn1::Sqrt)
}

/// Folds `math.log1p` unless `x + 1` is negative.
pub fn log1p(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_float(ctx, ops, |a| match a.format() {
        FloatFormat::F64 => {
            let x = f64::from_bits(a.to_bits() as u64);
            if (x + 1.0).is_sign_negative() {
                return None;
            }
            libm1(Fn1::Log1p, a)
        }
        FloatFormat::F32 => {
            let x = f32::from_bits(a.to_bits() as u32);
            if (x + 1.0).is_sign_negative() {
                return None;
            }
            libm1(Fn1::Log1p, a)
        }
        _ => None,
    })
}

/// Folds `math.powf`.
pub fn powf(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    binary_float(ctx, ops, |a, b| libm2(Fn2::Pow, a, b))
}

/// Folds `math.atan2`; two zeros give NaN in any float type.
pub fn atan2(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    binary_float(ctx, ops, |a, b| {
        if a.is_zero() && b.is_zero() {
            return Some(ApFloat::nan(a.format(), false));
        }
        libm2(Fn2::Atan2, a, b)
    })
}

/// `|a|`.
fn abs(a: &ApFloat) -> ApFloat {
    if a.is_negative() {
        a.change_sign()
    } else {
        *a
    }
}

/// Folds `math.absf`.
pub fn absf(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_float(ctx, ops, |a| Some(abs(a)))
}

/// Folds `math.copysign`.
pub fn copysign(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    binary_float(ctx, ops, |a, b| {
        Some(if a.is_negative() != b.is_negative() {
            a.change_sign()
        } else {
            *a
        })
    })
}

/// How a value is rounded to an integral one.
#[derive(Copy, Clone)]
enum Rounding {
    Up,
    Down,
    NearestEven,
}

/// APFloat's `roundToIntegral`, for the formats `f64` holds exactly.
fn round_integral(a: &ApFloat, mode: Rounding) -> Option<ApFloat> {
    let fmt = a.format();
    if a.is_nan() {
        // A signalling NaN is made quiet.
        return Some(if a.is_signaling() { a.convert(fmt) } else { *a });
    }
    if !a.is_finite_nonzero() {
        return Some(*a);
    }
    let sem = fmt.semantics();
    if sem.precision > 53 {
        return round_integral_exact(a, mode);
    }
    // APFloat adds and subtracts 2^(p-1) to round; in formats too narrow to
    // hold it (`f6E2M3FN`, `f8E3M4`) that constant overflows, to the
    // largest finite value (whose round trip gives zero) or to infinity
    // (giving NaN). The sign of the input is kept.
    let magic = 2f64.powi(sem.precision as i32 - 1);
    if a.exponent() + 1 < sem.precision as i32 && ApFloat::largest(fmt, false).to_f64() < magic {
        return match sem.non_finite {
            NonFinite::FiniteOnly => Some(ApFloat::zero(fmt, a.is_negative())),
            NonFinite::Ieee754 => Some(ApFloat::nan(fmt, a.is_negative())),
            NonFinite::NanOnly => None,
        };
    }
    let x = a.to_f64();
    let r = match mode {
        Rounding::Up => x.ceil(),
        Rounding::Down => x.floor(),
        Rounding::NearestEven => x.round_ties_even(),
    };
    Some(ApFloat::from_f64(fmt, r))
}

/// `roundToIntegral` of a finite non-zero value of a format wider than
/// `f64` (`f80`, `f128`), with exact integer arithmetic.
fn round_integral_exact(a: &ApFloat, mode: Rounding) -> Option<ApFloat> {
    use crate::arith::fold::exact::{exact_arith, exact_cmp, exact_from_int, exact_trunc};
    use crate::arith::fold::FOp;
    use std::cmp::Ordering;
    let fmt = a.format();
    if !crate::arith::fold::exact::exact_format(fmt) {
        return None;
    }
    let t = exact_trunc(a);
    if exact_cmp(&exact_from_int(&t, fmt), a)? == Ordering::Equal {
        return Some(*a);
    }
    let neg = a.is_negative();
    let mag = t.magnitude().clone();
    let one = num_bigint::BigUint::from(1u32);
    let r_mag = match mode {
        Rounding::Up if neg => mag,
        Rounding::Up => mag + one,
        Rounding::Down if neg => mag + one,
        Rounding::Down => mag,
        Rounding::NearestEven => {
            let twice = exact_arith(a, a, FOp::Add)?;
            let t2 = exact_trunc(&twice);
            let at_least_half = t2.magnitude() == &(&mag * 2u32 + &one);
            if !at_least_half {
                mag
            } else if exact_cmp(&exact_from_int(&t2, fmt), &twice)? == Ordering::Equal {
                // Exactly halfway: to the even neighbour.
                if mag.bit(0) {
                    mag + one
                } else {
                    mag
                }
            } else {
                mag + one
            }
        }
    };
    if r_mag == num_bigint::BigUint::from(0u32) {
        return Some(ApFloat::zero(fmt, neg));
    }
    let sign = if neg {
        num_bigint::Sign::Minus
    } else {
        num_bigint::Sign::Plus
    };
    Some(exact_from_int(&BigInt::from_biguint(sign, r_mag), fmt))
}

/// Folds `math.ceil`.
pub fn ceil(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_float(ctx, ops, |a| round_integral(a, Rounding::Up))
}

/// Folds `math.floor`.
pub fn floor(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_float(ctx, ops, |a| round_integral(a, Rounding::Down))
}

/// Folds `math.roundeven`.
pub fn roundeven(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_float(ctx, ops, |a| round_integral(a, Rounding::NearestEven))
}

/// Folds `math.absi` (the minimum signed value is its own absolute value).
pub fn absi(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_int(ctx, ops, |a| {
        let v = sval(a);
        wrap(a.width(), &if v < BigInt::from(0) { -v } else { v })
    })
}

/// The bits of `a`, least significant first.
fn bit(a: &ApInt, i: u32) -> bool {
    a.words()
        .get((i / 64) as usize)
        .is_some_and(|w| (w >> (i % 64)) & 1 == 1)
}

/// Folds `math.ctlz`.
pub fn ctlz(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_int(ctx, ops, |a| {
        let w = a.width();
        let n = (0..w).rev().take_while(|&i| !bit(a, i)).count();
        ApInt::from_u64(w, n as u64)
    })
}

/// Folds `math.cttz`.
pub fn cttz(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_int(ctx, ops, |a| {
        let w = a.width();
        let n = (0..w).take_while(|&i| !bit(a, i)).count();
        ApInt::from_u64(w, n as u64)
    })
}

/// Folds `math.ctpop`.
pub fn ctpop(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    unary_int(ctx, ops, |a| {
        let n: u32 = a.words().iter().map(|w| w.count_ones()).sum();
        ApInt::from_u64(a.width(), n as u64)
    })
}

/// `base ** power` wrapped to the width; `None` for zero to a negative
/// power.
fn ipow(base: &ApInt, power: &ApInt) -> Option<ApInt> {
    let w = base.width();
    let b = sval(base);
    let p = sval(power);
    let one = BigInt::from(1);
    if p == BigInt::from(0) {
        return Some(wrap(w, &one));
    }
    if p < BigInt::from(0) {
        if b == BigInt::from(0) {
            return None;
        }
        // Only 1 and -1 have a non-zero integral inverse power.
        let v = if b == one {
            one
        } else if b != BigInt::from(-1) {
            BigInt::from(0)
        } else if bit(power, 0) {
            BigInt::from(-1)
        } else {
            one
        };
        return Some(wrap(w, &v));
    }
    let modulus = BigInt::from(1) << w;
    let mut result = BigInt::from(1);
    let mut cur = b;
    let mut rest = p;
    let two = BigInt::from(2);
    loop {
        if &rest % &two == one {
            result = (&result * &cur) % &modulus;
        }
        rest >>= 1;
        if rest == BigInt::from(0) {
            return Some(wrap(w, &result));
        }
        cur = (&cur * &cur) % &modulus;
    }
}

/// Folds `math.ipowi`.
pub fn ipowi(ctx: &Context, _: &mut Ir, _: OpId, ops: Ops<'_>) -> Folded {
    if let Some(p) = poison(ctx, &ops[..ops.len().min(2)]) {
        return attr(p);
    }
    attr(fold_binary(ctx, ops, |x, y| match (x, y) {
        (Val::I(a), Val::I(b)) => ipow(a, b).map(Val::I),
        _ => None,
    })?)
}

/// A float classification predicate.
#[derive(Copy, Clone)]
pub enum Class {
    /// `math.isfinite`: neither infinite nor NaN.
    Finite,
    /// `math.isinf`: positive or negative infinity.
    Inf,
    /// `math.isnan`.
    NaN,
    /// `math.isnormal`: finite, non-zero and not subnormal.
    Normal,
}

fn classify(a: &ApFloat, c: Class) -> bool {
    match c {
        Class::Finite => !a.is_nan() && !a.is_inf(),
        Class::Inf => a.is_inf(),
        Class::NaN => a.is_nan(),
        Class::Normal => {
            let p = a.format().semantics().precision;
            a.is_finite_nonzero()
                && !(a.exponent() == a.format().semantics().min_exponent
                    && a.significand() < (1u128 << (p - 1)))
        }
    }
}

/// Folds a classification op to an `i1` constant of its result type.
/// Unlike the other folders, a poison operand is not folded, and neither
/// are non-splat dense operands (only scalars and splats are).
pub fn classification(ctx: &Context, ir: &Ir, op: OpId, ops: Ops<'_>, c: Class) -> Folded {
    if poison(ctx, &ops[..ops.len().min(1)]).is_some() {
        return None;
    }
    if decode(ctx, ops.first().copied()??)?.shape == Shape::Dense {
        return None;
    }
    let ty = ir.value_type(ir.result(op, 0));
    attr(fold_cast(ctx, ops, ty, |v| match v {
        Val::F(a) => Some(Val::I(ApInt::from_u64(1, classify(a, c) as u64))),
        Val::I(_) => None,
    })?)
}
