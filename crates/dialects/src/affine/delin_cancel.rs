//! Cancelling a delinearization inside affine maps: a sum whose terms are
//! all results of one `affine.delinearize_index`, each scaled by its stride
//! (times a common factor), is that factor times the linearized index
//! (`%a:3 = delinearize %x into (2, 2, 64)`, `a#0 * 128 + a#1 * 64 + a#2`
//! is `%x`).

use super::compose::Mapping;
use super::index_ops::static_basis;
use rmlir_affine::{AffineExpr, AffineExprKind as K};
use rmlir_core::ir::{Ir, Value, ValueDef};
use rmlir_core::types::DYNAMIC;
use rmlir_core::Context;

/// A term of a sum: operand position with coefficient, or anything else.
enum Term {
    Var(usize, i64),
    Other(AffineExpr),
}

struct State<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    nd: usize,
    ops: Vec<Value>,
    /// Linear indices appended as new dims (`true`) or symbols.
    new_dims: Vec<Value>,
    new_syms: Vec<Value>,
    changed: bool,
}

impl State<'_> {
    /// The value at dim/symbol position `pos` (dims first).
    fn pos_of(&self, e: AffineExpr) -> Option<usize> {
        match self.ctx.affine.kind(e) {
            K::Dim(p) => Some(p as usize),
            K::Symbol(p) => Some(self.nd + p as usize),
            _ => None,
        }
    }

    fn terms(&mut self, e: AffineExpr, out: &mut Vec<Term>) {
        let aff = &self.ctx.affine;
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            match aff.kind(x) {
                K::Add(l, r) => {
                    stack.push(r);
                    stack.push(l);
                }
                K::Mul(l, r) => match (self.pos_of(l), aff.as_constant(r)) {
                    (Some(p), Some(c)) => out.push(Term::Var(p, c)),
                    _ => out.push(Term::Other(x)),
                },
                _ => match self.pos_of(x) {
                    Some(p) => out.push(Term::Var(p, 1)),
                    None => out.push(Term::Other(x)),
                },
            }
        }
    }

    /// The delinearize op and result number defining operand `pos`.
    fn delin_of(&self, pos: usize) -> Option<(rmlir_core::ir::OpId, usize)> {
        let v = *self.ops.get(pos)?;
        match self.ir.value(v).def {
            ValueDef::Result { op, index }
                if self.ctx.op_name_str(self.ir.op_name(op)) == "affine.delinearize_index" =>
            {
                Some((op, index as usize))
            }
            _ => None,
        }
    }

    fn simplify(&mut self, e: AffineExpr) -> AffineExpr {
        let aff = &self.ctx.affine;
        match aff.kind(e) {
            K::Add(..) => {}
            k @ (K::Mul(..) | K::Mod(..) | K::FloorDiv(..) | K::CeilDiv(..)) => {
                let (l, r) = k.operands().expect("binary");
                let (nl, nr) = (self.simplify(l), self.simplify(r));
                return if nl == l && nr == r {
                    e
                } else {
                    aff.binary(k, nl, nr)
                };
            }
            _ => return e,
        }
        let mut terms = Vec::new();
        self.terms(e, &mut terms);
        for t in &mut terms {
            if let Term::Other(x) = t {
                *x = self.simplify(*x);
            }
        }
        // Try each delinearization, in order of first appearance.
        let mut tried = Vec::new();
        let mut extra: Vec<AffineExpr> = Vec::new();
        let mut i = 0;
        while i < terms.len() {
            let Term::Var(p, _) = terms[i] else {
                i += 1;
                continue;
            };
            let Some((delin, _)) = self.delin_of(p) else {
                i += 1;
                continue;
            };
            if tried.contains(&delin) {
                i += 1;
                continue;
            }
            tried.push(delin);
            if let Some(new_term) = self.cancel(delin, &mut terms) {
                extra.push(new_term);
            }
            i += 1;
        }
        if extra.is_empty() {
            return self.rebuild(&terms, &[], e);
        }
        self.changed = true;
        self.rebuild(&terms, &extra, e)
    }

    fn rebuild(&self, terms: &[Term], extra: &[AffineExpr], orig: AffineExpr) -> AffineExpr {
        let aff = &self.ctx.affine;
        let var = |p: usize| {
            if p < self.nd {
                aff.dim(p as u32)
            } else {
                aff.symbol((p - self.nd) as u32)
            }
        };
        let mut acc: Option<AffineExpr> = None;
        let mut push = |x: AffineExpr| {
            acc = Some(match acc {
                Some(a) => aff.add(a, x),
                None => x,
            });
        };
        for t in terms {
            match *t {
                Term::Var(_, 0) => {}
                Term::Var(p, 1) => push(var(p)),
                Term::Var(p, c) => push(aff.mul(var(p), aff.constant(c))),
                Term::Other(x) => push(x),
            }
        }
        for x in extra {
            push(*x);
        }
        let _ = orig;
        acc.unwrap_or_else(|| aff.constant(0))
    }

    /// Cancels the results of `delin` in `terms` if they form a scaled
    /// linearization; returns the replacement term.
    fn cancel(&mut self, delin: rmlir_core::ir::OpId, terms: &mut [Term]) -> Option<AffineExpr> {
        let n = self.ir.num_results(delin);
        if n < 2 || self.ir.num_operands(delin) != 1 {
            return None;
        }
        let basis = static_basis(self.ctx, self.ir, delin);
        if basis.contains(&DYNAMIC) {
            return None;
        }
        let eff: &[i64] = if basis.len() == n {
            &basis[1..]
        } else {
            &basis
        };
        if eff.len() + 1 != n {
            return None;
        }
        let mut strides = vec![1i64; n];
        for i in (0..n - 1).rev() {
            strides[i] = strides[i + 1].checked_mul(eff[i])?;
        }
        // First occurrence of each result among the terms.
        let mut at = vec![None; n];
        for (ti, t) in terms.iter().enumerate() {
            if let Term::Var(p, _) = t {
                if let Some((d, r)) = self.delin_of(*p) {
                    if d == delin && at[r].is_none() {
                        at[r] = Some(ti);
                    }
                }
            }
        }
        let idx: Vec<usize> = at.into_iter().collect::<Option<Vec<_>>>()?;
        let coeff = |t: &Term| match t {
            Term::Var(_, c) => *c,
            Term::Other(_) => 0,
        };
        let c0 = coeff(&terms[idx[0]]);
        if c0 == 0 || c0 % strides[0] != 0 {
            return None;
        }
        let k = c0 / strides[0];
        for r in 0..n {
            let c = coeff(&terms[idx[r]]);
            let want = k.checked_mul(strides[r])?;
            if c.signum() != want.signum() || c.abs() < want.abs() {
                return None;
            }
        }
        let all_dims = idx
            .iter()
            .all(|&ti| matches!(terms[ti], Term::Var(p, _) if p < self.nd));
        for r in 0..n {
            if let Term::Var(_, c) = &mut terms[idx[r]] {
                *c -= k * strides[r];
            }
        }
        let linear = self.ir.operand(delin, 0);
        let aff = &self.ctx.affine;
        let var = if all_dims {
            self.new_dims.push(linear);
            aff.dim((self.nd + self.new_dims.len() - 1) as u32)
        } else {
            self.new_syms.push(linear);
            aff.symbol((self.ops.len() - self.nd + self.new_syms.len() - 1) as u32)
        };
        Some(if k == 1 {
            var
        } else {
            aff.mul(var, aff.constant(k))
        })
    }
}

