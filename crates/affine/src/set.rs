//! Integer set accessors (mlir/lib/IR/IntegerSet.cpp).

use std::sync::Arc;

use crate::context::{AffineContext, AffineExpr, IntegerSet};

impl AffineContext {
    pub fn set_num_dims(&self, s: IntegerSet) -> u32 {
        self.read().sets[s.0 as usize].num_dims
    }

    pub fn set_num_symbols(&self, s: IntegerSet) -> u32 {
        self.read().sets[s.0 as usize].num_symbols
    }

    /// The constraint expressions; each is `== 0` or `>= 0` per
    /// [`set_eq_flags`](Self::set_eq_flags).
    pub fn set_constraints(&self, s: IntegerSet) -> Arc<[AffineExpr]> {
        self.read().sets[s.0 as usize].constraints.clone()
    }

    /// `true` marks an equality.
    pub fn set_eq_flags(&self, s: IntegerSet) -> Arc<[bool]> {
        self.read().sets[s.0 as usize].eq_flags.clone()
    }

    pub fn set_num_constraints(&self, s: IntegerSet) -> usize {
        self.read().sets[s.0 as usize].constraints.len()
    }

    /// The canonical empty set `1 == 0` (`IntegerSet::isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self, s: IntegerSet) -> bool {
        let c = self.set_constraints(s);
        let eq = self.set_eq_flags(s);
        c.len() == 1 && eq[0] && self.as_constant(c[0]) == Some(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accessors() {
        let ctx = AffineContext::new();
        let d0 = ctx.dim(0);
        let s = ctx.integer_set(1, 2, &[d0, ctx.constant(1)], &[false, true]);
        assert_eq!(ctx.set_num_dims(s), 1);
        assert_eq!(ctx.set_num_symbols(s), 2);
        assert_eq!(ctx.set_num_constraints(s), 2);
        assert_eq!(&*ctx.set_eq_flags(s), &[false, true]);
        assert!(!ctx.is_empty_integer_set(s));
        let empty = ctx.integer_set(1, 0, &[ctx.constant(1)], &[true]);
        assert!(ctx.is_empty_integer_set(empty));
        assert_eq!(ctx.set_to_string(s), "(d0)[s0, s1] : (d0 >= 0, 1 == 0)");
    }
}
