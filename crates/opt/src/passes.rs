//! Running passes on a parsed input as mlir-opt does: building the pass
//! manager from `--pass-pipeline` or the per-pass flags, the pass-manager
//! command-line options, and the `--mlir-timing` report.

use rmlir_core::asm::resources::Resources;
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::Context;
use rmlir_pass::manager::anchor_mismatch;
use rmlir_pass::pipeline::PipelineError;
use rmlir_pass::{
    parse_pass_pipeline, Event, Instrumentation, OpPassManager, PassEntry, PassInfo, PassRegistry,
    RunEnv, TimingNode,
};
use std::time::Duration;

/// The passes to run and how, from the command line.
pub struct PassSetup {
    pub registry: PassRegistry,
    /// `--pass-pipeline`.
    pub pipeline: Option<String>,
    /// Per-pass flags (`--strip-debuginfo`, `--print-op-stats=json`), in
    /// command-line order, with their option text.
    pub flags: Vec<(&'static PassInfo, String)>,
    /// `--dump-pass-pipeline`.
    pub dump: bool,
    /// `--mlir-pass-statistics`.
    pub statistics: bool,
    pub instrumentation: Instrumentation,
    /// Threads are allowed (no `--mlir-disable-threading`).
    pub threading: bool,
    /// The tool's name, for LLVM command-line messages.
    pub prog: String,
}

/// The outcome of running the passes on one input.
pub struct PassRun {
    pub ok: bool,
    pub events: Vec<Event>,
    /// A pass adaptor ran (mlir-opt then reports user time too).
    pub ran_adaptor: bool,
}

impl PassSetup {
    /// Builds the pass manager for a top-level op named `root` (mlir-opt
    /// builds one per input chunk, after parsing it).
    fn build(&self, root: &str) -> Result<OpPassManager, PipelineError> {
        if let Some(text) = &self.pipeline {
            if !self.flags.is_empty() {
                return Err(PipelineError::Message(
                    "'-pass-pipeline' option can't be used with individual pass options".into(),
                ));
            }
            return parse_pass_pipeline(text, &self.registry);
        }
        let mut pm = OpPassManager::new(root);
        for (info, options) in &self.flags {
            let pass = self.registry.create(info.argument, options).map_err(|e| {
                rmlir_pass::pipeline::option_error(e, info.argument, options, false)
            })?;
            // A pass restricted to other ops is nested implicitly, each in
            // a manager of its own, as mlir-opt's implicit nesting does.
            match pass.op_name() {
                Some(anchor) if anchor != root => {
                    let mut nested = OpPassManager::new(anchor);
                    nested.passes.push(PassEntry::Pass(pass));
                    pm.passes.push(PassEntry::Nested(nested));
                }
                _ => pm.passes.push(PassEntry::Pass(pass)),
            }
        }
        Ok(pm)
    }

    /// Runs the passes on `op`; `timing` is the report's root when
    /// `--mlir-timing` is on.
    pub fn run(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        resources: &Resources,
        timing: Option<&mut TimingNode>,
    ) -> PassRun {
        let unknown = ctx.unknown_loc();
        let fail = |events: Vec<Event>| PassRun {
            ok: false,
            events,
            ran_adaptor: false,
        };
        let ins = &self.instrumentation;
        let printing = ins.print_before != rmlir_pass::PassFilter::None
            || ins.print_after != rmlir_pass::PassFilter::None
            || ins.after_failure;
        // mlir-opt applies the pass-manager options before it parses the
        // pipeline.
        if printing && ins.module_scope && self.threading {
            return fail(vec![Event::Diag(Diagnostic::error(
                unknown,
                "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
            ))]);
        }
        let pm = match self.build(ctx.op_name_str(ir.op_name(op))) {
            Ok(pm) => pm,
            Err(PipelineError::Message(m)) => {
                return fail(vec![Event::Diag(Diagnostic::error(unknown, m))])
            }
            Err(PipelineError::BadOption {
                cl_message,
                message,
            }) => {
                return fail(vec![
                    Event::Text(format!("{}: {cl_message}\n", self.prog)),
                    Event::Diag(Diagnostic::error(unknown, message)),
                ])
            }
        };
        let mut events = Vec::new();
        if self.dump {
            events.push(Event::Text(pm.dump()));
        }
        if let Some(d) = anchor_mismatch(ctx, ir, op, &pm) {
            events.push(Event::Diag(d));
            return fail(events);
        }
        let mut env = RunEnv {
            ctx,
            instrumentation: ins,
            resources,
            events,
            timing,
            ran_adaptor: false,
            threading: self.threading,
            nested: false,
        };
        let ok = pm.run(&mut env, ir, op).is_ok();
        if self.statistics {
            // mlir-opt 22 is built without LLVM statistics, so its report
            // (in either display mode) never lists a counter.
            env.events.push(Event::Text(
                "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n\n".into(),
            ));
        }
        PassRun {
            ok,
            events: env.events,
            ran_adaptor: env.ran_adaptor,
        }
    }
}

/// Writes mlir-opt's `--mlir-timing` report: `root`'s children (Parser,
/// the passes, Output) as a tree or as a list merged by name and sorted by
/// time, then the rest of `total` and the total.
pub fn timing_report(root: &TimingNode, total: Duration, list: bool, user_time: bool) -> String {
    let total_s = total.as_secs_f64();
    let mut out = String::new();
    out.push_str(
        "===-------------------------------------------------------------------------===\n",
    );
    out.push_str("                         ... Execution time report ...\n");
    out.push_str(
        "===-------------------------------------------------------------------------===\n",
    );
    out.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
    if user_time {
        out.push_str("  ----User Time----");
    }
    out.push_str("  ----Wall Time----  ----Name----\n");
    let line = |out: &mut String, t: f64, indent: usize, name: &str| {
        let pct = if total_s > 0.0 {
            t / total_s * 100.0
        } else {
            0.0
        };
        let col = format!("  {t:>8.4} ({pct:>5.1}%)");
        if user_time {
            out.push_str(&col);
        }
        out.push_str(&col);
        out.push_str(&format!("  {}{name}\n", " ".repeat(indent)));
    };
    let top: f64 = root.children.iter().map(|c| c.wall.as_secs_f64()).sum();
    if list {
        line(&mut out, total_s, 0, "root");
        let mut merged: Vec<(String, f64)> = Vec::new();
        let mut stack: Vec<&TimingNode> = root.children.iter().rev().collect();
        while let Some(n) = stack.pop() {
            match merged.iter_mut().find(|(name, _)| *name == n.name) {
                Some(e) => e.1 += n.wall.as_secs_f64(),
                None => merged.push((n.name.clone(), n.wall.as_secs_f64())),
            }
            stack.extend(n.children.iter().rev());
        }
        merged.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (name, t) in merged {
            line(&mut out, t, 0, &name);
        }
    } else {
        let mut stack: Vec<(&TimingNode, usize)> =
            root.children.iter().rev().map(|c| (c, 0)).collect();
        while let Some((n, depth)) = stack.pop() {
            line(&mut out, n.wall.as_secs_f64(), depth * 2, &n.name);
            stack.extend(n.children.iter().rev().map(|c| (c, depth + 1)));
        }
    }
    line(&mut out, (total_s - top).max(0.0), 0, "Rest");
    line(&mut out, total_s, 0, "Total");
    out
}
