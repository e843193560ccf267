//! Region simplification (MLIR's `RegionUtils.cpp`): erasing unreachable
//! blocks, removing dead ops and dead block arguments, and (aggressive
//! level) merging identical blocks.

use crate::context::Context;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::rewrite::effects::would_op_be_trivially_dead;
use crate::rewrite::Rewriter;
use crate::support::scratch::SlotTable;

/// Blocks of `r` in post-order of a depth-first walk from the entry block
/// along successors (in successor order), visiting only reachable blocks.
pub fn post_order(ir: &Ir, r: RegionId) -> Vec<BlockId> {
    let mut out = Vec::new();
    post_order_into(ir, r, &mut out);
    out
}

/// [`post_order`], appended to `out`.
fn post_order_into(ir: &Ir, r: RegionId, out: &mut Vec<BlockId>) {
    let blocks = ir.region_blocks(r);
    let Some(&entry) = blocks.first() else {
        return;
    };
    if blocks.len() == 1 {
        // A lone block can only branch to itself.
        out.push(entry);
        return;
    }
    let mut seen = SlotTable::new();
    seen.set(entry.index(), 1);
    // (block, index of the next successor to visit)
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs: &[BlockId] = match ir.last_op(b) {
            Some(t) => ir.successors(t),
            None => &[],
        };
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if ir.block_parent(s) == Some(r) && seen.get(s.index()) == 0 {
                seen.set(s.index(), 1);
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
}

/// The post-orders of the regions one [`run_region_dce`] visits, each
/// computed once: the run erases only non-terminator ops, so no region's
/// block graph changes under it. Kept flat (a range per region) so that
/// walking one while recursing into nested regions borrows nothing.
#[derive(Default)]
struct PostOrders {
    /// Region index -> 1 + its entry in `ranges`.
    index: SlotTable,
    ranges: Vec<(u32, u32)>,
    blocks: Vec<BlockId>,
}

impl PostOrders {
    /// The range of `blocks` holding `r`'s post-order.
    fn of(&mut self, ir: &Ir, r: RegionId) -> std::ops::Range<usize> {
        let k = self.index.get(r.index());
        let (start, end) = if k != 0 {
            self.ranges[k as usize - 1]
        } else {
            let start = self.blocks.len() as u32;
            post_order_into(ir, r, &mut self.blocks);
            let range = (start, self.blocks.len() as u32);
            self.ranges.push(range);
            self.index.set(r.index(), self.ranges.len() as u32);
            range
        };
        start as usize..end as usize
    }
}

/// Erases the blocks of `regions` (and of regions nested in reachable
/// blocks) that cannot be reached from their region's entry block. Returns
/// whether any block was erased.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() == 1 {
            for o in rw.ir.block_ops(blocks[0]) {
                worklist.extend_from_slice(rw.ir.regions(o));
            }
            continue;
        }
        let reachable: rustc_hash::FxHashSet<BlockId> = post_order(rw.ir, r).into_iter().collect();
        for b in blocks {
            if !reachable.contains(&b) {
                drop_defined_value_uses(rw.ir, b);
                rw.erase_block(b);
                erased = true;
                continue;
            }
            for o in rw.ir.block_ops(b) {
                worklist.extend_from_slice(rw.ir.regions(o));
            }
        }
    }
    erased
}

/// Makes the values defined in `b` (arguments, results, nested) unused from
/// outside `b`, so that it can be erased (MLIR's `dropAllDefinedValueUses`):
/// an unreachable block's values may be used by other unreachable blocks.
/// Such a user is unreachable too and will be erased with its own block, so
/// its operand list is simply emptied (our operands cannot be null).
fn drop_defined_value_uses(ir: &mut Ir, b: BlockId) {
    let mut defined: Vec<Value> = ir.block_args(b).to_vec();
    let ops: Vec<OpId> = ir.block_ops(b).collect();
    for o in ops {
        ir.walk(o, crate::ir::WalkOrder::PreOrder, &mut |_, n| {
            defined.extend(ir.results(n));
            for &r in ir.regions(n) {
                for &nb in ir.region_blocks(r) {
                    defined.extend_from_slice(ir.block_args(nb));
                }
            }
        });
    }
    for v in defined {
        let users: Vec<OpId> = ir.uses(v).map(|u| u.op).collect();
        for u in users {
            if !block_contains(ir, b, u) {
                // The user is unreachable too (a reachable block cannot use
                // a value of an unreachable one): drop all its operands.
                ir.set_operands(u, &[]);
            }
        }
    }
}

fn block_contains(ir: &Ir, b: BlockId, mut op: OpId) -> bool {
    loop {
        let Some(pb) = ir.parent_block(op) else {
            return false;
        };
        if pb == b {
            return true;
        }
        match ir.block_parent_op(pb) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// Liveness facts for [`run_region_dce`], indexed by entity id (in
/// [`SlotTable`]s: a run on one function costs only what it touches).
#[derive(Default)]
struct LiveMap {
    ops: SlotTable,
    values: SlotTable,
    changed: bool,
    orders: PostOrders,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.get(op.index()) != 0
    }
    fn value_live(&self, v: Value) -> bool {
        self.values.get(v.index()) != 0
    }
    fn set_op(&mut self, op: OpId) {
        if !self.op_live(op) {
            self.ops.set(op.index(), 1);
            self.changed = true;
        }
    }
    fn set_value(&mut self, v: Value) {
        if !self.value_live(v) {
            self.values.set(v.index(), 1);
            self.changed = true;
        }
    }
}

fn is_terminator(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::TERMINATOR))
}

