//! Composition and canonicalization of affine maps (and integer sets) with
//! their SSA operands: MLIR's `composeAffineMapAndOperands`, `canonicalizeMapAndOperands` and
//! constant folding of expressions.

use super::scope::{is_valid_dim, is_valid_symbol};
use rmlir_affine::{simplify_affine_expr, AffineExpr, AffineExprKind as K, AffineMap};
use rmlir_core::ir::{Ir, Value};
pub(super) use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::Context;
use rustc_hash::FxHashMap;

/// A map or the constraints of a set, with the values of its dims and
/// symbols (dims first).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Mapping {
    /// The number of dims.
    pub nd: usize,
    /// The number of symbols.
    pub ns: usize,
    /// The results (or constraints).
    pub exprs: Vec<AffineExpr>,
    /// The values of the dims, then of the symbols.
    pub ops: Vec<Value>,
}

impl Mapping {
    /// `map` applied to `ops`.
    pub fn of_map(ctx: &Context, map: AffineMap, ops: &[Value]) -> Self {
        let aff = &ctx.affine;
        Mapping {
            nd: aff.map_num_dims(map) as usize,
            ns: aff.map_num_symbols(map) as usize,
            exprs: aff.map_results(map).to_vec(),
            ops: ops.to_vec(),
        }
    }

    /// The affine map of the results.
    pub fn map(&self, ctx: &Context) -> AffineMap {
        ctx.affine.map(self.nd as u32, self.ns as u32, &self.exprs)
    }

    fn replace(
        &mut self,
        ctx: &Context,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        nd: usize,
        ns: usize,
    ) {
        let aff = &ctx.affine;
        for e in &mut self.exprs {
            *e = aff.replace_dims_and_symbols(*e, dims, syms);
        }
        self.nd = nd;
        self.ns = ns;
    }
}

/// Which dims and symbols the expressions use.
fn used(ctx: &Context, m: &Mapping) -> (Vec<bool>, Vec<bool>) {
    let aff = &ctx.affine;
    let mut d = vec![false; m.nd];
    let mut s = vec![false; m.ns];
    let mut stack: Vec<AffineExpr> = m.exprs.clone();
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(e) = stack.pop() {
        if !seen.insert(e) {
            continue;
        }
        match aff.kind(e) {
            K::Dim(p) => {
                if let Some(x) = d.get_mut(p as usize) {
                    *x = true;
                }
            }
            K::Symbol(p) => {
                if let Some(x) = s.get_mut(p as usize) {
                    *x = true;
                }
            }
            K::Constant(_) => {}
            k => {
                if let Some((l, r)) = k.operands() {
                    stack.push(l);
                    stack.push(r);
                }
            }
        }
    }
    (d, s)
}

/// `canonicalizeMapAndOperands`/`canonicalizeSetAndOperands`: dims that
/// are valid symbols become symbols, symbols that are only valid dims
/// become dims, unused and duplicate operands are dropped and constant
/// symbols are folded into the expressions.
pub fn canonicalize(ctx: &Context, ir: &Ir, m: &mut Mapping) {
    if m.ops.is_empty() || m.ops.len() != m.nd + m.ns {
        return;
    }
    let aff = &ctx.affine;
    // Promote dims that are valid symbols.
    {
        let mut dims = Vec::with_capacity(m.nd);
        let mut result = Vec::with_capacity(m.ops.len());
        let mut promoted = Vec::new();
        let (mut next_dim, mut next_sym) = (0u32, 0u32);
        for i in 0..m.nd {
            let v = m.ops[i];
            if is_valid_symbol(ctx, ir, v) {
                dims.push(aff.symbol(m.ns as u32 + next_sym));
                next_sym += 1;
                promoted.push(v);
            } else {
                dims.push(aff.dim(next_dim));
                next_dim += 1;
                result.push(v);
            }
        }
        result.extend_from_slice(&m.ops[m.nd..]);
        result.extend(promoted);
        let ns = m.ns + next_sym as usize;
        m.replace(ctx, &dims, &[], next_dim as usize, ns);
        m.ops = result;
    }
    // Demote symbols that are only valid dims.
    {
        let old_nd = m.nd;
        let mut syms = Vec::with_capacity(m.ns);
        let mut result: Vec<Value> = m.ops[..old_nd].to_vec();
        let mut demoted = Vec::new();
        let mut sym_ops = Vec::new();
        let (mut next_dim, mut next_sym) = (0u32, 0u32);
        for i in old_nd..m.ops.len() {
            let v = m.ops[i];
            if is_valid_dim(ctx, ir, v) && !is_valid_symbol(ctx, ir, v) {
                syms.push(aff.dim(old_nd as u32 + next_dim));
                next_dim += 1;
                demoted.push(v);
            } else {
                syms.push(aff.symbol(next_sym));
                next_sym += 1;
                sym_ops.push(v);
            }
        }
        result.extend(demoted);
        result.extend(sym_ops);
        m.replace(
            ctx,
            &[],
            &syms,
            old_nd + next_dim as usize,
            next_sym as usize,
        );
        m.ops = result;
    }
    let (ud, us) = used(ctx, m);
    let mut result = Vec::with_capacity(m.ops.len());
    let mut dims = vec![aff.constant(0); m.nd];
    let mut seen: FxHashMap<Value, AffineExpr> = FxHashMap::default();
    let mut next = 0u32;
    for i in 0..m.nd {
        if !ud[i] {
            continue;
        }
        let v = m.ops[i];
        dims[i] = *seen.entry(v).or_insert_with(|| {
            result.push(v);
            next += 1;
            aff.dim(next - 1)
        });
    }
    let nd = next as usize;
    let mut syms = vec![aff.constant(0); m.ns];
    let mut seen: FxHashMap<Value, AffineExpr> = FxHashMap::default();
    let mut next = 0u32;
    for i in 0..m.ns {
        if !us[i] {
            continue;
        }
        let v = m.ops[m.nd + i];
        if let Some(c) = const_int(ctx, ir, v) {
            syms[i] = aff.constant(c);
            continue;
        }
        syms[i] = *seen.entry(v).or_insert_with(|| {
            result.push(v);
            next += 1;
            aff.symbol(next - 1)
        });
    }
    m.replace(ctx, &dims, &syms, nd, next as usize);
    m.ops = result;
}

