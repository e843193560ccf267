//! Folders and canonicalization patterns of the scf ops, registered in
//! MLIR's order: `scf.for` (forwarded iter_args, trivial loops), `scf.if`
//! (static conditions, unused results, selects, condition propagation,
//! yielded conditions, empty else), `scf.parallel` (single-iteration
//! dimensions, nested loops), `scf.execute_region` (inlining, forwarded
//! results) and `scf.index_switch` (constant selector, unused results).

use super::{body, is_op, types_of};
use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::{AttrKind, Attribute, Context, Type};

// ---- helpers ----

/// The terminator of the last block of `r`.
fn region_yield(ir: &Ir, r: RegionId) -> Option<OpId> {
    ir.last_op(*ir.region_blocks(r).last()?)
}

/// The constant integer `v` holds, as a signed and an unsigned value of
/// its width.
fn int_const(ctx: &Context, ir: &Ir, v: Value) -> Option<(i128, u128)> {
    let a = value_constant(ctx, ir, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let s = value.sext_low_i64() as i128;
            let width = value.width();
            let u = if width >= 64 {
                value.as_u64()? as u128
            } else {
                (value.sext_low_i64() as u64 & ((1u64 << width) - 1)) as u128
            };
            Some((s, u))
        }
        _ => None,
    }
}

/// The constant boolean (`i1`) `v` holds.
fn bool_const(ctx: &Context, ir: &Ir, v: Value) -> Option<bool> {
    if ir.value_type(v) != ctx.i1_type() {
        return None;
    }
    int_const(ctx, ir, v).map(|(s, _)| s != 0)
}

/// Whether `v` is defined outside of `op` (not in any of its regions).
fn defined_outside(ir: &Ir, v: Value, op: OpId) -> bool {
    let Some(b) = ir.value_block(v) else {
        return true;
    };
    match ir.block_parent_op(b) {
        Some(p) => !ir.is_ancestor(op, p),
        None => true,
    }
}

/// Whether `r` is `ancestor` or nested in it.
fn region_is_ancestor(ir: &Ir, ancestor: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == ancestor {
            return true;
        }
        let Some(op) = ir.region_parent(r) else {
            return false;
        };
        let Some(b) = ir.parent_block(op) else {
            return false;
        };
        let Some(pr) = ir.block_parent(b) else {
            return false;
        };
        r = pr;
    }
}

/// The region holding `op`.
fn parent_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.block_parent(ir.parent_block(op)?)
}

/// The region defining `v`.
fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block_parent(ir.value_block(v)?)
}

/// Replaces `op` with the single block of `r`: its ops move before `op`,
/// its arguments become `args`, and its terminator's operands replace
/// `op`'s results (MLIR's `replaceOpWithRegion`).
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, r: RegionId, args: &[Value]) {
    let Some(&b) = rw.ir.region_blocks(r).first() else {
        rw.erase_op(op);
        return;
    };
    let term = rw.ir.last_op(b);
    let results: Vec<Value> = term
        .map(|t| rw.ir.operands(t).collect())
        .unwrap_or_default();
    let dest = rw.ir.parent_block(op).expect("op in a block");
    rw.inline_block_before(b, dest, Some(op), args);
    rw.replace_op(op, &results);
    if let Some(t) = term {
        rw.erase_op(t);
    }
}

/// A new `scf.yield` with `operands` replacing `old`.
fn replace_yield(rw: &mut Rewriter<'_>, old: OpId, operands: Vec<Value>) {
    let loc = rw.ir.op(old).loc;
    let mut st = OperationState::new(rw.ctx, "scf.yield", loc);
    st.operands.extend(operands);
    rw.replace_op_with_new(old, st);
}

/// A copy of `op`'s state without operands, results or regions, keeping
/// its attributes and properties.
fn state_like(rw: &Rewriter<'_>, op: OpId) -> OperationState {
    let d = rw.ir.op(op);
    let mut st = OperationState::with_name(rw.ctx, rw.ir.op_name(op), d.loc);
    st.attrs = d.attrs;
    st.properties = d.properties;
    st
}

// ---- scf.for ----

/// `scf.for` has no folder of its own.
pub(super) fn fold_for(
    _ctx: &Context,
    _ir: &mut Ir,
    _op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    None
}

/// `scf.for` patterns, in MLIR's order.
pub(super) fn for_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn("scf.for", "ForOpIterArgsFolder", for_iter_args_folder);
    set.add_fn("scf.for", "SimplifyTrivialLoops", simplify_trivial_loops);
}

/// Removes iter_args whose value never changes: yielded unchanged (or in a
/// cycle of iter_args starting from the same value), yielding their own
/// initial value, or unused together with their result.
fn for_iter_args_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir = &*rw.ir;
    let r = ir.regions(op)[0];
    let Some(b) = body(ir, r) else { return false };
    let Some(y) = ir.last_op(b) else { return false };
    if !is_op(rw.ctx, ir, y, "scf.yield") {
        return false;
    }
    let inits: Vec<Value> = ir.operands(op).skip(3).collect();
    let args: Vec<Value> = ir.block_args(b).iter().skip(1).copied().collect();
    let yielded: Vec<Value> = ir.operands(y).collect();
    let results: Vec<Value> = ir.results(op).collect();
    let n = inits.len();
    if args.len() != n || yielded.len() != n || results.len() != n {
        return false;
    }
    // The greatest set of iter_args that always hold their initial value:
    // each yields its own initial value, or an iter_arg of the set with the
    // same initial value.
    let arg_index: std::collections::HashMap<Value, usize> =
        args.iter().enumerate().map(|(i, a)| (*a, i)).collect();
    // `users[j]`: the iter_args yielding iter_arg `j`.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut invariant = vec![true; n];
    let mut work = Vec::new();
    for i in 0..n {
        let y = yielded[i];
        if y == inits[i] {
            continue;
        }
        match arg_index.get(&y) {
            Some(&j) if inits[j] == inits[i] => users[j].push(i),
            _ => {
                invariant[i] = false;
                work.push(i);
            }
        }
    }
    // Whatever yields a changing iter_arg changes too.
    while let Some(j) = work.pop() {
        for &i in &users[j] {
            if invariant[i] {
                invariant[i] = false;
                work.push(i);
            }
        }
    }
    let forwarded: Vec<bool> = (0..n)
        .map(|i| invariant[i] || (!ir.has_uses(args[i]) && !ir.has_uses(results[i])))
        .collect();
    // A later iter_arg starting from and yielding the same values as an
    // earlier kept one duplicates it.
    let mut dup_of: Vec<Option<usize>> = vec![None; n];
    let mut first_of: std::collections::HashMap<(Value, Value), usize> =
        std::collections::HashMap::new();
    for i in 0..n {
        if forwarded[i] {
            continue;
        }
        match first_of.entry((inits[i], yielded[i])) {
            std::collections::hash_map::Entry::Occupied(e) => dup_of[i] = Some(*e.get()),
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
        }
    }
    if !forwarded.iter().any(|f| *f) && dup_of.iter().all(|d| d.is_none()) {
        return false;
    }
    let loc = ir.op(op).loc;
    let ops: Vec<Value> = ir.operands(op).collect();
    let iv_ty = ir.value_type(ir.block_args(b)[0]);
    let mut st = state_like(rw, op);
    st.operands.extend(ops[..3].iter().copied());
    let kept: Vec<usize> = (0..n)
        .filter(|&i| !forwarded[i] && dup_of[i].is_none())
        .collect();
    for &i in &kept {
        st.operands.push(inits[i]);
        st.result_types.push(rw.ir.value_type(inits[i]));
    }
    let region = rw.ir.new_region();
    let nb = rw.ir.new_block();
    rw.ir.add_block_arg(nb, iv_ty, loc);
    for &i in &kept {
        let (t, l) = (rw.ir.value_type(args[i]), rw.ir.value(inits[i]).loc);
        rw.ir.add_block_arg(nb, t, l);
    }
    rw.ir.append_block(region, nb);
    st.regions.push(region);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let new_args: Vec<Value> = rw.ir.block_args(nb).to_vec();
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut transfer = vec![new_args[0]];
    let mut repl = Vec::with_capacity(n);
    let mut slot = vec![0usize; n];
    let mut k = 0;
    for i in 0..n {
        if forwarded[i] {
            transfer.push(inits[i]);
            repl.push(inits[i]);
        } else {
            let s = match dup_of[i] {
                Some(j) => slot[j],
                None => {
                    k += 1;
                    k - 1
                }
            };
            slot[i] = s;
            transfer.push(new_args[1 + s]);
            repl.push(new_results[s]);
        }
    }
    rw.merge_blocks(b, nb, &transfer);
    let old_yield = rw.ir.last_op(nb).expect("merged terminator");
    let kept_vals: Vec<Value> = kept.iter().map(|&i| rw.ir.operand(old_yield, i)).collect();
    if kept.is_empty() {
        let mut ys = OperationState::new(rw.ctx, "scf.yield", loc);
        ys.operands.clear();
        rw.set_insertion_point_to_end(nb);
        rw.create(ys);
        rw.erase_op(old_yield);
    } else {
        replace_yield(rw, old_yield, kept_vals);
    }
    rw.replace_op(op, &repl);
    true
}

