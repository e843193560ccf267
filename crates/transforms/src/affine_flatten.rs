//! Flattening affine expressions into rows of a [`Rel`] with local
//! variables for divisions (MLIR's `SimpleAffineExprFlattener` and the
//! local-merging step of `FlatLinearConstraints`), shared by the passes that
//! build constraint systems from access maps and layout maps.

use crate::affine_constraints::{Lin, Rel, VarKind};
use rmlir_affine::{AffineExpr, AffineExprKind as K};
use rmlir_core::ir::Value;
use rmlir_core::Context;

/// Flattens affine expressions over `nin` inputs, introducing locals for
/// divisions the way MLIR's `SimpleAffineExprFlattener` does (local `k` is
/// variable `nin + k`).
struct Flattener<'a> {
    ctx: &'a Context,
    nd: usize,
    nin: usize,
    locals: Vec<(Lin, i128)>,
}

fn lin_gcd(l: &Lin, init: i128) -> i128 {
    let mut g = init.abs();
    for &c in l.coeffs.values().chain(std::iter::once(&l.constant)) {
        let (mut a, mut b) = (g, c.abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        g = a;
    }
    g
}

fn lin_div(l: &Lin, g: i128) -> Lin {
    Lin {
        coeffs: l.coeffs.iter().map(|(&k, &c)| (k, c / g)).collect(),
        constant: l.constant / g,
    }
}

impl Flattener<'_> {
    fn local(&mut self, dividend: Lin, divisor: i128) -> usize {
        if let Some(k) = self
            .locals
            .iter()
            .position(|(d, q)| *d == dividend && *q == divisor)
        {
            return self.nin + k;
        }
        self.locals.push((dividend, divisor));
        self.nin + self.locals.len() - 1
    }

    fn flat(&mut self, e: AffineExpr) -> Option<Lin> {
        let aff = &self.ctx.affine;
        Some(match aff.kind(e) {
            K::Constant(c) => Lin::constant(c as i128),
            K::Dim(p) => Lin::var(p as usize),
            K::Symbol(p) => Lin::var(self.nd + p as usize),
            K::Add(l, r) => {
                let l = self.flat(l)?;
                let r = self.flat(r)?;
                l.combine(1, &r, 1)?
            }
            K::Mul(l, r) => {
                let l = self.flat(l)?;
                let r = self.flat(r)?;
                if r.coeffs.is_empty() {
                    l.combine(r.constant, &Lin::default(), 0)?
                } else if l.coeffs.is_empty() {
                    r.combine(l.constant, &Lin::default(), 0)?
                } else {
                    return None;
                }
            }
            K::Mod(l, r) => {
                let lhs = self.flat(l)?;
                let r = self.flat(r)?;
                if !r.coeffs.is_empty() || r.constant <= 0 {
                    return None;
                }
                let c = r.constant;
                if lhs.coeffs.values().all(|&x| x % c == 0) && lhs.constant % c == 0 {
                    return Some(Lin::default());
                }
                let g = lin_gcd(&lhs, c);
                let q = self.local(lin_div(&lhs, g), c / g);
                lhs.combine(1, &Lin::var(q), -c)?
            }
            K::FloorDiv(l, r) | K::CeilDiv(l, r) => {
                let is_ceil = matches!(aff.kind(e), K::CeilDiv(..));
                let lhs = self.flat(l)?;
                let r = self.flat(r)?;
                if !r.coeffs.is_empty() || r.constant <= 0 {
                    return None;
                }
                let g = lin_gcd(&lhs, r.constant);
                let lhs = lin_div(&lhs, g);
                let d = r.constant / g;
                if d == 1 {
                    return Some(lhs);
                }
                let mut dividend = lhs;
                if is_ceil {
                    dividend.constant += d - 1;
                }
                Lin::var(self.local(dividend, d))
            }
        })
    }
}

/// Flattens `exprs` (over `nd` dims and `ns` symbols bound to the
/// variables `cols` of `cst`), adds their locals at the front of the
/// locals of `cst` with their defining constraints, and returns the rows
/// (one entry per column of `cst`, after the insertion of the locals).
pub(crate) fn flatten_into(
    ctx: &Context,
    cst: &mut Rel,
    exprs: &[AffineExpr],
    nd: usize,
    operands: &[Value],
) -> Option<Vec<Vec<i128>>> {
    flatten_into_cols(ctx, cst, exprs, nd, operands.len(), |cst| {
        operands.iter().map(|&v| cst.find_var(v)).collect()
    })
}

/// [`flatten_into`] with the column of each input (dims then symbols of
/// the expressions, `nin` in all) given by `cols`, asked once the locals
/// are in place (so a failure still leaves them, as before).
pub(crate) fn flatten_into_cols(
    ctx: &Context,
    cst: &mut Rel,
    exprs: &[AffineExpr],
    nd: usize,
    nin: usize,
    cols: impl FnOnce(&Rel) -> Option<Vec<usize>>,
) -> Option<Vec<Vec<i128>>> {
    let mut f = Flattener {
        ctx,
        nd,
        nin,
        locals: Vec::new(),
    };
    let flats: Vec<Lin> = exprs.iter().map(|&e| f.flat(e)).collect::<Option<_>>()?;
    let base = cst.nd + cst.ns;
    for k in 0..f.locals.len() {
        cst.insert_var(VarKind::Local, base + k, None);
    }
    let cols = cols(cst)?;
    let dense = |cst: &Rel, l: &Lin| -> Vec<i128> {
        let mut row = vec![0; cst.ncols()];
        for (&v, &c) in &l.coeffs {
            let col = if v < nin { cols[v] } else { base + (v - nin) };
            row[col] += c;
        }
        let n = row.len() - 1;
        row[n] = l.constant;
        row
    };
    for (k, (dividend, divisor)) in f.locals.iter().enumerate() {
        let d = dense(cst, dividend);
        let q = base + k;
        let mut lower = d.clone();
        lower[q] -= divisor;
        let mut upper: Vec<i128> = d.iter().map(|c| -c).collect();
        upper[q] += divisor;
        let n = upper.len() - 1;
        upper[n] += divisor - 1;
        cst.ineqs.push(lower);
        cst.ineqs.push(upper);
    }
    Some(flats.iter().map(|l| dense(cst, l)).collect())
}
