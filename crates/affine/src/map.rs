//! Affine map accessors and the structural predicates of `AffineMap`
//! (mlir/lib/IR/AffineMap.cpp) that users of maps commonly need.

use std::sync::Arc;

use crate::context::{AffineContext, AffineExpr, AffineExprKind as K, AffineMap};

impl AffineContext {
    pub fn map_num_dims(&self, m: AffineMap) -> u32 {
        self.read().maps[m.0 as usize].num_dims
    }

    pub fn map_num_symbols(&self, m: AffineMap) -> u32 {
        self.read().maps[m.0 as usize].num_symbols
    }

    /// The result expressions; a cheap shared slice.
    pub fn map_results(&self, m: AffineMap) -> Arc<[AffineExpr]> {
        self.read().maps[m.0 as usize].results.clone()
    }

    pub fn map_num_results(&self, m: AffineMap) -> usize {
        self.read().maps[m.0 as usize].results.len()
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`; symbols are allowed, as in
    /// `AffineMap::isIdentity`.
    pub fn is_identity(&self, m: AffineMap) -> bool {
        let info = self.read().maps[m.0 as usize].clone();
        info.num_dims as usize == info.results.len()
            && info
                .results
                .iter()
                .enumerate()
                .all(|(i, &e)| self.kind(e) == K::Dim(i as u32))
    }

    /// `() -> ()`: no dims, no symbols, no results.
    pub fn is_empty_map(&self, m: AffineMap) -> bool {
        self.map_num_dims(m) == 0 && self.map_num_symbols(m) == 0 && self.map_num_results(m) == 0
    }

    /// The constant of a map with exactly one result that is a constant.
    pub fn single_constant_result(&self, m: AffineMap) -> Option<i64> {
        match *self.map_results(m) {
            [e] => self.as_constant(e),
            _ => None,
        }
    }

    /// All results as constants, if every result is one
    /// (`AffineMap::isConstant` / `getConstantResults`).
    pub fn constant_results(&self, m: AffineMap) -> Option<Vec<i64>> {
        self.map_results(m)
            .iter()
            .map(|&e| self.as_constant(e))
            .collect()
    }

    /// Every result is a distinct dim or, if `allow_zero`, the constant 0
    /// (`AffineMap::isProjectedPermutation`).
    pub fn is_projected_permutation(&self, m: AffineMap, allow_zero: bool) -> bool {
        if self.map_num_symbols(m) > 0 {
            return false;
        }
        let results = self.map_results(m);
        let num_dims = self.map_num_dims(m) as usize;
        if num_dims < results.len() {
            return false;
        }
        let mut seen = vec![false; num_dims];
        for &e in results.iter() {
            match self.kind(e) {
                K::Dim(p) => {
                    let p = p as usize;
                    if p >= num_dims || seen[p] {
                        return false;
                    }
                    seen[p] = true;
                }
                K::Constant(0) if allow_zero => {}
                _ => return false,
            }
        }
        true
    }

    /// A projected permutation that uses every dim (`AffineMap::isPermutation`).
    pub fn is_permutation(&self, m: AffineMap) -> bool {
        self.map_num_dims(m) as usize == self.map_num_results(m)
            && self.is_projected_permutation(m, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicates() {
        let ctx = AffineContext::new();
        let (d0, d1) = (ctx.dim(0), ctx.dim(1));
        let id = ctx.map(2, 1, &[d0, d1]);
        assert!(ctx.is_identity(id));
        assert!(ctx.is_permutation(ctx.map(2, 0, &[d1, d0])));
        assert!(!ctx.is_identity(ctx.map(2, 0, &[d1, d0])));
        assert!(!ctx.is_identity(ctx.map(3, 0, &[d0, d1])));
        assert!(ctx.is_projected_permutation(ctx.map(3, 0, &[d1, d0]), false));
        let zero = ctx.constant(0);
        assert!(ctx.is_projected_permutation(ctx.map(2, 0, &[zero, d0]), true));
        assert!(!ctx.is_projected_permutation(ctx.map(2, 0, &[zero, d0]), false));
        let empty = ctx.map(0, 0, &[]);
        assert!(ctx.is_empty_map(empty));
        assert!(ctx.is_identity(empty));
        let c = ctx.map(0, 0, &[ctx.constant(7)]);
        assert_eq!(ctx.single_constant_result(c), Some(7));
        assert_eq!(ctx.constant_results(c), Some(vec![7]));
        assert_eq!(ctx.constant_results(id), None);
        assert_eq!(ctx.map_results(id).to_vec(), vec![d0, d1]);
        assert_eq!((ctx.map_num_dims(id), ctx.map_num_symbols(id)), (2, 1));
    }
}
