//! rmlir-core: the dialect-independent heart of rmlir.
//!
//! - [`context`]: uniquing of types, attributes and op names; the dialect registry.
//! - [`types`], [`attrs`], [`builtin_types`], [`dense`], [`apint`]: builtin types and attributes.
//! - [`ir`]: operations, blocks, regions and values in arenas.
//! - [`asm`]: the text format (lexer, parser, printer).
//! - [`verify`]: structural and dominance verification, and per-op verifiers.
//! - [`dialect`]: how dialects plug ops, types and attributes in.
//! - [`interfaces`], [`extension`]: interfaces found by kind from the
//!   context (dialect interfaces, op interfaces attached from outside the
//!   op's definition) and dialect extensions that attach them on load.
//! - [`diag`]: diagnostics and their rendering.
//! - [`diag_handler`], [`diag_verifier`]: handlers on the context (scoped,
//!   collecting, rendering with source lines, checking `expected-*`
//!   annotations) and `emit_error`/`emit_warning`/`emit_remark`.
//! - [`display`]: `Display` for types, attributes, diagnostics (`ctx.show(x)`)
//!   and ops (`ir.show(ctx, op)`, `ir.dump(ctx, op)`).
//! - [`rewrite`]: rewrite patterns, the rewriter, folding and the pattern
//!   drivers (greedy, walk, op list), region simplification.
//! - [`analysis`]: analyses passes query (post-dominance).
//!
//! # Layering
//!
//! Lower modules never use higher ones:
//! `support` < `apint`/`types`/`attrs`/`builtin_types`/`dense` < `context`
//! (with its `interfaces` and `extension` registries) < `ir` < `diag` < {`dialect`, `asm`} < `verify` < `display` < `analysis` < `rewrite`.
//! `dialect` and `asm` form one layer: a dialect's hooks take the parser and
//! printer, and the parser looks ops up through the dialect registry.
//! Within `rewrite`, `pattern` and `rewriter` need only `ir` and `context`
//! (the `dialect` hook for canonicalization patterns names a `PatternSet`);
//! the folder, drivers and region utilities sit above `dialect`.
//! `ir` knows no dialect and no text; `rewrite` reaches dialects only
//! through the hooks of [`dialect::OpDef`] and [`dialect::Dialect`] (fold,
//! canonicalization patterns, memory effects, the branch interface,
//! constant materialization). Passes live in the `rmlir-pass` crate and
//! dialects in `rmlir-dialects`, both above this crate.

#![deny(missing_docs)]

pub mod analysis;
pub mod apint;
pub mod asm;
pub mod attrs;
pub mod builtin_types;
pub mod context;
pub mod control_flow;
pub mod dense;
pub mod diag;
pub mod diag_handler;
pub mod diag_verifier;
pub mod dialect;
pub mod display;
pub mod extension;
pub mod int_range;
pub mod interfaces;
pub mod ir;
pub mod memory_slot;
pub mod rewrite;
pub mod support;
pub mod types;
pub mod verify;

pub use attrs::{AttrKind, Attribute, NamedAttr};
pub use context::Context;
pub use rmlir_float::ApFloat;
pub use types::{Type, TypeKind};
