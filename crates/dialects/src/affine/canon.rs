//! Folders and canonicalization patterns of the affine ops (MLIR's
//! `fold` methods and `getCanonicalizationPatterns` in `AffineOps.cpp`).

use super::compose::{canonicalize, compose, const_int, eval, Mapping};
use super::loops::for_groups;
use super::{attr_int, index_attr, map_attr, map_of, set_of};
use crate::util::prop;
use rmlir_affine::AffineMap;
use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr};

type Fold = Option<Vec<FoldResult>>;

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn consts_of(ctx: &Context, operands: &[Option<Attribute>]) -> Vec<Option<i64>> {
    operands.iter().map(|a| attr_int(ctx, *a)).collect()
}

/// The op's `map` property.
fn op_map(ctx: &Context, ir: &Ir, op: OpId) -> Option<AffineMap> {
    map_of(ctx, prop(ctx, ir, op, "map"))
}

/// Index of the first map operand of an op with a `map` property.
fn first_map_operand(op_name: &str) -> usize {
    match op_name {
        "affine.load" | "affine.vector_load" | "affine.prefetch" => 1,
        "affine.store" | "affine.vector_store" => 2,
        _ => 0,
    }
}

/// `AffineApplyOp::fold`.
pub(super) fn fold_apply(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    let map = op_map(ctx, ir, op)?;
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    let results = aff.map_results(map);
    if results.len() != 1 || ir.num_operands(op) != nd + aff.map_num_symbols(map) as usize {
        return None;
    }
    let e = results[0];
    match aff.kind(e) {
        rmlir_affine::AffineExprKind::Dim(p) => {
            return Some(vec![FoldResult::Value(ir.operand(op, p as usize))])
        }
        rmlir_affine::AffineExprKind::Symbol(p) => {
            return Some(vec![FoldResult::Value(ir.operand(op, nd + p as usize))])
        }
        _ => {}
    }
    // A division by zero (or modulo by a non-positive value) of constants
    // folds to poison.
    match super::compose::eval_or_poison(ctx, e, nd, &consts_of(ctx, operands)) {
        Ok(c) => Some(vec![FoldResult::Attr(index_attr(ctx, c))]),
        Err(super::compose::NoValue::Poison) => {
            Some(vec![FoldResult::Attr(crate::ub::poison_attr(ctx))])
        }
        Err(super::compose::NoValue::Unknown) => None,
    }
}

/// `partialConstantFold`: results folded where all inputs are constant;
/// the list of constants only when every result folded.
fn partial_constant_fold(
    ctx: &Context,
    map: AffineMap,
    consts: &[Option<i64>],
) -> (AffineMap, Option<Vec<i64>>) {
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    let mut exprs = Vec::new();
    let mut all = Some(Vec::new());
    for &e in aff.map_results(map).iter() {
        match eval(ctx, e, nd, consts) {
            Some(c) => {
                exprs.push(aff.constant(c));
                if let Some(v) = all.as_mut() {
                    v.push(c);
                }
            }
            None => {
                exprs.push(e);
                all = None;
            }
        }
    }
    (
        aff.map(aff.map_num_dims(map), aff.map_num_symbols(map), &exprs),
        all,
    )
}

