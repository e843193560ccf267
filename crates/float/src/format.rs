//! The floating-point formats of MLIR's builtin types and their semantics.
//!
//! Every format is described by the same handful of numbers LLVM's APFloat
//! uses (`fltSemantics`): precision (including the integer bit), the exponent
//! range, the storage width and how non-finite values are encoded. All the
//! arithmetic in this crate is generic over these parameters, so the table in
//! [`FloatFormat::semantics`] is the only per-format knowledge (apart from the
//! x87 80-bit layout, whose explicit integer bit needs its own bit codec).

/// A floating-point format usable as an MLIR builtin float type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatFormat {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E8M0FNU,
}

/// How infinities and NaNs exist in a format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent is Inf (zero significand) or NaN.
    Ieee754,
    /// No infinity; operations that would produce one give NaN instead.
    NanOnly,
    /// Neither infinity nor NaN can be represented.
    FiniteOnly,
}

/// Where NaN lives in the encoding space.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NanEncoding {
    /// All-ones exponent with a non-zero significand.
    Ieee,
    /// All-ones exponent *and* all-ones significand (e.g. `f8E4M3FN`).
    AllOnes,
    /// The bit pattern of negative zero (the `FNUZ` formats).
    NegativeZero,
}

/// The numeric description of a format, mirroring APFloat's `fltSemantics`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Semantics {
    /// Largest `e` such that `2^e` is representable.
    pub max_exponent: i32,
    /// Smallest `e` such that `2^e` is a normal number.
    pub min_exponent: i32,
    /// Significand bits, including the integer bit.
    pub precision: u32,
    /// Storage width in bits.
    pub size_in_bits: u32,
    pub non_finite: NonFinite,
    pub nan_encoding: NanEncoding,
    /// False only for `f8E8M0FNU`, where the all-zero pattern is `2^-127`.
    pub has_zero: bool,
    /// False only for `f8E8M0FNU`, which has no sign bit.
    pub has_signed_repr: bool,
}

const fn ieee(
    max_exponent: i32,
    min_exponent: i32,
    precision: u32,
    size_in_bits: u32,
) -> Semantics {
    Semantics {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits,
        non_finite: NonFinite::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn special(
    max_exponent: i32,
    min_exponent: i32,
    precision: u32,
    size_in_bits: u32,
    non_finite: NonFinite,
    nan_encoding: NanEncoding,
) -> Semantics {
    Semantics {
        non_finite,
        nan_encoding,
        ..ieee(max_exponent, min_exponent, precision, size_in_bits)
    }
}

const ALL: [FloatFormat; 18] = [
    FloatFormat::F16,
    FloatFormat::BF16,
    FloatFormat::F32,
    FloatFormat::F64,
    FloatFormat::F80,
    FloatFormat::F128,
    FloatFormat::TF32,
    FloatFormat::F8E5M2,
    FloatFormat::F8E4M3,
    FloatFormat::F8E4M3FN,
    FloatFormat::F8E5M2FNUZ,
    FloatFormat::F8E4M3FNUZ,
    FloatFormat::F8E4M3B11FNUZ,
    FloatFormat::F8E3M4,
    FloatFormat::F4E2M1FN,
    FloatFormat::F6E2M3FN,
    FloatFormat::F6E3M2FN,
    FloatFormat::F8E8M0FNU,
];

impl FloatFormat {
    /// Every supported format, in declaration order.
    pub fn all() -> &'static [FloatFormat] {
        &ALL
    }

    /// The format's APFloat-style semantics.
    pub const fn semantics(self) -> Semantics {
        use NanEncoding::*;
        use NonFinite::*;
        match self {
            FloatFormat::F16 => ieee(15, -14, 11, 16),
            FloatFormat::BF16 => ieee(127, -126, 8, 16),
            FloatFormat::F32 => ieee(127, -126, 24, 32),
            FloatFormat::F64 => ieee(1023, -1022, 53, 64),
            FloatFormat::F80 => ieee(16383, -16382, 64, 80),
            FloatFormat::F128 => ieee(16383, -16382, 113, 128),
            FloatFormat::TF32 => ieee(127, -126, 11, 19),
            FloatFormat::F8E5M2 => ieee(15, -14, 3, 8),
            FloatFormat::F8E4M3 => ieee(7, -6, 4, 8),
            FloatFormat::F8E4M3FN => special(8, -6, 4, 8, NanOnly, AllOnes),
            FloatFormat::F8E5M2FNUZ => special(15, -15, 3, 8, NanOnly, NegativeZero),
            FloatFormat::F8E4M3FNUZ => special(7, -7, 4, 8, NanOnly, NegativeZero),
            FloatFormat::F8E4M3B11FNUZ => special(4, -10, 4, 8, NanOnly, NegativeZero),
            FloatFormat::F8E3M4 => ieee(3, -2, 5, 8),
            FloatFormat::F4E2M1FN => special(2, 0, 2, 4, FiniteOnly, Ieee),
            FloatFormat::F6E2M3FN => special(2, 0, 4, 6, FiniteOnly, Ieee),
            FloatFormat::F6E3M2FN => special(4, -2, 3, 6, FiniteOnly, Ieee),
            FloatFormat::F8E8M0FNU => Semantics {
                has_zero: false,
                has_signed_repr: false,
                ..special(127, -127, 1, 8, NanOnly, AllOnes)
            },
        }
    }

    /// Storage width in bits (19 for `tf32`, 80 for `f80`, ...).
    pub const fn bit_width(self) -> u32 {
        self.semantics().size_in_bits
    }

    /// Significand precision in bits, including the integer bit.
    pub const fn precision(self) -> u32 {
        self.semantics().precision
    }

    /// The MLIR type keyword, e.g. `"f8E4M3FN"`.
    pub const fn mlir_keyword(self) -> &'static str {
        match self {
            FloatFormat::F16 => "f16",
            FloatFormat::BF16 => "bf16",
            FloatFormat::F32 => "f32",
            FloatFormat::F64 => "f64",
            FloatFormat::F80 => "f80",
            FloatFormat::F128 => "f128",
            FloatFormat::TF32 => "tf32",
            FloatFormat::F8E5M2 => "f8E5M2",
            FloatFormat::F8E4M3 => "f8E4M3",
            FloatFormat::F8E4M3FN => "f8E4M3FN",
            FloatFormat::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatFormat::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatFormat::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatFormat::F8E3M4 => "f8E3M4",
            FloatFormat::F4E2M1FN => "f4E2M1FN",
            FloatFormat::F6E2M3FN => "f6E2M3FN",
            FloatFormat::F6E3M2FN => "f6E3M2FN",
            FloatFormat::F8E8M0FNU => "f8E8M0FNU",
        }
    }

    /// Inverse of [`FloatFormat::mlir_keyword`] (case-sensitive, like MLIR).
    pub fn from_keyword(s: &str) -> Option<Self> {
        ALL.iter().copied().find(|f| f.mlir_keyword() == s)
    }

    /// Mask of the format's storage bits within a `u128`.
    pub const fn bit_mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }

    /// Whether the format has an infinity.
    pub const fn has_inf(self) -> bool {
        matches!(self.semantics().non_finite, NonFinite::Ieee754)
    }

    /// Whether the format has a NaN.
    pub const fn has_nan(self) -> bool {
        !matches!(self.semantics().non_finite, NonFinite::FiniteOnly)
    }
}

impl std::fmt::Display for FloatFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mlir_keyword())
    }
}
