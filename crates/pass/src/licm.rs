//! `loop-invariant-code-motion`: hoists ops whose operands are defined
//! outside a loop, and that have no memory effects and may be executed
//! speculatively, out of every loop-like op (an op whose definition has
//! `loop_regions`, MLIR's `LoopLikeOpInterface`).
//!
//! Loops are visited in post-order, so inner loops are emptied first and
//! what they hoist may move further out. Within a loop region the ops are
//! considered in order from a FIFO worklist; when an op moves out, its
//! users at the top level of the region are queued again, as in MLIR's
//! `moveLoopInvariantCode`.

use crate::passes::SimplePass;
use crate::{PassContext, PassFailed, PassInfo};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, RegionId, Value, ValueDef, WalkOrder};
use rmlir_core::rewrite::effects::{is_memory_effect_free, is_speculatable};
use rmlir_core::Context;
use std::collections::VecDeque;

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "loop-invariant-code-motion",
    name: "LoopInvariantCodeMotion",
    description: "Hoist loop invariant instructions outside of the loop",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut loops = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if let Some(f) = ctx.op_def(ir.op_name(o)).and_then(|d| d.loop_regions) {
            loops.push((o, f));
        }
    });
    let mut moved = 0usize;
    for (l, regions) in loops {
        for r in regions(ir, l) {
            moved += hoist_from(ctx, ir, l, r);
        }
    }
    if moved == 0 {
        cx.mark_all_analyses_preserved();
    }
    Ok(())
}

/// The op whose region holds `v`'s definition.
fn value_scope(ir: &Ir, v: Value) -> Option<OpId> {
    let block = match ir.value(v).def {
        ValueDef::Result { op, .. } => ir.parent_block(op)?,
        ValueDef::Arg { block, .. } => block,
    };
    ir.block_parent_op(block)
}

fn region_of(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.block_parent(ir.parent_block(op)?)
}

/// MLIR's `canBeHoisted`: not a terminator, and every value used in it
/// (ignoring values defined within it) is defined outside the loop.
fn can_be_hoisted(ctx: &Context, ir: &Ir, op: OpId, lp: OpId) -> bool {
    if ctx
        .op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::TERMINATOR))
    {
        return false;
    }
    let mut ok = true;
    ir.walk(op, WalkOrder::PreOrder, &mut |_, child| {
        if !ok {
            return;
        }
        for v in ir.operands(child) {
            let scope = value_scope(ir, v);
            if scope.is_some_and(|s| ir.is_ancestor(op, s)) {
                continue;
            }
            // Defined outside the loop: not in the loop op or below it.
            if scope.is_some_and(|s| ir.is_ancestor(lp, s)) {
                ok = false;
                return;
            }
        }
    });
    ok
}

/// Hoists the invariant ops of region `r` of loop `lp`; returns how many
/// moved.
fn hoist_from(ctx: &Context, ir: &mut Ir, lp: OpId, r: RegionId) -> usize {
    let mut work: VecDeque<OpId> = VecDeque::new();
    for &b in ir.region_blocks(r) {
        work.extend(ir.block_ops(b));
    }
    let mut moved = 0;
    while let Some(op) = work.pop_front() {
        if region_of(ir, op) != Some(r) {
            continue;
        }
        if !can_be_hoisted(ctx, ir, op, lp)
            || !is_memory_effect_free(ctx, ir, op)
            || !is_speculatable(ctx, ir, op)
        {
            continue;
        }
        ir.move_op_before(op, lp);
        moved += 1;
        let results: Vec<Value> = ir.results(op).collect();
        for v in results {
            for u in ir.uses(v) {
                if region_of(ir, u.op) == Some(r) {
                    work.push_back(u.op);
                }
            }
        }
    }
    moved
}