/// `affine.min`/`affine.max` folding (`foldMinMaxOp`).
pub(super) fn fold_min_max(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    let map = op_map(ctx, ir, op)?;
    let aff = &ctx.affine;
    if ir.num_operands(op) != (aff.map_num_dims(map) + aff.map_num_symbols(map)) as usize {
        return None;
    }
    let (folded, results) = partial_constant_fold(ctx, map, &consts_of(ctx, operands));
    let ns = aff.map_num_symbols(folded);
    let res = aff.map_results(folded);
    if ns == 1 && res.len() == 1 && res[0] == aff.symbol(0) && ir.num_operands(op) > 0 {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    let Some(results) = results else {
        if folded == map {
            return None;
        }
        ir.set_inherent_attr(ctx, op, "map", map_attr(ctx, folded));
        return Some(vec![]);
    };
    let v = if name(ctx, ir, op) == "affine.min" {
        results.iter().min()
    } else {
        results.iter().max()
    }?;
    Some(vec![FoldResult::Attr(index_attr(ctx, *v))])
}

/// `AffineLoadOp::fold`: absorbs `memref.cast`s.
pub(super) fn fold_load(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    if let Some(r) = crate::memref::fold::fold_cast_operands(ctx, ir, op, operands) {
        return Some(r);
    }
    global_element(ctx, ir, op).map(|a| vec![FoldResult::Attr(a)])
}

/// The element an `affine.load` reads from a constant `memref.global`
/// (a splat, or at constant indices).
fn global_element(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attribute> {
    use rmlir_core::dense::{element_kind, scalar_at, Scalar, ScalarKind};
    let gg = ir.defining_op(ir.operand(op, 0))?;
    if name(ctx, ir, gg) != "memref.get_global" {
        return None;
    }
    let sym = prop(ctx, ir, gg, "name")?;
    let global = rmlir_core::ir::symbol::lookup_symbol_from(ctx, ir, gg, sym)?;
    if name(ctx, ir, global) != "memref.global" || prop(ctx, ir, global, "constant").is_none() {
        return None;
    }
    let init = prop(ctx, ir, global, "initial_value")?;
    let AttrKind::DenseIntOrFloat { ty, data } = ctx.attr_kind(init) else {
        return None;
    };
    let elt = ctx.type_kind(*ty).element_type()?;
    let kind = element_kind(ctx, elt)?;
    let index = if data.splat {
        0
    } else {
        let map = op_map(ctx, ir, op)?;
        let idx = ctx.affine.constant_results(map)?;
        let shape = ctx.type_kind(*ty).shape()?.to_vec();
        if idx.len() != shape.len() {
            return None;
        }
        let mut lin: i64 = 0;
        for (i, d) in idx.iter().zip(shape.iter()) {
            if *i < 0 || i >= d {
                return None;
            }
            lin = lin.checked_mul(*d)?.checked_add(*i)?;
        }
        lin as usize
    };
    Some(match (kind.scalar(), scalar_at(&kind, data, index)) {
        (ScalarKind::Float(fmt), Scalar::Float(bits)) => ctx.attr(AttrKind::Float {
            ty: elt,
            value: rmlir_float::ApFloat::from_bits(fmt, bits),
        }),
        (ScalarKind::Int { .. }, Scalar::Int(v)) => {
            ctx.attr(AttrKind::Integer { ty: elt, value: v })
        }
        _ => return None,
    })
}

/// `AffineStoreOp::fold`: absorbs `memref.cast`s (not of the value).
pub(super) fn fold_store(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    crate::memref::fold::fold_cast_operands_but_value(ctx, ir, op, operands)
}

// ---- SimplifyAffineOp ----

/// `SimplifyAffineOp`: composes `affine.apply`s feeding the map operands,
/// canonicalizes, and rebuilds the op when anything changed.
fn simplify_affine_op(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir: &Ir = rw.ir;
    let opname = name(ctx, ir, op);
    let Some(old_map) = op_map(ctx, ir, op) else {
        return false;
    };
    let first = first_map_operand(opname);
    let all: Vec<Value> = ir.operands(op).collect();
    if all.len() < first {
        return false;
    }
    let old_ops = &all[first..];
    let aff = &ctx.affine;
    if old_ops.len() != (aff.map_num_dims(old_map) + aff.map_num_symbols(old_map)) as usize {
        return false;
    }
    let mut m = Mapping::of_map(ctx, old_map, old_ops);
    compose(ctx, ir, &mut m);
    canonicalize(ctx, ir, &mut m);
    if super::delin_cancel::cancel_delinearizations(ctx, ir, &mut m) {
        canonicalize(ctx, ir, &mut m);
    }
    super::bounds::simplify_map_with_operands(ctx, ir, &mut m);
    let new_map = m.map(ctx);
    let same_ops = m.ops.len() >= old_ops.len() && m.ops[..old_ops.len()] == *old_ops;
    if new_map == old_map && same_ops {
        return false;
    }
    let d = ir.op(op);
    let mut st = OperationState::new(ctx, opname, d.loc);
    st.operands.extend(all[..first].iter().copied());
    st.operands.extend(m.ops.iter().copied());
    st.result_types
        .extend(ir.results(op).map(|v| ir.value_type(v)));
    let mut props: Vec<NamedAttr> = d
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let key = ctx.string_attr("map");
    props.retain(|e| e.name != key);
    props.push(NamedAttr {
        name: key,
        value: map_attr(ctx, new_map),
    });
    st.properties = Some(ctx.dict_attr(props));
    rw.replace_op_with_new(op, st);
    true
}

/// Patterns of `affine.apply`.
pub(super) fn apply_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.apply",
        "SimplifyAffineOp<AffineApplyOp>",
        simplify_affine_op,
    );
}

