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
//! Region-branch ops are summarised coarsely: when one is not trivially
//! dead or has a live result, its operands and every operand used inside
//! it are live; otherwise nothing in it is. This over-approximates MLIR's
//! finer tracking through region arguments and terminators, which only
//! matters when such an op is kept (the `remove-dead-values` pass then
//! leaves the IR alone).
//!
//! Values in dead blocks, or never reached, are not live. Each op is
//! revisited only when a value it reads the liveness of becomes live, and a
//! value becomes live once, so the run is linear in the IR size.

use super::{DataFlowSolver, SparseForwardAnalysis};
use crate::context::Context;
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
            forced: FxHashSet::default(),
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
    /// Region-branch ops found live (everything used inside is live).
    forced: FxHashSet<OpId>,
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

    /// Whether `op` is nested in a region-branch op (below `top`).
    fn inside_region_branch(&self, op: OpId) -> bool {
        let mut cur = self.ir.parent_op(op);
        while let Some(p) = cur {
            if p == self.top {
                return false;
            }
            if self
                .ctx
                .op_def(self.ir.op_name(p))
                .is_some_and(|d| d.region_branch.is_some())
            {
                return true;
            }
            cur = self.ir.parent_op(p);
        }
        false
    }

    fn visit<A: SparseForwardAnalysis>(&mut self, solver: &DataFlowSolver<'_, A>, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        if op == self.top {
            return;
        }
        let Some(block) = ir.parent_block(op) else {
            return;
        };
        if !solver.is_block_live(block) || self.inside_region_branch(op) {
            return;
        }
        let def = ctx.op_def(ir.op_name(op));
        if def.is_some_and(|d| d.region_branch.is_some()) {
            let live = !would_op_be_trivially_dead(ctx, ir, op)
                || ir.results(op).any(|v| self.live.contains(&v));
            if live && self.forced.insert(op) {
                self.mark_all_live(ir.operands(op));
                let mut stack: Vec<RegionId> = ir.regions(op).to_vec();
                while let Some(r) = stack.pop() {
                    for &b in ir.region_blocks(r) {
                        for o in ir.block_ops(b) {
                            self.mark_all_live(ir.operands(o));
                            stack.extend(ir.regions(o).iter().copied());
                        }
                    }
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
                let calls = self.calls_to.entry(c).or_default();
                if !calls.contains(&op) {
                    calls.push(op);
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
