//! Folders of arith ops (MLIR's `fold` methods), by op family, and the
//! constant-folding helpers they share (MLIR's `CommonFolders.h` and the
//! constant matchers of `Matchers.h`).
//!
//! Constants are scalars (`IntegerAttr`/`FloatAttr`) or dense int/float
//! elements (splat or not); element-wise folds expand them as MLIR does.

mod cast;
mod cmp;
pub(crate) mod exact;
mod float;
mod int;

pub use cast::*;
pub use cmp::*;
pub use float::*;
pub(crate) use int::*;

use num_bigint::BigInt;
use rmlir_core::apint::ApInt;
use rmlir_core::attrs::DenseData;
use rmlir_core::dense::{element_kind, pack, scalar_at, ElementKind, Scalar};
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::{ApFloat, AttrKind, Attribute, Context, Type};
use rmlir_ods::FoldResult;

/// One element of a constant.
#[derive(Clone, Debug)]
pub enum Val {
    /// An integer (or `index`) element.
    I(ApInt),
    /// A floating-point element.
    F(ApFloat),
}

impl Val {
    fn int(&self) -> Option<&ApInt> {
        match self {
            Val::I(a) => Some(a),
            Val::F(_) => None,
        }
    }
    fn float(&self) -> Option<&ApFloat> {
        match self {
            Val::F(a) => Some(a),
            Val::I(_) => None,
        }
    }
}

/// A constant operand, decoded: a scalar attribute, a splat, or all the
/// elements of a dense attribute. `ty` is the attribute's type.
#[derive(Clone, Debug)]
pub struct Elems {
    /// The attribute's type: the scalar type, or the vector/tensor type.
    pub ty: Type,
    /// Scalar, splat or dense.
    pub shape: Shape,
    /// The elements: one for a scalar or a splat, else all of them in
    /// row-major order.
    pub vals: Vec<Val>,
}

/// How a constant's values are laid out.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// An `IntegerAttr` or `FloatAttr`.
    Scalar,
    /// A dense elements attribute with every element equal.
    Splat,
    /// A dense elements attribute, element by element.
    Dense,
}

/// Decodes a constant attribute (`None` for other attributes and complex
/// or string elements).
pub fn decode(ctx: &Context, a: Attribute) -> Option<Elems> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => Some(Elems {
            ty: *ty,
            shape: Shape::Scalar,
            vals: vec![Val::I(value.clone())],
        }),
        AttrKind::Float { ty, value } => Some(Elems {
            ty: *ty,
            shape: Shape::Scalar,
            vals: vec![Val::F(*value)],
        }),
        AttrKind::DenseIntOrFloat { ty, data } => {
            let elt = ctx.type_kind(*ty).element_type()?;
            let kind = element_kind(ctx, elt)?;
            let fmt = match ctx.type_kind(elt) {
                TypeKind::Float(f) => Some(*f),
                _ => None,
            };
            if kind.is_complex() {
                return None;
            }
            let n = if data.splat {
                1
            } else {
                rmlir_core::builtin_types::num_elements(ctx, *ty)? as usize
            };
            let vals = (0..n)
                .map(|i| match scalar_at(&kind, data, i) {
                    Scalar::Int(v) => Val::I(v),
                    Scalar::Float(bits) => Val::F(ApFloat::from_bits(fmt.expect("float"), bits)),
                })
                .collect();
            Some(Elems {
                ty: *ty,
                shape: if data.splat {
                    Shape::Splat
                } else {
                    Shape::Dense
                },
                vals,
            })
        }
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself.
pub fn elem_type(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// Whether `t` is a vector or tensor type.
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Bit width of an integer or index element type (index: 64).
pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(elem_type(ctx, t)) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Builds a constant of type `ty` from element values: a scalar attribute
/// for scalar types, a dense attribute (a splat when all are equal) for
/// shaped ones. `None` for shapes a dense attribute cannot have.
pub fn build(ctx: &Context, ty: Type, vals: Vec<Val>) -> Option<Attribute> {
    if !is_shaped(ctx, ty) {
        let v = vals.into_iter().next()?;
        return Some(match v {
            Val::I(value) => ctx.attr(AttrKind::Integer { ty, value }),
            Val::F(value) => ctx.attr(AttrKind::Float { ty, value }),
        });
    }
    // A single value makes a splat; MLIR builds one even for a dynamic
    // shape (the `cmpi` folder does).
    let count = match rmlir_core::builtin_types::num_elements(ctx, ty) {
        Some(n) => n,
        None if vals.len() == 1 => 1,
        None => return None,
    };
    let kind: ElementKind = element_kind(ctx, elem_type(ctx, ty))?;
    let scalars: Vec<Scalar> = vals
        .into_iter()
        .map(|v| match v {
            Val::I(a) => Scalar::Int(a),
            Val::F(f) => Scalar::Float(f.to_bits()),
        })
        .collect();
    let single = scalars.len() == 1;
    let data: DenseData = pack(&kind, &scalars, single, count);
    Some(ctx.attr(AttrKind::DenseIntOrFloat { ty, data }))
}

/// MLIR's `constFoldBinaryOp` with an explicit result type: both operands
/// constants of one type, folded element by element; `f` returning `None`
/// stops the fold.
pub fn fold_binary_to(
    ctx: &Context,
    ops: &[Option<Attribute>],
    result_ty: Type,
    mut f: impl FnMut(&Val, &Val) -> Option<Val>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &ops[..ops.len().min(2)]) {
        return Some(p);
    }
    let a = decode(ctx, ops[0]?)?;
    let b = decode(ctx, ops[1]?)?;
    if a.ty != b.ty || (a.shape == Shape::Scalar) != (b.shape == Shape::Scalar) {
        return None;
    }
    if a.shape == Shape::Splat && b.shape == Shape::Splat {
        let r = f(&a.vals[0], &b.vals[0])?;
        return build(ctx, result_ty, vec![r]);
    }
    let n = a.vals.len().max(b.vals.len());
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let x = &a.vals[if a.shape == Shape::Splat { 0 } else { i }];
        let y = &b.vals[if b.shape == Shape::Splat { 0 } else { i }];
        out.push(f(x, y)?);
    }
    build(ctx, result_ty, out)
}