/// Patterns of `affine.load`.
pub(super) fn load_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.load",
        "SimplifyAffineOp<AffineLoadOp>",
        simplify_affine_op,
    );
}

/// Patterns of `affine.store`.
pub(super) fn store_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.store",
        "SimplifyAffineOp<AffineStoreOp>",
        simplify_affine_op,
    );
}

/// Patterns of `affine.vector_load`.
pub(super) fn vector_load_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.vector_load",
        "SimplifyAffineOp<AffineVectorLoadOp>",
        simplify_affine_op,
    );
}

/// Patterns of `affine.vector_store`.
pub(super) fn vector_store_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.vector_store",
        "SimplifyAffineOp<AffineVectorStoreOp>",
        simplify_affine_op,
    );
}

/// Patterns of `affine.prefetch`.
pub(super) fn prefetch_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "affine.prefetch",
        "SimplifyAffineOp<AffinePrefetchOp>",
        simplify_affine_op,
    );
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: a min/max of one expression
/// is an `affine.apply`.
fn single_result_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(map) = op_map(ctx, rw.ir, op) else {
        return false;
    };
    if ctx.affine.map_num_results(map) != 1 {
        return false;
    }
    let mut st = OperationState::new(ctx, "affine.apply", rw.ir.op(op).loc);
    st.operands.extend(rw.ir.operands(op));
    st.result_types.push(ctx.index_type());
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: map_attr(ctx, map),
    }]));
    rw.replace_op_with_new(op, st);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
fn dedup_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(map) = op_map(ctx, rw.ir, op) else {
        return false;
    };
    let new = remove_duplicate_exprs(ctx, map);
    if new == map {
        return false;
    }
    let mut st = OperationState::new(ctx, name(ctx, rw.ir, op), rw.ir.op(op).loc);
    st.operands.extend(rw.ir.operands(op));
    st.result_types.push(ctx.index_type());
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: map_attr(ctx, new),
    }]));
    rw.replace_op_with_new(op, st);
    true
}

/// Patterns of `affine.min`/`affine.max`.
pub(super) fn min_max_patterns(_: &Context, set: &mut PatternSet) {
    for root in ["affine.min", "affine.max"] {
        set.add_fn(
            root,
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        );
        set.add_fn(root, "DeduplicateAffineMinMaxExpressions", dedup_min_max);
        set.add_fn(root, "MergeAffineMinMaxOp", merge_min_max);
        set.add_fn(root, "SimplifyAffineOp<AffineMinMaxOp>", simplify_affine_op);
        set.add_fn(
            root,
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            order_min_max,
        );
    }
}

/// Replaces a min/max op by one of the same kind with `map` over `ops`.
fn replace_min_max(op: OpId, rw: &mut Rewriter<'_>, map: AffineMap, ops: Vec<Value>) {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, name(ctx, rw.ir, op), rw.ir.op(op).loc);
    st.operands.extend(ops);
    st.result_types.push(ctx.index_type());
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: map_attr(ctx, map),
    }]));
    rw.replace_op_with_new(op, st);
}

