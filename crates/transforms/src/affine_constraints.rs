//! A small system of integer linear constraints (MLIR's
//! `FlatAffineValueConstraints`, reduced to what the affine passes of this
//! crate ask of it): affine expressions are flattened into rows over
//! variables (with local variables for `floordiv`, `ceildiv` and `mod` by
//! positive constants), and emptiness is decided the way MLIR's
//! `IntegerRelation::isEmpty` does it: GCD tests, Gaussian elimination of
//! the equalities, then Fourier-Motzkin elimination with GCD tightening.
//! The test is exact over the rationals and may answer "not empty" for an
//! integer-empty system, never the reverse.
//!
//! The constant bounds of chosen variables come from projecting out all the
//! others the same way (MLIR's `projectOut` then `getConstantBound64`).
//!
//! All arithmetic is checked: an overflow makes the answer "unknown", which
//! callers treat as "not empty" (and as "unbounded" for bounds).

use rmlir_affine::{AffineExpr, AffineExprKind as K};
use rmlir_core::Context;
use std::collections::BTreeMap;

/// A linear form over variables plus a constant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Lin {
    pub coeffs: BTreeMap<usize, i128>,
    pub constant: i128,
}

impl Lin {
    pub fn var(v: usize) -> Self {
        let mut l = Lin::default();
        l.coeffs.insert(v, 1);
        l
    }

    pub fn constant(c: i128) -> Self {
        Lin {
            coeffs: BTreeMap::new(),
            constant: c,
        }
    }

    fn is_const(&self) -> Option<i128> {
        self.coeffs
            .values()
            .all(|&c| c == 0)
            .then_some(self.constant)
    }

    /// `self * k + other * m`, `None` on overflow.
    pub fn combine(&self, k: i128, other: &Lin, m: i128) -> Option<Lin> {
        let mut out = Lin::constant(
            self.constant
                .checked_mul(k)?
                .checked_add(other.constant.checked_mul(m)?)?,
        );
        for (&v, &c) in &self.coeffs {
            out.coeffs.insert(v, c.checked_mul(k)?);
        }
        for (&v, &c) in &other.coeffs {
            let e = out.coeffs.entry(v).or_insert(0);
            *e = e.checked_add(c.checked_mul(m)?)?;
        }
        out.coeffs.retain(|_, c| *c != 0);
        Some(out)
    }
}

/// A conjunction of `lin == 0` and `lin >= 0` constraints.
#[derive(Clone, Debug, Default)]
pub(crate) struct System {
    pub num_vars: usize,
    pub eqs: Vec<Lin>,
    pub ineqs: Vec<Lin>,
    /// Where the local variables start, for systems laid out as MLIR's
    /// (dims, symbols, then locals): emptiness checks then follow MLIR's
    /// steps exactly, first eliminating the locals that an equality holds
    /// with a unit coefficient (`removeRedundantLocalVars`), then running
    /// the GCD test only between rounds of Gaussian elimination (so a
    /// parity conflict that a round consumes goes unnoticed, as in MLIR);
    /// Fourier-Motzkin then picks variables as MLIR's
    /// `getBestVarToEliminate` does.
    pub first_local: Option<usize>,
    /// The local variables made for divisions: dividend, divisor and
    /// variable (the same division gets the same variable, as MLIR's
    /// flattening and `mergeLocalVars` give).
    divs: Vec<(Lin, i128, usize)>,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.min(i128::MAX as u128) as i128
}

fn coeff_gcd(l: &Lin) -> i128 {
    l.coeffs.values().fold(0, |g, &c| gcd(g, c))
}

/// Divides an inequality by the GCD of its coefficients, flooring the
/// constant (valid over the integers).
fn tighten(l: &mut Lin) {
    let g = coeff_gcd(l);
    if g > 1 {
        for c in l.coeffs.values_mut() {
            *c /= g;
        }
        l.constant = l.constant.div_euclid(g);
    }
}

