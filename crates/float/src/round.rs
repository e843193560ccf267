//! Rounding (APFloat's `normalize`) and format-to-format conversion
//! (APFloat's `convert`), both with round-to-nearest-ties-to-even, the only
//! mode MLIR's parser and printer use.
//!
//! The structure follows APFloat step by step (pre-shift of denormals,
//! truncation with a "lost fraction", renormalisation) rather than a more
//! abstract "round this rational" formulation: the special-value rules
//! (all-ones NaN patterns, formats without zero or infinity, x87 NaNs) are
//! attached to particular steps, and mirroring the steps keeps every corner
//! case identical.

use crate::format::{FloatFormat, NanEncoding, NonFinite};
use crate::value::{ApFloat, Category};

/// What was discarded below the least significant kept bit, relative to half
/// an ulp of the kept value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

/// The fraction lost when the low `bits` bits of `v` are truncated.
pub(crate) fn lost_through_truncation(v: u128, bits: u64) -> Lost {
    if v == 0 {
        return Lost::Zero;
    }
    let lsb = v.trailing_zeros() as u64;
    if bits <= lsb {
        Lost::Zero
    } else if bits == lsb + 1 {
        Lost::Half
    } else if bits <= 128 && (v >> (bits - 1)) & 1 == 1 {
        Lost::MoreThanHalf
    } else {
        Lost::LessThanHalf
    }
}

/// Shifts right, reporting what fell off.
pub(crate) fn shift_right(v: &mut u128, bits: u64) -> Lost {
    let lost = lost_through_truncation(*v, bits);
    *v = if bits >= 128 { 0 } else { *v >> bits };
    lost
}

/// Merges a lost fraction with a less significant one discarded earlier.
pub(crate) fn combine(more_significant: Lost, less_significant: Lost) -> Lost {
    if less_significant != Lost::Zero {
        match more_significant {
            Lost::Zero => return Lost::LessThanHalf,
            Lost::Half => return Lost::MoreThanHalf,
            _ => {}
        }
    }
    more_significant
}

fn bit_len(v: u128) -> i64 {
    128 - v.leading_zeros() as i64
}

fn all_ones_significand(format: FloatFormat, sig: u128) -> bool {
    let p = format.semantics().precision;
    // With a single significand bit there is no trailing field to be all ones.
    p > 1 && sig == (1u128 << p) - 1
}

/// Whether reaching the top binade with this significand is really an
/// overflow because that pattern encodes NaN (`f8E4M3FN`).
fn hits_all_ones_nan(format: FloatFormat, exponent: i64, sig: u128) -> bool {
    let sem = format.semantics();
    sem.non_finite == NonFinite::NanOnly
        && sem.nan_encoding == NanEncoding::AllOnes
        && exponent == sem.max_exponent as i64
        && all_ones_significand(format, sig)
}

/// Result of overflowing when rounding to nearest: infinity, NaN for formats
/// without infinity, or the largest finite value for finite-only formats.
pub(crate) fn overflow(format: FloatFormat, sign: bool) -> ApFloat {
    match format.semantics().non_finite {
        NonFinite::Ieee754 => ApFloat::inf(format, sign),
        NonFinite::NanOnly => ApFloat::nan(format, sign),
        NonFinite::FiniteOnly => ApFloat::largest(format, sign),
    }
}

fn normal(format: FloatFormat, sign: bool, exponent: i64, significand: u128) -> ApFloat {
    ApFloat {
        format,
        category: Category::Normal,
        sign,
        exponent: exponent as i32,
        significand,
    }
}

/// Rounds `sig * 2^(exponent - (precision-1))`, plus a discarded fraction
/// `lost` below the lowest bit of `sig`, into `format`. `sig` may be wider
/// than the precision (up to 127 bits) or narrower (it is then shifted up).
pub(crate) fn normalize(
    format: FloatFormat,
    sign: bool,
    mut sig: u128,
    mut exponent: i64,
    mut lost: Lost,
) -> ApFloat {
    let sem = format.semantics();
    let precision = sem.precision as i64;
    let (min_exp, max_exp) = (sem.min_exponent as i64, sem.max_exponent as i64);
    let mut omsb = bit_len(sig);

    if omsb != 0 || lost != Lost::Zero {
        let mut change = omsb - precision;
        if exponent + change > max_exp {
            return overflow(format, sign);
        }
        // Denormals sit at the minimum exponent with fewer significant bits.
        if exponent + change < min_exp {
            change = min_exp - exponent;
        }
        if change < 0 {
            // Growing is exact; callers only widen values with nothing lost.
            // (`-change < precision <= 113`, so this cannot overflow.)
            sig <<= -change;
            exponent += change;
            return normal(format, sign, exponent, sig);
        }
        if change > 0 {
            let lf = shift_right(&mut sig, change as u64);
            exponent += change;
            lost = combine(lf, lost);
            omsb = (omsb - change).max(0);
        }
    }

    if hits_all_ones_nan(format, exponent, sig) {
        return overflow(format, sign);
    }

    if lost == Lost::Zero {
        if omsb == 0 {
            return ApFloat::zero(format, sign);
        }
        return normal(format, sign, exponent, sig);
    }

    let round_up = match lost {
        Lost::MoreThanHalf => true,
        Lost::Half => sig & 1 == 1,
        _ => false,
    };
    if round_up {
        if omsb == 0 {
            exponent = min_exp;
        }
        sig += 1;
        omsb = bit_len(sig);
        if omsb == precision + 1 {
            // Carried into a new binade.
            if exponent == max_exp {
                return overflow(format, sign);
            }
            sig >>= 1;
            exponent += 1;
            return normal(format, sign, exponent, sig);
        }
        if hits_all_ones_nan(format, exponent, sig) {
            return overflow(format, sign);
        }
    }

    if omsb == 0 {
        // A denormal that underflowed to zero.
        return ApFloat::zero(format, sign);
    }
    normal(format, sign, exponent, sig)
}

