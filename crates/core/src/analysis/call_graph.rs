//! The call graph (MLIR's `CallGraph`): a node per callable region, edges
//! for calls, for callables nested in callables (child edges) and from an
//! external node to every top-level callable (abstract edges: anything may
//! call them). Calls that cannot be resolved go to an "unknown callee"
//! node. [`CallGraph::sccs`] lists the strongly connected components in
//! post order (callees before callers), as LLVM's `scc_iterator` does from
//! the external node, which is the order the inliner works in.

use crate::context::Context;
use crate::ir::symbol::SymbolTableCollection;
use crate::ir::{Ir, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// A node index: [`CallGraph::EXTERNAL`], [`CallGraph::UNKNOWN`] or a
/// callable region's node.
pub type NodeId = usize;

/// The kind of an edge.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external node: the target may be called from outside.
    Abstract,
    /// The source calls the target.
    Call,
    /// The target is a callable nested in the source.
    Child,
}

/// An edge to `target`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The node the edge goes to.
    pub target: NodeId,
    /// What the edge means.
    pub kind: EdgeKind,
}

/// A node: a callable region, or one of the two special nodes.
#[derive(Debug, Default)]
pub struct Node {
    /// `None` for the external and the unknown-callee nodes.
    pub region: Option<RegionId>,
    /// Edges in the order they were found, without duplicates.
    pub edges: Vec<Edge>,
    seen: FxHashSet<Edge>,
}

impl Node {
    /// Whether the node stands for no callable of the IR.
    pub fn is_external(&self) -> bool {
        self.region.is_none()
    }

    /// Whether callables are nested in this one.
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|e| e.kind == EdgeKind::Child)
    }

    fn add_edge(&mut self, e: Edge) {
        if self.seen.insert(e) {
            self.edges.push(e);
        }
    }
}

/// The call graph of the callables nested in an op.
#[derive(Debug)]
pub struct CallGraph {
    /// The nodes, indexed by [`NodeId`]: [`CallGraph::EXTERNAL`] and
    /// [`CallGraph::UNKNOWN`] first, then one per callable region in the order
    /// found.
    pub nodes: Vec<Node>,
    by_region: FxHashMap<RegionId, NodeId>,
}

impl CallGraph {
    /// The node standing for callers outside the IR.
    pub const EXTERNAL: NodeId = 0;
    /// The node unresolved calls go to.
    pub const UNKNOWN: NodeId = 1;

    /// Builds the graph of the callables in `op` (and their calls).
    pub fn build(ctx: &Context, ir: &Ir, op: OpId, symbols: &mut SymbolTableCollection) -> Self {
        let mut cg = CallGraph {
            nodes: vec![Node::default(), Node::default()],
            by_region: FxHashMap::default(),
        };
        // Nodes first, so that calls to callables defined later resolve.
        cg.compute(ctx, ir, op, None, false, symbols);
        cg.compute(ctx, ir, op, None, true, symbols);
        cg
    }

    fn compute(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        mut parent: Option<NodeId>,
        resolve_calls: bool,
        symbols: &mut SymbolTableCollection,
    ) {
        let def = ctx.op_def(ir.op_name(op));
        if def.is_some_and(|d| d.call.is_some()) {
            if let (true, Some(p)) = (resolve_calls, parent) {
                let target = self.resolve_call(ctx, ir, op, symbols);
                self.nodes[p].add_edge(Edge {
                    target,
                    kind: EdgeKind::Call,
                });
            }
            return;
        }
        if let Some(callable) = def.and_then(|d| d.callable) {
            let Some(region) = (callable.region)(ctx, ir, op) else {
                return;
            };
            parent = Some(self.get_or_add(region, parent));
        }
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    crate::support::stack::grow(|| {
                        self.compute(ctx, ir, o, parent, resolve_calls, symbols)
                    });
                }
            }
        }
    }

    fn get_or_add(&mut self, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node {
            region: Some(region),
            ..Node::default()
        });
        self.by_region.insert(region, n);
        let (from, kind) = match parent {
            Some(p) => (p, EdgeKind::Child),
            None => (Self::EXTERNAL, EdgeKind::Abstract),
        };
        self.nodes[from].add_edge(Edge { target: n, kind });
        n
    }

    /// The node of a callable region.
    pub fn lookup(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node a call goes to ([`CallGraph::UNKNOWN`] if it cannot be
    /// resolved to a callable with a body).
    pub fn resolve_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> NodeId {
        resolve_callable(ctx, ir, call, symbols)
            .and_then(|r| self.lookup(r))
            .unwrap_or(Self::UNKNOWN)
    }

    /// The strongly connected components reachable from the external
    /// node, callees first; within one, nodes in LLVM's `scc_iterator`
    /// order.
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: usize = usize::MAX;
        let mut number: Vec<Option<usize>> = vec![None; self.nodes.len()];
        let mut next_number = 0usize;
        let mut scc_stack: Vec<NodeId> = Vec::new();
        // (node, next edge index, lowest number reached)
        let mut visit: Vec<(NodeId, usize, usize)> = Vec::new();
        let mut out = Vec::new();
        let mut enter = |n: NodeId,
                         number: &mut Vec<Option<usize>>,
                         scc_stack: &mut Vec<NodeId>,
                         visit: &mut Vec<(NodeId, usize, usize)>| {
            next_number += 1;
            number[n] = Some(next_number);
            scc_stack.push(n);
            visit.push((n, 0, next_number));
        };
        enter(Self::EXTERNAL, &mut number, &mut scc_stack, &mut visit);
        while let Some(&(n, i, _)) = visit.last() {
            if let Some(e) = self.nodes[n].edges.get(i) {
                visit.last_mut().expect("non-empty").1 += 1;
                match number[e.target] {
                    None => enter(e.target, &mut number, &mut scc_stack, &mut visit),
                    Some(k) => {
                        let top = visit.last_mut().expect("non-empty");
                        top.2 = top.2.min(k);
                    }
                }
                continue;
            }
            let (n, _, low) = visit.pop().expect("non-empty");
            if let Some(parent) = visit.last_mut() {
                parent.2 = parent.2.min(low);
            }
            if Some(low) != number[n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = scc_stack.pop().expect("node on the stack");
                number[m] = Some(DONE);
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

/// The body region of the callable `call` calls by symbol, if it resolves
/// to a callable with a body.
pub fn resolve_callable(
    ctx: &Context,
    ir: &Ir,
    call: OpId,
    symbols: &mut SymbolTableCollection,
) -> Option<RegionId> {
    let iface = ctx.op_def(ir.op_name(call))?.call?;
    let sym = (iface.callee)(ctx, ir, call)?;
    let target = symbols.lookup_nearest(ctx, ir, call, sym)?;
    (ctx.op_def(ir.op_name(target))?.callable?.region)(ctx, ir, target)
}
