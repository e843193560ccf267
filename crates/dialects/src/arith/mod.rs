//! The `arith` dialect: integer and floating-point arithmetic, comparisons,
//! selects and casts, defined with rmlir-ods.

mod attrs;
mod casts;
mod constant;
mod ops;

pub use attrs::{FASTMATH, OVERFLOW, ROUNDING_MODE};

use rmlir_core::dialect::Dialect;
use rmlir_core::{Attribute, Context};
use std::sync::Arc;

pub struct ArithDialect;

pub fn register(ctx: &Context) {
    ctx.register_dialect("arith", || Arc::new(ArithDialect));
}

impl Dialect for ArithDialect {
    fn namespace(&self) -> &'static str {
        "arith"
    }

    fn initialize(&self, ctx: &Context) {
        for spec in ops::ALL
            .iter()
            .chain(casts::ALL.iter())
            .copied()
            .chain([&constant::CONSTANT])
        {
            if let Err(e) = rmlir_ods::register_op(ctx, spec) {
                panic!("arith dialect definition error: {e}");
            }
        }
    }

    fn parse_attribute(&self, ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
        attrs::parse(ctx, body)
    }
}
