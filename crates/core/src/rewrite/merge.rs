//! Merging identical blocks and dropping redundant block arguments (MLIR's
//! `mergeIdenticalBlocks` and `dropRedundantArguments` in RegionUtils), the
//! aggressive level of region simplification.
//!
//! Blocks other than the entry that branch to the same successors are
//! grouped; within a group, each block joins the first cluster whose leader
//! it matches (same argument types, ops equivalent one by one ignoring
//! locations, operands equal, or both defined outside their blocks, or in
//! the same position inside them). Operands that differ become new
//! arguments of the leader, passed by the predecessors. Then each merged
//! block's predecessors branch to the leader and the block is erased.

use crate::context::Context;
use crate::ir::equivalence::ops_equivalent_ignoring_operands;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};
use crate::rewrite::Rewriter;
use rustc_hash::FxHashMap;

/// Position of a value defined in its block: arguments by number, results
/// numbered after the arguments in op order.
struct BlockData {
    block: BlockId,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ir: &Ir, block: BlockId) -> Self {
        let mut order = FxHashMap::default();
        let mut next = ir.block_args(block).len();
        for o in ir.block_ops(block) {
            let n = ir.num_results(o);
            if n > 0 {
                order.insert(o, next);
                next += n;
            }
        }
        BlockData { block, order }
    }
    fn order_of(&self, ir: &Ir, v: Value) -> usize {
        match ir.value(v).def {
            ValueDef::Arg { index, .. } => index as usize,
            ValueDef::Result { op, index } => self.order[&op] + index as usize,
        }
    }
}

fn value_block(ir: &Ir, v: Value) -> Option<BlockId> {
    ir.value_block(v)
}

fn used_outside(ir: &Ir, op: OpId, block: BlockId) -> bool {
    ir.results(op)
        .any(|v| ir.uses(v).any(|u| ir.parent_block(u.op) != Some(block)))
}

/// Whether a value defined by the terminator of one of `block`'s
/// predecessors (which would not dominate the merged block) is `v`.
fn valid_successor_arg(ir: &Ir, block: BlockId, v: Value) -> bool {
    let Some(def) = ir.defining_op(v) else {
        return true;
    };
    let Some(vb) = ir.parent_block(def) else {
        return true;
    };
    if ir.last_op(vb) != Some(def) {
        return true;
    }
    !ir.block_predecessors(block)
        .iter()
        .any(|(t, _)| ir.parent_block(*t) == Some(vb))
}

struct Cluster {
    leader: BlockData,
    merge: Vec<BlockId>,
    /// (op index, operand index) pairs that differ, in discovery order.
    operands: Vec<(usize, usize)>,
}

impl Cluster {
    fn try_add(&mut self, ctx: &Context, ir: &Ir, data: &BlockData) -> bool {
        let (lb, mb) = (self.leader.block, data.block);
        let la: Vec<_> = ir
            .block_args(lb)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect();
        let ma: Vec<_> = ir
            .block_args(mb)
            .iter()
            .map(|&a| ir.value_type(a))
            .collect();
        if la != ma {
            return false;
        }
        let lops: Vec<OpId> = ir.block_ops(lb).collect();
        let mops: Vec<OpId> = ir.block_ops(mb).collect();
        if lops.len() != mops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &m)) in lops.iter().zip(&mops).enumerate() {
            if !ops_equivalent_ignoring_operands(ctx, ir, l, m) {
                return false;
            }
            for k in 0..ir.num_operands(l) {
                let (lv, mv) = (ir.operand(l, k), ir.operand(m, k));
                if lv == mv {
                    continue;
                }
                if ir.value_type(lv) != ir.value_type(mv) {
                    return false;
                }
                let l_in = value_block(ir, lv) == Some(lb);
                let m_in = value_block(ir, mv) == Some(mb);
                if l_in != m_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(ir, lb, lv) || !valid_successor_arg(ir, mb, mv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(ir, lv) != data.order_of(ir, mv) {
                    return false;
                }
            }
            if used_outside(ir, m, mb) || used_outside(ir, l, lb) {
                return false;
            }
        }
        for p in mismatched {
            if !self.operands.contains(&p) {
                self.operands.push(p);
            }
        }
        self.merge.push(mb);
        true
    }

    fn apply(self, rw: &mut Rewriter<'_>) -> bool {
        if self.merge.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let can_update = |ir: &Ir, ctx: &Context, b: BlockId| {
            ir.block_predecessors(b).iter().all(|(t, _)| {
                ctx.op_def(ir.op_name(*t))
                    .is_some_and(|d| d.branch.is_some())
            })
        };
        if !self.operands.is_empty() {
            if !can_update(rw.ir, rw.ctx, leader)
                || !self.merge.iter().all(|&b| can_update(rw.ir, rw.ctx, b))
            {
                return false;
            }
            let num_old_args = rw.ir.block_args(leader).len();
            let blocks: Vec<BlockId> = std::iter::once(leader)
                .chain(self.merge.iter().copied())
                .collect();
            let ops: Vec<Vec<OpId>> = blocks
                .iter()
                .map(|&b| rw.ir.block_ops(b).collect())
                .collect();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); blocks.len()];
            for &(oi, k) in &self.operands {
                for (bi, bops) in ops.iter().enumerate() {
                    let v = rw.ir.operand(bops[oi], k);
                    new_args[bi].push(v);
                    if bi == 0 {
                        let ty = rw.ir.value_type(v);
                        let loc = match rw.ir.value(v).def {
                            ValueDef::Result { op, .. } => rw.ir.op(op).loc,
                            ValueDef::Arg { .. } => rw.ir.value(v).loc,
                        };
                        let arg = rw.ir.add_block_arg(leader, ty, loc);
                        rw.ir.set_operand(bops[oi], k, arg);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, num_old_args, leader);
            for (bi, &b) in blocks.iter().enumerate() {
                for (t, succ) in rw.ir.block_predecessors(b) {
                    edit_forwarded(rw, t, succ, |vals| vals.extend_from_slice(&new_args[bi]));
                }
            }
        }
        for b in self.merge {
            for (t, succ) in rw.ir.block_predecessors(b) {
                rw.ir.set_successor(t, succ, leader);
            }
            rw.erase_block(b);
        }
        true
    }
}

