//! Passes on memref views (MLIR's `lib/Dialect/MemRef/Transforms`).
//!
//! - [`expand_strided_metadata`]: the `expand-strided-metadata` pass;
//! - [`fold_alias_ops`]: the `fold-memref-alias-ops` pass;
//! - [`flatten`]: the `flatten-memref` pass;
//! - `helpers`: mixed static/dynamic index lists, builders of the ops these
//!   passes create and `makeComposedFoldedAffineApply` over mixed values.

mod helpers;

pub mod expand_strided_metadata;
pub mod flatten;
pub mod fold_alias_ops;
