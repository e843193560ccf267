//! `mem2reg`: promotes memory slots to SSA values (MLIR 22's `Mem2Reg`).
//!
//! The allocators of each region of the op the pass runs on (ops with a
//! `PromotableAllocationInterface`, in walk order) are tried in rounds until
//! a round promotes nothing; an allocator whose slot was promoted is not
//! tried again. A slot with no use is left alone. For one slot:
//!
//! - *Analysis* (no mutation). Every use of the slot pointer blocks
//!   promotion and its user must be able to drop it: a
//!   `PromotableMemOpInterface` op (which must sit in the slot's own region:
//!   uses in nested regions, such as under `scf.if`, prevent promotion) or a
//!   `PromotableOpInterface` op, which may in turn ask for uses of its
//!   results to be dropped. Slots of graph regions are not promoted. Blocks
//!   needing a new argument ("merge points") are the iterated dominance
//!   frontier of the blocks storing to the slot, pruned to the blocks where
//!   the slot's value is live on entry (LLVM's `IDFCalculator` with live-in
//!   blocks). Every predecessor of a merge point must end in a branch.
//! - *Promotion*. The dominator tree is walked from the entry block: a merge
//!   point gets a new last argument of the slot's element type, each op's
//!   reaching definition is recorded and stores update it; branches append
//!   the definition reaching their end to the operands of successors that
//!   are merge points. Branches from unreachable blocks pass the default
//!   value, which is created lazily (by the allocator, `ub.poison` for
//!   `memref.alloca`) at the start of the slot's block. The blocking uses
//!   are then removed in reverse dominance order (loads are replaced by
//!   their reaching definition, or the default when none reaches them), the
//!   ops that asked are erased, and the allocator is told (an unused default
//!   value and the alloca are erased).
//!
//! `region-simplify` is accepted and, as in mlir-opt 22, changes nothing.

use crate::memory_slot::{after, block_start, collect_ops, hooks, value_loc};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{BlockId, Builder, Ir, OpId, RegionId, UseRef, Value};
use rmlir_core::memory_slot::{DeletionKind, MemorySlot, PromotableAllocationInterface};
use rmlir_core::verify::dominance::DominanceInfo;
use rmlir_core::Context;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BinaryHeap;

