//! Floating-point formats of MLIR's builtin types (`f16` ... `f128`, `tf32`,
//! the 8/6/4-bit `f8E4M3FN`-style formats), with MLIR's float-literal parsing,
//! APFloat-compatible conversion, and byte-exact mlir-opt printing of float
//! attribute values.
//!
//! # Design
//!
//! This is a from-scratch, generic implementation: every format is a row of
//! APFloat-style semantics ([`Semantics`]: precision, exponent range, width,
//! non-finite encoding) and all algorithms are parameterised by it, using a
//! small exact big-integer type for decimal work. The `rustc_apfloat` crate was
//! not used because it lacks most of the 8/6/4-bit formats (and their NaN/zero
//! rules), and the printer must reproduce APFloat's `toString` quirks
//! (truncate-then-round-half-up) exactly, which is easiest to guarantee when
//! the code mirrors those steps directly. No dependencies are needed.
//!
//! # Values
//!
//! The primary currency is the bit pattern (`bitcastToAPInt`), zero-extended
//! into a `u128`; the free functions take and return such bits. [`ApFloat`]
//! is the unpacked form. It can additionally hold the two states APFloat can
//! reach that have no faithful bit pattern (a negative `f8E8M0FNU` value,
//! infinity in a finite-only format); a `FloatAttr` implementation that must
//! print those like mlir-opt should store an [`ApFloat`] (see
//! [`parse_decimal_value`]), while dense element storage should store bits,
//! as MLIR itself does.
//!
//! # Parsing
//!
//! MLIR reads a float literal token as a `double` and then converts it to the
//! attribute's type ([`parse_decimal`]), so e.g. `0.1 : f128` prints as
//! `0.100000000000000005551115123125782702`. Hexadecimal integer literals
//! give the bit pattern directly ([`parse_hex_literal`]).
//!
//! ```
//! use rmlir_float::{format_mlir, parse_decimal, FloatFormat};
//!
//! let bits = parse_decimal(FloatFormat::F32, "1.0e-40", false).unwrap();
//! assert_eq!(format_mlir(FloatFormat::F32, bits), "9.999940e-41");
//! let bits = parse_decimal(FloatFormat::F64, "0.1", true).unwrap();
//! assert_eq!(format_mlir(FloatFormat::F64, bits), "-1.000000e-01");
//! assert_eq!(format_mlir(FloatFormat::F32, 0x7FC0_0001), "0x7FC00001");
//! ```

mod bigint;
mod decimal;
mod format;
mod print;
mod round;
mod to_string;
mod value;

pub use decimal::{from_decimal_str, LITERAL_ERROR};
pub use format::{FloatFormat, NanEncoding, NonFinite, Semantics};
pub use print::hex_literal;
pub use value::{ApFloat, Category};

impl ApFloat {
    /// Converts to another format, rounding to nearest-even (APFloat's
    /// `convert`; note that, like APFloat, this quiets signalling NaNs even
    /// when `to` is the value's own format).
    pub fn convert(&self, to: FloatFormat) -> ApFloat {
        round::convert(self, to)
    }

    /// The `f64` value converted to `format`.
    pub fn from_f64(format: FloatFormat, v: f64) -> ApFloat {
        ApFloat::from_bits(FloatFormat::F64, v.to_bits() as u128).convert(format)
    }

    /// The value converted to `f64` (exact whenever representable). NaNs
    /// always give a NaN, even where APFloat's `convert` produces infinity
    /// bits (an `f8E8M0FNU` NaN, whose payload is entirely the integer bit).
    pub fn to_f64(&self) -> f64 {
        let d = f64::from_bits(self.convert(FloatFormat::F64).to_bits() as u64);
        if self.is_nan() && !d.is_nan() {
            return if self.sign { -f64::NAN } else { f64::NAN };
        }
        d
    }

    /// Exactly what mlir-opt prints for this value as a float attribute.
    pub fn format_mlir(&self) -> String {
        print::format_mlir(self)
    }

    /// APFloat's `toString(FormatPrecision, FormatMaxPadding, TruncateZero)`.
    pub fn to_apfloat_string(
        &self,
        format_precision: u32,
        max_padding: u32,
        truncate_zero: bool,
    ) -> String {
        to_string::to_string(self, format_precision, max_padding, truncate_zero)
    }
}

/// `f64` to `format`, rounding to nearest-even with the format's overflow
/// rules (infinity, NaN for NaN-only formats, largest value for finite-only
/// formats). Returns the bit pattern.
pub fn from_f64(fmt: FloatFormat, v: f64) -> u128 {
    ApFloat::from_f64(fmt, v).to_bits()
}