/// MLIR's `constFoldBinaryOp`: the result has the operands' type.
pub fn fold_binary(
    ctx: &Context,
    ops: &[Option<Attribute>],
    f: impl FnMut(&Val, &Val) -> Option<Val>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &ops[..ops.len().min(2)]) {
        return Some(p);
    }
    let ty = typed_attr_type(ctx, ops[0]?)?;
    if typed_attr_type(ctx, ops[1]?)? != ty {
        return None;
    }
    fold_binary_to(ctx, ops, ty, f)
}

/// Integer binary fold on scalar/splat/dense integer constants.
pub fn fold_int_binary(
    ctx: &Context,
    ops: &[Option<Attribute>],
    mut f: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    fold_binary(ctx, ops, |a, b| Some(Val::I(f(a.int()?, b.int()?)?)))
}

/// Float binary fold on scalar/splat/dense float constants.
pub fn fold_float_binary(
    ctx: &Context,
    ops: &[Option<Attribute>],
    mut f: impl FnMut(&ApFloat, &ApFloat) -> Option<ApFloat>,
) -> Option<Attribute> {
    fold_binary(ctx, ops, |a, b| Some(Val::F(f(a.float()?, b.float()?)?)))
}

/// MLIR's `constFoldUnaryOp`.
pub fn fold_unary(
    ctx: &Context,
    ops: &[Option<Attribute>],
    f: impl FnMut(&Val) -> Option<Val>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &ops[..ops.len().min(1)]) {
        return Some(p);
    }
    let a = decode(ctx, ops[0]?)?;
    let ty = a.ty;
    let vals: Option<Vec<Val>> = a.vals.iter().map(f).collect();
    build(ctx, ty, vals?)
}

/// MLIR's `constFoldCastOp`: element-wise conversion to `result_ty`;
/// `f` returning `None` is a failed cast.
pub fn fold_cast(
    ctx: &Context,
    ops: &[Option<Attribute>],
    result_ty: Type,
    f: impl FnMut(&Val) -> Option<Val>,
) -> Option<Attribute> {
    if let Some(p) = poison_operand(ctx, &ops[..ops.len().min(1)]) {
        return Some(p);
    }
    let a = decode(ctx, ops[0]?)?;
    if a.shape != Shape::Scalar && !has_static_shape(ctx, result_ty) {
        return None;
    }
    let vals: Option<Vec<Val>> = a.vals.iter().map(f).collect();
    build(ctx, result_ty, vals?)
}