/// The trip count of a loop from `lb` to `ub` by `step` when constant.
fn const_diff(ctx: &Context, ir: &Ir, lb: Value, ub: Value, unsigned: bool) -> Option<i128> {
    if let (Some(l), Some(u)) = (int_const(ctx, ir, lb), int_const(ctx, ir, ub)) {
        return Some(if unsigned {
            u.1 as i128 - l.1 as i128
        } else {
            u.0 - l.0
        });
    }
    // `ub = lb + c` or `ub = c + lb`.
    let def = ir.defining_op(ub)?;
    if !is_op(ctx, ir, def, "arith.addi") {
        return None;
    }
    let (a, b) = (ir.operand(def, 0), ir.operand(def, 1));
    if a == lb {
        return int_const(ctx, ir, b).map(|c| c.0);
    }
    if b == lb {
        return int_const(ctx, ir, a).map(|c| c.0);
    }
    None
}

/// Erases loops that never run, inlines loops that run once, and replaces
/// empty loops that run at least once with the values they yield.
fn simplify_trivial_loops(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    let inits: Vec<Value> = ops[3..].to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    // A constant step that is zero or has its sign bit set makes a trip
    // count of zero (MLIR's `constantTripCount`, signed or not).
    if int_const(ctx, ir, step).is_some_and(|(s, _)| s <= 0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let unsigned = crate::util::prop(ctx, ir, op, "unsignedCmp").is_some();
    let Some(diff) = const_diff(ctx, ir, lb, ub, unsigned) else {
        return false;
    };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some((step_s, step_u)) = int_const(ctx, ir, step) else {
        return false;
    };
    let step_v = if unsigned { step_u as i128 } else { step_s };
    let r = ir.regions(op)[0];
    if step_v >= diff {
        let mut args = vec![lb];
        args.extend(inits);
        replace_op_with_region(rw, op, r, &args);
        return true;
    }
    let Some(b) = body(ir, r) else { return false };
    if ir.block_ops(b).count() != 1 {
        return false;
    }
    let Some(y) = ir.last_op(b) else { return false };
    let yielded: Vec<Value> = ir.operands(y).collect();
    if yielded.iter().any(|v| !defined_outside(ir, *v, op)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

// ---- scf.if ----

/// `scf.if` of a negated condition (`xori %c, true`) swaps its regions.
pub(super) fn fold_if(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let regions = ir.regions(op).to_vec();
    if ir.region_blocks(regions[1]).is_empty() {
        return None;
    }
    let cond = ir.operand(op, 0);
    let x = ir.defining_op(cond)?;
    if !is_op(ctx, ir, x, "arith.xori") {
        return None;
    }
    let rhs = ir.operand(x, 1);
    if bool_const(ctx, ir, rhs) != Some(true) && int_const(ctx, ir, rhs).is_none_or(|c| c.0 != -1) {
        return None;
    }
    let lhs = ir.operand(x, 0);
    ir.set_operand(op, 0, lhs);
    // Swap the blocks of the two regions.
    let then_blocks: Vec<BlockId> = ir.region_blocks(regions[0]).to_vec();
    let else_blocks: Vec<BlockId> = ir.region_blocks(regions[1]).to_vec();
    for &b in then_blocks.iter().chain(&else_blocks) {
        ir.detach_block(b);
    }
    for &b in &else_blocks {
        ir.append_block(regions[0], b);
    }
    for &b in &then_blocks {
        ir.append_block(regions[1], b);
    }
    Some(Vec::new())
}

/// `scf.if` patterns, in MLIR's (alphabetical) order.
pub(super) fn if_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn("scf.if", "CombineIfs", if_combine_ifs);
    set.add_fn("scf.if", "CombineNestedIfs", if_combine_nested);
    set.add_fn("scf.if", "ConditionPropagation", if_condition_propagation);
    set.add_fn("scf.if", "ConvertTrivialIfToSelect", if_to_select);
    set.add_fn("scf.if", "RemoveEmptyElseBranch", if_remove_empty_else);
    set.add_fn("scf.if", "RemoveStaticCondition", if_static_condition);
    set.add_fn("scf.if", "RemoveUnusedResults", if_unused_results);
    set.add_fn(
        "scf.if",
        "ReplaceIfYieldWithConditionOrValue",
        if_yield_condition_or_value,
    );
}

/// Whether `v` is `xori %x, true` of `x`.
fn is_not_of(ctx: &Context, ir: &Ir, v: Value, x: Value) -> bool {
    let Some(d) = ir.defining_op(v) else {
        return false;
    };
    is_op(ctx, ir, d, "arith.xori")
        && ir.operand(d, 0) == x
        && int_const(ctx, ir, ir.operand(d, 1)).is_some_and(|c| c.0 == -1 || c.1 == 1)
}

/// The single block of region `i` of `op`.
fn region_block(ir: &Ir, op: OpId, i: usize) -> Option<BlockId> {
    ir.region_blocks(ir.regions(op)[i]).first().copied()
}

/// Two adjacent `scf.if`s on the same (or the negated) condition merge
/// into one.
fn if_combine_ifs(next: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(prev) = ir.prev_op(next) else {
        return false;
    };
    if !is_op(ctx, ir, prev, "scf.if") {
        return false;
    }
    let (pc, nc) = (ir.operand(prev, 0), ir.operand(next, 0));
    let next_regions = ir.regions(next).to_vec();
    let next_has_else = !ir.region_blocks(next_regions[1]).is_empty();
    let (mut next_then, mut next_else) = (None, None);
    if nc == pc {
        next_then = Some(next_regions[0]);
        if next_has_else {
            next_else = Some(next_regions[1]);
        }
    }
    if is_not_of(ctx, ir, nc, pc) || is_not_of(ctx, ir, pc, nc) {
        next_else = Some(next_regions[0]);
        next_then = if next_has_else {
            Some(next_regions[1])
        } else {
            None
        };
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let prev_regions = ir.regions(prev).to_vec();
    let Some(prev_then_yield) = region_yield(ir, prev_regions[0]) else {
        return false;
    };
    let prev_then_vals: Vec<Value> = ir.operands(prev_then_yield).collect();
    let prev_else_vals: Vec<Value> = region_yield(ir, prev_regions[1])
        .map(|y| ir.operands(y).collect())
        .unwrap_or_default();
    let prev_results: Vec<Value> = ir.results(prev).collect();
    // Uses of prev's results inside next's regions take the yielded values.
    for (i, &res) in prev_results.iter().enumerate() {
        let uses: Vec<_> = rw.ir.uses(res).collect();
        for u in uses {
            let Some(pr) = parent_region(rw.ir, u.op) else {
                continue;
            };
            let to = if next_then.is_some_and(|r| region_is_ancestor(rw.ir, r, pr)) {
                prev_then_vals.get(i).copied()
            } else if next_else.is_some_and(|r| region_is_ancestor(rw.ir, r, pr)) {
                prev_else_vals.get(i).copied()
            } else {
                None
            };
            if let Some(to) = to {
                rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, to));
            }
        }
    }
    let loc = rw.ir.op(next).loc;
    let mut st = OperationState::new(ctx, "scf.if", loc);
    st.operands.push(pc);
    st.result_types.extend(types_of(rw.ir, rw.ir.results(prev)));
    st.result_types.extend(types_of(rw.ir, rw.ir.results(next)));
    let (ct, ce) = (rw.ir.new_region(), rw.ir.new_region());
    st.regions.push(ct);
    st.regions.push(ce);
    rw.set_insertion_point_before(next);
    let combined = rw.create(st);
    rw.inline_region_before(prev_regions[0], ct, 0);
    let merge_into = |rw: &mut Rewriter<'_>, dest_region: RegionId, src_region: RegionId| {
        let (Some(db), Some(sb)) = (
            rw.ir.region_blocks(dest_region).first().copied(),
            rw.ir.region_blocks(src_region).first().copied(),
        ) else {
            return;
        };
        let y1 = rw.ir.last_op(db).expect("terminator");
        let y2 = rw.ir.last_op(sb).expect("terminator");
        let mut vals: Vec<Value> = rw.ir.operands(y1).collect();
        vals.extend(rw.ir.operands(y2));
        let y2_loc = rw.ir.op(y2).loc;
        rw.merge_blocks(sb, db, &[]);
        rw.set_insertion_point_to_end(db);
        let mut ys = OperationState::new(rw.ctx, "scf.yield", y2_loc);
        ys.operands.extend(vals);
        rw.create(ys);
        rw.erase_op(y1);
        rw.erase_op(y2);
    };
    if let Some(nt) = next_then {
        merge_into(rw, ct, nt);
    }
    rw.inline_region_before(prev_regions[1], ce, 0);
    if let Some(ne) = next_else {
        if rw.ir.region_blocks(ce).is_empty() {
            rw.inline_region_before(ne, ce, 0);
        } else {
            merge_into(rw, ce, ne);
        }
    }
    let all: Vec<Value> = rw.ir.results(combined).collect();
    let np = prev_results.len();
    rw.replace_op(prev, &all[..np]);
    rw.replace_op(next, &all[np..]);
    true
}

