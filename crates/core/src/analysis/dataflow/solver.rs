//! The worklist solver: dead-code analysis and one sparse forward analysis,
//! run together to their common fixpoint (see the module doc of
//! `analysis::dataflow`).

use crate::context::Context;
use crate::control_flow::RegionSuccessor;
use crate::dialect::{OpDef, Traits};
use crate::ir::symbol::{self, Visibility};
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::Attribute;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::collections::VecDeque;

/// A sparse forward data-flow analysis: a lattice element per SSA value and
/// a transfer function per op (MLIR's `SparseForwardDataFlowAnalysis`).
pub trait SparseForwardAnalysis {
    /// What is known about one value. `Default` is the uninitialized state:
    /// nothing has reached the value yet (the bottom of the lattice).
    type Lattice: Clone + PartialEq + Default;

    /// Joins `other` into `into`, returning whether `into` changed.
    fn join(&self, ctx: &Context, into: &mut Self::Lattice, other: &Self::Lattice) -> bool;

    /// The pessimistic state of `v`, for values the analysis cannot reason
    /// about (MLIR's entry state).
    fn entry_state(&self, ctx: &Context, ir: &Ir, v: Value) -> Self::Lattice;

    /// The transfer function of `op` (neither a call nor a region-branch
    /// op, which the solver handles): joins what its results may hold,
    /// given its operands' lattices, into `results`. `ir` is mutable for
    /// analyses that fold the op to learn its value; they must leave it as
    /// it was. `lattice_of` gives the current element of any value (a fold
    /// may forward one that is not an operand).
    fn visit_op(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        operands: &[Self::Lattice],
        results: &mut [Self::Lattice],
        lattice_of: &dyn Fn(Value) -> Self::Lattice,
    );

    /// The elements of the values (arguments of a region's entry
    /// block, or results of `op`) that the region-branch op `op` does not
    /// forward operands to, such as a loop's induction variable (MLIR's
    /// `visitNonControlFlowArguments`): `out` holds their current elements
    /// and receives what to join into them. By default they get the entry
    /// state.
    fn visit_non_forwarded(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        values: &[Value],
        out: &mut [Self::Lattice],
        lattice_of: &dyn Fn(Value) -> Self::Lattice,
    ) {
        let _ = (op, lattice_of);
        for (o, &v) in out.iter_mut().zip(values) {
            *o = self.entry_state(ctx, ir, v);
        }
    }

    /// The constant a lattice element says its value holds, for deciding
    /// which way control goes: `None` while uninitialized, `Some(None)`
    /// when the value is not a known constant.
    fn constant(&self, l: &Self::Lattice) -> Option<Option<Attribute>>;
}

/// A place control reaches whose predecessors are tracked: after an op (a
/// call's results, a region-branch op's results, a callable's call sites)
/// or the start of a region's entry block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Point {
    After(OpId),
    Block(BlockId),
}

/// The known predecessors of a point, in the order they were found, and
/// whether there may be others.
#[derive(Default)]
struct Preds {
    known: Vec<OpId>,
    set: FxHashSet<OpId>,
    unknown: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Item {
    Op(OpId),
    Block(BlockId),
}

/// Runs dead-code analysis and a [`SparseForwardAnalysis`] over an op and
/// everything nested in it, then answers queries about the result.
pub struct DataFlowSolver<'c, A: SparseForwardAnalysis> {
    ctx: &'c Context,
    analysis: A,
    top: OpId,
    lattices: FxHashMap<Value, A::Lattice>,
    live_blocks: FxHashSet<BlockId>,
    live_edges: FxHashSet<(BlockId, BlockId)>,
    preds: FxHashMap<Point, Preds>,
    worklist: VecDeque<Item>,
    queued: FxHashSet<Item>,
    tables: symbol::SymbolTableCollection,
}

