//! [`OpPassManager`]: a list of passes and nested pass managers anchored on
//! an op name, and how it runs with mlir-opt's instrumentation.
//!
//! Nested managers run on the *direct* children (ops in the regions of the
//! op being processed) whose name matches, or on every child for `any`.
//! Adjacent nested managers on named ops are merged when run, as MLIR
//! merges adjacent pass adaptors (an `any` manager is never merged): each child op goes through all of them before the next
//! child, while `--dump-pass-pipeline` shows them as written.

use crate::{Event, Pass, PassContext, PassFailed};
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::asm::resources::Resources;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{symbol, Ir, OpId};
use rmlir_core::verify::op_error;
use rmlir_core::Context;
use std::time::{Duration, Instant};

/// An entry of a pass manager.
pub enum PassEntry {
    Pass(Box<dyn Pass>),
    Nested(OpPassManager),
}

/// Passes to run on ops named `op_name` (`any`: on any op).
pub struct OpPassManager {
    pub op_name: String,
    pub passes: Vec<PassEntry>,
}

impl OpPassManager {
    /// Whether a pass of this manager (or of one nested in it) carries
    /// state from op to op (see [`Pass::keeps_state_across_ops`]).
    fn keeps_state(&self) -> bool {
        self.passes.iter().any(|e| match e {
            PassEntry::Pass(p) => p.keeps_state_across_ops(),
            PassEntry::Nested(pm) => pm.keeps_state(),
        })
    }
}

/// Which passes an IR-printing flag applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    #[default]
    None,
    All,
    /// Passes with these arguments.
    Some(Vec<String>),
}

impl PassFilter {
    fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Some(args) => args.iter().any(|a| a == pass.info().argument),
        }
    }
}

/// mlir-opt's pass instrumentation flags.
#[derive(Clone, Debug, Default)]
pub struct Instrumentation {
    /// `--verify-each`.
    pub verify_each: bool,
    /// `--mlir-print-ir-before(-all)`.
    pub print_before: PassFilter,
    /// `--mlir-print-ir-after(-all)`; `--mlir-print-ir-after-failure` also
    /// enables it for every pass.
    pub print_after: PassFilter,
    /// `--mlir-print-ir-after-change`.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`: print after a pass only if it failed.
    pub after_failure: bool,
    /// `--mlir-print-ir-module-scope`.
    pub module_scope: bool,
    /// How IR dumps print.
    pub flags: PrintFlags,
    /// `--mlir-print-assume-verified`: dumps print custom forms without
    /// verifying first.
    pub assume_verified: bool,
}

/// A node of the `--mlir-timing` tree: wall time, children by first run.
#[derive(Clone, Debug, Default)]
pub struct TimingNode {
    pub name: String,
    /// What identifies the timer among its siblings: the name, or for a
    /// pass its position too (a pass listed twice has two timers, while the
    /// runs of one pass on several ops or input chunks add up).
    key: String,
    pub wall: Duration,
    pub children: Vec<TimingNode>,
}

impl TimingNode {
    /// The child named `name`, created at the end if new.
    pub fn child(&mut self, name: &str) -> &mut TimingNode {
        self.child_keyed(name, name)
    }

    /// The child identified by `key`, created with `name` at the end if new.
    pub fn child_keyed(&mut self, key: &str, name: &str) -> &mut TimingNode {
        let i = match self.children.iter().position(|c| c.key == key) {
            Some(i) => i,
            None => {
                self.children.push(TimingNode {
                    name: name.to_string(),
                    key: key.to_string(),
                    ..TimingNode::default()
                });
                self.children.len() - 1
            }
        };
        &mut self.children[i]
    }
}

/// Everything a run needs besides the IR.
pub struct RunEnv<'a> {
    pub ctx: &'a Context,
    pub instrumentation: &'a Instrumentation,
    /// Resource blobs of the parsed input, for printing the top-level op.
    pub resources: &'a Resources,
    /// Diagnostics and stderr text, in order.
    pub events: Vec<Event>,
    /// Where pass timings accumulate (`--mlir-timing`).
    pub timing: Option<&'a mut TimingNode>,
    /// Set when a pass adaptor ran on several ops with threads allowed
    /// (mlir-opt then reports user time as well as wall time).
    pub ran_adaptor: bool,
    /// Nested pipelines may run on isolated ops in parallel.
    pub threading: bool,
    /// The op being processed is an isolated op copied out of the module
    /// (it prints as a nested op although it has no parent here).
    pub nested: bool,
}