/// The block argument of a successor that operand `index` of the
/// terminator `op` is forwarded to, if known.
fn successor_block_argument(ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Option<Value> {
    let branch = ctx.op_def(ir.op_name(op))?.branch?;
    for (i, &s) in ir.successors(op).iter().enumerate() {
        let range = (branch.successor_operands)(ctx, ir, op, i);
        if range.contains(&index) {
            return ir.block_args(s).get(index - range.start).copied();
        }
    }
    None
}

fn process_value(ctx: &Context, ir: &Ir, v: Value, live: &mut LiveMap) {
    let proved = ir.uses(v).any(|u| {
        if is_terminator(ctx, ir, u.op) {
            if let Some(arg) = successor_block_argument(ctx, ir, u.op, u.index as usize) {
                if !live.value_live(arg) {
                    return false;
                }
            }
        }
        live.op_live(u.op)
    });
    if proved {
        // A result is live when its op is (MLIR tracks results by owner).
        match ir.defining_op(v) {
            Some(op) => live.set_op(op),
            None => live.set_value(v),
        }
    }
}

fn propagate_terminator(ctx: &Context, ir: &Ir, op: OpId, live: &mut LiveMap) {
    live.set_op(op);
    let branch = ctx.op_def(ir.op_name(op)).and_then(|d| d.branch);
    if branch.is_none() {
        for &s in ir.successors(op) {
            for &a in ir.block_args(s) {
                live.set_value(a);
            }
        }
    }
    // With the branch interface, forwarded operands are reasoned about one
    // by one (no successor produces operands of its own here).
}

fn propagate_op(ctx: &Context, ir: &Ir, op: OpId, live: &mut LiveMap) {
    for &r in ir.regions(op) {
        crate::support::stack::grow(|| propagate_region(ctx, ir, r, live));
    }
    if is_terminator(ctx, ir, op) {
        return propagate_terminator(ctx, ir, op, live);
    }
    if live.op_live(op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, ir, op) {
        live.set_op(op);
        return;
    }
    for v in ir.results(op) {
        process_value(ctx, ir, v, live);
    }
}

fn propagate_region(ctx: &Context, ir: &Ir, r: RegionId, live: &mut LiveMap) {
    let entry = ir.entry_block(r);
    for i in live.orders.of(ir, r) {
        let b = live.orders.blocks[i];
        let mut cur = ir.last_op(b);
        while let Some(o) = cur {
            cur = ir.prev_op(o);
            propagate_op(ctx, ir, o, live);
        }
        if Some(b) == entry {
            continue;
        }
        for &a in ir.block_args(b) {
            if !live.value_live(a) {
                process_value(ctx, ir, a, live);
            }
        }
    }
}

fn erase_terminator_successor_operands(ctx: &Context, ir: &mut Ir, term: OpId, live: &LiveMap) {
    let Some(branch) = ctx.op_def(ir.op_name(term)).and_then(|d| d.branch) else {
        return;
    };
    let n = ir.successors(term).len();
    for succ in (0..n).rev() {
        let s = ir.successors(term)[succ];
        let range = (branch.successor_operands)(ctx, ir, term, succ);
        let operands: Vec<Value> = ir.operand_values(term)[range].to_vec();
        let kept: Vec<Value> = operands
            .iter()
            .enumerate()
            .filter(|&(i, _)| ir.block_args(s).get(i).is_none_or(|&a| live.value_live(a)))
            .map(|(_, &v)| v)
            .collect();
        if kept.len() != operands.len() {
            (branch.set_successor_operands)(ctx, ir, term, succ, &kept);
        }
    }
}

fn delete_deadness(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &mut LiveMap) -> bool {
    let mut erased = false;
    for &r in regions {
        let blocks = rw.ir.region_blocks(r);
        if blocks.is_empty() {
            continue;
        }
        let single = blocks.len() == 1;
        for i in live.orders.of(rw.ir, r) {
            let b = live.orders.blocks[i];
            if !single {
                if let Some(t) = rw.ir.last_op(b) {
                    erase_terminator_successor_operands(rw.ctx, rw.ir, t, live);
                }
            }
            let mut cur = rw.ir.last_op(b);
            while let Some(o) = cur {
                cur = rw.ir.prev_op(o);
                if !live.op_live(o) {
                    if rw.ir.results(o).any(|v| rw.ir.has_uses(v)) {
                        // Only a graph region can keep uses of a dead op
                        // here (a use-def cycle); leave such ops alone.
                        continue;
                    }
                    erased = true;
                    rw.erase_op(o);
                } else {
                    let nested: Vec<RegionId> = rw.ir.regions(o).to_vec();
                    erased |= crate::support::stack::grow(|| delete_deadness(rw, &nested, live));
                }
            }
        }
        let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
        for &b in blocks.iter().skip(1) {
            let n = rw.ir.block_args(b).len();
            for i in (0..n).rev() {
                let a = rw.ir.block_args(b)[i];
                if !live.value_live(a) && !rw.ir.has_uses(a) {
                    rw.ir.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

/// Removes ops whose results are unused (transitively) and block arguments
/// no live value flows into (MLIR's `runRegionDCE`). Entry block arguments
/// are kept. Returns whether any op was erased.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw.ctx, rw.ir, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &mut live)
}

/// MLIR's `simplifyRegions`: unreachable blocks, dead code, and with
/// `merge_blocks` identical blocks and redundant arguments. Returns whether
/// anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let a = erase_unreachable_blocks(rw, regions);
    let b = run_region_dce(rw, regions);
    let mut c = false;
    if merge_blocks {
        c = super::merge::merge_identical_blocks(rw, regions);
        c |= super::merge::drop_redundant_arguments(rw, regions);
    }
    a || b || c
}
