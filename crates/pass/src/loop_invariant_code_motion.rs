//! `loop-invariant-code-motion`: hoists the ops of loop bodies that only
//! use values defined outside the loop, have no memory effects and may run
//! speculatively (MLIR's `LoopInvariantCodeMotion`).
//!
//! Loops are the ops of MLIR's `LoopLikeOpInterface` (`scf.for`,
//! `scf.while`, `scf.parallel`, `scf.forall`), visited innermost first;
//! each loop region's top-level ops are considered in order, and the users
//! of a hoisted op are reconsidered after it. Hoisted ops move right before
//! the loop.

use crate::passes::SimplePass;
use crate::registry::PassInfo;
use crate::{PassContext, PassFailed};
use rmlir_core::dialect::{Speculatability, Traits};
use rmlir_core::ir::{Ir, OpId, RegionId, Value, WalkOrder};
use rmlir_core::rewrite::effects::is_memory_effect_free;
use rmlir_core::Context;
use std::collections::VecDeque;

pub(crate) static LOOP_INVARIANT_CODE_MOTION: PassInfo = PassInfo {
    argument: "loop-invariant-code-motion",
    name: "LoopInvariantCodeMotion",
    description: "Hoist loop invariant instructions outside of the loop",
    options: &[],
    create: |options| SimplePass::new(&LOOP_INVARIANT_CODE_MOTION, options, run),
};

/// The regions of a loop-like op that form its body.
fn loop_regions(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<RegionId>> {
    let regions = ir.regions(op);
    match ctx.op_name_str(ir.op_name(op)) {
        "scf.for" | "scf.parallel" | "scf.forall" => regions.first().map(|r| vec![*r]),
        "scf.while" => Some(regions.to_vec()),
        _ => None,
    }
}

/// Whether `op` may run speculatively (MLIR's `isSpeculatable`).
fn is_speculatable(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(def) = ctx.op_def(ir.op_name(op)) else {
        return false;
    };
    let s = match def.speculatability {
        Some(f) => f(ctx, ir, op),
        None if def.has(Traits::PURE) => Speculatability::Speculatable,
        None => Speculatability::NotSpeculatable,
    };
    match s {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => ir.regions(op).iter().all(|&r| {
            ir.region_blocks(r)
                .iter()
                .all(|&b| ir.block_ops(b).all(|o| is_speculatable(ctx, ir, o)))
        }),
    }
}

/// Whether `v` is defined outside `op`.
fn defined_outside(ir: &Ir, v: Value, op: OpId) -> bool {
    match ir.value_block(v).and_then(|b| ir.block_parent_op(b)) {
        Some(p) => !ir.is_ancestor(op, p),
        None => true,
    }
}

/// Whether every value `op` (or an op nested in it) uses comes from
/// outside `loop_op`, or from inside `op` itself (MLIR's `canBeHoisted`).
fn can_be_hoisted(ctx: &Context, ir: &Ir, op: OpId, loop_op: OpId) -> bool {
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
            let inner = ir
                .value_block(v)
                .and_then(|b| ir.block_parent_op(b))
                .is_some_and(|p| ir.is_ancestor(op, p));
            if !inner && !defined_outside(ir, v, loop_op) {
                ok = false;
                return;
            }
        }
    });
    ok
}

fn run(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    root: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut loops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, o| loops.push(o));
    for lp in loops {
        if !ir.is_op_alive(lp) {
            continue;
        }
        let Some(regions) = loop_regions(ctx, ir, lp) else {
            continue;
        };
        for r in regions {
            let mut work: VecDeque<OpId> = ir
                .region_blocks(r)
                .iter()
                .flat_map(|&b| ir.block_ops(b).collect::<Vec<_>>())
                .collect();
            while let Some(op) = work.pop_front() {
                let in_region = ir
                    .parent_block(op)
                    .and_then(|b| ir.block_parent(b))
                    .is_some_and(|pr| pr == r);
                if !in_region
                    || !is_memory_effect_free(ctx, ir, op)
                    || !is_speculatable(ctx, ir, op)
                    || !can_be_hoisted(ctx, ir, op, lp)
                {
                    continue;
                }
                ir.move_op_before(op, lp);
                let results: Vec<Value> = ir.results(op).collect();
                for v in results {
                    for u in ir.uses(v).collect::<Vec<_>>() {
                        let user_region = ir.parent_block(u.op).and_then(|b| ir.block_parent(b));
                        if user_region == Some(r) {
                            work.push_back(u.op);
                        }
                    }
                }
            }
        }
    }
    Ok(())
}