/// An `scf.if` whose then block is only another `scf.if` (and whose else
/// blocks only yield) becomes one `scf.if` on the conjunction.
fn if_combine_nested(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(tb) = region_block(ir, op, 0) else {
        return false;
    };
    let ops: Vec<OpId> = ir.block_ops(tb).collect();
    if ops.len() != 2 {
        return false;
    }
    let eb = region_block(ir, op, 1);
    if eb.is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    let nested = ops[0];
    if !is_op(ctx, ir, nested, "scf.if") {
        return false;
    }
    let neb = region_block(ir, nested, 1);
    if neb.is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    let Some(ntb) = region_block(ir, nested, 0) else {
        return false;
    };
    let mut then_vals: Vec<Value> = ir.operands(ops[1]).collect();
    let else_vals: Vec<Value> = eb
        .and_then(|b| ir.last_op(b))
        .map(|y| ir.operands(y).collect())
        .unwrap_or_default();
    let nested_then_vals: Vec<Value> = ir
        .last_op(ntb)
        .map(|y| ir.operands(y).collect())
        .unwrap_or_default();
    let nested_else_vals: Vec<Value> = neb
        .and_then(|b| ir.last_op(b))
        .map(|y| ir.operands(y).collect())
        .unwrap_or_default();
    let then_region = ir.regions(op)[0];
    let nested_results: std::collections::HashMap<Value, usize> = ir
        .results(nested)
        .enumerate()
        .map(|(k, r)| (r, k))
        .collect();
    let mut to_select = Vec::new();
    for (i, slot) in then_vals.iter_mut().enumerate() {
        let v = *slot;
        if ir.defining_op(v) == Some(nested) {
            let k = nested_results.get(&v).copied().unwrap_or(0);
            if nested_else_vals.get(k) != else_vals.get(i) {
                return false;
            }
            let Some(&nv) = nested_then_vals.get(k) else {
                return false;
            };
            *slot = nv;
            continue;
        }
        if value_region(ir, v) == Some(then_region) {
            return false;
        }
        to_select.push(i);
    }
    let loc = ir.op(op).loc;
    let (c1, c2) = (ir.operand(op, 0), ir.operand(nested, 0));
    let result_types = types_of(ir, ir.results(op));
    rw.set_insertion_point_before(op);
    let mut and = OperationState::new(ctx, "arith.andi", loc);
    and.operands.extend([c1, c2]);
    and.result_types.push(ctx.i1_type());
    let and = rw.create(and);
    let cond = rw.ir.result(and, 0);
    let mut st = OperationState::new(ctx, "scf.if", loc);
    st.operands.push(cond);
    st.result_types.extend(result_types);
    let (nt, ne) = (rw.ir.new_region(), rw.ir.new_region());
    let new_tb = rw.ir.new_block();
    rw.ir.append_block(nt, new_tb);
    st.regions.push(nt);
    st.regions.push(ne);
    let new = rw.create(st);
    let mut results: Vec<Value> = rw.ir.results(new).collect();
    rw.set_insertion_point_before(new);
    for &i in &to_select {
        let mut s = OperationState::new(ctx, "arith.select", loc);
        s.operands.extend([c1, then_vals[i], else_vals[i]]);
        s.result_types.push(rw.ir.value_type(then_vals[i]));
        let sel = rw.create(s);
        results[i] = rw.ir.result(sel, 0);
    }
    rw.merge_blocks(ntb, new_tb, &[]);
    let y = rw.ir.last_op(new_tb).expect("terminator");
    replace_yield(rw, y, then_vals);
    if !else_vals.is_empty() {
        let b = rw.ir.new_block();
        rw.ir.append_block(ne, b);
        rw.set_insertion_point_to_end(b);
        let mut ys = OperationState::new(ctx, "scf.yield", loc);
        ys.operands.extend(else_vals);
        rw.create(ys);
    }
    rw.replace_op(op, &results);
    true
}

/// A new `arith.constant` of `i1` before `op`.
fn bool_constant(rw: &mut Rewriter<'_>, v: bool, loc: Attribute) -> Value {
    let ctx = rw.ctx;
    let i1 = ctx.i1_type();
    let attr = ctx.attr(AttrKind::Integer {
        ty: i1,
        value: rmlir_core::apint::ApInt::from_u64(1, v as u64),
    });
    let st = OperationState::constant(ctx, "arith.constant", attr, i1, loc);
    let c = rw.create(st);
    rw.ir.result(c, 0)
}

/// Uses of the condition inside the then (else) region become `true`
/// (`false`).
fn if_condition_propagation(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let cond = rw.ir.operand(op, 0);
    if value_constant(ctx, rw.ir, cond).is_some() {
        return false;
    }
    let regions = rw.ir.regions(op).to_vec();
    let loc = rw.ir.op(op).loc;
    let uses: Vec<_> = rw.ir.uses(cond).collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    rw.set_insertion_point_before(op);
    for u in uses {
        let Some(pr) = parent_region(rw.ir, u.op) else {
            continue;
        };
        let which = if region_is_ancestor(rw.ir, regions[0], pr) {
            true
        } else if region_is_ancestor(rw.ir, regions[1], pr) {
            false
        } else {
            continue;
        };
        let slot = if which { &mut t } else { &mut f };
        let c = match *slot {
            Some(c) => c,
            None => {
                let c = bool_constant(rw, which, loc);
                if which {
                    t = Some(c);
                } else {
                    f = Some(c);
                }
                c
            }
        };
        rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, c));
        changed = true;
    }
    changed
}

/// The two regions of an `scf.if`, their `scf.yield`s and the values each
/// yields.
type IfYields = ([RegionId; 2], [OpId; 2], Vec<Value>, Vec<Value>);

/// The [`IfYields`] of an `scf.if` with results; `None` without results or
/// without both yields.
fn if_yields(ir: &Ir, op: OpId) -> Option<IfYields> {
    if ir.num_results(op) == 0 {
        return None;
    }
    let regions = [ir.regions(op)[0], ir.regions(op)[1]];
    let (ty, ey) = (region_yield(ir, regions[0])?, region_yield(ir, regions[1])?);
    let (tv, ev) = (ir.operands(ty).collect(), ir.operands(ey).collect());
    Some((regions, [ty, ey], tv, ev))
}

/// Results yielded from values defined outside both regions become
/// `arith.select`s (or the value itself when both branches agree).
fn if_to_select(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some((regions, [ty, ey], tv, ev)) = if_yields(ir, op) else {
        return false;
    };
    let n = ir.num_results(op);
    if tv.len() != n || ev.len() != n {
        return false;
    }
    let local = |i: usize| {
        value_region(ir, tv[i]) == Some(regions[0]) || value_region(ir, ev[i]) == Some(regions[1])
    };
    let is_local: Vec<bool> = (0..n).map(local).collect();
    let non_hoistable: Vec<usize> = (0..n).filter(|&i| is_local[i]).collect();
    if non_hoistable.len() == n {
        return false;
    }
    let cond = ir.operand(op, 0);
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(ctx, "scf.if", loc);
    st.operands.push(cond);
    for &i in &non_hoistable {
        st.result_types.push(ir.value_type(tv[i]));
    }
    let (nt, ne) = (rw.ir.new_region(), rw.ir.new_region());
    st.regions.push(nt);
    st.regions.push(ne);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    rw.inline_region_before(regions[0], nt, 0);
    rw.inline_region_before(regions[1], ne, 0);
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut results = Vec::with_capacity(n);
    let (mut ty_ops, mut ey_ops) = (Vec::new(), Vec::new());
    rw.set_insertion_point_before(new);
    for i in 0..n {
        if is_local[i] {
            results.push(new_results[ty_ops.len()]);
            ty_ops.push(tv[i]);
            ey_ops.push(ev[i]);
        } else if tv[i] == ev[i] {
            results.push(tv[i]);
        } else {
            let mut s = OperationState::new(ctx, "arith.select", loc);
            s.operands.extend([cond, tv[i], ev[i]]);
            s.result_types.push(rw.ir.value_type(tv[i]));
            let sel = rw.create(s);
            results.push(rw.ir.result(sel, 0));
        }
    }
    replace_yield(rw, ty, ty_ops);
    replace_yield(rw, ey, ey_ops);
    rw.replace_op(op, &results);
    true
}

