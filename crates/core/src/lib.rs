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
//! The modules form the levels below, bottom up. A module uses modules of
//! its own level and below; the exceptions are named. `tests/layering.rs`
//! scans the sources and fails on a break of the rules marked (enforced).
//!
//! 1. `support`, `apint`: use nothing else of the crate (enforced).
//! 2. Values: `types`, `attrs`, `builtin_types`, `dense`, `int_range`,
//!    interned through `context`. They know no `ir`, `asm`, `verify`,
//!    `rewrite` or `analysis` (enforced).
//! 3. The hub: `context` with `dialect`, `interfaces` and `extension`. The
//!    context stores the registries (dialects, interfaces, extensions), the
//!    diagnostic handler stack and the print flags, so it names their
//!    types; `dialect` names the signatures of the hooks a dialect
//!    registers (custom parse and print, verifiers, folds, canonicalization
//!    patterns, the `control_flow`/`memory_slot`/`int_range` interfaces,
//!    the inliner). These name each other's types, not each other's
//!    algorithms.
//! 4. `ir`: ops, blocks, regions and values in arenas. It uses `context`,
//!    the values and `dialect` (for op traits) and knows no text, no
//!    verifier, no rewriting and no diagnostic handlers: no `asm`,
//!    `verify`, `rewrite`, `analysis`, `display`, `diag_handler`,
//!    `diag_verifier` (enforced).
//! 5. `diag` (diagnostics as data; no `ir`, `asm`, `verify`, `rewrite`,
//!    `analysis`, enforced), and the IR interfaces `control_flow` and
//!    `memory_slot` (no `asm`, `verify`, `rewrite`, `analysis`, enforced).
//! 6. The text format, `asm`:
//!    - `asm::lexer` knows tokens only: no `ir`, parser, printer,
//!      resources (enforced). Token-level helpers the parser and printer
//!      share (punctuation spellings, string unescaping, hex decoding)
//!      live here.
//!    - `asm::parser` uses the lexer, `ir`, `context`, `dialect`, `diag`,
//!      `asm::resources`, and the printer only for `ParsedModule::print`;
//!      never `verify`, `rewrite` or `analysis` (enforced).
//!    - Nothing but the dialect hooks uses `asm::parser` (enforced, over
//!      the whole workspace): the hook signatures in `dialect`, and the
//!      crates that define dialects (`rmlir-dialects`, `rmlir-ods`) whose
//!      custom syntax takes a `Parser`. Code that drives a parse (the
//!      driver, the `rmlir` facade, tests) goes through the entry API
//!      re-exported at [`asm`] (`asm::parse_source` and friends).
//!    - `asm::printer` and `asm::resources` never use the parser (stack
//!      growth for deep nesting comes from [`support::stack`]) nor
//!      `rewrite` or `analysis` (enforced). The printer and `verify` use
//!      each other: like mlir-opt, the printer falls back to the generic
//!      form for an op that fails verification, and the verifier prints
//!      ops into its diagnostics.
//! 7. `verify`, `diag_handler`, `diag_verifier`, `display`: above the text
//!    format; never the parser, `rewrite` or `analysis` (enforced for
//!    `verify` and `display`).
//! 8. `rewrite`: patterns, the rewriter, folding, the pattern drivers, the
//!    conversion framework, inlining. It uses `ir`, `context`, `dialect`,
//!    `verify`, `diag` and the printer (for diagnostics), never the parser
//!    or `analysis` (enforced). It reaches dialects only through the hooks
//!    of [`dialect::OpDef`] and [`dialect::Dialect`] (fold,
//!    canonicalization patterns, memory effects, the branch interface,
//!    constant materialization).
//! 9. `analysis`: the analyses passes query and the dataflow solver, on top
//!    of `rewrite`; it knows no `asm` (enforced).
//!
//! Passes live in the `rmlir-pass` and `rmlir-transforms` crates and
//! dialects in `rmlir-dialects`, all above this crate.

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