/// The value of a bit pattern as an `f64` (exact where representable,
/// otherwise rounded to nearest-even).
pub fn to_f64(fmt: FloatFormat, bits: u128) -> f64 {
    ApFloat::from_bits(fmt, bits).to_f64()
}

/// Exactly what mlir-opt prints for a float attribute (or dense element) of
/// type `fmt` with these bits: `1.000000e+00`, `0.10000000000000001`,
/// `0x7FC00000`, ... Bits above the format's width are ignored.
pub fn format_mlir(fmt: FloatFormat, bits: u128) -> String {
    ApFloat::from_bits(fmt, bits).format_mlir()
}

/// APFloat's `toString` with explicit formatting parameters; MLIR's default
/// `toString()` is `(0, 3, true)`.
pub fn to_apfloat_string(
    fmt: FloatFormat,
    bits: u128,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    ApFloat::from_bits(fmt, bits).to_apfloat_string(format_precision, max_padding, truncate_zero)
}

/// The value MLIR's parser gives the float literal token `text` (e.g. `1.5e3`,
/// `0.1`, `1.`; no sign) in a type of format `fmt`, negated if `negative`.
/// Returns the bit pattern. Out-of-range values are not errors, as in
/// mlir-opt (`1.0e400 : f64` is `0x7FF0000000000000`); malformed text yields
/// `Err("floating point value too large")`, MLIR's message for an unreadable
/// literal.
pub fn parse_decimal(fmt: FloatFormat, text: &str, negative: bool) -> Result<u128, String> {
    parse_decimal_value(fmt, text, negative).map(|v| v.to_bits())
}

/// Like [`parse_decimal`] but keeps the unpacked value, which for the two
/// bit-less states (see the crate docs) prints differently from its bits.
pub fn parse_decimal_value(
    fmt: FloatFormat,
    text: &str,
    negative: bool,
) -> Result<ApFloat, String> {
    decimal::parse_literal(fmt, text, negative)
}

/// MLIR's reading of a hexadecimal integer literal (`0x7FC00001`) given for a
/// float type: the literal is the bit pattern. `negative` is whether a `-`
/// token preceded it. Errors carry mlir-opt's messages. The returned bits are
/// canonical (see [`canonicalize`]).
pub fn parse_hex_literal(fmt: FloatFormat, text: &str, negative: bool) -> Result<u128, String> {
    let digits = text
        .strip_prefix("0x")
        .filter(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_hexdigit()));
    let Some(digits) = digits else {
        return Err("unexpected decimal integer literal for a floating point value".into());
    };
    if negative {
        return Err("hexadecimal float literal should not have a leading minus".into());
    }
    // Leading zeros never make a literal too wide; anything left beyond 32
    // digits cannot fit any format.
    let significant = digits.trim_start_matches('0');
    let bits = match significant.len() {
        0 => Some(0),
        1..=32 => u128::from_str_radix(significant, 16).ok(),
        _ => None,
    };
    match bits {
        Some(bits) if bits & !fmt.bit_mask() == 0 => Ok(canonicalize(fmt, bits)),
        _ => Err("hexadecimal float constant out of range for type".into()),
    }
}

/// The bit pattern APFloat stores after reading `bits` (`initFromAPInt`
/// followed by `bitcastToAPInt`). Differs from the input only for odd x87
/// patterns (pseudo-denormals, unnormals, pseudo-NaNs).
pub fn canonicalize(fmt: FloatFormat, bits: u128) -> u128 {
    ApFloat::from_bits(fmt, bits).to_bits()
}

pub fn is_nan(fmt: FloatFormat, bits: u128) -> bool {
    ApFloat::from_bits(fmt, bits).is_nan()
}

pub fn is_inf(fmt: FloatFormat, bits: u128) -> bool {
    ApFloat::from_bits(fmt, bits).is_inf()
}

pub fn is_zero(fmt: FloatFormat, bits: u128) -> bool {
    ApFloat::from_bits(fmt, bits).is_zero()
}

/// The sign flag as APFloat reports it (true for negative NaNs too, and for
/// the single NaN of the `FNUZ` formats).
pub fn is_negative(fmt: FloatFormat, bits: u128) -> bool {
    ApFloat::from_bits(fmt, bits).is_negative()
}

/// Converts a bit pattern between formats (APFloat's `convert`, nearest-even).
pub fn convert(from: FloatFormat, bits: u128, to: FloatFormat) -> u128 {
    ApFloat::from_bits(from, bits).convert(to).to_bits()
}