/// An else region holding only its terminator is dropped (no results).
fn if_remove_empty_else(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir = &*rw.ir;
    if ir.num_results(op) != 0 {
        return false;
    }
    let regions = ir.regions(op).to_vec();
    let Some(&eb) = ir.region_blocks(regions[1]).first() else {
        return false;
    };
    if ir.block_ops(eb).count() != 1 {
        return false;
    }
    let mut st = state_like(rw, op);
    st.operands.push(rw.ir.operand(op, 0));
    let (nt, ne) = (rw.ir.new_region(), rw.ir.new_region());
    st.regions.push(nt);
    st.regions.push(ne);
    rw.set_insertion_point_before(op);
    rw.create(st);
    rw.inline_region_before(regions[0], nt, 0);
    rw.erase_op(op);
    true
}

/// A constant condition replaces the op with the region it selects.
fn if_static_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cond = rw.ir.operand(op, 0);
    let Some(c) = bool_const(rw.ctx, rw.ir, cond) else {
        return false;
    };
    let regions = rw.ir.regions(op).to_vec();
    if c {
        replace_op_with_region(rw, op, regions[0], &[]);
    } else if !rw.ir.region_blocks(regions[1]).is_empty() {
        replace_op_with_region(rw, op, regions[1], &[]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// Results without uses are dropped, with the values the regions yield
/// for them.
fn if_unused_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir = &*rw.ir;
    let results: Vec<Value> = ir.results(op).collect();
    if results.iter().all(|r| ir.has_uses(*r)) {
        return false;
    }
    let used: Vec<usize> = (0..results.len())
        .filter(|&i| ir.has_uses(results[i]))
        .collect();
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(rw.ctx, "scf.if", loc);
    st.operands.push(ir.operand(op, 0));
    for &i in &used {
        st.result_types.push(ir.value_type(results[i]));
    }
    let regions = ir.regions(op).to_vec();
    let (nt, ne) = (rw.ir.new_region(), rw.ir.new_region());
    st.regions.push(nt);
    st.regions.push(ne);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    rw.inline_region_before(regions[0], nt, 0);
    rw.inline_region_before(regions[1], ne, 0);
    for r in [nt, ne] {
        if let Some(y) = region_yield(rw.ir, r) {
            let vals: Vec<Value> = used.iter().map(|&i| rw.ir.operand(y, i)).collect();
            replace_yield(rw, y, vals);
        }
    }
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut repl = results.clone();
    for (k, &i) in used.iter().enumerate() {
        repl[i] = new_results[k];
    }
    rw.replace_op(op, &repl);
    true
}

/// Results yielding the same value in both branches become that value;
/// `true`/`false` (`false`/`true`) become the condition (its negation).
fn if_yield_condition_or_value(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some((_, _, tv, ev)) = if_yields(ir, op) else {
        return false;
    };
    let n = ir.num_results(op);
    let results: Vec<Value> = ir.results(op).collect();
    let cond = ir.operand(op, 0);
    let loc = ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for i in 0..n.min(tv.len()).min(ev.len()) {
        let res = results[i];
        if tv[i] == ev[i] {
            if rw.ir.has_uses(res) {
                rw.replace_all_uses_with(res, tv[i]);
                changed = true;
            }
            continue;
        }
        let (Some(t), Some(f)) = (bool_const(ctx, rw.ir, tv[i]), bool_const(ctx, rw.ir, ev[i]))
        else {
            continue;
        };
        if !t && f && rw.ir.has_uses(res) {
            let one = bool_constant(rw, true, loc);
            let mut x = OperationState::new(ctx, "arith.xori", loc);
            x.operands.extend([cond, one]);
            x.result_types.push(ctx.i1_type());
            let xo = rw.create(x);
            let nv = rw.ir.result(xo, 0);
            rw.replace_all_uses_with(res, nv);
            changed = true;
        }
        if t && !f && rw.ir.has_uses(res) {
            rw.replace_all_uses_with(res, cond);
            changed = true;
        }
    }
    changed
}

// ---- scf.while ----

/// `scf.while` patterns, in MLIR's order.
pub(super) fn while_patterns(_ctx: &Context, set: &mut PatternSet) {
    // The interface patterns come first: they drop dead loop-carried values
    // in place, before the while-specific ones rebuild the loop.
    rmlir_core::rewrite::region_branch::add_region_branch_patterns(set, "scf.while");
    set.add_fn(
        "scf.while",
        "RemoveLoopInvariantArgsFromBeforeBlock",
        while_invariant_before_args,
    );
    set.add_fn(
        "scf.while",
        "RemoveLoopInvariantValueYielded",
        while_invariant_value_yielded,
    );
    set.add_fn("scf.while", "WhileConditionTruth", while_condition_truth);
    set.add_fn("scf.while", "WhileCmpCond", while_cmp_cond);
    set.add_fn("scf.while", "WhileUnusedResult", while_unused_result);
    set.add_fn(
        "scf.while",
        "WhileRemoveDuplicatedResults",
        while_duplicated_results,
    );
    set.add_fn("scf.while", "WhileRemoveUnusedArgs", while_unused_args);
    set.add_fn(
        "scf.while",
        "WhileOpAlignBeforeArgs",
        while_align_before_args,
    );
    set.add_fn("scf.while", "WhileMoveIfDown", while_move_if_down);
}

/// An `scf.if` on the loop condition right before `scf.condition`, with an
/// else branch that only yields, moves into the after block: the
/// condition forwards the else values, and the before-block values the
/// then block uses become new after-block arguments (and loop results).
fn while_move_if_down(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let Some(if_op) = ir.prev_op(w.cond) else {
        return false;
    };
    if !is_op(ctx, ir, if_op, "scf.if") || ir.operand(if_op, 0) != ir.operand(w.cond, 0) {
        return false;
    }
    let else_block = region_block(ir, if_op, 1);
    if else_block.is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    let if_results: Vec<Value> = ir.results(if_op).collect();
    if if_results
        .iter()
        .any(|r| ir.uses(*r).any(|u| u.op != w.cond))
    {
        return false;
    }
    let Some(then_block) = region_block(ir, if_op, 0) else {
        return false;
    };
    let Some(then_yield) = ir.last_op(then_block) else {
        return false;
    };
    let then_vals: Vec<Value> = ir.operands(then_yield).collect();
    let else_vals: Vec<Value> = else_block
        .and_then(|b| ir.last_op(b))
        .map(|y| ir.operands(y).collect())
        .unwrap_or_default();
    if else_vals.len() != if_results.len() {
        return false;
    }
    // Values of the before block the then block uses, in first-use order.
    let mut captured: Vec<Value> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let then_ops: Vec<OpId> = ir.block_ops(then_block).collect();
    for &o in &then_ops {
        let mut nested = Vec::new();
        ir.walk(o, rmlir_core::ir::WalkOrder::PreOrder, &mut |_, x| {
            nested.push(x)
        });
        for x in nested {
            for v in ir.operands(x) {
                if ir.value_block(v) == Some(w.before) && seen.insert(v) {
                    captured.push(v);
                }
            }
        }
    }
    let loc = ir.op(op).loc;
    let cond = ir.operand(w.cond, 0);
    let cond_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    let result_index: std::collections::HashMap<Value, usize> = if_results
        .iter()
        .enumerate()
        .map(|(k, r)| (*r, k))
        .collect();
    let mut new_args: Vec<Value> = cond_args
        .iter()
        .map(|v| result_index.get(v).map_or(*v, |&k| else_vals[k]))
        .collect();
    new_args.extend(captured.iter().copied());
    let mut result_types = types_of(ir, ir.results(op));
    result_types.extend(types_of(ir, captured.iter().copied()));
    let inits: Vec<Value> = ir.operands(op).collect();
    let after_args: Vec<Value> = ir.block_args(w.after).to_vec();
    // The after-block arguments receiving an if result take the then value.
    let replaced: Vec<(Value, usize)> = cond_args
        .iter()
        .zip(&after_args)
        .filter_map(|(c, a)| result_index.get(c).map(|&k| (*a, k)))
        .collect();
    let mut ops = vec![cond];
    ops.extend(new_args);
    replace_terminator(rw, w.cond, "scf.condition", ops);
    let mut new_arg_vals = Vec::new();
    for v in &captured {
        let t = rw.ir.value_type(*v);
        new_arg_vals.push(rw.ir.add_block_arg(w.after, t, loc));
    }
    let (new, rb, ra) = new_while(rw, op, &result_types, &inits, None, None);
    let regions = rw.ir.regions(op).to_vec();
    rw.inline_region_before(regions[0], rb, 0);
    rw.inline_region_before(regions[1], ra, 0);
    // The then block moves to the start of the after block.
    let first = rw.ir.first_op(w.after);
    for &o in &then_ops[..then_ops.len() - 1] {
        rw.ir.detach_op(o);
        match first {
            Some(f) => rw.ir.insert_op_before(f, o),
            None => rw.ir.append_op(w.after, o),
        }
    }
    for (v, a) in captured.iter().zip(&new_arg_vals) {
        rw.replace_uses_with_if(*v, *a, |ir, u| {
            ir.parent_block(u.op)
                .and_then(|b| ir.block_parent(b))
                .is_some_and(|r| region_is_ancestor(ir, ra, r))
        });
    }
    let captured_index: std::collections::HashMap<Value, usize> =
        captured.iter().enumerate().map(|(i, c)| (*c, i)).collect();
    for (a, k) in replaced {
        let tv = then_vals[k];
        let tv = captured_index.get(&tv).map_or(tv, |&i| new_arg_vals[i]);
        rw.replace_all_uses_with(a, tv);
    }
    rw.erase_op(if_op);
    let n = rw.ir.num_results(op);
    let res: Vec<Value> = rw.ir.results(new).take(n).collect();
    rw.replace_op(op, &res);
    true
}

/// The parts of a well-formed `scf.while`: before block, after block,
/// condition op, yield op.
struct WhileParts {
    before: BlockId,
    after: BlockId,
    cond: OpId,
    yield_op: OpId,
}

fn while_parts(ctx: &Context, ir: &Ir, op: OpId) -> Option<WhileParts> {
    let regions = ir.regions(op);
    let before = body(ir, regions[0])?;
    let after = body(ir, regions[1])?;
    let cond = ir.last_op(before)?;
    let yield_op = ir.last_op(after)?;
    if !is_op(ctx, ir, cond, "scf.condition") || !is_op(ctx, ir, yield_op, "scf.yield") {
        return None;
    }
    Some(WhileParts {
        before,
        after,
        cond,
        yield_op,
    })
}

/// A new `scf.while` before `op` with two regions, each holding a block
/// with the given argument types when `Some` (none when `None`).
fn new_while(
    rw: &mut Rewriter<'_>,
    op: OpId,
    result_types: &[Type],
    inits: &[Value],
    before_args: Option<(&[Type], &[Attribute])>,
    after_args: Option<(&[Type], &[Attribute])>,
) -> (OpId, RegionId, RegionId) {
    let loc = rw.ir.op(op).loc;
    let mut st = OperationState::new(rw.ctx, "scf.while", loc);
    st.operands.extend(inits.iter().copied());
    st.result_types.extend(result_types.iter().copied());
    let (rb, ra) = (rw.ir.new_region(), rw.ir.new_region());
    for (r, args) in [(rb, before_args), (ra, after_args)] {
        if let Some((types, locs)) = args {
            let b = rw.ir.new_block();
            for (t, l) in types.iter().zip(locs) {
                rw.ir.add_block_arg(b, *t, *l);
            }
            rw.ir.append_block(r, b);
        }
    }
    st.regions.push(rb);
    st.regions.push(ra);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    (new, rb, ra)
}

/// Replaces the terminator `old` by a new op `name` with `operands`.
fn replace_terminator(rw: &mut Rewriter<'_>, old: OpId, name: &str, operands: Vec<Value>) {
    let loc = rw.ir.op(old).loc;
    let mut st = OperationState::new(rw.ctx, name, loc);
    st.operands.extend(operands);
    rw.replace_op_with_new(old, st);
}

fn value_locs(ir: &Ir, vs: &[Value]) -> Vec<Attribute> {
    vs.iter().map(|v| ir.value(*v).loc).collect()
}

/// Before-block arguments that never change (yielded back as their
/// initial value, or forwarded unchanged through the after block) become
/// their initial value.
fn while_invariant_before_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let inits: Vec<Value> = ir.operands(op).collect();
    let yields: Vec<Value> = ir.operands(w.yield_op).collect();
    let before_args: Vec<Value> = ir.block_args(w.before).to_vec();
    let cond_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    if yields.len() != inits.len() || before_args.len() != inits.len() {
        return false;
    }
    let after_index: std::collections::HashMap<Value, usize> = ir
        .block_args(w.after)
        .iter()
        .enumerate()
        .map(|(k, a)| (*a, k))
        .collect();
    let invariant = |i: usize| -> bool {
        if yields[i] == inits[i] {
            return true;
        }
        let y = yields[i];
        if ir.value_block(y) == Some(w.after) && ir.defining_op(y).is_none() {
            if let Some(&k) = after_index.get(&y) {
                if let Some(&c) = cond_args.get(k) {
                    return c == before_args[i] || c == inits[i];
                }
            }
        }
        false
    };
    let inv: Vec<bool> = (0..inits.len()).map(invariant).collect();
    if !inv.iter().any(|b| *b) {
        return false;
    }
    let keep: Vec<usize> = (0..inits.len()).filter(|&i| !inv[i]).collect();
    let new_inits: Vec<Value> = keep.iter().map(|&i| inits[i]).collect();
    let new_yields: Vec<Value> = keep.iter().map(|&i| yields[i]).collect();
    let arg_locs: Vec<Attribute> = keep.iter().map(|&i| ir.value(before_args[i]).loc).collect();
    let arg_types = types_of(ir, new_yields.iter().copied());
    let result_types = types_of(ir, ir.results(op));
    replace_terminator(rw, w.yield_op, "scf.yield", new_yields);
    let (new, rb, _ra) = new_while(
        rw,
        op,
        &result_types,
        &new_inits,
        Some((&arg_types, &arg_locs)),
        None,
    );
    let nb = rw.ir.region_blocks(rb)[0];
    let nargs: Vec<Value> = rw.ir.block_args(nb).to_vec();
    let mut j = 0;
    let repl: Vec<Value> = (0..inits.len())
        .map(|i| {
            if inv[i] {
                inits[i]
            } else {
                j += 1;
                nargs[j - 1]
            }
        })
        .collect();
    rw.merge_blocks(w.before, nb, &repl);
    let old_after = rw.ir.regions(op)[1];
    let new_after = rw.ir.regions(new)[1];
    rw.inline_region_before(old_after, new_after, 0);
    let res: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &res);
    true
}

