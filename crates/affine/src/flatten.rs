//! MLIR's `simplifyAffineExpr`: an expression is flattened into a row of
//! coefficients over dims, symbols and "locals" (the divisions, modulos and
//! products that are not linear), then rebuilt in canonical term order.
//! Semi-affine expressions (symbolic divisors) are first simplified
//! structurally, as MLIR does before flattening.
//!
//! Layout computations (memref strides and offsets, canonical strided
//! layouts) rely on this to compare maps the way mlir-opt does.

use crate::context::{gcd, AffineContext, AffineExpr, AffineExprKind as K};

/// MLIR's `SimpleAffineExprFlattener`: every expression becomes a row of
/// coefficients `[dims, symbols, locals, constant]`, where locals stand for
/// divisions, modulos and products that are not linear.
struct Flattener<'a> {
    aff: &'a AffineContext,
    num_dims: usize,
    num_syms: usize,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
}

impl<'a> Flattener<'a> {
    fn new(aff: &'a AffineContext, num_dims: usize, num_syms: usize) -> Self {
        Flattener {
            aff,
            num_dims,
            num_syms,
            stack: Vec::new(),
            locals: Vec::new(),
        }
    }

    fn cols(&self) -> usize {
        self.num_dims + self.num_syms + self.locals.len() + 1
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_syms
    }

    fn find_local(&self, e: AffineExpr) -> Option<usize> {
        self.locals.iter().position(|l| *l == e)
    }

    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(e);
    }

    fn expr_of_row(&self, row: &[i64]) -> AffineExpr {
        expr_from_flat(self.aff, row, self.num_dims, self.num_syms, &self.locals)
    }

    /// The column of the local standing for `e`, added if new.
    fn local_column(&mut self, e: AffineExpr) -> usize {
        let loc = match self.find_local(e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.locals.len() - 1
            }
        };
        self.local_start() + loc
    }

    /// Replaces the top row by a local standing for `e`.
    fn set_to_local(&mut self, e: AffineExpr) {
        let col = self.local_column(e);
        let top = self.stack.last_mut().expect("operand");
        top.iter_mut().for_each(|x| *x = 0);
        top[col] = 1;
    }

    /// A product, modulo or division whose right side is not a constant is
    /// not linear: the top row becomes a local for `build(top, rhs)`.
    fn set_to_semi_affine_local(
        &mut self,
        rhs: &[i64],
        build: fn(&AffineContext, AffineExpr, AffineExpr) -> AffineExpr,
    ) {
        let a = self.expr_of_row(self.stack.last().expect("operand"));
        let b = self.expr_of_row(rhs);
        let e = build(self.aff, a, b);
        self.set_to_local(e);
    }

    fn walk(&mut self, e: AffineExpr) -> Result<(), ()> {
        let kind = self.aff.kind(e);
        match kind {
            K::Dim(p) => {
                let mut row = vec![0; self.cols()];
                row[p as usize] = 1;
                self.stack.push(row);
                Ok(())
            }
            K::Symbol(p) => {
                let mut row = vec![0; self.cols()];
                row[self.num_dims + p as usize] = 1;
                self.stack.push(row);
                Ok(())
            }
            K::Constant(c) => {
                let mut row = vec![0; self.cols()];
                *row.last_mut().unwrap() = c;
                self.stack.push(row);
                Ok(())
            }
            K::Add(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().unwrap();
                let lhs = self.stack.last_mut().unwrap();
                for (a, b) in lhs.iter_mut().zip(&rhs) {
                    *a = a.wrapping_add(*b);
                }
                Ok(())
            }
            K::Mul(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().unwrap();
                if !matches!(self.aff.kind(r), K::Constant(_)) {
                    self.set_to_semi_affine_local(&rhs, AffineContext::mul);
                    return Ok(());
                }
                let c = *rhs.last().unwrap();
                for x in self.stack.last_mut().unwrap().iter_mut() {
                    *x = x.wrapping_mul(c);
                }
                Ok(())
            }
            K::Mod(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().unwrap();
                if !matches!(self.aff.kind(r), K::Constant(_)) {
                    self.set_to_semi_affine_local(&rhs, AffineContext::modulo);
                    return Ok(());
                }
                let c = *rhs.last().unwrap();
                if c <= 0 {
                    return Err(());
                }
                let lhs = self.stack.last().unwrap().clone();
                if lhs.iter().all(|x| x % c == 0) {
                    self.stack
                        .last_mut()
                        .unwrap()
                        .iter_mut()
                        .for_each(|x| *x = 0);
                    return Ok(());
                }
                let mut g = c as u64;
                for x in &lhs {
                    g = gcd(g, x.unsigned_abs());
                }
                let mut dividend = lhs.clone();
                if g != 1 {
                    dividend.iter_mut().for_each(|x| *x /= g as i64);
                }
                let divisor = c / g as i64;
                let a = self.expr_of_row(&dividend);
                let b = self.aff.constant(divisor);
                let q = self.aff.floor_div(a, b);
                let col = self.local_column(q);
                self.stack.last_mut().unwrap()[col] = -c;
                Ok(())
            }
            K::FloorDiv(l, r) | K::CeilDiv(l, r) => {
                let divide: fn(&AffineContext, AffineExpr, AffineExpr) -> AffineExpr =
                    if matches!(kind, K::CeilDiv(..)) {
                        AffineContext::ceil_div
                    } else {
                        AffineContext::floor_div
                    };
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().unwrap();
                if !matches!(self.aff.kind(r), K::Constant(_)) {
                    self.set_to_semi_affine_local(&rhs, divide);
                    return Ok(());
                }
                let c = *rhs.last().unwrap();
                if c <= 0 {
                    return Err(());
                }
                let mut g = c.unsigned_abs();
                for x in self.stack.last().unwrap() {
                    g = gcd(g, x.unsigned_abs());
                }
                if g != 1 {
                    self.stack
                        .last_mut()
                        .unwrap()
                        .iter_mut()
                        .for_each(|x| *x /= g as i64);
                }
                let divisor = c / g as i64;
                if divisor == 1 {
                    return Ok(());
                }
                let a = self.expr_of_row(self.stack.last().unwrap());
                let b = self.aff.constant(divisor);
                self.set_to_local(divide(self.aff, a, b));
                Ok(())
            }
        }
    }
}

