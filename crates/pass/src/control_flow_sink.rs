//! `control-flow-sink` (MLIR's `ControlFlowSink`): ops without memory
//! effects whose only users are inside a region that runs at most once
//! (per the op's invocation bounds, e.g. either side of `scf.if`) move into
//! that region, to the start of its entry block, so they only run when
//! needed.
//!
//! Region-branch ops are visited in post order; in each candidate region
//! the ops are taken from a stack seeded with the region's top-level ops
//! (last first), and the producers of their operands are sunk, the sunk
//! ops being pushed in turn, as MLIR does (so sunk chains keep their
//! order at the front of the block).

use crate::passes::SimplePass;
use crate::{PassContext, PassFailed, PassInfo};
use rmlir_core::ir::{Ir, OpId, RegionId, WalkOrder};
use rmlir_core::rewrite::effects::is_memory_effect_free;
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::Context;

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "control-flow-sink",
    name: "ControlFlowSink",
    description: "Sink operations into conditional blocks",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut branches = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if ctx
            .op_def(ir.op_name(o))
            .is_some_and(|d| d.region_branch.is_some())
        {
            branches.push(o);
        }
    });
    let mut sunk = 0usize;
    for b in branches {
        for r in singly_executed_regions(ctx, ir, b) {
            if !ir.region_blocks(r).is_empty() {
                sunk += sink_region(ctx, ir, r);
            }
        }
    }
    if sunk == 0 {
        cx.mark_all_analyses_preserved();
    }
    Ok(())
}

/// The regions of `op` known to run at most once each time it runs.
fn singly_executed_regions(ctx: &Context, ir: &Ir, op: OpId) -> Vec<RegionId> {
    let Some(bounds) = ctx
        .op_def(ir.op_name(op))
        .and_then(|d| d.region_branch)
        .and_then(|rb| rb.invocation_bounds)
    else {
        return Vec::new();
    };
    let consts: Vec<_> = ir
        .operands(op)
        .map(|v| value_constant(ctx, ir, v))
        .collect();
    ir.regions(op)
        .iter()
        .zip(bounds(ctx, ir, op, &consts))
        .filter(|(_, (_, upper))| upper.is_some_and(|u| u <= 1))
        .map(|(&r, _)| r)
        .collect()
}

/// Whether `op` (defined outside `region`) is only used inside it: the
/// entry block dominates every block of its region.
fn all_users_inside(ir: &Ir, op: OpId, region: RegionId) -> bool {
    let Some(owner) = ir.region_parent(region) else {
        return false;
    };
    ir.results(op).all(|v| {
        ir.uses(v).all(|u| {
            let mut cur = u.op;
            loop {
                let Some(parent) = ir.parent_op(cur) else {
                    return false;
                };
                if parent == owner {
                    return ir.parent_block(cur).and_then(|b| ir.block_parent(b)) == Some(region);
                }
                cur = parent;
            }
        })
    })
}

fn sink_region(ctx: &Context, ir: &mut Ir, region: RegionId) -> usize {
    let mut stack: Vec<OpId> = ir
        .region_blocks(region)
        .iter()
        .flat_map(|&b| ir.block_ops(b))
        .collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = ir.operands(user).collect();
        for v in operands {
            let Some(def) = ir.defining_op(v) else {
                continue;
            };
            let def_region = ir.parent_block(def).and_then(|b| ir.block_parent(b));
            if def_region == Some(region) {
                continue;
            }
            if all_users_inside(ir, def, region) && is_memory_effect_free(ctx, ir, def) {
                let entry = ir.entry_block(region).expect("a non-empty region");
                match ir.first_op(entry) {
                    Some(front) => ir.move_op_before(def, front),
                    None => ir.move_op_to_end(def, entry),
                }
                sunk += 1;
                stack.push(def);
            }
        }
    }
    sunk
}
