//! `scf-for-loop-peeling`: peels the partial iteration off `scf.for` loops
//! whose step may not divide their range (MLIR 22's `SCFForLoopPeeling`),
//! with the greedy driver's folding.
//!
//! One pattern on `scf.for`, applied greedily to the op the pass runs on:
//!
//! - Loops with `unsignedCmp`, and loops already marked as peeled, are left
//!   alone.
//! - By default the loop `for %iv = %lb to %ub step %s` becomes a main loop
//!   to `%split = %ub - (%ub - %lb) mod %s` (an `affine.apply`, folded when
//!   possible and cast back to the bound type when that is not `index`),
//!   followed by a clone running from `%split` to `%ub` that takes over the
//!   uses of the loop's results and starts from them. Nothing is done when
//!   the step is a constant of at most 1, or when the range is known to be a
//!   multiple of the step (all three constant, or `(%ub - %lb) mod %s`
//!   composing to 0). Then every `affine.min`/`affine.max` in either loop
//!   (at any depth) is replaced by an `affine.apply` of one of its results
//!   when that result is provably the extremum, knowing only that
//!   `%ub - %iv >= %s` in the main loop and `%ub - %iv < %s` in the partial
//!   one (plus the values of a constant `%ub` or `%s`). MLIR proves this
//!   with integer constraint systems; here the results must be affine sums
//!   (no `mod`/`floordiv`/`ceildiv`, no products of operands), which makes a
//!   direct test exact: `r_j - r_k` must be a non-negative multiple of the
//!   single inequality plus a non-negative constant.
//! - With `skip-partial` (the default), loops nested in a partial iteration
//!   are not peeled.
//! - With `peel-front`, the first iteration is cloned in front of the loop
//!   instead (the clone's upper bound becomes `%lb + %s`; uses of the old
//!   bound in its body stay), and the loop then starts at `%lb + %s` from
//!   the clone's results; loops known to run at most once are left alone. No
//!   `affine.min`/`affine.max` is rewritten then.
//!
//! Both loops are marked (`__peeled_loop__`, and `__partial_iteration__` on
//! the peeled part) so that they are not peeled again; the marks are
//! removed from every op once the driver is done.

use rmlir_affine::{AffineExpr, AffineExprKind as K};
use rmlir_core::ir::{Ir, IrMapping, OpId, OperationState, Value, WalkOrder};
use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::rewrite::{
    apply_patterns_greedily, GreedyConfig, PatternSet, RewritePattern, Rewriter,
};
use rmlir_core::{AttrKind, Context, NamedAttr};
use rmlir_dialects::affine as aff_d;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `scf-for-loop-peeling`.
pub static INFO: PassInfo = PassInfo {
    argument: "scf-for-loop-peeling",
    name: "SCFForLoopPeeling",
    description: "Peel `for` loops at their upper bounds.",
    options: &[
        OptionSpec {
            name: "peel-front",
            description: "Peel the first iteration out of the loop.",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "skip-partial",
            description: "Do not peel loops inside of the last, partial iteration of another already peeled loop.",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(true),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// Marks a loop made by peeling (main loop and peeled part).
const PEELED: &str = "__peeled_loop__";
/// Marks the peeled part (partial or first iteration).
const PARTIAL: &str = "__partial_iteration__";

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut set = PatternSet::new();
    set.add(PeelPattern {
        front: pass.options.get_bool("peel-front"),
        skip_partial: pass.options.get_bool("skip-partial"),
    });
    let frozen = set.freeze(ctx);
    let config = GreedyConfig::default();
    let regions = ir.regions(op).to_vec();
    for r in regions {
        apply_patterns_greedily(ctx, ir, r, &frozen, &config);
    }
    // Drop the marks.
    let mut all = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| all.push(o));
    for o in all {
        ir.remove_attr(ctx, o, PEELED);
        ir.remove_attr(ctx, o, PARTIAL);
    }
    Ok(())
}

/// MLIR's `ForLoopPeelingPattern`.
struct PeelPattern {
    front: bool,
    skip_partial: bool,
}

impl RewritePattern for PeelPattern {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }

    fn name(&self) -> &'static str {
        "ForLoopPeelingPattern"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if !well_formed(rw.ir, op) {
            return false;
        }
        if has_prop(ctx, rw.ir, op, "unsignedCmp") {
            return rw.notify_match_failure("unsigned loops are not supported");
        }
        if has_attr(ctx, rw.ir, op, PEELED) {
            return false;
        }
        let peeled = if self.front {
            peel_first_iteration(rw, op)
        } else {
            if self.skip_partial && in_partial_iteration(ctx, rw.ir, op) {
                return false;
            }
            peel_and_simplify(rw, op)
        };
        let Some(peeled) = peeled else {
            return false;
        };
        let unit = ctx.unit_attr();
        rw.modify_in_place(peeled, |ir| {
            ir.set_discardable_attr(ctx, peeled, PEELED, unit);
            ir.set_discardable_attr(ctx, peeled, PARTIAL, unit);
        });
        rw.modify_in_place(op, |ir| ir.set_discardable_attr(ctx, op, PEELED, unit));
        true
    }
}