/// Divides an equality by the GCD of all its entries.
fn normalize_eq(l: &mut Lin) {
    let g = gcd(coeff_gcd(l), l.constant);
    if g > 1 {
        for c in l.coeffs.values_mut() {
            *c /= g;
        }
        l.constant /= g;
    }
}

impl System {
    /// A new variable (a dimension, symbol or local).
    pub fn add_var(&mut self) -> usize {
        self.num_vars += 1;
        self.num_vars - 1
    }

    /// A new local `q = lin floordiv d` (`d > 0`), constrained by
    /// `d*q <= lin <= d*q + d - 1`.
    pub fn add_floordiv(&mut self, lin: &Lin, d: i128) -> Option<usize> {
        if let Some(&(_, _, q)) = self.divs.iter().find(|(l, k, _)| l == lin && *k == d) {
            return Some(q);
        }
        let q = self.add_var();
        self.divs.push((lin.clone(), d, q));
        let lower = lin.combine(1, &Lin::var(q), -d)?;
        let upper = lin.combine(-1, &Lin::var(q), d)?;
        let upper = upper.combine(1, &Lin::constant(d - 1), 1)?;
        self.ineqs.push(lower);
        self.ineqs.push(upper);
        Some(q)
    }

    /// Flattens `e` (dims and symbols bound to the variables `vars`, dims
    /// first); `None` for semi-affine expressions or on overflow.
    pub fn flatten(
        &mut self,
        ctx: &Context,
        e: AffineExpr,
        nd: usize,
        vars: &[usize],
    ) -> Option<Lin> {
        let aff = &ctx.affine;
        Some(match aff.kind(e) {
            K::Constant(c) => Lin::constant(c as i128),
            K::Dim(p) => Lin::var(*vars.get(p as usize)?),
            K::Symbol(p) => Lin::var(*vars.get(nd + p as usize)?),
            K::Add(l, r) => {
                let l = self.flatten(ctx, l, nd, vars)?;
                let r = self.flatten(ctx, r, nd, vars)?;
                l.combine(1, &r, 1)?
            }
            K::Mul(l, r) => {
                let l = self.flatten(ctx, l, nd, vars)?;
                let r = self.flatten(ctx, r, nd, vars)?;
                if let Some(c) = r.is_const() {
                    l.combine(c, &Lin::default(), 0)?
                } else if let Some(c) = l.is_const() {
                    r.combine(c, &Lin::default(), 0)?
                } else {
                    return None;
                }
            }
            K::FloorDiv(l, r) | K::CeilDiv(l, r) | K::Mod(l, r) => {
                let is_ceil = matches!(aff.kind(e), K::CeilDiv(..));
                let is_mod = matches!(aff.kind(e), K::Mod(..));
                let l = self.flatten(ctx, l, nd, vars)?;
                let d = self.flatten(ctx, r, nd, vars)?.is_const()?;
                if d <= 0 {
                    return None;
                }
                let num = if is_ceil {
                    l.combine(1, &Lin::constant(d - 1), 1)?
                } else {
                    l.clone()
                };
                let q = self.add_floordiv(&num, d)?;
                if is_mod {
                    l.combine(1, &Lin::var(q), -d)?
                } else {
                    Lin::var(q)
                }
            }
        })
    }

    fn invalid(&self) -> bool {
        self.eqs
            .iter()
            .any(|l| l.coeffs.is_empty() && l.constant != 0)
            || self
                .ineqs
                .iter()
                .any(|l| l.coeffs.is_empty() && l.constant < 0)
    }

    fn empty_by_gcd(&self) -> bool {
        self.eqs.iter().any(|l| {
            let g = coeff_gcd(l);
            g != 0 && l.constant % g != 0
        })
    }

    /// Whether the system has no integer solution (see the module doc);
    /// `false` when unsure.
    pub fn is_empty(&self) -> bool {
        self.is_empty_impl().unwrap_or(false)
    }