impl OpPassManager {
    pub fn new(op_name: &str) -> Self {
        OpPassManager {
            op_name: op_name.to_string(),
            passes: Vec::new(),
        }
    }

    /// `--dump-pass-pipeline`'s text.
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.passes.len());
        self.print_pretty(&mut out, 0);
        out.push_str("\n\n");
        out
    }

    /// The pipeline on one line, as MLIR prints a pipeline nested in a
    /// pass option (`func.func(canonicalize{...},cse)`).
    pub fn print_inline(&self) -> String {
        let mut out = format!("{}(", self.op_name);
        for (i, p) in self.passes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match p {
                PassEntry::Pass(p) => {
                    out.push_str(p.info().argument);
                    out.push_str(&p.print_options());
                }
                PassEntry::Nested(pm) => out.push_str(&pm.print_inline()),
            }
        }
        out.push(')');
        out
    }

    fn print_pretty(&self, out: &mut String, indent: usize) {
        out.push_str(&self.op_name);
        out.push_str("(\n");
        for (i, p) in self.passes.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str(&" ".repeat(indent + 2));
            match p {
                PassEntry::Pass(p) => {
                    out.push_str(p.info().argument);
                    out.push_str(&p.print_options());
                }
                PassEntry::Nested(pm) => pm.print_pretty(out, indent + 2),
            }
        }
        out.push('\n');
        out.push_str(&" ".repeat(indent));
        out.push(')');
    }

    /// Runs on `op`, which the caller has checked is of this manager's op
    /// name. On failure the diagnostics are in `env.events`.
    pub fn run(&self, env: &mut RunEnv<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        // Passes (adaptors included) run only on registered isolated ops;
        // nested ops are checked when scheduled, the top-level one here.
        if !self.passes.is_empty() {
            if let Some(why) = unschedulable(env.ctx, ir, op) {
                env.events.push(Event::Diag(op_error(env.ctx, ir, op, why)));
                return Err(PassFailed);
            }
        }
        let mut timing = env.timing.take();
        let r = self.run_with(env, ir, op, timing.as_deref_mut());
        env.timing = timing;
        r
    }

    fn matches(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let name = ctx.op_name_str(ir.op_name(op));
        if self.op_name != "any" {
            return name == self.op_name;
        }
        // An op-agnostic manager is for the ops all its passes can run on.
        self.passes.iter().all(|e| match e {
            PassEntry::Pass(p) => p.can_schedule_on(name),
            PassEntry::Nested(_) => true,
        })
    }

    fn run_with(
        &self,
        env: &mut RunEnv<'_>,
        ir: &mut Ir,
        op: OpId,
        mut timer: Option<&mut TimingNode>,
    ) -> Result<(), PassFailed> {
        let mut i = 0;
        while i < self.passes.len() {
            match &self.passes[i] {
                PassEntry::Pass(p) => {
                    if !p.can_schedule_on(env.ctx.op_name_str(ir.op_name(op))) {
                        let msg = format!(
                            "trying to schedule pass '{}' on an unsupported operation",
                            p.name()
                        );
                        let d = op_error(env.ctx, ir, op, msg);
                        env.events.push(Event::Diag(d));
                        return Err(PassFailed);
                    }
                    let key = format!("{i}:{}", p.name());
                    // The pass's timer comes before those of the pipelines
                    // it runs itself, which MLIR lists after it, at its level.
                    let mut dynamic = timer.as_deref_mut().map(|t| {
                        t.child_keyed(&key, p.name());
                        TimingNode::default()
                    });
                    let t0 = Instant::now();
                    let r = run_pass(env, &**p, ir, op, &mut dynamic);
                    if let Some(t) = timer.as_deref_mut() {
                        let node = t.child_keyed(&key, p.name());
                        node.wall += t0.elapsed();
                        // Analyses get their own (here empty) timers under
                        // the pass, as MLIR's `(A) DominanceInfo`.
                        for a in p.analyses() {
                            node.child(&format!("(A) {a}"));
                        }
                        if let Some(d) = &dynamic {
                            merge_timing(t, d);
                        }
                    }
                    r?;
                    i += 1;
                }
                PassEntry::Nested(_) => {
                    // The run of adjacent nested managers, merged.
                    // (`any` managers never merge.)
                    let mut group: Vec<&OpPassManager> = Vec::new();
                    while let Some(PassEntry::Nested(pm)) = self.passes.get(i) {
                        let any = |m: &OpPassManager| m.op_name == "any";
                        if group.first().is_some_and(|g| any(g) || any(pm)) {
                            break;
                        }
                        group.push(pm);
                        i += 1;
                    }
                    let mut names: Vec<&str> = Vec::new();
                    for pm in &group {
                        if !names.contains(&pm.op_name.as_str()) {
                            names.push(&pm.op_name);
                        }
                    }
                    let label = format!("'{}' Pipeline", names.join(","));
                    let key = format!("{i}:{label}");
                    // The pipeline's timer exists once it has run on an op.
                    let runs = ir.regions(op).iter().any(|&r| {
                        ir.region_blocks(r).iter().any(|&b| {
                            ir.block_ops(b)
                                .any(|c| group.iter().any(|pm| pm.matches(env.ctx, ir, c)))
                        })
                    });
                    let t0 = Instant::now();
                    let mut node = timer.as_deref_mut().filter(|_| runs);
                    let r = self.run_adaptor(
                        env,
                        &group,
                        ir,
                        op,
                        node.as_deref_mut().map(|t| t.child_keyed(&key, &label)),
                    );
                    if let Some(t) = node {
                        t.child_keyed(&key, &label).wall += t0.elapsed();
                    }
                    r?;
                }
            }
        }
        Ok(())
    }

    fn run_adaptor(
        &self,
        env: &mut RunEnv<'_>,
        group: &[&OpPassManager],
        ir: &mut Ir,
        op: OpId,
        timer: Option<&mut TimingNode>,
    ) -> Result<(), PassFailed> {
        // Each child with the managers to run on it, or why it can't be
        // scheduled (`any` skips such ops silently, a named manager
        // reports them).
        let mut jobs: Vec<Job<'_>> = Vec::new();
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for child in ir.block_ops(b) {
                    let pms: Vec<&OpPassManager> = group
                        .iter()
                        .copied()
                        .filter(|pm| pm.matches(env.ctx, ir, child))
                        .collect();
                    if pms.is_empty() {
                        continue;
                    }
                    let Some(why) = unschedulable(env.ctx, ir, child) else {
                        jobs.push((child, Ok(pms)));
                        continue;
                    };
                    if pms.iter().any(|pm| pm.op_name != "any") {
                        jobs.push((child, Err(why)));
                    }
                }
            }
        }
        let several = env.threading && jobs.iter().filter(|(_, j)| j.is_ok()).count() > 1;
        env.ran_adaptor |= several;
        let parallel = several
            && !group.iter().any(|pm| pm.keeps_state())
            && jobs.iter().all(|&(c, _)| {
                ir.num_operands(c) == 0 && ir.num_results(c) == 0 && ir.successors(c).is_empty()
            });
        let failed = if parallel {
            // Phase 1: copy every op out, in parallel (the module is only
            // read). Phase 2: worker threads run the pipelines on their
            // copies while this thread moves finished ones back in op order,
            // so the move overlaps the work instead of following it.
            let copies = copy_out(ir, &jobs);
            let (ctx, ins, resources) = (env.ctx, env.instrumentation, env.resources);
            let timed = timer.is_some();
            rayon::in_place_scope(|s| {
                let (tx, rx) = std::sync::mpsc::channel();
                let mut pending = vec![false; jobs.len()];
                for (i, copy) in copies.into_iter().enumerate() {
                    let (Some((sub, root)), Ok(pms)) = (copy, &jobs[i].1) else {
                        continue;
                    };
                    pending[i] = true;
                    let tx = tx.clone();
                    s.spawn(move |_| {
                        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            run_job(ctx, ins, resources, pms, sub, root, timed)
                        }));
                        // A worker that panicked leaves its op to the
                        // sequential path.
                        let _ = tx.send((i, r.ok()));
                    });
                }
                drop(tx);
                let mut arrived: Vec<Option<JobResult>> = jobs.iter().map(|_| None).collect();
                self.process_jobs(env, ir, &jobs, timer, |i| {
                    while pending[i] {
                        let Ok((j, r)) = rx.recv() else { break };
                        pending[j] = false;
                        arrived[j] = r;
                    }
                    arrived[i].take()
                })
            })
        } else {
            self.process_jobs(env, ir, &jobs, timer, |_| None)
        };
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }

    /// Processes the jobs in op order: reports unschedulable ops, moves the
    /// result of a parallel run (from `result`) back in place of its op, and
    /// runs the managers in place on ops without one. Every op is processed
    /// even after a failure, as MLIR's adaptor does. Returns whether any
    /// failed.
    fn process_jobs(
        &self,
        env: &mut RunEnv<'_>,
        ir: &mut Ir,
        jobs: &[Job<'_>],
        mut timer: Option<&mut TimingNode>,
        mut result: impl FnMut(usize) -> Option<JobResult>,
    ) -> bool {
        let mut failed = false;
        for (i, (child, job)) in jobs.iter().enumerate() {
            let pms = match job {
                Err(why) => {
                    env.events
                        .push(Event::Diag(op_error(env.ctx, ir, *child, why)));
                    failed = true;
                    continue;
                }
                Ok(pms) => pms,
            };
            if let Some(r) = result(i) {
                env.events.extend(r.events);
                env.ran_adaptor |= r.ran_adaptor;
                failed |= !r.ok;
                if let Some(t) = timer.as_deref_mut() {
                    merge_timing(t, &r.timing);
                }
                // Move the transformed op's arena back in place of the
                // original (a linear pass, no per-op allocation).
                ir.transplant_in_place_of(*child, r.ir, r.root);
                continue;
            }
            for pm in pms {
                if pm.run_with(env, ir, *child, timer.as_deref_mut()).is_err() {
                    failed = true;
                    break;
                }
            }
        }
        failed
    }
}