/// Whether `op` looks like an `scf.for` the peeling can work on: bounds,
/// step and a body whose first argument is the induction variable.
fn well_formed(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) >= 3
        && ir.num_results(op) + 3 == ir.num_operands(op)
        && body_iv(ir, op).is_some()
}

/// The induction variable of the `scf.for` `op`.
fn body_iv(ir: &Ir, op: OpId) -> Option<Value> {
    let r = *ir.regions(op).first()?;
    let b = *ir.region_blocks(r).first()?;
    ir.block_args(b).first().copied()
}

fn has_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name).is_some()
}

fn has_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ctx.dict_get(ir.op(op).attrs, name).is_some()
}

/// Whether an `scf.for` around `op` is marked as a peeled partial
/// iteration.
fn in_partial_iteration(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_name_str(ir.op_name(p)) == "scf.for" && has_attr(ctx, ir, p, PARTIAL) {
            return true;
        }
        cur = ir.parent_op(p);
    }
    false
}

/// An `affine.apply` of the single-result `map` to `operands`, created or
/// folded.
fn apply(
    rw: &mut Rewriter<'_>,
    map: rmlir_affine::AffineMap,
    operands: &[Value],
    loc: rmlir_core::Attribute,
) -> Value {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "affine.apply", loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ctx.index_type());
    st.properties = Some(map_props(ctx, map));
    crate::create_or_fold(1, rw, st)
}

fn map_props(ctx: &Context, map: rmlir_affine::AffineMap) -> rmlir_core::Attribute {
    ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: ctx.attr(AttrKind::AffineMap(map)),
    }])
}

/// `v` cast to `ty` with `arith.index_cast` (created or folded) unless it
/// already has that type.
fn cast_to(
    rw: &mut Rewriter<'_>,
    v: Value,
    ty: rmlir_core::Type,
    loc: rmlir_core::Attribute,
) -> Value {
    if rw.ir.value_type(v) == ty {
        return v;
    }
    let mut st = OperationState::new(rw.ctx, "arith.index_cast", loc);
    st.operands.push(v);
    st.result_types.push(ty);
    crate::create_or_fold(1, rw, st)
}

