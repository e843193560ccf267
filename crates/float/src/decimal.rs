//! Decimal strings to floats.
//!
//! Two entry points:
//! * [`from_decimal_str`] is APFloat's `convertFromString` for decimal text in
//!   any format: correctly rounded (nearest, ties to even), with APFloat's
//!   scanning rules (exponent digits saturate at 24000, trailing garbage after
//!   a saturated exponent is ignored) and its quick overflow/underflow tests.
//!   The printer uses it to check whether a short rendering round-trips.
//! * [`parse_literal`] is what MLIR's parser does with a float literal token:
//!   the text becomes a `double` first (`Token::getFloatingPointValue`), is
//!   negated if a `-` preceded it, and is then converted to the target type.
//!   So `0.1 : f128` is the double nearest 0.1, widened.
//!
//! Rounding is exact: the significant digits form a big integer `D` and the
//! value `D * 10^E` is divided out with exact big-integer arithmetic. To keep
//! pathological inputs (megabytes of digits) cheap, digits beyond
//! [`MAX_DIGITS`] are folded into one sticky digit; that is exact because no
//! rounding boundary of any supported format has that many significant digits.

use crate::bigint::{div_small_quotient, BigUint};
use crate::format::FloatFormat;
use crate::round::{convert, normalize, overflow, Lost};
use crate::value::ApFloat;
use std::cmp::Ordering;

/// Significant digits kept before the rest collapses into a sticky digit.
///
/// The longest exact decimal expansion of a rounding boundary (a halfway point
/// between two adjacent values) in the widest-range formats (`f128`, `f80`)
/// is an odd multiple of `2^-16495`, i.e. about 11,565 significant digits.
const MAX_DIGITS: usize = 12_000;

/// Saturation point of APFloat's decimal-exponent reader.
const OVERLARGE_EXPONENT: i64 = 24_000;

/// The error text MLIR reports when a float literal cannot be read.
pub const LITERAL_ERROR: &str = "floating point value too large";

/// The shape of a scanned decimal number (APFloat's `decimalInfo`).
struct DecimalInfo {
    /// Index of the first significant (non-zero) digit, or of whatever
    /// stopped the scan when the number is zero.
    first_sig: usize,
    /// Index of the last significant digit.
    last_sig: usize,
    /// Decimal exponent applying to the significant digits read as an integer.
    exponent: i64,
    /// Decimal exponent with the point placed after the first significant digit.
    normalized_exponent: i64,
}

fn read_exponent(s: &[u8]) -> Result<i64, &'static str> {
    // A bare `e`, `e+` or `e-` means exponent zero (binutils compatibility).
    if s.is_empty() || (s.len() == 1 && (s[0] == b'-' || s[0] == b'+')) {
        return Ok(0);
    }
    let negative = s[0] == b'-';
    let digits = if s[0] == b'-' || s[0] == b'+' {
        &s[1..]
    } else {
        s
    };
    let mut abs: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return Err("Invalid character in exponent");
        }
        abs = abs * 10 + (c - b'0') as i64;
        if abs >= OVERLARGE_EXPONENT {
            abs = OVERLARGE_EXPONENT;
            break;
        }
    }
    Ok(if negative { -abs } else { abs })
}

fn interpret_decimal(s: &[u8]) -> Result<DecimalInfo, &'static str> {
    let end = s.len();
    let mut p = 0;
    let mut dot = end;
    while p != end && s[p] == b'0' {
        p += 1;
    }
    if p != end && s[p] == b'.' {
        dot = p;
        p += 1;
        if end == 1 {
            return Err("Significand has no digits");
        }
        while p != end && s[p] == b'0' {
            p += 1;
        }
    }

    let first_sig = p;
    let mut exponent = 0i64;
    let mut normalized_exponent = 0i64;
    while p != end {
        if s[p] == b'.' {
            if dot != end {
                return Err("String contains multiple dots");
            }
            dot = p;
            p += 1;
            if p == end {
                break;
            }
        }
        if !s[p].is_ascii_digit() {
            break;
        }
        p += 1;
    }

    if p != end {
        if s[p] != b'e' && s[p] != b'E' {
            return Err("Invalid character in significand");
        }
        if p == 0 {
            return Err("Significand has no digits");
        }
        if dot != end && p == 1 {
            return Err("Significand has no digits");
        }
        exponent = read_exponent(&s[p + 1..])?;
        if dot == end {
            dot = p;
        }
    }

    if p != first_sig {
        // Step back over trailing zeros (and a dot among them).
        if p != 0 {
            loop {
                loop {
                    p -= 1;
                    if !(p != 0 && s[p] == b'0') {
                        break;
                    }
                }
                if !(p != 0 && s[p] == b'.') {
                    break;
                }
            }
        }
        let (dot_i, p_i, first_i) = (dot as i64, p as i64, first_sig as i64);
        exponent += (dot_i - p_i) - (dot_i > p_i) as i64;
        normalized_exponent = exponent + (p_i - first_i) - (dot_i > first_i && dot_i < p_i) as i64;
    }

    Ok(DecimalInfo {
        first_sig,
        last_sig: p,
        exponent,
        normalized_exponent,
    })
}