impl<'c, A: SparseForwardAnalysis> DataFlowSolver<'c, A> {
    /// Runs `analysis` on `top` (the op a pass runs on) to its fixpoint.
    pub fn run(ctx: &'c Context, ir: &mut Ir, top: OpId, analysis: A) -> Self {
        let mut s = DataFlowSolver {
            ctx,
            analysis,
            top,
            lattices: FxHashMap::default(),
            live_blocks: FxHashSet::default(),
            live_edges: FxHashSet::default(),
            preds: FxHashMap::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
            tables: symbol::SymbolTableCollection::new(),
        };
        for &r in ir.regions(top) {
            if let Some(entry) = ir.entry_block(r) {
                s.mark_block_live(ir, entry);
                for i in 0..ir.block_args(entry).len() {
                    let v = ir.block_args(entry)[i];
                    let e = s.analysis.entry_state(ctx, ir, v);
                    s.join_value(ir, v, &e);
                }
            }
        }
        s.init_symbol_callables(ir, top, top_has_no_parent(ir, top));
        // Visit everything once; liveness and lattices then drive revisits.
        let mut stack: Vec<RegionId> = ir.regions(top).iter().rev().copied().collect();
        while let Some(r) = stack.pop() {
            for &b in ir.region_blocks(r) {
                s.enqueue(Item::Block(b));
                for o in ir.block_ops(b) {
                    s.enqueue(Item::Op(o));
                    stack.extend(ir.regions(o).iter().rev().copied());
                }
            }
        }
        while let Some(item) = s.worklist.pop_front() {
            s.queued.remove(&item);
            match item {
                Item::Op(op) => s.visit_op(ir, op),
                Item::Block(b) => s.visit_block(ir, b),
            }
        }
        s
    }

    /// The analysis the solver ran.
    pub fn analysis(&self) -> &A {
        &self.analysis
    }

    /// The lattice element of `v` (`None`: uninitialized, e.g. in dead code).
    pub fn lattice(&self, v: Value) -> Option<&A::Lattice> {
        self.lattices.get(&v)
    }

    /// Every value's lattice element, for passes that keep using (and
    /// updating) them while they rewrite.
    pub fn into_lattices(self) -> FxHashMap<Value, A::Lattice> {
        self.lattices
    }

    /// Whether control may reach `b`.
    pub fn is_block_live(&self, b: BlockId) -> bool {
        self.live_blocks.contains(&b)
    }

    /// Whether control may go from the end of `from` to `to`.
    pub fn is_edge_live(&self, from: BlockId, to: BlockId) -> bool {
        self.live_edges.contains(&(from, to))
    }

    /// The live call sites of the callable `op`, in the order they were
    /// found, or `None` when it may have callers the analysis cannot see.
    pub fn callers(&self, op: OpId) -> Option<&[OpId]> {
        match self.preds.get(&Point::After(op)) {
            Some(p) if p.unknown => None,
            Some(p) => Some(&p.known),
            None => Some(&[]),
        }
    }

    // ---- worklist and state changes ----

    fn enqueue(&mut self, item: Item) {
        if self.queued.insert(item) {
            self.worklist.push_back(item);
        }
    }

