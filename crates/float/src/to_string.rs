//! Floats to decimal text, reproducing APFloat's `toString` exactly.
//!
//! APFloat's algorithm is not "shortest round-trip" nor plain correct
//! rounding: it first *truncates* the exact decimal expansion to a few more
//! digits than requested (dividing by a power of ten estimated from bit
//! counts), then rounds the remaining digit string half-up looking at a single
//! digit. Printing must match mlir-opt byte for byte, so those two steps are
//! reproduced literally, on exact big integers.

use crate::bigint::BigUint;
use crate::value::{ApFloat, Category};

/// Drops decimal precision that cannot matter, in binary: removes
/// `floor((bits - needed) * 59 / 196)` trailing decimal digits by truncating
/// division (196/59 slightly overestimates log2(10)).
fn adjust_binary(sig: &mut BigUint, exp: &mut i64, format_precision: u64) {
    let removable = removable_digits(sig, format_precision);
    if removable == 0 {
        return;
    }
    *exp += removable as i64;
    sig.div_pow10(removable);
}

/// How many trailing decimal digits [`adjust_binary`] removes.
fn removable_digits(sig: &BigUint, format_precision: u64) -> u64 {
    let bits = sig.bit_len();
    let required = (format_precision * 196).div_ceil(59);
    if bits <= required {
        return 0;
    }
    (bits - required) * 59 / 196
}

/// Rounds the digit buffer (least significant digit first) to at most
/// `format_precision` digits, half-up on the first dropped digit only, and
/// drops the trailing zeros that rounding leaves.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i64, format_precision: usize) {
    let n = buf.len();
    if n <= format_precision {
        return;
    }
    let mut first = n - format_precision;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    // Decimal add-with-carry; carried-through nines become dropped zeros.
    while first < n && buf[first] == b'9' {
        first += 1;
    }
    if first < n {
        buf[first] += 1;
    }
    *exp += first as i64;
    if first == n {
        buf.clear();
        buf.push(b'1');
        return;
    }
    buf.drain(..first);
}

/// APFloat's `toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
///
/// * `format_precision`: significant digits; 0 means "enough to round-trip"
///   (`2 + precision * 59 / 196`).
/// * `max_padding`: zeros allowed before switching to scientific notation;
///   0 forces scientific notation.
/// * `truncate_zero`: drop trailing zeros and use `E` (true), or pad the
///   mantissa to `format_precision` digits and use `e` with a two-digit
///   exponent (false).
pub fn to_string(
    v: &ApFloat,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    match v.category {
        Category::Infinity => return if v.sign { "-Inf".into() } else { "+Inf".into() },
        Category::NaN => return "NaN".into(),
        Category::Zero => {
            if v.sign {
                out.push('-');
            }
            if max_padding != 0 {
                out.push('0');
            } else if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..format_precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
            return out;
        }
        Category::Normal => {}
    }

    let precision = v.format.semantics().precision;
    let mask = if precision >= 128 {
        u128::MAX
    } else {
        (1u128 << precision) - 1
    };
    let mut sig = BigUint::from_u128(v.significand & mask);
    let mut exp = v.exponent as i64 - (precision as i64 - 1);
    if v.sign {
        out.push('-');
    }
    if sig.is_zero() {
        // Not a state a normal value can be in; print it as a zero would be.
        out.push('0');
        return out;
    }
    let format_precision = if format_precision == 0 {
        2 + precision as u64 * 59 / 196
    } else {
        format_precision as u64
    };

    // Strip trailing binary zeros, then express the value as sig * 10^exp.
    let tz = sig.trailing_zeros();
    exp += tz as i64;
    sig.shr(tz);
    if exp > 0 {
        sig.shl(exp as u64);
        exp = 0;
        adjust_binary(&mut sig, &mut exp, format_precision);
    } else if exp < 0 {
        // n * 2^-k == n * 5^k * 10^-k
        let k = (-exp) as u64;
        let n = sig.clone();
        sig.mul_pow5(k);
        let removable = removable_digits(&sig, format_precision);
        if removable > 0 && removable <= k {
            // floor(n * 5^k / 10^t) == floor(n * 5^(k-t) / 2^t): a shift
            // instead of a long division of a (possibly huge) number.
            sig = n;
            sig.mul_pow5(k - removable);
            sig.shr(removable);
            exp += removable as i64;
        } else {
            adjust_binary(&mut sig, &mut exp, format_precision);
        }
    }

    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    adjust_digits(&mut buf, &mut exp, format_precision as usize);
    render(
        &mut out,
        &buf,
        exp,
        format_precision,
        max_padding,
        truncate_zero,
    );
    out
}

/// Lays out digits (least significant first) times `10^exp`.
fn render(
    out: &mut String,
    buf: &[u8],
    mut exp: i64,
    format_precision: u64,
    max_padding: u32,
    truncate_zero: bool,
) {
    let ndigits = buf.len() as i64;
    let digit = |i: i64| buf[(ndigits - 1 - i) as usize] as char; // i-th most significant

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        // 765e3 -> 765000, unless that pads too much or looks too precise.
        exp > max_padding as i64 || ndigits + exp > format_precision as i64
    } else {
        let msd = exp + ndigits - 1;
        // 765e-2 -> 7.65; 765e-5 -> 0.00765 unless that pads too much.
        msd < 0 && -msd > max_padding as i64
    };

    if scientific {
        exp += ndigits - 1;
        out.push(digit(0));
        out.push('.');
        if ndigits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..ndigits {
                out.push(digit(i));
            }
        }
        if !truncate_zero && format_precision as i64 > ndigits - 1 {
            for _ in 0..(format_precision as i64 - ndigits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let mag = exp.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
        return;
    }

    if exp >= 0 {
        for i in 0..ndigits {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }

    let whole = exp + ndigits;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < ndigits {
        out.push(digit(i));
        i += 1;
    }
}
