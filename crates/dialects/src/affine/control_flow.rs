//! How control flows through `affine.for` and `affine.if` (MLIR's
//! `RegionBranchOpInterface`), for analyses such as sccp, and where affine
//! code may be inlined (MLIR's `AffineInlinerInterface`).

use super::loops::for_groups_inline;
use rmlir_core::control_flow::{
    all_inputs, no_operands, return_like_operands, RegionBranchInterface, RegionSuccessor,
    RegionSuccessors,
};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::Context;

/// `affine.for`: with constant bounds, a loop of no trips goes straight
/// out, one of several trips enters its body, and the body of a one-trip
/// loop only leaves; otherwise the body may run again or leave.
pub const FOR: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |ctx, ir, op, _| match super::canon::trivial_trip_count(ctx, ir, op) {
        Some(0) => [RegionSuccessor::Parent].into_iter().collect(),
        Some(_) => [body(ir, op)].into_iter().collect(),
        None => loop_successors(ir, op),
    },
    entry_operands: |ctx, ir, op, _| {
        let [lbs, ubs, inits] = for_groups_inline(ctx, ir, op);
        let start = lbs.len() + ubs.len();
        start..start + inits.len()
    },
    terminator_successors: |ctx, ir, op, _, _| {
        if super::canon::trivial_trip_count(ctx, ir, op) == Some(1) {
            [RegionSuccessor::Parent].into_iter().collect()
        } else {
            loop_successors(ir, op)
        }
    },
    terminator_operands: return_like_operands,
    successor_inputs: |ctx, ir, op, to| {
        let r = all_inputs(ctx, ir, op, to);
        match to {
            RegionSuccessor::Parent => r,
            RegionSuccessor::Region(_) => r.end.min(1)..r.end,
        }
    },
    invocation_bounds: None,
};

fn body(ir: &Ir, op: OpId) -> RegionSuccessor {
    RegionSuccessor::Region(ir.regions(op)[0])
}

fn loop_successors(ir: &Ir, op: OpId) -> RegionSuccessors {
    [body(ir, op), RegionSuccessor::Parent]
        .into_iter()
        .collect()
}

/// `affine.if`: the then region and the else region (straight out when it
/// is empty), whatever the condition; both return to the op.
pub const IF: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_: &Context, ir, op, _| {
        rmlir_core::control_flow::all_regions_then_parent(ir, op)
    },
    entry_operands: no_operands,
    terminator_successors: |_, _, _, _, _| [RegionSuccessor::Parent].into_iter().collect(),
    terminator_operands: return_like_operands,
    successor_inputs: all_inputs,
    invocation_bounds: None,
};

/// affine's inlining rules: its ops may be inlined into affine scopes and
/// affine loops and conditionals; code may be inlined into those only if it
/// is one block of ops without memory effects. (MLIR also accepts affine
/// loads, stores and applies whose operands stay valid affine dims and
/// symbols; rmlir does not inline those yet.)
pub struct AffineInliner;

fn is_affine_structure(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(ir.op_name(op)),
        "affine.for" | "affine.if" | "affine.parallel"
    )
}

impl rmlir_core::rewrite::inlining::DialectInliner for AffineInliner {
    fn is_legal_region(
        &self,
        ctx: &Context,
        ir: &Ir,
        dest: rmlir_core::ir::RegionId,
        src: rmlir_core::ir::RegionId,
        _: bool,
    ) -> bool {
        let Some(dest_op) = ir.region_parent(dest) else {
            return false;
        };
        if !is_affine_structure(ctx, ir, dest_op) || ir.region_blocks(src).len() != 1 {
            return false;
        }
        ir.block_ops(ir.region_blocks(src)[0]).all(|o| {
            ctx.op_def(ir.op_name(o)).is_some_and(|d| {
                d.has(rmlir_core::dialect::Traits::PURE)
                    || d.has(rmlir_core::dialect::Traits::NO_MEMORY_EFFECT)
            })
        })
    }

    fn is_legal_op(
        &self,
        ctx: &Context,
        ir: &Ir,
        _: OpId,
        dest: rmlir_core::ir::RegionId,
        _: bool,
    ) -> bool {
        ir.region_parent(dest).is_some_and(|p| {
            ctx.op_def(ir.op_name(p))
                .is_some_and(|d| d.has(rmlir_core::dialect::Traits::AFFINE_SCOPE))
                || is_affine_structure(ctx, ir, p)
        })
    }
}
