//! `affine-loop-coalescing`: turns bands of perfectly nested `scf.for`
//! loops into a single loop (MLIR 22's `LoopCoalescing` pass, run on
//! `func.func`).
//!
//! For every `scf.for`, outermost first, the perfect nest below it is collected
//! and split, bottom-up, into bands whose bounds are all defined above the
//! band's first loop and whose iteration arguments are chained (the inner
//! loop's inits are the outer loop's iteration arguments and the outer loop
//! yields the inner loop's results). Each band is normalized (bounds 0 to
//! the trip count, step 1, the original induction variables rebuilt with
//! `affine.apply`), its trip counts multiplied into the bound of the
//! outermost loop, and the induction variables recovered with one
//! `affine.delinearize_index`; the inner loop bodies are then inlined.
//!
//! `affine.for` nests get the same band search (over all operands, without
//! the iteration-argument chain) and are coalesced when every loop of the
//! band starts at 0 with step 1: the upper bounds become `affine.apply` (or
//! `affine.min`) ops multiplied together, the induction variables are
//! recovered with `mod`/`floordiv` applications, and the body of the
//! innermost loop replaces the second loop (whose iteration arguments become
//! their inits). Bands needing normalization are left alone, as are
//! `scf.for` loops not over `index`.

use rmlir_affine::AffineMap;
use rmlir_core::ir::{Ir, OpId, OperationState, Value, WalkOrder};
use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr};
use rmlir_dialects::affine::{compose_folded_apply, FoldedApply};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `affine-loop-coalescing`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-loop-coalescing",
    name: "LoopCoalescing",
    description: "Coalesce nested loops with independent bounds into a single loop",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    // Every loop is a candidate root, outermost first (a nest coalesced from
    // an outer loop erases the inner ones).
    let mut roots = Vec::new();
    ir.walk(op, WalkOrder::PreOrder, &mut |_, o| {
        let n = name(ctx, ir, o);
        if n == "scf.for" || n == "affine.for" {
            roots.push((o, ir.op_name(o)));
        }
    });
    for (r, n) in roots {
        if !ir.is_op_alive(r) || ir.op_name(r) != n {
            continue;
        }
        if name(ctx, ir, r) == "scf.for" {
            coalesce_nest(ctx, ir, r);
        } else {
            crate::loop_coalescing::affine::coalesce_nest(ctx, ir, r);
        }
    }
    Ok(())
}

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

/// The single block of the body of a loop.
fn body(ir: &Ir, op: OpId) -> Option<rmlir_core::ir::BlockId> {
    let r = *ir.regions(op).first()?;
    let bs = ir.region_blocks(r);
    (bs.len() == 1).then(|| bs[0])
}

/// The perfect nest rooted at `root`: each loop's body holds only the next
/// loop and the terminator.
fn perfect_nest(ctx: &Context, ir: &Ir, root: OpId) -> Vec<OpId> {
    let kind = name(ctx, ir, root);
    let mut loops = vec![root];
    let mut cur = root;
    while let Some(b) = body(ir, cur) {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        if ops.len() != 2 || name(ctx, ir, ops[0]) != kind {
            break;
        }
        cur = ops[0];
        loops.push(cur);
    }
    loops
}

/// Whether `v` is defined outside the regions of `lp`.
fn defined_above(ir: &Ir, v: Value, lp: OpId) -> bool {
    let Some(b) = ir.value_block(v) else {
        return true;
    };
    let Some(r) = ir.block_parent(b) else {
        return true;
    };
    match ir.region_parent(r) {
        Some(p) => !ir.is_ancestor(lp, p),
        None => true,
    }
}

