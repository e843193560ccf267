//! The `arith` dialect: integer and floating-point arithmetic, comparisons,
//! selects and casts, defined with rmlir-ods.

pub mod attrs;
pub(crate) mod canon;
mod casts;
mod constant;
pub mod fold;
pub mod int_range;
pub(crate) mod ops;
mod speculation;
pub mod typed;

pub use attrs::{FASTMATH, OVERFLOW, ROUNDING_MODE};

use rmlir_core::dialect::Dialect;
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::{Attribute, Context, Type};
use std::sync::Arc;

/// The `arith` dialect: its ops, `#arith` attributes, and folded constants
/// materialized as `arith.constant`.
pub struct ArithDialect;

/// Registers the `arith` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("arith", || Arc::new(ArithDialect));
}

impl Dialect for ArithDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "arith"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        for spec in ops::ALL
            .iter()
            .chain(casts::ALL.iter())
            .copied()
            .chain([&constant::CONSTANT])
        {
            let infer = int_range::hook(spec.name);
            let adjust = |d: &mut rmlir_core::dialect::OpDef| d.infer_int_range = infer;
            rmlir_ods::register_op_with(ctx, spec, &adjust)?;
        }
        Ok(())
    }

    fn parse_attribute(&self, ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
        attrs::parse(ctx, body)
    }

    /// Folded values become `arith.constant` ops, when one can hold them
    /// (MLIR's `ConstantOp::isBuildableWith`: an integer, float or elements
    /// attribute of exactly `ty`, with signless integer elements); poison
    /// becomes `ub.poison`.
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        use rmlir_core::{AttrKind, TypeKind};
        if crate::ub::is_poison(ctx, value) {
            return crate::ub::UbDialect.materialize_constant(ctx, ir, value, ty, loc);
        }
        let attr_ty = match ctx.attr_kind(value) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseIntOrFloat { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => *ty,
            _ => return None,
        };
        if attr_ty != ty {
            return None;
        }
        let elt = ctx.type_kind(ty).element_type().unwrap_or(ty);
        if let TypeKind::Integer { signedness, .. } = ctx.type_kind(elt) {
            if *signedness != rmlir_core::types::Signedness::Signless {
                return None;
            }
        }
        let st = OperationState::constant(ctx, "arith.constant", value, ty, loc);
        Some(ir.create_op(st))
    }
}
