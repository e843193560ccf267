//! Control-flow interfaces of ops, as hooks in their [`OpDef`]: how control
//! enters and leaves an op's regions (MLIR's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`), calls and callables
//! (`CallOpInterface`, `CallableOpInterface`). Analyses that follow control
//! flow (dead code, sparse data flow) read them; an op without them is
//! treated conservatively (every region may run, results unknown).
//!
//! Branches between blocks are described by
//! [`BranchInterface`](crate::dialect::BranchInterface).
//!
//! [`OpDef`]: crate::dialect::OpDef

use crate::context::Context;
use crate::ir::{Ir, OpId, RegionId};
use crate::Attribute;
use smallvec::SmallVec;
use std::ops::Range;

/// Where control goes next: into a region of the op (its entry block) or
/// back out of the op, to its results (MLIR's `RegionSuccessor`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RegionSuccessor {
    /// The entry block of this region of the op.
    Region(RegionId),
    /// Out of the op, to its results.
    Parent,
}

/// A list of successors; most ops have at most two.
pub type RegionSuccessors = SmallVec<[RegionSuccessor; 2]>;

/// MLIR's `RegionBranchOpInterface`, with the terminator side
/// (`RegionBranchTerminatorOpInterface`) answered by the parent op, which
/// knows what its terminators mean.
///
/// Constants are given per operand: `Some(attr)` for an operand known to
/// hold `attr`, `None` for an unknown one.
#[derive(Copy, Clone)]
pub struct RegionBranchInterface {
    /// Where control may go when the op starts (MLIR's
    /// `getEntrySuccessorRegions`).
    pub entry_successors: fn(&Context, &Ir, OpId, &[Option<Attribute>]) -> RegionSuccessors,
    /// The op's operands passed to `to` on entry (MLIR's
    /// `getEntrySuccessorOperands`), as an operand index range.
    pub entry_operands: fn(&Context, &Ir, OpId, RegionSuccessor) -> Range<usize>,
    /// Where control may go from `terminator`, the last op of a block in one
    /// of the op's regions, given the terminator's operand constants.
    pub terminator_successors:
        fn(&Context, &Ir, OpId, OpId, &[Option<Attribute>]) -> RegionSuccessors,
    /// The operands of `terminator` passed to `to`, or `None` if the
    /// terminator forwards nothing it can describe (analyses then know
    /// nothing about the values at `to`).
    pub terminator_operands: fn(&Context, &Ir, OpId, OpId, RegionSuccessor) -> Option<Range<usize>>,
    /// The values receiving forwarded operands at `to` (MLIR's successor
    /// inputs): a range of the entry block's arguments of the region, or of
    /// the op's results for [`RegionSuccessor::Parent`]. Values outside it
    /// are not forwarded (e.g. a loop's induction variable).
    pub successor_inputs: fn(&Context, &Ir, OpId, RegionSuccessor) -> Range<usize>,
    /// How many times each region runs per execution of the op, as
    /// `(lower, upper)` bounds (`None`: unbounded), given the operands'
    /// constants (MLIR's `getRegionInvocationBounds`); `None` when nothing
    /// is known.
    pub invocation_bounds: Option<InvocationBoundsFn>,
}

/// See [`RegionBranchInterface::invocation_bounds`].
pub type InvocationBoundsFn =
    fn(&Context, &Ir, OpId, &[Option<Attribute>]) -> SmallVec<[(u32, Option<u32>); 2]>;

/// MLIR's `CallOpInterface`, for calls that name their callee by symbol.
#[derive(Copy, Clone)]
pub struct CallInterface {
    /// The callee's symbol reference attribute.
    pub callee: fn(&Context, &Ir, OpId) -> Option<Attribute>,
    /// The operands passed as the callee's arguments, in order.
    pub arg_operands: fn(&Context, &Ir, OpId) -> Range<usize>,
}

/// MLIR's `CallableOpInterface`.
#[derive(Copy, Clone)]
pub struct CallableInterface {
    /// The region holding the body, `None` for a declaration.
    pub region: fn(&Context, &Ir, OpId) -> Option<RegionId>,
}

/// Successors of a region-branch op `op` from the op itself or a region, when
/// every region but the last returns to the op and the op may be entered in
/// every region: the common shape of `if`-like ops (one region runs, then
/// control leaves).
pub fn all_regions_then_parent(ir: &Ir, op: OpId) -> RegionSuccessors {
    ir.regions(op)
        .iter()
        .map(|&r| {
            if ir.region_blocks(r).is_empty() {
                RegionSuccessor::Parent
            } else {
                RegionSuccessor::Region(r)
            }
        })
        .collect()
}

/// An empty operand range (nothing forwarded).
pub fn no_operands(_: &Context, _: &Ir, _: OpId, _: RegionSuccessor) -> Range<usize> {
    0..0
}

/// Every result of the op, or every argument of the region's entry block:
/// the inputs of ops that forward to all of them.
pub fn all_inputs(_: &Context, ir: &Ir, op: OpId, to: RegionSuccessor) -> Range<usize> {
    match to {
        RegionSuccessor::Parent => 0..ir.num_results(op),
        RegionSuccessor::Region(r) => 0..ir.entry_block(r).map_or(0, |b| ir.block_args(b).len()),
    }
}

/// All operands of a `ReturnLike` terminator (`scf.yield`,
/// `affine.yield`), `None` for any other terminator.
pub fn return_like_operands(
    ctx: &Context,
    ir: &Ir,
    _op: OpId,
    terminator: OpId,
    _to: RegionSuccessor,
) -> Option<Range<usize>> {
    let def = ctx.op_def(ir.op_name(terminator))?;
    def.has(crate::dialect::Traits::RETURN_LIKE)
        .then(|| 0..ir.num_operands(terminator))
}
