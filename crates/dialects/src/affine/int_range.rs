//! Integer range inference for `affine` ops (MLIR's
//! `InferIntRangeInterfaceImpls` of the dialect). MLIR 22 implements it for
//! `affine.apply` only: the result ranges over the values of the map's
//! expression (see [`rmlir_core::int_range::affine`]).

use super::map_of;
use crate::util::prop as util_prop;
use rmlir_core::int_range::affine::infer_affine_expr;
use rmlir_core::int_range::{all_known, IntegerValueRange};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::Context;

/// `affine.apply`: skipped while an operand's range is unknown.
pub(crate) fn apply(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let Some(map) = map_of(ctx, util_prop(ctx, ir, op, "map")) else {
        return;
    };
    let Some(ranges) = all_known(args) else {
        return;
    };
    let aff = &ctx.affine;
    let num_dims = aff.map_num_dims(map) as usize;
    let results = aff.map_results(map);
    if results.len() != 1 || res.len() != 1 || ranges.len() < num_dims {
        return;
    }
    let (dims, symbols) = ranges.split_at(num_dims);
    res[0] = infer_affine_expr(aff, results[0], dims, symbols);
}
