//! Checked constructors and queries for builtin types (MLIR's `getChecked`
//! and `verify` of the builtin type classes).

use crate::attrs::AttrKind;
use crate::context::Context;
use crate::types::{TypeKind, DYNAMIC};
use crate::{Attribute, Type};

/// A memref type (ranked when `shape` is given), normalised as MLIR does:
/// identity affine layouts and the integer memory space 0 are dropped.
pub fn memref_type(
    ctx: &Context,
    shape: Option<&[i64]>,
    element: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Result<Type, String> {
    let memory_space = match memory_space {
        Some(ms) => match ctx.attr_kind(ms) {
            AttrKind::Integer { value, .. } => {
                if value.is_zero() {
                    None
                } else {
                    Some(ms)
                }
            }
            AttrKind::String { .. } | AttrKind::Dictionary(_) | AttrKind::Dialect(_) => Some(ms),
            _ => return Err("unsupported memory space Attribute".into()),
        },
        None => None,
    };
    let Some(shape) = shape else {
        return Ok(ctx.ty(TypeKind::UnrankedMemRef {
            element,
            memory_space,
        }));
    };
    if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
        return Err("invalid memref size".into());
    }
    let mut layout = layout;
    if let Some(l) = layout {
        match ctx.attr_kind(l) {
            AttrKind::AffineMap(m) => {
                let dims = ctx.affine.map_num_dims(*m) as usize;
                if dims != shape.len() {
                    return Err(format!(
                        "memref layout mismatch between rank and affine map: {} != {}",
                        shape.len(),
                        dims
                    ));
                }
                if ctx.affine.is_identity(*m) {
                    layout = None;
                }
            }
            AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                return Err("expected the number of strides to match the rank".into());
            }
            _ => {}
        }
    }
    Ok(ctx.ty(TypeKind::MemRef {
        shape: shape.into(),
        element,
        layout,
        memory_space,
    }))
}

/// Number of elements of a statically shaped type (`None` if dynamic or
/// not shaped); saturates instead of overflowing.
pub fn num_elements(ctx: &Context, t: Type) -> Option<u64> {
    let shape = ctx.type_kind(t).shape()?;
    let mut n: u64 = 1;
    for &d in shape {
        if d < 0 {
            return None;
        }
        n = n.saturating_mul(d as u64);
    }
    Some(n)
}

/// Whether `t` is a vector or ranked tensor with a static shape.
pub fn is_static_shaped(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. } => {
            num_elements(ctx, t).is_some()
        }
        _ => false,
    }
}

/// Bit width of an integer, index (64) or float type.
pub fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(f) => Some(f.bit_width()),
        _ => None,
    }
}

/// A ranked tensor type.
pub fn tensor_type(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: shape.into(),
        element,
        encoding: None,
    })
}
