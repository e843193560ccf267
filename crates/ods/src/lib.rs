//! ODS for Rust: declarative op definitions.
//!
//! An op is described once by an [`OpSpec`] (usually a
//! `static`): its operands, results and attributes with their constraints,
//! regions, successors, traits, type relations and assembly format. From it
//! this crate derives what MLIR's ODS/TableGen generates: the parser and
//! printer (from the assembly-format string, compiled and validated at
//! registration), verification of every declared constraint with MLIR's
//! messages, and registration into a dialect.

#![deny(missing_docs)]

pub mod bitenum;
pub mod constraints;
pub mod fold;
pub mod format;
pub mod register;
pub mod spec;
pub mod typed;
pub mod typedef;
mod verify;

pub use register::{register_op, register_op_with, register_ops, CompiledOp, OpView};
pub use spec::*;
pub use verify::compatible_shape as verify_shapes_match;

pub use rmlir_core::dialect::FoldResult;

/// Per-op constant folding (MLIR's `fold`): `operands` holds the constant
/// value of each operand when known.
pub type FoldHook = rmlir_core::dialect::FoldFn;

/// What `typed_op!` expansions refer to, re-exported so dialect crates need
/// no extra imports.
#[doc(hidden)]
pub mod __rt {
    pub use rmlir_core::ir::{BlockId, Ir, OpId, Value};
    pub use rmlir_core::rewrite::Rewriter;
    pub use rmlir_core::{Attribute, Context, Type};
}
