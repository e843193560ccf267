//! `scf-for-loop-canonicalization`: simplifies `affine.min`/`affine.max`
//! ops inside `scf.for`/`scf.parallel` loops whose ranges are known (MLIR
//! 22's `SCFForLoopCanonicalization`), with the greedy driver's folding.
//!
//! An `affine.min` (`affine.max`) becomes an `affine.apply` of the first of
//! its results that is never greater (smaller) than the others over every
//! iteration of the loops whose induction variables it uses. This version
//! decides that only when every operand the results use is the induction
//! variable of a loop with constant bounds and step or a constant bound of
//! such a loop (other constants are unknowns to MLIR too), by evaluating the
//! results over the (bounded) box from each lower bound to the last
//! iteration, as MLIR's loop-range constraints have no stride; other ops are
//! left alone, as are maps with divisions or remainders (MLIR's bounds
//! give up on them). Induction variables of single-iteration loops become
//! constants in the new map. The dim-of-iteration-argument
//! folders of MLIR's pass act on `tensor.dim`/`memref.dim` and are not
//! implemented.

use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, Rewriter};
use rmlir_core::{AttrKind, Context, NamedAttr};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `scf-for-loop-canonicalization`.
pub static INFO: PassInfo = PassInfo {
    argument: "scf-for-loop-canonicalization",
    name: "SCFForLoopCanonicalization",
    description: "Canonicalize operations within scf.for loop bodies",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// The most iteration points evaluated for one op.
const MAX_POINTS: u64 = 1 << 14;

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut set = PatternSet::new();
    set.add_fn(
        "affine.min",
        "AffineOpSCFCanonicalizationPattern",
        simplify_min,
    );
    set.add_fn(
        "affine.max",
        "AffineOpSCFCanonicalizationPattern",
        simplify_max,
    );
    let frozen = set.freeze(ctx);
    let config = GreedyConfig::default();
    let regions = ir.regions(op).to_vec();
    for r in regions {
        apply_patterns_greedily(ctx, ir, r, &frozen, &config);
    }
    Ok(())
}

fn simplify_min(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    simplify(op, rw, true)
}

fn simplify_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    simplify(op, rw, false)
}

/// The range of an induction variable as MLIR's `addLoopRangeConstraints`
/// bounds it (no stride): `(lb value, ub value, first, last)`, when `v` is
/// the induction variable of an `scf.for`/`scf.parallel` with constant
/// bounds and step. A loop with at most one iteration pins it to its lower
/// bound.
fn iv_range(ctx: &Context, ir: &Ir, v: Value) -> Option<(Value, Value, i64, i64)> {
    let b = ir.value_block(v)?;
    if ir.defining_op(v).is_some() {
        return None;
    }
    let lp = ir.region_parent(ir.block_parent(b)?)?;
    let pos = ir.block_args(b).iter().position(|a| *a == v)?;
    let (lbv, ubv, stepv) = match ctx.op_name_str(ir.op_name(lp)) {
        "scf.for" => {
            if pos != 0 || ir.num_operands(lp) < 3 {
                return None;
            }
            (ir.operand(lp, 0), ir.operand(lp, 1), ir.operand(lp, 2))
        }
        "scf.parallel" => {
            let n = ir.block_args(b).len();
            if ir.num_operands(lp) < 3 * n {
                return None;
            }
            (
                ir.operand(lp, pos),
                ir.operand(lp, n + pos),
                ir.operand(lp, 2 * n + pos),
            )
        }
        _ => return None,
    };
    let (lb, ub, step) = (
        const_int(ctx, ir, lbv)?,
        const_int(ctx, ir, ubv)?,
        const_int(ctx, ir, stepv)?,
    );
    if lb.checked_add(step)? >= ub {
        return Some((lbv, ubv, lb, lb));
    }
    if step <= 0 {
        return None;
    }
    let span = ub.checked_sub(lb)?.checked_sub(1)?;
    let last = lb.checked_add((span / step).checked_mul(step)?)?;
    Some((lbv, ubv, lb, last))
}

