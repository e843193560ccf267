//! `inline`: the inliner (MLIR's `InlinerPass` and `Inliner`).
//!
//! The call graph's strongly connected components are visited callees
//! first. For each, until nothing more is inlined or `max-iterations` is
//! reached: its callables are simplified with their pipeline (`op-pipelines`
//! for their op, else `default-pipeline`), then the calls in them are
//! inlined where the dialects allow it and it is not recursive (a call is
//! not inlined into code that came from inlining the same callee). The last
//! call to a private callable moves its body instead of copying it;
//! private callables left without uses are erased at the end.
//!
//! Uses of private callables are counted as MLIR's `CGUseList` does, with
//! its quirks (a callable erased as dead keeps counting as a user of what
//! it referenced), because they decide which callables are erased.

use crate::options::{OptionKind, OptionSpec, OptionValue, OptionValues};
use crate::registry::{PassInfo, PassRegistry};
use crate::{OpPassManager, Pass, PassContext, PassFailed};
use rmlir_core::analysis::call_graph::{CallGraph, EdgeKind, NodeId};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::symbol::{self, SymbolTableCollection, Visibility};
use rmlir_core::ir::{BlockId, Ir, OpId, RegionId, Value};
use rmlir_core::rewrite::inlining::{inline_call, Callee};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Attribute, Context};
use rustc_hash::{FxHashMap, FxHashSet};

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    description: "Inline function calls",
    options: &[
        OptionSpec {
            name: "default-pipeline",
            description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
            kind: OptionKind::String,
            default: OptionValue::Str(String::new()),
        },
        OptionSpec {
            name: "inlining-threshold",
            description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(4294967295),
        },
        OptionSpec {
            name: "max-iterations",
            description: "Maximum number of iterations when inlining within an SCC",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(4),
        },
        OptionSpec {
            name: "op-pipelines",
            description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
            kind: OptionKind::List(&OptionKind::String),
            default: OptionValue::List(Vec::new()),
        },
    ],
    create: |options| Box::new(Inliner::new(options)),
};

struct Inliner {
    options: OptionValues,
}

impl Inliner {
    fn new(mut options: OptionValues) -> Self {
        if !options.is_given("default-pipeline") {
            options.set("default-pipeline", OptionValue::Str("canonicalize".into()));
        }
        Inliner { options }
    }

    /// [`Inliner::op_pipelines`] with each body parsed (`None`: it does not
    /// parse).
    fn parsed_op_pipelines(
        &self,
        registry: &PassRegistry,
    ) -> Vec<(String, String, Option<OpPassManager>)> {
        self.op_pipelines()
            .into_iter()
            .map(|(name, body)| {
                let mut pm = OpPassManager::new(&name);
                let ok = crate::parse_into(&body, registry, &mut pm).is_ok();
                (name, body, ok.then_some(pm))
            })
            .collect()
    }

    /// The pipelines by op name, from `op-pipelines` (whose list items were
    /// split at every comma; they are rejoined and split at the commas
    /// outside parentheses).
    fn op_pipelines(&self) -> Vec<(String, String)> {
        let text = self.options.get_strings("op-pipelines").join(",");
        let mut out = Vec::new();
        let (mut depth, mut start) = (0i32, 0usize);
        let bytes = text.as_bytes();
        for i in 0..=bytes.len() {
            match bytes.get(i) {
                Some(b'(') => depth += 1,
                Some(b')') => depth -= 1,
                Some(b',') if depth == 0 => {}
                None => {}
                _ => continue,
            }
            if bytes.get(i).is_some_and(|&b| b != b',') {
                continue;
            }
            let item = text[start..i].trim();
            start = i + 1;
            if let Some(open) = item.find('(') {
                let name = item[..open].trim().to_string();
                let body = item[open + 1..item.len().saturating_sub(1)].to_string();
                out.push((name, body));
            }
        }
        out
    }
}