/// Whether a loop is a well-formed `scf.for` over `index` this pass can
/// rewrite.
fn well_formed(ctx: &Context, ir: &Ir, lp: OpId) -> bool {
    let Some(b) = body(ir, lp) else { return false };
    let n_iter = ir.num_operands(lp).saturating_sub(3);
    ir.num_operands(lp) >= 3
        && ir.block_args(b).len() == n_iter + 1
        && ir.num_results(lp) == n_iter
        && (0..3).all(|i| ir.value_type(ir.operand(lp, i)) == ir.value_type(ir.operand(lp, 0)))
        && ir
            .last_op(b)
            .is_some_and(|t| name(ctx, ir, t) == "scf.yield" && ir.num_operands(t) == n_iter)
}

fn coalesce_nest(ctx: &Context, ir: &mut Ir, root: OpId) {
    let loops = perfect_nest(ctx, ir, root);
    if loops.iter().any(|l| !well_formed(ctx, ir, *l)) {
        return;
    }
    let n = loops.len();
    // 1. The outermost loop above which each loop's bounds are defined.
    let mut defined_at = vec![0usize; n];
    for i in 0..n {
        defined_at[i] = i;
        let bounds: Vec<Value> = (0..3).map(|k| ir.operand(loops[i], k)).collect();
        if let Some(j) = loops[..i]
            .iter()
            .position(|l| bounds.iter().all(|v| defined_above(ir, *v, *l)))
        {
            defined_at[i] = j;
        }
    }
    // 2. Where each loop's chain of iteration arguments starts.
    let mut chain = vec![0usize; n];
    for i in 1..n {
        chain[i] = i;
        let (outer, inner) = (loops[i - 1], loops[i]);
        let outer_args: Vec<Value> = body(ir, outer)
            .map(|b| ir.block_args(b)[1..].to_vec())
            .unwrap_or_default();
        let inner_inits: Vec<Value> = ir.operands(inner).skip(3).collect();
        if outer_args != inner_inits {
            continue;
        }
        let yielded: Vec<Value> = body(ir, outer)
            .and_then(|b| ir.last_op(b))
            .map(|t| ir.operands(t).collect())
            .unwrap_or_default();
        let results: Vec<Value> = ir.results(inner).collect();
        if yielded != results {
            continue;
        }
        chain[i] = chain[i - 1];
    }
    // 3. Bands, bottom-up.
    let mut end = n;
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max = defined_at[start..end].iter().copied().max().unwrap_or(0);
            if max > start || chain[end - 1] > start {
                start += 1;
                continue;
            }
            coalesce_band(ctx, ir, &loops[start..end]);
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
}

/// Ops are inserted before a fixed anchor, in creation order.
pub(crate) struct Inserter {
    anchor: OpId,
    loc: Attribute,
}

impl Inserter {
    fn insert(&self, ir: &mut Ir, st: OperationState) -> OpId {
        let op = ir.create_op(st);
        ir.insert_op_before(self.anchor, op);
        op
    }

    fn constant(&self, ctx: &Context, ir: &mut Ir, v: i64) -> Value {
        let st = OperationState::constant(
            ctx,
            "arith.constant",
            ctx.index_attr(v),
            ctx.index_type(),
            self.loc,
        );
        let op = self.insert(ir, st);
        ir.result(op, 0)
    }

    /// `makeComposedFoldedAffineApply`: the folded value (`Err` for a
    /// constant) or the result of a new `affine.apply`.
    fn apply(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        map: AffineMap,
        ops: &[Value],
    ) -> (Result<Value, i64>, Option<OpId>) {
        match compose_folded_apply(ctx, ir, map, ops) {
            FoldedApply::Const(c) => (Err(c), None),
            FoldedApply::Value(v) => (Ok(v), None),
            FoldedApply::Apply(m, ops) => {
                let mut st = OperationState::new(ctx, "affine.apply", self.loc);
                st.operands.extend(ops.iter().copied());
                st.result_types.push(ctx.index_type());
                st.properties = Some(ctx.dict_attr(vec![NamedAttr {
                    name: ctx.string_attr("map"),
                    value: ctx.attr(AttrKind::AffineMap(m)),
                }]));
                let op = self.insert(ir, st);
                (Ok(ir.result(op, 0)), Some(op))
            }
        }
    }