fn id_expr(aff: &AffineContext, j: usize, num_dims: usize) -> AffineExpr {
    if j < num_dims {
        aff.dim(j as u32)
    } else {
        aff.symbol((j - num_dims) as u32)
    }
}

/// MLIR's `getAffineExprFromFlatForm`.
fn expr_from_flat(
    aff: &AffineContext,
    flat: &[i64],
    num_dims: usize,
    num_syms: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut e = aff.constant(0);
    for (j, &c) in flat.iter().enumerate().take(num_dims + num_syms) {
        if c == 0 {
            continue;
        }
        let id = id_expr(aff, j, num_dims);
        e = aff.add(e, aff.mul(id, aff.constant(c)));
    }
    let n = flat.len() - 1;
    for j in num_dims + num_syms..n {
        if flat[j] == 0 {
            continue;
        }
        let term = aff.mul(locals[j - num_dims - num_syms], aff.constant(flat[j]));
        e = aff.add(e, term);
    }
    if flat[n] != 0 {
        e = aff.add(e, aff.constant(flat[n]));
    }
    e
}

/// MLIR's `getSemiAffineExprFromFlatForm`: terms sorted by the positions of
/// the dims and symbols they involve.
fn semi_affine_expr_from_flat(
    aff: &AffineContext,
    flat: &[i64],
    num_dims: usize,
    num_syms: usize,
    locals: &[AffineExpr],
) -> AffineExpr {
    let mut entries: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
    let max = num_dims.max(num_syms) as i64;
    let mut offset_sym: i64 = 0;
    let mut offset_dim: i64 = -1;
    for (k, &c) in flat[num_dims..num_dims + num_syms].iter().enumerate() {
        if c == 0 {
            continue;
        }
        entries.push(((k as u32, max + offset_sym), c, aff.symbol(k as u32)));
        offset_sym += 1;
    }
    let n_locals = flat.len() - num_dims - num_syms - 1;
    let mut added = vec![false; n_locals];
    for (i, &le) in locals.iter().enumerate() {
        let coeff = flat[num_dims + num_syms + i];
        if coeff == 0 {
            continue;
        }
        let Some((lhs, rhs)) = aff.kind(le).operands() else {
            continue;
        };
        let lk = aff.kind(lhs);
        let rk = aff.kind(rhs);
        let lhs_id = matches!(lk, K::Dim(_) | K::Symbol(_));
        let rhs_ok = matches!(rk, K::Dim(_) | K::Symbol(_) | K::Constant(_));
        if !(lhs_id && rhs_ok) {
            continue;
        }
        let key = match (lk, rk) {
            (K::Dim(p), K::Constant(_)) => {
                let k = (p, offset_dim);
                offset_dim -= 1;
                k
            }
            (K::Symbol(p), K::Constant(_)) => {
                let k = (p, max + offset_sym);
                offset_sym += 1;
                k
            }
            (K::Dim(p), K::Symbol(q)) => (p, q as i64),
            (K::Symbol(p), _) => {
                let k = (p, max + offset_sym);
                offset_sym += 1;
                k
            }
            // A dim times a dim cannot occur in a valid expression.
            (K::Dim(p), _) => (p, 0),
            _ => continue,
        };
        entries.push((key, coeff, le));
        added[i] = true;
    }
    for (j, &c) in flat.iter().enumerate().take(num_dims) {
        if c == 0 {
            continue;
        }
        entries.push(((j as u32, offset_dim), c, aff.dim(j as u32)));
        offset_dim -= 1;
    }
    entries.sort_by_key(|(k, _, _)| *k);
    let mut e = aff.constant(0);
    for (_, c, x) in &entries {
        e = aff.add(e, aff.mul(*x, aff.constant(*c)));
    }
    let local_coeffs = &flat[num_dims + num_syms..flat.len() - 1];
    for (li, &c) in local_coeffs.iter().enumerate() {
        if c == 0 || added[li] {
            continue;
        }
        e = aff.add(e, aff.mul(locals[li], aff.constant(c)));
    }
    let c = *flat.last().unwrap();
    if c != 0 {
        e = aff.add(e, aff.constant(c));
    }
    e
}