    fn is_empty_impl(&self) -> Option<bool> {
        if self.empty_by_gcd() || self.invalid() {
            return Some(true);
        }
        let mut s = self.clone();
        if s.first_local.is_some() {
            // MLIR's column layout: its exact steps.
            s.remove_redundant_locals()?;
            if s.invalid() || s.empty_by_gcd() {
                return Some(true);
            }
            let mut pos = 0;
            while pos < s.num_vars {
                pos = s.gauss_round(pos)? + 1;
                if s.invalid() || s.empty_by_gcd() {
                    return Some(true);
                }
            }
        }
        // Gaussian elimination with the equalities.
        for v in 0..s.num_vars {
            if !s.gauss_eliminate(v)? {
                continue;
            }
            if s.invalid() || s.empty_by_gcd() {
                return Some(true);
            }
        }
        if !s.eqs.is_empty() && s.invalid() {
            return Some(true);
        }
        // Fourier-Motzkin on what is left.
        let limit = 32 * self.num_vars.max(1);
        while let Some(v) = s.fm_candidate(|_| true) {
            s.fm_eliminate(v)?;
            if s.ineqs.len() + s.eqs.len() >= limit {
                return None;
            }
            if s.invalid() {
                return Some(true);
            }
        }
        Some(false)
    }

