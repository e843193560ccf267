//! The simplifying expression constructors.
//!
//! MLIR never builds a binary expression directly: `operator+`, `operator*`,
//! `floorDiv`, `ceilDiv` and `operator%` first try `simplifyAdd`,
//! `simplifyMul`, ... (mlir/lib/IR/AffineExpr.cpp) and only unique a new node
//! when no rule applies.  The parser uses these same constructors, so the
//! printed form of a map depends on every rule and on the order in which they
//! are tried; this file mirrors mlir-opt 22's rules one for one, including
//! its int64 behaviour: folding two constants is skipped when the result
//! would overflow, while the "merge into an existing constant" rules wrap.

use crate::context::{AffineContext, AffineExpr, AffineExprKind as K};

/// How deep the rules may recurse into each other before giving up and
/// building the node unsimplified.  Real maps stay in single digits; the cap
/// only exists so adversarial input cannot overflow the stack.
const MAX_DEPTH: u32 = 512;

/// `mlir::mod`: the non-negative remainder for a positive divisor.
fn floor_mod(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r + b
    } else {
        r
    }
}

/// Floor division for a divisor that is nonzero and where `a / b` does not
/// overflow.
fn div_floor(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn div_ceil(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

impl AffineContext {
    /// `lhs + rhs`, simplified like MLIR's `AffineExpr::operator+`.
    pub fn add(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.add_at(lhs, rhs, 0)
    }

    /// `lhs * rhs`, simplified like MLIR's `AffineExpr::operator*`.  One side
    /// should be symbolic or constant; if neither is, the product is built
    /// as is (MLIR asserts instead).
    pub fn mul(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.mul_at(lhs, rhs, 0)
    }

    /// `lhs floordiv rhs`, simplified like MLIR's `AffineExpr::floorDiv`.
    pub fn floor_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.floor_div_at(lhs, rhs, 0)
    }

    /// `lhs ceildiv rhs`, simplified like MLIR's `AffineExpr::ceilDiv`.
    pub fn ceil_div(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.ceil_div_at(lhs, rhs, 0)
    }

    /// `lhs mod rhs`, simplified like MLIR's `AffineExpr::operator%`.
    pub fn modulo(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        self.mod_at(lhs, rhs, 0)
    }

    /// `lhs - rhs`, i.e. `lhs + rhs * -1` as MLIR spells it.
    pub fn sub(&self, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let neg = self.neg(rhs);
        self.add(lhs, neg)
    }

    /// `-e`, i.e. `e * -1`.
    pub fn neg(&self, e: AffineExpr) -> AffineExpr {
        let m1 = self.constant(-1);
        self.mul(e, m1)
    }

    /// Builds `lhs <kind> rhs` through the simplifying constructor for that
    /// kind (MLIR's `getAffineBinaryOpExpr`).  `kind`'s operands are ignored.
    pub fn binary(&self, kind: K, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match kind {
            K::Add(..) => self.add(lhs, rhs),
            K::Mul(..) => self.mul(lhs, rhs),
            K::FloorDiv(..) => self.floor_div(lhs, rhs),
            K::CeilDiv(..) => self.ceil_div(lhs, rhs),
            K::Mod(..) => self.modulo(lhs, rhs),
            K::Dim(_) | K::Symbol(_) | K::Constant(_) => lhs,
        }
    }

    fn cst(&self, e: AffineExpr) -> Option<i64> {
        self.as_constant(e)
    }

    /// `e` as `(a, b)` when it is an addition.
    fn as_add(&self, e: AffineExpr) -> Option<(AffineExpr, AffineExpr)> {
        match self.kind(e) {
            K::Add(a, b) => Some((a, b)),
            _ => None,
        }
    }

    /// `e` as `(a, c)` when it is `a * c` with a constant `c`.
    fn as_mul_by_const(&self, e: AffineExpr) -> Option<(AffineExpr, i64)> {
        match self.kind(e) {
            K::Mul(a, b) => self.cst(b).map(|c| (a, c)),
            _ => None,
        }
    }

    /// The operands of a new (unsimplified) sum or product in mlir-opt 22's
    /// order: when both are dims or symbols, dims come first, each by
    /// position (`d1 + d0` -> `d0 + d1`, `s1 * s0` -> `s0 * s1`).
    fn commutative_order(&self, lhs: AffineExpr, rhs: AffineExpr) -> (AffineExpr, AffineExpr) {
        let key = |e: AffineExpr| match self.kind(e) {
            K::Dim(p) => Some((0, p)),
            K::Symbol(p) => Some((1, p)),
            _ => None,
        };
        match (key(lhs), key(rhs)) {
            (Some(a), Some(b)) if a > b => (rhs, lhs),
            _ => (lhs, rhs),
        }
    }

    pub(crate) fn add_at(&self, lhs: AffineExpr, rhs: AffineExpr, depth: u32) -> AffineExpr {
        match self.simplify_add(lhs, rhs, depth + 1) {
            Some(e) => e,
            None => {
                let (l, r) = self.commutative_order(lhs, rhs);
                self.intern(K::Add(l, r))
            }
        }
    }

    fn simplify_add(&self, lhs: AffineExpr, rhs: AffineExpr, d: u32) -> Option<AffineExpr> {
        if d > MAX_DEPTH {
            return None;
        }
        let lc = self.cst(lhs);
        let rc = self.cst(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_add(b).map(|v| self.constant(v));
        }
        // Constants and then symbolic terms go to the right.
        if lc.is_some() || (self.is_symbolic_or_constant(lhs) && !self.is_symbolic_or_constant(rhs))
        {
            return Some(self.add_at(rhs, lhs, d));
        }
        if rc == Some(0) {
            return Some(lhs);
        }
        let l_add = self.as_add(lhs);
        // (e + c1) + c2 -> e + (c1 + c2)
        if let (Some((ll, lr)), Some(c2)) = (l_add, rc) {
            if let Some(c1) = self.cst(lr) {
                let c = self.constant(c1.wrapping_add(c2));
                return Some(self.add_at(ll, c, d));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e, an unscaled term counting as 1 * e.
        let (first, c1) = self.as_mul_by_const(lhs).unwrap_or((lhs, 1));
        let (second, c2) = self.as_mul_by_const(rhs).unwrap_or((rhs, 1));
        if first == second {
            let c = self.constant(c1.wrapping_add(c2));
            return Some(self.mul_at(first, c, d));
        }
        // (e + c) + f -> (e + f) + c keeps the constant outermost.
        if let Some((ll, lr)) = l_add {
            if self.cst(lr).is_some() {
                let inner = self.add_at(ll, rhs, d);
                return Some(self.add_at(inner, lr, d));
            }
        }
        // e - (e floordiv q) * q -> e mod q.
        let (lrhs, rrhs) = self.kind(rhs).operands()?;
        if self.cst(rrhs) == Some(-1) {
            if let K::Mul(llrhs, rlrhs) = self.kind(lrhs) {
                let K::FloorDiv(num, den) = self.kind(llrhs) else {
                    return None;
                };
                if den == rlrhs && lhs == num {
                    return Some(self.mod_at(lhs, rlrhs, d));
                }
            }
        }
        if !matches!(self.kind(rhs), K::Mul(..)) {
            return None;
        }
        let K::FloorDiv(llrhs, rlrhs) = self.kind(lrhs) else {
            return None;
        };
        // Only a positive constant divisor makes this a valid `mod`.
        if matches!(self.cst(rlrhs), Some(q) if q > 0) && lhs == llrhs {
            let m1 = self.constant(-1);
            if rlrhs == self.mul_at(rrhs, m1, d) {
                return Some(self.mod_at(lhs, rlrhs, d));
            }
        }
        // (a + b) + (x floordiv q) * c: if `b` and the product simplify
        // together (e.g. into `x mod q`), rebuild as `a + (b + product)`.
        if let Some((a, b)) = l_add {
            if let Some(sum) = self.simplify_add(b, rhs, d + 1) {
                return Some(self.add_at(a, sum, d));
            }
        }
        None
    }

    pub(crate) fn mul_at(&self, lhs: AffineExpr, rhs: AffineExpr, depth: u32) -> AffineExpr {
        match self.simplify_mul(lhs, rhs, depth + 1) {
            Some(e) => e,
            None => {
                let (l, r) = self.commutative_order(lhs, rhs);
                self.intern(K::Mul(l, r))
            }
        }
    }

    fn simplify_mul(&self, lhs: AffineExpr, rhs: AffineExpr, d: u32) -> Option<AffineExpr> {
        if d > MAX_DEPTH {
            return None;
        }
        let lc = self.cst(lhs);
        let rc = self.cst(rhs);
        if let (Some(a), Some(b)) = (lc, rc) {
            return a.checked_mul(b).map(|v| self.constant(v));
        }
        let l_sym = self.is_symbolic_or_constant(lhs);
        let r_sym = self.is_symbolic_or_constant(rhs);
        if !l_sym && !r_sym {
            // Not affine; MLIR would swap forever here.
            return None;
        }
        if !r_sym || lc.is_some() {
            return Some(self.mul_at(rhs, lhs, d));
        }
        match rc {
            Some(1) => return Some(lhs),
            Some(0) => return Some(rhs),
            _ => {}
        }
        if let Some((a, c1)) = self.as_mul_by_const(lhs) {
            // (e * c1) * c2 -> e * (c1 * c2); (e * c) * f -> (e * f) * c.
            if let Some(c2) = rc {
                let c = self.constant(c1.wrapping_mul(c2));
                return Some(self.mul_at(a, c, d));
            }
            let inner = self.mul_at(a, rhs, d);
            let c = self.constant(c1);
            return Some(self.mul_at(inner, c, d));
        }
        None
    }

    pub(crate) fn floor_div_at(&self, lhs: AffineExpr, rhs: AffineExpr, depth: u32) -> AffineExpr {
        match self.simplify_div(lhs, rhs, true, depth + 1) {
            Some(e) => e,
            None => self.intern(K::FloorDiv(lhs, rhs)),
        }
    }

    pub(crate) fn ceil_div_at(&self, lhs: AffineExpr, rhs: AffineExpr, depth: u32) -> AffineExpr {
        match self.simplify_div(lhs, rhs, false, depth + 1) {
            Some(e) => e,
            None => self.intern(K::CeilDiv(lhs, rhs)),
        }
    }

    /// `simplifyFloorDiv` (`floor`) and `simplifyCeilDiv` (`!floor`).  Both
    /// fold any nonzero constant divisor; only floordiv distributes over a
    /// sum.
    fn simplify_div(
        &self,
        lhs: AffineExpr,
        rhs: AffineExpr,
        floor: bool,
        d: u32,
    ) -> Option<AffineExpr> {
        if d > MAX_DEPTH {
            return None;
        }
        let c = self.cst(rhs)?;
        if c == 0 {
            return None;
        }
        if let Some(a) = self.cst(lhs) {
            if a == i64::MIN && c == -1 {
                return None;
            }
            let v = if floor {
                div_floor(a, c)
            } else {
                div_ceil(a, c)
            };
            return Some(self.constant(v));
        }
        if c == 1 {
            return Some(lhs);
        }
        if let Some((e, k)) = self.as_mul_by_const(lhs) {
            if k.wrapping_rem(c) == 0 {
                let q = self.constant(k.wrapping_div(c));
                return Some(self.mul_at(e, q, d));
            }
        }
        if floor {
            if let Some((a, b)) = self.as_add(lhs) {
                let da = self.largest_known_divisor(a);
                let db = self.largest_known_divisor(b);
                if da.wrapping_rem(c) == 0 || db.wrapping_rem(c) == 0 {
                    let qa = self.floor_div_at(a, rhs, d);
                    let qb = self.floor_div_at(b, rhs, d);
                    return Some(self.add_at(qa, qb, d));
                }
            }
        }
        None
    }

    pub(crate) fn mod_at(&self, lhs: AffineExpr, rhs: AffineExpr, depth: u32) -> AffineExpr {
        match self.simplify_mod(lhs, rhs, depth + 1) {
            Some(e) => e,
            None => self.intern(K::Mod(lhs, rhs)),
        }
    }

    fn simplify_mod(&self, lhs: AffineExpr, rhs: AffineExpr, d: u32) -> Option<AffineExpr> {
        if d > MAX_DEPTH {
            return None;
        }
        let c = self.cst(rhs)?;
        if c < 1 {
            return None;
        }
        if let Some(a) = self.cst(lhs) {
            return Some(self.constant(floor_mod(a, c)));
        }
        if self.largest_known_divisor(lhs).wrapping_rem(c) == 0 {
            return Some(self.constant(0));
        }
        match self.kind(lhs) {
            K::Add(a, b) => {
                if self.largest_known_divisor(a).wrapping_rem(c) == 0 {
                    return Some(self.mod_at(b, rhs, d));
                }
                if self.largest_known_divisor(b).wrapping_rem(c) == 0 {
                    return Some(self.mod_at(a, rhs, d));
                }
            }
            // (e mod a) mod b -> e mod b when b divides a.
            K::Mod(e, inner) => {
                if let Some(a) = self.cst(inner) {
                    if a >= 1 && floor_mod(a, c) == 0 {
                        return Some(self.mod_at(e, rhs, d));
                    }
                }
            }
            _ => {}
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_constants_without_overflow() {
        let ctx = AffineContext::new();
        let max = ctx.constant(i64::MAX);
        let one = ctx.constant(1);
        let sum = ctx.add(max, one);
        assert_eq!(ctx.kind(sum), K::Add(max, one));
        assert_eq!(ctx.add(ctx.constant(2), ctx.constant(3)), ctx.constant(5));
        let two = ctx.constant(2);
        assert_eq!(ctx.kind(ctx.mul(max, two)), K::Mul(max, two));
        assert_eq!(
            ctx.floor_div(ctx.constant(7), ctx.constant(-2)),
            ctx.constant(-4)
        );
        assert_eq!(
            ctx.ceil_div(ctx.constant(7), ctx.constant(-2)),
            ctx.constant(-3)
        );
        assert_eq!(
            ctx.modulo(ctx.constant(-5), ctx.constant(3)),
            ctx.constant(1)
        );
        let min = ctx.constant(i64::MIN);
        let m1 = ctx.constant(-1);
        assert_eq!(ctx.kind(ctx.floor_div(min, m1)), K::FloorDiv(min, m1));
    }

    #[test]
    fn canonical_order_and_merging() {
        let ctx = AffineContext::new();
        let d0 = ctx.dim(0);
        let s0 = ctx.symbol(0);
        let c4 = ctx.constant(4);
        // 4 + d0 -> d0 + 4
        assert_eq!(ctx.kind(ctx.add(c4, d0)), K::Add(d0, c4));
        // s0 + d0 -> d0 + s0
        assert_eq!(ctx.kind(ctx.add(s0, d0)), K::Add(d0, s0));
        // d0 + d0 -> d0 * 2
        assert_eq!(ctx.kind(ctx.add(d0, d0)), K::Mul(d0, ctx.constant(2)));
        // d0 - d0 -> 0
        assert_eq!(ctx.sub(d0, d0), ctx.constant(0));
        // d0 - (d0 floordiv 4) * 4 -> d0 mod 4
        let q = ctx.floor_div(d0, c4);
        let e = ctx.sub(d0, ctx.mul(q, c4));
        assert_eq!(ctx.kind(e), K::Mod(d0, c4));
        // Non-affine products are kept instead of looping.
        let d1 = ctx.dim(1);
        assert_eq!(ctx.kind(ctx.mul(d0, d1)), K::Mul(d0, d1));
    }

    #[test]
    fn division_rules() {
        let ctx = AffineContext::new();
        let d0 = ctx.dim(0);
        let d1 = ctx.dim(1);
        let c = |v| ctx.constant(v);
        let e = ctx.mul(d0, c(128));
        assert_eq!(ctx.kind(ctx.floor_div(e, c(64))), K::Mul(d0, c(2)));
        assert_eq!(ctx.modulo(e, c(64)), c(0));
        let sum = ctx.add(ctx.mul(d0, c(4)), d1);
        let fd = ctx.floor_div(sum, c(4));
        assert_eq!(ctx.kind(fd), K::Add(d0, ctx.floor_div(d1, c(4))));
        assert_eq!(ctx.kind(ctx.modulo(sum, c(4))), K::Mod(d1, c(4)));
    }
}
