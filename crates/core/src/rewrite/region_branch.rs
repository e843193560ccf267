//! Canonicalization patterns any op with a region-branch interface can use
//! (MLIR's `populateRegionBranchOpInterfaceCanonicalizationPatterns`). They
//! work on the op's *successor inputs* (entry-block arguments of its regions
//! and its results, the values that receive forwarded operands) through
//! [`RegionBranchInterface`], so they know no dialect:
//!
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever
//!   hold one value from outside the forwarding cycle (tracing operands
//!   back through other inputs) is replaced by that value, when it is in
//!   scope.
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of the same block or
//!   op that receive the same value from every predecessor, the second's
//!   uses go to the first.
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: a set of *tied* inputs (ones
//!   fed by a common operand, which must go together) that has no uses is
//!   removed with the operands feeding it — in place: operands and block
//!   arguments are erased, and only the results make a new op, whose
//!   regions are moved over without touching their ops.
//!
//! The in-place removal matters beyond the result: a greedy driver in
//! strict mode only ever sees the ops it was given or that a pattern
//! created, so ops of the moved regions (e.g. `ub.poison` that
//! `remove-dead-values` left behind) stay, as in MLIR.
//!
//! An op whose terminators forward something the interface cannot describe
//! is left alone: its inputs' values are not all known.

use crate::context::Context;
use crate::control_flow::{RegionBranchInterface, RegionSuccessor};
use crate::ir::{Ir, OpId, OperationState, Value, ValueDef};
use crate::rewrite::pattern::PatternSet;
use crate::rewrite::rewriter::Rewriter;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// Adds the three region-branch patterns, rooted at `op_name`.
pub fn add_region_branch_patterns(set: &mut PatternSet, op_name: &'static str) {
    set.add_fn(
        op_name,
        "MakeRegionBranchOpSuccessorInputsDead",
        make_inputs_dead,
    );
    set.add_fn(
        op_name,
        "RemoveDuplicateSuccessorInputUses",
        remove_duplicate_input_uses,
    );
    set.add_fn(
        op_name,
        "RemoveDeadRegionBranchOpSuccessorInputs",
        remove_dead_inputs,
    );
}

/// A forwarded operand: operand `index` of `owner` (the op itself or one of
/// its terminators).
type Operand = (OpId, usize);

/// Which inputs each forwarded operand reaches, operands in the order of
/// MLIR's branch points (the op's entry, then each block's terminator, in
/// region and block order) and successors.
struct Mapping {
    operands: Vec<(Operand, SmallVec<[Value; 2]>)>,
}

impl Mapping {
    fn of(ctx: &Context, ir: &Ir, op: OpId) -> Option<Mapping> {
        let rb = ctx.op_def(ir.op_name(op))?.region_branch?;
        let mut operands: Vec<(Operand, SmallVec<[Value; 2]>)> = Vec::new();
        let mut index: FxHashMap<Operand, usize> = FxHashMap::default();
        let mut add = |owner: OpId, range: std::ops::Range<usize>, inputs: &[Value]| -> bool {
            if range.len() != inputs.len() {
                return false;
            }
            for (i, &input) in range.zip(inputs) {
                let k = *index.entry((owner, i)).or_insert_with(|| {
                    operands.push(((owner, i), SmallVec::new()));
                    operands.len() - 1
                });
                operands[k].1.push(input);
            }
            true
        };
        let unknown: SmallVec<[Option<crate::Attribute>; 4]> =
            SmallVec::from_elem(None, ir.num_operands(op));
        for to in (rb.entry_successors)(ctx, ir, op, &unknown) {
            let inputs = successor_inputs(ctx, ir, op, &rb, to);
            if !add(op, (rb.entry_operands)(ctx, ir, op, to), &inputs) {
                return None;
            }
        }
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                let Some(term) = ir.last_op(b) else {
                    continue;
                };
                let unknown: SmallVec<[Option<crate::Attribute>; 4]> =
                    SmallVec::from_elem(None, ir.num_operands(term));
                for to in (rb.terminator_successors)(ctx, ir, op, term, &unknown) {
                    let inputs = successor_inputs(ctx, ir, op, &rb, to);
                    match (rb.terminator_operands)(ctx, ir, op, term, to) {
                        Some(range) => {
                            if !add(term, range, &inputs) {
                                return None;
                            }
                        }
                        None if inputs.is_empty() => {}
                        None => return None,
                    }
                }
            }
        }
        Some(Mapping { operands })
    }

    /// The operands feeding each input, inputs in first-seen order.
    fn inverse(&self) -> Vec<(Value, SmallVec<[Operand; 2]>)> {
        let mut out: Vec<(Value, SmallVec<[Operand; 2]>)> = Vec::new();
        let mut index: FxHashMap<Value, usize> = FxHashMap::default();
        for (operand, inputs) in &self.operands {
            for &input in inputs {
                let k = *index.entry(input).or_insert_with(|| {
                    out.push((input, SmallVec::new()));
                    out.len() - 1
                });
                out[k].1.push(*operand);
            }
        }
        out
    }
}