fn is_divisible_by_symbol(aff: &AffineContext, e: AffineExpr, pos: u32, op: K) -> bool {
    match aff.kind(e) {
        K::Constant(c) => c == 0,
        K::Dim(_) => false,
        K::Symbol(p) => p == pos,
        K::Add(l, r) => {
            is_divisible_by_symbol(aff, l, pos, op) && is_divisible_by_symbol(aff, r, pos, op)
        }
        K::Mod(l, r) => {
            let m = K::Mod(l, r);
            is_divisible_by_symbol(aff, l, pos, m) && is_divisible_by_symbol(aff, r, pos, m)
        }
        K::Mul(l, r) => {
            is_divisible_by_symbol(aff, l, pos, op) || is_divisible_by_symbol(aff, r, pos, op)
        }
        k @ (K::FloorDiv(l, _) | K::CeilDiv(l, _)) => {
            if std::mem::discriminant(&op) != std::mem::discriminant(&k) {
                return false;
            }
            is_divisible_by_symbol(aff, l, pos, k)
        }
    }
}

fn symbolic_divide(aff: &AffineContext, e: AffineExpr, pos: u32, op: K) -> Option<AffineExpr> {
    match aff.kind(e) {
        K::Constant(c) => (c == 0).then(|| aff.constant(0)),
        K::Dim(_) => None,
        K::Symbol(_) => Some(aff.constant(1)),
        K::Add(l, r) => Some(aff.add(
            symbolic_divide(aff, l, pos, op)?,
            symbolic_divide(aff, r, pos, op)?,
        )),
        k @ K::Mod(l, r) => Some(aff.modulo(
            symbolic_divide(aff, l, pos, k)?,
            symbolic_divide(aff, r, pos, k)?,
        )),
        K::Mul(l, r) => {
            if !is_divisible_by_symbol(aff, l, pos, op) {
                Some(aff.mul(l, symbolic_divide(aff, r, pos, op)?))
            } else {
                Some(aff.mul(symbolic_divide(aff, l, pos, op)?, r))
            }
        }
        k @ K::FloorDiv(l, r) => Some(aff.floor_div(symbolic_divide(aff, l, pos, k)?, r)),
        k @ K::CeilDiv(l, r) => Some(aff.ceil_div(symbolic_divide(aff, l, pos, k)?, r)),
    }
}