/// Values the condition forwards from outside the before block replace
/// the corresponding after-block arguments and results.
fn while_invariant_value_yielded(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let cond_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    let outside = |v: Value| ir.value_block(v) != Some(w.before);
    if !cond_args.iter().any(|v| outside(*v)) {
        return false;
    }
    let after_args: Vec<Value> = ir.block_args(w.after).to_vec();
    if after_args.len() != cond_args.len() {
        return false;
    }
    let inv: Vec<bool> = cond_args.iter().map(|v| outside(*v)).collect();
    let keep: Vec<usize> = (0..cond_args.len()).filter(|&i| !inv[i]).collect();
    let new_args: Vec<Value> = keep.iter().map(|&i| cond_args[i]).collect();
    let types = types_of(ir, new_args.iter().copied());
    let locs: Vec<Attribute> = keep.iter().map(|&i| ir.value(after_args[i]).loc).collect();
    let inits: Vec<Value> = ir.operands(op).collect();
    let cond = ir.operand(w.cond, 0);
    let mut ops = vec![cond];
    ops.extend(new_args);
    replace_terminator(rw, w.cond, "scf.condition", ops);
    let (new, rb, ra) = new_while(rw, op, &types, &inits, None, Some((&types, &locs)));
    let nb = rw.ir.region_blocks(ra)[0];
    let nargs: Vec<Value> = rw.ir.block_args(nb).to_vec();
    let nres: Vec<Value> = rw.ir.results(new).collect();
    let (mut repl_args, mut repl_res) = (Vec::new(), Vec::new());
    let mut j = 0;
    for i in 0..cond_args.len() {
        if inv[i] {
            repl_args.push(cond_args[i]);
            repl_res.push(cond_args[i]);
        } else {
            repl_args.push(nargs[j]);
            repl_res.push(nres[j]);
            j += 1;
        }
    }
    let old_before = rw.ir.regions(op)[0];
    rw.inline_region_before(old_before, rb, 0);
    rw.merge_blocks(w.after, nb, &repl_args);
    rw.replace_op(op, &repl_res);
    true
}

/// After-block arguments receiving the condition itself are `true`.
fn while_condition_truth(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(w) = while_parts(ctx, rw.ir, op) else {
        return false;
    };
    let cond = rw.ir.operand(w.cond, 0);
    let cond_args: Vec<Value> = rw.ir.operands(w.cond).skip(1).collect();
    let after_args: Vec<Value> = rw.ir.block_args(w.after).to_vec();
    let loc = rw.ir.op(op).loc;
    let mut t = None;
    let mut changed = false;
    for (c, a) in cond_args.iter().zip(&after_args) {
        if *c != cond || !rw.ir.has_uses(*a) {
            continue;
        }
        let tv = match t {
            Some(v) => v,
            None => {
                rw.set_insertion_point_before(op);
                let v = bool_constant(rw, true, loc);
                t = Some(v);
                v
            }
        };
        rw.replace_all_uses_with(*a, tv);
        changed = true;
    }
    changed
}

