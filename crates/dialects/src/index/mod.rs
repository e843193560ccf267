//! The `index` dialect: integer arithmetic on `index` values whose width
//! (32 or 64 bits) is left to the target, so folds must hold for both.

pub mod attrs;
mod canon;
pub mod fold;
pub mod int_range;
pub mod ops;
pub mod typed;

use rmlir_core::dialect::Dialect;
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{AttrKind, Attribute, Context, Type};
use std::sync::Arc;

/// The `index` dialect's [`Dialect`] object:
/// its ops, the `#index<cmp_predicate ...>` attribute, and folded values
/// materialized as `index.constant` / `index.bool.constant`.
pub struct IndexDialect;

/// Registers the `index` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("index", || Arc::new(IndexDialect));
}

impl Dialect for IndexDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "index"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        for spec in ops::ALL {
            let infer = int_range::hook(spec.name);
            let adjust = |d: &mut rmlir_core::dialect::OpDef| d.infer_int_range = infer;
            rmlir_ods::register_op_with(ctx, spec, &adjust)?;
        }
        Ok(())
    }

    fn parse_attribute(&self, ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
        attrs::parse(ctx, body)
    }

    /// `i1` attributes become `index.bool.constant` (for an `i1` result),
    /// `index` attributes `index.constant` (for an `index` result).
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let AttrKind::Integer { ty: attr_ty, .. } = ctx.attr_kind(value) else {
            return None;
        };
        let name = if *attr_ty == ctx.i1_type() {
            let signless_i1 = matches!(
                ctx.type_kind(ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            );
            if !signless_i1 {
                return None;
            }
            "index.bool.constant"
        } else {
            if !matches!(ctx.type_kind(*attr_ty), TypeKind::Index)
                || !matches!(ctx.type_kind(ty), TypeKind::Index)
            {
                return None;
            }
            "index.constant"
        };
        let st = OperationState::constant(ctx, name, value, ty, loc);
        Some(ir.create_op(st))
    }
}