/// Whether `v` is the result of an `affine.apply`.
pub(super) fn is_apply(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.defining_op(v)
        .is_some_and(|o| ctx.op_name_str(ir.op_name(o)) == "affine.apply")
}

/// `replaceDimOrSym`: substitutes the `affine.apply` defining the operand
/// at `pos` into the expressions.
fn replace_dim_or_sym(
    ctx: &Context,
    ir: &Ir,
    exprs: &mut [AffineExpr],
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let aff = &ctx.affine;
    let is_dim = pos < dims.len();
    let p = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { &mut dims[p] } else { &mut syms[p] };
    let Some(v) = *slot else { return false };
    let Some(apply) = ir.defining_op(v) else {
        return false;
    };
    if ctx.op_name_str(ir.op_name(apply)) != "affine.apply" {
        return false;
    }
    let Some(amap) = super::map_of(ctx, crate::util::prop(ctx, ir, apply, "map")) else {
        return false;
    };
    let aops: Vec<Value> = ir.operands(apply).collect();
    if aff.map_num_results(amap) != 1
        || aops.len() != (aff.map_num_dims(amap) + aff.map_num_symbols(amap)) as usize
    {
        return false;
    }
    *slot = None;
    let mut cm = Mapping::of_map(ctx, amap, &aops);
    canonicalize(ctx, ir, &mut cm);
    let repl = aff.shift_dims_and_symbols(
        cm.exprs[0],
        cm.nd as u32,
        dims.len() as u32,
        cm.ns as u32,
        syms.len() as u32,
    );
    let to_replace = if is_dim {
        aff.dim(p as u32)
    } else {
        aff.symbol(p as u32)
    };
    dims.extend(cm.ops[..cm.nd].iter().map(|v| Some(*v)));
    syms.extend(cm.ops[cm.nd..].iter().map(|v| Some(*v)));
    let mut dr: Vec<AffineExpr> = (0..dims.len() as u32).map(|i| aff.dim(i)).collect();
    let mut sr: Vec<AffineExpr> = (0..syms.len() as u32).map(|i| aff.symbol(i)).collect();
    if is_dim {
        dr[p] = repl;
    } else {
        sr[p] = repl;
    }
    let _ = to_replace;
    for e in exprs.iter_mut() {
        *e = aff.replace_dims_and_symbols(*e, &dr, &sr);
    }
    true
}

/// `simplifyAffineMap` on the expressions.
pub fn simplify(ctx: &Context, m: &mut Mapping) {
    for e in &mut m.exprs {
        *e = simplify_affine_expr(&ctx.affine, *e, m.nd, m.ns);
    }
}