/// The `arith.cmpi` predicate numbering: eq, ne, slt, sle, sgt, sge, ult,
/// ule, ugt, uge.
fn invert_cmpi_predicate(p: i64) -> Option<i64> {
    Some(match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        _ => return None,
    })
}

fn cmpi_predicate(ctx: &Context, ir: &Ir, op: OpId) -> Option<i64> {
    let a = crate::util::prop(ctx, ir, op, "predicate")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// In the after block, comparisons equal to (or the inverse of) the loop
/// condition on the forwarded values are constants.
fn while_cmp_cond(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(w) = while_parts(ctx, rw.ir, op) else {
        return false;
    };
    let cond = rw.ir.operand(w.cond, 0);
    let Some(cmp) = rw.ir.defining_op(cond) else {
        return false;
    };
    if !is_op(ctx, rw.ir, cmp, "arith.cmpi") {
        return false;
    }
    let Some(pred) = cmpi_predicate(ctx, rw.ir, cmp) else {
        return false;
    };
    let cmp_ops = [rw.ir.operand(cmp, 0), rw.ir.operand(cmp, 1)];
    let cond_args: Vec<Value> = rw.ir.operands(w.cond).skip(1).collect();
    let after_args: Vec<Value> = rw.ir.block_args(w.after).to_vec();
    let mut changed = false;
    for (c, a) in cond_args.iter().zip(&after_args) {
        for idx in 0..2 {
            if *c != cmp_ops[idx] {
                continue;
            }
            let users: Vec<OpId> = rw.ir.uses(*a).map(|u| u.op).collect();
            for user in users {
                if !rw.ir.is_op_alive(user) || !is_op(ctx, rw.ir, user, "arith.cmpi") {
                    continue;
                }
                if rw.ir.operand(user, 1 - idx) != cmp_ops[1 - idx] {
                    continue;
                }
                let Some(p2) = cmpi_predicate(ctx, rw.ir, user) else {
                    continue;
                };
                let same = if p2 == pred {
                    true
                } else if Some(p2) == invert_cmpi_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let loc = rw.ir.op(user).loc;
                rw.set_insertion_point_before(op);
                let v = bool_constant(rw, same, loc);
                rw.replace_op(user, &[v]);
                changed = true;
            }
        }
    }
    changed
}

/// Results unused both after the loop and in the after block are dropped.
fn while_unused_result(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let results: Vec<Value> = ir.results(op).collect();
    let after_args: Vec<Value> = ir.block_args(w.after).to_vec();
    let cond_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    if after_args.len() != results.len() || cond_args.len() != results.len() {
        return false;
    }
    let keep: Vec<usize> = (0..results.len())
        .filter(|&i| ir.has_uses(results[i]) || ir.has_uses(after_args[i]))
        .collect();
    if keep.len() == results.len() {
        return false;
    }
    let types: Vec<Type> = keep.iter().map(|&i| ir.value_type(results[i])).collect();
    let locs: Vec<Attribute> = keep.iter().map(|&i| ir.value(after_args[i]).loc).collect();
    let new_args: Vec<Value> = keep.iter().map(|&i| cond_args[i]).collect();
    let inits: Vec<Value> = ir.operands(op).collect();
    let cond = ir.operand(w.cond, 0);
    let mut ops = vec![cond];
    ops.extend(new_args);
    replace_terminator(rw, w.cond, "scf.condition", ops);
    let (new, rb, ra) = new_while(rw, op, &types, &inits, None, Some((&types, &locs)));
    let nb = rw.ir.region_blocks(ra)[0];
    let nargs: Vec<Value> = rw.ir.block_args(nb).to_vec();
    let nres: Vec<Value> = rw.ir.results(new).collect();
    // Dropped slots have no uses: any value stands in for them.
    let mut repl_args = after_args.clone();
    let mut repl_res = results.clone();
    for (k, &i) in keep.iter().enumerate() {
        repl_args[i] = nargs[k];
        repl_res[i] = nres[k];
    }
    let old_before = rw.ir.regions(op)[0];
    rw.inline_region_before(old_before, rb, 0);
    rw.merge_blocks(w.after, nb, &repl_args);
    rw.replace_op(op, &repl_res);
    true
}

/// A value the condition forwards twice is forwarded once.
fn while_duplicated_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let cond_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    let mut uniq: Vec<Value> = Vec::new();
    let mut seen: std::collections::HashMap<Value, usize> = std::collections::HashMap::new();
    let mut pos = Vec::with_capacity(cond_args.len());
    for v in &cond_args {
        let p = *seen.entry(*v).or_insert_with(|| {
            uniq.push(*v);
            uniq.len() - 1
        });
        pos.push(p);
    }
    if uniq.len() == cond_args.len() {
        return false;
    }
    let types = types_of(ir, uniq.iter().copied());
    let loc = ir.op(op).loc;
    let locs: Vec<Attribute> = {
        let mut l = vec![loc; uniq.len()];
        for (i, &p) in pos.iter().enumerate().rev() {
            if let Some(a) = ir.block_args(w.after).get(i) {
                l[p] = ir.value(*a).loc;
            }
        }
        l
    };
    let inits: Vec<Value> = ir.operands(op).collect();
    let init_types = types_of(ir, inits.iter().copied());
    let init_locs = value_locs(ir, &inits);
    let cond = ir.operand(w.cond, 0);
    let (new, rb, ra) = new_while(
        rw,
        op,
        &types,
        &inits,
        Some((&init_types, &init_locs)),
        Some((&types, &locs)),
    );
    let nbb = rw.ir.region_blocks(rb)[0];
    let nab = rw.ir.region_blocks(ra)[0];
    let nres: Vec<Value> = rw.ir.results(new).collect();
    let nargs: Vec<Value> = rw.ir.block_args(nab).to_vec();
    let after_map: Vec<Value> = pos.iter().map(|&p| nargs[p]).collect();
    let res_map: Vec<Value> = pos.iter().map(|&p| nres[p]).collect();
    let mut ops = vec![cond];
    ops.extend(uniq);
    replace_terminator(rw, w.cond, "scf.condition", ops);
    let bargs: Vec<Value> = rw.ir.block_args(nbb).to_vec();
    rw.merge_blocks(w.before, nbb, &bargs);
    rw.merge_blocks(w.after, nab, &after_map);
    rw.replace_op(op, &res_map);
    true
}

/// Unused before-block arguments are dropped with their initial and
/// yielded values.
fn while_unused_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let before_args: Vec<Value> = ir.block_args(w.before).to_vec();
    if !before_args.iter().any(|a| !ir.has_uses(*a)) {
        return false;
    }
    let yields: Vec<Value> = ir.operands(w.yield_op).collect();
    let inits: Vec<Value> = ir.operands(op).collect();
    if yields.len() != before_args.len() || inits.len() != before_args.len() {
        return false;
    }
    let keep: Vec<usize> = (0..before_args.len())
        .filter(|&i| ir.has_uses(before_args[i]))
        .collect();
    let new_inits: Vec<Value> = keep.iter().map(|&i| inits[i]).collect();
    let new_yields: Vec<Value> = keep.iter().map(|&i| yields[i]).collect();
    let ir_keep: Vec<bool> = before_args.iter().map(|a| ir.has_uses(*a)).collect();
    for i in (0..before_args.len()).rev() {
        if !ir_keep[i] {
            rw.ir.erase_block_arg(w.before, i);
        }
    }
    let ir = &*rw.ir;
    let result_types = types_of(ir, ir.results(op));
    let init_types = types_of(ir, new_inits.iter().copied());
    let init_locs = value_locs(ir, &new_inits);
    let res_locs: Vec<Attribute> = ir
        .block_args(w.after)
        .iter()
        .map(|a| ir.value(*a).loc)
        .collect();
    let (new, rb, ra) = new_while(
        rw,
        op,
        &result_types,
        &new_inits,
        Some((&init_types, &init_locs)),
        Some((&result_types, &res_locs)),
    );
    replace_terminator(rw, w.yield_op, "scf.yield", new_yields);
    let nbb = rw.ir.region_blocks(rb)[0];
    let nab = rw.ir.region_blocks(ra)[0];
    let bargs: Vec<Value> = rw.ir.block_args(nbb).to_vec();
    let aargs: Vec<Value> = rw.ir.block_args(nab).to_vec();
    rw.merge_blocks(w.before, nbb, &bargs);
    rw.merge_blocks(w.after, nab, &aargs);
    let res: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &res);
    true
}

