//! Strided-layout utilities of memref types (MLIR's `BuiltinTypes.cpp` and
//! the pieces of `AffineExpr.cpp` they rely on): the affine map of a layout,
//! MLIR's flattening simplifier for affine expressions, strides and offset
//! of a layout, canonical strided layouts, and the result-type computations
//! of `subview`, `expand_shape`, `collapse_shape` and `transpose`.
//!
//! Dynamic sizes, strides and offsets are `DYNAMIC` (MLIR's
//! `ShapedType::kDynamic`).

use rmlir_affine::{AffineContext, AffineExpr, AffineExprKind as K, AffineMap};
use rmlir_core::builtin_types::memref_type;
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};

// ---------------------------------------------------------------------------
// Saturated integer arithmetic (MLIR's `SaturatedInteger`): dynamic values
// absorb everything except a multiplication by zero.
// ---------------------------------------------------------------------------

/// `a * b` where `DYNAMIC` is "unknown"; zero times anything is zero.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if (a != DYNAMIC && a == 0) || (b != DYNAMIC && b == 0) {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.wrapping_mul(b)
}

/// `a + b` where `DYNAMIC` is "unknown".
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

// ---------------------------------------------------------------------------
// Memref type pieces.
// ---------------------------------------------------------------------------

/// The parts of a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemRefParts {
    pub shape: Vec<i64>,
    pub element: Type,
    pub layout: Option<Attribute>,
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub fn ranked(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape: shape.to_vec(),
            element: *element,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// Element type and memory space of a ranked or unranked memref.
pub fn base_memref(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}

/// A ranked memref type; an invalid layout is dropped rather than failing.
pub fn make_memref(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    memref_type(ctx, Some(shape), element, layout, memory_space)
        .or_else(|_| memref_type(ctx, Some(shape), element, None, memory_space))
        .expect("valid memref type")
}

/// `strided<[strides], offset: offset>`.
pub fn strided_attr(ctx: &Context, offset: i64, strides: &[i64]) -> Attribute {
    ctx.attr(AttrKind::Strided {
        offset,
        strides: strides.into(),
    })
}

// ---------------------------------------------------------------------------
// Affine simplification (MLIR's `simplifyAffineExpr`).
// ---------------------------------------------------------------------------

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

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

    /// Replaces the top row by a local standing for `e`.
    fn set_to_local(&mut self, e: AffineExpr) {
        let loc = match self.find_local(e) {
            Some(l) => l,
            None => {
                self.add_local(e);
                self.locals.len() - 1
            }
        };
        let start = self.local_start();
        let top = self.stack.last_mut().expect("operand");
        top.iter_mut().for_each(|x| *x = 0);
        top[start + loc] = 1;
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
                    let lhs = self.stack.last().unwrap().clone();
                    let a = self.expr_of_row(&lhs);
                    let b = self.expr_of_row(&rhs);
                    let prod = self.aff.mul(a, b);
                    self.set_to_local(prod);
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
                    let lhs = self.stack.last().unwrap().clone();
                    let a = self.expr_of_row(&lhs);
                    let b = self.expr_of_row(&rhs);
                    let m = self.aff.modulo(a, b);
                    self.set_to_local(m);
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
                let loc = match self.find_local(q) {
                    Some(l) => l,
                    None => {
                        self.add_local(q);
                        self.locals.len() - 1
                    }
                };
                let start = self.local_start();
                self.stack.last_mut().unwrap()[start + loc] = -c;
                Ok(())
            }
            K::FloorDiv(l, r) | K::CeilDiv(l, r) => {
                let ceil = matches!(kind, K::CeilDiv(..));
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop().unwrap();
                if !matches!(self.aff.kind(r), K::Constant(_)) {
                    let lhs = self.stack.last().unwrap().clone();
                    let a = self.expr_of_row(&lhs);
                    let b = self.expr_of_row(&rhs);
                    let d = if ceil {
                        self.aff.ceil_div(a, b)
                    } else {
                        self.aff.floor_div(a, b)
                    };
                    self.set_to_local(d);
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
                let lhs = self.stack.last().unwrap().clone();
                let a = self.expr_of_row(&lhs);
                let b = self.aff.constant(divisor);
                let d = if ceil {
                    self.aff.ceil_div(a, b)
                } else {
                    self.aff.floor_div(a, b)
                };
                self.set_to_local(d);
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

// ---------------------------------------------------------------------------
// Layout maps, strides and offsets.
// ---------------------------------------------------------------------------

/// The identity map of `rank` dims.
pub fn identity_map(aff: &AffineContext, rank: usize) -> AffineMap {
    let dims: Vec<AffineExpr> = (0..rank as u32).map(|d| aff.dim(d)).collect();
    aff.map(rank as u32, 0, &dims)
}

/// MLIR's `makeStridedLinearLayoutMap`: `offset + sum(d_i * stride_i)` with a
/// new symbol for each dynamic value.
pub fn strided_linear_map(aff: &AffineContext, strides: &[i64], offset: i64) -> AffineMap {
    let mut n_syms = 0u32;
    let mut e = if offset == DYNAMIC {
        n_syms += 1;
        aff.symbol(0)
    } else {
        aff.constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let d = aff.dim(i as u32);
        let m = if s == DYNAMIC {
            n_syms += 1;
            aff.symbol(n_syms - 1)
        } else {
            aff.constant(s)
        };
        e = aff.add(e, aff.mul(d, m));
    }
    aff.map(strides.len() as u32, n_syms, &[e])
}

/// The affine map of a ranked memref's layout (`getLayout().getAffineMap()`).
pub fn layout_map(ctx: &Context, t: Type) -> Option<AffineMap> {
    let p = ranked(ctx, t)?;
    let aff = &ctx.affine;
    match p.layout.map(|l| ctx.attr_kind(l)) {
        None => Some(identity_map(aff, p.shape.len())),
        Some(AttrKind::AffineMap(m)) => Some(*m),
        Some(AttrKind::Strided { offset, strides }) => {
            Some(strided_linear_map(aff, strides, *offset))
        }
        Some(_) => None,
    }
}

/// Whether the layout of a ranked memref is the identity
/// (`getLayout().isIdentity()`).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ranked(ctx, t) {
        Some(p) if p.layout.is_none() => true,
        Some(_) => layout_map(ctx, t).is_some_and(|m| ctx.affine.is_identity(m)),
        None => false,
    }
}

/// MLIR's `makeCanonicalStridedLayoutExpr`: the row-major expression for
/// `sizes`, with a symbol for each stride past a dynamic or zero size.
pub fn canonical_strided_layout_expr(aff: &AffineContext, sizes: &[i64]) -> AffineExpr {
    if sizes.is_empty() {
        return aff.constant(0);
    }
    let num_dims = sizes.len();
    let mut n_syms = 0u32;
    let mut e: Option<AffineExpr> = None;
    let mut poison = false;
    let mut running: i64 = 1;
    for (i, &size) in sizes.iter().enumerate().rev() {
        let d = aff.dim(i as u32);
        let stride = if poison {
            n_syms += 1;
            aff.symbol(n_syms - 1)
        } else {
            aff.constant(running)
        };
        let term = aff.mul(d, stride);
        e = Some(match e {
            Some(x) => aff.add(x, term),
            None => term,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poison = true;
        }
    }
    simplify_affine_expr(aff, e.unwrap(), num_dims, n_syms as usize)
}

/// MLIR's `extractStrides`: accumulates `e * factor` into per-dim strides
/// and an offset; fails on divisions and modulos.
fn extract_strides(
    aff: &AffineContext,
    e: AffineExpr,
    factor: AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> bool {
    match aff.kind(e) {
        K::FloorDiv(..) | K::CeilDiv(..) | K::Mod(..) => false,
        K::Mul(l, r) => {
            if let K::Dim(p) = aff.kind(l) {
                let p = p as usize;
                if p < strides.len() {
                    strides[p] = aff.add(strides[p], aff.mul(r, factor));
                }
                return true;
            }
            if aff.is_symbolic_or_constant(l) {
                extract_strides(aff, r, aff.mul(factor, l), strides, offset)
            } else {
                extract_strides(aff, l, aff.mul(factor, r), strides, offset)
            }
        }
        K::Add(l, r) => {
            let a = extract_strides(aff, l, factor, strides, offset);
            let b = extract_strides(aff, r, factor, strides, offset);
            a && b
        }
        K::Dim(p) => {
            let p = p as usize;
            if p < strides.len() {
                strides[p] = aff.add(strides[p], factor);
            }
            true
        }
        _ => {
            *offset = aff.add(*offset, aff.mul(e, factor));
            true
        }
    }
}

fn strides_and_offset_exprs(ctx: &Context, t: Type) -> Option<(Vec<AffineExpr>, AffineExpr)> {
    let p = ranked(ctx, t)?;
    let aff = &ctx.affine;
    let m = layout_map(ctx, t)?;
    let identity = aff.is_identity(m);
    if aff.map_num_results(m) != 1 && !identity {
        return None;
    }
    let zero = aff.constant(0);
    let one = aff.constant(1);
    let mut offset = zero;
    let mut strides = vec![zero; p.shape.len()];
    if identity {
        if p.shape.is_empty() {
            return Some((strides, offset));
        }
        let e = canonical_strided_layout_expr(aff, &p.shape);
        extract_strides(aff, e, one, &mut strides, &mut offset);
        return Some((strides, offset));
    }
    let nd = aff.map_num_dims(m) as usize;
    let ns = aff.map_num_symbols(m) as usize;
    let e = simplify_affine_expr(aff, aff.map_results(m)[0], nd, ns);
    if !extract_strides(aff, e, one, &mut strides, &mut offset) {
        return None;
    }
    let offset = simplify_affine_expr(aff, offset, nd, ns);
    let strides: Vec<AffineExpr> = strides
        .into_iter()
        .map(|s| simplify_affine_expr(aff, s, nd, ns))
        .collect();
    if strides.iter().any(|s| aff.as_constant(*s) == Some(0)) {
        return None;
    }
    Some((strides, offset))
}

/// Strides and offset of a ranked memref (MLIR's `getStridesAndOffset`);
/// `None` when the layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let p = ranked(ctx, t)?;
    if let Some(AttrKind::Strided { offset, strides }) = p.layout.map(|l| ctx.attr_kind(l)) {
        return Some((strides.to_vec(), *offset));
    }
    let (strides, offset) = strides_and_offset_exprs(ctx, t)?;
    let aff = &ctx.affine;
    let value = |e: AffineExpr| aff.as_constant(e).unwrap_or(DYNAMIC);
    Some((strides.into_iter().map(value).collect(), value(offset)))
}

/// Whether a ranked memref has a strided layout (`isStrided`).
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t).is_some()
}