/// Collects the significant digits into an integer, folding any beyond
/// [`MAX_DIGITS`] into a sticky last digit. Returns the integer and the
/// adjustment to add to the decimal exponent.
fn significant_digits(s: &[u8], info: &DecimalInfo) -> (BigUint, i64) {
    let digits = &s[info.first_sig..=info.last_sig];
    let count = digits.iter().filter(|c| c.is_ascii_digit()).count();
    if count <= MAX_DIGITS {
        return (BigUint::from_decimal_digits(digits), 0);
    }
    let mut kept = Vec::with_capacity(MAX_DIGITS + 1);
    let mut sticky = false;
    for &c in digits.iter().filter(|c| c.is_ascii_digit()) {
        if kept.len() < MAX_DIGITS {
            kept.push(c);
        } else if c != b'0' {
            sticky = true;
            break;
        }
    }
    kept.push(if sticky { b'1' } else { b'0' });
    let dropped = (count - MAX_DIGITS) as i64;
    (BigUint::from_decimal_digits(&kept), dropped - 1)
}

fn lost_from_big_truncation(v: &BigUint, bits: u64) -> Lost {
    if v.is_zero() || bits == 0 {
        return Lost::Zero;
    }
    let lsb = v.trailing_zeros();
    if bits <= lsb {
        Lost::Zero
    } else if bits == lsb + 1 {
        Lost::Half
    } else if v.bit(bits - 1) {
        Lost::MoreThanHalf
    } else {
        Lost::LessThanHalf
    }
}

/// Rounds `digits * 10^exp10` (digits non-zero) into `format`.
fn round_exact(format: FloatFormat, sign: bool, mut digits: BigUint, exp10: i64) -> ApFloat {
    // Working width of the truncated significand handed to `normalize`:
    // comfortably above the widest precision (113) and below 128.
    const WORK_BITS: u64 = 125;
    let p = format.semantics().precision as i64;
    if exp10 >= 0 {
        digits.mul_pow5(exp10 as u64);
        let len = digits.bit_len();
        let drop = len.saturating_sub(WORK_BITS);
        let lost = lost_from_big_truncation(&digits, drop);
        digits.shr(drop);
        let binary_exp = exp10 + drop as i64;
        normalize(format, sign, digits.low_u128(), binary_exp + p - 1, lost)
    } else {
        let k = (-exp10) as u64;
        let mut den = BigUint::pow5(k);
        // Scale so the quotient has 125 or 126 bits.
        let scale = WORK_BITS as i64 + den.bit_len() as i64 - digits.bit_len() as i64;
        if scale >= 0 {
            digits.shl(scale as u64);
        } else {
            den.shl((-scale) as u64);
        }
        let (q, rem) = div_small_quotient(digits, &den);
        let lost = match rem {
            None => Lost::Zero,
            Some(Ordering::Less) => Lost::LessThanHalf,
            Some(Ordering::Equal) => Lost::Half,
            Some(Ordering::Greater) => Lost::MoreThanHalf,
        };
        let binary_exp = -scale - k as i64;
        normalize(format, sign, q, binary_exp + p - 1, lost)
    }
}

fn from_unsigned_decimal(
    format: FloatFormat,
    sign: bool,
    s: &[u8],
) -> Result<ApFloat, &'static str> {
    let info = interpret_decimal(s)?;
    let sem = format.semantics();
    if info.first_sig == s.len() || !s[info.first_sig].is_ascii_digit() {
        return Ok(ApFloat::zero(format, sign));
    }
    let n = info.normalized_exponent;
    // APFloat's quick range tests: 42039/12655 and 28738/8651 bracket log2(10).
    // Integer limits are those of a 32-bit `int`, as in APFloat.
    const INT_MAX_DIV: i64 = i32::MAX as i64 / 42039;
    const INT_MIN_DIV: i64 = i32::MIN as i64 / 42039;
    if n - 1 > INT_MAX_DIV {
        return Ok(overflow(format, sign));
    }
    if n - 1 < INT_MIN_DIV
        || (n + 1) * 28738 <= 8651 * (sem.min_exponent as i64 - sem.precision as i64)
    {
        // Certainly below half the smallest denormal.
        return Ok(ApFloat::zero(format, sign));
    }
    if (n - 1) * 42039 >= 12655 * sem.max_exponent as i64 {
        return Ok(overflow(format, sign));
    }
    let (digits, adjust) = significant_digits(s, &info);
    Ok(round_exact(format, sign, digits, info.exponent + adjust))
}