/// The first operand that is poison (MLIR's common folders fold to it,
/// whether or not the other operands are constants).
pub fn poison_operand(ctx: &Context, ops: &[Option<Attribute>]) -> Option<Attribute> {
    ops.iter()
        .flatten()
        .copied()
        .find(|a| crate::ub::is_poison(ctx, *a))
}

/// Whether `t` is a vector, ranked tensor or memref with a static shape
/// (false for scalars and unranked types).
pub fn has_static_shape(ctx: &Context, t: Type) -> bool {
    rmlir_core::builtin_types::num_elements(ctx, t).is_some()
}

/// The type of a typed attribute.
pub fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseIntOrFloat { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// MLIR's `m_ConstantInt`: an integer attribute or an integer splat.
pub fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    // Scalars, by far the most common, without decoding into a list.
    if let AttrKind::Integer { value, .. } = ctx.attr_kind(a?) {
        return Some(value.clone());
    }
    let e = decode(ctx, a?)?;
    if e.shape == Shape::Dense {
        return None;
    }
    e.vals[0].int().cloned()
}

/// MLIR's float constant matchers: a float attribute or a float splat.
pub fn const_float(ctx: &Context, a: Option<Attribute>) -> Option<ApFloat> {
    if let AttrKind::Float { value, .. } = ctx.attr_kind(a?) {
        return Some(*value);
    }
    let e = decode(ctx, a?)?;
    if e.shape == Shape::Dense {
        return None;
    }
    e.vals[0].float().cloned()
}

/// `m_Zero`.
pub fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| v.is_zero())
}

/// `m_One`.
pub fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| v.as_u64() == Some(1))
}

/// Whether an integer constant (scalar or splat) is all ones (`-1`).
pub fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| is_apint_all_ones(&v))
}

/// Whether every bit of `v` is set.
pub fn is_apint_all_ones(v: &ApInt) -> bool {
    v.is_all_ones()
}

/// The zero constant of `ty` (MLIR's `Builder::getZeroAttr`), for integer,
/// index and float scalars and vectors/tensors of them (a splat, even for
/// a dynamic shape, as MLIR builds it).
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let elt = elem_type(ctx, ty);
    let v = match ctx.type_kind(elt) {
        TypeKind::Integer { width, .. } => Val::I(ApInt::zero(*width)),
        TypeKind::Index => Val::I(ApInt::zero(64)),
        TypeKind::Float(f) => Val::F(ApFloat::zero(*f, false)),
        _ => return None,
    };
    build(ctx, ty, vec![v])
}

/// Signed value of an `ApInt`.
pub fn sval(a: &ApInt) -> BigInt {
    a.to_bigint(true)
}

/// Unsigned value of an `ApInt`.
pub fn uval(a: &ApInt) -> BigInt {
    a.to_bigint(false)
}

/// `v` wrapped to `width` bits.
pub fn wrap(width: u32, v: &BigInt) -> ApInt {
    ApInt::from_bigint(width, v)
}

/// A fold to one attribute.
pub fn attr(a: Attribute) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(a)])
}

/// A fold to one existing value.
pub fn value(v: Value) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Value(v)])
}

/// The op defining `v` if it is named `name`.
pub fn def_op(ctx: &Context, ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let d = ir.defining_op(v)?;
    // Comparing the text spares interning `name` on every call.
    (ctx.op_name_str(ir.op_name(d)) == name).then_some(d)
}

/// An inherent attribute of `op`.
pub fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name)
}

/// The overflow flags of an op (`none` when absent).
pub fn overflow_flags(ctx: &Context, ir: &Ir, op: OpId) -> u64 {
    prop(ctx, ir, op, "overflowFlags")
        .and_then(|a| rmlir_ods::bitenum::bit_enum_value(ctx, &super::OVERFLOW, a))
        .unwrap_or(0)
}

/// The fast-math flags of an op (`none` when absent).
pub fn fastmath_flags(ctx: &Context, ir: &Ir, op: OpId) -> u64 {
    prop(ctx, ir, op, "fastmath")
        .and_then(|a| rmlir_ods::bitenum::bit_enum_value(ctx, &super::FASTMATH, a))
        .unwrap_or(0)
}

/// The signature of a fold hook.
pub type Hook = fn(&Context, &mut Ir, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;

/// `arith.constant` folds to its value.
pub fn fold_constant(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    prop(ctx, ir, op, "value").and_then(attr)
}
