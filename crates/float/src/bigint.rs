//! A deliberately small unsigned big integer.
//!
//! Exact decimal <-> binary conversion needs integers far wider than `u128`
//! (an `f128` denormal printed exactly has ~11,500 decimal digits), but only a
//! few operations: shifts, multiplication and division by a *word*, subtraction
//! and comparison. Restricting ourselves to word-sized multipliers/divisors
//! keeps this module short and obviously correct; powers of five and ten are
//! applied as repeated word-sized steps (`floor(floor(x/a)/b) == floor(x/(ab))`
//! makes chained division exact).

use std::cmp::Ordering;

/// Little-endian base-2^64 limbs, with no trailing zero limbs (zero is empty).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BigUint {
    limbs: Vec<u64>,
}

/// Largest power of five that fits in a `u64` (5^27).
const POW5_27: u64 = 7_450_580_596_923_828_125;
/// Largest power of ten that fits in a `u64` (10^19).
const POW10_19: u64 = 10_000_000_000_000_000_000;

impl BigUint {
    pub fn zero() -> Self {
        BigUint { limbs: Vec::new() }
    }

    pub fn from_u128(v: u128) -> Self {
        let mut r = BigUint {
            limbs: vec![v as u64, (v >> 64) as u64],
        };
        r.trim();
        r
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub fn bit_len(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 64 + (64 - top.leading_zeros() as u64),
        }
    }

    /// Index of the lowest set bit (0 for zero, which callers never ask about).
    pub fn trailing_zeros(&self) -> u64 {
        for (i, &l) in self.limbs.iter().enumerate() {
            if l != 0 {
                return i as u64 * 64 + l.trailing_zeros() as u64;
            }
        }
        0
    }

    pub fn bit(&self, i: u64) -> bool {
        let w = (i / 64) as usize;
        w < self.limbs.len() && (self.limbs[w] >> (i % 64)) & 1 == 1
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let lo = self.limbs.first().copied().unwrap_or(0) as u128;
        let hi = self.limbs.get(1).copied().unwrap_or(0) as u128;
        lo | (hi << 64)
    }

    pub fn shl(&mut self, bits: u64) {
        if self.is_zero() || bits == 0 {
            return;
        }
        let words = (bits / 64) as usize;
        let b = (bits % 64) as u32;
        if b != 0 {
            let mut carry = 0u64;
            for l in self.limbs.iter_mut() {
                let next = *l >> (64 - b);
                *l = (*l << b) | carry;
                carry = next;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 {
            self.limbs.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    pub fn shr(&mut self, bits: u64) {
        let words = (bits / 64) as usize;
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(0..words);
        let b = (bits % 64) as u32;
        if b != 0 {
            let n = self.limbs.len();
            for i in 0..n {
                let hi = if i + 1 < n {
                    self.limbs[i + 1] << (64 - b)
                } else {
                    0
                };
                self.limbs[i] = (self.limbs[i] >> b) | hi;
            }
        }
        self.trim();
    }

    pub fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for l in self.limbs.iter_mut() {
            let t = *l as u128 * m as u128 + carry;
            *l = t as u64;
            carry = t >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    pub fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for l in self.limbs.iter_mut() {
            if carry == 0 {
                return;
            }
            let (s, o) = l.overflowing_add(carry);
            *l = s;
            carry = o as u64;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    /// Divides in place by a non-zero word and returns the remainder.
    pub fn divrem_small(&mut self, d: u64) -> u64 {
        debug_assert!(d != 0);
        let mut rem = 0u128;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        self.trim();
        rem as u64
    }

    /// Multiplies by `5^k`.
    pub fn mul_pow5(&mut self, mut k: u64) {
        while k >= 27 {
            self.mul_small(POW5_27);
            k -= 27;
        }
        if k > 0 {
            self.mul_small(5u64.pow(k as u32));
        }
    }

    /// Replaces the value by `floor(self / 10^k)`.
    pub fn div_pow10(&mut self, mut k: u64) {
        while k >= 19 && !self.is_zero() {
            self.divrem_small(POW10_19);
            k -= 19;
        }
        if k > 0 && !self.is_zero() {
            self.divrem_small(10u64.pow(k as u32));
        }
    }

    /// `5^k`.
    pub fn pow5(k: u64) -> Self {
        let mut r = BigUint::from_u128(1);
        r.mul_pow5(k);
        r
    }

    /// `self -= other`; the caller guarantees `self >= other`.
    pub fn sub_assign(&mut self, other: &BigUint) {
        let mut borrow = false;
        for i in 0..self.limbs.len() {
            let o = other.limbs.get(i).copied().unwrap_or(0);
            let (d1, b1) = self.limbs[i].overflowing_sub(o);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            self.limbs[i] = d2;
            borrow = b1 || b2;
        }
        debug_assert!(!borrow, "BigUint subtraction underflow");
        self.trim();
    }

    /// Builds the integer spelled by ASCII decimal digits (other bytes skipped).
    pub fn from_decimal_digits(digits: &[u8]) -> Self {
        let mut r = BigUint::zero();
        let mut chunk = 0u64;
        let mut chunk_len = 0u32;
        for &c in digits.iter().filter(|c| c.is_ascii_digit()) {
            chunk = chunk * 10 + (c - b'0') as u64;
            chunk_len += 1;
            if chunk_len == 19 {
                r.mul_small(POW10_19);
                r.add_small(chunk);
                chunk = 0;
                chunk_len = 0;
            }
        }
        if chunk_len > 0 {
            r.mul_small(10u64.pow(chunk_len));
            r.add_small(chunk);
        }
        r
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for BigUint {
    fn cmp(&self, other: &Self) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

/// Divides `num` by `den` when the quotient is known to fit in 127 bits.
/// Returns the quotient and how the remainder compares to `den / 2`
/// (as an ordering of `2 * rem` against `den`), or `None` for a zero remainder.
pub fn div_small_quotient(mut num: BigUint, den: &BigUint) -> (u128, Option<Ordering>) {
    let mut q = 0u128;
    if den.is_zero() {
        return (0, None);
    }
    let span = num.bit_len().saturating_sub(den.bit_len());
    // Restoring binary long division, one quotient bit per step; the callers
    // scale the operands so that the quotient has at most ~122 bits.
    for i in (0..=span.min(126)).rev() {
        let mut d = den.clone();
        d.shl(i);
        if num >= d {
            num.sub_assign(&d);
            q |= 1u128 << i;
        }
    }
    if num.is_zero() {
        return (q, None);
    }
    let mut twice = num;
    twice.shl(1);
    (q, Some(twice.cmp(den)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_round_trips() {
        let mut a = BigUint::from_decimal_digits(b"123456789012345678901234567890123456789");
        assert_eq!(a.bit_len(), 127);
        let r = a.divrem_small(1000);
        assert_eq!(r, 789);
        assert_eq!(a.low_u128(), 123456789012345678901234567890123456);
        a.shl(100);
        a.shr(100);
        assert_eq!(a.low_u128(), 123456789012345678901234567890123456);
        let p = BigUint::pow5(50);
        let mut q = p.clone();
        q.div_pow10(3);
        assert_eq!(q.low_u128(), 5u128.pow(50) / 1000);
        let (quot, rem) = div_small_quotient(BigUint::from_u128(1000), &BigUint::from_u128(7));
        assert_eq!(quot, 142);
        assert_eq!(rem, Some(Ordering::Greater)); // remainder 6 > 7/2
    }
}
