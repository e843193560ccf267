//! Rewriting IR: patterns, the rewriter they act through, folding, and the
//! drivers that apply them (MLIR's `PatternMatch`, `FoldUtils`,
//! `GreedyPatternRewriteDriver` and `RegionUtils`).
//!
//! - [`pattern`]: [`RewritePattern`] and the [`PatternSet`] a pass collects,
//!   frozen into a [`FrozenPatternSet`] that orders them as MLIR does
//!   (by benefit, then by insertion).
//! - [`rewriter`]: [`Rewriter`], through which every change is made so that
//!   a [`Listener`] (the greedy driver's worklist) hears of it.
//! - [`effects`]: memory effects of ops and MLIR's trivially-dead test.
//! - [`folder`]: folding an op through its definition, and the constant
//!   deduplication and hoisting of MLIR's `OperationFolder`.
//! - [`region`]: region simplification (unreachable blocks, dead code and
//!   dead block arguments, identical-block merging).
//! - [`region_branch`]: the canonicalization patterns any region-branch
//!   op may use (dead and duplicate successor inputs).
//! - [`greedy`]: the greedy worklist driver.
//!
//! The order in which the driver visits ops, folds, materializes and hoists
//! constants decides the output bytes, so these modules follow MLIR's order
//! step by step; their docs say where that order comes from.

pub mod conversion;
pub mod effects;
pub mod folder;
pub mod greedy;
pub mod inlining;
mod merge;
pub mod pattern;
pub mod region;
pub mod region_branch;
pub mod rewriter;

pub use greedy::{
    apply_op_patterns_greedily, apply_patterns_greedily, walk_and_apply_patterns, GreedyConfig,
    OpPatternsResult, RegionSimplify, Strictness,
};
pub use pattern::{FrozenPatternSet, PatternSet, RewritePattern};
pub use rewriter::{Listener, Rewriter};
