//! Fixed-width integers of up to 128 bits with the APInt operations range
//! inference needs (overflow-checked and saturating arithmetic, shifts,
//! signed and unsigned division), kept inline so that inference never
//! allocates.

use std::cmp::Ordering;

/// The widest integer [`Bits`] can hold; range inference treats wider
/// integer types as carrying no range.
pub const MAX_WIDTH: u32 = 128;

/// A `width`-bit two's complement integer (1 <= width <= 128); bits above
/// `width` are always zero.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bits {
    width: u32,
    v: u128,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl Bits {
    /// `v` truncated to `width` bits.
    pub fn new(width: u32, v: u128) -> Bits {
        Bits {
            width,
            v: v & mask(width),
        }
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> Bits {
        Bits::new(width, v as u128)
    }

    /// The `width`-bit zero.
    pub fn zero(width: u32) -> Bits {
        Bits { width, v: 0 }
    }
    /// The `width`-bit one.
    pub fn one(width: u32) -> Bits {
        Bits::new(width, 1)
    }
    /// The largest unsigned `width`-bit value (all ones; APInt's `getMaxValue`).
    pub fn umax_value(width: u32) -> Bits {
        Bits::new(width, u128::MAX)
    }
    /// The most negative signed `width`-bit value (only the sign bit set; APInt's
    /// `getSignedMinValue`).
    pub fn smin_value(width: u32) -> Bits {
        Bits::new(width, 1u128 << (width - 1))
    }
    /// The largest signed `width`-bit value (all ones but the sign bit; APInt's
    /// `getSignedMaxValue`).
    pub fn smax_value(width: u32) -> Bits {
        Bits::new(width, mask(width) >> 1)
    }

    /// The bit width, between 1 and [`MAX_WIDTH`].
    pub fn width(self) -> u32 {
        self.width
    }
    /// The value zero-extended.
    pub fn u(self) -> u128 {
        self.v
    }
    /// The value sign-extended.
    pub fn s(self) -> i128 {
        let shift = 128 - self.width;
        ((self.v << shift) as i128) >> shift
    }

    /// Whether every bit is clear.
    pub fn is_zero(self) -> bool {
        self.v == 0
    }
    /// Whether the sign bit (bit `width - 1`) is set.
    pub fn is_negative(self) -> bool {
        (self.v >> (self.width - 1)) & 1 == 1
    }
    /// Whether the sign bit is clear (zero counts as non-negative).
    pub fn is_non_negative(self) -> bool {
        !self.is_negative()
    }
    /// Whether the value is greater than zero when read as signed.
    pub fn is_strictly_positive(self) -> bool {
        !self.is_negative() && self.v != 0
    }
    /// Whether every bit is set (`-1` read as signed, the maximum read as
    /// unsigned).
    pub fn is_all_ones(self) -> bool {
        self.v == mask(self.width)
    }
    /// Whether this is the signed minimum, the one value whose negation
    /// overflows.
    pub fn is_smin(self) -> bool {
        self == Bits::smin_value(self.width)
    }

    /// Compares the two values as unsigned integers (both of the same width).
    pub fn ucmp(self, o: Bits) -> Ordering {
        self.v.cmp(&o.v)
    }
    /// Compares the two values as signed integers (both of the same width).
    pub fn scmp(self, o: Bits) -> Ordering {
        self.s().cmp(&o.s())
    }
    /// Unsigned less-than.
    pub fn ult(self, o: Bits) -> bool {
        self.v < o.v
    }
    /// Signed less-than.
    pub fn slt(self, o: Bits) -> bool {
        self.s() < o.s()
    }
    /// The smaller of the two read as unsigned.
    pub fn umin(self, o: Bits) -> Bits {
        if o.ult(self) {
            o
        } else {
            self
        }
    }
    /// The larger of the two read as unsigned.
    pub fn umax(self, o: Bits) -> Bits {
        if self.ult(o) {
            o
        } else {
            self
        }
    }
    /// The smaller of the two read as signed.
    pub fn smin(self, o: Bits) -> Bits {
        if o.slt(self) {
            o
        } else {
            self
        }
    }
    /// The larger of the two read as signed.
    pub fn smax(self, o: Bits) -> Bits {
        if self.slt(o) {
            o
        } else {
            self
        }
    }

    /// Whether the signed value `v` fits in `width` bits.
    fn fits_signed(width: u32, v: i128) -> bool {
        width == 128 || (v >= -(1i128 << (width - 1)) && v < (1i128 << (width - 1)))
    }

    // ---- wrapping arithmetic ----

    /// Addition modulo 2^`width` (the same bits whether read signed or unsigned).
    pub fn wrapping_add(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v.wrapping_add(o.v))
    }
    /// Subtraction modulo 2^`width`.
    pub fn wrapping_sub(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v.wrapping_sub(o.v))
    }
    /// Two's complement negation modulo 2^`width` (the signed minimum maps to
    /// itself).
    pub fn wrapping_neg(self) -> Bits {
        Bits::new(self.width, self.v.wrapping_neg())
    }
    /// Bitwise AND.
    pub fn and(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v & o.v)
    }
    /// Bitwise OR.
    pub fn or(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v | o.v)
    }
    /// Bitwise XOR.
    pub fn xor(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v ^ o.v)
    }
    /// Bitwise NOT within `width` bits.
    pub fn complement(self) -> Bits {
        Bits::new(self.width, !self.v)
    }
    /// The absolute value (wrapping for the signed minimum).
    pub fn abs(self) -> Bits {
        if self.is_negative() {
            self.wrapping_neg()
        } else {
            self
        }
    }

    // ---- overflow-checked arithmetic (`None` on overflow) ----

    /// Unsigned addition; `None` if the sum does not fit in `width` bits.
    pub fn uadd_ov(self, o: Bits) -> Option<Bits> {
        let (r, c) = self.v.overflowing_add(o.v);
        (!c && r <= mask(self.width)).then_some(Bits::new(self.width, r))
    }
    /// Signed addition; `None` if the sum leaves the signed `width`-bit range.
    pub fn sadd_ov(self, o: Bits) -> Option<Bits> {
        let r = self.s().checked_add(o.s())?;
        Bits::fits_signed(self.width, r).then_some(Bits::from_i128(self.width, r))
    }
    /// Unsigned subtraction; `None` if `o > self` (the result would be negative).
    pub fn usub_ov(self, o: Bits) -> Option<Bits> {
        (self.v >= o.v).then_some(Bits::new(self.width, self.v - o.v))
    }
    /// Signed subtraction; `None` if the difference leaves the signed
    /// `width`-bit range.
    pub fn ssub_ov(self, o: Bits) -> Option<Bits> {
        let r = self.s().checked_sub(o.s())?;
        Bits::fits_signed(self.width, r).then_some(Bits::from_i128(self.width, r))
    }
    /// Unsigned multiplication; `None` if the product does not fit in `width` bits.
    pub fn umul_ov(self, o: Bits) -> Option<Bits> {
        let r = self.v.checked_mul(o.v)?;
        (r <= mask(self.width)).then_some(Bits::new(self.width, r))
    }
    /// Signed multiplication; `None` if the product leaves the signed `width`-bit
    /// range.
    pub fn smul_ov(self, o: Bits) -> Option<Bits> {
        let r = self.s().checked_mul(o.s())?;
        Bits::fits_signed(self.width, r).then_some(Bits::from_i128(self.width, r))
    }
    /// Signed division truncating toward zero; `None` for `smin / -1`.
    /// The divisor must not be zero.
    pub fn sdiv_ov(self, o: Bits) -> Option<Bits> {
        if self.is_smin() && o.is_all_ones() {
            return None;
        }
        Some(Bits::from_i128(self.width, self.s().wrapping_div(o.s())))
    }
    /// Left shift by `amt` read as unsigned; `None` if `amt >= width` or a set
    /// bit would be shifted out (APInt's `ushl_ov`).
    pub fn ushl_ov(self, amt: Bits) -> Option<Bits> {
        if amt.v >= self.width as u128 || amt.v > self.countl_zero() as u128 {
            return None;
        }
        Some(self.shl_by(amt.v as u32))
    }
    /// Left shift by `amt` read as unsigned; `None` if `amt >= width` or the
    /// signed result would differ from `self * 2^amt`, i.e. a bit unlike the
    /// sign bit would be shifted into or past it (APInt's `sshl_ov`).
    pub fn sshl_ov(self, amt: Bits) -> Option<Bits> {
        if amt.v >= self.width as u128 {
            return None;
        }
        let room = if self.is_negative() {
            self.countl_one()
        } else {
            self.countl_zero()
        };
        if amt.v >= room as u128 {
            return None;
        }
        Some(self.shl_by(amt.v as u32))
    }

    // ---- saturating arithmetic ----

    /// Unsigned addition clamped to the unsigned maximum on overflow.
    pub fn uadd_sat(self, o: Bits) -> Bits {
        self.uadd_ov(o)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
    /// Signed addition clamped to the signed minimum or maximum on overflow.
    pub fn sadd_sat(self, o: Bits) -> Bits {
        self.sadd_ov(o).unwrap_or_else(|| self.sat_toward(o))
    }
    /// Unsigned subtraction clamped to zero when `o > self`.
    pub fn usub_sat(self, o: Bits) -> Bits {
        self.usub_ov(o).unwrap_or_else(|| Bits::zero(self.width))
    }
    /// Signed subtraction clamped to the signed minimum or maximum on overflow.
    pub fn ssub_sat(self, o: Bits) -> Bits {
        self.ssub_ov(o).unwrap_or_else(|| {
            if self.is_negative() {
                Bits::smin_value(self.width)
            } else {
                Bits::smax_value(self.width)
            }
        })
    }
    /// Unsigned multiplication clamped to the unsigned maximum on overflow.
    pub fn umul_sat(self, o: Bits) -> Bits {
        self.umul_ov(o)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
    /// Signed multiplication clamped to the signed minimum (operands of opposite
    /// signs) or maximum (same signs) on overflow.
    pub fn smul_sat(self, o: Bits) -> Bits {
        self.smul_ov(o).unwrap_or_else(|| {
            if self.is_negative() != o.is_negative() {
                Bits::smin_value(self.width)
            } else {
                Bits::smax_value(self.width)
            }
        })
    }
    /// [`Bits::ushl_ov`], clamped to the unsigned maximum when it overflows.
    pub fn ushl_sat(self, amt: Bits) -> Bits {
        self.ushl_ov(amt)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
    /// [`Bits::sshl_ov`], clamped to the signed minimum (negative `self`) or
    /// maximum (non-negative `self`) when it overflows.
    pub fn sshl_sat(self, amt: Bits) -> Bits {
        self.sshl_ov(amt).unwrap_or_else(|| {
            if self.is_negative() {
                Bits::smin_value(self.width)
            } else {
                Bits::smax_value(self.width)
            }
        })
    }
    /// The saturated value of an overflowing signed addition of `o`.
    fn sat_toward(self, o: Bits) -> Bits {
        if o.is_negative() {
            Bits::smin_value(self.width)
        } else {
            Bits::smax_value(self.width)
        }
    }

    // ---- division (divisor non-zero) ----

    /// Unsigned division, rounding down. Panics if `o` is zero.
    pub fn udiv(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v / o.v)
    }
    /// Unsigned remainder. Panics if `o` is zero.
    pub fn urem(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v % o.v)
    }
    /// Signed remainder, with the sign of the dividend.
    pub fn srem(self, o: Bits) -> Bits {
        Bits::from_i128(self.width, self.s().wrapping_rem(o.s()))
    }

    // ---- shifts and bit counts ----

    /// Left shift by `amt < width`.
    pub fn shl_by(self, amt: u32) -> Bits {
        Bits::new(self.width, self.v << amt)
    }
    /// Logical right shift; zero when `amt >= width`.
    pub fn lshr(self, amt: u32) -> Bits {
        if amt >= self.width {
            return Bits::zero(self.width);
        }
        Bits::new(self.width, self.v >> amt)
    }
    /// Arithmetic right shift, saturating the amount at `width - 1`.
    pub fn ashr(self, amt: u32) -> Bits {
        let amt = amt.min(self.width - 1);
        Bits::from_i128(self.width, self.s() >> amt)
    }
    /// The number of leading zero bits, counting from bit `width - 1`; `width`
    /// for zero.
    pub fn countl_zero(self) -> u32 {
        self.v.leading_zeros() - (128 - self.width)
    }
    /// The number of leading one bits, counting from bit `width - 1`.
    pub fn countl_one(self) -> u32 {
        self.complement().countl_zero()
    }
    /// How many high bits equal the sign bit (MLIR's `getNumSignBits`).
    pub fn num_sign_bits(self) -> u32 {
        if self.is_negative() {
            self.countl_one()
        } else {
            self.countl_zero()
        }
    }
    /// The value with its low `n` bits cleared.
    pub fn clear_low_bits(self, n: u32) -> Bits {
        Bits::new(self.width, self.v & !Bits::low_mask(n))
    }
    /// The value with its low `n` bits set.
    pub fn set_low_bits(self, n: u32) -> Bits {
        Bits::new(self.width, self.v | Bits::low_mask(n))
    }
    /// A mask of the low `n` bits of a `width`-bit value.
    pub fn low_bits_set(width: u32, n: u32) -> Bits {
        Bits::new(width, Bits::low_mask(n))
    }
    fn low_mask(n: u32) -> u128 {
        mask(n.max(1)) * (n > 0) as u128
    }

    // ---- width changes ----

    /// Zero-extends to `width` bits (which should be at least the current width).
    pub fn zext(self, width: u32) -> Bits {
        Bits::new(width, self.v)
    }
    /// Sign-extends to `width` bits (which should be at least the current width).
    pub fn sext(self, width: u32) -> Bits {
        Bits::from_i128(width, self.s())
    }
    /// Keeps the low `width` bits (which should be at most the current width).
    pub fn trunc(self, width: u32) -> Bits {
        Bits::new(width, self.v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_and_saturation() {
        let a = Bits::new(8, 200);
        assert_eq!(a.uadd_ov(Bits::new(8, 56)), None);
        assert_eq!(a.uadd_ov(Bits::new(8, 55)).map(Bits::u), Some(255));
        assert_eq!(Bits::from_i128(8, 100).sadd_sat(Bits::new(8, 100)).s(), 127);
        assert_eq!(Bits::from_i128(8, -100).smul_sat(Bits::new(8, 2)).s(), -128);
        assert_eq!(
            Bits::from_i128(8, -128).sdiv_ov(Bits::from_i128(8, -1)),
            None
        );
        assert_eq!(
            Bits::new(8, 1).ushl_ov(Bits::new(8, 7)).map(Bits::u),
            Some(128)
        );
        assert_eq!(Bits::new(8, 1).sshl_ov(Bits::new(8, 7)), None);
        assert_eq!(Bits::from_i128(8, -3).srem(Bits::new(8, 2)).s(), -1);
        assert_eq!(Bits::new(128, u128::MAX).s(), -1);
        assert_eq!(Bits::from_i128(16, -2).num_sign_bits(), 15);
        assert_eq!(Bits::new(1, 1).s(), -1);
    }
}