    fn value(&self, ctx: &Context, ir: &mut Ir, v: Result<Value, i64>) -> Value {
        match v {
            Ok(v) => v,
            Err(c) => self.constant(ctx, ir, c),
        }
    }
}

/// Replaces the uses of `from` by `to`, except in `keep`.
fn replace_uses_except(ir: &mut Ir, from: Value, to: Value, keep: &[OpId]) {
    let uses: Vec<(OpId, usize)> = ir.uses(from).map(|u| (u.op, u.index as usize)).collect();
    for (owner, idx) in uses {
        if !keep.contains(&owner) {
            ir.set_operand(owner, idx, to);
        }
    }
}

fn coalesce_band(ctx: &Context, ir: &mut Ir, loops: &[OpId]) {
    if loops.len() < 2 {
        return;
    }
    let ty = ir.value_type(ir.operand(loops[0], 0));
    if loops.iter().any(|l| ir.value_type(ir.operand(*l, 0)) != ty) {
        return;
    }
    if ty != ctx.index_type() {
        if matches!(ctx.type_kind(ty), rmlir_core::TypeKind::Integer { .. }) {
            arith_path::coalesce_band(ctx, ir, loops, ty);
        }
        return;
    }
    let aff = &ctx.affine;
    let outermost = loops[0];
    let innermost = loops[loops.len() - 1];
    let Some(inner_body) = body(ir, innermost) else {
        return;
    };
    let outer_loc = ir.op(outermost).loc;
    // 1. Normalize every loop.
    for &lp in loops {
        let loc = ir.op(lp).loc;
        let (lb, ub, step) = (ir.operand(lp, 0), ir.operand(lp, 1), ir.operand(lp, 2));
        let zero_based = const_int(ctx, ir, lb) == Some(0);
        let step_one = const_int(ctx, ir, step) == Some(1);
        let before = Inserter {
            anchor: outermost,
            loc,
        };
        // Constant bounds are attributes to MLIR: they are rematerialized.
        let new_ub = if zero_based && step_one {
            const_int(ctx, ir, ub).map_or(Ok(ub), Err)
        } else {
            // (ub - lb) ceildiv step
            let (s0, s1, s2) = (aff.symbol(0), aff.symbol(1), aff.symbol(2));
            let diff = aff.add(s1, aff.mul(s0, aff.constant(-1)));
            let trip = aff.ceil_div(diff, s2);
            let map = aff.map(0, 3, &[trip]);
            before.apply(ctx, ir, map, &[lb, ub, step]).0
        };
        let c0 = before.constant(ctx, ir, 0);
        let new_ub = before.value(ctx, ir, new_ub);
        let c1 = before.constant(ctx, ir, 1);
        ir.set_operand(lp, 0, c0);
        ir.set_operand(lp, 1, new_ub);
        ir.set_operand(lp, 2, c1);
        if zero_based && step_one {
            continue;
        }
        // Rebuild the original induction variable: iv * step + lb.
        let Some(b) = body(ir, lp) else { return };
        let iv = ir.block_args(b)[0];
        let Some(first) = ir.first_op(inner_body) else {
            return;
        };
        let at_start = Inserter { anchor: first, loc };
        let (d0, s0, s1) = (aff.dim(0), aff.symbol(0), aff.symbol(1));
        let denorm = aff.map(1, 2, &[aff.add(aff.mul(d0, s1), s0)]);
        let (v, new_op) = at_start.apply(ctx, ir, denorm, &[iv, lb, step]);
        let v = at_start.value(ctx, ir, v);
        if v != iv {
            let keep: Vec<OpId> = new_op.into_iter().collect();
            replace_uses_except(ir, iv, v, &keep);
        }
    }
    // 2. The trip count of the coalesced loop.
    let ubs: Vec<Value> = loops.iter().map(|l| ir.operand(*l, 1)).collect();
    let before = Inserter {
        anchor: outermost,
        loc: outer_loc,
    };
    // Folded constants stay attributes until the end, as in MLIR.
    let prod_map = aff.map(0, 2, &[aff.mul(aff.symbol(0), aff.symbol(1))]);
    let ident = aff.map(0, 1, &[aff.symbol(0)]);
    let mut prod = before.apply(ctx, ir, ident, &[ubs[0]]).0;
    for ub in &ubs[1..] {
        prod = match prod {
            Ok(p) => before.apply(ctx, ir, prod_map, &[p, *ub]).0,
            Err(c) => {
                let m = aff.map(0, 1, &[aff.mul(aff.constant(c), aff.symbol(0))]);
                before.apply(ctx, ir, m, &[*ub]).0
            }
        };
    }
    let prod = before.value(ctx, ir, prod);
    ir.set_operand(outermost, 1, prod);
    // 3. Recover the induction variables.
    let Some(first) = ir.first_op(inner_body) else {
        return;
    };
    let Some(outer_body) = body(ir, outermost) else {
        return;
    };
    let outer_iv = ir.block_args(outer_body)[0];
    let mut statics = Vec::with_capacity(ubs.len());
    let mut dynamic = Vec::new();
    for ub in &ubs {
        match const_int(ctx, ir, *ub) {
            Some(c) => statics.push(c),
            None => {
                statics.push(rmlir_core::types::DYNAMIC);
                dynamic.push(*ub);
            }
        }
    }
    let mut st = OperationState::new(ctx, "affine.delinearize_index", outer_loc);
    st.operands.push(outer_iv);
    st.operands.extend(dynamic.iter().copied());
    for _ in &ubs {
        st.result_types.push(ctx.index_type());
    }
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("static_basis"),
        value: ctx.i64_array_attr(&statics),
    }]));
    let delin = ir.create_op(st);
    ir.insert_op_before(first, delin);
    let ivs: Vec<Value> = ir.results(delin).collect();
    replace_uses_except(ir, outer_iv, ivs[0], &[delin]);
    // 4. Inline the inner bodies, innermost first.
    inline_bodies(ir, loops, &ivs);
}