/// When the condition forwards the before-block arguments in another
/// order, they are forwarded in block order instead.
fn while_align_before_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let Some(w) = while_parts(ctx, ir, op) else {
        return false;
    };
    let before_args: Vec<Value> = ir.block_args(w.before).to_vec();
    let term_args: Vec<Value> = ir.operands(w.cond).skip(1).collect();
    if before_args == term_args {
        return false;
    }
    let mut seen = std::collections::HashSet::new();
    if !term_args.iter().all(|v| seen.insert(*v)) {
        return false;
    }
    if before_args.len() != term_args.len() {
        return false;
    }
    // mapping[j] = i: term arg j is before arg i.
    let term_pos: std::collections::HashMap<Value, usize> =
        term_args.iter().enumerate().map(|(j, t)| (*t, j)).collect();
    let mut mapping = vec![0usize; before_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(&j) = term_pos.get(a) else {
            return false;
        };
        mapping[j] = i;
    }
    let results: Vec<Value> = ir.results(op).collect();
    let mut types = vec![ctx.none_type(); before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = ir.value_type(results[i]);
    }
    let inits: Vec<Value> = ir.operands(op).collect();
    let init_types = types_of(ir, inits.iter().copied());
    let init_locs = value_locs(ir, &inits);
    let loc = ir.op(op).loc;
    let res_locs = vec![loc; types.len()];
    let cond = ir.operand(w.cond, 0);
    let mut ops = vec![cond];
    ops.extend(before_args.iter().copied());
    replace_terminator(rw, w.cond, "scf.condition", ops);
    let (new, rb, ra) = new_while(
        rw,
        op,
        &types,
        &inits,
        Some((&init_types, &init_locs)),
        Some((&types, &res_locs)),
    );
    let nbb = rw.ir.region_blocks(rb)[0];
    let nab = rw.ir.region_blocks(ra)[0];
    let nres: Vec<Value> = rw.ir.results(new).collect();
    let nargs: Vec<Value> = rw.ir.block_args(nab).to_vec();
    let mut new_results = vec![nres[0]; nres.len()];
    let mut new_after_args = vec![nargs[0]; nargs.len()];
    for (i, &j) in mapping.iter().enumerate() {
        new_results[i] = nres[j];
        new_after_args[i] = nargs[j];
    }
    let bargs: Vec<Value> = rw.ir.block_args(nbb).to_vec();
    let first_b = rw.ir.first_op(nbb);
    rw.inline_block_before(w.before, nbb, first_b, &bargs);
    let first_a = rw.ir.first_op(nab);
    rw.inline_block_before(w.after, nab, first_a, &new_after_args);
    rw.replace_op(op, &new_results);
    true
}

// ---- scf.execute_region ----

/// `scf.execute_region` patterns, in MLIR's order.
pub(super) fn execute_region_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn(
        "scf.execute_region",
        "SingleBlockExecuteInliner",
        execute_single_block_inliner,
    );
    set.add_fn(
        "scf.execute_region",
        "MultiBlockExecuteInliner",
        execute_multi_block_inliner,
    );
    set.add_fn(
        "scf.execute_region",
        "ExecuteRegionForwardingEliminator",
        execute_forwarding_eliminator,
    );
}

fn no_inline(rw: &Rewriter<'_>, op: OpId) -> bool {
    crate::util::prop(rw.ctx, rw.ir, op, "no_inline").is_some()
}

/// A single-block region is inlined in place of the op.
fn execute_single_block_inliner(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if no_inline(rw, op) {
        return false;
    }
    let r = rw.ir.regions(op)[0];
    if rw.ir.region_blocks(r).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, r, &[]);
    true
}

/// A multi-block region directly in a function (or another
/// execute_region) is spliced into the parent's CFG.
fn execute_multi_block_inliner(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if no_inline(rw, op) {
        return false;
    }
    let Some(parent) = rw.ir.parent_op(op) else {
        return false;
    };
    let pname = super::name_of(ctx, rw.ir, parent);
    if pname != "func.func" && pname != "scf.execute_region" {
        return false;
    }
    let r = rw.ir.regions(op)[0];
    let Some(&entry) = rw.ir.region_blocks(r).first() else {
        return false;
    };
    let loc = rw.ir.op(op).loc;
    let prev = rw.ir.parent_block(op).expect("op in a block");
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    let mut br = OperationState::new(ctx, "cf.br", loc);
    br.successors.push(entry);
    rw.create(br);
    let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
    for b in blocks {
        let Some(t) = rw.ir.last_op(b) else { continue };
        if !is_op(ctx, rw.ir, t, "scf.yield") {
            continue;
        }
        rw.set_insertion_point_before(t);
        let mut st = OperationState::new(ctx, "cf.br", rw.ir.op(t).loc);
        st.operands.extend(rw.ir.operands(t));
        st.successors.push(post);
        rw.create(st);
        rw.erase_op(t);
    }
    let dest = rw.ir.block_parent(post).expect("block in a region");
    let pos = rw.ir.block_index_in_region(post).unwrap_or(0);
    rw.inline_region_before(r, dest, pos);
    let results: Vec<Value> = rw.ir.results(op).collect();
    let mut args = Vec::new();
    for v in results {
        let (t, l) = (rw.ir.value_type(v), rw.ir.value(v).loc);
        args.push(rw.ir.add_block_arg(post, t, l));
    }
    rw.replace_op(op, &args);
    true
}

/// Results every yield forwards from the same value defined outside the
/// region are replaced by that value.
fn execute_forwarding_eliminator(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let n = ir.num_results(op);
    if n == 0 {
        return false;
    }
    let r = ir.regions(op)[0];
    let yields: Vec<OpId> = ir
        .region_blocks(r)
        .iter()
        .filter_map(|&b| ir.last_op(b))
        .filter(|&t| is_op(ctx, ir, t, "scf.yield"))
        .collect();
    if yields.is_empty() || yields.iter().any(|&y| ir.num_operands(y) != n) {
        return false;
    }
    let forwarded: Vec<Option<Value>> = (0..n)
        .map(|i| {
            let v = ir.operand(yields[0], i);
            (defined_outside(ir, v, op) && yields.iter().all(|&y| ir.operand(y, i) == v))
                .then_some(v)
        })
        .collect();
    if forwarded.iter().all(|f| f.is_none()) {
        return false;
    }
    let results: Vec<Value> = ir.results(op).collect();
    let mut st = state_like(rw, op);
    let kept: Vec<usize> = (0..n).filter(|&i| forwarded[i].is_none()).collect();
    for &i in &kept {
        st.result_types.push(rw.ir.value_type(results[i]));
    }
    let nr = rw.ir.new_region();
    st.regions.push(nr);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    rw.inline_region_before(r, nr, 0);
    for y in yields {
        let vals: Vec<Value> = kept.iter().map(|&i| rw.ir.operand(y, i)).collect();
        replace_yield(rw, y, vals);
    }
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut repl = Vec::with_capacity(n);
    let mut k = 0;
    for f in &forwarded {
        match f {
            Some(v) => repl.push(*v),
            None => {
                repl.push(new_results[k]);
                k += 1;
            }
        }
    }
    rw.replace_op(op, &repl);
    true
}

// ---- scf.index_switch ----

/// `scf.index_switch` patterns, in MLIR's order.
pub(super) fn index_switch_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn("scf.index_switch", "FoldConstantCase", switch_constant_case);
    set.add_fn(
        "scf.index_switch",
        "ForwardedResults",
        switch_forwarded_results,
    );
    set.add_fn(
        "scf.index_switch",
        "RemoveUnusedResults",
        switch_unused_results,
    );
}

/// A constant selector replaces the op with the region it selects.
fn switch_constant_case(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let arg = rw.ir.operand(op, 0);
    let Some((v, _)) = int_const(ctx, rw.ir, arg) else {
        return false;
    };
    let cases = super::int_array(ctx, crate::util::prop(ctx, rw.ir, op, "cases"));
    let regions = rw.ir.regions(op).to_vec();
    let r = match cases.iter().position(|c| *c as i128 == v) {
        Some(i) => regions[i + 1],
        None => regions[0],
    };
    if rw.ir.region_blocks(r).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, r, &[]);
    true
}

/// Results every region yields from the same value defined outside the op
/// are replaced by that value.
fn switch_forwarded_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let n = ir.num_results(op);
    let mut yields = Vec::new();
    for &r in ir.regions(op) {
        match region_yield(ir, r) {
            Some(y) if is_op(ctx, ir, y, "scf.yield") && ir.num_operands(y) == n => yields.push(y),
            _ => return false,
        }
    }
    let Some(&first) = yields.first() else {
        return false;
    };
    let mut changed = false;
    for i in 0..n {
        let v = rw.ir.operand(first, i);
        let res = rw.ir.result(op, i);
        if rw.ir.has_uses(res)
            && defined_outside(rw.ir, v, op)
            && yields.iter().all(|&y| rw.ir.operand(y, i) == v)
        {
            rw.replace_all_uses_with(res, v);
            changed = true;
        }
    }
    changed
}

