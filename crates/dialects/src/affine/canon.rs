//! Folders and canonicalization patterns of the affine ops.

use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::PatternSet;
use rmlir_core::{Attribute, Context};

type Fold = Option<Vec<FoldResult>>;

/// `AffineApplyOp::fold`.
pub(super) fn fold_apply(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// `affine.min`/`affine.max` folding.
pub(super) fn fold_min_max(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// `AffineLoadOp::fold`.
pub(super) fn fold_load(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// `AffineStoreOp::fold`.
pub(super) fn fold_store(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// `AffineForOp::fold`.
pub(super) fn fold_for(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// `AffineIfOp::fold`.
pub(super) fn fold_if(_: &Context, _: &mut Ir, _: OpId, _: &[Option<Attribute>]) -> Fold {
    None
}
/// Patterns of `affine.apply`.
pub(super) fn apply_patterns(_: &Context, _: &mut PatternSet) {}
/// Patterns of `affine.min`/`affine.max`.
pub(super) fn min_max_patterns(_: &Context, _: &mut PatternSet) {}
/// Patterns of `affine.load`.
pub(super) fn load_patterns(_: &Context, _: &mut PatternSet) {}
/// Patterns of `affine.store`.
pub(super) fn store_patterns(_: &Context, _: &mut PatternSet) {}
/// Patterns of `affine.for`.
pub(super) fn for_patterns(_: &Context, _: &mut PatternSet) {}
/// Patterns of `affine.if`.
pub(super) fn if_patterns(_: &Context, _: &mut PatternSet) {}