/// Inlines each inner loop body into its parent, innermost first, mapping
/// the induction variables to `ivs` and the iteration arguments to the
/// parent's.
fn inline_bodies(ir: &mut Ir, loops: &[OpId], ivs: &[Value]) {
    for i in (1..loops.len()).rev() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let (Some(ob), Some(ib)) = (body(ir, outer), body(ir, inner)) else {
            return;
        };
        let mut repl = vec![ivs[i]];
        repl.extend_from_slice(&ir.block_args(ob)[1..]);
        let args: Vec<Value> = ir.block_args(ib).to_vec();
        for (a, r) in args.iter().zip(repl) {
            ir.replace_all_uses(*a, r);
        }
        let Some(term) = ir.last_op(ib) else { return };
        let yielded: Vec<Value> = ir.operands(term).collect();
        ir.erase_op(term);
        let ops: Vec<OpId> = ir.block_ops(ib).collect();
        for o in ops {
            ir.move_op_before(o, inner);
        }
        let results: Vec<Value> = ir.results(inner).collect();
        for (r, y) in results.iter().zip(yielded) {
            ir.replace_all_uses(*r, y);
        }
        ir.erase_op(inner);
    }
}

/// Coalescing of `affine.for` bands.
mod affine {
    use super::{body, defined_above, name, perfect_nest, Inserter};
    use rmlir_affine::AffineMap;
    use rmlir_core::ir::{Ir, OpId, OperationState, Value};
    use rmlir_core::{AttrKind, Context, NamedAttr};

