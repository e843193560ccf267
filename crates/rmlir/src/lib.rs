//! # rmlir: MLIR in pure Rust
//!
//! This crate is the front door: it re-exports the crates rmlir is made of
//! ([`core`], [`ods`], [`dialects`], [`pass`], [`transforms`]) and adds
//! [`Module`], a parsed module that owns its IR and source and prints
//! itself. Everything reads and writes MLIR's text format exactly as
//! `mlir-opt` 22 does.
//!
//! The guide below walks through what a compiler built on rmlir does, each
//! step a test that runs with `cargo test`.
//!
//! ## 1. Parse and print
//!
//! A [`Context`] uniques types and attributes and knows the dialects;
//! [`context()`] makes one with every dialect rmlir has. Parsing verifies;
//! printing gives mlir-opt's output.
//!
//! ```
//! let ctx = rmlir::context();
//! let m = rmlir::Module::parse(&ctx, "
//!   func.func @twice(%x: i32) -> i32 {
//!     %y = arith.addi %x, %x : i32
//!     return %y : i32
//!   }")?;
//! assert_eq!(m.to_string(), "\
//! module {
//!   func.func @twice(%arg0: i32) -> i32 {
//!     %0 = arith.addi %arg0, %arg0 : i32
//!     return %0 : i32
//!   }
//! }
//! ");
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! Errors come back as [`Error`]s that render as mlir-opt's diagnostics:
//!
//! ```
//! let ctx = rmlir::context();
//! let err = rmlir::Module::parse(&ctx, "%x = arith.constant 1 : i32\n%y = arith.addi %x, %z : i32").unwrap_err();
//! assert!(err.to_string().starts_with("<input>:2:21: error: use of undeclared SSA value name"));
//! ```
//!
//! ## 2. Inspect
//!
//! Ops, blocks, regions and values are `Copy` ids into the module's
//! [`Ir`](core::ir::Ir); names, types and attributes are interned in the
//! context.
//!
//! ```
//! use rmlir::core::ir::WalkOrder;
//! let ctx = rmlir::context();
//! let m = rmlir::Module::parse(&ctx, "func.func @f(%a: i32, %b: i32) -> i32 {
//!   %0 = arith.muli %a, %b : i32
//!   return %0 : i32
//! }")?;
//! let ir = m.ir();
//! let mut seen = Vec::new();
//! ir.walk(m.op(), WalkOrder::PreOrder, &mut |_, op| {
//!     let results: Vec<String> = ir.results(op).map(|v| ctx.print_type(ir.value_type(v))).collect();
//!     seen.push(format!("{} -> {:?}", ctx.op_name_str(ir.op_name(op)), results));
//! });
//! assert_eq!(seen, [
//!     "builtin.module -> []",
//!     "func.func -> []",
//!     "arith.muli -> [\"i32\"]",
//!     "func.return -> []",
//! ]);
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! ## 3. Build with typed builders
//!
//! Each op declared with ODS has a typed handle with accessors and a
//! `build` that infers result types as MLIR does. Ops are created through a
//! [`Rewriter`](core::rewrite::Rewriter) at its insertion point.
//!
//! ```
//! use rmlir::core::rewrite::Rewriter;
//! use rmlir::dialects::arith::typed::{AddIOp, MulIOp};
//! use rmlir::ods::typed::TypedOp;
//! let ctx = rmlir::context();
//! let mut m = rmlir::Module::parse(&ctx, "func.func @f(%a: i32, %b: i32) -> i32 {
//!   %0 = arith.addi %a, %b : i32
//!   return %0 : i32
//! }")?;
//! let func = m.ir().block_ops(m.body()).next().unwrap();
//! let entry = m.ir().region_blocks(m.ir().regions(func)[0])[0];
//! let add = m.ir().block_ops(entry).next().unwrap();
//! let add = AddIOp::cast(&ctx, m.ir(), add).expect("an arith.addi");
//! let mut rw = Rewriter::new(&ctx, m.ir_mut());
//! let (lhs, rhs) = (add.lhs(&ctx, rw.ir), add.rhs(&ctx, rw.ir));
//! let loc = rw.ir.op(add.op()).loc;
//! rw.set_insertion_point_after(add.op());
//! let mul = MulIOp::build(&mut rw, loc, lhs, rhs, &[]).expect("builds");
//! let product = mul.result(&ctx, rw.ir);
//! rw.replace_op(add.op(), &[product]);
//! m.verify()?;
//! assert!(m.to_string().contains("%0 = arith.muli %arg0, %arg1 : i32"));
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! ## 4. Rewrite with a pattern
//!
//! A pattern is a function rooted at an op name that changes the IR only
//! through its rewriter; the greedy driver (MLIR's
//! `applyPatternsGreedily`) applies patterns together with folding and
//! dead-code removal until nothing changes.
//!
//! ```
//! use rmlir::core::ir::OpId;
//! use rmlir::core::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, Rewriter};
//! use rmlir::dialects::arith::typed::ShLIOp;
//!
//! /// `x + x` becomes `x << 1`.
//! fn double_to_shift(op: OpId, rw: &mut Rewriter<'_>) -> bool {
//!     let (x, y) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
//!     if x != y {
//!         return rw.notify_match_failure("operands differ");
//!     }
//!     let (ty, loc) = (rw.ir.value_type(x), rw.ir.op(op).loc);
//!     rw.set_insertion_point_before(op);
//!     let one = rw.ctx.int_attr(ty, 1);
//!     let one = rw.materialize_constant("arith", one, ty, loc).unwrap();
//!     let one = rw.ir.result(one, 0);
//!     let shl = ShLIOp::build(rw, loc, x, one, &[]).unwrap();
//!     let shifted = shl.result(rw.ctx, rw.ir);
//!     rw.replace_op(op, &[shifted]);
//!     true
//! }
//!
//! let ctx = rmlir::context();
//! let mut m = rmlir::Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {
//!   %0 = arith.addi %x, %x : i32
//!   return %0 : i32
//! }")?;
//! let mut set = PatternSet::new();
//! set.add_fn("arith.addi", "DoubleToShift", double_to_shift);
//! let patterns = set.freeze(&ctx);
//! let region = m.ir().regions(m.op())[0];
//! apply_patterns_greedily(&ctx, m.ir_mut(), region, &patterns, &GreedyConfig::default());
//! assert_eq!(m.to_string(), "\
//! module {
//!   func.func @f(%arg0: i32) -> i32 {
//!     %c1_i32 = arith.constant 1 : i32
//!     %0 = arith.shli %arg0, %c1_i32 : i32
//!     return %0 : i32
//!   }
//! }
//! ");
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! To make it a pass that `rmlir-opt` and pipelines can name, implement
//! [`pass::Pass`] and register a [`pass::PassInfo`]; see
//! `examples/pass_example` in the repository.
//!
//! ## 5. Run a pass pipeline
//!
//! Every pass `rmlir-opt` has, with mlir-opt's names and options, in
//! mlir-opt's textual pipeline syntax. Nested pipelines run on the
//! functions in parallel; the output is the same as on one thread.
//!
//! ```
//! let ctx = rmlir::context();
//! let mut m = rmlir::Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {
//!   %c0 = arith.constant 0 : i32
//!   %0 = arith.addi %x, %c0 : i32
//!   %1 = arith.addi %x, %c0 : i32
//!   %2 = arith.muli %0, %1 : i32
//!   return %2 : i32
//! }")?;
//! m.run_pipeline("builtin.module(func.func(canonicalize,cse))")?;
//! assert_eq!(m.to_string(), "\
//! module {
//!   func.func @f(%arg0: i32) -> i32 {
//!     %0 = arith.muli %arg0, %arg0 : i32
//!     return %0 : i32
//!   }
//! }
//! ");
//! // A misspelled pass is reported as mlir-opt reports it.
//! let err = m.run_pipeline("builtin.module(canonicalise)").unwrap_err();
//! assert!(err.to_string().contains("'canonicalise' does not refer to a registered pass or pass pipeline"));
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! ## 6. Define a dialect with ODS
//!
//! An op is one [`OpSpec`](ods::OpSpec): operands and results with type
//! constraints, traits, and the assembly format MLIR's ODS takes. The
//! format is compiled and checked when the dialect loads; the shared
//! parser, printer and verifier interpret it.
//!
//! ```
//! use std::sync::Arc;
//! use rmlir::core::dialect::{Dialect, Traits};
//! use rmlir::ods::constraints::SIGNLESS_INTEGER_LIKE;
//! use rmlir::ods::{operand, OpSpec, TraitCheck};
//!
//! static DOUBLE: OpSpec = OpSpec {
//!     name: "demo.double",
//!     operands: &[operand("input", &SIGNLESS_INTEGER_LIKE)],
//!     results: &[operand("output", &SIGNLESS_INTEGER_LIKE)],
//!     traits: Traits::PURE.union(Traits::ZERO_REGIONS),
//!     checks: &[TraitCheck::SameOperandsAndResultType],
//!     format: Some("$input attr-dict `:` type($output)"),
//!     ..OpSpec::DEFAULT
//! };
//!
//! struct Demo;
//! impl Dialect for Demo {
//!     fn namespace(&self) -> &'static str {
//!         "demo"
//!     }
//!     // A bad definition (say, an invalid assembly format) is reported
//!     // here, when the dialect loads, rather than as a panic mid-parse.
//!     fn initialize(&self, ctx: &rmlir::Context) -> Result<(), String> {
//!         rmlir::ods::register_op(ctx, &DOUBLE)
//!     }
//! }
//!
//! let ctx = rmlir::context();
//! ctx.register_dialect("demo", || Arc::new(Demo));
//! let m = rmlir::Module::parse(&ctx, "%0 = \"test.source\"() : () -> i8\n%1 = demo.double %0 : i8")
//!     .unwrap_err(); // `test.source` is not a registered op...
//! ctx.set_allow_unregistered(true); // ...unless unregistered ops are allowed
//! let m = rmlir::Module::parse(&ctx, "%0 = \"test.source\"() : () -> i8\n%1 = demo.double %0 : i8")?;
//! assert!(m.to_string().contains("%1 = demo.double %0 : i8"));
//! // The verifier checks the declared constraints, with MLIR's messages.
//! let err = rmlir::Module::parse(&ctx, "%0 = \"test.source\"() : () -> f32\n%1 = demo.double %0 : f32")
//!     .unwrap_err();
//! assert!(err.to_string().contains(
//!     "'demo.double' op operand #0 must be signless-integer-like, but got 'f32'"));
//! # Ok::<(), rmlir::Error>(())
//! ```
//!
//! ## 7. Emit diagnostics
//!
//! A [`Diagnostic`](core::diag::Diagnostic) has a severity, a location
//! (any location attribute; ops carry theirs) and notes; the module renders
//! it against its source as mlir-opt does.
//!
//! ```
//! use rmlir::core::diag::Diagnostic;
//! let ctx = rmlir::context();
//! let m = rmlir::Module::parse(&ctx, "func.func @f() {\n  return\n}")?;
//! let ir = m.ir();
//! let func = ir.block_ops(m.body()).next().unwrap();
//! let ret = ir.block_ops(ir.region_blocks(ir.regions(func)[0])[0]).next().unwrap();
//! let d = Diagnostic::warning(ir.op(func).loc, "function does nothing")
//!     .with_note(ir.op(ret).loc, "it only returns");
//! assert_eq!(m.render(&d), "\
//! <input>:1:1: warning: function does nothing
//! func.func @f() {
//! ^
//! <input>:2:3: note: it only returns
//!   return
//!   ^
//! ");
//! # Ok::<(), rmlir::Error>(())
//! ```

#![deny(missing_docs)]

mod module;

pub use module::{registry, Error, Module};
pub use rmlir_core as core;
pub use rmlir_core::{Attribute, Context, Type};
pub use rmlir_dialects as dialects;
pub use rmlir_ods as ods;
pub use rmlir_pass as pass;
pub use rmlir_transforms as transforms;

/// A context with every dialect rmlir has registered (they load on first
/// use, as in `mlir-opt`).
pub fn context() -> Context {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx
}