fn successor_inputs(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    rb: &RegionBranchInterface,
    to: RegionSuccessor,
) -> SmallVec<[Value; 4]> {
    let range = (rb.successor_inputs)(ctx, ir, op, to);
    match to {
        RegionSuccessor::Parent => range.map(|i| ir.result(op, i)).collect(),
        RegionSuccessor::Region(r) => match ir.entry_block(r) {
            Some(b) => ir.block_args(b)[range].iter().copied().collect(),
            None => SmallVec::new(),
        },
    }
}

/// The op's forwarding, if the patterns may touch it: MLIR asserts it is
/// not isolated from above (its inputs' values come from its surroundings),
/// and every forwarded operand must be describable.
fn mapping_of(ctx: &Context, ir: &Ir, op: OpId) -> Option<Mapping> {
    let isolated = ctx
        .op_def(ir.op_name(op))
        .is_none_or(|d| d.has(crate::dialect::Traits::ISOLATED_FROM_ABOVE));
    if isolated {
        return None;
    }
    Mapping::of(ctx, ir, op)
}

/// The values an input may hold that are not themselves inputs: operands
/// traced back through inputs until they leave the forwarding cycle.
fn reachable_values(
    ir: &Ir,
    input: Value,
    feeding: &FxHashMap<Value, SmallVec<[Operand; 2]>>,
) -> FxHashSet<Value> {
    let mut out = FxHashSet::default();
    let mut seen = FxHashSet::default();
    let mut work = vec![input];
    while let Some(v) = work.pop() {
        let Some(ops) = feeding.get(&v) else {
            out.insert(v);
            continue;
        };
        for &(owner, i) in ops {
            let x = ir.operand(owner, i);
            if seen.insert(x) {
                work.push(x);
            }
        }
    }
    out
}

/// The op owning value `v`'s definition point: the op of the region holding
/// its block.
fn enclosing_op(ir: &Ir, v: Value) -> Option<OpId> {
    let b = ir.value_block(v)?;
    ir.block_parent_op(b)
}

/// Whether `a` may stand in for input `b` of `op`: anything from outside
/// `op` may, something inside only for an argument of the same block.
fn defined_before(ir: &Ir, op: OpId, a: Value, b: Value) -> bool {
    if enclosing_op(ir, a) != Some(op) {
        return true;
    }
    match (ir.value(a).def, ir.value(b).def) {
        (_, ValueDef::Result { .. }) => false,
        (ValueDef::Arg { block: ba, .. }, ValueDef::Arg { block: bb, .. }) => ba == bb,
        _ => false,
    }
}

fn make_inputs_dead(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(mapping) = mapping_of(rw.ctx, rw.ir, op) else {
        return false;
    };
    let inverse = mapping.inverse();
    let feeding: FxHashMap<Value, SmallVec<[Operand; 2]>> = inverse.iter().cloned().collect();
    let mut changed = false;
    for (input, _) in &inverse {
        if !rw.ir.has_uses(*input) {
            continue;
        }
        let reachable = reachable_values(rw.ir, *input, &feeding);
        if reachable.len() != 1 {
            continue;
        }
        let only = *reachable.iter().next().expect("one value");
        if !defined_before(rw.ir, op, only, *input) {
            continue;
        }
        rw.replace_all_uses_with(*input, only);
        changed = true;
    }
    changed
}

/// A value's result or argument number.
fn number(ir: &Ir, v: Value) -> u32 {
    match ir.value(v).def {
        ValueDef::Result { index, .. } | ValueDef::Arg { index, .. } => index,
    }
}

/// What defines a value: its op or its block, as one comparable key.
fn owner(ir: &Ir, v: Value) -> (bool, u32) {
    match ir.value(v).def {
        ValueDef::Result { op, .. } => (true, op.index() as u32),
        ValueDef::Arg { block, .. } => (false, block.index() as u32),
    }
}

fn remove_duplicate_input_uses(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(mapping) = mapping_of(rw.ctx, rw.ir, op) else {
        return false;
    };
    let mut inputs = mapping.inverse();
    // Stable, by result or argument number (MLIR sorts the same way).
    inputs.sort_by_key(|(v, _)| number(rw.ir, *v));
    let sources = |ir: &Ir, feeding: &[Operand]| -> FxHashMap<OpId, Value> {
        feeding
            .iter()
            .map(|&(o, i)| (o, ir.operand(o, i)))
            .collect()
    };
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let (a, b) = (inputs[i].0, inputs[j].0);
            if !rw.ir.has_uses(b) || owner(rw.ir, a) != owner(rw.ir, b) {
                continue;
            }
            if sources(rw.ir, &inputs[i].1) == sources(rw.ir, &inputs[j].1) {
                rw.replace_all_uses_with(b, a);
                changed = true;
            }
        }
    }
    changed
}