/// An op the adaptor processes, with the managers to run on it or why it
/// cannot be scheduled.
type Job<'a> = (OpId, Result<Vec<&'a OpPassManager>, &'static str>);

/// Why passes may not run on `op`, if they may not: MLIR runs passes only
/// on registered ops that are isolated from above.
fn unschedulable(ctx: &Context, ir: &Ir, op: OpId) -> Option<&'static str> {
    match ctx.op_def(ir.op_name(op)) {
        None => Some("trying to schedule a pass on an unregistered operation"),
        Some(d) if !d.has(Traits::ISOLATED_FROM_ABOVE) => {
            Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
        }
        Some(_) => None,
    }
}

/// What running a nested pipeline on one copied-out op produced.
struct JobResult {
    ir: Ir,
    root: OpId,
    events: Vec<Event>,
    ok: bool,
    timing: TimingNode,
    ran_adaptor: bool,
}

/// Copies each schedulable job's op into an arena of its own, in parallel
/// (`None` for unschedulable ops and refused copies).
fn copy_out(ir: &Ir, jobs: &[Job<'_>]) -> Vec<Option<(Ir, OpId)>> {
    use rayon::prelude::*;
    jobs.par_iter()
        .map(|(child, job)| {
            job.as_ref().ok()?;
            // Sized up front: growing the tables and maps while copying
            // was a good part of the copy's cost.
            let mut ops = 0usize;
            ir.walk(*child, rmlir_core::ir::WalkOrder::PreOrder, &mut |_, _| {
                ops += 1
            });
            let mut sub = Ir::with_capacity(ops);
            sub.mark_detached_root();
            let mut map = rmlir_core::ir::IrMapping::default();
            map.values.reserve(ops + ops / 4);
            let root = ir.clone_op_into(*child, &mut sub, &mut map)?;
            Some((sub, root))
        })
        .collect()
}

/// Runs the managers `pms` on `root`, an op copied into `sub`, on a worker
/// thread.
fn run_job(
    ctx: &Context,
    instrumentation: &Instrumentation,
    resources: &Resources,
    pms: &[&OpPassManager],
    mut sub: Ir,
    root: OpId,
    timed: bool,
) -> JobResult {
    let mut timing = TimingNode::default();
    let mut env = RunEnv {
        ctx,
        instrumentation,
        resources,
        events: Vec::new(),
        timing: None,
        ran_adaptor: false,
        threading: true,
        nested: true,
    };
    let mut ok = true;
    for pm in pms {
        let t = timed.then_some(&mut timing);
        if pm.run_with(&mut env, &mut sub, root, t).is_err() {
            ok = false;
            break;
        }
    }
    JobResult {
        ir: sub,
        root,
        events: env.events,
        ok,
        timing,
        ran_adaptor: env.ran_adaptor,
    }
}

/// Adds the times of `from`'s children into `into`'s, by name.
pub(crate) fn merge_timing(into: &mut TimingNode, from: &TimingNode) {
    for c in &from.children {
        let t = into.child_keyed(&c.key, &c.name);
        t.wall += c.wall;
        merge_timing(t, c);
    }
}

/// Runs one pass on `op` with the instrumentation around it.
fn run_pass(
    env: &mut RunEnv<'_>,
    pass: &dyn Pass,
    ir: &mut Ir,
    op: OpId,
    dynamic_timing: &mut Option<TimingNode>,
) -> Result<(), PassFailed> {
    let ins = env.instrumentation;
    if ins.print_before.matches(pass) {
        dump(env, ir, op, pass, "Before", "");
    }
    let print_after = ins.print_after.matches(pass) || ins.after_failure;
    let before = (print_after && ins.after_change).then(|| fingerprint(env.ctx, ir, op));
    let mut cx = PassContext {
        ctx: env.ctx,
        events: &mut env.events,
        all_preserved: false,
        instrumentation: env.instrumentation,
        resources: env.resources,
        nested: env.nested,
        timing: dynamic_timing.take(),
    };
    let mut ok = pass.run(&mut cx, ir, op).is_ok();
    *dynamic_timing = cx.timing.take();
    // A pass that preserved all analyses cannot have changed the IR, so
    // MLIR skips verifying after it.
    if ok && ins.verify_each && !cx.all_preserved {
        if let Err(d) = rmlir_core::verify::verify(env.ctx, ir, op) {
            env.events.push(Event::Diag(d));
            ok = false;
        }
    }
    if !ok {
        if print_after {
            dump(env, ir, op, pass, "After", " Failed");
        }
        return Err(PassFailed);
    }
    if print_after && !ins.after_failure {
        let changed = before.is_none_or(|b| b != fingerprint(env.ctx, ir, op));
        if changed {
            dump(env, ir, op, pass, "After", "");
        }
    }
    Ok(())
}

/// The IR of `op` as text that changes whenever the op changes.
pub(crate) fn fingerprint(ctx: &Context, ir: &Ir, op: OpId) -> Vec<u8> {
    let flags = PrintFlags {
        generic: true,
        debug_info: true,
        local_scope: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    let _ = print_top_level(ctx, ir, op, flags, &Resources::default(), &mut out);
    out
}

/// Writes an IR dump (`// -----// IR Dump After X (x) //----- //`).
fn dump(env: &mut RunEnv<'_>, ir: &Ir, op: OpId, pass: &dyn Pass, when: &str, failed: &str) {
    let ins = env.instrumentation;
    let info = pass.info();
    let mut text = format!(
        "// -----// IR Dump {when} {}{failed} ({})",
        pass.name(),
        info.argument
    );
    let mut target = op;
    let mut flags = ins.flags;
    if ins.module_scope {
        text.push_str(&format!(
            " ('{}' operation",
            env.ctx.op_name_str(ir.op_name(op))
        ));
        if let Some(name) = symbol::symbol_name(env.ctx, ir, op) {
            text.push_str(": @");
            text.push_str(&String::from_utf8_lossy(name));
        }
        text.push(')');
        while let Some(p) = ir.parent_op(target) {
            target = p;
        }
    } else if ir.parent_op(op).is_some() || env.nested {
        // A nested op prints on its own, without alias definitions.
        flags.local_scope = true;
    }
    text.push_str(" //----- //\n");
    // As MLIR's printer does, IR that fails verification prints generic.
    if !ins.assume_verified && rmlir_core::verify::verify(env.ctx, ir, target).is_err() {
        flags.generic = true;
    }
    let mut out = Vec::new();
    let _ = print_top_level(env.ctx, ir, target, flags, env.resources, &mut out);
    text.push_str(&String::from_utf8_lossy(&out));
    text.push_str("\n\n");
    env.events.push(Event::Text(text));
}

/// The error for a pass manager that cannot run on the top-level op: a pass
/// its anchor cannot schedule (checked first, as MLIR finalizes the pass
/// list before it runs), or a root op name that does not match.
pub fn anchor_mismatch(ctx: &Context, ir: &Ir, op: OpId, pm: &OpPassManager) -> Option<Diagnostic> {
    if let Some(d) = unschedulable_pass(ctx, pm) {
        return Some(d);
    }
    let name = ctx.op_name_str(ir.op_name(op));
    (pm.op_name != "any" && pm.op_name != name).then(|| {
        Diagnostic::error(
            ir.op(op).loc,
            format!(
                "can't run '{}' pass manager on '{}' op",
                pm.op_name,
                ctx.op_name_str(ir.op_name(op))
            ),
        )
    })
}

/// The first pass (depth first) that a manager anchored on a concrete op
/// name cannot schedule; op-agnostic managers are checked op by op instead.
fn unschedulable_pass(ctx: &Context, pm: &OpPassManager) -> Option<Diagnostic> {
    pm.passes.iter().find_map(|e| match e {
        PassEntry::Pass(p) if pm.op_name != "any" && !p.can_schedule_on(&pm.op_name) => {
            Some(Diagnostic::error(
                ctx.unknown_loc(),
                format!(
                    "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                    p.name(),
                    pm.op_name
                ),
            ))
        }
        PassEntry::Pass(_) => None,
        PassEntry::Nested(n) => unschedulable_pass(ctx, n),
    })
}
