//! Folders and canonicalization patterns of the scf ops.

use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::PatternSet;
use rmlir_core::{Attribute, Context};

/// `scf.for` folding.
pub(super) fn fold_for(
    _ctx: &Context,
    _ir: &mut Ir,
    _op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    None
}

/// `scf.if` folding.
pub(super) fn fold_if(
    _ctx: &Context,
    _ir: &mut Ir,
    _op: OpId,
    _operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    None
}

/// `scf.for` patterns.
pub(super) fn for_patterns(_ctx: &Context, _set: &mut PatternSet) {}
/// `scf.if` patterns.
pub(super) fn if_patterns(_ctx: &Context, _set: &mut PatternSet) {}
/// `scf.while` patterns.
pub(super) fn while_patterns(_ctx: &Context, _set: &mut PatternSet) {}
/// `scf.execute_region` patterns.
pub(super) fn execute_region_patterns(_ctx: &Context, _set: &mut PatternSet) {}
/// `scf.index_switch` patterns.
pub(super) fn index_switch_patterns(_ctx: &Context, _set: &mut PatternSet) {}
/// `scf.parallel` patterns.
pub(super) fn parallel_patterns(_ctx: &Context, _set: &mut PatternSet) {}