/// APFloat's `convertFromString` for decimal text (an optional sign, digits
/// with at most one `.`, an optional `e`/`E` exponent), rounding to nearest.
/// Hexadecimal floats and `inf`/`nan` spellings are not supported.
pub fn from_decimal_str(format: FloatFormat, text: &str) -> Result<ApFloat, String> {
    let s = text.as_bytes();
    if s.is_empty() {
        return Err("Invalid string length".into());
    }
    let sign = s[0] == b'-';
    let rest = if s[0] == b'-' || s[0] == b'+' {
        &s[1..]
    } else {
        s
    };
    if rest.is_empty() {
        return Err("String has no digits".into());
    }
    if rest.len() >= 2 && rest[0] == b'0' && (rest[1] == b'x' || rest[1] == b'X') {
        return Err("hexadecimal float strings are not supported".into());
    }
    from_unsigned_decimal(format, sign, rest).map_err(str::to_string)
}

/// The value MLIR's parser gives a float literal token (`text`, e.g. `1.5e3`)
/// of type `format`, negated if a `-` token preceded it: the text is read as
/// a `double`, negated, then converted to `format` (nearest-even).
///
/// Out-of-range literals are not errors (they become infinity, NaN, the
/// largest value or zero as the format dictates), exactly as in mlir-opt;
/// only malformed text fails, with MLIR's message for an unreadable literal.
pub fn parse_literal(format: FloatFormat, text: &str, negative: bool) -> Result<ApFloat, String> {
    // The standard library's parser is correctly rounded, as strtod is; the
    // exact parser below is the reference and handles what it rejects.
    let fast = if text.len() < 64 {
        text.parse::<f64>().ok()
    } else {
        None
    };
    let mut d = match fast {
        Some(x) => ApFloat::from_f64(FloatFormat::F64, x),
        None => from_decimal_str(FloatFormat::F64, text).map_err(|_| LITERAL_ERROR.to_string())?,
    };
    if negative {
        d.sign = !d.sign;
    }
    Ok(convert(&d, format))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64_of(text: &str) -> f64 {
        f64::from_bits(from_decimal_str(FloatFormat::F64, text).unwrap().to_bits() as u64)
    }

    #[test]
    fn matches_rust_parser_for_doubles() {
        for t in [
            "0.1",
            "1.5e3",
            "2.2250738585072011e-308",
            "4.9406564584124654e-324",
            "2.4703282292062328e-324",
            "2.4703282292062327e-324",
            "1.7976931348623157e308",
            "1.7976931348623158e308",
            "123456789012345678901234567890",
            "9007199254740993",
            "0.000000000000000000000000000000001",
            "1.",
            "1e",
            "00.00100",
        ] {
            let expect: f64 = t.trim_end_matches('e').parse().unwrap();
            assert_eq!(f64_of(t).to_bits(), expect.to_bits(), "{t}");
        }
    }

    #[test]
    fn huge_inputs_do_not_hang_or_panic() {
        let mut s = String::from("0.");
        s.push_str(&"3".repeat(2_000_000));
        assert_eq!(f64_of(&s), 1.0 / 3.0);
        // Just above a tie; the deciding digit is far past the kept digits.
        let mut halfway = String::from("9007199254740993.");
        halfway.push_str(&"0".repeat(100_000));
        halfway.push('1');
        assert_eq!(f64_of(&halfway), 9007199254740994.0);
        assert!(f64_of("1e999999999999").is_infinite());
        // The exponent saturates at 24000, as in APFloat.
        assert_eq!(
            f64_of(&format!("1{}e-30000", "0".repeat(30000))),
            f64::INFINITY
        );
        assert_eq!(f64_of("1e-999999999999"), 0.0);
        assert!(from_decimal_str(FloatFormat::F64, "1.2.3").is_err());
        assert!(from_decimal_str(FloatFormat::F64, "").is_err());
        assert!(from_decimal_str(FloatFormat::F64, ".").is_err());
        assert!(from_decimal_str(FloatFormat::F64, "-").is_err());
    }
}