    fn def(&self, ir: &Ir, op: OpId) -> Option<&'c OpDef> {
        self.ctx.op_def(ir.op_name(op))
    }

    fn mark_block_live(&mut self, ir: &Ir, b: BlockId) {
        if self.live_blocks.insert(b) {
            for o in ir.block_ops(b) {
                self.enqueue(Item::Op(o));
            }
            self.enqueue(Item::Block(b));
        }
    }

    fn mark_edge_live(&mut self, ir: &Ir, from: BlockId, to: BlockId) {
        if self.live_edges.insert((from, to)) {
            self.mark_block_live(ir, to);
            self.enqueue(Item::Block(to));
        }
    }

    /// Adds `pred` to the predecessors of `point`; on a change, revisits
    /// what reads them.
    fn add_pred(&mut self, ir: &Ir, point: Point, pred: OpId) {
        let p = self.preds.entry(point).or_default();
        if !p.set.insert(pred) {
            return;
        }
        p.known.push(pred);
        self.preds_changed(ir, point);
    }

    fn set_unknown_preds(&mut self, ir: &Ir, point: Point) {
        let p = self.preds.entry(point).or_default();
        if !p.unknown {
            p.unknown = true;
            self.preds_changed(ir, point);
        }
    }

    fn preds_changed(&mut self, ir: &Ir, point: Point) {
        match point {
            Point::Block(b) => self.enqueue(Item::Block(b)),
            Point::After(op) => {
                self.enqueue(Item::Op(op));
                // A callable's call sites: its entry arguments and its
                // returns (which feed the callers) depend on them.
                if let Some(r) = self.callable_region(ir, op) {
                    if let Some(entry) = ir.entry_block(r) {
                        self.enqueue(Item::Block(entry));
                    }
                    for &b in ir.region_blocks(r) {
                        if let Some(t) = ir.last_op(b) {
                            self.enqueue(Item::Op(t));
                        }
                    }
                }
            }
        }
    }

    fn join_value(&mut self, ir: &Ir, v: Value, with: &A::Lattice) {
        let cur = self.lattices.entry(v).or_default();
        if self.analysis.join(self.ctx, cur, with) {
            for u in ir.uses(v) {
                self.enqueue(Item::Op(u.op));
            }
        }
    }

    fn set_entry_state(&mut self, ir: &Ir, v: Value) {
        let e = self.analysis.entry_state(self.ctx, ir, v);
        self.join_value(ir, v, &e);
    }

    fn value(&self, v: Value) -> A::Lattice {
        self.lattices.get(&v).cloned().unwrap_or_default()
    }

    /// The constants of `op`'s operands, or `None` if one is still
    /// uninitialized (control-flow decisions wait for it).
    fn operand_constants(&self, ir: &Ir, op: OpId) -> Option<SmallVec<[Option<Attribute>; 4]>> {
        ir.operands(op)
            .map(|v| {
                let l = self.lattices.get(&v)?;
                self.analysis.constant(l)
            })
            .collect()
    }

    // ---- symbols and calls ----

    /// Marks the call sites of callables whose symbol may be used by
    /// something the analysis cannot see as unknown (MLIR's
    /// `initializeSymbolCallables`): public ones, nested ones in a table
    /// whose uses are not all visible, and those referenced other than by a
    /// call.
    fn init_symbol_callables(&mut self, ir: &Ir, op: OpId, all_visible: bool) {
        let mut tables = Vec::new();
        symbol::walk_symbol_tables(self.ctx, ir, op, all_visible, &mut |t, v| {
            tables.push((t, v))
        });
        for (t, v) in tables {
            self.init_table_callables(ir, t, v);
        }
    }

    fn init_table_callables(&mut self, ir: &Ir, table: OpId, all_visible: bool) {
        let Some(&region) = ir.regions(table).first() else {
            return;
        };
        let Some(block) = ir.entry_block(region) else {
            return;
        };
        let mut found = false;
        for o in ir.block_ops(block) {
            if self.callable_region(ir, o).is_none() || !symbol::is_symbol(self.ctx, ir, o) {
                continue;
            }
            let vis = symbol::visibility(self.ctx, ir, o);
            if vis == Visibility::Public || (!all_visible && vis == Visibility::Nested) {
                self.set_unknown_preds(ir, Point::After(o));
            }
            found = true;
        }
        if !found {
            return;
        }
        let Some(uses) = symbol::symbol_uses_in_region(self.ctx, ir, region) else {
            // Uses cannot be gathered: no callable below can be tracked.
            let mut stack = vec![self.top];
            while let Some(o) = stack.pop() {
                if self.callable_region(ir, o).is_some() {
                    self.set_unknown_preds(ir, Point::After(o));
                }
                for &r in ir.regions(o) {
                    for &b in ir.region_blocks(r) {
                        stack.extend(ir.block_ops(b));
                    }
                }
            }
            return;
        };
        for (user, sym) in uses {
            if self.def(ir, user).is_some_and(|d| d.call.is_some()) {
                continue;
            }
            if let Some(target) = self.tables.lookup_in(self.ctx, ir, self.top, sym) {
                self.set_unknown_preds(ir, Point::After(target));
            }
        }
    }

    /// The body region of a callable op with one.
    fn callable_region(&self, ir: &Ir, op: OpId) -> Option<RegionId> {
        (self.def(ir, op)?.callable?.region)(self.ctx, ir, op)
    }

    /// The callee of a call op, looked up from the nearest symbol table.
    fn resolve_callee(&mut self, ir: &Ir, call: OpId) -> Option<OpId> {
        let iface = self.def(ir, call)?.call?;
        let sym = (iface.callee)(self.ctx, ir, call)?;
        let table = symbol::nearest_symbol_table(self.ctx, ir, call)?;
        self.tables.lookup_in(self.ctx, ir, table, sym)
    }

    // ---- visiting ----

    fn visit_op(&mut self, ir: &mut Ir, op: OpId) {
        if op == self.top {
            return;
        }
        let Some(block) = ir.parent_block(op) else {
            return;
        };
        if !self.live_blocks.contains(&block) {
            return;
        }
        self.visit_control_flow(ir, op, block);
        if ir.num_results(op) > 0 {
            self.visit_results(ir, op);
        }
    }

    /// The dead-code analysis part: what becomes live or gains a
    /// predecessor because `op` runs.
    fn visit_control_flow(&mut self, ir: &Ir, op: OpId, block: BlockId) {
        let def = self.def(ir, op);
        if def.is_some_and(|d| d.call.is_some()) {
            self.visit_call(ir, op);
        }
        if !ir.regions(op).is_empty() {
            if let Some(rb) = def.and_then(|d| d.region_branch) {
                if let Some(consts) = self.operand_constants(ir, op) {
                    for to in (rb.entry_successors)(self.ctx, ir, op, &consts) {
                        self.enter(ir, op, to, op);
                    }
                }
            } else if self.callable_region(ir, op).is_some() {
                let p = self.preds.get(&Point::After(op));
                if p.is_some_and(|p| p.unknown || !p.known.is_empty()) {
                    self.mark_entries_live(ir, op);
                }
            } else {
                self.mark_entries_live(ir, op);
            }
            // Whatever enters the regions may have changed.
            for &r in ir.regions(op) {
                if let Some(e) = ir.entry_block(r) {
                    self.enqueue(Item::Block(e));
                }
            }
        }
        let succs = ir.successors(op);
        if succs.is_empty() {
            if self.is_region_return(ir, op, block) {
                self.visit_region_return(ir, op, block);
            }
            return;
        }
        let mut targets: SmallVec<[BlockId; 2]> = succs.iter().copied().collect();
        if let Some(branch) = def.and_then(|d| d.branch) {
            let Some(consts) = self.operand_constants(ir, op) else {
                return;
            };
            if let Some(t) = (branch.successor_for_constants)(self.ctx, ir, op, &consts) {
                targets = [t].into_iter().collect();
            }
        }
        for t in targets {
            self.mark_edge_live(ir, block, t);
        }
        // The arguments of every successor read this op's operands.
        for &s in ir.successors(op) {
            self.enqueue(Item::Block(s));
        }
    }

    fn mark_entries_live(&mut self, ir: &Ir, op: OpId) {
        for &r in ir.regions(op) {
            if let Some(e) = ir.entry_block(r) {
                self.mark_block_live(ir, e);
            }
        }
    }

    /// Control may go from `pred` (the region-branch op `op` or one of its
    /// terminators) to `to`.
    fn enter(&mut self, ir: &Ir, op: OpId, to: RegionSuccessor, pred: OpId) {
        match to {
            RegionSuccessor::Region(r) => {
                if let Some(e) = ir.entry_block(r) {
                    self.mark_block_live(ir, e);
                    self.add_pred(ir, Point::Block(e), pred);
                    self.enqueue(Item::Block(e));
                }
            }
            RegionSuccessor::Parent => {
                self.add_pred(ir, Point::After(op), pred);
                // The op's own visit computes its results after this.
                if pred != op {
                    self.enqueue(Item::Op(op));
                }
            }
        }
    }

    /// Whether `op` ends a region of a region-branch op or a callable and
    /// hands control back to it (MLIR's `isRegionOrCallableReturn`).
    fn is_region_return(&self, ir: &Ir, op: OpId, block: BlockId) -> bool {
        if ir.last_op(block) != Some(op) {
            return false;
        }
        if self.def(ir, op).is_some_and(|d| !d.has(Traits::TERMINATOR)) {
            return false;
        }
        let Some(parent) = ir.parent_op(op) else {
            return false;
        };
        self.def(ir, parent)
            .is_some_and(|d| d.region_branch.is_some() || d.callable.is_some())
    }

    fn visit_region_return(&mut self, ir: &Ir, op: OpId, block: BlockId) {
        let parent = ir.block_parent_op(block).expect("a return has a parent op");
        let def = self.def(ir, parent).expect("checked by is_region_return");
        if let Some(rb) = def.region_branch {
            let Some(consts) = self.operand_constants(ir, op) else {
                return;
            };
            for to in (rb.terminator_successors)(self.ctx, ir, parent, op, &consts) {
                self.enter(ir, parent, to, op);
            }
        } else if def.callable.is_some() {
            let calls: SmallVec<[OpId; 4]> = self
                .preds
                .get(&Point::After(parent))
                .map(|p| p.known.iter().copied().collect())
                .unwrap_or_default();
            let return_like = self.def(ir, op).is_some_and(|d| d.has(Traits::RETURN_LIKE));
            for call in calls {
                if return_like {
                    self.add_pred(ir, Point::After(call), op);
                } else {
                    self.set_unknown_preds(ir, Point::After(call));
                }
                self.enqueue(Item::Op(call));
            }
        }
    }

    /// A live call: the callee gains a call site, or the call's results
    /// come from an unknown callee.
    fn visit_call(&mut self, ir: &Ir, call: OpId) {
        // A callee outside the analysed op, or without a body, is external.
        let callee = self.resolve_callee(ir, call).filter(|&c| {
            symbol::is_symbol(self.ctx, ir, c)
                && ir.is_ancestor(self.top, c)
                && self.callable_region(ir, c).is_some()
        });
        match callee {
            Some(c) => {
                self.add_pred(ir, Point::After(c), call);
                if let Some(e) = self.callable_region(ir, c).and_then(|r| ir.entry_block(r)) {
                    self.enqueue(Item::Block(e));
                }
                self.enqueue(Item::Op(c));
            }
            None => self.set_unknown_preds(ir, Point::After(call)),
        }
    }

    /// The sparse part for an op with results.
    fn visit_results(&mut self, ir: &mut Ir, op: OpId) {
        let def = self.def(ir, op);
        let results: SmallVec<[Value; 4]> = ir.results(op).collect();
        if def.is_some_and(|d| d.region_branch.is_some()) {
            self.flow_into(ir, Point::After(op), op, RegionSuccessor::Parent, &results);
            return;
        }
        if def.is_some_and(|d| d.call.is_some()) {
            let callable = self
                .resolve_callee(ir, op)
                .filter(|&c| self.callable_region(ir, c).is_some());
            if callable.is_none() {
                for v in results {
                    self.set_entry_state(ir, v);
                }
                return;
            }
            // The callee's returns forward all their operands.
            self.join_from_preds(ir, Point::After(op), &results, &|_, ir, ret| {
                0..ir.num_operands(ret)
            });
            return;
        }
        let operands: Vec<A::Lattice> = ir.operands(op).map(|v| self.value(v)).collect();
        let mut out: Vec<A::Lattice> = results.iter().map(|&v| self.value(v)).collect();
        let lattices = &self.lattices;
        let lattice_of = |v: Value| lattices.get(&v).cloned().unwrap_or_default();
        self.analysis
            .visit_op(self.ctx, ir, op, &operands, &mut out, &lattice_of);
        for (v, l) in results.into_iter().zip(out) {
            self.join_value(ir, v, &l);
        }
    }

    /// The sparse part for a block's arguments.
    fn visit_block(&mut self, ir: &mut Ir, b: BlockId) {
        if ir.block_args(b).is_empty() || !self.live_blocks.contains(&b) {
            return;
        }
        let args: SmallVec<[Value; 4]> = ir.block_args(b).iter().copied().collect();
        let region = ir.block_parent(b).expect("a block in a region");
        if ir.entry_block(region) == Some(b) {
            let Some(parent) = ir.region_parent(region) else {
                return;
            };
            if parent == self.top {
                return;
            }
            if self.callable_region(ir, parent) == Some(region) {
                // The call sites forward their argument operands.
                self.join_from_preds(ir, Point::After(parent), &args, &|s, ir, call| {
                    let iface = s.def(ir, call).and_then(|d| d.call).expect("a call");
                    (iface.arg_operands)(s.ctx, ir, call)
                });
                return;
            }
            if self
                .def(ir, parent)
                .is_some_and(|d| d.region_branch.is_some())
            {
                self.flow_into(
                    ir,
                    Point::Block(b),
                    parent,
                    RegionSuccessor::Region(region),
                    &args,
                );
                return;
            }
            for v in args {
                self.set_entry_state(ir, v);
            }
            return;
        }
        let edges: SmallVec<[crate::ir::UseRef; 4]> = ir.block_pred_edges(b).collect();
        for e in edges {
            let term = e.op;
            let Some(from) = ir.parent_block(term) else {
                continue;
            };
            if !self.live_edges.contains(&(from, b)) {
                continue;
            }
            let Some(branch) = self.def(ir, term).and_then(|d| d.branch) else {
                for &v in &args {
                    self.set_entry_state(ir, v);
                }
                return;
            };
            let range = (branch.successor_operands)(self.ctx, ir, term, e.index as usize);
            let operands: SmallVec<[Value; 4]> = ir
                .operands(term)
                .skip(range.start)
                .take(range.len())
                .collect();
            for (i, &a) in args.iter().enumerate() {
                match operands.get(i) {
                    Some(&o) => {
                        let l = self.value(o);
                        self.join_value(ir, a, &l);
                    }
                    None => self.set_entry_state(ir, a),
                }
            }
        }
    }

    /// Joins into `targets` the operands each known predecessor of `point`
    /// forwards (`range_of` says which), or gives them the entry state when
    /// the predecessors are not all known.
    fn join_from_preds(
        &mut self,
        ir: &Ir,
        point: Point,
        targets: &[Value],
        range_of: &dyn Fn(&Self, &Ir, OpId) -> std::ops::Range<usize>,
    ) {
        let preds = self.preds.get(&point);
        if preds.is_some_and(|p| p.unknown) {
            for &v in targets {
                self.set_entry_state(ir, v);
            }
            return;
        }
        let known: SmallVec<[OpId; 4]> = preds
            .map(|p| p.known.iter().copied().collect())
            .unwrap_or_default();
        for pred in known {
            let range = range_of(self, ir, pred);
            let operands: SmallVec<[Value; 4]> = ir
                .operands(pred)
                .skip(range.start)
                .take(range.len())
                .collect();
            for (&t, &o) in targets.iter().zip(operands.iter()) {
                let l = self.value(o);
                self.join_value(ir, t, &l);
            }
        }
    }

    /// Joins what the predecessors of `point` forward into `targets` (the
    /// results of the region-branch op `op`, or the arguments of the entry
    /// block of its region `to`), MLIR's `visitRegionSuccessors`.
    fn flow_into(
        &mut self,
        ir: &Ir,
        point: Point,
        op: OpId,
        to: RegionSuccessor,
        targets: &[Value],
    ) {
        let rb = self
            .def(ir, op)
            .and_then(|d| d.region_branch)
            .expect("a region-branch op");
        let preds: SmallVec<[OpId; 4]> = self
            .preds
            .get(&point)
            .map(|p| p.known.iter().copied().collect())
            .unwrap_or_default();
        for pred in preds {
            let range = if pred == op {
                Some((rb.entry_operands)(self.ctx, ir, op, to))
            } else {
                (rb.terminator_operands)(self.ctx, ir, op, pred, to)
            };
            let Some(range) = range else {
                for &v in targets {
                    self.set_entry_state(ir, v);
                }
                return;
            };
            let inputs = (rb.successor_inputs)(self.ctx, ir, op, to);
            if inputs.len() != targets.len() {
                let others: SmallVec<[Value; 2]> = targets
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !inputs.contains(i))
                    .map(|(_, &v)| v)
                    .collect();
                let mut out: SmallVec<[A::Lattice; 2]> =
                    others.iter().map(|&v| self.value(v)).collect();
                let lattices = &self.lattices;
                let lattice_of = |v: Value| lattices.get(&v).cloned().unwrap_or_default();
                self.analysis
                    .visit_non_forwarded(self.ctx, ir, op, &others, &mut out, &lattice_of);
                for (v, l) in others.into_iter().zip(out) {
                    self.join_value(ir, v, &l);
                }
            }
            let operands: SmallVec<[Value; 4]> = ir
                .operands(pred)
                .skip(range.start)
                .take(range.len())
                .collect();
            for (k, &o) in operands.iter().enumerate() {
                if let Some(&v) = targets.get(inputs.start + k) {
                    let l = self.value(o);
                    self.join_value(ir, v, &l);
                }
            }
        }
    }
}

/// Whether `op` is the outermost op of its IR (symbol uses outside it
/// cannot exist).
fn top_has_no_parent(ir: &Ir, op: OpId) -> bool {
    ir.parent_block(op).is_none()
}