fn summands(aff: &AffineContext, e: AffineExpr, out: &mut Vec<AffineExpr>) {
    match aff.kind(e) {
        K::Add(l, r) => {
            summands(aff, l, out);
            summands(aff, r, out);
        }
        _ => out.push(e),
    }
}

fn negated(aff: &AffineContext, e: AffineExpr) -> Option<AffineExpr> {
    let K::Mul(l, r) = aff.kind(e) else {
        return None;
    };
    if aff.as_constant(l) == Some(-1) {
        return Some(r);
    }
    if aff.as_constant(r) == Some(-1) {
        return Some(l);
    }
    None
}

fn is_mod_of_mod_subtraction(
    aff: &AffineContext,
    lhs: AffineExpr,
    rhs: AffineExpr,
    num_dims: usize,
    num_syms: usize,
) -> bool {
    let mut terms = Vec::new();
    summands(aff, lhs, &mut terms);
    for (i, &t) in terms.iter().enumerate() {
        let Some(inner) = negated(aff, t) else {
            continue;
        };
        let K::Mod(x, m) = aff.kind(inner) else {
            continue;
        };
        if m != rhs {
            continue;
        }
        let mut diff = aff.constant(0);
        for (j, &u) in terms.iter().enumerate() {
            if i != j {
                diff = aff.add(diff, u);
            }
        }
        diff = aff.sub(diff, x);
        let diff = simplify_affine_expr(aff, diff, num_dims, num_syms);
        if aff.as_constant(diff) == Some(0) {
            return true;
        }
    }
    false
}

fn simplify_semi_affine(
    aff: &AffineContext,
    e: AffineExpr,
    num_dims: usize,
    num_syms: usize,
) -> AffineExpr {
    let kind = aff.kind(e);
    match kind {
        K::Constant(_) | K::Dim(_) | K::Symbol(_) => e,
        K::Add(l, r) => aff.add(
            simplify_semi_affine(aff, l, num_dims, num_syms),
            simplify_semi_affine(aff, r, num_dims, num_syms),
        ),
        K::Mul(l, r) => aff.mul(
            simplify_semi_affine(aff, l, num_dims, num_syms),
            simplify_semi_affine(aff, r, num_dims, num_syms),
        ),
        K::FloorDiv(l, r) | K::CeilDiv(l, r) | K::Mod(l, r) => {
            let rebuild = |a: AffineExpr, b: AffineExpr| match kind {
                K::FloorDiv(..) => aff.floor_div(a, b),
                K::CeilDiv(..) => aff.ceil_div(a, b),
                _ => aff.modulo(a, b),
            };
            let sl = simplify_semi_affine(aff, l, num_dims, num_syms);
            let sr = simplify_semi_affine(aff, r, num_dims, num_syms);
            if is_mod_of_mod_subtraction(aff, sl, sr, num_dims, num_syms) {
                return aff.constant(0);
            }
            let K::Symbol(pos) = aff.kind(sr) else {
                return rebuild(sl, sr);
            };
            if !is_divisible_by_symbol(aff, l, pos, kind) {
                return rebuild(sl, sr);
            }
            if matches!(kind, K::Mod(..)) {
                return aff.constant(0);
            }
            symbolic_divide(aff, sl, pos, kind).unwrap_or_else(|| rebuild(sl, sr))
        }
    }
}

/// MLIR's `simplifyAffineExpr`: flattens `e` into a sum of terms and
/// rebuilds it in canonical order.
pub fn simplify_affine_expr(
    aff: &AffineContext,
    e: AffineExpr,
    num_dims: usize,
    num_syms: usize,
) -> AffineExpr {
    let e = if aff.is_pure_affine(e) {
        e
    } else {
        simplify_semi_affine(aff, e, num_dims, num_syms)
    };
    let mut f = Flattener::new(aff, num_dims, num_syms);
    if f.walk(e).is_err() {
        return e;
    }
    let flat = f.stack.last().unwrap().clone();
    let pure = aff.is_pure_affine(e);
    if !pure && e == f.expr_of_row(&flat) {
        return e;
    }
    if pure {
        f.expr_of_row(&flat)
    } else {
        semi_affine_expr_from_flat(aff, &flat, num_dims, num_syms, &f.locals)
    }
}
