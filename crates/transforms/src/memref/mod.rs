//! Passes on memref views (MLIR's `lib/Dialect/MemRef/Transforms`).
//!
//! - [`expand_strided_metadata`]: the `expand-strided-metadata` pass;
//! - [`fold_alias_ops`]: the `fold-memref-alias-ops` pass;
//! - [`flatten`]: the `flatten-memref` pass;
//! - [`normalize`]: the `normalize-memrefs` pass (with `normalize_type`,
//!   the normalized shape of a layout, `replace_uses`, the rewriting of a
//!   memref's uses through its old layout, and `normalize_alloc`, the
//!   allocations and casts rebuilt with normalized types);
//! - [`resolve_dims`]: the `resolve-ranked-shaped-type-result-dims` and
//!   `resolve-shaped-type-result-dims` passes;
//! - [`runtime_verification`]: the `generate-runtime-verification` pass;
//! - `helpers`: mixed static/dynamic index lists, builders of the ops these
//!   passes create and `makeComposedFoldedAffineApply` over mixed values.

mod helpers;
mod normalize_alloc;
mod normalize_type;
mod replace_uses;

pub mod expand_strided_metadata;
pub mod flatten;
pub mod fold_alias_ops;
pub mod normalize;
pub mod resolve_dims;
pub mod runtime_verification;