/// `composeAffineMapAndOperands`: substitutes every `affine.apply`
/// feeding the operands, then canonicalizes and simplifies.
pub fn compose(ctx: &Context, ir: &Ir, m: &mut Mapping) {
    if m.ops.len() != m.nd + m.ns {
        return;
    }
    if m.exprs.is_empty() {
        canonicalize(ctx, ir, m);
        simplify(ctx, m);
        return;
    }
    let aff = &ctx.affine;
    let mut dims: Vec<Option<Value>> = m.ops[..m.nd].iter().map(|v| Some(*v)).collect();
    let mut syms: Vec<Option<Value>> = m.ops[m.nd..].iter().map(|v| Some(*v)).collect();
    let mut exprs = m.exprs.clone();
    loop {
        let mut changed = false;
        let mut pos = 0;
        while pos != dims.len() + syms.len() {
            if replace_dim_or_sym(ctx, ir, &mut exprs, pos, &mut dims, &mut syms) {
                changed = true;
                break;
            }
            pos += 1;
        }
        if !changed {
            break;
        }
    }
    let mut ops = Vec::new();
    let mut dr = Vec::with_capacity(dims.len());
    let mut sr = Vec::with_capacity(syms.len());
    let (mut nd, mut ns) = (0u32, 0u32);
    for d in &dims {
        match d {
            Some(v) => {
                dr.push(aff.dim(nd));
                nd += 1;
                ops.push(*v);
            }
            None => dr.push(aff.constant(0)),
        }
    }
    for s in &syms {
        match s {
            Some(v) => {
                sr.push(aff.symbol(ns));
                ns += 1;
                ops.push(*v);
            }
            None => sr.push(aff.constant(0)),
        }
    }
    m.exprs = exprs;
    m.replace(ctx, &dr, &sr, nd as usize, ns as usize);
    m.ops = ops;
    canonicalize(ctx, ir, m);
    simplify(ctx, m);
}

/// MLIR's `mod`: the non-negative remainder.
fn modulo(l: i64, r: i64) -> i64 {
    let m = l.wrapping_rem(r);
    if m < 0 {
        m.wrapping_add(r)
    } else {
        m
    }
}

fn floor_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if (l % r != 0) && ((l < 0) != (r < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if (l % r != 0) && ((l < 0) == (r < 0)) {
        q + 1
    } else {
        q
    }
}

/// The value of `e` with dims and symbols bound to `consts` (dims first);
/// `None` when an input is unknown or the expression is undefined
/// (division by zero, modulo by a non-positive value).
pub(super) fn eval(ctx: &Context, e: AffineExpr, nd: usize, consts: &[Option<i64>]) -> Option<i64> {
    eval_or_poison(ctx, e, nd, consts).ok()
}

/// Why [`eval_or_poison`] has no value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum NoValue {
    /// An input is unknown (or the result overflows).
    Unknown,
    /// A division by zero or a modulo by a non-positive value was reached
    /// with both sides known (MLIR's constant folder reports poison then).
    Poison,
}

/// [`eval`], telling an unknown input from poison. Like MLIR's constant
/// folder, subexpressions are evaluated left operand first and the first
/// failure decides.
pub(super) fn eval_or_poison(
    ctx: &Context,
    e: AffineExpr,
    nd: usize,
    consts: &[Option<i64>],
) -> Result<i64, NoValue> {
    let aff = &ctx.affine;
    let unknown = NoValue::Unknown;
    let mut done: FxHashMap<AffineExpr, i64> = FxHashMap::default();
    let mut stack = vec![(e, false)];
    while let Some((x, expanded)) = stack.pop() {
        if done.contains_key(&x) {
            continue;
        }
        let k = aff.kind(x);
        let v = match k {
            K::Dim(p) => consts.get(p as usize).copied().flatten().ok_or(unknown)?,
            K::Symbol(p) => consts
                .get(nd + p as usize)
                .copied()
                .flatten()
                .ok_or(unknown)?,
            K::Constant(c) => c,
            _ => {
                let (l, r) = k.operands().ok_or(unknown)?;
                if !expanded {
                    stack.push((x, true));
                    stack.push((r, false));
                    stack.push((l, false));
                    continue;
                }
                let a = *done.get(&l).ok_or(unknown)?;
                let b = *done.get(&r).ok_or(unknown)?;
                match k {
                    K::Add(..) => a.wrapping_add(b),
                    K::Mul(..) => a.wrapping_mul(b),
                    K::Mod(..) => {
                        if b < 1 {
                            return Err(NoValue::Poison);
                        }
                        modulo(a, b)
                    }
                    K::FloorDiv(..) | K::CeilDiv(..) => {
                        if b == 0 {
                            return Err(NoValue::Poison);
                        }
                        if a == i64::MIN && b == -1 {
                            return Err(unknown);
                        }
                        if matches!(k, K::FloorDiv(..)) {
                            floor_div(a, b)
                        } else {
                            ceil_div(a, b)
                        }
                    }
                    _ => return Err(unknown),
                }
            }
        };
        done.insert(x, v);
    }
    done.get(&e).copied().ok_or(unknown)
}