/// Union-find over inputs, by position in a list.
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

fn remove_dead_inputs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(mapping) = mapping_of(rw.ctx, rw.ir, op) else {
        return false;
    };
    let inverse = mapping.inverse();
    let position: FxHashMap<Value, usize> = inverse
        .iter()
        .enumerate()
        .map(|(k, (v, _))| (*v, k))
        .collect();
    // Inputs fed by one operand are tied: they go together or not at all.
    let mut parent: Vec<usize> = (0..inverse.len()).collect();
    for (_, inputs) in &mapping.operands {
        let first = position[&inputs[0]];
        for v in &inputs[1..] {
            let (x, y) = (find(&mut parent, first), find(&mut parent, position[v]));
            parent[y] = x;
        }
    }
    let mut live_set = vec![false; inverse.len()];
    for (k, (v, _)) in inverse.iter().enumerate() {
        if rw.ir.has_uses(*v) {
            let root = find(&mut parent, k);
            live_set[root] = true;
        }
    }
    let dead: Vec<usize> = (0..inverse.len())
        .filter(|&k| !live_set[find(&mut parent, k)])
        .collect();
    if dead.is_empty() {
        return rw.notify_match_failure("no values to remove");
    }
    // Operands feeding dead inputs, by owner.
    let mut drop_operands: Vec<(OpId, Vec<bool>)> = Vec::new();
    for &k in &dead {
        for &(o, i) in &inverse[k].1 {
            let slot = match drop_operands.iter().position(|(x, _)| *x == o) {
                Some(s) => s,
                None => {
                    drop_operands.push((o, vec![false; rw.ir.num_operands(o)]));
                    drop_operands.len() - 1
                }
            };
            drop_operands[slot].1[i] = true;
        }
    }
    for (o, drop) in &drop_operands {
        let kept: SmallVec<[Value; 8]> = rw
            .ir
            .operands(*o)
            .zip(drop)
            .filter(|(_, &d)| !d)
            .map(|(v, _)| v)
            .collect();
        rw.modify_in_place(*o, |ir| ir.set_operands(*o, &kept));
    }
    // Block arguments, last first so that numbers stay valid.
    let mut args: Vec<(crate::ir::BlockId, usize)> = Vec::new();
    let mut results = vec![false; rw.ir.num_results(op)];
    for &k in &dead {
        match rw.ir.value(inverse[k].0).def {
            ValueDef::Arg { block, index } => args.push((block, index as usize)),
            ValueDef::Result { index, .. } => results[index as usize] = true,
        }
    }
    args.sort_by_key(|a| std::cmp::Reverse(a.1));
    for (block, i) in args {
        rw.modify_in_place(op, |ir| ir.erase_block_arg(block, i));
    }
    if results.iter().any(|&d| d) {
        erase_op_results(rw, op, &results);
    }
    true
}

/// Replaces `op` by a copy without the results `dead` marks, its regions
/// moved over (MLIR's `RewriterBase::eraseOpResults`). The dead results
/// must have no uses. Also what `remove-dead-values` drops results with.
pub fn erase_op_results(rw: &mut Rewriter<'_>, op: OpId, dead: &[bool]) -> OpId {
    let ctx = rw.ctx;
    let d = rw.ir.op(op);
    let mut st = OperationState::with_name(ctx, d.name, d.loc);
    st.properties = d.properties;
    st.attrs = d.attrs;
    st.operands = rw.ir.operands(op).collect();
    st.successors = rw.ir.successors(op).iter().copied().collect();
    let results: Vec<Value> = rw.ir.results(op).collect();
    st.result_types = results
        .iter()
        .zip(dead)
        .filter(|(_, &d)| !d)
        .map(|(&r, _)| rw.ir.value_type(r))
        .collect();
    let old_regions: Vec<crate::ir::RegionId> = rw.ir.regions(op).to_vec();
    for _ in &old_regions {
        let r = rw.ir.new_region();
        st.regions.push(r);
    }
    let new_regions = st.regions.clone();
    // An exact copy: created as is (no defaults filled in), then placed.
    rw.set_insertion_point_before(op);
    let new = rw.ir.create_op(st);
    rw.insert(new);
    for (&from, &to) in old_regions.iter().zip(&new_regions) {
        rw.inline_region_before(from, to, 0);
    }
    let mut k = 0;
    let mut with: SmallVec<[Value; 4]> = SmallVec::new();
    for (&r, &d) in results.iter().zip(dead) {
        if d {
            // No uses: any value stands in.
            with.push(r);
        } else {
            with.push(rw.ir.result(new, k));
            k += 1;
        }
    }
    rw.replace_op(op, &with);
    new
}
