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
//! # Parallelism
//!
//! A pipeline nested on ops that are `IsolatedFromAbove` (e.g. `func.func`
//! under `builtin.module`) runs on those ops concurrently unless
//! `--mlir-disable-threading` is given, since no pass on one of them may
//! look at or touch IR outside it. One [`Ir`] arena holds the whole module,
//! so each thread gets disjoint mutable access by working on a copy:
//!
//! 1. The adaptor collects the matching child ops in block order (an op that
//!    cannot be scheduled is reported in that order too).
//! 2. Worker threads take ops from a shared counter; each copies its op
//!    into a fresh `Ir` of its own ([`Ir::clone_op_into`]: ids are remapped,
//!    while attributes and types are uniqued in the shared, thread-safe
//!    [`Context`]) and runs the nested pipeline there, collecting
//!    diagnostics, IR dumps and timings instead of writing them.
//! 3. Back on the calling thread, each transformed op is copied back in
//!    place of its original, in block order, and the collected output is
//!    emitted in that order, so the IR and stderr are byte-identical to a
//!    single-threaded run (tests/parallel.rs checks this from many threads).
//!
//! Only ops without operands, results or successors are copied out (the
//! copy must not refer to anything outside it); otherwise, and with
//! threading disabled, the ops are processed one after the other in place.

pub mod canonicalize;
pub mod composite;
pub mod control_flow_sink;
pub mod cse;
pub mod duplicate_function_elimination;
pub mod inliner;
pub mod licm;
pub mod manager;
pub mod options;
pub mod passes;
pub mod pipeline;
pub mod registry;
pub mod remove_dead_values;
pub mod sccp;
pub mod symbol_dce;
pub mod topological_sort;
pub mod view_op_graph;

pub use manager::{Instrumentation, OpPassManager, PassEntry, PassFilter, RunEnv, TimingNode};
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, OptionValues};
pub use passes::SimplePass;
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
    /// Set by a pass that left the IR as it was (MLIR's
    /// `markAllAnalysesPreserved`): `--verify-each` then skips verifying.
    pub all_preserved: bool,
    /// The instrumentation the pass runs under; pipelines the pass runs
    /// itself ([`PassContext::run_pipeline`]) run under it too, as MLIR's
    /// dynamic pipelines share their parent's instrumentor.
    pub instrumentation: &'a Instrumentation,
    /// Resource blobs of the parsed input (for IR dumps of the top op).
    pub resources: &'a rmlir_core::asm::resources::Resources,
    /// Whether the op the pass runs on was copied out of its parent (see
    /// `RunEnv::nested`).
    pub nested: bool,
    /// Under `--mlir-timing`, where the timers of the pipelines the pass
    /// runs itself accumulate (they are reported after the pass's own).
    pub timing: Option<TimingNode>,
}

impl<'a> PassContext<'a> {
    /// A context for running a pass by hand, outside a pass manager: no
    /// instrumentation (no IR dumps, no verification between passes, no
    /// timing), diagnostics and stderr text collected in `events`.
    pub fn new(ctx: &'a Context, events: &'a mut Vec<Event>) -> Self {
        static NO_INSTRUMENTATION: std::sync::LazyLock<Instrumentation> =
            std::sync::LazyLock::new(Instrumentation::default);
        static NO_RESOURCES: std::sync::LazyLock<rmlir_core::asm::resources::Resources> =
            std::sync::LazyLock::new(Default::default);
        PassContext {
            ctx,
            events,
            all_preserved: false,
            instrumentation: &NO_INSTRUMENTATION,
            resources: &NO_RESOURCES,
            nested: false,
            timing: None,
        }
    }

    /// Declares that the pass did not change the IR.
    pub fn mark_all_analyses_preserved(&mut self) {
        self.all_preserved = true;
    }

    /// Reports a diagnostic.
    pub fn emit(&mut self, d: Diagnostic) {
        self.events.push(Event::Diag(d));
    }

    /// Writes text to stderr.
    pub fn write_stderr(&mut self, s: String) {
        self.events.push(Event::Text(s));
    }

    /// Runs `pm` on `op` from inside a pass (MLIR's `runPipeline`, for
    /// passes that build pipelines of their own, like the inliner's
    /// simplification): on one thread, its output going where the pass's
    /// goes.
    pub fn run_pipeline(
        &mut self,
        pm: &OpPassManager,
        ir: &mut Ir,
        op: OpId,
    ) -> Result<(), PassFailed> {
        let label = format!("'{}' Pipeline", pm.op_name);
        let t0 = std::time::Instant::now();
        let mut env = RunEnv {
            ctx: self.ctx,
            instrumentation: self.instrumentation,
            resources: self.resources,
            events: Vec::new(),
            timing: self.timing.as_mut().map(|t| t.child(&label)),
            ran_adaptor: false,
            threading: false,
            nested: self.nested,
        };
        let r = pm.run(&mut env, ir, op);
        self.events.extend(env.events);
        if let Some(t) = self.timing.as_mut() {
            t.child(&label).wall += t0.elapsed();
        }
        r
    }
}

/// A pass failed (it has reported why through its [`PassContext`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// A pass: runs on one op (and what it holds).
pub trait Pass: Send + Sync {
    /// The registry entry it was created from (names, options declared).
    fn info(&self) -> &'static PassInfo;

    /// The values of its options.
    fn options(&self) -> &OptionValues;

    /// The name IR dumps, timing reports and diagnostics show (MLIR's
    /// `getName`): the registry's, unless the pass names itself (as
    /// `composite-fixed-point-pass` takes its `name` option).
    fn name(&self) -> &str {
        self.info().name
    }

    /// Its options as `--dump-pass-pipeline` prints them (`{a=1 b=x}`, or
    /// nothing for a pass without options); a pass whose options hold
    /// pipelines prints those in MLIR's textual form.
    fn print_options(&self) -> String {
        self.options().print()
    }

    /// The op name the pass is restricted to, or `None` for any op.
    fn op_name(&self) -> Option<&'static str> {
        None
    }

    /// Whether the pass can run on ops named `name`: MLIR checks this when
    /// it finalizes a pass manager anchored on `name` (and skips other ops
    /// in an op-agnostic one). Beyond [`Pass::op_name`], an interface pass
    /// (MLIR's `InterfacePass<FunctionOpInterface>`) accepts only the ops
    /// implementing the interface although it may be added anywhere.
    fn can_schedule_on(&self, name: &str) -> bool {
        self.op_name().is_none_or(|a| a == name)
    }

    /// The analyses the pass asks for, by the name MLIR's timers give them
    /// (`DominanceInfo`): `--mlir-timing` lists each under the pass as
    /// `(A) name`. Their time is counted in the pass's own.
    fn analyses(&self) -> &'static [&'static str] {
        &[]
    }

    /// Whether the pass carries state from one op it runs on to the next
    /// (as an MLIR pass instance does when the adaptor runs it on op after
    /// op): the adaptor then runs it on one op at a time, in order, never
    /// on several threads.
    fn keeps_state_across_ops(&self) -> bool {
        false
    }

    /// Transforms `op`. On failure the pass has emitted its diagnostics and
    /// the pass manager stops.
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed>;
}