impl Pass for Inliner {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn analyses(&self) -> &'static [&'static str] {
        &["CallGraph"]
    }
    /// `op-pipelines` prints as the pipelines' textual form, every pass
    /// with its options, as MLIR prints its `OpPassManager` list option.
    fn print_options(&self) -> String {
        let registry = PassRegistry::global();
        let items: Vec<OptionValue> = self
            .parsed_op_pipelines(registry)
            .into_iter()
            .map(|(name, body, pm)| match pm {
                Some(pm) => OptionValue::Pipeline(pm.print_inline()),
                None => OptionValue::Pipeline(format!("{name}({body})")),
            })
            .collect();
        let mut options = self.options.clone();
        options.set("op-pipelines", OptionValue::List(items));
        options.print()
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        if !symbol::is_symbol_table(ctx, ir, op) {
            let msg = " was scheduled to run under the inliner, but does not define a symbol table";
            let mut d = op_error(ctx, ir, op, msg);
            d.message = format!("'{}' op {msg}", ctx.op_name_str(ir.op_name(op)));
            cx.emit(d);
            return Err(PassFailed);
        }
        let registry = PassRegistry::global();
        let mut pipelines: FxHashMap<String, Option<OpPassManager>> = FxHashMap::default();
        for (name, _, pm) in self.parsed_op_pipelines(registry) {
            if let Some(pm) = pm {
                pipelines.insert(name, Some(pm));
            }
        }
        let default = match self.options.get("default-pipeline") {
            OptionValue::Str(s) => s.clone(),
            _ => String::new(),
        };
        let mut symbols = SymbolTableCollection::new();
        let cg = CallGraph::build(ctx, ir, op, &mut symbols);
        let mut state = State {
            ctx,
            cg: &cg,
            symbols,
            uses: UseList::default(),
            dead: Vec::new(),
            dead_set: FxHashSet::default(),
            pipelines,
            default,
            registry,
            max_iterations: self.options.get_uint("max-iterations"),
            threshold: self.options.get_uint("inlining-threshold"),
        };
        state.init_uses(ir, op);
        for scc in cg.sccs() {
            state.inline_scc(cx, ir, scc)?;
        }
        for n in std::mem::take(&mut state.dead) {
            if let Some(callable) = cg.nodes[n].region.and_then(|r| ir.region_parent(r)) {
                if ir.is_op_alive(callable) {
                    ir.erase_op(callable);
                }
            }
        }
        Ok(())
    }
}

/// A call to inline: the call op, the node it is in, the node it calls.
#[derive(Copy, Clone)]
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
}

/// The symbol uses of one callable: of other callables, by the ops in it
/// (`inner`, counted) or by the callable op itself (`top`).
#[derive(Default, Clone)]
struct CgUser {
    top: FxHashSet<NodeId>,
    inner: FxHashMap<NodeId, i64>,
}

/// MLIR's `CGUseList`: how many symbol uses each discardable (private)
/// callable has.
#[derive(Default)]
struct UseList {
    discardable: FxHashMap<NodeId, i64>,
    node_uses: FxHashMap<NodeId, CgUser>,
}

struct State<'a> {
    ctx: &'a Context,
    cg: &'a CallGraph,
    symbols: SymbolTableCollection,
    uses: UseList,
    dead: Vec<NodeId>,
    dead_set: FxHashSet<NodeId>,
    pipelines: FxHashMap<String, Option<OpPassManager>>,
    default: String,
    registry: &'a PassRegistry,
    max_iterations: u64,
    threshold: u64,
}

