//! rmlir-pass: passes, the pass manager and textual pass pipelines, as
//! mlir-opt runs them.
//!
//! - [`Pass`]: one transformation or analysis, run on one op at a time.
//! - [`registry`]: passes by name (`cse`, `strip-debuginfo`) with their typed
//!   [`options`], parsed from `{key=value ...}` with MLIR's rules.
//! - [`pipeline`]: the textual pipeline grammar
//!   (`builtin.module(func.func(a{x=1},b),c)`) and its error messages.
//! - [`manager`]: [`OpPassManager`], nested by op name (or `any`), which runs
//!   its passes with mlir-opt's instrumentation (`--verify-each`, IR
//!   printing before/after passes, timing).
//! - [`passes`]: the passes implemented so far. A pass is registered only
//!   once it is implemented: naming an unimplemented pass is an error, as
//!   for any unknown name, never a silent no-op.
//!
//! The IR core does not depend on this crate; passes see the IR only through
//! `rmlir_core`'s [`Ir`] and [`Context`].
//!
//! # Parallelism (design)
//!
//! A pipeline nested on ops that are `IsolatedFromAbove` (e.g. `func.func`
//! under `builtin.module`) may run on those ops concurrently, since no pass
//! on one of them may look at or touch IR outside it. Today one [`Ir`] arena
//! holds the whole module, so concurrent passes need disjoint mutable
//! access. The plan:
//!
//! 1. The adaptor collects the matching child ops (in block order).
//! 2. Each is *extracted* into its own `Ir` (a deep copy of the op and its
//!    regions, remapping ids; isolation guarantees no operand refers to a
//!    value outside it, while attributes and types are uniqued in the shared
//!    `Context`, which is already usable from several threads).
//! 3. Worker threads run the nested pipeline on their own `Ir`s, collecting
//!    diagnostics and text output per op instead of writing them.
//! 4. The results are spliced back in block order, replacing each original
//!    op, and the collected output is emitted in the same order, so the
//!    result and stderr are byte-identical to `--mlir-disable-threading`.
//!
//! Until extraction and splicing exist in `rmlir_core::ir`, the adaptor runs
//! the ops one after the other, which is what `--mlir-disable-threading`
//! asks for and gives the same output.

pub mod manager;
pub mod options;
pub mod passes;
pub mod pipeline;
pub mod registry;

pub use manager::{Instrumentation, OpPassManager, PassEntry, PassFilter, RunEnv, TimingNode};
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, OptionValues};
pub use pipeline::{parse_into, parse_pass_pipeline, PipelineError};
pub use registry::{PassInfo, PassRegistry};

use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::Context;

/// Output produced while passes run, in the order it was produced: the
/// driver renders diagnostics and writes text to stderr in this order.
#[derive(Debug, Clone)]
pub enum Event {
    Diag(Diagnostic),
    /// Text for stderr (IR dumps, `print-op-stats` reports).
    Text(String),
}

/// What a running pass can use besides the IR: the context and where its
/// diagnostics and output go.
pub struct PassContext<'a> {
    pub ctx: &'a Context,
    pub events: &'a mut Vec<Event>,
}

impl PassContext<'_> {
    /// Reports a diagnostic.
    pub fn emit(&mut self, d: Diagnostic) {
        self.events.push(Event::Diag(d));
    }

    /// Writes text to stderr.
    pub fn write_stderr(&mut self, s: String) {
        self.events.push(Event::Text(s));
    }
}

/// A pass failed (it has reported why through its [`PassContext`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A pass: runs on one op (and what it holds).
pub trait Pass {
    /// The registry entry it was created from (names, options declared).
    fn info(&self) -> &'static PassInfo;

    /// The values of its options.
    fn options(&self) -> &OptionValues;

    /// The op name the pass is restricted to, or `None` for any op.
    fn op_name(&self) -> Option<&'static str> {
        None
    }

    /// Transforms `op`. On failure the pass has emitted its diagnostics and
    /// the pass manager stops.
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed>;
}