    /// Renumbers the variables: variable `v` becomes `perm[v]`.
    pub fn permute(&mut self, perm: &[usize]) {
        for l in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            l.coeffs = l.coeffs.iter().map(|(&v, &c)| (perm[v], c)).collect();
        }
        for (l, _, q) in &mut self.divs {
            l.coeffs = l.coeffs.iter().map(|(&v, &c)| (perm[v], c)).collect();
            *q = perm[*q];
        }
    }

    /// MLIR's `removeRedundantLocalVars`: normalizes the equalities, then
    /// eliminates with them the local variables they hold with a unit
    /// coefficient.
    fn remove_redundant_locals(&mut self) -> Option<()> {
        let Some(first) = self.first_local else {
            return Some(());
        };
        for l in &mut self.eqs {
            normalize_eq(l);
        }
        loop {
            let found = self.eqs.iter().enumerate().find_map(|(i, l)| {
                l.coeffs
                    .iter()
                    .find(|(&v, &c)| v >= first && c.abs() == 1)
                    .map(|(&v, _)| (i, v))
            });
            let Some((i, v)) = found else {
                return Some(());
            };
            let pivot = self.eqs.remove(i);
            self.eqs.insert(0, pivot);
            self.gauss_eliminate(v)?;
        }
    }

    /// One round of MLIR's `gaussianEliminateVars` from `start`: the
    /// variables from `start` on are eliminated with equalities until one
    /// is only held by inequalities; returns its index (or the number of
    /// variables). Variables are not renumbered: eliminated ones are just
    /// absent from every constraint.
    fn gauss_round(&mut self, start: usize) -> Option<usize> {
        let mut v = start;
        while v < self.num_vars {
            if !self.gauss_eliminate(v)? && self.ineqs.iter().any(|l| l.coeffs.contains_key(&v)) {
                return Some(v);
            }
            v += 1;
        }
        Some(v)
    }

    /// Eliminates `v` with an equality holding it, if there is one
    /// (returns whether there was); `None` on overflow.
    fn gauss_eliminate(&mut self, v: usize) -> Option<bool> {
        let Some(pi) = self.eqs.iter().position(|l| l.coeffs.contains_key(&v)) else {
            return Some(false);
        };
        let pivot = self.eqs.remove(pi);
        let b = pivot.coeffs[&v];
        for (rows, is_eq) in [(&mut self.eqs, true), (&mut self.ineqs, false)] {
            for row in rows.iter_mut() {
                let Some(&a) = row.coeffs.get(&v) else {
                    continue;
                };
                let mut n = row.combine(b.checked_abs()?, &pivot, a.checked_mul(-b.signum())?)?;
                n.coeffs.remove(&v);
                if is_eq {
                    normalize_eq(&mut n);
                } else {
                    tighten(&mut n);
                }
                *row = n;
            }
        }
        Some(true)
    }

    /// The variable (among those `eligible`) that Fourier-Motzkin
    /// elimination takes next: the one creating the fewest inequalities
    /// (for systems in MLIR's layout, MLIR's `getBestVarToEliminate`: the
    /// fewest pairs of bounds, the first on ties).
    fn fm_candidate(&self, eligible: impl Fn(usize) -> bool) -> Option<usize> {
        let mut counts: BTreeMap<usize, (usize, usize)> = BTreeMap::new();
        for l in &self.ineqs {
            for (&v, &c) in &l.coeffs {
                if !eligible(v) {
                    continue;
                }
                let e = counts.entry(v).or_default();
                if c > 0 {
                    e.0 += 1;
                } else {
                    e.1 += 1;
                }
            }
        }
        if self.first_local.is_some() {
            return counts
                .iter()
                .min_by_key(|(_, &(lb, ub))| lb * ub)
                .map(|(&v, _)| v);
        }
        counts
            .iter()
            .min_by_key(|(_, &(lb, ub))| (lb * ub) as i64 - (lb + ub) as i64)
            .map(|(&v, _)| v)
    }

    /// Projects out `v` alone (MLIR's `fourierMotzkinEliminate` of one
    /// variable): with an equality holding it if there is one, else by
    /// Fourier-Motzkin; `None` on overflow.
    pub fn project_out(&mut self, v: usize) -> Option<()> {
        if !self.gauss_eliminate(v)? {
            self.fm_eliminate(v)?;
        }
        Some(())
    }

    /// Fourier-Motzkin elimination of `v` from the inequalities (`v` must
    /// not appear in an equality); `None` on overflow.
    fn fm_eliminate(&mut self, v: usize) -> Option<()> {
        let (lbs, rest): (Vec<Lin>, Vec<Lin>) = std::mem::take(&mut self.ineqs)
            .into_iter()
            .partition(|l| l.coeffs.get(&v).is_some_and(|&c| c > 0));
        let (ubs, mut others): (Vec<Lin>, Vec<Lin>) = rest
            .into_iter()
            .partition(|l| l.coeffs.get(&v).is_some_and(|&c| c < 0));
        for lb in &lbs {
            for ub in &ubs {
                let (a, b) = (lb.coeffs[&v], ub.coeffs[&v].checked_neg()?);
                let mut n = lb.combine(b, ub, a)?;
                n.coeffs.remove(&v);
                tighten(&mut n);
                if !others.contains(&n) {
                    others.push(n);
                }
            }
        }
        self.ineqs = others;
        Some(())
    }

    /// Projects out (Gaussian elimination, then Fourier-Motzkin) every
    /// variable for which `keep` is false; `None` on overflow or when the
    /// system grows too large.
    pub fn project_onto(&mut self, keep: impl Fn(usize) -> bool) -> Option<()> {
        for v in 0..self.num_vars {
            if !keep(v) {
                self.gauss_eliminate(v)?;
            }
        }
        let limit = 32 * self.num_vars.max(1);
        while let Some(v) = self.fm_candidate(|v| !keep(v)) {
            self.fm_eliminate(v)?;
            if self.ineqs.len() + self.eqs.len() >= limit {
                return None;
            }
        }
        Some(())
    }

    /// The constant lower and upper bounds of each variable of `targets`
    /// (MLIR's `projectOut` of all other variables, then
    /// `getConstantBound64` for each): `None` for a side without a constant
    /// bound, or when the projection cannot be done.
    pub fn constant_bounds(&self, targets: &[usize]) -> Vec<(Option<i128>, Option<i128>)> {
        let mut s = self.clone();
        if s.project_onto(|v| targets.contains(&v)).is_none() {
            return vec![(None, None); targets.len()];
        }
        targets
            .iter()
            .map(|&t| {
                let mut one = s.clone();
                if one.project_onto(|v| v == t).is_none() {
                    return (None, None);
                }
                one.read_bounds(t)
            })
            .collect()
    }

    /// The constant bounds of `t` in a system where it is the only
    /// variable left.
    fn read_bounds(&self, t: usize) -> (Option<i128>, Option<i128>) {
        for l in &self.eqs {
            if let Some(&c) = l.coeffs.get(&t) {
                if l.coeffs.len() == 1 && l.constant % c == 0 {
                    let v = -l.constant / c;
                    return (Some(v), Some(v));
                }
            }
        }
        let (mut lo, mut hi): (Option<i128>, Option<i128>) = (None, None);
        for l in &self.ineqs {
            let Some(&c) = l.coeffs.get(&t) else {
                continue;
            };
            if l.coeffs.len() != 1 {
                continue;
            }
            if c > 0 {
                // c*t + k >= 0: t >= ceil(-k / c).
                let b = -((l.constant).div_euclid(c));
                lo = Some(lo.map_or(b, |x| x.max(b)));
            } else {
                // c*t + k >= 0 with c < 0: t <= floor(k / -c).
                let b = l.constant.div_euclid(-c);
                hi = Some(hi.map_or(b, |x| x.min(b)));
            }
        }
        (lo, hi)
    }
}