/// Peels the last, partial iteration off `op` (MLIR's `peelForLoop`) and
/// simplifies the `affine.min`/`affine.max` ops of both loops; returns the
/// loop of the partial iteration.
fn peel_and_simplify(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let aff = &ctx.affine;
    let (lb, ub, step) = (
        rw.ir.operand(op, 0),
        rw.ir.operand(op, 1),
        rw.ir.operand(op, 2),
    );
    let (lb_c, ub_c, step_c) = (
        const_int(ctx, rw.ir, lb),
        const_int(ctx, rw.ir, ub),
        const_int(ctx, rw.ir, step),
    );
    // A step of 1 needs no peeling; zero or negative steps are left alone.
    if step_c.is_some_and(|s| s <= 1) {
        return None;
    }
    // Nothing to peel when the step divides the range.
    if let (Some(l), Some(u), Some(s)) = (lb_c, ub_c, step_c) {
        if u.wrapping_sub(l) % s == 0 {
            return None;
        }
    }
    let (s0, s1, s2) = (aff.symbol(0), aff.symbol(1), aff.symbol(2));
    let range_mod = aff.modulo(aff.sub(s1, s0), s2);
    let mut ops = vec![lb, ub, step];
    let composed =
        aff_d::fully_compose_map_and_operands(ctx, rw.ir, aff.map(0, 3, &[range_mod]), &mut ops);
    if let [e] = &aff.map_results(composed)[..] {
        if aff.kind(*e) == K::Constant(0) {
            return None;
        }
    }
    // The split bound: ub - (ub - lb) mod step.
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let split_map = aff.map(0, 3, &[aff.sub(s1, range_mod)]);
    let split = apply(rw, split_map, &[lb, ub, step], loc);
    let split = cast_to(rw, split, rw.ir.value_type(lb), loc);
    // The partial iteration: a clone after the loop, from the split bound,
    // continuing from the loop's results.
    rw.set_insertion_point_after(op);
    let partial = rw.clone_op(op, &mut IrMapping::new());
    rw.ir.set_operand(partial, 0, split);
    let n = rw.ir.num_results(op);
    for i in 0..n {
        let (from, to) = (rw.ir.result(op, i), rw.ir.result(partial, i));
        rw.replace_all_uses_with(from, to);
    }
    for i in 0..n {
        let r = rw.ir.result(op, i);
        rw.ir.set_operand(partial, 3 + i, r);
    }
    rw.modify_in_place(op, |ir| ir.set_operand(op, 1, split));
    // Simplify the min/max ops of both loops.
    for (lp, inside) in [(op, true), (partial, false)] {
        let Some(iv) = body_iv(rw.ir, lp) else {
            continue;
        };
        let mut all = Vec::new();
        rw.ir
            .walk(lp, WalkOrder::PostOrder, &mut |_, o| all.push(o));
        for mm in all {
            if matches!(
                ctx.op_name_str(rw.ir.op_name(mm)),
                "affine.min" | "affine.max"
            ) {
                rewrite_peeled_min_max(rw, mm, iv, ub, step, inside);
            }
        }
    }
    Some(partial)
}

/// Clones the first iteration of `op` in front of it and starts `op` one
/// step later (MLIR's `peelForLoopFirstIteration`); returns the clone.
fn peel_first_iteration(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let aff = &ctx.affine;
    let (lb, ub, step) = (
        rw.ir.operand(op, 0),
        rw.ir.operand(op, 1),
        rw.ir.operand(op, 2),
    );
    // Nothing to peel from a loop known to run at most once (MLIR computes
    // the trip count in single precision).
    if let (Some(l), Some(u), Some(s)) = (
        const_int(ctx, rw.ir, lb),
        const_int(ctx, rw.ir, ub),
        const_int(ctx, rw.ir, step),
    ) {
        let trips = (u.wrapping_sub(l) as f32 / s as f32).ceil();
        if trips <= 1.0 {
            return None;
        }
    }
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let map = aff.map(0, 2, &[aff.add(aff.symbol(0), aff.symbol(1))]);
    let split = apply(rw, map, &[lb, step], loc);
    let split = cast_to(rw, split, rw.ir.value_type(ub), loc);
    let first = rw.clone_op(op, &mut IrMapping::new());
    rw.modify_in_place(first, |ir| ir.set_operand(first, 1, split));
    let n = rw.ir.num_results(op);
    rw.modify_in_place(op, |ir| {
        for i in 0..n {
            let r = ir.result(first, i);
            ir.set_operand(op, 3 + i, r);
        }
        ir.set_operand(op, 0, split);
    });
    Some(first)
}

/// An affine sum over the columns of the constraint system plus a
/// constant.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Linear {
    coef: Vec<i64>,
    cst: i64,
}

impl Linear {
    fn zero(n: usize) -> Self {
        Linear {
            coef: vec![0; n],
            cst: 0,
        }
    }

    fn scaled_add(&self, other: &Linear, k: i64) -> Option<Linear> {
        let mut r = self.clone();
        for (a, b) in r.coef.iter_mut().zip(&other.coef) {
            *a = a.checked_add(b.checked_mul(k)?)?;
        }
        r.cst = r.cst.checked_add(other.cst.checked_mul(k)?)?;
        Some(r)
    }

    /// Moves the known columns into the constant.
    fn substitute(&self, known: &[Option<i64>]) -> Option<Linear> {
        let mut r = self.clone();
        for (c, k) in r.coef.iter_mut().zip(known) {
            if let Some(k) = k {
                r.cst = r.cst.checked_add(c.checked_mul(*k)?)?;
                *c = 0;
            }
        }
        Some(r)
    }
}

