//! The `math` dialect: element-wise mathematical functions on floats
//! (with arith's fast-math flags) and integers.

pub(crate) mod fold;
mod libm;
pub mod ops;

use rmlir_core::dialect::Dialect;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{Attribute, Context, Type};
use std::sync::Arc;

/// The `math` dialect's [`Dialect`] object:
/// registers its ops when loaded and materializes folded values as
/// `arith.constant` (or `ub.poison`).
pub struct MathDialect;

/// Registers the `math` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("math", || Arc::new(MathDialect));
}

impl Dialect for MathDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "math"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, ops::ALL.iter().copied())
    }

    /// Poison becomes `ub.poison`, other values `arith.constant`.
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        if crate::ub::is_poison(ctx, value) {
            return crate::ub::UbDialect.materialize_constant(ctx, ir, value, ty, loc);
        }
        crate::arith::ArithDialect.materialize_constant(ctx, ir, value, ty, loc)
    }
}