impl State<'_> {
    fn callable_op(&self, ir: &Ir, n: NodeId) -> Option<OpId> {
        ir.region_parent(self.cg.nodes[n].region?)
    }

    /// Calls `f(node, user)` for each symbol use in `op` (and the ops in
    /// it) that resolves to a callable with a node, resolving from the
    /// symbol table around `op`.
    fn walk_referenced(&mut self, ir: &Ir, op: OpId, f: &mut dyn FnMut(NodeId, OpId)) {
        let Some(uses) = symbol::symbol_uses(self.ctx, ir, op) else {
            return;
        };
        let Some(from) = ir.parent_op(op) else {
            return;
        };
        let mut resolved: FxHashMap<Attribute, Option<NodeId>> = FxHashMap::default();
        for (user, sym) in uses {
            let node = match resolved.get(&sym) {
                Some(&n) => n,
                None => {
                    let n = self
                        .symbols
                        .lookup_nearest(self.ctx, ir, from, sym)
                        .and_then(|t| {
                            let d = self.ctx.op_def(ir.op_name(t))?.callable?;
                            (d.region)(self.ctx, ir, t)
                        })
                        .and_then(|r| self.cg.lookup(r));
                    resolved.insert(sym, n);
                    n
                }
            };
            if let Some(n) = node {
                f(n, user);
            }
        }
    }

    fn init_uses(&mut self, ir: &Ir, top: OpId) {
        let ctx = self.ctx;
        let mut tables = Vec::new();
        symbol::walk_symbol_tables(ctx, ir, top, ir.parent_block(top).is_none(), &mut |t, v| {
            tables.push((t, v))
        });
        let mut always_live: Vec<NodeId> = Vec::new();
        for (table, _) in tables {
            let Some(&region) = ir.regions(table).first() else {
                continue;
            };
            let ops: Vec<OpId> = ir
                .region_blocks(region)
                .iter()
                .flat_map(|&b| ir.block_ops(b))
                .collect();
            for o in ops {
                let node = ctx
                    .op_def(ir.op_name(o))
                    .and_then(|d| d.callable)
                    .and_then(|c| (c.region)(ctx, ir, o))
                    .and_then(|r| self.cg.lookup(r));
                if let Some(n) = node {
                    // Only private symbols may be dropped once unused.
                    if symbol::is_symbol(ctx, ir, o)
                        && symbol::visibility(ctx, ir, o) == Visibility::Private
                    {
                        self.uses.discardable.insert(n, 0);
                    }
                    continue;
                }
                self.walk_referenced(ir, o, &mut |n, _| always_live.push(n));
            }
        }
        for n in always_live {
            self.uses.discardable.remove(&n);
        }
        for n in 2..self.cg.nodes.len() {
            self.recompute_uses(ir, n);
        }
    }

    fn decrement(&mut self, u: &CgUser) {
        for n in &u.top {
            *self.uses.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &u.inner {
            *self.uses.discardable.entry(*n).or_insert(0) -= c;
        }
    }

    fn recompute_uses(&mut self, ir: &Ir, node: NodeId) {
        let Some(parent) = self.callable_op(ir, node) else {
            return;
        };
        if !ir.is_op_alive(parent) {
            return;
        }
        let old = self.uses.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let mut user = CgUser::default();
        let mut refs: Vec<(NodeId, OpId)> = Vec::new();
        self.walk_referenced(ir, parent, &mut |n, u| refs.push((n, u)));
        for (n, u) in refs {
            let Some(count) = self.uses.discardable.get_mut(&n) else {
                continue;
            };
            if u != parent {
                *user.inner.entry(n).or_insert(0) += 1;
            } else if !user.top.insert(n) {
                continue;
            }
            *count += 1;
        }
        self.uses.node_uses.insert(node, user);
    }

    fn is_dead(&self, n: NodeId) -> bool {
        self.uses.discardable.get(&n) == Some(&0)
    }

    fn erase_node(&mut self, n: NodeId) {
        let children: Vec<NodeId> = self.cg.nodes[n]
            .edges
            .iter()
            .filter(|e| e.kind == EdgeKind::Child)
            .map(|e| e.target)
            .collect();
        for c in children {
            self.erase_node(c);
        }
        if let Some(u) = self.uses.node_uses.remove(&n) {
            self.decrement(&u);
        }
        self.uses.discardable.remove(&n);
    }

    fn drop_call_uses(&mut self, ir: &Ir, user: NodeId, call: OpId) {
        let mut refs: Vec<NodeId> = Vec::new();
        self.walk_referenced(ir, call, &mut |n, _| refs.push(n));
        for n in refs {
            let Some(c) = self
                .uses
                .node_uses
                .entry(user)
                .or_default()
                .inner
                .get_mut(&n)
            else {
                continue;
            };
            *c -= 1;
            *self.uses.discardable.entry(n).or_insert(0) -= 1;
        }
    }

    fn merge_uses(&mut self, from: NodeId, to: NodeId) {
        let inner: Vec<(NodeId, i64)> = self
            .uses
            .node_uses
            .get(&from)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        for (n, c) in inner {
            if c == 0 {
                continue;
            }
            *self
                .uses
                .node_uses
                .entry(to)
                .or_default()
                .inner
                .entry(n)
                .or_insert(0) += c;
            *self.uses.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn mark_dead(&mut self, n: NodeId) {
        if self.dead_set.insert(n) {
            self.dead.push(n);
        }
    }

    fn inline_scc(
        &mut self,
        cx: &mut PassContext<'_>,
        ir: &mut Ir,
        mut scc: Vec<NodeId>,
    ) -> Result<(), PassFailed> {
        let mut iterations = 0u64;
        loop {
            self.optimize_scc(cx, ir, &scc)?;
            if !self.inline_calls(ir, &mut scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs each callable's pipeline on it.
    fn optimize_scc(
        &mut self,
        cx: &mut PassContext<'_>,
        ir: &mut Ir,
        scc: &[NodeId],
    ) -> Result<(), PassFailed> {
        let ctx = self.ctx;
        let mut visited = Vec::new();
        for &n in scc {
            let node = &self.cg.nodes[n];
            if node.is_external() || node.has_children() {
                continue;
            }
            let Some(op) = self.callable_op(ir, n) else {
                continue;
            };
            if !ir.is_op_alive(op)
                || !ctx
                    .op_def(ir.op_name(op))
                    .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
            {
                continue;
            }
            visited.push((n, op));
        }
        for &(_, op) in &visited {
            let name = ctx.op_name_str(ir.op_name(op)).to_string();
            if !self.pipelines.contains_key(&name) {
                let pm = (!self.default.is_empty()).then(|| {
                    let mut pm = OpPassManager::new(&name);
                    let _ = crate::parse_into(&self.default, self.registry, &mut pm);
                    pm
                });
                self.pipelines.insert(name.clone(), pm);
            }
            let Some(Some(pm)) = self.pipelines.get(&name) else {
                continue;
            };
            cx.run_pipeline(pm, ir, op)?;
        }
        // The symbol tables may have changed (a pipeline may erase symbols).
        self.symbols.clear();
        for (n, _) in visited {
            self.recompute_uses(ir, n);
        }
        Ok(())
    }

    /// Collects the calls in `blocks` (in MLIR's order: the worklist pops
    /// the last block first) into `out`.
    fn collect_calls(
        &mut self,
        ir: &Ir,
        blocks: &[BlockId],
        source: NodeId,
        nested: bool,
        out: &mut Vec<ResolvedCall>,
    ) {
        let ctx = self.ctx;
        let mut work: Vec<(BlockId, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
        while let Some((b, src)) = work.pop() {
            for o in ir.block_ops(b) {
                if let Some(call) = ctx.op_def(ir.op_name(o)).and_then(|d| d.call) {
                    let flat = (call.callee)(ctx, ir, o).is_none_or(|a| {
                        !matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                    });
                    if !flat {
                        continue;
                    }
                    let target = self.cg.resolve_call(ctx, ir, o, &mut self.symbols);
                    if !self.cg.nodes[target].is_external() {
                        out.push(ResolvedCall {
                            call: o,
                            source: src,
                            target,
                        });
                    }
                    continue;
                }
                for &r in ir.regions(o) {
                    let nested_node = self.cg.lookup(r);
                    if nested || nested_node.is_none() {
                        let n = nested_node.unwrap_or(src);
                        work.extend(ir.region_blocks(r).iter().map(|&b| (b, n)));
                    }
                }
            }
        }
    }

    fn should_inline(&self, ir: &Ir, c: &ResolvedCall) -> bool {
        let ctx = self.ctx;
        if ctx
            .op_def(ir.op_name(c.call))
            .is_some_and(|d| d.has(Traits::TERMINATOR))
        {
            return false;
        }
        if self.cg.nodes[c.target]
            .edges
            .iter()
            .any(|e| e.target == c.target || e.target == c.source)
        {
            return false;
        }
        let Some(region) = self.cg.nodes[c.target].region else {
            return false;
        };
        let Some(callable) = ir.region_parent(region) else {
            return false;
        };
        if ir.is_ancestor(callable, c.call) {
            return false;
        }
        let Some(caller) = ir.parent_op(c.call) else {
            return false;
        };
        if ir.region_blocks(region).len() >= 2
            && ir.op_name(callable) != ir.op_name(caller)
            && ctx
                .op_def(ir.op_name(caller))
                .is_none_or(|d| d.has(Traits::SINGLE_BLOCK))
        {
            return false;
        }
        self.profitable(ir, c)
    }

    fn profitable(&self, ir: &Ir, c: &ResolvedCall) -> bool {
        if self.threshold == u32::MAX as u64 {
            return true;
        }
        let count = |n: NodeId| {
            let mut k = 0u64;
            let mut stack: Vec<RegionId> = self.cg.nodes[n].region.into_iter().collect();
            while let Some(r) = stack.pop() {
                for &b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        k += 1;
                        stack.extend(ir.regions(o).iter().copied());
                    }
                }
            }
            k
        };
        let caller = count(c.source);
        if caller == 0 {
            return true;
        }
        count(c.target) * 100 / caller <= self.threshold
    }

    /// Inlines the calls of the SCC's callables; returns whether any was.
    fn inline_calls(&mut self, ir: &mut Ir, scc: &mut Vec<NodeId>) -> bool {
        let ctx = self.ctx;
        let mut dead_here: Vec<NodeId> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in scc.iter() {
            if self.cg.nodes[n].is_external() {
                continue;
            }
            if self.is_dead(n) {
                if !dead_here.contains(&n) {
                    dead_here.push(n);
                }
            } else if let Some(r) = self.cg.nodes[n].region {
                let blocks: Vec<BlockId> = ir.region_blocks(r).to_vec();
                self.collect_calls(ir, &blocks, n, false, &mut calls);
            }
        }
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let c = calls[i];
            let hid = call_history[i];
            i += 1;
            if dead_here.contains(&c.source) || !ir.is_op_alive(c.call) {
                continue;
            }
            let mut h = hid;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == c.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history || !self.should_inline(ir, &c) {
                continue;
            }
            let region = self.cg.nodes[c.target].region.expect("a callable node");
            let callable = ir.region_parent(region).expect("a callable op");
            let in_place = self.uses.discardable.get(&c.target) == Some(&1);
            let iface = ctx
                .op_def(ir.op_name(c.call))
                .and_then(|d| d.call)
                .expect("a call");
            let range = (iface.arg_operands)(ctx, ir, c.call);
            let args: Vec<Value> = ir
                .operands(c.call)
                .skip(range.start)
                .take(range.len())
                .collect();
            let mut new_calls: Vec<ResolvedCall> = Vec::new();
            let cg = self.cg;
            let this = &mut *self;
            let r = inline_call(
                ctx,
                ir,
                c.call,
                Callee {
                    op: callable,
                    body: region,
                },
                &args,
                !in_place,
                &mut |ir, blocks| {
                    // The closest call-graph node around the inlined blocks.
                    let mut reg = ir.block_parent(blocks[0]);
                    let node = loop {
                        let Some(r) = reg else { break None };
                        if let Some(n) = cg.lookup(r) {
                            break Some(n);
                        }
                        reg = ir
                            .region_parent(r)
                            .and_then(|o| ir.parent_block(o))
                            .and_then(|b| ir.block_parent(b));
                    };
                    if let Some(n) = node {
                        this.collect_calls(ir, blocks, n, true, &mut new_calls);
                    }
                },
            );
            if r.is_err() {
                continue;
            }
            inlined_any = true;
            let id = history.len();
            history.push((c.target, hid));
            call_history.extend(std::iter::repeat_n(Some(id), new_calls.len()));
            calls.extend(new_calls);
            self.drop_call_uses(ir, c.source, c.call);
            self.merge_uses(c.target, c.source);
            ir.erase_op(c.call);
            if in_place {
                self.erase_node(c.target);
                if !dead_here.contains(&c.target) {
                    dead_here.push(c.target);
                }
            }
        }
        for n in dead_here {
            scc.retain(|&m| m != n);
            self.mark_dead(n);
        }
        inlined_any
    }
}