/// `e` (over the operands of a map with `nd` dims) as a sum over columns,
/// operand `i` being column `col_of[i]`; `None` for divisions, remainders
/// and products of operands.
fn linearize(
    ctx: &Context,
    e: AffineExpr,
    nd: usize,
    col_of: &[usize],
    ncols: usize,
) -> Option<Linear> {
    let aff = &ctx.affine;
    Some(match aff.kind(e) {
        K::Constant(c) => Linear {
            coef: vec![0; ncols],
            cst: c,
        },
        K::Dim(p) => {
            let mut l = Linear::zero(ncols);
            l.coef[*col_of.get(p as usize)?] = 1;
            l
        }
        K::Symbol(p) => {
            let mut l = Linear::zero(ncols);
            l.coef[*col_of.get(nd + p as usize)?] = 1;
            l
        }
        K::Add(a, b) => {
            let a = rmlir_core::support::stack::grow(|| linearize(ctx, a, nd, col_of, ncols))?;
            let b = rmlir_core::support::stack::grow(|| linearize(ctx, b, nd, col_of, ncols))?;
            a.scaled_add(&b, 1)?
        }
        K::Mul(a, b) => {
            let a = rmlir_core::support::stack::grow(|| linearize(ctx, a, nd, col_of, ncols))?;
            let b = rmlir_core::support::stack::grow(|| linearize(ctx, b, nd, col_of, ncols))?;
            let (lin, k) = if a.coef.iter().all(|c| *c == 0) {
                (b, a.cst)
            } else if b.coef.iter().all(|c| *c == 0) {
                (a, b.cst)
            } else {
                return None;
            };
            Linear::zero(ncols).scaled_add(&lin, k)?
        }
        K::Mod(..) | K::FloorDiv(..) | K::CeilDiv(..) => return None,
    })
}

/// Whether `d >= 0` at every integer point where `c >= 0`, for a `c` whose
/// first column has coefficient 1 or -1 (so that its linear part takes
/// every integer value): `d` must be a non-negative multiple of `c` plus a
/// non-negative constant.
fn implied_nonneg(d: &Linear, c: &Linear) -> bool {
    let Some(lambda) = d.coef[0].checked_mul(c.coef[0]) else {
        return false;
    };
    if lambda < 0 {
        return false;
    }
    let Some(rest) = d.scaled_add(c, -lambda) else {
        return false;
    };
    rest.coef.iter().all(|x| *x == 0) && rest.cst >= 0
}