/// Results without uses are dropped.
fn switch_unused_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ir = &*rw.ir;
    let results: Vec<Value> = ir.results(op).collect();
    if results.iter().all(|r| ir.has_uses(*r)) {
        return false;
    }
    let used: Vec<usize> = (0..results.len())
        .filter(|&i| ir.has_uses(results[i]))
        .collect();
    let mut st = state_like(rw, op);
    st.operands.push(ir.operand(op, 0));
    for &i in &used {
        st.result_types.push(ir.value_type(results[i]));
    }
    let regions = ir.regions(op).to_vec();
    let new_regions: Vec<RegionId> = regions.iter().map(|_| rw.ir.new_region()).collect();
    st.regions.extend(new_regions.iter().copied());
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    for (&old, &nr) in regions.iter().zip(&new_regions) {
        rw.inline_region_before(old, nr, 0);
        if let Some(y) = region_yield(rw.ir, nr) {
            if is_op(rw.ctx, rw.ir, y, "scf.yield") {
                let vals: Vec<Value> = used.iter().map(|&i| rw.ir.operand(y, i)).collect();
                replace_yield(rw, y, vals);
            }
        }
    }
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut repl = results.clone();
    for (k, &i) in used.iter().enumerate() {
        repl[i] = new_results[k];
    }
    rw.replace_op(op, &repl);
    true
}

// ---- scf.parallel ----

/// `scf.parallel` patterns, in MLIR's order.
pub(super) fn parallel_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn(
        "scf.parallel",
        "ParallelOpSingleOrZeroIterationDimsFolder",
        parallel_single_or_zero_dims,
    );
    set.add_fn(
        "scf.parallel",
        "MergeNestedParallelLoops",
        parallel_merge_nested,
    );
}

/// The operand groups of an `scf.parallel`: lower bounds, upper bounds,
/// steps and initial values.
fn parallel_groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 4] {
    let seg = super::int_array(ctx, crate::util::prop(ctx, ir, op, "operandSegmentSizes"));
    let ops: Vec<Value> = ir.operands(op).collect();
    let mut out: [Vec<Value>; 4] = Default::default();
    let mut at = 0usize;
    for (i, g) in out.iter_mut().enumerate() {
        let n = seg.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (at + n).min(ops.len());
        g.extend_from_slice(&ops[at..end]);
        at = end;
    }
    out
}

/// The constant trip count of one loop dimension.
fn const_trip_count(ctx: &Context, ir: &Ir, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (l, _) = int_const(ctx, ir, lb)?;
    let (u, _) = int_const(ctx, ir, ub)?;
    let (s, _) = int_const(ctx, ir, step)?;
    if s <= 0 {
        return None;
    }
    let diff = u - l;
    if diff <= 0 {
        return Some(0);
    }
    Some((diff + s - 1) / s)
}

/// A new `scf.parallel` state over the given bounds and initial values.
fn parallel_state(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    lbs: &[Value],
    ubs: &[Value],
    steps: &[Value],
    inits: &[Value],
    result_types: &[Type],
) -> OperationState {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "scf.parallel", loc);
    st.operands.extend(lbs.iter().copied());
    st.operands.extend(ubs.iter().copied());
    st.operands.extend(steps.iter().copied());
    st.operands.extend(inits.iter().copied());
    st.result_types.extend(result_types.iter().copied());
    let seg = super::i32_array(
        ctx,
        &[
            lbs.len() as i32,
            ubs.len() as i32,
            steps.len() as i32,
            inits.len() as i32,
        ],
    );
    st.properties = Some(ctx.dict_attr(vec![rmlir_core::NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: seg,
    }]));
    st
}

/// Dimensions running once are replaced by their lower bound; a loop with
/// a dimension running zero times is replaced by its initial values.
fn parallel_single_or_zero_dims(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let [lbs, ubs, steps, inits] = parallel_groups(ctx, ir, op);
    let r = ir.regions(op)[0];
    let Some(b) = body(ir, r) else { return false };
    let ivs: Vec<Value> = ir.block_args(b).to_vec();
    if ivs.len() != lbs.len() || ubs.len() != lbs.len() || steps.len() != lbs.len() {
        return false;
    }
    let mut keep = Vec::new();
    let mut single = Vec::new();
    for i in 0..lbs.len() {
        match const_trip_count(ctx, ir, lbs[i], ubs[i], steps[i]) {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => single.push(i),
            _ => keep.push(i),
        }
    }
    if single.is_empty() {
        return false;
    }
    let loc = ir.op(op).loc;
    rw.set_insertion_point_before(op);
    if keep.is_empty() {
        // Every dimension runs once: clone the body, then the reductions.
        let mut map = rmlir_core::ir::IrMapping::new();
        for i in 0..ivs.len() {
            map.map_value(ivs[i], lbs[i]);
        }
        let body_ops: Vec<OpId> = rw.ir.block_ops(b).collect();
        let Some((&reduce, rest)) = body_ops.split_last() else {
            return false;
        };
        if !is_op(ctx, rw.ir, reduce, "scf.reduce") {
            return false;
        }
        for &o in rest {
            rw.clone_op(o, &mut map);
        }
        let mut results = Vec::new();
        let red_regions = rw.ir.regions(reduce).to_vec();
        for (i, rr) in red_regions.into_iter().enumerate() {
            let Some(rb) = body(rw.ir, rr) else {
                return false;
            };
            let args = rw.ir.block_args(rb).to_vec();
            let operand = rw.ir.operand(reduce, i);
            let mapped = map.lookup_value(operand);
            if let Some(&init) = inits.get(results.len()) {
                map.map_value(args[0], init);
            }
            map.map_value(args[1], mapped);
            let rops: Vec<OpId> = rw.ir.block_ops(rb).collect();
            let Some((&ret, rrest)) = rops.split_last() else {
                return false;
            };
            for &o in rrest {
                rw.clone_op(o, &mut map);
            }
            let v = rw.ir.operand(ret, 0);
            results.push(map.lookup_value(v));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let pick = |v: &[Value]| keep.iter().map(|&i| v[i]).collect::<Vec<_>>();
    let (nl, nu, ns) = (pick(&lbs), pick(&ubs), pick(&steps));
    let result_types = types_of(rw.ir, rw.ir.results(op));
    let mut st = parallel_state(rw, loc, &nl, &nu, &ns, &inits, &result_types);
    let nr = rw.ir.new_region();
    st.regions.push(nr);
    let mut map = rmlir_core::ir::IrMapping::new();
    rw.ir.clone_region_into(r, nr, 0, &mut map);
    let nb = rw.ir.region_blocks(nr)[0];
    // The cloned arguments of the dropped dimensions become lower bounds.
    for &i in single.iter().rev() {
        let a = rw.ir.block_args(nb)[i];
        rw.ir.replace_all_uses(a, lbs[i]);
        rw.ir.erase_block_arg(nb, i);
    }
    let new = rw.create(st);
    for o in rw.ir.nested_ops(new) {
        if o != new {
            rw.notify_modified(o);
        }
    }
    let res: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &res);
    true
}

/// A loop whose body is only another loop (independent of its induction
/// variables, without reductions) merges with it.
fn parallel_merge_nested(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ir = &*rw.ir;
    let r = ir.regions(op)[0];
    let Some(b) = body(ir, r) else { return false };
    let ops: Vec<OpId> = ir.block_ops(b).collect();
    if ops.len() != 2 || !is_op(ctx, ir, ops[0], "scf.parallel") {
        return false;
    }
    let inner = ops[0];
    let outer_args: Vec<Value> = ir.block_args(b).to_vec();
    let [olb, oub, ostep, oinit] = parallel_groups(ctx, ir, op);
    let [ilb, iub, istep, iinit] = parallel_groups(ctx, ir, inner);
    if outer_args
        .iter()
        .any(|a| ilb.contains(a) || iub.contains(a) || istep.contains(a))
    {
        return false;
    }
    if !oinit.is_empty() || !iinit.is_empty() {
        return false;
    }
    let Some(ib) = body(ir, ir.regions(inner)[0]) else {
        return false;
    };
    let inner_args: Vec<Value> = ir.block_args(ib).to_vec();
    let loc = ir.op(op).loc;
    let cat = |a: &[Value], b: &[Value]| [a, b].concat();
    let mut st = parallel_state(
        rw,
        loc,
        &cat(&olb, &ilb),
        &cat(&oub, &iub),
        &cat(&ostep, &istep),
        &[],
        &[],
    );
    let nr = rw.ir.new_region();
    let nb = rw.ir.new_block();
    let index = ctx.index_type();
    let mut map = rmlir_core::ir::IrMapping::new();
    for a in outer_args.iter().chain(&inner_args) {
        let na = rw.ir.add_block_arg(nb, index, loc);
        map.map_value(*a, na);
    }
    rw.ir.append_block(nr, nb);
    st.regions.push(nr);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    rw.set_insertion_point_to_end(nb);
    let inner_ops: Vec<OpId> = rw.ir.block_ops(ib).collect();
    for &o in &inner_ops[..inner_ops.len().saturating_sub(1)] {
        rw.clone_op(o, &mut map);
    }
    let red = OperationState::new(ctx, "scf.reduce", loc);
    rw.create(red);
    let res: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &res);
    true
}