    /// The lower-bound operands, upper-bound operands and inits of an
    /// `affine.for`, or `None` when its segments are malformed.
    fn groups(ctx: &Context, ir: &Ir, lp: OpId) -> Option<[Vec<Value>; 3]> {
        let a = rmlir_core::ir::symbol::inherent_attr(ctx, ir, lp, "operandSegmentSizes")?;
        let seg = rmlir_ods::register::i32_array_values(ctx, a)?;
        let ops: Vec<Value> = ir.operands(lp).collect();
        let [l, u, i] = seg.as_slice() else {
            return None;
        };
        let (l, u, i) = (
            usize::try_from(*l).ok()?,
            usize::try_from(*u).ok()?,
            usize::try_from(*i).ok()?,
        );
        if l + u + i != ops.len() {
            return None;
        }
        Some([
            ops[..l].to_vec(),
            ops[l..l + u].to_vec(),
            ops[l + u..].to_vec(),
        ])
    }

    fn map_prop(ctx: &Context, ir: &Ir, lp: OpId, key: &str) -> Option<AffineMap> {
        match ctx.attr_kind(rmlir_core::ir::symbol::inherent_attr(ctx, ir, lp, key)?) {
            AttrKind::AffineMap(m) => Some(*m),
            _ => None,
        }
    }