/// Replaces the `affine.min`/`affine.max` `op` by an `affine.apply` of the
/// result that is its value at every iteration, knowing that `ub - iv >=
/// step` (`inside`, the main loop) or `ub - iv < step` (the partial
/// iteration); MLIR's `rewritePeeledMinMaxOp`. Returns whether it did.
fn rewrite_peeled_min_max(
    rw: &mut Rewriter<'_>,
    op: OpId,
    iv: Value,
    ub: Value,
    step: Value,
    inside: bool,
) -> bool {
    let ctx = rw.ctx;
    let aff = &ctx.affine;
    let is_min = ctx.op_name_str(rw.ir.op_name(op)) == "affine.min";
    let Some(map) = rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "map").and_then(|a| {
        match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(*m),
            _ => None,
        }
    }) else {
        return false;
    };
    let nd = aff.map_num_dims(map) as usize;
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let results = aff.map_results(map).to_vec();
    if results.is_empty() || operands.len() != nd + aff.map_num_symbols(map) as usize {
        return false;
    }
    // Columns: iv, ub, step, then the other operands in order.
    let mut cols: Vec<Value> = vec![iv, ub, step];
    let mut col_of = Vec::with_capacity(operands.len());
    for v in &operands {
        match cols.iter().position(|c| c == v) {
            Some(i) => col_of.push(i),
            None => {
                cols.push(*v);
                col_of.push(cols.len() - 1);
            }
        }
    }
    let ncols = cols.len();
    let mut known = vec![None; ncols];
    known[1] = const_int(ctx, rw.ir, ub);
    known[2] = const_int(ctx, rw.ir, step);
    let mut lins = Vec::with_capacity(results.len());
    for e in &results {
        let Some(l) = linearize(ctx, *e, nd, &col_of, ncols) else {
            return false;
        };
        lins.push(l);
    }
    // The invariant, as `c >= 0`.
    let mut c = Linear::zero(ncols);
    if inside {
        // ub - iv - step >= 0
        c.coef[0] = -1;
        c.coef[1] += 1;
        c.coef[2] -= 1;
    } else {
        // iv - ub + step - 1 >= 0
        c.coef[0] = 1;
        c.coef[1] -= 1;
        c.coef[2] += 1;
        c.cst = -1;
    }
    let Some(c) = c.substitute(&known) else {
        return false;
    };
    let Some(subst) = lins
        .iter()
        .map(|l| l.substitute(&known))
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let extremal = |k: usize| {
        subst.iter().all(|other| {
            let d = if is_min {
                other.scaled_add(&subst[k], -1)
            } else {
                subst[k].scaled_add(other, -1)
            };
            d.is_some_and(|d| implied_nonneg(&d, &c))
        })
    };
    let Some(k) = (0..subst.len()).find(|k| extremal(*k)) else {
        return false;
    };
    // The result over the columns, as MLIR's constraint system has them:
    // the induction variable as the only dim, then ub, step and the other
    // operands as symbols.
    let l = &lins[k];
    let mut e = aff.constant(l.cst);
    for (i, coef) in l.coef.iter().enumerate() {
        if *coef == 0 {
            continue;
        }
        let var = if i == 0 {
            aff.dim(0)
        } else {
            aff.symbol((i - 1) as u32)
        };
        e = aff.add(e, aff.mul(var, aff.constant(*coef)));
    }
    let ns = (ncols - 1) as u32;
    let e = rmlir_affine::simplify_affine_expr(aff, e, 1, ns as usize);
    let mut new_ops = cols.clone();
    let new_map =
        aff_d::canonicalize_map_and_operands(ctx, rw.ir, aff.map(1, ns, &[e]), &mut new_ops);
    let mut st = OperationState::new(ctx, "affine.apply", rw.ir.op(op).loc);
    st.operands.extend(new_ops.iter().copied());
    st.result_types.push(ctx.index_type());
    st.properties = Some(map_props(ctx, new_map));
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

#[cfg(test)]
mod tests {
    use super::{implied_nonneg, Linear};

    fn lin(coef: &[i64], cst: i64) -> Linear {
        Linear {
            coef: coef.to_vec(),
            cst,
        }
    }

    #[test]
    fn main_loop_invariant() {
        // Columns: iv, ub, step. Inside the main loop: ub - iv - step >= 0.
        let c = lin(&[-1, 1, -1], 0);
        // (ub - iv) - step >= 0: min(step, ub - iv) is step.
        assert!(implied_nonneg(&lin(&[-1, 1, -1], 0), &c));
        // (ub - iv + 1) - step >= 0 as well.
        assert!(implied_nonneg(&lin(&[-1, 1, -1], 1), &c));
        // (ub - iv - 1) - step may be -1.
        assert!(!implied_nonneg(&lin(&[-1, 1, -1], -1), &c));
        // step - (ub - iv) is unbounded below.
        assert!(!implied_nonneg(&lin(&[1, -1, 1], 0), &c));
        // Twice the invariant plus a constant.
        assert!(implied_nonneg(&lin(&[-2, 2, -2], 3), &c));
    }

    #[test]
    fn partial_iteration_invariant() {
        // In the partial iteration: iv - ub + step - 1 >= 0.
        let c = lin(&[1, -1, 1], -1);
        // step - (ub - iv) >= 1 > 0.
        assert!(implied_nonneg(&lin(&[1, -1, 1], 0), &c));
        // A fourth column (an unrelated operand) cannot be bounded.
        let c4 = lin(&[1, -1, 1, 0], -1);
        assert!(!implied_nonneg(&lin(&[1, -1, 1, 1], 0), &c4));
        // With a constant step of 4 folded in: iv - ub + 3 >= 0.
        let k = lin(&[1, -1, 0], 3);
        // 4 - (ub - iv) >= 1.
        assert!(implied_nonneg(&lin(&[1, -1, 0], 4), &k));
        assert!(!implied_nonneg(&lin(&[1, -1, 0], 2), &k));
    }

    #[test]
    fn substitute_known_columns() {
        let l = lin(&[-1, 1, 2], 5).substitute(&[None, Some(17), Some(4)]);
        assert_eq!(l, Some(lin(&[-1, 0, 0], 30)));
    }
}
