//! Folding (MLIR's `Operation::fold`), re-exported from the core's
//! rewriting module: an ODS op's `fold` hook is its definition's.

pub use rmlir_core::rewrite::folder::{fold_op, value_constant as constant_value};
