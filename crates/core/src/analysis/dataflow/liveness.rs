//! Liveness of SSA values: a sparse backward analysis (MLIR's
//! `LivenessAnalysis`), run over the blocks a [`DataFlowSolver`] found live.
//!
//! A value is live when something that matters may read it: an op that is
//! not trivially dead (it has effects, or is a terminator) makes its
//! operands live, and an op with a live result makes all its operands live.
//! Values flow backwards along the edges the interfaces describe:
//!
//! - a branch's forwarded operand is live when the successor argument it
//!   feeds is; its other operands always are;
//! - a call's argument operand is live when the callee's entry argument is
//!   (for a callee with a body); the call's other operands always are;
//! - a return of a callable whose call sites are all known forwards the
//!   liveness of the calls' results to its operands; otherwise its operands
//!   are live (public functions).
//!
//! - an operand of a region-branch op, or of a terminator in one of its
//!   regions, that is forwarded to region arguments or the op's results is
//!   live when one of those is; its other operands (a condition, loop
//!   bounds) are live when the op is not trivially dead or has a live
//!   result.
//!
//! Values in dead blocks, or never reached, are not live. Each op is
//! revisited only when a value it reads the liveness of becomes live, and a
//! value becomes live once, so the run is linear in the IR size.

use super::{DataFlowSolver, SparseForwardAnalysis};
use crate::context::Context;
use crate::control_flow::RegionSuccessor;
use crate::dialect::Traits;
use crate::ir::symbol::{self, SymbolTableCollection};
use crate::ir::{Ir, OpId, RegionId, Value};
use crate::rewrite::effects::would_op_be_trivially_dead;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::collections::VecDeque;

/// The result of the liveness analysis over an op.
pub struct Liveness {
    live: FxHashSet<Value>,
}

impl Liveness {
    /// Runs the analysis over everything nested in `top`, using the block
    /// liveness and call sites `solver` found.
    pub fn run<A: SparseForwardAnalysis>(
        ctx: &Context,
        ir: &Ir,
        top: OpId,
        solver: &DataFlowSolver<'_, A>,
    ) -> Self {
        let mut r = Run {
            ctx,
            ir,
            top,
            live: FxHashSet::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
            calls_to: FxHashMap::default(),
            recorded: FxHashSet::default(),
            tables: SymbolTableCollection::new(),
        };
        for v in ir.results(top) {
            r.live.insert(v);
        }
        let mut stack: Vec<RegionId> = ir.regions(top).iter().rev().copied().collect();
        while let Some(reg) = stack.pop() {
            for &b in ir.region_blocks(reg) {
                for o in ir.block_ops(b) {
                    r.enqueue(o);
                    stack.extend(ir.regions(o).iter().rev().copied());
                }
            }
        }
        while let Some(op) = r.worklist.pop_front() {
            r.queued.remove(&op);
            r.visit(solver, op);
        }
        Liveness { live: r.live }
    }

    /// Whether `v` may be read by something that matters.
    pub fn is_live(&self, v: Value) -> bool {
        self.live.contains(&v)
    }
}

struct Run<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    top: OpId,
    live: FxHashSet<Value>,
    worklist: VecDeque<OpId>,
    queued: FxHashSet<OpId>,
    /// The calls seen so far to each callable with a body.
    calls_to: FxHashMap<OpId, Vec<OpId>>,
    /// The (callable, call) pairs recorded in `calls_to`.
    recorded: FxHashSet<(OpId, OpId)>,
    tables: SymbolTableCollection,
}

