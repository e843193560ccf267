//! The unpacked representation of a float value and its bit-level codec.
//!
//! [`ApFloat`] carries exactly the state APFloat's `IEEEFloat` carries
//! (category, sign, exponent, significand). Keeping that state -- rather than
//! only the packed bits -- matters because a few values MLIR can hold have no
//! faithful bit pattern: `-1.0 : f8E8M0FNU` (the format has no sign bit, yet
//! APFloat keeps the sign and prints it) and an infinity converted into a
//! finite-only format such as `f4E2M1FN`. Packing follows APFloat's
//! `bitcastToAPInt` bit for bit, including what it produces for those
//! impossible states, so `to_bits` matches what MLIR stores in dense data.

use crate::format::{FloatFormat, NanEncoding, NonFinite};

/// What kind of value an [`ApFloat`] holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// A float value in unpacked form.
///
/// For `Normal` values the magnitude is
/// `significand * 2^(exponent - (precision - 1))`; denormals have
/// `exponent == min_exponent` and a significand below `2^(precision-1)`.
/// For NaNs the significand holds the payload bits (without the integer bit,
/// except for `f80`, whose integer bit is explicit).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    pub(crate) format: FloatFormat,
    pub(crate) category: Category,
    pub(crate) sign: bool,
    pub(crate) exponent: i32,
    pub(crate) significand: u128,
}

fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl ApFloat {
    pub fn format(&self) -> FloatFormat {
        self.format
    }
    pub fn category(&self) -> Category {
        self.category
    }
    /// The sign flag (also meaningful for NaN and, as in APFloat, kept even
    /// for `f8E8M0FNU` which cannot encode it).
    pub fn is_negative(&self) -> bool {
        self.sign
    }
    pub fn is_nan(&self) -> bool {
        self.category == Category::NaN
    }
    pub fn is_inf(&self) -> bool {
        self.category == Category::Infinity
    }
    pub fn is_zero(&self) -> bool {
        self.category == Category::Zero
    }
    pub fn is_finite_nonzero(&self) -> bool {
        self.category == Category::Normal
    }
    /// APFloat's exponent (unbiased; see the type docs).
    pub fn exponent(&self) -> i32 {
        self.exponent
    }
    /// APFloat's significand, including the integer bit for normal values.
    pub fn significand(&self) -> u128 {
        self.significand
    }

    /// The value with its sign flipped (APFloat's `changeSign`): in formats
    /// whose NaN is the negative-zero pattern, zeros and NaNs keep their
    /// sign.
    pub fn change_sign(&self) -> ApFloat {
        let sem = self.format.semantics();
        if sem.nan_encoding == NanEncoding::NegativeZero && (self.is_zero() || self.is_nan()) {
            return *self;
        }
        ApFloat {
            sign: !self.sign,
            ..*self
        }
    }

    /// Whether this is a signalling NaN (only IEEE-style formats have them).
    pub fn is_signaling(&self) -> bool {
        let sem = self.format.semantics();
        self.is_nan()
            && sem.non_finite == NonFinite::Ieee754
            && (self.significand >> (sem.precision - 2)) & 1 == 0
    }

    /// APFloat's `bitwiseIsEqual`: same category and sign, and for finite
    /// non-zero values and NaNs the same exponent/significand.
    pub fn bitwise_eq(&self, other: &ApFloat) -> bool {
        if self.format != other.format || self.category != other.category || self.sign != other.sign
        {
            return false;
        }
        match self.category {
            Category::Zero | Category::Infinity => true,
            Category::Normal => {
                self.exponent == other.exponent && self.significand == other.significand
            }
            Category::NaN => self.significand == other.significand,
        }
    }

    pub(crate) fn exponent_zero(format: FloatFormat) -> i32 {
        format.semantics().min_exponent - 1
    }

    pub(crate) fn exponent_inf(format: FloatFormat) -> i32 {
        format.semantics().max_exponent + 1
    }

    pub(crate) fn exponent_nan(format: FloatFormat) -> i32 {
        let sem = format.semantics();
        if sem.non_finite == NonFinite::NanOnly {
            if sem.nan_encoding == NanEncoding::NegativeZero {
                return Self::exponent_zero(format);
            }
            if sem.has_signed_repr {
                return sem.max_exponent;
            }
        }
        sem.max_exponent + 1
    }

    /// A zero; formats without zero (`f8E8M0FNU`) get their smallest value,
    /// and formats whose negative-zero pattern is NaN get `+0`.
    pub fn zero(format: FloatFormat, negative: bool) -> ApFloat {
        let sem = format.semantics();
        if !sem.has_zero {
            return Self::smallest_normalized(format, false);
        }
        ApFloat {
            format,
            category: Category::Zero,
            sign: negative && sem.nan_encoding != NanEncoding::NegativeZero,
            exponent: Self::exponent_zero(format),
            significand: 0,
        }
    }

    /// Infinity; NaN for formats that have no infinity (as APFloat's
    /// `makeInf`). Finite-only formats have neither; they get an infinity
    /// state anyway, which packs the way APFloat's release build packs it.
    pub fn inf(format: FloatFormat, negative: bool) -> ApFloat {
        if format.semantics().non_finite == NonFinite::NanOnly {
            return Self::nan(format, negative);
        }
        ApFloat {
            format,
            category: Category::Infinity,
            sign: negative,
            exponent: Self::exponent_inf(format),
            significand: 0,
        }
    }

    /// The default quiet NaN (APFloat's `makeNaN(false, negative)`).
    pub fn nan(format: FloatFormat, negative: bool) -> ApFloat {
        let sem = format.semantics();
        let p = sem.precision;
        let mut sign = negative;
        let mut significand = 0u128;
        let qnan_bit = p.saturating_sub(2);
        if sem.non_finite == NonFinite::NanOnly {
            if sem.nan_encoding == NanEncoding::NegativeZero {
                // The single NaN is the negative-zero pattern.
                sign = true;
            } else {
                significand = low_mask(p - 1);
            }
        }
        if sem.nan_encoding != NanEncoding::NegativeZero {
            significand |= 1u128 << qnan_bit;
        }
        if format == FloatFormat::F80 {
            // A real x87 NaN, not a pseudo-NaN: the explicit integer bit is set.
            significand |= 1u128 << (qnan_bit + 1);
        }
        ApFloat {
            format,
            category: Category::NaN,
            sign,
            exponent: Self::exponent_nan(format),
            significand,
        }
    }

    /// The smallest normal value (`2^min_exponent`).
    pub fn smallest_normalized(format: FloatFormat, negative: bool) -> ApFloat {
        let sem = format.semantics();
        ApFloat {
            format,
            category: Category::Normal,
            sign: negative,
            exponent: sem.min_exponent,
            significand: 1u128 << (sem.precision - 1),
        }
    }

    /// The largest finite value.
    pub fn largest(format: FloatFormat, negative: bool) -> ApFloat {
        let sem = format.semantics();
        let mut significand = low_mask(sem.precision);
        if sem.non_finite == NonFinite::NanOnly
            && sem.nan_encoding == NanEncoding::AllOnes
            && sem.precision > 1
        {
            // The all-ones pattern is NaN, so the largest value ends in a 0.
            significand &= !1;
        }
        ApFloat {
            format,
            category: Category::Normal,
            sign: negative,
            exponent: sem.max_exponent,
            significand,
        }
    }

    /// Unpacks a bit pattern (APFloat's `initFromAPInt`). Bits above the
    /// format's width are ignored.
    pub fn from_bits(format: FloatFormat, bits: u128) -> ApFloat {
        let bits = bits & format.bit_mask();
        match format {
            FloatFormat::F80 => Self::from_bits_x87(bits),
            FloatFormat::F8E8M0FNU => Self::from_bits_e8m0(bits),
            _ => Self::from_bits_ieee_like(format, bits),
        }
    }

    fn from_bits_x87(bits: u128) -> ApFloat {
        let format = FloatFormat::F80;
        let mantissa = bits as u64;
        let biased = ((bits >> 64) & 0x7fff) as i32;
        let sign = (bits >> 79) & 1 == 1;
        let integer_bit = mantissa >> 63 == 1;
        if biased == 0 && mantissa == 0 {
            return Self::zero(format, sign);
        }
        if biased == 0x7fff && mantissa == 1 << 63 {
            return Self::inf(format, sign);
        }
        // Pseudo-NaNs, pseudo-infinities and unnormals are all treated as NaN.
        if biased == 0x7fff || !integer_bit && biased != 0 {
            return ApFloat {
                format,
                category: Category::NaN,
                sign,
                exponent: Self::exponent_nan(format),
                significand: mantissa as u128,
            };
        }
        ApFloat {
            format,
            category: Category::Normal,
            sign,
            // Pseudo-denormals (exponent 0, integer bit set) become normals.
            exponent: if biased == 0 { -16382 } else { biased - 16383 },
            significand: mantissa as u128,
        }
    }

    fn from_bits_e8m0(bits: u128) -> ApFloat {
        let format = FloatFormat::F8E8M0FNU;
        if bits == 0xff {
            return ApFloat {
                format,
                category: Category::NaN,
                sign: false,
                exponent: Self::exponent_nan(format),
                significand: 1,
            };
        }
        ApFloat {
            format,
            category: Category::Normal,
            sign: false,
            exponent: bits as i32 - 127,
            significand: 1,
        }
    }

    fn from_bits_ieee_like(format: FloatFormat, bits: u128) -> ApFloat {
        let sem = format.semantics();
        let trailing = sem.precision - 1;
        let exp_bits = sem.size_in_bits - 1 - trailing;
        let bias = 1 - sem.min_exponent;
        let field = bits & low_mask(trailing);
        let biased = ((bits >> trailing) & low_mask(exp_bits)) as i32;
        let sign = (bits >> (sem.size_in_bits - 1)) & 1 == 1;
        let is_zero = biased == 0 && field == 0;

        if sem.non_finite == NonFinite::Ieee754
            && biased - bias == Self::exponent_inf(format)
            && field == 0
        {
            return Self::inf(format, sign);
        }
        let is_nan = match sem.nan_encoding {
            NanEncoding::Ieee => biased - bias == Self::exponent_nan(format) && field != 0,
            NanEncoding::AllOnes => {
                biased - bias == Self::exponent_nan(format) && field == low_mask(trailing)
            }
            NanEncoding::NegativeZero => is_zero && sign,
        };
        if is_nan {
            return ApFloat {
                format,
                category: Category::NaN,
                sign,
                exponent: Self::exponent_nan(format),
                significand: field,
            };
        }
        if is_zero {
            return Self::zero(format, sign);
        }
        let (exponent, significand) = if biased == 0 {
            (sem.min_exponent, field)
        } else {
            (biased - bias, field | (1u128 << trailing))
        };
        ApFloat {
            format,
            category: Category::Normal,
            sign,
            exponent,
            significand,
        }
    }

    /// Packs the value (APFloat's `bitcastToAPInt`), zero-extended to `u128`.
    pub fn to_bits(&self) -> u128 {
        if self.format == FloatFormat::F80 {
            return self.to_bits_x87();
        }
        let format = self.format;
        let sem = format.semantics();
        let trailing = sem.precision - 1;
        let (bias, exp_bits) = if format == FloatFormat::F8E8M0FNU {
            (-sem.min_exponent, sem.size_in_bits)
        } else {
            (1 - sem.min_exponent, sem.size_in_bits - 1 - trailing)
        };
        let integer_bit = 1u128 << trailing;
        let (biased, field) = match self.category {
            Category::Normal => {
                let mut biased = self.exponent as i64 + bias as i64;
                if biased == 1 && self.significand & integer_bit == 0 {
                    biased = 0; // denormal
                }
                (biased, self.significand)
            }
            Category::Zero => (Self::exponent_zero(format) as i64 + bias as i64, 0),
            Category::Infinity => (Self::exponent_inf(format) as i64 + bias as i64, 0),
            Category::NaN => (
                Self::exponent_nan(format) as i64 + bias as i64,
                self.significand,
            ),
        };
        // Like APFloat, the exponent is masked to its field (this is what
        // makes an infinity in a finite-only format pack to +-0).
        let biased = (biased as u128) & low_mask(exp_bits);
        let field = field & (integer_bit - 1);
        let mut bits = field | (biased << trailing);
        bits |= (self.sign as u128) << (sem.size_in_bits - 1);
        bits & format.bit_mask()
    }

    fn to_bits_x87(self) -> u128 {
        let (biased, mantissa): (i64, u64) = match self.category {
            Category::Normal => {
                let mut biased = self.exponent as i64 + 16383;
                let m = self.significand as u64;
                if biased == 1 && m >> 63 == 0 {
                    biased = 0;
                }
                (biased, m)
            }
            Category::Zero => (0, 0),
            Category::Infinity => (0x7fff, 1 << 63),
            Category::NaN => (0x7fff, self.significand as u64),
        };
        (mantissa as u128) | (((biased as u128) & 0x7fff) << 64) | ((self.sign as u128) << 79)
    }
}
