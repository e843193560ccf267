//! Data-flow analysis over SSA values, with dead-code analysis built in
//! (MLIR's `DataFlowSolver` running `DeadCodeAnalysis` beside a sparse
//! forward analysis).
//!
//! A [`SparseForwardAnalysis`] gives each SSA value a lattice element and a
//! transfer function per op; the [`DataFlowSolver`] runs it to a fixpoint
//! together with the liveness of blocks and control-flow edges:
//!
//! - A block is live once control can reach it: the entry blocks of the
//!   analysed op, successors of live branches (only the one a branch is
//!   known to take when its condition is a known constant), regions a
//!   region-branch op may enter (per [`RegionBranchInterface`]), the body of
//!   a function with a live call or callers the analysis cannot see.
//! - Values flow along the live edges only: block arguments join what the
//!   live predecessors forward; region arguments and results of
//!   region-branch ops join what enters and leaves their regions; callee
//!   arguments join the live call sites' operands when every call site is
//!   known (a private function whose symbol is only used by calls), and
//!   call results join the callee's returned values.
//! - Anything the interfaces cannot describe gets the analysis's entry
//!   state (its pessimistic value), as in MLIR.
//!
//! Only the fixpoint is observable, and it does not depend on the order
//! the worklist visits things in, so this solver is a plain worklist over
//! ops and blocks rather than MLIR's general framework of program points
//! and subscriptions. An analysis that needs several lattices per value
//! (integer ranges beside constants) combines them in one lattice type.
//!
//! Costs: each op and block is revisited only when something it reads
//! changed (an operand's lattice, a block's liveness, the predecessors of
//! a region or call); lattices have finite height, so the whole run is
//! linear in the IR size times the lattice height.
//!
//! - [`constant`]: constant propagation (MLIR's
//!   `SparseConstantPropagation`), the lattice of the `sccp` pass.
//! - [`int_range`]: integer ranges (MLIR's `IntegerRangeAnalysis`), the
//!   lattice of `int-range-optimizations` and the arith range passes.
//! - [`liveness`]: which values may be read by something that matters, a
//!   backward analysis over the live blocks the solver found (MLIR's
//!   `LivenessAnalysis`), used by `remove-dead-values`.
//!
//! [`RegionBranchInterface`]: crate::control_flow::RegionBranchInterface

pub mod constant;
pub mod int_range;
pub mod liveness;
mod solver;

pub use solver::{DataFlowSolver, SparseForwardAnalysis};