/// MLIR's `simplifyIntegerSet` for sets without local variables: the
/// constraints of a set over `nd` dims and `ns` symbols, simplified. `None`
/// when the set cannot be handled (semi-affine, or needing locals while
/// not provably empty); `Some(None)` when it is empty.
#[allow(clippy::type_complexity)]
pub(crate) fn simplify_set_constraints(
    ctx: &Context,
    nd: usize,
    ns: usize,
    exprs: &[AffineExpr],
    eq_flags: &[bool],
) -> Option<Option<(Vec<AffineExpr>, Vec<bool>)>> {
    let mut sys = System {
        num_vars: nd + ns,
        ..Default::default()
    };
    let vars: Vec<usize> = (0..nd + ns).collect();
    for (&e, &is_eq) in exprs.iter().zip(eq_flags) {
        let l = sys.flatten(ctx, e, nd, &vars)?;
        if is_eq {
            sys.eqs.push(l);
        } else {
            sys.ineqs.push(l);
        }
    }
    if sys.is_empty() {
        return Some(None);
    }
    if sys.num_vars != nd + ns {
        return None;
    }
    // `removeTrivialRedundancy`: tighten the inequalities, normalize the
    // equalities, then drop trivially true, duplicate and dominated
    // inequalities (among rows differing only in their constant, the one
    // with the smallest constant stays, at its own position).
    for l in &mut sys.ineqs {
        tighten(l);
    }
    for l in &mut sys.eqs {
        normalize_eq(l);
    }
    let n = sys.ineqs.len();
    let mut redundant = vec![false; n];
    let mut seen: Vec<usize> = Vec::new();
    let mut by_coeffs: Vec<(usize, i128)> = Vec::new();
    for r in 0..n {
        let row = &sys.ineqs[r];
        if (row.coeffs.is_empty() && row.constant >= 0)
            || seen.iter().any(|&s| sys.ineqs[s] == *row)
        {
            redundant[r] = true;
            continue;
        }
        seen.push(r);
        match by_coeffs
            .iter_mut()
            .find(|(s, _)| sys.ineqs[*s].coeffs == row.coeffs)
        {
            Some(entry) => {
                if entry.1 > row.constant {
                    redundant[entry.0] = true;
                    *entry = (r, row.constant);
                } else {
                    redundant[r] = true;
                }
            }
            None => by_coeffs.push((r, row.constant)),
        }
    }
    let aff = &ctx.affine;
    let to_expr = |l: &Lin| -> Option<AffineExpr> {
        let mut e = aff.constant(0);
        for (&v, &c) in &l.coeffs {
            let id = if v < nd {
                aff.dim(v as u32)
            } else {
                aff.symbol((v - nd) as u32)
            };
            e = aff.add(e, aff.mul(id, aff.constant(i64::try_from(c).ok()?)));
        }
        if l.constant != 0 {
            e = aff.add(e, aff.constant(i64::try_from(l.constant).ok()?));
        }
        Some(e)
    };
    let mut out = Vec::new();
    let mut flags = Vec::new();
    for l in &sys.eqs {
        out.push(to_expr(l)?);
        flags.push(true);
    }
    for (r, l) in sys.ineqs.iter().enumerate() {
        if !redundant[r] {
            out.push(to_expr(l)?);
            flags.push(false);
        }
    }
    if out.is_empty() {
        out.push(aff.constant(0));
        flags.push(true);
    }
    Some(Some((out, flags)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lin(coeffs: &[(usize, i128)], c: i128) -> Lin {
        Lin {
            coeffs: coeffs.iter().copied().collect(),
            constant: c,
        }
    }

    #[test]
    fn bounds_and_gcd() {
        // 0 <= x <= 9, 2x == 7: empty by the GCD test.
        let sys = System {
            num_vars: 1,
            eqs: vec![lin(&[(0, 2)], -7)],
            ineqs: vec![lin(&[(0, 1)], 0), lin(&[(0, -1)], 9)],
            ..Default::default()
        };
        assert!(sys.is_empty());
        // 0 <= x <= 9, x >= 5: not empty.
        let sys = System {
            num_vars: 1,
            eqs: vec![],
            ineqs: vec![lin(&[(0, 1)], 0), lin(&[(0, -1)], 9), lin(&[(0, 1)], -5)],
            ..Default::default()
        };
        assert!(!sys.is_empty());
        // x - y >= 1, y - x >= 0: empty after elimination.
        let sys = System {
            num_vars: 2,
            eqs: vec![],
            ineqs: vec![lin(&[(0, 1), (1, -1)], -1), lin(&[(0, -1), (1, 1)], 0)],
            ..Default::default()
        };
        assert!(sys.is_empty());
    }

    #[test]
    fn parity_through_elimination() {
        // With y, x, z as variables 0, 1, 2: 2x == y + 1 and y == 4z leave
        // 2x - 4z == 1 once y is eliminated: empty by the GCD test.
        let sys = System {
            num_vars: 3,
            eqs: vec![lin(&[(1, 2), (0, -1)], -1), lin(&[(0, 1), (2, -4)], 0)],
            ineqs: vec![],
            ..Default::default()
        };
        assert!(sys.is_empty());
    }

    #[test]
    fn bounds_of_a_difference() {
        // With t, y, x as variables 0, 1, 2: 0 <= x, y <= 9, y >= x + 1 and
        // t == y - x give t in [1, 9].
        let sys = System {
            num_vars: 3,
            eqs: vec![lin(&[(0, 1), (2, 1), (1, -1)], 0)],
            ineqs: vec![
                lin(&[(1, 1)], 0),
                lin(&[(1, -1)], 9),
                lin(&[(2, 1)], 0),
                lin(&[(2, -1)], 9),
                lin(&[(1, 1), (2, -1)], -1),
            ],
            ..Default::default()
        };
        assert_eq!(sys.constant_bounds(&[0]), vec![(Some(1), Some(9))]);
        // Without the upper bound on y, t is unbounded above.
        let mut open = sys.clone();
        open.ineqs.remove(1);
        assert_eq!(open.constant_bounds(&[0]), vec![(Some(1), None)]);
    }
}