/// Replaces scaled linearizations of delinearization results in the
/// expressions by the delinearized index. Returns whether anything changed
/// (new operands are appended; callers canonicalize afterwards).
pub(super) fn cancel_delinearizations(ctx: &Context, ir: &Ir, m: &mut Mapping) -> bool {
    if m.ops.len() != m.nd + m.ns {
        return false;
    }
    let mut st = State {
        ctx,
        ir,
        nd: m.nd,
        ops: m.ops.clone(),
        new_dims: Vec::new(),
        new_syms: Vec::new(),
        changed: false,
    };
    let exprs: Vec<AffineExpr> = m.exprs.iter().map(|e| st.simplify(*e)).collect();
    if !st.changed {
        return false;
    }
    let aff = &ctx.affine;
    // New dims go after the old ones: shift the symbols.
    let nnd = st.new_dims.len() as u32;
    let syms: Vec<AffineExpr> = (0..(m.ns + st.new_syms.len()) as u32)
        .map(|i| aff.symbol(i))
        .collect();
    let dims: Vec<AffineExpr> = (0..(m.nd as u32 + nnd)).map(|i| aff.dim(i)).collect();
    m.exprs = exprs
        .into_iter()
        .map(|e| aff.replace_dims_and_symbols(e, &dims, &syms))
        .collect();
    let mut ops = m.ops[..m.nd].to_vec();
    ops.extend(st.new_dims.iter().copied());
    ops.extend_from_slice(&m.ops[m.nd..]);
    ops.extend(st.new_syms.iter().copied());
    m.nd += st.new_dims.len();
    m.ns += st.new_syms.len();
    m.ops = ops;
    true
}
