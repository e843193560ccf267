//! The `vector` dialect: the ops of MLIR's `vector` dialect that rmlir's
//! passes create (extracting and inserting elements and strided slices,
//! shape casts), defined with rmlir-ods.
//!
//! - [`ops`]: the op definitions and verifiers;
//! - [`typed`]: typed handles and builders.

pub mod ops;
pub mod typed;

use rmlir_core::dialect::Dialect;
use rmlir_core::types::TypeKind;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use std::sync::Arc;

/// The `vector` dialect's [`Dialect`] object.
pub struct VectorDialect;

/// Registers the `vector` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("vector", || Arc::new(VectorDialect));
}

impl Dialect for VectorDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "vector"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, ops::ALL.iter().copied())
    }
}

/// The parts of a vector type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VectorParts {
    /// The dimension sizes.
    pub shape: Vec<i64>,
    /// Per dimension, whether it is scalable.
    pub scalable: Vec<bool>,
    /// The element type.
    pub element: Type,
}

/// The shape, scalable flags and element type of a vector type (`None` for
/// other types).
pub fn vector_parts(ctx: &Context, t: Type) -> Option<VectorParts> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some(VectorParts {
            shape: shape.to_vec(),
            scalable: scalable.to_vec(),
            element: *element,
        }),
        _ => None,
    }
}

/// The fixed-size vector type `vector<shape x element>`.
pub fn vector_type(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::Vector {
        shape: shape.into(),
        scalable: vec![false; shape.len()].into(),
        element,
    })
}

/// The values of an array of integer attributes (`[1, 2]`), sign-extended;
/// other entries read as 0.
pub fn int_array(ctx: &Context, a: Attribute) -> Vec<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|x| match ctx.attr_kind(*x) {
                AttrKind::Integer { value, .. } => value.sext_low_i64(),
                _ => 0,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The array attribute `[v...]` of `i64` integer attributes.
pub fn i64_array(ctx: &Context, v: &[i64]) -> Attribute {
    let i64t = ctx.i64_type();
    let elems: Vec<Attribute> = v.iter().map(|&x| ctx.int_attr(i64t, x)).collect();
    ctx.array_attr(&elems)
}
