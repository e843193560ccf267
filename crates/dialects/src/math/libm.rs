//! The C math library functions MLIR's math folders call on the host, for
//! `f32` and `f64` values (so folded results are the host libm's, bit for
//! bit, as mlir-opt's are).

#![allow(unsafe_code)]

use std::os::raw::{c_double, c_float};

extern "C" {
    fn acos(x: c_double) -> c_double;
    fn acosf(x: c_float) -> c_float;
    fn acosh(x: c_double) -> c_double;
    fn acoshf(x: c_float) -> c_float;
    fn asin(x: c_double) -> c_double;
    fn asinf(x: c_float) -> c_float;
    fn asinh(x: c_double) -> c_double;
    fn asinhf(x: c_float) -> c_float;
    fn atan(x: c_double) -> c_double;
    fn atanf(x: c_float) -> c_float;
    fn atanh(x: c_double) -> c_double;
    fn atanhf(x: c_float) -> c_float;
    fn atan2(y: c_double, x: c_double) -> c_double;
    fn atan2f(y: c_float, x: c_float) -> c_float;
    fn cos(x: c_double) -> c_double;
    fn cosf(x: c_float) -> c_float;
    fn cosh(x: c_double) -> c_double;
    fn coshf(x: c_float) -> c_float;
    fn sin(x: c_double) -> c_double;
    fn sinf(x: c_float) -> c_float;
    fn sinh(x: c_double) -> c_double;
    fn sinhf(x: c_float) -> c_float;
    fn tan(x: c_double) -> c_double;
    fn tanf(x: c_float) -> c_float;
    fn tanh(x: c_double) -> c_double;
    fn tanhf(x: c_float) -> c_float;
    fn erf(x: c_double) -> c_double;
    fn erff(x: c_float) -> c_float;
    fn erfc(x: c_double) -> c_double;
    fn erfcf(x: c_float) -> c_float;
    fn exp(x: c_double) -> c_double;
    fn expf(x: c_float) -> c_float;
    fn exp2(x: c_double) -> c_double;
    fn exp2f(x: c_float) -> c_float;
    fn expm1(x: c_double) -> c_double;
    fn expm1f(x: c_float) -> c_float;
    fn log(x: c_double) -> c_double;
    fn logf(x: c_float) -> c_float;
    fn log2(x: c_double) -> c_double;
    fn log2f(x: c_float) -> c_float;
    fn log10(x: c_double) -> c_double;
    fn log10f(x: c_float) -> c_float;
    fn log1p(x: c_double) -> c_double;
    fn log1pf(x: c_float) -> c_float;
    fn pow(x: c_double, y: c_double) -> c_double;
    fn powf(x: c_float, y: c_float) -> c_float;
    fn sqrt(x: c_double) -> c_double;
    fn sqrtf(x: c_float) -> c_float;
    fn round(x: c_double) -> c_double;
    fn roundf(x: c_float) -> c_float;
    fn trunc(x: c_double) -> c_double;
    fn truncf(x: c_float) -> c_float;
}

/// `x` with the quiet bit set if it is a NaN.
fn quiet64(x: f64) -> f64 {
    if x.is_nan() {
        f64::from_bits(x.to_bits() | (1 << 51))
    } else {
        x
    }
}

/// `x` with the quiet bit set if it is a NaN.
fn quiet32(x: f32) -> f32 {
    if x.is_nan() {
        f32::from_bits(x.to_bits() | (1 << 22))
    } else {
        x
    }
}

/// A unary libm function in both precisions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Fn1 {
    Acos,
    Acosh,
    Asin,
    Asinh,
    Atan,
    Atanh,
    Cos,
    Cosh,
    Sin,
    Sinh,
    Tan,
    Tanh,
    Erf,
    Erfc,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sqrt,
    Round,
    Trunc,
}

/// A binary libm function in both precisions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Fn2 {
    Atan2,
    Pow,
}

impl Fn1 {
    /// The `double` function.
    pub fn f64(self, x: f64) -> f64 {
        // SAFETY: the C math functions take and return plain values.
        unsafe {
            match self {
                Fn1::Acos => acos(x),
                Fn1::Acosh => acosh(x),
                Fn1::Asin => asin(x),
                Fn1::Asinh => asinh(x),
                Fn1::Atan => atan(x),
                Fn1::Atanh => atanh(x),
                Fn1::Cos => cos(x),
                Fn1::Cosh => cosh(x),
                Fn1::Sin => sin(x),
                Fn1::Sinh => sinh(x),
                Fn1::Tan => tan(x),
                Fn1::Tanh => tanh(x),
                Fn1::Erf => erf(x),
                Fn1::Erfc => erfc(x),
                Fn1::Exp => exp(x),
                Fn1::Exp2 => exp2(x),
                Fn1::Expm1 => expm1(x),
                Fn1::Log => log(x),
                Fn1::Log2 => log2(x),
                Fn1::Log10 => log10(x),
                Fn1::Log1p => log1p(x),
                Fn1::Sqrt => sqrt(x),
                Fn1::Round => round(x),
                // mlir-opt's `trunc` (an instruction there) quiets a
                // signalling NaN; glibc's returns it unchanged.
                Fn1::Trunc => quiet64(trunc(x)),
            }
        }
    }

    /// The `float` function.
    pub fn f32(self, x: f32) -> f32 {
        // SAFETY: the C math functions take and return plain values.
        unsafe {
            match self {
                Fn1::Acos => acosf(x),
                Fn1::Acosh => acoshf(x),
                Fn1::Asin => asinf(x),
                Fn1::Asinh => asinhf(x),
                Fn1::Atan => atanf(x),
                Fn1::Atanh => atanhf(x),
                Fn1::Cos => cosf(x),
                Fn1::Cosh => coshf(x),
                Fn1::Sin => sinf(x),
                Fn1::Sinh => sinhf(x),
                Fn1::Tan => tanf(x),
                Fn1::Tanh => tanhf(x),
                Fn1::Erf => erff(x),
                Fn1::Erfc => erfcf(x),
                Fn1::Exp => expf(x),
                Fn1::Exp2 => exp2f(x),
                Fn1::Expm1 => expm1f(x),
                Fn1::Log => logf(x),
                Fn1::Log2 => log2f(x),
                Fn1::Log10 => log10f(x),
                Fn1::Log1p => log1pf(x),
                Fn1::Sqrt => sqrtf(x),
                Fn1::Round => roundf(x),
                Fn1::Trunc => quiet32(truncf(x)),
            }
        }
    }
}

impl Fn2 {
    /// The `double` function.
    pub fn f64(self, x: f64, y: f64) -> f64 {
        // SAFETY: the C math functions take and return plain values.
        unsafe {
            match self {
                Fn2::Atan2 => atan2(x, y),
                Fn2::Pow => pow(x, y),
            }
        }
    }

    /// The `float` function.
    pub fn f32(self, x: f32, y: f32) -> f32 {
        // SAFETY: the C math functions take and return plain values.
        unsafe {
            match self {
                Fn2::Atan2 => atan2f(x, y),
                Fn2::Pow => powf(x, y),
            }
        }
    }
}