/// Drops new arguments that receive, from every block of the cluster, the
/// same values as an earlier new argument (MLIR's `pruneRedundantArguments`,
/// which only compares against the first occurrence of each value in the
/// leader's list), replacing their uses in `leader`.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    lists: Vec<Vec<Value>>,
    num_old_args: usize,
    leader: BlockId,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: Vec<Option<usize>> = vec![None; n];
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            (0..n)
                .filter(|&j| replacement[j].is_none())
                .map(|j| l[j])
                .collect()
        })
        .collect();
    let mut erase = Vec::new();
    for (j, r) in replacement.iter().enumerate() {
        if let Some(k) = *r {
            let old = rw.ir.block_args(leader)[num_old_args + j];
            let new = rw.ir.block_args(leader)[num_old_args + k];
            rw.replace_all_uses_with(old, new);
            erase.push(num_old_args + j);
        }
    }
    for &i in erase.iter().rev() {
        rw.ir.erase_block_arg(leader, i);
    }
    pruned
}

/// Changes the operands branch `t` forwards to its successor `succ`
/// (which the caller checked has the branch interface).
fn edit_forwarded(rw: &mut Rewriter<'_>, t: OpId, succ: usize, edit: impl FnOnce(&mut Vec<Value>)) {
    let branch = rw
        .ctx
        .op_def(rw.ir.op_name(t))
        .and_then(|d| d.branch)
        .expect("a branch with the branch interface");
    let range = (branch.successor_operands)(rw.ctx, rw.ir, t, succ);
    let mut vals: Vec<Value> = rw.ir.operand_values(t)[range].to_vec();
    edit(&mut vals);
    (branch.set_successor_operands)(rw.ctx, rw.ir, t, succ, &vals);
}

fn merge_in_region(rw: &mut Rewriter<'_>, r: RegionId) -> bool {
    let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by successor list, in first-seen order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs: Vec<BlockId> = rw
            .ir
            .last_op(b)
            .map_or(Vec::new(), |t| rw.ir.successors(t).to_vec());
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, v)) => v.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let ir = &*rw.ir;
            let has_region = ir.block_ops(b).any(|o| {
                ir.regions(o)
                    .iter()
                    .any(|&r| !ir.region_blocks(r).is_empty())
            });
            if has_region {
                continue;
            }
            let arg_used_outside = ir
                .block_args(b)
                .iter()
                .any(|&a| ir.uses(a).any(|u| ir.parent_block(u.op) != Some(b)));
            if arg_used_outside {
                continue;
            }
            let data = BlockData::new(ir, b);
            if !clusters.iter_mut().any(|c| c.try_add(rw.ctx, ir, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    merge: Vec::new(),
                    operands: Vec::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.apply(rw);
        }
    }
    merged
}

/// Merges blocks of `regions` (and nested regions) that are identical up
/// to operands defined outside them. Returns whether anything changed.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        if merge_in_region(rw, r) {
            worklist.insert(r);
            changed = true;
        }
        for &b in rw.ir.region_blocks(r) {
            for o in rw.ir.block_ops(b) {
                for &nr in rw.ir.regions(o) {
                    worklist.insert(nr);
                }
            }
        }
    }
    changed
}

/// A LIFO of regions with set semantics (MLIR's `SetVector` worklist).
struct RegionWorklist {
    list: Vec<RegionId>,
    set: rustc_hash::FxHashSet<RegionId>,
}

impl RegionWorklist {
    fn new(regions: &[RegionId]) -> Self {
        let mut w = RegionWorklist {
            list: Vec::new(),
            set: Default::default(),
        };
        for &r in regions {
            w.insert(r);
        }
        w
    }
    fn insert(&mut self, r: RegionId) {
        if self.set.insert(r) {
            self.list.push(r);
        }
    }
    fn pop(&mut self) -> Option<RegionId> {
        let r = self.list.pop()?;
        self.set.remove(&r);
        Some(r)
    }
}

fn drop_in_block(rw: &mut Rewriter<'_>, b: BlockId) -> bool {
    let preds = rw.ir.block_predecessors(b);
    if preds.is_empty() {
        return false;
    }
    let mut erase = Vec::new();
    let args: Vec<Value> = rw.ir.block_args(b).to_vec();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, succ) in &preds {
            let Some(branch) = rw.ctx.op_def(rw.ir.op_name(t)).and_then(|d| d.branch) else {
                same = false;
                break;
            };
            let range = (branch.successor_operands)(rw.ctx, rw.ir, t, succ);
            let Some(&v) = rw.ir.operand_values(t)[range].get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            if c == arg {
                continue;
            }
            erase.push(i);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &i in erase.iter().rev() {
        rw.ir.erase_block_arg(b, i);
        for (t, succ) in rw.ir.block_predecessors(b) {
            edit_forwarded(rw, t, succ, |vals| {
                vals.remove(i);
            });
        }
    }
    !erase.is_empty()
}

/// Drops block arguments that receive the same value from every
/// predecessor. Returns whether anything changed.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
        for b in blocks {
            changed |= drop_in_block(rw, b);
            for o in rw.ir.block_ops(b) {
                for &nr in rw.ir.regions(o) {
                    worklist.insert(nr);
                }
            }
        }
    }
    changed
}