impl Run<'_> {
    fn enqueue(&mut self, op: OpId) {
        if self.queued.insert(op) {
            self.worklist.push_back(op);
        }
    }

    /// Marks `v` live and revisits what reads its liveness.
    fn mark_live(&mut self, v: Value) {
        if !self.live.insert(v) {
            return;
        }
        let ir = self.ir;
        if let Some(d) = ir.defining_op(v) {
            self.enqueue(d);
            self.enqueue_region_branch(d);
            if let Some(callee) = self.callee_body(d) {
                for &b in ir.region_blocks(callee.1) {
                    if let Some(t) = ir.last_op(b) {
                        self.enqueue(t);
                    }
                }
            }
            return;
        }
        let Some(b) = ir.value_block(v) else {
            return;
        };
        let Some(region) = ir.block_parent(b) else {
            return;
        };
        if ir.entry_block(region) == Some(b) {
            if let Some(p) = ir.region_parent(region) {
                self.enqueue(p);
                self.enqueue_region_branch(p);
                let calls = self.calls_to.get(&p).cloned().unwrap_or_default();
                for c in calls {
                    self.enqueue(c);
                }
            }
            return;
        }
        let preds: SmallVec<[OpId; 4]> = ir.block_pred_edges(b).map(|e| e.op).collect();
        for p in preds {
            self.enqueue(p);
        }
    }

    /// Revisits the terminators of a region-branch op's regions (they read
    /// the liveness of its results and region arguments).
    fn enqueue_region_branch(&mut self, op: OpId) {
        let ir = self.ir;
        if self
            .ctx
            .op_def(ir.op_name(op))
            .is_none_or(|d| d.region_branch.is_none())
        {
            return;
        }
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                if let Some(t) = ir.last_op(b) {
                    self.enqueue(t);
                }
            }
        }
    }

    fn mark_all_live(&mut self, vals: impl IntoIterator<Item = Value>) {
        for v in vals {
            self.mark_live(v);
        }
    }

    /// The callable a call op resolves to and its non-empty body region.
    fn callee_body(&mut self, call: OpId) -> Option<(OpId, RegionId)> {
        let (ctx, ir) = (self.ctx, self.ir);
        let iface = ctx.op_def(ir.op_name(call))?.call?;
        let callee = self.resolve(call, iface)?;
        let region = (ctx.op_def(ir.op_name(callee))?.callable?.region)(ctx, ir, callee)?;
        ir.entry_block(region)?;
        Some((callee, region))
    }

    fn resolve(&mut self, call: OpId, iface: crate::control_flow::CallInterface) -> Option<OpId> {
        let sym = (iface.callee)(self.ctx, self.ir, call)?;
        let table = symbol::nearest_symbol_table(self.ctx, self.ir, call)?;
        self.tables.lookup_in(self.ctx, self.ir, table, sym)
    }

    fn visit<A: SparseForwardAnalysis>(&mut self, solver: &DataFlowSolver<'_, A>, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        if op == self.top {
            return;
        }
        let Some(block) = ir.parent_block(op) else {
            return;
        };
        if !solver.is_block_live(block) {
            return;
        }
        let def = ctx.op_def(ir.op_name(op));
        let parent_rb = ir.parent_op(op).filter(|&p| {
            p != self.top
                && ir.last_op(block) == Some(op)
                && def.is_some_and(|d| d.has(Traits::TERMINATOR))
                && ctx
                    .op_def(ir.op_name(p))
                    .is_some_and(|d| d.region_branch.is_some())
        });
        if def.is_some_and(|d| d.region_branch.is_some()) || parent_rb.is_some() {
            let owner_rb = parent_rb.unwrap_or(op);
            let rb_live = !would_op_be_trivially_dead(ctx, ir, owner_rb)
                || ir.results(owner_rb).any(|v| self.live.contains(&v));
            let mut forwarded = vec![false; ir.num_operands(op)];
            let edges = forwarding_of(ctx, ir, owner_rb, op);
            // An indescribable terminator: its operands may go anywhere.
            let opaque = edges.is_none();
            for (idx, input) in edges.unwrap_or_default() {
                if let Some(f) = forwarded.get_mut(idx) {
                    *f = true;
                    if self.live.contains(&input) {
                        self.mark_live(ir.operand(op, idx));
                    }
                }
            }
            for (idx, f) in forwarded.into_iter().enumerate() {
                if !f && (rb_live || opaque) {
                    self.mark_live(ir.operand(op, idx));
                }
            }
            return;
        }
        if let Some(branch) = def.and_then(|d| d.branch) {
            if !ir.successors(op).is_empty() {
                let mut forwarded = vec![false; ir.num_operands(op)];
                let succs: SmallVec<[_; 2]> = ir.successors(op).iter().copied().collect();
                for (i, s) in succs.into_iter().enumerate() {
                    let range = (branch.successor_operands)(ctx, ir, op, i);
                    for (k, idx) in range.enumerate() {
                        let Some(f) = forwarded.get_mut(idx) else {
                            continue;
                        };
                        *f = true;
                        let arg_live = ir
                            .block_args(s)
                            .get(k)
                            .is_some_and(|a| self.live.contains(a));
                        if arg_live {
                            self.mark_live(ir.operand(op, idx));
                        }
                    }
                }
                for (idx, f) in forwarded.into_iter().enumerate() {
                    if !f {
                        self.mark_live(ir.operand(op, idx));
                    }
                }
                return;
            }
        }
        if let Some(iface) = def.and_then(|d| d.call) {
            let callable = self.resolve(op, iface).filter(|&c| {
                ctx.op_def(ir.op_name(c))
                    .is_some_and(|d| d.callable.is_some())
            });
            if let Some(c) = callable {
                let body = self.callee_body(op);
                let Some((_, region)) = body else {
                    // A declaration: everything passed to it is live.
                    self.mark_all_live(ir.operands(op));
                    return;
                };
                if self.recorded.insert((c, op)) {
                    self.calls_to.entry(c).or_default().push(op);
                }
                let entry = ir.entry_block(region).expect("checked by callee_body");
                let args = ir.block_args(entry);
                let range = (iface.arg_operands)(ctx, ir, op);
                for idx in 0..ir.num_operands(op) {
                    let in_args = range.contains(&idx) && idx - range.start < args.len();
                    let live = !in_args || self.live.contains(&args[idx - range.start]);
                    if live {
                        self.mark_live(ir.operand(op, idx));
                    }
                }
                return;
            }
        }
        if def.is_some_and(|d| d.has(Traits::RETURN_LIKE)) {
            if let Some(parent) = ir.parent_op(op) {
                if ctx
                    .op_def(ir.op_name(parent))
                    .is_some_and(|d| d.callable.is_some())
                {
                    match solver.callers(parent) {
                        Some(calls) => {
                            for &c in calls {
                                for (k, r) in ir.results(c).enumerate() {
                                    if k < ir.num_operands(op) && self.live.contains(&r) {
                                        self.mark_live(ir.operand(op, k));
                                    }
                                }
                            }
                        }
                        None => self.mark_all_live(ir.operands(op)),
                    }
                    return;
                }
            }
        }
        if !would_op_be_trivially_dead(ctx, ir, op)
            || ir.results(op).any(|v| self.live.contains(&v))
        {
            self.mark_all_live(ir.operands(op));
        }
    }
}

