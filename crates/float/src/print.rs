//! How mlir-opt prints a float attribute value (`printFloatValue` in MLIR's
//! AsmPrinter), used for `FloatAttr` and for every float element of a
//! `DenseElementsAttr`.
//!
//! The rule, in order:
//! 1. finite values: the 6-digit scientific form (`1.000000e-01`) if reading it
//!    back in the *same* format gives the very same value;
//! 2. otherwise APFloat's default `toString()` if it contains a `.`
//!    (`0.10000000000000001`, `3.36210314311209350626E-4932`);
//! 3. otherwise -- and always for infinities and NaNs -- the bit pattern as an
//!    upper-case C hex literal (`0x7FC00000`).

use crate::decimal::from_decimal_str;
use crate::to_string::to_string;
use crate::value::ApFloat;

/// The bit pattern as APInt prints it with `formatAsCLiteral`: `0x`, upper-case
/// digits, no leading zeros (`0x0` for zero).
pub fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
}

/// The 6-digit scientific form for `f32`/`f64` values whose exact decimal
/// expansion has at most 6 significant digits (`1.5`, `0.25`, `42.0`...), the
/// common case in real IR. Such values print the same under any rounding
/// scheme, so the standard library's formatting can stand in for APFloat's
/// (which truncates before rounding and so differs on longer expansions).
/// `None` means the exact algorithm must decide.
fn short_form_fast(v: &ApFloat) -> Option<String> {
    use crate::FloatFormat;
    let (text, mantissa, exp2) = match v.format {
        FloatFormat::F64 => {
            let x = f64::from_bits(v.to_bits() as u64);
            if !x.is_finite() {
                return None;
            }
            let bits = x.to_bits();
            let e = ((bits >> 52) & 0x7ff) as i32;
            let f = bits & ((1u64 << 52) - 1);
            let (m, e2) = if e == 0 {
                (f, -1074)
            } else {
                (f | (1u64 << 52), e - 1075)
            };
            (format!("{x:.5e}"), m, e2)
        }
        FloatFormat::F32 => {
            let x = f32::from_bits(v.to_bits() as u32);
            if !x.is_finite() {
                return None;
            }
            let bits = x.to_bits();
            let e = ((bits >> 23) & 0xff) as i32;
            let f = (bits & ((1u32 << 23) - 1)) as u64;
            let (m, e2) = if e == 0 {
                (f, -149)
            } else {
                (f | (1u64 << 23), e - 150)
            };
            (format!("{x:.5e}"), m, e2)
        }
        _ => return None,
    };
    let (mant, exp) = text.split_once('e')?;
    let exp10: i32 = exp.parse().ok()?;
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let m10: u128 = digits.parse().ok()?;
    if !exact_equal(mantissa, exp2, m10, exp10 - 5) {
        return None;
    }
    // Rust writes `1.5e-7` / `1.5e7`; APFloat writes `1.5e-07` / `1.5e+07`.
    let (sign, edigits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    let mut out = String::with_capacity(mant.len() + 6);
    out.push_str(mant);
    // Six significant digits are exact; APFloat pads to seven.
    out.push('0');
    out.push('e');
    out.push(sign);
    if edigits.len() < 2 {
        out.push('0');
    }
    out.push_str(edigits);
    Some(out)
}

/// Whether `m * 2^e2 == d * 10^e10` exactly (small ranges only; `false`
/// when the check would not fit in 128 bits).
fn exact_equal(m: u64, e2: i32, d: u128, e10: i32) -> bool {
    if m == 0 || d == 0 {
        return m == 0 && d == 0;
    }
    // Compare m * 2^e2 * 10^-e10 with d: bring both to integers.
    if e10 >= 0 {
        // m * 2^e2 == d * 10^e10 = d * 5^e10 * 2^e10
        if e10 > 27 {
            return false;
        }
        let Some(rhs) = d.checked_mul(5u128.pow(e10 as u32)) else {
            return false;
        };
        let shift = e2 - e10;
        shifted_eq(m as u128, shift, rhs)
    } else {
        // m * 2^e2 * 5^k * 2^k == d, with k = -e10
        let k = -e10;
        if k > 27 {
            return false;
        }
        let Some(lhs) = (m as u128).checked_mul(5u128.pow(k as u32)) else {
            return false;
        };
        shifted_eq(lhs, e2 + k, d)
    }
}

/// Whether `a * 2^shift == b` for integers `a`, `b`.
fn shifted_eq(a: u128, shift: i32, b: u128) -> bool {
    if shift >= 0 {
        if shift >= 127 || a.leading_zeros() < shift as u32 {
            return false;
        }
        a << shift == b
    } else {
        let s = -shift;
        if s >= 128 {
            return false;
        }
        a & ((1u128 << s) - 1) == 0 && a >> s == b
    }
}

/// Exactly what mlir-opt prints for this value.
pub fn format_mlir(v: &ApFloat) -> String {
    if let Some(s) = short_form_fast(v) {
        return s;
    }
    format_mlir_generic(v)
}

/// [`format_mlir`] without the `f32`/`f64` shortcut.
pub fn format_mlir_generic(v: &ApFloat) -> String {
    if !v.is_nan() && !v.is_inf() {
        let short = to_string(v, 6, 0, false);
        if let Ok(back) = from_decimal_str(v.format, &short) {
            if back.bitwise_eq(v) {
                return short;
            }
        }
        let full = to_string(v, 0, 3, true);
        if full.contains('.') {
            return full;
        }
    }
    hex_literal(v.to_bits())
}

#[cfg(test)]
mod fast_path_tests {
    use super::*;
    use crate::FloatFormat;

    /// The shortcut must agree with the APFloat-faithful path everywhere.
    #[test]
    fn shortcut_matches_generic_path() {
        let mut state = 0x9E3779B97F4A7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut values: Vec<(FloatFormat, u128)> = Vec::new();
        for _ in 0..20000 {
            values.push((FloatFormat::F64, next() as u128));
            values.push((FloatFormat::F32, (next() & 0xFFFF_FFFF) as u128));
        }
        let mut specials = vec![
            1.0f64,
            0.1,
            2.5,
            1e-7,
            1e22,
            123456.7,
            12345665.0,
            5e-324,
            -0.0,
            1e300,
            4.225929e-06,
        ];
        for i in -300..300 {
            specials.push(i as f64);
            specials.push(i as f64 / 64.0);
            specials.push(i as f64 * 1000.0);
            specials.push(i as f64 / 1024.0 / 1024.0);
        }
        for x in specials {
            values.push((FloatFormat::F64, x.to_bits() as u128));
            values.push((FloatFormat::F32, (x as f32).to_bits() as u128));
        }
        for (fmt, bits) in values {
            let v = ApFloat::from_bits(fmt, bits);
            assert_eq!(
                format_mlir(&v),
                format_mlir_generic(&v),
                "{fmt:?} {bits:#x}"
            );
        }
    }
}
