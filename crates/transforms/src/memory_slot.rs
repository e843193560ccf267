//! Helpers shared by `mem2reg` and `sroa`: finding the memory-slot hooks of
//! an op (see `rmlir_core::memory_slot`), collecting the allocators of a
//! region, and the insertion points those passes build at.

use rmlir_core::dialect::MemorySlotHooks;
use rmlir_core::ir::{BlockId, InsertPoint, Ir, OpId, RegionId, Value, ValueDef, WalkOrder};
use rmlir_core::Context;

/// The memory-slot hooks of `op` (none for unregistered ops).
pub(crate) fn hooks(ctx: &Context, ir: &Ir, op: OpId) -> MemorySlotHooks {
    ctx.op_def(ir.op_name(op))
        .map_or(MemorySlotHooks::NONE, |d| d.memory_slot)
}

/// The ops nested in `r` (at any depth) for which `pick` holds, in the
/// order of MLIR's post-order `Region::walk`.
pub(crate) fn collect_ops(
    ctx: &Context,
    ir: &Ir,
    r: RegionId,
    pick: impl Fn(&MemorySlotHooks) -> bool,
) -> Vec<OpId> {
    let mut out = Vec::new();
    for &b in ir.region_blocks(r) {
        for top in ir.block_ops(b) {
            ir.walk(top, WalkOrder::PostOrder, &mut |_, o| {
                if pick(&hooks(ctx, ir, o)) {
                    out.push(o);
                }
            });
        }
    }
    out
}

/// Right after `op`.
pub(crate) fn after(ir: &Ir, op: OpId) -> Option<InsertPoint> {
    match ir.next_op(op) {
        Some(n) => Some(InsertPoint::Before(n)),
        None => ir.parent_block(op).map(InsertPoint::End),
    }
}

/// At the start of `b`.
pub(crate) fn block_start(ir: &Ir, b: BlockId) -> InsertPoint {
    match ir.first_op(b) {
        Some(f) => InsertPoint::Before(f),
        None => InsertPoint::End(b),
    }
}

/// The location of `v`: its block argument location, or its op's.
pub(crate) fn value_loc(ir: &Ir, v: Value) -> rmlir_core::Attribute {
    match ir.value(v).def {
        ValueDef::Result { op, .. } => ir.op(op).loc,
        ValueDef::Arg { .. } => ir.value(v).loc,
    }
}