/// Converts between formats, rounding to nearest-even (APFloat's `convert`).
pub(crate) fn convert(v: &ApFloat, to: FloatFormat) -> ApFloat {
    let from = v.format;
    let fsem = from.semantics();
    let tsem = to.semantics();
    let is_signaling = v.is_signaling();
    let is_normal = v.category == Category::Normal;
    let is_nan = v.category == Category::NaN;
    let mut sig = v.significand;
    let mut exponent = v.exponent as i64;
    let mut lost = Lost::Zero;
    let mut shift = tsem.precision as i64 - fsem.precision as i64;

    // x87 NaNs without both top bits set have no counterpart elsewhere.
    let x86_special_nan = from == FloatFormat::F80
        && to != FloatFormat::F80
        && is_nan
        && (sig >> 63 & 1 == 0 || sig >> 62 & 1 == 0);

    // When narrowing a value that will be denormal in the target, move the
    // exponent instead of shifting bits out that the target can still hold,
    // and never shift a denormal all the way to zero before rounding.
    if shift < 0 && is_normal {
        let omsb = bit_len(sig);
        let mut change = omsb - fsem.precision as i64;
        if exponent + change < tsem.min_exponent as i64 {
            change = tsem.min_exponent as i64 - exponent;
        }
        if change < shift {
            change = shift;
        }
        if change < 0 {
            shift -= change;
            exponent += change;
        } else if omsb <= -shift {
            change = omsb + shift - 1;
            shift -= change;
            exponent += change;
        }
    }

    if shift < 0 && (is_normal || (is_nan && fsem.non_finite != NonFinite::NanOnly)) {
        lost = shift_right(&mut sig, (-shift) as u64);
    }
    if shift > 0 && (is_normal || is_nan) {
        sig = if shift >= 128 { 0 } else { sig << shift };
    }

    match v.category {
        Category::Normal => normalize(to, v.sign, sig, exponent, lost),
        Category::NaN => {
            if tsem.non_finite == NonFinite::NanOnly {
                return ApFloat::nan(to, v.sign);
            }
            let mut r = if fsem.nan_encoding == NanEncoding::NegativeZero
                && tsem.nan_encoding != NanEncoding::NegativeZero
            {
                // The source NaN is a sign bit only; keeping it would make -Inf.
                ApFloat::nan(to, false)
            } else {
                ApFloat {
                    format: to,
                    category: Category::NaN,
                    sign: v.sign,
                    exponent: ApFloat::exponent_nan(to),
                    significand: sig,
                }
            };
            if !x86_special_nan && to == FloatFormat::F80 {
                r.significand |= 1u128 << 63;
            }
            if is_signaling && tsem.non_finite != NonFinite::NanOnly {
                // Conversion quiets signalling NaNs.
                r.significand |= 1u128 << (tsem.precision - 2);
            }
            r
        }
        Category::Infinity => ApFloat::inf(to, v.sign),
        Category::Zero => ApFloat::zero(to, v.sign),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lost_fraction_classification() {
        assert_eq!(lost_through_truncation(0b1000, 3), Lost::Zero);
        assert_eq!(lost_through_truncation(0b1100, 3), Lost::Half);
        assert_eq!(lost_through_truncation(0b1110, 3), Lost::MoreThanHalf);
        assert_eq!(lost_through_truncation(0b1010, 3), Lost::LessThanHalf);
        assert_eq!(lost_through_truncation(1, 200), Lost::LessThanHalf);
        assert_eq!(combine(Lost::Half, Lost::LessThanHalf), Lost::MoreThanHalf);
    }

    #[test]
    fn nearest_even_ties() {
        // 3 * 2^0 into one significant bit ties to 4 (E8M0 behaviour).
        let r = normalize(FloatFormat::F8E8M0FNU, false, 3, 0, Lost::Zero);
        assert_eq!((r.exponent, r.significand), (2, 1));
    }
}
