//! Substitution of dims and symbols (MLIR's `AffineExpr::replaceDimsAndSymbols`
//! and `AffineMap::replaceDimsAndSymbols`): the tree is rebuilt bottom-up
//! through the simplifying constructors, so the result is simplified as
//! MLIR's operators would leave it.

use rustc_hash::FxHashMap as HashMap;

use crate::context::{AffineContext, AffineExpr, AffineExprKind as K, AffineMap};

impl AffineContext {
    /// `e` with dim `i` replaced by `dims[i]` and symbol `j` by `syms[j]`;
    /// dims and symbols without a replacement are kept.
    pub fn replace_dims_and_symbols(
        &self,
        e: AffineExpr,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
    ) -> AffineExpr {
        match self.kind(e) {
            K::Dim(p) => return dims.get(p as usize).copied().unwrap_or(e),
            K::Symbol(p) => return syms.get(p as usize).copied().unwrap_or(e),
            K::Constant(_) => return e,
            _ => {}
        }
        // Post-order walk with an explicit stack: expressions can be deep.
        // The memo keeps shared subexpressions (the expressions are DAGs)
        // from being rebuilt once per path.
        let mut done: HashMap<AffineExpr, AffineExpr> = HashMap::default();
        let mut stack = vec![(e, false)];
        while let Some((x, expanded)) = stack.pop() {
            if done.contains_key(&x) {
                continue;
            }
            let kind = self.kind(x);
            match kind {
                K::Dim(p) => {
                    done.insert(x, dims.get(p as usize).copied().unwrap_or(x));
                }
                K::Symbol(p) => {
                    done.insert(x, syms.get(p as usize).copied().unwrap_or(x));
                }
                K::Constant(_) => {
                    done.insert(x, x);
                }
                _ => {
                    let (l, r) = kind.operands().expect("binary expression");
                    if expanded {
                        let (nl, nr) = (done[&l], done[&r]);
                        let ne = if nl == l && nr == r {
                            x
                        } else {
                            self.binary(kind, nl, nr)
                        };
                        done.insert(x, ne);
                    } else {
                        stack.push((x, true));
                        stack.push((r, false));
                        stack.push((l, false));
                    }
                }
            }
        }
        done[&e]
    }

    /// The map with its results substituted, over `num_dims` dims and
    /// `num_symbols` symbols.
    pub fn replace_map_dims_and_symbols(
        &self,
        m: AffineMap,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results: Vec<AffineExpr> = self
            .map_results(m)
            .iter()
            .map(|&e| self.replace_dims_and_symbols(e, dims, syms))
            .collect();
        self.map(num_dims, num_symbols, &results)
    }

    /// `e` with dims shifted by `dim_shift` and symbols by `sym_shift`
    /// (MLIR's `shiftDims`/`shiftSymbols` over all of them).
    pub fn shift_dims_and_symbols(
        &self,
        e: AffineExpr,
        num_dims: u32,
        dim_shift: u32,
        num_symbols: u32,
        sym_shift: u32,
    ) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims).map(|i| self.dim(i + dim_shift)).collect();
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| self.symbol(i + sym_shift))
            .collect();
        self.replace_dims_and_symbols(e, &dims, &syms)
    }
}