/// The values each operand of `owner` (the region-branch op `op` itself, or
/// a terminator in one of its regions) is forwarded to, as (operand index,
/// successor input) pairs over every successor control may take; `None`
/// when a terminator forwards something the interface cannot describe.
pub fn forwarding_of(ctx: &Context, ir: &Ir, op: OpId, owner: OpId) -> Option<Vec<(usize, Value)>> {
    let rb = ctx.op_def(ir.op_name(op))?.region_branch?;
    let unknown = vec![None; ir.num_operands(owner)];
    let succs = if owner == op {
        (rb.entry_successors)(ctx, ir, op, &unknown)
    } else {
        (rb.terminator_successors)(ctx, ir, op, owner, &unknown)
    };
    let mut out = Vec::new();
    for to in succs {
        let range = if owner == op {
            (rb.entry_operands)(ctx, ir, op, to)
        } else {
            (rb.terminator_operands)(ctx, ir, op, owner, to)?
        };
        let inputs = (rb.successor_inputs)(ctx, ir, op, to);
        let targets: SmallVec<[Value; 4]> = match to {
            RegionSuccessor::Parent => ir.results(op).collect(),
            RegionSuccessor::Region(r) => match ir.entry_block(r) {
                Some(e) => ir.block_args(e).iter().copied().collect(),
                None => SmallVec::new(),
            },
        };
        let inputs = targets.get(inputs).unwrap_or(&[]);
        for (idx, &v) in range.zip(inputs) {
            out.push((idx, v));
        }
    }
    Some(out)
}