fn simplify(op: OpId, rw: &mut Rewriter<'_>, is_min: bool) -> bool {
    let ctx = rw.ctx;
    let ir: &Ir = rw.ir;
    let Some(map) =
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "map").and_then(|a| {
            match ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => Some(*m),
                _ => None,
            }
        })
    else {
        return false;
    };
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    let results = aff.map_results(map).to_vec();
    let operands: Vec<Value> = ir.operands(op).collect();
    if results.is_empty() || operands.len() != nd + aff.map_num_symbols(map) as usize {
        return false;
    }
    // MLIR gives up on results with divisions or remainders.
    if results.iter().any(|e| has_div_or_mod(ctx, *e)) {
        return false;
    }
    // Each operand: a range, a known constant (a constant bound of one of
    // the loops) or unknown.
    let ivs: Vec<Option<(Value, Value, i64, i64)>> =
        operands.iter().map(|v| iv_range(ctx, ir, *v)).collect();
    let mut known: Vec<(Value, i64)> = Vec::new();
    for (lbv, ubv, _, _) in ivs.iter().flatten() {
        for b in [*lbv, *ubv] {
            if let Some(c) = const_int(ctx, ir, b) {
                known.push((b, c));
            }
        }
    }
    let mut ranges: Vec<Option<(i64, i64)>> = Vec::with_capacity(operands.len());
    let mut points: u64 = 1;
    for (v, iv) in operands.iter().zip(&ivs) {
        if let Some((_, _, first, last)) = iv {
            ranges.push(Some((*first, *last)));
            let count = (*last - *first) as u64 + 1;
            points = match points.checked_mul(count) {
                Some(p) if p <= MAX_POINTS => p,
                _ => return false,
            };
        } else if let Some((_, c)) = known.iter().find(|(k, _)| k == v) {
            ranges.push(Some((*c, *c)));
        } else {
            ranges.push(None);
        }
    }
    // The results that are extremal at every point.
    let mut candidates = vec![true; results.len()];
    let mut cur: Vec<i64> = ranges.iter().map(|r| r.map_or(0, |r| r.0)).collect();
    loop {
        let consts: Vec<Option<i64>> = cur
            .iter()
            .zip(&ranges)
            .map(|(c, r)| r.map(|_| *c))
            .collect();
        let mut vals = Vec::with_capacity(results.len());
        for e in &results {
            let Some(x) = eval(ctx, *e, nd, &consts) else {
                return false;
            };
            vals.push(x);
        }
        let best = if is_min {
            vals.iter().min()
        } else {
            vals.iter().max()
        };
        let Some(best) = best.copied() else {
            return false;
        };
        for (c, v) in candidates.iter_mut().zip(&vals) {
            if *v != best {
                *c = false;
            }
        }
        if !candidates.iter().any(|c| *c) {
            return false;
        }
        // Next point.
        let mut i = 0;
        loop {
            if i == cur.len() {
                break;
            }
            let Some((first, last)) = ranges[i] else {
                i += 1;
                continue;
            };
            if cur[i] < last {
                cur[i] += 1;
                break;
            }
            cur[i] = first;
            i += 1;
        }
        if i == cur.len() {
            break;
        }
    }
    let Some(k) = candidates.iter().position(|c| *c) else {
        return false;
    };
    // Induction variables with a single value become constants.
    let ns = aff.map_num_symbols(map);
    let subst: Vec<rmlir_affine::AffineExpr> = (0..operands.len())
        .map(|i| match ivs[i] {
            Some((_, _, first, last))
                if first == last && const_int(ctx, ir, operands[i]).is_none() =>
            {
                aff.constant(first)
            }
            _ if i < nd => aff.dim(i as u32),
            _ => aff.symbol((i - nd) as u32),
        })
        .collect();
    let e = aff.replace_dims_and_symbols(results[k], &subst[..nd], &subst[nd..]);
    let (new_map, operands) = rmlir_dialects::affine::canonicalize_and_simplify_map(
        ctx,
        ir,
        aff.map(nd as u32, ns, &[e]),
        &operands,
    );
    let mut st = OperationState::new(ctx, "affine.apply", ir.op(op).loc);
    st.operands.extend(operands.iter().copied());
    st.result_types.push(ctx.index_type());
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: ctx.attr(AttrKind::AffineMap(new_map)),
    }]));
    rw.replace_op_with_new(op, st);
    true
}

/// The value of `e` for the given dims and symbols (dims first).
fn eval(
    ctx: &Context,
    e: rmlir_affine::AffineExpr,
    nd: usize,
    consts: &[Option<i64>],
) -> Option<i64> {
    rmlir_dialects::affine::eval_expr(ctx, e, nd, consts)
}

/// Whether `e` contains a `mod`, `floordiv` or `ceildiv`.
fn has_div_or_mod(ctx: &Context, e: rmlir_affine::AffineExpr) -> bool {
    use rmlir_affine::AffineExprKind as K;
    let mut stack = vec![e];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        match ctx.affine.kind(x) {
            K::Mod(..) | K::FloorDiv(..) | K::CeilDiv(..) => return true,
            K::Add(l, r) | K::Mul(l, r) => {
                stack.push(l);
                stack.push(r);
            }
            _ => {}
        }
    }
    false
}
