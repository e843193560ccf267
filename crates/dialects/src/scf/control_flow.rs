//! How control flows through scf's region ops (MLIR's
//! `RegionBranchOpInterface` on `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch`, and the terminator side of
//! `scf.yield` and `scf.condition`), for analyses such as sccp.

use rmlir_core::control_flow::{
    all_inputs, no_operands, return_like_operands, RegionBranchInterface, RegionSuccessor,
    RegionSuccessors,
};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{AttrKind, Attribute, Context};

/// The boolean a constant holds, if it is an `i1` integer (MLIR's
/// `BoolAttr`).
fn bool_constant(ctx: &Context, c: Option<&Option<Attribute>>) -> Option<bool> {
    match ctx.attr_kind((*c?)?) {
        AttrKind::Integer { ty, value } if *ty == ctx.i1_type() => Some(!value.is_zero()),
        _ => None,
    }
}

fn region(ir: &Ir, op: OpId, i: usize) -> RegionSuccessor {
    RegionSuccessor::Region(ir.regions(op)[i])
}

/// The inputs of a loop body: its arguments after the induction variable.
fn loop_inputs(ctx: &Context, ir: &Ir, op: OpId, to: RegionSuccessor) -> std::ops::Range<usize> {
    let r = all_inputs(ctx, ir, op, to);
    match to {
        RegionSuccessor::Parent => r,
        RegionSuccessor::Region(_) => r.end.min(1)..r.end,
    }
}

/// `scf.if`: the then region, the else region (or straight out when it is
/// empty), or the one the constant condition picks; both return to the op.
pub const IF: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |ctx, ir, op, consts| {
        let cond = bool_constant(ctx, consts.first());
        let mut out = RegionSuccessors::new();
        if cond != Some(false) {
            out.push(region(ir, op, 0));
        }
        if cond != Some(true) {
            let els = ir.regions(op)[1];
            out.push(if ir.region_blocks(els).is_empty() {
                RegionSuccessor::Parent
            } else {
                RegionSuccessor::Region(els)
            });
        }
        out
    },
    entry_operands: no_operands,
    terminator_successors: |_, _, _, _, _| [RegionSuccessor::Parent].into_iter().collect(),
    terminator_operands: return_like_operands,
    successor_inputs: all_inputs,
    // A known condition runs one region once and the other never.
    invocation_bounds: Some(
        |ctx, _, _, consts| match bool_constant(ctx, consts.first()) {
            Some(c) => [(0, Some(c as u32)), (0, Some(!c as u32))]
                .into_iter()
                .collect(),
            None => [(0, Some(1)), (0, Some(1))].into_iter().collect(),
        },
    ),
};

/// `scf.for`: the body may run or not, and after each iteration runs again
/// or leaves; the init values flow to the iteration arguments.
pub const FOR: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, ir, op, _| loop_successors(ir, op),
    entry_operands: |_, ir, op, _| 3..ir.num_operands(op),
    terminator_successors: |_, ir, op, _, _| loop_successors(ir, op),
    terminator_operands: return_like_operands,
    successor_inputs: loop_inputs,
    invocation_bounds: None,
};

fn loop_successors(ir: &Ir, op: OpId) -> RegionSuccessors {
    [region(ir, op, 0), RegionSuccessor::Parent]
        .into_iter()
        .collect()
}

/// `scf.while`: the op enters `before`; `scf.condition` goes to `after`
/// (with its arguments after the condition) or out, as its constant
/// condition says; `after` goes back to `before`.
pub const WHILE: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, ir, op, _| [region(ir, op, 0)].into_iter().collect(),
    entry_operands: |_, ir, op, _| 0..ir.num_operands(op),
    terminator_successors: |ctx, ir, op, term, consts| {
        let from_after =
            ir.parent_block(term).and_then(|b| ir.block_parent(b)) == Some(ir.regions(op)[1]);
        if from_after {
            return [region(ir, op, 0)].into_iter().collect();
        }
        let cond = bool_constant(ctx, consts.first());
        let mut out = RegionSuccessors::new();
        if cond != Some(false) {
            out.push(region(ir, op, 1));
        }
        if cond != Some(true) {
            out.push(RegionSuccessor::Parent);
        }
        out
    },
    terminator_operands: |ctx, ir, op, term, to| {
        if ctx.op_name_str(ir.op_name(term)) == "scf.condition" {
            return Some(1..ir.num_operands(term));
        }
        return_like_operands(ctx, ir, op, term, to)
    },
    successor_inputs: all_inputs,
    invocation_bounds: None,
};

/// `scf.execute_region`: its region runs once, then control leaves.
pub const EXECUTE_REGION: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, ir, op, _| [region(ir, op, 0)].into_iter().collect(),
    entry_operands: no_operands,
    terminator_successors: |_, _, _, _, _| [RegionSuccessor::Parent].into_iter().collect(),
    terminator_operands: return_like_operands,
    successor_inputs: all_inputs,
    invocation_bounds: None,
};

/// `scf.index_switch`: the case matching a constant argument (else the
/// default region), or any region; all return to the op.
pub const INDEX_SWITCH: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |ctx, ir, op, consts| {
        let regions = ir.regions(op);
        let arg = match consts.first().copied().flatten().map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.as_i64(),
            _ => None,
        };
        let Some(arg) = arg else {
            return regions
                .iter()
                .map(|&r| RegionSuccessor::Region(r))
                .collect();
        };
        let cases = crate::memref::constraints::i64_array_values(
            ctx,
            rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "cases"),
        );
        let pick = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
        [RegionSuccessor::Region(regions[pick])]
            .into_iter()
            .collect()
    },
    entry_operands: no_operands,
    terminator_successors: |_, _, _, _, _| [RegionSuccessor::Parent].into_iter().collect(),
    terminator_operands: return_like_operands,
    successor_inputs: all_inputs,
    // As MLIR 22 computes it: the matching case's position among the
    // cases (else the last region) is taken as a region index.
    invocation_bounds: Some(|ctx, ir, op, consts| {
        let n = ir.regions(op).len();
        let arg = match consts.first().copied().flatten().map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.as_i64(),
            _ => None,
        };
        let Some(arg) = arg else {
            return (0..n).map(|_| (0, Some(1))).collect();
        };
        let cases = crate::memref::constraints::i64_array_values(
            ctx,
            rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "cases"),
        );
        let live = cases.iter().position(|&c| c == arg).unwrap_or(n - 1);
        (0..n).map(|i| (0, Some((i == live) as u32))).collect()
    }),
};