/// MLIR's `canonicalizeStridedLayout`: the identity layout when the layout
/// is the row-major one, otherwise the layout as a simplified affine map.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(p) = ranked(ctx, t) else {
        return t;
    };
    let aff = &ctx.affine;
    let Some(m) = layout_map(ctx, t) else {
        return t;
    };
    if aff.is_identity(m) || aff.map_num_results(m) > 1 {
        return t;
    }
    let nd = aff.map_num_dims(m) as usize;
    let ns = aff.map_num_symbols(m) as usize;
    let result = aff.map_results(m)[0];
    if nd == 0 && ns == 0 {
        if aff.as_constant(result) == Some(0) {
            return make_memref(ctx, &p.shape, p.element, None, p.memory_space);
        }
        return t;
    }
    if p.shape.is_empty() {
        return t;
    }
    let canonical = canonical_strided_layout_expr(aff, &p.shape);
    let simplified = simplify_affine_expr(aff, result, nd, ns);
    if canonical != simplified {
        let map = aff.map(nd as u32, ns as u32, &[simplified]);
        let layout = ctx.attr(AttrKind::AffineMap(map));
        return make_memref(ctx, &p.shape, p.element, Some(layout), p.memory_space);
    }
    make_memref(ctx, &p.shape, p.element, None, p.memory_space)
}