/// `MergeAffineMinMaxOp`: a result that is just a dim or symbol bound to
/// another min (max) of the same kind takes that op's expressions.
fn merge_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir: &Ir = rw.ir;
    let aff = &ctx.affine;
    let Some(map) = op_map(ctx, ir, op) else {
        return false;
    };
    let kind = name(ctx, ir, op);
    let ops: Vec<Value> = ir.operands(op).collect();
    let (nd, ns) = (
        aff.map_num_dims(map) as usize,
        aff.map_num_symbols(map) as usize,
    );
    if ops.len() != nd + ns {
        return false;
    }
    let mut dims = ops[..nd].to_vec();
    let mut syms = ops[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for &e in aff.map_results(map).iter() {
        let v = match aff.kind(e) {
            rmlir_affine::AffineExprKind::Symbol(p) => syms.get(p as usize).copied(),
            rmlir_affine::AffineExprKind::Dim(p) => dims.get(p as usize).copied(),
            _ => None,
        };
        if let Some(def) = v.and_then(|v| ir.defining_op(v)) {
            if name(ctx, ir, def) == kind && op_map(ctx, ir, def).is_some() {
                producers.push(def);
                continue;
            }
        }
        exprs.push(e);
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_d, mut used_s) = (nd as u32, ns as u32);
    for p in producers {
        let Some(pm) = op_map(ctx, ir, p) else {
            return false;
        };
        let (pd, ps) = (aff.map_num_dims(pm), aff.map_num_symbols(pm));
        let pops: Vec<Value> = ir.operands(p).collect();
        if pops.len() != (pd + ps) as usize {
            return false;
        }
        dims.extend_from_slice(&pops[..pd as usize]);
        syms.extend_from_slice(&pops[pd as usize..]);
        for &e in aff.map_results(pm).iter() {
            exprs.push(aff.shift_dims_and_symbols(e, pd, used_d, ps, used_s));
        }
        used_d += pd;
        used_s += ps;
    }
    let new_map = aff.map(used_d, used_s, &exprs);
    dims.extend(syms);
    replace_min_max(op, rw, new_map, dims);
    true
}