    /// Whether the loop starts at 0 with step 1 and has a single-block body
    /// ending in `affine.yield`.
    fn normalized(ctx: &Context, ir: &Ir, lp: OpId) -> bool {
        let aff = &ctx.affine;
        let lb_zero = map_prop(ctx, ir, lp, "lowerBoundMap").is_some_and(|m| {
            let r = aff.map_results(m);
            r.len() == 1 && matches!(aff.kind(r[0]), rmlir_affine::AffineExprKind::Constant(0))
        });
        let step_one = rmlir_core::ir::symbol::inherent_attr(ctx, ir, lp, "step").is_some_and(|a| {
            matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.sext_low_i64() == 1)
        });
        let ub_ok =
            map_prop(ctx, ir, lp, "upperBoundMap").is_some_and(|m| !aff.map_results(m).is_empty());
        let term_ok = body(ir, lp)
            .and_then(|b| ir.last_op(b))
            .is_some_and(|t| name(ctx, ir, t) == "affine.yield");
        let args_ok = match (body(ir, lp), groups(ctx, ir, lp)) {
            (Some(b), Some(g)) => {
                ir.block_args(b).len() == g[2].len() + 1 && ir.num_results(lp) == g[2].len()
            }
            _ => false,
        };
        lb_zero && step_one && ub_ok && term_ok && args_ok
    }

    pub(super) fn coalesce_nest(ctx: &Context, ir: &mut Ir, root: OpId) {
        let loops = perfect_nest(ctx, ir, root);
        let n = loops.len();
        let mut defined_at = vec![0usize; n];
        for i in 0..n {
            defined_at[i] = i;
            let ops: Vec<Value> = ir.operands(loops[i]).collect();
            if let Some(j) = loops[..i]
                .iter()
                .position(|l| ops.iter().all(|v| defined_above(ir, *v, *l)))
            {
                defined_at[i] = j;
            }
        }
        let mut end = n;
        while end > 0 {
            let mut start = 0;
            while start + 1 < end {
                let max = defined_at[start..end].iter().copied().max().unwrap_or(0);
                if max > start {
                    start += 1;
                    continue;
                }
                coalesce_band(ctx, ir, &loops[start..end]);
                break;
            }
            if start + 1 != end {
                end = start + 1;
            }
            end -= 1;
        }
    }

    /// Whether `op` lies (at any depth) inside `region`.
    fn in_region(ir: &Ir, region: rmlir_core::ir::RegionId, op: OpId) -> bool {
        let mut cur = op;
        loop {
            let Some(r) = ir.parent_block(cur).and_then(|b| ir.block_parent(b)) else {
                return false;
            };
            if r == region {
                return true;
            }
            match ir.region_parent(r) {
                Some(p) => cur = p,
                None => return false,
            }
        }
    }

    fn create(ir: &mut Ir, at: &Inserter, st: OperationState) -> Value {
        let op = at.insert(ir, st);
        ir.result(op, 0)
    }

    fn apply_state(
        ctx: &Context,
        at: &Inserter,
        op: &str,
        m: AffineMap,
        ops: &[Value],
    ) -> OperationState {
        let mut st = OperationState::new(ctx, op, at.loc);
        st.operands.extend(ops.iter().copied());
        st.result_types.push(ctx.index_type());
        st.properties = Some(ctx.dict_attr(vec![NamedAttr {
            name: ctx.string_attr("map"),
            value: ctx.attr(AttrKind::AffineMap(m)),
        }]));
        st
    }

    fn coalesce_band(ctx: &Context, ir: &mut Ir, loops: &[OpId]) {
        let n = loops.len();
        if n < 2 || loops.iter().any(|l| !normalized(ctx, ir, *l)) {
            return;
        }
        let second = loops[1];
        if ir.results(second).any(|r| ir.has_uses(r)) {
            return;
        }
        // Loops below the second one must not carry values.
        if loops[2..]
            .iter()
            .any(|l| groups(ctx, ir, *l).is_none_or(|g| !g[2].is_empty()))
        {
            return;
        }
        let aff = &ctx.affine;
        let outermost = loops[0];
        let innermost = loops[n - 1];
        let (Some(outer_body), Some(inner_body)) = (body(ir, outermost), body(ir, innermost))
        else {
            return;
        };
        let Some(first) = ir.first_op(outer_body) else {
            return;
        };
        // 1. The trip counts and their product.
        let before = Inserter {
            anchor: outermost,
            loc: ir.op(outermost).loc,
        };
        let prod_map = aff.map(1, 1, &[aff.mul(aff.dim(0), aff.symbol(0))]);
        let mut ubs = Vec::with_capacity(n);
        let mut prod: Option<Value> = None;
        for &lp in loops {
            let (Some(m), Some(g)) = (map_prop(ctx, ir, lp, "upperBoundMap"), groups(ctx, ir, lp))
            else {
                return;
            };
            let op = if aff.map_results(m).len() == 1 {
                "affine.apply"
            } else {
                "affine.min"
            };
            let ub = create(ir, &before, apply_state(ctx, &before, op, m, &g[1]));
            ubs.push(ub);
            prod = Some(match prod {
                None => ub,
                Some(p) => create(
                    ir,
                    &before,
                    apply_state(ctx, &before, "affine.apply", prod_map, &[p, ub]),
                ),
            });
        }
        let Some(prod) = prod else { return };
        let Some(g) = groups(ctx, ir, outermost) else {
            return;
        };
        let mut new_ops = g[0].clone();
        new_ops.push(prod);
        new_ops.extend(g[2].iter().copied());
        ir.set_operands(outermost, &new_ops);
        let segs =
            rmlir_ods::constraints::i32_array(ctx, &[g[0].len() as i32, 1, g[2].len() as i32]);
        ir.set_inherent_attr(ctx, outermost, "operandSegmentSizes", segs);
        let ident = ctx.attr(AttrKind::AffineMap(aff.map(0, 1, &[aff.symbol(0)])));
        ir.set_inherent_attr(ctx, outermost, "upperBoundMap", ident);
        // 2. The induction variables from the coalesced one.
        let at = Inserter {
            anchor: first,
            loc: ir.op(outermost).loc,
        };
        let mod_map = aff.map(1, 1, &[aff.modulo(aff.dim(0), aff.symbol(0))]);
        let div_map = aff.map(1, 1, &[aff.floor_div(aff.dim(0), aff.symbol(0))]);
        let Some(r) = ir.regions(innermost).first().copied() else {
            return;
        };
        let mut previous = ir.block_args(outer_body)[0];
        for idx in (0..n).rev() {
            if idx != n - 1 {
                previous = create(
                    ir,
                    &at,
                    apply_state(ctx, &at, "affine.apply", div_map, &[previous, ubs[idx + 1]]),
                );
            }
            let iv = if idx != 0 {
                create(
                    ir,
                    &at,
                    apply_state(ctx, &at, "affine.apply", mod_map, &[previous, ubs[idx]]),
                )
            } else {
                previous
            };
            let Some(b) = body(ir, loops[idx]) else {
                return;
            };
            let old = ir.block_args(b)[0];
            let uses: Vec<(OpId, usize)> = ir.uses(old).map(|u| (u.op, u.index as usize)).collect();
            for (o, i) in uses {
                if in_region(ir, r, o) {
                    ir.set_operand(o, i, iv);
                }
            }
        }
        // 3. The innermost body replaces the second loop.
        let Some(term) = ir.last_op(inner_body) else {
            return;
        };
        ir.erase_op(term);
        let ops: Vec<OpId> = ir.block_ops(inner_body).collect();
        for o in ops {
            ir.move_op_before(o, second);
        }
        if let (Some(b), Some(g)) = (body(ir, second), groups(ctx, ir, second)) {
            let args: Vec<Value> = ir.block_args(b)[1..].to_vec();
            for (a, init) in args.iter().zip(g[2].iter()) {
                ir.replace_all_uses(*a, *init);
            }
        }
        ir.erase_op(second);
    }
}

