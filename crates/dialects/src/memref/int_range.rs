//! Integer range inference for `memref.dim` (MLIR's
//! `inferShapedDimOpInterface`): a static size is a constant, a dynamic one
//! anything from 0 to the largest signed index; with a dimension operand of
//! known range, only the sizes of the dimensions it may name are joined.

use rmlir_core::dialect::InferIntRangeFn;
use rmlir_core::int_range::{storage_width, Bits, ConstantIntRanges as R, IntegerValueRange};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Context, TypeKind};

/// The range inference hook of the memref op named `name`, if it has one.
pub fn hook(name: &str) -> Option<InferIntRangeFn> {
    match name {
        "memref.dim" => Some(dim),
        _ => None,
    }
}

fn dim(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    args: &[IntegerValueRange],
    res: &mut [IntegerValueRange],
) {
    let ty = ir.value_type(ir.result(op, 0));
    let width = storage_width(ctx, ty).unwrap_or(64);
    let any = R::from_signed(Bits::zero(width), Bits::smax_value(width));
    let shape = match ctx.type_kind(ir.value_type(ir.operand(op, 0))) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => {
            res[0] = Some(any);
            return;
        }
    };
    let (mut lo, mut hi) = (0i128, shape.len() as i128 - 1);
    if let Some(Some(d)) = args.get(1) {
        lo = lo.max(d.smin.s());
        hi = hi.min(d.smax.s());
    }
    let mut result: Option<R> = None;
    let mut i = lo;
    while i <= hi {
        let size = shape[i as usize];
        let r = if size == DYNAMIC {
            any
        } else {
            R::constant(Bits::from_i128(width, size as i128))
        };
        result = Some(result.map_or(r, |acc| acc.union(&r)));
        i += 1;
    }
    // No dimension it may name: unreachable code or an out-of-bounds index.
    res[0] = Some(result.unwrap_or(any));
}