/// The coefficients of a pure affine expression without local variables:
/// one per dim and symbol, then the constant (`SimpleAffineExprFlattener`).
fn linear_coeffs(
    ctx: &Context,
    e: rmlir_affine::AffineExpr,
    nd: usize,
    ns: usize,
) -> Option<Vec<i64>> {
    use rmlir_affine::AffineExprKind as K;
    let aff = &ctx.affine;
    let mut out = vec![0i64; nd + ns + 1];
    let mut stack = vec![(e, 1i64)];
    while let Some((x, k)) = stack.pop() {
        match aff.kind(x) {
            K::Dim(p) => *out.get_mut(p as usize)? = out[p as usize].wrapping_add(k),
            K::Symbol(p) => {
                let i = nd + p as usize;
                *out.get_mut(i)? = out[i].wrapping_add(k);
            }
            K::Constant(c) => out[nd + ns] = out[nd + ns].wrapping_add(c.wrapping_mul(k)),
            K::Add(l, r) => {
                stack.push((l, k));
                stack.push((r, k));
            }
            K::Mul(l, r) => {
                if let Some(c) = aff.as_constant(r) {
                    stack.push((l, k.wrapping_mul(c)));
                } else if let Some(c) = aff.as_constant(l) {
                    stack.push((r, k.wrapping_mul(c)));
                } else {
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted by their
/// flattened coefficients.
fn order_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let aff = &ctx.affine;
    let Some(map) = op_map(ctx, rw.ir, op) else {
        return false;
    };
    let (nd, ns) = (
        aff.map_num_dims(map) as usize,
        aff.map_num_symbols(map) as usize,
    );
    let results = aff.map_results(map);
    let mut flat = Vec::with_capacity(results.len());
    for &e in results.iter() {
        match linear_coeffs(ctx, e, nd, ns) {
            Some(c) => flat.push(c),
            None => return false,
        }
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..results.len()).collect();
    perm.sort_by(|a, b| flat[*a].cmp(&flat[*b]));
    let exprs: Vec<_> = perm.iter().map(|i| results[*i]).collect();
    let new_map = aff.map(nd as u32, ns as u32, &exprs);
    let ops: Vec<Value> = rw.ir.operands(op).collect();
    replace_min_max(op, rw, new_map, ops);
    true
}

/// `removeDuplicateExprs`: drops repeated results, keeping the first.
fn remove_duplicate_exprs(ctx: &Context, map: AffineMap) -> AffineMap {
    let aff = &ctx.affine;
    let mut seen = rustc_hash::FxHashSet::default();
    let exprs: Vec<_> = aff
        .map_results(map)
        .iter()
        .copied()
        .filter(|e| seen.insert(*e))
        .collect();
    aff.map(aff.map_num_dims(map), aff.map_num_symbols(map), &exprs)
}

// ---- for ----

fn for_map(ctx: &Context, ir: &Ir, op: OpId, lower: bool) -> Option<AffineMap> {
    map_of(
        ctx,
        prop(
            ctx,
            ir,
            op,
            if lower {
                "lowerBoundMap"
            } else {
                "upperBoundMap"
            },
        ),
    )
}

fn single_constant(ctx: &Context, m: AffineMap) -> Option<i64> {
    let aff = &ctx.affine;
    let r = aff.map_results(m);
    if r.len() == 1 {
        aff.as_constant(r[0])
    } else {
        None
    }
}

/// Sets the bounds (maps and operands) of an `affine.for` in place.
pub(super) fn set_bounds(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    lb: (AffineMap, &[Value]),
    ub: (AffineMap, &[Value]),
) {
    let [_, _, inits] = for_groups(ctx, ir, op);
    let mut ops: Vec<Value> = lb.1.to_vec();
    ops.extend_from_slice(ub.1);
    ops.extend_from_slice(&inits);
    ir.set_operands(op, &ops);
    ir.set_inherent_attr(ctx, op, "lowerBoundMap", map_attr(ctx, lb.0));
    ir.set_inherent_attr(ctx, op, "upperBoundMap", map_attr(ctx, ub.0));
    ir.set_inherent_attr(
        ctx,
        op,
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(
            ctx,
            &[lb.1.len() as i32, ub.1.len() as i32, inits.len() as i32],
        ),
    );
}

/// `foldLoopBounds`: bounds whose maps fold to constants become constant.
fn fold_loop_bounds(ctx: &Context, ir: &mut Ir, op: OpId) -> bool {
    let aff = &ctx.affine;
    let [lbo, ubo, _] = for_groups(ctx, ir, op);
    let (Some(mut lb), Some(mut ub)) = (for_map(ctx, ir, op, true), for_map(ctx, ir, op, false))
    else {
        return false;
    };
    let (mut lbo, mut ubo) = (lbo, ubo);
    let mut folded = false;
    for lower in [true, false] {
        let (m, ops) = if lower { (lb, &lbo) } else { (ub, &ubo) };
        if single_constant(ctx, m).is_some() {
            continue;
        }
        let consts: Vec<Option<i64>> = ops.iter().map(|v| const_int(ctx, ir, *v)).collect();
        let nd = aff.map_num_dims(m) as usize;
        let vals: Option<Vec<i64>> = aff
            .map_results(m)
            .iter()
            .map(|e| eval(ctx, *e, nd, &consts))
            .collect();
        let Some(vals) = vals.filter(|v| !v.is_empty()) else {
            continue;
        };
        let c = if lower {
            *vals.iter().max().unwrap_or(&0)
        } else {
            *vals.iter().min().unwrap_or(&0)
        };
        let nm = aff.map(0, 0, &[aff.constant(c)]);
        if lower {
            lb = nm;
            lbo = Vec::new();
        } else {
            ub = nm;
            ubo = Vec::new();
        }
        folded = true;
    }
    if folded {
        set_bounds(ctx, ir, op, (lb, &lbo), (ub, &ubo));
    }
    folded
}

/// `canonicalizeLoopBounds`: composes and canonicalizes both bound maps.
fn canonicalize_loop_bounds(ctx: &Context, ir: &mut Ir, op: OpId) -> bool {
    let [lbo, ubo, _] = for_groups(ctx, ir, op);
    let (Some(lb), Some(ub)) = (for_map(ctx, ir, op, true), for_map(ctx, ir, op, false)) else {
        return false;
    };
    let aff = &ctx.affine;
    if lbo.len() != (aff.map_num_dims(lb) + aff.map_num_symbols(lb)) as usize
        || ubo.len() != (aff.map_num_dims(ub) + aff.map_num_symbols(ub)) as usize
    {
        return false;
    }
    let mut l = Mapping::of_map(ctx, lb, &lbo);
    compose(ctx, ir, &mut l);
    canonicalize(ctx, ir, &mut l);
    let lb_s = super::bounds::simplify_min_or_max(ctx, ir, l.map(ctx), &l.ops, true);
    // MLIR simplifies the upper bound before composing it.
    let ub_s = super::bounds::simplify_min_or_max(ctx, ir, ub, &ubo, false);
    let new_lb = remove_duplicate_exprs(ctx, lb_s);
    let mut u = Mapping::of_map(ctx, ub_s, &ubo);
    compose(ctx, ir, &mut u);
    canonicalize(ctx, ir, &mut u);
    let new_ub = remove_duplicate_exprs(ctx, u.map(ctx));
    if new_lb == lb && new_ub == ub {
        return false;
    }
    let (lb2, lbo2) = if new_lb != lb {
        (new_lb, l.ops)
    } else {
        (lb, lbo)
    };
    let (ub2, ubo2) = if new_ub != ub {
        (new_ub, u.ops)
    } else {
        (ub, ubo)
    };
    set_bounds(ctx, ir, op, (lb2, &lbo2), (ub2, &ubo2));
    true
}

/// The trip count of a loop with constant bounds.
pub(super) fn trivial_trip_count(ctx: &Context, ir: &Ir, op: OpId) -> Option<u64> {
    let step = attr_int(ctx, prop(ctx, ir, op, "step"))?;
    let lb = single_constant(ctx, for_map(ctx, ir, op, true)?)?;
    let ub = single_constant(ctx, for_map(ctx, ir, op, false)?)?;
    if step <= 0 {
        return None;
    }
    let diff = (ub as i128) - (lb as i128);
    Some(if diff <= 0 {
        0
    } else {
        ((diff + step as i128 - 1) / step as i128) as u64
    })
}

/// `AffineForOp::fold`: folds and canonicalizes the bounds in place; a
/// loop that computes nothing (zero trips with results, or a body that
/// only yields) folds to the values it would produce.
pub(super) fn fold_for(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Fold {
    let mut folded = fold_loop_bounds(ctx, ir, op);
    folded |= canonicalize_loop_bounds(ctx, ir, op);
    if trivial_trip_count(ctx, ir, op) == Some(0) && ir.num_results(op) != 0 {
        let [_, _, inits] = for_groups(ctx, ir, op);
        return Some(inits.into_iter().map(FoldResult::Value).collect());
    }
    if ir.num_results(op) != 0 {
        if let Some(repl) = empty_loop_results(ctx, ir, op) {
            return Some(repl.into_iter().map(FoldResult::Value).collect());
        }
    }
    folded.then(Vec::new)
}

/// The values a loop whose body only yields produces, when they are known
/// without running it: the inits for forwarded iteration arguments, the
/// yielded values defined outside, subject to the trip count.
fn empty_loop_results(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<Value>> {
    let body = ir.regions(op)[0];
    let &b = ir.region_blocks(body).first()?;
    let yield_op = ir.first_op(b)?;
    if ir.next_op(yield_op).is_some() {
        return None;
    }
    let [_, _, inits] = for_groups(ctx, ir, op);
    let trip = trivial_trip_count(ctx, ir, op);
    if trip == Some(0) {
        return Some(inits);
    }
    let args = ir.block_args(b).to_vec();
    let iv = args[0];
    let iter_args = &args[1..];
    let mut repl = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in ir.operands(yield_op).enumerate() {
        if v == iv {
            return None;
        }
        match iter_args.iter().position(|a| *a == v) {
            None => {
                outside = true;
                repl.push(v);
            }
            Some(pos) => {
                if pos != i {
                    out_of_order = true;
                }
                repl.push(*inits.get(pos)?);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return None;
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    (repl.len() == ir.num_results(op)).then_some(repl)
}

/// `AffineForEmptyLoopFolder`: a loop whose body only yields is replaced by
/// the values it would produce.
fn empty_loop_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    match empty_loop_results(rw.ctx, rw.ir, op) {
        Some(repl) => {
            rw.replace_op(op, &repl);
            true
        }
        None => false,
    }
}

/// Patterns of `affine.for`.
pub(super) fn for_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn("affine.for", "AffineForEmptyLoopFolder", empty_loop_folder);
}

/// `AffineParallelOp::fold`: composes and canonicalizes both bound maps
/// with their operands.
pub(super) fn fold_parallel(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Fold {
    let (lbo, ubo) = super::parallel::parallel_groups(ctx, ir, op);
    let lb = map_of(ctx, prop(ctx, ir, op, "lowerBoundsMap"))?;
    let ub = map_of(ctx, prop(ctx, ir, op, "upperBoundsMap"))?;
    let aff = &ctx.affine;
    if lbo.len() != (aff.map_num_dims(lb) + aff.map_num_symbols(lb)) as usize
        || ubo.len() != (aff.map_num_dims(ub) + aff.map_num_symbols(ub)) as usize
    {
        return None;
    }
    let mut l = Mapping::of_map(ctx, lb, &lbo);
    compose(ctx, ir, &mut l);
    let mut u = Mapping::of_map(ctx, ub, &ubo);
    compose(ctx, ir, &mut u);
    let (nl, nu) = (l.map(ctx), u.map(ctx));
    let l_changed = !(nl == lb && l.ops == lbo);
    let u_changed = !(nu == ub && u.ops == ubo);
    if !l_changed && !u_changed {
        return None;
    }
    let (lm, lops) = if l_changed { (nl, l.ops) } else { (lb, lbo) };
    let (um, uops) = if u_changed { (nu, u.ops) } else { (ub, ubo) };
    let mut ops = lops;
    ops.extend(uops);
    ir.set_operands(op, &ops);
    ir.set_inherent_attr(ctx, op, "lowerBoundsMap", map_attr(ctx, lm));
    ir.set_inherent_attr(ctx, op, "upperBoundsMap", map_attr(ctx, um));
    Some(vec![])
}

// ---- if ----

/// `AffineIfOp::fold`: composes `affine.apply`s into the condition and
/// canonicalizes it with its operands.
pub(super) fn fold_if(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Fold {
    let set = set_of(ctx, prop(ctx, ir, op, "condition"))?;
    let aff = &ctx.affine;
    let ops: Vec<Value> = ir.operands(op).collect();
    let nd = aff.set_num_dims(set) as usize;
    let ns = aff.set_num_symbols(set) as usize;
    if ops.len() != nd + ns {
        return None;
    }
    let eq = aff.set_eq_flags(set).to_vec();
    let mut m = Mapping {
        nd,
        ns,
        exprs: aff.set_constraints(set).to_vec(),
        ops: ops.clone(),
    };
    if m.ops.iter().any(|v| super::compose::is_apply(ctx, ir, *v)) {
        compose(ctx, ir, &mut m);
    }
    canonicalize(ctx, ir, &mut m);
    let new_set = aff.integer_set(m.nd as u32, m.ns as u32, &m.exprs, &eq);
    if new_set == set && m.ops == ops {
        return None;
    }
    ir.set_inherent_attr(
        ctx,
        op,
        "condition",
        ctx.attr(AttrKind::IntegerSet(new_set)),
    );
    ir.set_operands(op, &m.ops);
    Some(vec![])
}

/// `SimplifyDeadElse`: an else block that only yields is removed.
fn simplify_dead_else(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir: &Ir = rw.ir;
    let Some(&else_r) = ir.regions(op).get(1) else {
        return false;
    };
    let Some(&b) = ir.region_blocks(else_r).first() else {
        return false;
    };
    if ir.num_results(op) != 0 {
        return false;
    }
    let single = ir.first_op(b).is_some_and(|o| ir.next_op(o).is_none());
    if !single {
        return false;
    }
    rw.erase_block(b);
    rw.notify_modified(op);
    true
}

/// `AlwaysTrueOrFalseIf`: a condition that always or never holds inlines
/// the branch taken.
fn always_true_or_false_if(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(set) = set_of(ctx, prop(ctx, rw.ir, op, "condition")) else {
        return false;
    };
    let aff = &ctx.affine;
    let cons = aff.set_constraints(set);
    let eqs = aff.set_eq_flags(set);
    let regions = rw.ir.regions(op).to_vec();
    let block = if aff.is_empty_integer_set(set) {
        let has_else = regions
            .get(1)
            .is_some_and(|r| !rw.ir.region_blocks(*r).is_empty());
        if rw.ir.num_results(op) == 0 && !has_else {
            rw.erase_op(op);
            return true;
        }
        match regions.get(1).and_then(|r| rw.ir.region_blocks(*r).first()) {
            Some(b) => *b,
            None => return false,
        }
    } else if cons.len() == 1 && eqs[0] && aff.as_constant(cons[0]) == Some(0) {
        match rw.ir.region_blocks(regions[0]).first() {
            Some(b) => *b,
            None => return false,
        }
    } else {
        return false;
    };
    let Some(term) = rw.ir.last_op(block) else {
        return false;
    };
    let vals: Vec<Value> = rw.ir.operands(term).collect();
    let Some(dest) = rw.ir.parent_block(op) else {
        return false;
    };
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &vals);
    rw.erase_op(term);
    true
}

/// Patterns of `affine.if`.
pub(super) fn if_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn("affine.if", "SimplifyDeadElse", simplify_dead_else);
    set.add_fn("affine.if", "AlwaysTrueOrFalseIf", always_true_or_false_if);
}
