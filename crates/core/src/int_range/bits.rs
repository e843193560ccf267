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

    pub fn zero(width: u32) -> Bits {
        Bits { width, v: 0 }
    }
    pub fn one(width: u32) -> Bits {
        Bits::new(width, 1)
    }
    pub fn umax_value(width: u32) -> Bits {
        Bits::new(width, u128::MAX)
    }
    pub fn smin_value(width: u32) -> Bits {
        Bits::new(width, 1u128 << (width - 1))
    }
    pub fn smax_value(width: u32) -> Bits {
        Bits::new(width, mask(width) >> 1)
    }

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

    pub fn is_zero(self) -> bool {
        self.v == 0
    }
    pub fn is_negative(self) -> bool {
        (self.v >> (self.width - 1)) & 1 == 1
    }
    pub fn is_non_negative(self) -> bool {
        !self.is_negative()
    }
    pub fn is_strictly_positive(self) -> bool {
        !self.is_negative() && self.v != 0
    }
    pub fn is_all_ones(self) -> bool {
        self.v == mask(self.width)
    }
    pub fn is_smin(self) -> bool {
        self == Bits::smin_value(self.width)
    }

    pub fn ucmp(self, o: Bits) -> Ordering {
        self.v.cmp(&o.v)
    }
    pub fn scmp(self, o: Bits) -> Ordering {
        self.s().cmp(&o.s())
    }
    pub fn ult(self, o: Bits) -> bool {
        self.v < o.v
    }
    pub fn slt(self, o: Bits) -> bool {
        self.s() < o.s()
    }
    pub fn umin(self, o: Bits) -> Bits {
        if o.ult(self) {
            o
        } else {
            self
        }
    }
    pub fn umax(self, o: Bits) -> Bits {
        if self.ult(o) {
            o
        } else {
            self
        }
    }
    pub fn smin(self, o: Bits) -> Bits {
        if o.slt(self) {
            o
        } else {
            self
        }
    }
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

    pub fn wrapping_add(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v.wrapping_add(o.v))
    }
    pub fn wrapping_sub(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v.wrapping_sub(o.v))
    }
    pub fn wrapping_neg(self) -> Bits {
        Bits::new(self.width, self.v.wrapping_neg())
    }
    pub fn and(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v & o.v)
    }
    pub fn or(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v | o.v)
    }
    pub fn xor(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v ^ o.v)
    }
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

    pub fn uadd_ov(self, o: Bits) -> Option<Bits> {
        let (r, c) = self.v.overflowing_add(o.v);
        (!c && r <= mask(self.width)).then_some(Bits::new(self.width, r))
    }
    pub fn sadd_ov(self, o: Bits) -> Option<Bits> {
        let r = self.s().checked_add(o.s())?;
        Bits::fits_signed(self.width, r).then_some(Bits::from_i128(self.width, r))
    }
    pub fn usub_ov(self, o: Bits) -> Option<Bits> {
        (self.v >= o.v).then_some(Bits::new(self.width, self.v - o.v))
    }
    pub fn ssub_ov(self, o: Bits) -> Option<Bits> {
        let r = self.s().checked_sub(o.s())?;
        Bits::fits_signed(self.width, r).then_some(Bits::from_i128(self.width, r))
    }
    pub fn umul_ov(self, o: Bits) -> Option<Bits> {
        let r = self.v.checked_mul(o.v)?;
        (r <= mask(self.width)).then_some(Bits::new(self.width, r))
    }
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
    pub fn ushl_ov(self, amt: Bits) -> Option<Bits> {
        if amt.v >= self.width as u128 || amt.v > self.countl_zero() as u128 {
            return None;
        }
        Some(self.shl_by(amt.v as u32))
    }
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

    pub fn uadd_sat(self, o: Bits) -> Bits {
        self.uadd_ov(o)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
    pub fn sadd_sat(self, o: Bits) -> Bits {
        self.sadd_ov(o).unwrap_or_else(|| self.sat_toward(o))
    }
    pub fn usub_sat(self, o: Bits) -> Bits {
        self.usub_ov(o).unwrap_or_else(|| Bits::zero(self.width))
    }
    pub fn ssub_sat(self, o: Bits) -> Bits {
        self.ssub_ov(o).unwrap_or_else(|| {
            if self.is_negative() {
                Bits::smin_value(self.width)
            } else {
                Bits::smax_value(self.width)
            }
        })
    }
    pub fn umul_sat(self, o: Bits) -> Bits {
        self.umul_ov(o)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
    pub fn smul_sat(self, o: Bits) -> Bits {
        self.smul_ov(o).unwrap_or_else(|| {
            if self.is_negative() != o.is_negative() {
                Bits::smin_value(self.width)
            } else {
                Bits::smax_value(self.width)
            }
        })
    }
    pub fn ushl_sat(self, amt: Bits) -> Bits {
        self.ushl_ov(amt)
            .unwrap_or_else(|| Bits::umax_value(self.width))
    }
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

    pub fn udiv(self, o: Bits) -> Bits {
        Bits::new(self.width, self.v / o.v)
    }
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
    pub fn countl_zero(self) -> u32 {
        self.v.leading_zeros() - (128 - self.width)
    }
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

    pub fn zext(self, width: u32) -> Bits {
        Bits::new(width, self.v)
    }
    pub fn sext(self, width: u32) -> Bits {
        Bits::from_i128(width, self.s())
    }
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
