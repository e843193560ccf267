//! `sccp`: sparse conditional constant propagation (MLIR's `SCCP` pass).
//!
//! Constant propagation runs with dead-code analysis
//! (`rmlir_core::analysis::dataflow`), so values that only get constants
//! along the edges control can take, and through calls to functions whose
//! callers are all known, are found. Then, block by block in pre-order,
//! every result and block argument known to be constant is replaced by a
//! constant made by the dialect that folded it, uniqued and placed at the
//! start of the entry block of the nearest isolated region (MLIR's
//! `OperationFolder`); an op whose results were all replaced is erased if
//! it has no other effect.

use crate::passes::SimplePass;
use crate::{PassContext, PassFailed, PassInfo};
use rmlir_core::analysis::dataflow::constant::{ConstantLattice, ConstantPropagation};
use rmlir_core::analysis::dataflow::DataFlowSolver;
use rmlir_core::ir::{BlockId, Ir, OpId, Value};
use rmlir_core::rewrite::effects::would_op_be_trivially_dead;
use rmlir_core::rewrite::folder::OperationFolder;
use rmlir_core::rewrite::Rewriter;

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    description: "Sparse Conditional Constant Propagation",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let solver = DataFlowSolver::run(ctx, ir, op, ConstantPropagation);
    let mut folder = OperationFolder::new();
    let mut rw = Rewriter::new(ctx, ir);
    // Blocks are popped from the back: pushing a region's blocks in
    // reverse visits them in order, nested regions before what follows.
    let mut worklist: Vec<BlockId> = Vec::new();
    let push_regions = |ir: &Ir, o: OpId, worklist: &mut Vec<BlockId>| {
        for &r in ir.regions(o) {
            worklist.extend(ir.region_blocks(r).iter().rev());
        }
    };
    push_regions(rw.ir, op, &mut worklist);
    while let Some(b) = worklist.pop() {
        let mut cur = rw.ir.first_op(b);
        while let Some(o) = cur {
            cur = rw.ir.next_op(o);
            let results: Vec<Value> = rw.ir.results(o).collect();
            let mut replaced_all = !results.is_empty();
            for v in results {
                replaced_all &= replace_with_constant(&solver, &mut folder, &mut rw, b, v);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, rw.ir, o) {
                rw.erase_op(o);
                continue;
            }
            push_regions(rw.ir, o, &mut worklist);
        }
        let args: Vec<Value> = rw.ir.block_args(b).to_vec();
        for a in args {
            replace_with_constant(&solver, &mut folder, &mut rw, b, a);
        }
    }
    Ok(())
}

/// Replaces the uses of `v` (in `block`) by a constant if the analysis
/// found one and its dialect can make it. Returns whether it did.
fn replace_with_constant(
    solver: &DataFlowSolver<'_, ConstantPropagation>,
    folder: &mut OperationFolder,
    rw: &mut Rewriter<'_>,
    block: BlockId,
    v: Value,
) -> bool {
    let Some(&ConstantLattice::Constant {
        value,
        dialect: Some(dialect),
    }) = solver.lattice(v)
    else {
        return false;
    };
    let ty = rw.ir.value_type(v);
    let Some(c) = folder.get_or_create_constant(rw, block, dialect, value, ty) else {
        return false;
    };
    rw.replace_all_uses_with(v, c);
    true
}