// ---------------------------------------------------------------------------
// Result types of view-like ops.
// ---------------------------------------------------------------------------

/// `SubViewOp::inferResultType`: sizes as given, strides multiplied, offset
/// advanced by the offsets along the source strides. The source must be
/// strided.
pub fn subview_result_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let p = ranked(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    let layout = strided_attr(ctx, offset, &target);
    Some(make_memref(
        ctx,
        sizes,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

/// MLIR's `computeRankReductionMask`: which dims of `original` (all of size
/// 1) are dropped to get `reduced`, matching greedily from the left.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if d != 1 {
            return None;
        }
    }
    if r != reduced.len() {
        return None;
    }
    Some(dropped)
}

/// Outcome of `isRankReducedType`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SliceCheck {
    Success,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
    MemSpaceMismatch,
    LayoutMismatch,
}

/// MLIR's `isRankReducedType` for memrefs: shapes and element types.
pub fn is_rank_reduced_type(ctx: &Context, original: Type, candidate: Type) -> SliceCheck {
    if original == candidate {
        return SliceCheck::Success;
    }
    let (Some(o), Some(c)) = (ranked(ctx, original), ranked(ctx, candidate)) else {
        return SliceCheck::SizeMismatch;
    };
    if c.shape.len() > o.shape.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(&o.shape, &c.shape).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if o.element != c.element {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// MLIR's `computeMemRefRankReductionMask`: the dropped dims, using strides
/// to decide between several unit dims. `sizes` holds the static sizes of
/// the slice (`None` for dynamic ones).
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[Option<i64>],
) -> Option<Vec<bool>> {
    let o = ranked(ctx, original)?;
    let r = ranked(ctx, reduced)?;
    let mut unused = vec![false; o.shape.len()];
    if o.shape.len() == r.shape.len() {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s == Some(1) && i < unused.len() {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|x| **x).count();
    if count(&unused) + r.shape.len() == o.shape.len() {
        return Some(unused);
    }
    let (o_strides, _) = strides_and_offset(ctx, original)?;
    let (c_strides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m: std::collections::BTreeMap<i64, usize> = Default::default();
        for x in v {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&o_strides);
    let candidate = occurrences(&c_strides);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let s = o_strides[dim];
        let have = *unaccounted.get(&s).unwrap_or(&0);
        let want = *candidate.get(&s).unwrap_or(&0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                *unaccounted.entry(s).or_default() -= 1;
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    if count(&unused) + r.shape.len() != o.shape.len() {
        return None;
    }
    Some(unused)
}

/// The layout of `expand_shape`'s result (MLIR's `computeExpandedLayoutMap`).
pub fn expanded_layout(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<Attribute> {
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    if src_strides.len() != reassociation.len() {
        return None;
    }
    let mut reverse: Vec<i64> = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len() as i64 - 1;
    for (group, &stride) in reassociation.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reverse.push(current);
            let size = if shape_index >= 0 {
                result_shape[shape_index as usize]
            } else {
                DYNAMIC
            };
            shape_index -= 1;
            current = sat_mul(current, size);
        }
    }
    let mut strides: Vec<i64> = reverse.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some(strided_attr(ctx, src_offset, &strides))
}

/// `ExpandShapeOp::computeExpandedType`.
pub fn expanded_type(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<Type> {
    let p = ranked(ctx, src)?;
    if has_identity_layout(ctx, src) {
        return Some(make_memref(
            ctx,
            result_shape,
            p.element,
            None,
            p.memory_space,
        ));
    }
    let layout = expanded_layout(ctx, src, result_shape, reassociation)?;
    Some(make_memref(
        ctx,
        result_shape,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

/// The layout of `collapse_shape`'s result (MLIR's
/// `computeCollapsedLayoutMap`); `None` when collapsed dims are not
/// contiguous (or, with `strict`, not provably contiguous).
pub fn collapsed_layout(
    ctx: &Context,
    src: Type,
    reassociation: &[Vec<i64>],
    strict: bool,
) -> Option<Attribute> {
    let p = ranked(ctx, src)?;
    let shape = &p.shape;
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut result_strides: Vec<i64> = Vec::with_capacity(reassociation.len());
    for group in reassociation {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            result_strides.push(src_strides[last]);
        } else {
            result_strides.push(DYNAMIC);
        }
    }
    for (gi, group) in reassociation.iter().enumerate().rev() {
        let mut stride = result_strides[gi];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            let dyn_ = stride == DYNAMIC || src_stride == DYNAMIC;
            if strict && dyn_ {
                return None;
            }
            if !dyn_ && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided_attr(ctx, src_offset, &result_strides))
}

/// Applies a permutation map to a list (`applyPermutationMap`).
pub fn apply_permutation(ctx: &Context, m: AffineMap, v: &[i64]) -> Vec<i64> {
    ctx.affine
        .map_results(m)
        .iter()
        .map(|e| match ctx.affine.kind(*e) {
            K::Dim(p) => v.get(p as usize).copied().unwrap_or(DYNAMIC),
            _ => DYNAMIC,
        })
        .collect()
}

/// The result type of `memref.transpose` (`inferTransposeResultType`).
pub fn transpose_result_type(ctx: &Context, src: Type, perm: AffineMap) -> Option<Type> {
    let p = ranked(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let sizes = apply_permutation(ctx, perm, &p.shape);
    let strides = apply_permutation(ctx, perm, &strides);
    let layout = strided_attr(ctx, offset, &strides);
    Some(make_memref(
        ctx,
        &sizes,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_core::asm::parser::parse_attribute_text;

    fn f32(ctx: &Context) -> Type {
        ctx.float_type(rmlir_core::types::FloatFormat::F32)
    }

    fn map(ctx: &Context, text: &str) -> Attribute {
        parse_attribute_text(ctx, text).expect("map")
    }

    fn printed(ctx: &Context, t: Type) -> String {
        ctx.print_type(t)
    }

    #[test]
    fn identity_layout_strides() {
        let ctx = Context::new();
        let t = make_memref(&ctx, &[3, 4, 5], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![20, 5, 1], 0)));
        let t = make_memref(&ctx, &[3, DYNAMIC, 5], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![DYNAMIC, 5, 1], 0)));
        let t = make_memref(&ctx, &[], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![], 0)));
    }

    #[test]
    fn strided_layout_strides() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, DYNAMIC, &[64, DYNAMIC, 1]);
        let t = make_memref(&ctx, &[2, 3, 4], f32(&ctx), Some(l), None);
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![64, DYNAMIC, 1], DYNAMIC))
        );
    }

    #[test]
    fn affine_layout_strides() {
        let ctx = Context::new();
        let l = map(&ctx, "affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + 136)>");
        let t = make_memref(&ctx, &[8, 8], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![16, 1], 136)));
        let l = map(&ctx, "affine_map<(d0, d1)[s0, s1] -> (s0 + d0 * s1 + d1)>");
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        // Not strided: a division, and a dim missing from the layout.
        let l = map(&ctx, "affine_map<(d0) -> (d0 floordiv 2)>");
        let t = make_memref(&ctx, &[4], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), None);
        let l = map(&ctx, "affine_map<(d0, d1) -> (d0)>");
        let t = make_memref(&ctx, &[4, 4], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), None);
        let l = map(&ctx, "affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>");
        let t = make_memref(&ctx, &[8, 16, 4], f32(&ctx), Some(l), None);
        assert!(!is_strided(&ctx, t));
    }

    #[test]
    fn canonical_layouts() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, 0, &[4, 1]);
        let t = make_memref(&ctx, &[3, 4], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<3x4xf32>"
        );
        let l = strided_attr(&ctx, DYNAMIC, &[1, DYNAMIC]);
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>"
        );
        let l = map(&ctx, "affine_map<(i, j)[off, M] -> (off + M * i + j)>");
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>"
        );
    }

    #[test]
    fn subview_types() {
        let ctx = Context::new();
        let src = make_memref(&ctx, &[8, 16, 4], f32(&ctx), None, None);
        let t = subview_result_type(&ctx, src, &[0, 2, 0], &[8, 16, 4], &[1, 1, 1]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<8x16x4xf32, strided<[64, 4, 1], offset: 8>>"
        );
        let t = subview_result_type(&ctx, src, &[DYNAMIC, 0, 0], &[1, 4, 4], &[2, 1, 1]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<1x4x4xf32, strided<[128, 4, 1], offset: ?>>"
        );
        assert_eq!(
            rank_reduction_mask(&[1, 16, 4], &[16, 4]),
            Some(vec![true, false, false])
        );
        assert_eq!(rank_reduction_mask(&[8, 16, 4], &[16, 4]), None);
        let reduced = make_memref(&ctx, &[16, 4], f32(&ctx), None, None);
        let full = make_memref(&ctx, &[1, 16, 4], f32(&ctx), None, None);
        assert_eq!(
            is_rank_reduced_type(&ctx, full, reduced),
            SliceCheck::Success
        );
        assert_eq!(
            is_rank_reduced_type(&ctx, src, reduced),
            SliceCheck::SizeMismatch
        );
    }

    #[test]
    fn reshape_layouts() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, 0, &[4000, 2]);
        let src = make_memref(&ctx, &[30, 20], f32(&ctx), Some(l), None);
        let t = expanded_type(&ctx, src, &[2, 15, 20], &[vec![0, 1], vec![2]]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<2x15x20xf32, strided<[60000, 4000, 2]>>"
        );
        let l = strided_attr(&ctx, 0, &[270, 50, 10]);
        let src = make_memref(&ctx, &[3, 4, 5], f32(&ctx), Some(l), None);
        assert!(collapsed_layout(&ctx, src, &[vec![0, 1], vec![2]], false).is_none());
        let l = strided_attr(&ctx, 0, &[240, 60, 10]);
        let src = make_memref(&ctx, &[3, 4, 5], f32(&ctx), Some(l), None);
        let c = collapsed_layout(&ctx, src, &[vec![0, 1], vec![2]], false).unwrap();
        assert_eq!(ctx.print_attr(c), "strided<[60, 10]>");
    }
}