/// Coalescing of `scf.for` bands over integers other than `index`, with
/// `arith` ops.
mod arith_path {
    use super::{body, const_int, replace_uses_except, Inserter};
    use rmlir_core::dialect::FoldResult;
    use rmlir_core::ir::{Ir, OpId, OperationState, Value};
    use rmlir_core::{Context, Type};

    fn constant(ctx: &Context, ir: &mut Ir, at: &Inserter, v: i64, ty: Type) -> Value {
        let st = OperationState::constant(ctx, "arith.constant", ctx.int_attr(ty, v), ty, at.loc);
        let op = at.insert(ir, st);
        ir.result(op, 0)
    }

    /// A binary `arith` op, created (`fold`: `createOrFold`).
    fn binary(
        ctx: &Context,
        ir: &mut Ir,
        at: &Inserter,
        name: &str,
        l: Value,
        r: Value,
        fold: bool,
    ) -> Value {
        let ty = ir.value_type(l);
        let mut st = OperationState::new(ctx, name, at.loc);
        st.operands.push(l);
        st.operands.push(r);
        st.result_types.push(ty);
        let op = at.insert(ir, st);
        let v = ir.result(op, 0);
        if !fold {
            return v;
        }
        match rmlir_core::rewrite::folder::fold_op(ctx, ir, op) {
            Some(rs) if rs.len() == 1 => match rs[0] {
                FoldResult::Value(x) if x != v => {
                    ir.erase_op(op);
                    x
                }
                FoldResult::Attr(a) => {
                    let st = OperationState::constant(ctx, "arith.constant", a, ty, at.loc);
                    let c = at.insert(ir, st);
                    ir.erase_op(op);
                    ir.result(c, 0)
                }
                _ => v,
            },
            _ => v,
        }
    }

