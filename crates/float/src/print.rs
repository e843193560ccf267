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

/// Exactly what mlir-opt prints for this value.
pub fn format_mlir(v: &ApFloat) -> String {
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