/// The registry entry of `mem2reg`.
pub static INFO: PassInfo = PassInfo {
    argument: "mem2reg",
    name: "Mem2Reg",
    description: "Promotes memory slots into values.",
    options: &[OptionSpec {
        name: "region-simplify",
        description: "Perform control flow optimizations to the region tree",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(true),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut trees = DomTrees::default();
    for r in ir.regions(op).to_vec() {
        if ir.region_blocks(r).is_empty() {
            continue;
        }
        let allocators = collect_ops(ctx, ir, r, |h| h.promotable_allocation.is_some());
        promote_slots(ctx, ir, &mut trees, allocators);
    }
    Ok(())
}

/// Promotes the slots of `allocators` in rounds, as MLIR's
/// `tryToPromoteMemorySlots`; returns whether anything was promoted.
fn promote_slots(ctx: &Context, ir: &mut Ir, trees: &mut DomTrees, allocators: Vec<OpId>) -> bool {
    let mut work = allocators;
    let mut any = false;
    loop {
        let mut next = Vec::with_capacity(work.len());
        let mut changed = false;
        for alloc in work {
            let mut promoted = false;
            if ir.is_op_alive(alloc) {
                if let Some(ah) = hooks(ctx, ir, alloc).promotable_allocation {
                    for slot in (ah.promotable_slots)(ctx, ir, alloc) {
                        if !ir.has_uses(slot.ptr) {
                            continue;
                        }
                        let Some(info) = analyze(ctx, ir, trees, &slot) else {
                            continue;
                        };
                        let new = Promoter::new(slot, alloc, ah, info).promote(ctx, ir, trees);
                        next.extend(new);
                        promoted = true;
                        break;
                    }
                }
                if !promoted {
                    next.push(alloc);
                }
            }
            changed |= promoted;
        }
        if !changed {
            return any;
        }
        any = true;
        work = next;
    }
}

/// Facts computed once for the whole pass: the dominator trees of the
/// regions looked at, with each block's depth, and the positions of ops in
/// their blocks. Promotion changes neither: it adds no block or branch,
/// moves no op, and the ops it inserts (default values) never use a slot.
#[derive(Default)]
struct DomTrees {
    dom: DominanceInfo,
    trees: FxHashMap<RegionId, Tree>,
    positions: FxHashMap<OpId, u32>,
    numbered: FxHashSet<BlockId>,
}

struct Tree {
    children: FxHashMap<BlockId, Vec<BlockId>>,
    level: FxHashMap<BlockId, u32>,
}

impl DomTrees {
    /// The position of `op` in its block, numbering the block on first use
    /// (ops created since then come last).
    fn position(&mut self, ir: &Ir, op: OpId) -> u32 {
        if let Some(b) = ir.parent_block(op) {
            if self.numbered.insert(b) {
                for (i, o) in ir.block_ops(b).enumerate() {
                    self.positions.insert(o, i as u32);
                }
            }
        }
        self.positions.get(&op).copied().unwrap_or(u32::MAX)
    }

    /// The dominator tree of multi-block region `r` (the CFG does not change
    /// during the pass, so it is computed once).
    fn tree(&mut self, ir: &Ir, r: RegionId) -> &Tree {
        let dom = &mut self.dom;
        self.trees.entry(r).or_insert_with(|| {
            let children = dom.dominator_tree_children(ir, r);
            let mut level = FxHashMap::default();
            if let Some(&entry) = ir.region_blocks(r).first() {
                let mut stack = vec![(entry, 0u32)];
                while let Some((b, l)) = stack.pop() {
                    level.insert(b, l);
                    for &c in children.get(&b).map_or(&[][..], |v| v.as_slice()) {
                        stack.push((c, l + 1));
                    }
                }
            }
            Tree { children, level }
        })
    }
}

/// What the analysis of one slot found.
struct PromotionInfo {
    /// Ops whose uses of the slot (or of values derived from it) must go,
    /// with those uses, in discovery order.
    blocking: Vec<(OpId, Vec<UseRef>)>,
    /// The ops of `blocking`.
    blocking_ops: FxHashSet<OpId>,
    /// The blocks holding ops of `blocking`.
    blocking_blocks: FxHashSet<BlockId>,
    /// Blocks that get a new argument.
    merge_points: FxHashSet<BlockId>,
}

/// The successor blocks of `b` (those of its terminator).
fn successors(ir: &Ir, b: BlockId) -> &[BlockId] {
    ir.last_op(b).map_or(&[], |t| ir.successors(t))
}

/// MLIR's `MemorySlotPromotionAnalyzer::computeInfo`.
fn analyze(
    ctx: &Context,
    ir: &Ir,
    trees: &mut DomTrees,
    slot: &MemorySlot,
) -> Option<PromotionInfo> {
    let slot_block = ir.value_block(slot.ptr)?;
    let region = ir.block_parent(slot_block)?;
    if let Some(parent) = ir.region_parent(region) {
        if ctx
            .op_def(ir.op_name(parent))
            .is_some_and(|d| d.has(Traits::GRAPH_REGIONS))
        {
            return None;
        }
    }

    // Blocking uses, by user, propagated to the uses the users ask for.
    let mut blocking: Vec<(OpId, Vec<UseRef>)> = Vec::new();
    let mut index: FxHashMap<OpId, usize> = FxHashMap::default();
    let mut add_use = |blocking: &mut Vec<(OpId, Vec<UseRef>)>, u: UseRef| {
        let i = *index.entry(u.op).or_insert_with(|| {
            blocking.push((u.op, Vec::new()));
            blocking.len() - 1
        });
        if !blocking[i].1.contains(&u) {
            blocking[i].1.push(u);
        }
    };
    for u in ir.uses(slot.ptr) {
        add_use(&mut blocking, u);
    }
    let mut i = 0;
    while i < blocking.len() {
        let (user, uses) = (blocking[i].0, blocking[i].1.clone());
        i += 1;
        let h = hooks(ctx, ir, user);
        let mut new_uses = Vec::new();
        if let Some(p) = h.promotable_op {
            if !(p.can_uses_be_removed)(ctx, ir, user, &uses, &mut new_uses) {
                return None;
            }
        } else if let Some(m) = h.promotable_mem_op {
            if !(m.can_uses_be_removed)(ctx, ir, user, slot, &uses, &mut new_uses) {
                return None;
            }
            // Reaching definitions are only known in the slot's region.
            let user_region = ir.parent_block(user).and_then(|b| ir.block_parent(b));
            if user_region != Some(region) {
                return None;
            }
        } else {
            return None;
        }
        for u in new_uses {
            add_use(&mut blocking, u);
        }
    }

    let mut merge_points = FxHashSet::default();
    if ir.region_blocks(region).len() > 1 {
        let mut defining = FxHashSet::default();
        let mut user_blocks = Vec::new();
        for u in ir.uses(slot.ptr) {
            let Some(b) = ir.parent_block(u.op) else {
                continue;
            };
            user_blocks.push((b, u.op));
            if hooks(ctx, ir, u.op)
                .promotable_mem_op
                .is_some_and(|m| (m.stores_to)(ctx, ir, u.op, slot))
            {
                defining.insert(b);
            }
        }
        let live_in = live_in_blocks(ctx, ir, trees, slot, &user_blocks, &defining);
        let tree = trees.tree(ir, region);
        merge_points = pruned_idf(ir, tree, &defining, &live_in);
    }

    // Every predecessor of a merge point must be able to pass a value.
    for &m in &merge_points {
        for e in ir.block_pred_edges(m) {
            let is_branch = ctx
                .op_def(ir.op_name(e.op))
                .is_some_and(|d| d.branch.is_some());
            if !is_branch {
                return None;
            }
        }
    }
    Some(PromotionInfo {
        blocking_ops: blocking.iter().map(|(o, _)| *o).collect(),
        blocking_blocks: blocking
            .iter()
            .filter_map(|(o, _)| ir.parent_block(*o))
            .collect(),
        blocking,
        merge_points,
    })
}

/// The blocks on entry to which the slot's value may be read before being
/// overwritten: blocks whose first access to the slot loads it, and
/// (transitively) predecessors of such blocks that do not store to it.
/// `users` are the slot's users with their blocks.
fn live_in_blocks(
    ctx: &Context,
    ir: &Ir,
    trees: &mut DomTrees,
    slot: &MemorySlot,
    users: &[(BlockId, OpId)],
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    // The first op of each block that loads or stores the slot (any such op
    // uses the slot pointer), and whether it loads.
    let mut first: FxHashMap<BlockId, (u32, bool)> = FxHashMap::default();
    for &(b, op) in users {
        let Some(m) = hooks(ctx, ir, op).promotable_mem_op else {
            continue;
        };
        let loads = (m.loads_from)(ctx, ir, op, slot);
        if !loads && !(m.stores_to)(ctx, ir, op, slot) {
            continue;
        }
        let pos = trees.position(ir, op);
        let e = first.entry(b).or_insert((pos, loads));
        if pos < e.0 {
            *e = (pos, loads);
        }
    }
    let mut work: Vec<BlockId> = first
        .iter()
        .filter(|(_, &(_, loads))| loads)
        .map(|(&b, _)| b)
        .collect();
    let mut live_in = FxHashSet::default();
    while let Some(b) = work.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for e in ir.block_pred_edges(b) {
            if let Some(p) = ir.parent_block(e.op) {
                if !defining.contains(&p) {
                    work.push(p);
                }
            }
        }
    }
    live_in
}

/// The iterated dominance frontier of `defining`, pruned to `live_in`
/// (LLVM's `IDFCalculator`): roots are taken deepest first, and each walks
/// the dominator subtree it heads, looking for edges that leave it to a
/// block no deeper than the root.
fn pruned_idf(
    ir: &Ir,
    tree: &Tree,
    defining: &FxHashSet<BlockId>,
    live_in: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut result = FxHashSet::default();
    let mut queue: BinaryHeap<(u32, u32)> = BinaryHeap::new();
    // Blocks by a dense number, for the heap.
    let mut blocks: Vec<BlockId> = Vec::new();
    let push =
        |queue: &mut BinaryHeap<(u32, u32)>, blocks: &mut Vec<BlockId>, b: BlockId, l: u32| {
            blocks.push(b);
            queue.push((l, blocks.len() as u32 - 1));
        };
    let mut visited_queue = FxHashSet::default();
    let mut visited_walk = FxHashSet::default();
    for &d in defining {
        if let Some(&l) = tree.level.get(&d) {
            push(&mut queue, &mut blocks, d, l);
            visited_walk.insert(d);
        }
    }
    while let Some((root_level, i)) = queue.pop() {
        let root = blocks[i as usize];
        let mut walk = vec![root];
        visited_walk.insert(root);
        while let Some(b) = walk.pop() {
            for &s in successors(ir, b) {
                let Some(&sl) = tree.level.get(&s) else {
                    continue;
                };
                if sl > root_level || !visited_queue.insert(s) || !live_in.contains(&s) {
                    continue;
                }
                result.insert(s);
                if !defining.contains(&s) {
                    push(&mut queue, &mut blocks, s, sl);
                }
            }
            for &c in tree.children.get(&b).map_or(&[][..], |v| v.as_slice()) {
                if visited_walk.insert(c) {
                    walk.push(c);
                }
            }
        }
    }
    result
}

/// The state of promoting one slot (MLIR's `MemorySlotPromoter`).
struct Promoter {
    slot: MemorySlot,
    allocator: OpId,
    hooks: PromotableAllocationInterface,
    info: PromotionInfo,
    default: Option<Value>,
    /// The definition reaching each blocking memory op, and the order the
    /// walk met it in (a dominance order).
    reaching: FxHashMap<OpId, (Value, usize)>,
    /// The value each store left in the slot.
    stored: FxHashMap<OpId, Value>,
    /// The blocks the dominator-tree walk reached (the others are
    /// unreachable).
    visited: FxHashSet<BlockId>,
}

impl Promoter {
    fn new(
        slot: MemorySlot,
        allocator: OpId,
        hooks: PromotableAllocationInterface,
        info: PromotionInfo,
    ) -> Self {
        Promoter {
            slot,
            allocator,
            hooks,
            info,
            default: None,
            reaching: FxHashMap::default(),
            stored: FxHashMap::default(),
            visited: FxHashSet::default(),
        }
    }

    /// The slot's content before any store, created on first use at the
    /// start of the slot's block.
    fn default_value(&mut self, ctx: &Context, ir: &mut Ir) -> Value {
        if let Some(d) = self.default {
            return d;
        }
        let point = ir.value_block(self.slot.ptr).map(|b| block_start(ir, b));
        let mut b = Builder::new(ctx, ir);
        b.point = point;
        let d = (self.hooks.default_value)(&mut b, self.allocator, &self.slot);
        self.default = Some(d);
        d
    }

    /// Promotes the slot; returns a new allocator to try, if any.
    fn promote(mut self, ctx: &Context, ir: &mut Ir, trees: &mut DomTrees) -> Option<OpId> {
        let block = ir.value_block(self.slot.ptr)?;
        let region = ir.block_parent(block)?;
        let mut seq = 0usize;
        let entry = *ir.region_blocks(region).first()?;
        if ir.region_blocks(region).len() == 1 {
            self.promote_in_block(ctx, ir, entry, None, &mut seq);
        } else {
            let tree = trees.tree(ir, region);
            let mut stack: Vec<(BlockId, Option<Value>)> = vec![(entry, None)];
            while let Some((b, mut def)) = stack.pop() {
                if self.info.merge_points.contains(&b) {
                    let loc = value_loc(ir, self.slot.ptr);
                    let arg = ir.add_block_arg(b, self.slot.elem_type, loc);
                    let point = block_start(ir, b);
                    let mut builder = Builder::new(ctx, ir);
                    builder.set_insertion_point(point);
                    (self.hooks.handle_block_argument)(
                        &mut builder,
                        self.allocator,
                        &self.slot,
                        arg,
                    );
                    def = Some(arg);
                }
                def = self.promote_in_block(ctx, ir, b, def, &mut seq);
                self.forward_to_merge_points(ctx, ir, b, &mut def);
                for &c in tree.children.get(&b).map_or(&[][..], |v| v.as_slice()) {
                    stack.push((c, def));
                }
            }
            // Branches from unreachable blocks pass the default value.
            let mut merge_points: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
            merge_points.sort_unstable();
            for m in merge_points {
                let edges: Vec<UseRef> = ir.block_pred_edges(m).collect();
                for e in edges {
                    let from = ir.parent_block(e.op);
                    if from.is_some_and(|f| !self.visited.contains(&f)) {
                        let d = self.default_value(ctx, ir);
                        append_successor_operand(ctx, ir, e.op, e.index as usize, d);
                    }
                }
            }
        }
        self.remove_blocking_uses(ctx, ir);
        let mut b = Builder::new(ctx, ir);
        (self.hooks.handle_promotion_complete)(&mut b, self.allocator, &self.slot, self.default)
    }

    /// Records the definitions reaching the blocking memory ops of `b` and
    /// returns the one reaching its end.
    fn promote_in_block(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        b: BlockId,
        mut def: Option<Value>,
        seq: &mut usize,
    ) -> Option<Value> {
        self.visited.insert(b);
        // Only blocks with users of the slot change the reaching definition.
        if !self.info.blocking_blocks.contains(&b) {
            return def;
        }
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for op in ops {
            let Some(m) = hooks(ctx, ir, op).promotable_mem_op else {
                continue;
            };
            if self.info.blocking_ops.contains(&op) {
                let d = match def {
                    Some(d) => d,
                    None => self.default_value(ctx, ir),
                };
                *seq += 1;
                self.reaching.entry(op).or_insert((d, *seq));
            }
            if (m.stores_to)(ctx, ir, op, &self.slot) {
                let d = match def {
                    Some(d) => d,
                    None => self.default_value(ctx, ir),
                };
                let Some(point) = after(ir, op) else {
                    continue;
                };
                let mut builder = Builder::new(ctx, ir);
                builder.set_insertion_point(point);
                let v = (m.get_stored)(&mut builder, op, &self.slot, d);
                self.stored.insert(op, v);
                def = Some(v);
            }
        }
        def
    }

    /// Appends the definition reaching the end of `b` to the operands its
    /// terminator passes to merge points.
    fn forward_to_merge_points(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        b: BlockId,
        def: &mut Option<Value>,
    ) {
        let Some(term) = ir.last_op(b) else {
            return;
        };
        if ctx
            .op_def(ir.op_name(term))
            .and_then(|d| d.branch)
            .is_none()
        {
            return;
        }
        let succs = ir.successors(term).to_vec();
        for (i, s) in succs.into_iter().enumerate() {
            if self.info.merge_points.contains(&s) {
                let d = match *def {
                    Some(d) => d,
                    None => {
                        let d = self.default_value(ctx, ir);
                        *def = Some(d);
                        d
                    }
                };
                append_successor_operand(ctx, ir, term, i, d);
            }
        }
    }

    /// Removes the blocking uses, later ops first, then erases the ops that
    /// asked for it.
    fn remove_blocking_uses(&mut self, ctx: &Context, ir: &mut Ir) {
        let mut order: Vec<(usize, usize)> = self
            .info
            .blocking
            .iter()
            .enumerate()
            .map(|(i, (op, _))| (self.reaching.get(op).map_or(usize::MAX, |r| r.1), i))
            .collect();
        order.sort_unstable_by(|a, b| b.cmp(a));
        let mut to_erase = Vec::new();
        let mut to_visit = Vec::new();
        let mut replaced = Vec::new();
        for (_, i) in order {
            let (op, uses) = self.info.blocking[i].clone();
            let h = hooks(ctx, ir, op);
            let Some(point) = after(ir, op) else {
                continue;
            };
            if let Some(m) = h.promotable_mem_op {
                let d = match self.reaching.get(&op) {
                    Some(&(d, _)) => d,
                    None => self.default_value(ctx, ir),
                };
                let mut b = Builder::new(ctx, ir);
                b.set_insertion_point(point);
                if (m.remove_blocking_uses)(&mut b, op, &self.slot, &uses, d)
                    == DeletionKind::Delete
                {
                    to_erase.push(op);
                }
                if (m.stores_to)(ctx, ir, op, &self.slot) {
                    if let Some(&v) = self.stored.get(&op) {
                        replaced.push((op, v));
                    }
                }
            } else if let Some(p) = h.promotable_op {
                let mut b = Builder::new(ctx, ir);
                b.set_insertion_point(point);
                if (p.remove_blocking_uses)(&mut b, op, &uses) == DeletionKind::Delete {
                    to_erase.push(op);
                }
                if let Some(visit) = p.visit_replaced_values {
                    to_visit.push((op, visit));
                }
            }
        }
        for (op, visit) in to_visit {
            if let Some(point) = after(ir, op) {
                let mut b = Builder::new(ctx, ir);
                b.set_insertion_point(point);
                visit(&mut b, op, &replaced);
            }
        }
        for op in to_erase {
            if ir.is_op_alive(op) && (0..ir.num_results(op)).all(|i| !ir.has_uses(ir.result(op, i)))
            {
                ir.erase_op(op);
            }
        }
    }
}

/// Appends `v` to the operands `term` passes to its successor `i`.
fn append_successor_operand(ctx: &Context, ir: &mut Ir, term: OpId, i: usize, v: Value) {
    let Some(branch) = ctx.op_def(ir.op_name(term)).and_then(|d| d.branch) else {
        return;
    };
    let range = (branch.successor_operands)(ctx, ir, term, i);
    let mut vals: Vec<Value> = ir.operand_values(term)[range].to_vec();
    vals.push(v);
    (branch.set_successor_operands)(ctx, ir, term, i, &vals);
}
