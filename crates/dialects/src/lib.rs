//! Dialects built on rmlir-core. Each dialect is its own module and
//! registers itself into a [`Context`] by namespace; it is loaded lazily the
//! first time one of its ops, types or attributes is seen.

#![deny(missing_docs)]

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod scf;
pub mod ub;
mod util;
pub mod vector;

use rmlir_core::Context;

/// Registers every dialect of this crate, as `mlir-opt` does with its own.
pub fn register_all(ctx: &Context) {
    builtin::register(ctx);
    affine::register(ctx);
    arith::register(ctx);
    cf::register(ctx);
    func::register(ctx);
    memref::register(ctx);
    scf::register(ctx);
    index::register(ctx);
    math::register(ctx);
    ub::register(ctx);
    vector::register(ctx);
}
