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

/// MLIR's `simplifyIntegerSet`: the constraints of a set over `nd` dims and
/// `ns` symbols, simplified. Divisions become local variables whose bounds
/// (`d*q <= e <= d*q + d - 1`, the upper one first) follow the set's own
/// constraints and come back as constraints over `e floordiv d`, as MLIR's
/// flattening and `getAsIntegerSet` leave them. `None` when the set cannot
/// be handled (semi-affine); `Some(None)` when it is empty.
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
    let (mut eqs, mut ineqs) = (Vec::new(), Vec::new());
    for (&e, &is_eq) in exprs.iter().zip(eq_flags) {
        let l = sys.flatten(ctx, e, nd, &vars)?;
        if is_eq {
            eqs.push(l);
        } else {
            ineqs.push(l);
        }
    }
    // The division bounds flattening added go after the set's constraints.
    for (lin, d, q) in &sys.divs {
        let lower = lin.combine(1, &Lin::var(*q), -d)?;
        let upper = lin.combine(-1, &Lin::var(*q), *d)?;
        ineqs.push(upper.combine(1, &Lin::constant(d - 1), 1)?);
        ineqs.push(lower);
    }
    sys.eqs = eqs;
    sys.ineqs = ineqs;
    if sys.num_vars != nd + ns {
        sys.first_local = Some(nd + ns);
    }
    if sys.is_empty() {
        return Some(None);
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
    // Each local stands for its division, in creation order (a division
    // may hold earlier ones).
    let mut locals: Vec<AffineExpr> = Vec::new();
    let to_expr = |l: &Lin, locals: &[AffineExpr]| -> Option<AffineExpr> {
        let mut e = aff.constant(0);
        for (&v, &c) in &l.coeffs {
            let id = if v < nd {
                aff.dim(v as u32)
            } else if v < nd + ns {
                aff.symbol((v - nd) as u32)
            } else {
                *locals.get(v - nd - ns)?
            };
            e = aff.add(e, aff.mul(id, aff.constant(i64::try_from(c).ok()?)));
        }
        if l.constant != 0 {
            e = aff.add(e, aff.constant(i64::try_from(l.constant).ok()?));
        }
        Some(e)
    };
    for (lin, d, _) in &sys.divs {
        let num = to_expr(lin, &locals)?;
        locals.push(aff.floor_div(num, aff.constant(i64::try_from(*d).ok()?)));
    }
    let mut out = Vec::new();
    let mut flags = Vec::new();
    for l in &sys.eqs {
        out.push(to_expr(l, &locals)?);
        flags.push(true);
    }
    for (r, l) in sys.ineqs.iter().enumerate() {
        if !redundant[r] {
            out.push(to_expr(l, &locals)?);
            flags.push(false);
        }
    }
    if out.is_empty() {
        out.push(aff.constant(0));
        flags.push(true);
    }
    Some(Some((out, flags)))
}

/// Which kind of variable a column of a [`Rel`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VarKind {
    Dim,
    Symbol,
    Local,
}

/// A dense system of integer constraints over dims, symbols and locals,
/// laid out and transformed the way MLIR's `IntegerRelation` (with the
/// values of `FlatAffineValueConstraints`) does it, so that the rows left
/// after projections come out in the same order: each row holds one
/// coefficient per variable, then the constant; inequalities are `>= 0`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rel {
    pub nd: usize,
    pub ns: usize,
    pub nl: usize,
    /// The SSA value of each variable (`None` for locals and anonymous ones).
    pub vals: Vec<Option<rmlir_core::ir::Value>>,
    pub eqs: Vec<Vec<i128>>,
    pub ineqs: Vec<Vec<i128>>,
}

fn lcm(a: i128, b: i128) -> i128 {
    let g = gcd(a, b);
    if g == 0 {
        0
    } else {
        (a.abs() / g) * b.abs()
    }
}

fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i128, b: i128) -> i128 {
    -floor_div(-a, b)
}

/// Divides `row[..n]` by the GCD of those entries; returns the GCD.
fn normalize_row(row: &mut [i128], n: usize) -> i128 {
    let g = row[..n].iter().fold(0, |g, &c| gcd(g, c));
    if g > 1 {
        for c in &mut row[..n] {
            *c /= g;
        }
    }
    g
}

impl Rel {
    pub fn new(nd: usize, ns: usize, vals: Vec<Option<rmlir_core::ir::Value>>) -> Self {
        debug_assert_eq!(vals.len(), nd + ns);
        Rel {
            nd,
            ns,
            nl: 0,
            vals,
            eqs: Vec::new(),
            ineqs: Vec::new(),
        }
    }

    pub fn nvars(&self) -> usize {
        self.nd + self.ns + self.nl
    }

    pub fn ncols(&self) -> usize {
        self.nvars() + 1
    }

    fn kind_at(&self, pos: usize) -> VarKind {
        if pos < self.nd {
            VarKind::Dim
        } else if pos < self.nd + self.ns {
            VarKind::Symbol
        } else {
            VarKind::Local
        }
    }

    /// Inserts a zero column for a new variable at absolute position `pos`,
    /// which must lie in (or at the end of) the range of `kind`.
    pub fn insert_var(&mut self, kind: VarKind, pos: usize, val: Option<rmlir_core::ir::Value>) {
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.insert(pos, 0);
        }
        self.vals.insert(pos, val);
        match kind {
            VarKind::Dim => self.nd += 1,
            VarKind::Symbol => self.ns += 1,
            VarKind::Local => self.nl += 1,
        }
    }

    pub fn append_dim(&mut self, val: Option<rmlir_core::ir::Value>) -> usize {
        let p = self.nd;
        self.insert_var(VarKind::Dim, p, val);
        p
    }

    pub fn append_symbol(&mut self, val: Option<rmlir_core::ir::Value>) -> usize {
        let p = self.nd + self.ns;
        self.insert_var(VarKind::Symbol, p, val);
        p
    }

    pub fn append_local(&mut self) -> usize {
        let p = self.nvars();
        self.insert_var(VarKind::Local, p, None);
        p
    }

    pub fn remove_var(&mut self, pos: usize) {
        match self.kind_at(pos) {
            VarKind::Dim => self.nd -= 1,
            VarKind::Symbol => self.ns -= 1,
            VarKind::Local => self.nl -= 1,
        }
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r.remove(pos);
        }
        self.vals.remove(pos);
    }

    fn remove_var_range(&mut self, start: usize, end: usize) {
        for p in (start..end).rev() {
            self.remove_var(p);
        }
    }

    /// The position of the dim or symbol bound to `v`.
    pub fn find_var(&self, v: rmlir_core::ir::Value) -> Option<usize> {
        self.vals[..self.nd + self.ns]
            .iter()
            .position(|x| *x == Some(v))
    }

    /// Makes the first `nd + ns - num_symbols` dims and symbols dims and
    /// the rest symbols.
    pub fn set_dim_symbol_separation(&mut self, num_symbols: usize) {
        let t = self.nd + self.ns;
        self.ns = num_symbols;
        self.nd = t - num_symbols;
    }

    pub fn add_bound(&mut self, kind: Option<bool>, pos: usize, value: i128) {
        let mut row = vec![0; self.ncols()];
        let last = row.len() - 1;
        match kind {
            None => {
                row[pos] = 1;
                row[last] = -value;
                self.eqs.push(row);
            }
            Some(lower) => {
                row[pos] = if lower { 1 } else { -1 };
                row[last] = if lower { -value } else { value };
                self.ineqs.push(row);
            }
        }
    }

    /// A new local `q = dividend floordiv divisor`; `dividend` has one entry
    /// per column of the system before the local is added.
    pub fn add_local_floor_div(&mut self, dividend: &[i128], divisor: i128) {
        let q = self.append_local();
        let mut d = dividend.to_vec();
        d.insert(q, 0);
        let mut lower = d.clone();
        lower[q] = -divisor;
        let mut upper: Vec<i128> = d.iter().map(|c| -c).collect();
        upper[q] = divisor;
        let last = upper.len() - 1;
        upper[last] += divisor - 1;
        self.ineqs.push(lower);
        self.ineqs.push(upper);
    }

    fn gcd_tighten(&mut self) {
        let n = self.ncols() - 1;
        for r in &mut self.ineqs {
            let g = normalize_row(r, n);
            if g > 1 {
                r[n] = floor_div(r[n], g);
            }
        }
    }

    fn normalize_by_gcd(&mut self) {
        let n = self.ncols();
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            normalize_row(r, n);
        }
    }

    fn eliminate_from(
        &mut self,
        row: usize,
        is_eq: bool,
        pivot_row: usize,
        pivot_col: usize,
        elim_start: usize,
    ) {
        if is_eq && row == pivot_row {
            return;
        }
        let pivot = self.eqs[pivot_row].clone();
        let target = if is_eq {
            &mut self.eqs[row]
        } else {
            &mut self.ineqs[row]
        };
        let lead = target[pivot_col];
        if lead == 0 {
            return;
        }
        let pc = pivot[pivot_col];
        let sign = if lead * pc > 0 { -1 } else { 1 };
        let l = lcm(pc, lead);
        let pm = sign * (l / pc.abs());
        let rm = l / lead.abs();
        for j in 0..target.len() {
            if j >= elim_start && j < pivot_col {
                continue;
            }
            target[j] = pm * pivot[j] + rm * target[j];
        }
    }

    fn gaussian_eliminate_vars(&mut self, start: usize, limit: usize) -> usize {
        if start >= limit {
            return 0;
        }
        self.gcd_tighten();
        let n = self.ncols();
        let mut pivot_col = start;
        while pivot_col < limit {
            let Some(pivot_row) = self.eqs.iter().position(|r| r[pivot_col] != 0) else {
                if self.ineqs.iter().any(|r| r[pivot_col] != 0) {
                    break;
                }
                pivot_col += 1;
                continue;
            };
            for i in 0..self.eqs.len() {
                self.eliminate_from(i, true, pivot_row, pivot_col, start);
                normalize_row(&mut self.eqs[i], n);
            }
            for i in 0..self.ineqs.len() {
                self.eliminate_from(i, false, pivot_row, pivot_col, start);
                normalize_row(&mut self.ineqs[i], n);
            }
            self.eqs.remove(pivot_row);
            self.gcd_tighten();
            pivot_col += 1;
        }
        self.remove_var_range(start, pivot_col);
        pivot_col - start
    }

    fn is_col_zero(&self, pos: usize) -> bool {
        self.eqs
            .iter()
            .chain(self.ineqs.iter())
            .all(|r| r[pos] == 0)
    }

    fn fm_eliminate(&mut self, pos: usize) {
        if self.eqs.iter().any(|r| r[pos] != 0) {
            self.gaussian_eliminate_vars(pos, pos + 1);
            return;
        }
        self.gcd_tighten();
        if self.is_col_zero(pos) {
            self.remove_var(pos);
            return;
        }
        let (mut lbs, mut ubs, mut nbs) = (Vec::new(), Vec::new(), Vec::new());
        for (r, row) in self.ineqs.iter().enumerate() {
            if row[pos] == 0 {
                nbs.push(r);
            } else if row[pos] >= 1 {
                lbs.push(r);
            } else {
                ubs.push(r);
            }
        }
        let mut out = Vec::new();
        let strip = |row: &Vec<i128>| -> Vec<i128> {
            row.iter()
                .enumerate()
                .filter(|(l, _)| *l != pos)
                .map(|(_, &c)| c)
                .collect()
        };
        for &u in &ubs {
            for &l in &lbs {
                let lc = self.ineqs[l][pos];
                let uc = -self.ineqs[u][pos];
                let m = lcm(lc, uc);
                let row: Vec<i128> = (0..self.ncols())
                    .filter(|&c| c != pos)
                    .map(|c| self.ineqs[u][c] * (m / uc) + self.ineqs[l][c] * (m / lc))
                    .collect();
                out.push(row);
            }
        }
        for &r in &nbs {
            out.push(strip(&self.ineqs[r]));
        }
        let eqs: Vec<Vec<i128>> = self.eqs.iter().map(strip).collect();
        match self.kind_at(pos) {
            VarKind::Dim => self.nd -= 1,
            VarKind::Symbol => self.ns -= 1,
            VarKind::Local => self.nl -= 1,
        }
        self.vals.remove(pos);
        self.ineqs = out;
        self.eqs = eqs;
        self.gcd_tighten();
        self.normalize_by_gcd();
        self.remove_trivial_redundancy();
    }

    fn best_var_to_eliminate(&self, start: usize, end: usize) -> usize {
        let prod = |pos: usize| {
            let lb = self.ineqs.iter().filter(|r| r[pos] > 0).count();
            let ub = self.ineqs.iter().filter(|r| r[pos] < 0).count();
            lb * ub
        };
        let mut min_loc = start;
        let mut min = prod(start);
        for c in start + 1..end {
            let p = prod(c);
            if p < min {
                min = p;
                min_loc = c;
            }
        }
        min_loc
    }

    /// Eliminates the variables `[pos, pos + num)` (MLIR's `projectOut`).
    pub fn project_out(&mut self, pos: usize, num: usize) {
        if num == 0 {
            return;
        }
        let mut cur = pos;
        let mut to_elim = num as i64;
        let mut gauss = 0usize;
        while cur < self.nvars() {
            let k = if to_elim > 0 {
                let limit = (cur + to_elim as usize).min(self.nvars());
                self.gaussian_eliminate_vars(cur, limit)
            } else {
                0
            };
            cur += 1;
            to_elim -= k as i64 + 1;
            gauss += k;
        }
        for i in 0..num.saturating_sub(gauss) {
            let n = num - gauss - i;
            let v = self.best_var_to_eliminate(pos, pos + n);
            self.fm_eliminate(v);
        }
        self.gcd_tighten();
        self.normalize_by_gcd();
    }

    pub fn remove_trivial_redundancy(&mut self) {
        self.gcd_tighten();
        self.normalize_by_gcd();
        let n = self.ncols() - 1;
        let mut redundant = vec![false; self.ineqs.len()];
        let mut seen: Vec<usize> = Vec::new();
        let mut by_coeffs: Vec<(usize, i128)> = Vec::new();
        for r in 0..self.ineqs.len() {
            let row = &self.ineqs[r];
            if (row[..n].iter().all(|&c| c == 0) && row[n] >= 0)
                || seen.iter().any(|&s| self.ineqs[s] == *row)
            {
                redundant[r] = true;
                continue;
            }
            seen.push(r);
            match by_coeffs
                .iter_mut()
                .find(|(s, _)| self.ineqs[*s][..n] == row[..n])
            {
                Some(e) => {
                    if e.1 > row[n] {
                        redundant[e.0] = true;
                        *e = (r, row[n]);
                    } else {
                        redundant[r] = true;
                    }
                }
                None => by_coeffs.push((r, row[n])),
            }
        }
        let mut i = 0;
        self.ineqs.retain(|_| {
            i += 1;
            !redundant[i - 1]
        });
    }

    fn find_equality_to_constant(&self, pos: usize, symbolic: bool) -> Option<usize> {
        let f = if symbolic { self.nd } else { self.nvars() };
        self.eqs
            .iter()
            .position(|r| r[pos] * r[pos] == 1 && (0..f).all(|c| c == pos || r[c] == 0))
    }

    fn set_and_eliminate(&mut self, pos: usize, val: i128) {
        let last = self.ncols() - 1;
        for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            r[last] += r[pos] * val;
        }
        self.remove_var(pos);
    }

    /// MLIR's `constantFoldVarRange`.
    pub fn constant_fold_var_range(&mut self, pos: usize, num: usize) {
        let mut t = pos;
        for _ in 0..num {
            match self.find_equality_to_constant(t, false) {
                Some(r) => {
                    let row = &self.eqs[r];
                    let v = -row[row.len() - 1] / row[t];
                    self.set_and_eliminate(t, v);
                }
                None => t += 1,
            }
        }
    }

    /// The rows bounding `pos` that involve no other variable of
    /// `[offset, offset + num)`: (lower bounds, upper bounds, equalities).
    fn bound_indices(
        &self,
        pos: usize,
        offset: usize,
        num: usize,
    ) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
        let dependent = |r: &Vec<i128>| (offset..offset + num).any(|c| c != pos && r[c] != 0);
        let (mut lbs, mut ubs, mut eqs) = (Vec::new(), Vec::new(), Vec::new());
        for (i, r) in self.ineqs.iter().enumerate() {
            if dependent(r) {
                continue;
            }
            if r[pos] >= 1 {
                lbs.push(i);
            } else if r[pos] <= -1 {
                ubs.push(i);
            }
        }
        for (i, r) in self.eqs.iter().enumerate() {
            if r[pos] != 0 && !dependent(r) {
                eqs.push(i);
            }
        }
        (lbs, ubs, eqs)
    }

    /// MLIR's `getConstantBoundOnDimSize`: the smallest constant extent of
    /// dim `pos` with its symbolic lower bound (coefficients of the symbols
    /// and locals, then the constant, to be floor-divided by the divisor)
    /// and upper bound.
    #[allow(clippy::type_complexity)]
    pub fn constant_bound_on_dim_size(
        &self,
        pos: usize,
        unit_only: bool,
    ) -> Option<(i128, Vec<i128>, i128, Vec<i128>)> {
        let nsym = self.ncols() - self.nd;
        if let Some(r) = self.find_equality_to_constant(pos, true) {
            let eq = &self.eqs[r];
            if eq[self.nd + self.ns..self.nvars()].iter().any(|&c| c != 0) {
                return None;
            }
            let v = eq[pos];
            let lb: Vec<i128> = (0..nsym)
                .map(|c| {
                    let x = eq[self.nd + c];
                    if v < 0 {
                        x / -v
                    } else {
                        -x / v
                    }
                })
                .collect();
            // A zero divisor marks a bound read off an equality.
            return Some((1, lb.clone(), if unit_only { 0 } else { 1 }, lb));
        }
        if self.ineqs.iter().all(|r| r[pos] == 0) {
            return None;
        }
        let (lbs, ubs, _) = self.bound_indices(pos, 0, self.nd);
        let last = self.ncols() - 1;
        let mut best: Option<(i128, usize, usize)> = None;
        for &u in &ubs {
            for &l in &lbs {
                if (0..last).any(|j| self.ineqs[u][j] != -self.ineqs[l][j]) {
                    continue;
                }
                if unit_only && self.ineqs[l][pos] != 1 {
                    continue;
                }
                let diff = ceil_div(
                    self.ineqs[u][last] + self.ineqs[l][last] + 1,
                    self.ineqs[l][pos],
                )
                .max(0);
                if best.is_none_or(|b| diff < b.0) {
                    best = Some((diff, l, u));
                }
            }
        }
        let (diff, l, u) = best?;
        let div = self.ineqs[l][pos];
        let mut lb: Vec<i128> = (0..nsym).map(|c| -self.ineqs[l][self.nd + c]).collect();
        let ub: Vec<i128> = (0..nsym).map(|c| self.ineqs[u][self.nd + c]).collect();
        *lb.last_mut()? += div - 1;
        Some((diff, lb, div, ub))
    }

    /// MLIR's `getConstantBound` (LB when `lower`, UB otherwise).
    pub fn constant_bound(&self, lower: bool, pos: usize) -> Option<i128> {
        let mut c = self.clone();
        c.project_out(0, pos);
        let n = c.nvars();
        c.project_out(1, n - 1);
        if let Some(r) = c.find_equality_to_constant(0, false) {
            let row = &c.eqs[r];
            return Some(-row[row.len() - 1] / row[0]);
        }
        if c.ineqs.iter().all(|r| r[0] == 0) {
            return None;
        }
        let last = c.ncols() - 1;
        let mut out: Option<i128> = None;
        for r in &c.ineqs {
            if (lower && r[0] <= 0) || (!lower && r[0] >= 0) {
                continue;
            }
            if (1..last).any(|j| r[j] != 0) {
                continue;
            }
            let b = if lower {
                ceil_div(-r[last], r[0])
            } else {
                floor_div(r[last], -r[0])
            };
            out = Some(match out {
                None => b,
                Some(o) if lower => o.max(b),
                Some(o) => o.min(b),
            });
        }
        out
    }

    /// MLIR's `mergeAndAlignVars` on the symbols (no locals): `self` gets
    /// the symbols of `other` it lacks appended, and `other` is laid out
    /// like `self`.
    fn align_symbols(&mut self, other: &mut Rel) {
        let theirs: Vec<_> = other.vals[other.nd..other.nd + other.ns].to_vec();
        for v in theirs {
            if !self.vals[self.nd..self.nd + self.ns].contains(&v) {
                self.append_symbol(v);
            }
        }
        let mine: Vec<_> = self.vals[self.nd..self.nd + self.ns].to_vec();
        let map: Vec<Option<usize>> = mine
            .iter()
            .map(|v| {
                other.vals[other.nd..other.nd + other.ns]
                    .iter()
                    .position(|x| x == v)
                    .map(|p| other.nd + p)
            })
            .collect();
        let nd = other.nd;
        let relayout = |row: &Vec<i128>| -> Vec<i128> {
            let mut out = row[..nd].to_vec();
            out.extend(map.iter().map(|p| p.map_or(0, |p| row[p])));
            out.push(*row.last().unwrap_or(&0));
            out
        };
        other.eqs = other.eqs.iter().map(relayout).collect();
        other.ineqs = other.ineqs.iter().map(relayout).collect();
        let mut vals = other.vals[..nd].to_vec();
        vals.extend(mine);
        other.vals = vals;
        other.ns = self.ns;
    }

    /// MLIR's `unionBoundingBox` (aligning the symbols of both systems
    /// first); `false` when it cannot be computed.
    pub fn union_bounding_box(&mut self, other: &Rel) -> bool {
        if self.nl != 0 || other.nl != 0 || self.nd != other.nd {
            return false;
        }
        if self.vals[self.nd..] != other.vals[other.nd..] {
            let mut o = other.clone();
            self.align_symbols(&mut o);
            return self.union_bounding_box(&o);
        }
        let mut common = Rel {
            nd: self.nd,
            ns: self.ns,
            nl: 0,
            vals: self.vals.clone(),
            eqs: Vec::new(),
            ineqs: Vec::new(),
        };
        for r in &self.ineqs {
            if other.ineqs.contains(r) {
                common.ineqs.push(r.clone());
            }
        }
        for r in &self.eqs {
            if other.eqs.contains(r) {
                common.eqs.push(r.clone());
            }
        }
        let cmp = |a: &[i128], b: &[i128]| -> Option<std::cmp::Ordering> {
            let n = a.len() - 1;
            (a[..n] == b[..n]).then(|| a[n].cmp(&b[n]))
        };
        let nsym = self.ns + 1;
        let mut lbs_out = Vec::new();
        let mut ubs_out = Vec::new();
        for d in 0..self.nd {
            let Some((_, lb, div, ub)) = self.constant_bound_on_dim_size(d, false) else {
                return false;
            };
            let Some((_, olb, odiv, oub)) = other.constant_bound_on_dim_size(d, false) else {
                return false;
            };
            if div != odiv {
                return false;
            }
            let min_lb: Vec<i128> = match cmp(&lb, &olb) {
                Some(std::cmp::Ordering::Less | std::cmp::Ordering::Equal) => {
                    let mut m = lb.clone();
                    *m.last_mut().unwrap() -= div - 1;
                    m
                }
                Some(std::cmp::Ordering::Greater) => {
                    let mut m = olb.clone();
                    *m.last_mut().unwrap() -= odiv - 1;
                    m
                }
                None => {
                    let (Some(a), Some(b)) =
                        (self.constant_bound(true, d), other.constant_bound(true, d))
                    else {
                        return false;
                    };
                    let mut m = vec![0; nsym];
                    m[nsym - 1] = a.min(b);
                    m
                }
            };
            let max_ub: Vec<i128> = match cmp(&ub, &oub) {
                Some(std::cmp::Ordering::Greater | std::cmp::Ordering::Equal) => ub.clone(),
                Some(std::cmp::Ordering::Less) => oub.clone(),
                None => {
                    let (Some(a), Some(b)) = (
                        self.constant_bound(false, d),
                        other.constant_bound(false, d),
                    ) else {
                        return false;
                    };
                    let mut m = vec![0; nsym];
                    m[nsym - 1] = a.max(b);
                    m
                }
            };
            let mut new_lb = vec![0; self.ncols()];
            let mut new_ub = vec![0; self.ncols()];
            new_lb[d] = div;
            new_ub[d] = -div;
            for c in 0..nsym {
                new_lb[self.nd + c] = -min_lb[c];
                new_ub[self.nd + c] = max_ub[c];
            }
            lbs_out.push(new_lb);
            ubs_out.push(new_ub);
        }
        self.eqs.clear();
        self.ineqs.clear();
        for (l, u) in lbs_out.into_iter().zip(ubs_out) {
            self.ineqs.push(l);
            self.ineqs.push(u);
        }
        self.ineqs.extend(common.ineqs);
        self.eqs.extend(common.eqs);
        self.remove_trivial_redundancy();
        true
    }

    /// MLIR's `getLowerAndUpperBound` for dim `pos` among the `nd` dims:
    /// lower and (exclusive) upper bound expressions over the symbols
    /// (as symbols of a map without dims). `None` when a bound involves a
    /// local.
    pub fn lower_and_upper_bound(
        &self,
        ctx: &Context,
        pos: usize,
    ) -> Option<(Vec<AffineExpr>, Vec<AffineExpr>)> {
        let (lbs, ubs, eqs) = self.bound_indices(pos, 0, self.nd);
        let aff = &ctx.affine;
        let last = self.ncols() - 1;
        let expr_of = |coeffs: &[i128]| -> Option<AffineExpr> {
            // coeffs: symbols, locals, constant.
            if coeffs[self.ns..coeffs.len() - 1].iter().any(|&c| c != 0) {
                return None;
            }
            let mut e = aff.constant(0);
            for (s, &c) in coeffs[..self.ns].iter().enumerate() {
                if c != 0 {
                    e = aff.add(
                        e,
                        aff.mul(aff.symbol(s as u32), aff.constant(i64::try_from(c).ok()?)),
                    );
                }
            }
            let k = *coeffs.last()?;
            if k != 0 {
                e = aff.add(e, aff.constant(i64::try_from(k).ok()?));
            }
            Some(e)
        };
        let others = |row: &Vec<i128>| -> Vec<i128> { row[self.nd..].to_vec() };
        let mut lb_exprs = Vec::new();
        for &i in &lbs {
            let row = &self.ineqs[i];
            let neg: Vec<i128> = others(row).iter().map(|c| -c).collect();
            let d = row[pos].abs();
            let e = expr_of(&neg)?;
            let e = aff.floor_div(
                aff.add(e, aff.constant(i64::try_from(d - 1).ok()?)),
                aff.constant(i64::try_from(d).ok()?),
            );
            lb_exprs.push(e);
        }
        let mut ub_exprs = Vec::new();
        for &i in &ubs {
            let row = &self.ineqs[i];
            let d = row[pos].abs();
            let e = expr_of(&others(row))?;
            let e = aff.floor_div(e, aff.constant(i64::try_from(d).ok()?));
            ub_exprs.push(aff.add(e, aff.constant(1)));
        }
        for &i in &eqs {
            let row = &self.eqs[i];
            let mut b = others(row);
            if row[pos] > 0 {
                b.iter_mut().for_each(|c| *c = -*c);
            }
            let d = i64::try_from(row[pos].abs()).ok()?;
            let e = expr_of(&b)?;
            ub_exprs.push(aff.add(aff.floor_div(e, aff.constant(d)), aff.constant(1)));
            lb_exprs.push(aff.ceil_div(e, aff.constant(d)));
        }
        let _ = last;
        Some((lb_exprs, ub_exprs))
    }
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

    fn rel(nd: usize, ns: usize, eqs: &[&[i128]], ineqs: &[&[i128]]) -> Rel {
        Rel {
            nd,
            ns,
            nl: 0,
            vals: vec![None; nd + ns],
            eqs: eqs.iter().map(|r| r.to_vec()).collect(),
            ineqs: ineqs.iter().map(|r| r.to_vec()).collect(),
        }
    }

    #[test]
    fn projection_and_bounding_size() {
        // d0 == x + 2, 0 <= x <= 9 (x a symbol to project out): d0 in [2, 11].
        let mut r = rel(1, 1, &[&[1, -1, -2]], &[&[0, 1, 0], &[0, -1, 9]]);
        r.project_out(1, 1);
        assert_eq!(r.nvars(), 1);
        let (diff, lb, div, _) = r.constant_bound_on_dim_size(0, true).unwrap();
        assert_eq!((diff, lb, div), (10, vec![2], 1));
        assert_eq!(r.constant_bound(true, 0), Some(2));
        assert_eq!(r.constant_bound(false, 0), Some(11));
    }

    #[test]
    fn symbolic_extent() {
        // s0 <= d0 <= s0 + 31 over the symbol s0: extent 32, lower bound s0.
        let r = rel(1, 1, &[], &[&[1, -1, 0], &[-1, 1, 31]]);
        let (diff, lb, _, ub) = r.constant_bound_on_dim_size(0, true).unwrap();
        assert_eq!(diff, 32);
        assert_eq!(lb, vec![1, 0]);
        assert_eq!(ub, vec![1, 31]);
    }

    #[test]
    fn union_of_boxes() {
        // [100, 109] and [25, 34] give [25, 109].
        let mut a = rel(1, 0, &[], &[&[1, -100], &[-1, 109]]);
        let b = rel(1, 0, &[], &[&[1, -25], &[-1, 34]]);
        assert!(a.union_bounding_box(&b));
        assert_eq!(a.constant_bound_on_dim_size(0, true).unwrap().0, 85);
    }

    #[test]
    fn constant_folding_of_symbols() {
        // d0 == s0 + s1, s1 == 9: s1 is folded away.
        let mut r = rel(1, 2, &[&[1, -1, -1, 0], &[0, 0, 1, -9]], &[]);
        r.constant_fold_var_range(1, 2);
        assert_eq!(r.ns, 1);
        assert_eq!(r.eqs[0], vec![1, -1, -9]);
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
