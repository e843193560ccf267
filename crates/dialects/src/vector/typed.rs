//! Typed handles of the vector ops (see `rmlir_ods::typed`), with builders
//! for the forms rmlir's passes create: static positions, and offsets,
//! sizes and strides given as integers.

use super::i64_array;
use super::ops::*;
use rmlir_core::ir::Value;
use rmlir_core::rewrite::Rewriter;
use rmlir_core::{Attribute, Type};
use rmlir_ods::typed::BuildError;
use rmlir_ods::typed_op;

typed_op! {
    /// `vector.extract`.
    pub struct ExtractOp = EXTRACT;
    operands { source, dynamic_position: * }
    results { result }
    attrs { static_position => static_position, set_static_position }
}

typed_op! {
    /// `vector.insert`.
    pub struct InsertOp = INSERT;
    operands { valueToStore, dest, dynamic_position: * }
    results { result }
    attrs { static_position => static_position, set_static_position }
}

typed_op! {
    /// `vector.extract_strided_slice`.
    pub struct ExtractStridedSliceOp = EXTRACT_STRIDED_SLICE;
    operands { source }
    results { result }
    attrs { offsets => offsets, set_offsets, sizes => sizes, set_sizes, strides => strides, set_strides }
}

typed_op! {
    /// `vector.insert_strided_slice`.
    pub struct InsertStridedSliceOp = INSERT_STRIDED_SLICE;
    operands { valueToStore, dest }
    results { res }
    attrs { offsets => offsets, set_offsets, strides => strides, set_strides }
}

typed_op! {
    /// `vector.shape_cast`.
    pub struct ShapeCastOp = SHAPE_CAST;
    operands { source }
    results { result }
    attrs {}
}

/// `vector.extract %source[position]` at the insertion point.
pub fn extract(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: Value,
    position: &[i64],
) -> Result<Value, BuildError> {
    let pos = rw.ctx.i64_array_attr(position);
    let op = ExtractOp::build(rw, loc, source, &[], &[("static_position", pos)])?;
    Ok(rw.ir.result(op.0, 0))
}

/// `vector.insert %value, %dest [position]` at the insertion point.
pub fn insert(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    value: Value,
    dest: Value,
    position: &[i64],
) -> Result<Value, BuildError> {
    let pos = rw.ctx.i64_array_attr(position);
    let op = InsertOp::build(rw, loc, value, dest, &[], &[("static_position", pos)])?;
    Ok(rw.ir.result(op.0, 0))
}

/// `vector.extract_strided_slice` of `source` at the insertion point.
pub fn extract_strided_slice(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: Value,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<Value, BuildError> {
    let ctx = rw.ctx;
    let attrs = [
        ("offsets", i64_array(ctx, offsets)),
        ("sizes", i64_array(ctx, sizes)),
        ("strides", i64_array(ctx, strides)),
    ];
    let op = ExtractStridedSliceOp::build(rw, loc, source, &attrs)?;
    Ok(rw.ir.result(op.0, 0))
}

/// `vector.insert_strided_slice %value, %dest` at the insertion point.
pub fn insert_strided_slice(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    value: Value,
    dest: Value,
    offsets: &[i64],
    strides: &[i64],
) -> Result<Value, BuildError> {
    let ctx = rw.ctx;
    let attrs = [
        ("offsets", i64_array(ctx, offsets)),
        ("strides", i64_array(ctx, strides)),
    ];
    let op = InsertStridedSliceOp::build(rw, loc, value, dest, &attrs)?;
    Ok(rw.ir.result(op.0, 0))
}

/// `vector.shape_cast %source : ... to ty` at the insertion point.
pub fn shape_cast(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    source: Value,
    ty: Type,
) -> Result<Value, BuildError> {
    let op = ShapeCastOp::build_with_types(rw, loc, &[ty], source, &[])?;
    Ok(rw.ir.result(op.0, 0))
}
