//! `topological-sort` (MLIR's `TopologicalSort`): in regions without SSA
//! dominance (graph regions, e.g. a module's body), ops are reordered so
//! that each comes after the ops defining its operands, where possible.
//!
//! MLIR's order, kept so the output matches: repeated sweeps over the ops
//! not yet placed, each moving every ready op (all its operands, and those
//! of the ops nested in it, are block arguments or come from placed ops or
//! from outside the block) right after the placed prefix; a sweep that
//! places nothing gives up on the first unplaced op (a cycle) and goes on.
//! A block's terminator stays last.

use crate::passes::SimplePass;
use crate::{PassContext, PassFailed, PassInfo};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{BlockId, Ir, OpId, WalkOrder};
use rustc_hash::FxHashSet;

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "topological-sort",
    name: "TopologicalSort",
    description: "Sort regions without SSA dominance in topological order",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut blocks = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if ctx
            .op_def(ir.op_name(o))
            .is_some_and(|d| d.has(Traits::GRAPH_REGIONS))
        {
            for &r in ir.regions(o) {
                blocks.extend(ir.region_blocks(r).iter().copied());
            }
        }
    });
    for b in blocks {
        let is_term = |ir: &Ir, o: OpId| {
            ctx.op_def(ir.op_name(o))
                .is_some_and(|d| d.has(Traits::TERMINATOR))
        };
        let mut ops: Vec<OpId> = ir.block_ops(b).collect();
        if ops.last().is_some_and(|&o| is_term(ir, o)) {
            ops.pop();
        }
        sort_block(ir, b, ops);
    }
    Ok(())
}

/// Whether `op` (and everything nested in it) only uses values that are
/// block arguments, or are defined within `op` itself, or come from ops of
/// `b` already placed or from outside `b`.
fn is_ready(ir: &Ir, b: BlockId, op: OpId, unplaced: &FxHashSet<OpId>) -> bool {
    let mut ready = true;
    ir.walk(op, WalkOrder::PreOrder, &mut |_, o| {
        ready &= ir.operands(o).all(|v| {
            ir.defining_op(v)
                .and_then(|d| ir.ancestor_in_block(b, d))
                .is_none_or(|a| a == op || !unplaced.contains(&a))
        });
    });
    ready
}

fn sort_block(ir: &mut Ir, b: BlockId, ops: Vec<OpId>) {
    let Some(&last) = ops.last() else { return };
    // Everything from `next` on (up to the end of `ops`) is unplaced.
    let end = ir.next_op(last);
    let mut unplaced: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut next = ops.first().copied();
    while !unplaced.is_empty() {
        let mut placed_any = false;
        let mut cur = next;
        while cur.is_some() && cur != end {
            let o = cur.expect("checked");
            cur = ir.next_op(o);
            if !is_ready(ir, b, o, &unplaced) {
                continue;
            }
            unplaced.remove(&o);
            if Some(o) == next {
                next = ir.next_op(o).filter(|&n| Some(n) != end);
            } else if let Some(n) = next {
                ir.move_op_before(o, n);
            }
            placed_any = true;
        }
        if !placed_any {
            let Some(n) = next else { break };
            unplaced.remove(&n);
            next = ir.next_op(n).filter(|&x| Some(x) != end);
        }
    }
}
