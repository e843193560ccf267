//! Fixed-width two's complement integers of any width (MLIR's APInt semantics
//! for integer attributes: widths up to 2^24-1 bits).
//!
//! Values up to 64 bits stay inline; wider ones use a word vector. Arithmetic
//! beyond what attributes need is done through `num-bigint`.

use num_bigint::{BigInt, BigUint, Sign};
use smallvec::SmallVec;

/// A fixed-width two's complement integer (MLIR's `APInt`): `width` bits,
/// with no sign of its own; operations say whether they read it signed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    /// Little-endian words, bits above `width` always zero.
    words: SmallVec<[u64; 1]>,
}

fn word_count(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl ApInt {
    /// Zero of `width` bits.
    pub fn zero(width: u32) -> Self {
        ApInt {
            width,
            words: SmallVec::from_elem(0, word_count(width)),
        }
    }

    /// Truncates `v` to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> Self {
        let mut r = Self::zero(width);
        r.words[0] = v;
        r.clear_unused();
        r
    }

    /// Sign-extends or truncates `v` to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> Self {
        let mut r = Self::zero(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        for w in r.words.iter_mut() {
            *w = fill;
        }
        r.words[0] = v as u64;
        r.clear_unused();
        r
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            let last = self.words.len() - 1;
            self.words[last] &= (1u64 << rem) - 1;
        }
        if self.width == 0 {
            self.words[0] = 0;
        }
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The value's 64-bit words, least significant first; bits above the width
    /// are zero.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The value of `width` bits from little-endian words (missing words are
    /// zero; bits past `width` are dropped).
    pub fn from_words(width: u32, words: &[u64]) -> Self {
        let mut r = Self::zero(width);
        for (d, s) in r.words.iter_mut().zip(words) {
            *d = *s;
        }
        r.clear_unused();
        r
    }

    /// The top bit (the sign when read as signed); false for width 0.
    pub fn sign_bit(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        let b = self.width - 1;
        (self.words[(b / 64) as usize] >> (b % 64)) & 1 == 1
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Whether every bit is set (true for the 0-bit value, whose only
    /// value is both zero and all ones).
    pub fn is_all_ones(&self) -> bool {
        let full = (self.width / 64) as usize;
        let rem = self.width % 64;
        self.words[..full].iter().all(|&w| w == u64::MAX)
            && (rem == 0 || self.words[full] == (1u64 << rem) - 1)
    }

    /// The value zero-extended, if it fits in 64 bits.
    pub fn as_u64(&self) -> Option<u64> {
        if self.words[1..].iter().any(|&w| w != 0) {
            return None;
        }
        Some(self.words[0])
    }

    /// The value sign-extended, if it fits in an i64.
    pub fn as_i64(&self) -> Option<i64> {
        let v = self.to_bigint(true);
        i64::try_from(v).ok()
    }

    /// Low 64 bits, sign-extended from `width` when `width < 64`.
    pub fn sext_low_i64(&self) -> i64 {
        let w = self.words[0];
        if self.width >= 64 || self.width == 0 {
            return w as i64;
        }
        let shift = 64 - self.width;
        ((w << shift) as i64) >> shift
    }

    /// The value read as unsigned.
    pub fn to_biguint(&self) -> BigUint {
        let mut bytes = Vec::with_capacity(self.words.len() * 8);
        for w in &self.words {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        BigUint::from_bytes_le(&bytes)
    }

    /// The value read as signed (if `signed`) or unsigned.
    pub fn to_bigint(&self, signed: bool) -> BigInt {
        let u = BigInt::from(self.to_biguint());
        if signed && self.sign_bit() {
            u - (BigInt::from(1) << self.width)
        } else {
            u
        }
    }

    /// Two's complement of `v` truncated to `width` bits.
    pub fn from_bigint(width: u32, v: &BigInt) -> Self {
        let modulus = BigInt::from(1) << width;
        let mut m = v % &modulus;
        if m.sign() == Sign::Minus {
            m += &modulus;
        }
        let (_, bytes) = m.to_bytes_le();
        let mut words: SmallVec<[u64; 1]> = SmallVec::new();
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            words.push(u64::from_le_bytes(b));
        }
        Self::from_words(width, &words)
    }

    /// Whether `v` is representable in `width` bits as signed or (if
    /// `allow_unsigned`) unsigned.
    pub fn fits(width: u32, v: &BigInt, signed: bool, unsigned: bool) -> bool {
        if width == 0 {
            return v.sign() == Sign::NoSign;
        }
        let s_ok = signed && {
            let lim = BigInt::from(1) << (width - 1);
            *v >= -lim.clone() && *v < lim
        };
        let u_ok = unsigned && v.sign() != Sign::Minus && v.bits() <= width as u64;
        s_ok || u_ok
    }

    /// Appends the decimal spelling to `out` (no allocation for widths up
    /// to 64).
    pub fn write_radix10(&self, signed: bool, out: &mut impl std::fmt::Write) {
        let _ = if self.width > 64 {
            write!(out, "{}", self.to_bigint(signed))
        } else if signed {
            out.write_str(itoa::Buffer::new().format(self.sext_low_i64()))
        } else {
            out.write_str(itoa::Buffer::new().format(self.words[0]))
        };
    }

    /// The decimal spelling, read as signed (if `signed`) or unsigned.
    pub fn to_string_radix10(&self, signed: bool) -> String {
        if self.width <= 64 {
            if signed {
                return self.sext_low_i64().to_string();
            }
            return self.words[0].to_string();
        }
        self.to_bigint(signed).to_string()
    }

    /// Little-endian bytes, `bytes` long (MLIR's raw dense element storage).
    pub fn to_le_bytes(&self, bytes: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(bytes);
        for w in &self.words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.resize(bytes, 0);
        out
    }

    /// The value of `width` bits from little-endian bytes (missing bytes are
    /// zero; bits past `width` are dropped).
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> Self {
        let mut words: SmallVec<[u64; 1]> = SmallVec::new();
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            words.push(u64::from_le_bytes(b));
        }
        Self::from_words(width, &words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_printing_and_truncation() {
        assert_eq!(ApInt::from_i64(8, -1).to_string_radix10(true), "-1");
        assert_eq!(ApInt::from_i64(8, -1).to_string_radix10(false), "255");
        assert_eq!(ApInt::from_u64(4, 0x1f).to_string_radix10(false), "15");
        let big = BigInt::from(1) << 100u32;
        let a = ApInt::from_bigint(128, &big);
        assert_eq!(a.to_string_radix10(true), big.to_string());
        let neg = ApInt::from_bigint(128, &(-big.clone()));
        assert_eq!(neg.to_string_radix10(true), (-big).to_string());
        assert!(ApInt::fits(8, &BigInt::from(255), false, true));
        assert!(!ApInt::fits(8, &BigInt::from(255), true, false));
        assert!(ApInt::fits(8, &BigInt::from(-128), true, false));
    }
}
