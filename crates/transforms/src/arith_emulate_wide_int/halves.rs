//! Taking wide values apart into their halves and putting them back
//! together. A converted value has type `vector<2xiN>` (a scalar) or
//! `vector<...x2xiN>`; its halves are `iN` scalars or `vector<...x1xiN>`
//! slices, taken and inserted along the last dimension.

use crate::arith_expand::B;
use rmlir_core::ir::Value;
use rmlir_core::Type;
use rmlir_dialects::arith::fold::Val;
use rmlir_dialects::vector::{self, typed as vt, vector_parts};

/// `ty` with its last dimension reduced to 1, or its element type for a
/// 1-d vector: the type of one half of a converted value.
pub fn half_type(b: &B<'_, '_, '_>, ty: Type) -> Option<Type> {
    let v = vector_parts(b.ctx, ty)?;
    if v.shape.len() == 1 {
        return Some(v.element);
    }
    let mut shape = v.shape;
    *shape.last_mut()? = 1;
    Some(vector::vector_type(b.ctx, &shape, v.element))
}

/// The slice of `input` at `offset` of its last dimension: a scalar for a
/// 1-d vector, else a `...x1` slice.
pub fn slice(b: &mut B<'_, '_, '_>, input: Value, offset: i64) -> Option<Value> {
    let shape = vector_parts(b.ctx, b.ty(input))?.shape;
    let loc = b.loc;
    if shape.len() == 1 {
        return vt::extract(&mut b.rw.rw, loc, input, &[offset]).ok();
    }
    let rank = shape.len();
    let mut offsets = vec![0; rank];
    offsets[rank - 1] = offset;
    let mut sizes = shape;
    sizes[rank - 1] = 1;
    vt::extract_strided_slice(&mut b.rw.rw, loc, input, &offsets, &sizes, &vec![1; rank]).ok()
}

/// Both halves of `input`, low first.
pub fn halves(b: &mut B<'_, '_, '_>, input: Value) -> Option<(Value, Value)> {
    Some((slice(b, input, 0)?, slice(b, input, 1)?))
}

/// Drops the trailing unit dimension of a vector (a shape cast); a scalar
/// is returned as it is.
pub fn drop_unit_dim(b: &mut B<'_, '_, '_>, input: Value) -> Option<Value> {
    let Some(v) = vector_parts(b.ctx, b.ty(input)) else {
        return Some(input);
    };
    let (_, outer) = v.shape.split_last()?;
    let ty = vector::vector_type(b.ctx, outer, v.element);
    let loc = b.loc;
    vt::shape_cast(&mut b.rw.rw, loc, input, ty).ok()
}

/// Appends a unit dimension to a vector (a shape cast); a scalar is
/// returned as it is.
pub fn append_unit_dim(b: &mut B<'_, '_, '_>, input: Value) -> Option<Value> {
    let Some(v) = vector_parts(b.ctx, b.ty(input)) else {
        return Some(input);
    };
    let mut shape = v.shape;
    shape.push(1);
    let ty = vector::vector_type(b.ctx, &shape, v.element);
    let loc = b.loc;
    vt::shape_cast(&mut b.rw.rw, loc, input, ty).ok()
}

/// Inserts `part` into `dest` at `offset` of its last dimension: a scalar
/// with `vector.insert`, a slice with `vector.insert_strided_slice`.
pub fn insert(b: &mut B<'_, '_, '_>, part: Value, dest: Value, offset: i64) -> Option<Value> {
    let rank = vector_parts(b.ctx, b.ty(dest))?.shape.len();
    let loc = b.loc;
    if vector_parts(b.ctx, b.ty(part)).is_none() {
        return vt::insert(&mut b.rw.rw, loc, part, dest, &[offset]).ok();
    }
    let mut offsets = vec![0; rank];
    offsets[rank - 1] = offset;
    vt::insert_strided_slice(&mut b.rw.rw, loc, part, dest, &offsets, &vec![1; rank]).ok()
}

/// A zero of `ty` (a splat for vectors), MLIR's
/// `createScalarOrSplatConstant(.., 0)`.
pub fn zero(b: &mut B<'_, '_, '_>, ty: Type) -> Value {
    int_const(b, ty, 0)
}

/// The integer `v` as a constant of `ty` (a splat for vectors).
pub fn int_const(b: &mut B<'_, '_, '_>, ty: Type, v: i64) -> Value {
    let width = rmlir_dialects::arith::fold::int_width(b.ctx, ty).unwrap_or(64);
    b.constant(ty, Val::I(rmlir_core::apint::ApInt::from_i64(width, v)))
}

/// A value of type `ty` (`vector<...xKxiN>`) made of `parts`, one per
/// position of the last dimension, inserted in order into a zero vector.
pub fn join(b: &mut B<'_, '_, '_>, ty: Type, parts: &[Value]) -> Option<Value> {
    let mut acc = zero(b, ty);
    for (i, &p) in parts.iter().enumerate() {
        acc = insert(b, p, acc, i as i64)?;
    }
    Some(acc)
}