    pub(super) fn coalesce_band(ctx: &Context, ir: &mut Ir, loops: &[OpId], ty: Type) {
        let outermost = loops[0];
        let innermost = loops[loops.len() - 1];
        let Some(inner_body) = body(ir, innermost) else {
            return;
        };
        let outer_loc = ir.op(outermost).loc;
        // 1. Normalize.
        for &lp in loops {
            let loc = ir.op(lp).loc;
            let (lb, ub, step) = (ir.operand(lp, 0), ir.operand(lp, 1), ir.operand(lp, 2));
            let zero_based = const_int(ctx, ir, lb) == Some(0);
            let step_one = const_int(ctx, ir, step) == Some(1);
            if zero_based && step_one {
                continue;
            }
            let before = Inserter {
                anchor: outermost,
                loc,
            };
            let diff = if zero_based {
                ub
            } else {
                binary(ctx, ir, &before, "arith.subi", ub, lb, true)
            };
            let new_ub = if step_one {
                diff
            } else {
                binary(ctx, ir, &before, "arith.ceildivsi", diff, step, true)
            };
            let c0 = constant(ctx, ir, &before, 0, ty);
            let c1 = constant(ctx, ir, &before, 1, ty);
            ir.set_operand(lp, 0, c0);
            ir.set_operand(lp, 1, new_ub);
            ir.set_operand(lp, 2, c1);
            let Some(b) = body(ir, lp) else { return };
            let iv = ir.block_args(b)[0];
            let Some(first) = ir.first_op(inner_body) else {
                return;
            };
            let at = Inserter { anchor: first, loc };
            let mut keep = Vec::new();
            let mut v = iv;
            if !step_one {
                v = binary(ctx, ir, &at, "arith.muli", iv, step, false);
                keep.extend(ir.defining_op(v));
            }
            if !zero_based {
                v = binary(ctx, ir, &at, "arith.addi", v, lb, false);
                keep.extend(ir.defining_op(v));
            }
            replace_uses_except(ir, iv, v, &keep);
        }
        // 2. The product of the trip counts.
        let ubs: Vec<Value> = loops.iter().map(|l| ir.operand(*l, 1)).collect();
        let before = Inserter {
            anchor: outermost,
            loc: outer_loc,
        };
        let mut prod: Option<Value> = None;
        for ub in &ubs {
            if const_int(ctx, ir, *ub) == Some(1) {
                continue;
            }
            prod = Some(match prod {
                None => *ub,
                Some(p) => binary(ctx, ir, &before, "arith.muli", p, *ub, false),
            });
        }
        let prod = match prod {
            Some(p) => p,
            None => constant(ctx, ir, &before, 1, ty),
        };
        ir.set_operand(outermost, 1, prod);
        // 3. Delinearize with remainders and quotients.
        let Some(first) = ir.first_op(inner_body) else {
            return;
        };
        let Some(outer_body) = body(ir, outermost) else {
            return;
        };
        let at = Inserter {
            anchor: first,
            loc: outer_loc,
        };
        let n = ubs.len();
        let linear = ir.block_args(outer_body)[0];
        let is_one: Vec<bool> = ubs
            .iter()
            .map(|u| const_int(ctx, ir, *u) == Some(1))
            .collect();
        let mut ivs: Vec<Option<Value>> = vec![None; n];
        let mut keep = Vec::new();
        let mut leading = 0;
        while leading < n && is_one[leading] {
            ivs[leading] = Some(constant(ctx, ir, &at, 0, ty));
            leading += 1;
        }
        let mut previous = linear;
        for i in leading..n {
            let idx = n - (i - leading) - 1;
            if i != leading && !is_one[idx + 1] {
                previous = binary(ctx, ir, &at, "arith.divsi", previous, ubs[idx + 1], false);
                keep.extend(ir.defining_op(previous));
            }
            let mut iv = previous;
            if i != n - 1 {
                if !is_one[idx] {
                    iv = binary(ctx, ir, &at, "arith.remsi", previous, ubs[idx], false);
                    keep.extend(ir.defining_op(iv));
                } else {
                    iv = constant(ctx, ir, &at, 0, ty);
                }
            }
            ivs[idx] = Some(iv);
        }
        let Some(ivs) = ivs.into_iter().collect::<Option<Vec<Value>>>() else {
            return;
        };
        replace_uses_except(ir, linear, ivs[0], &keep);
        super::inline_bodies(ir, loops, &ivs);
    }
}
