//! Dominance: which definitions are visible at which uses, computed lazily
//! per region (dominator trees by the Cooper-Harvey-Kennedy algorithm) and
//! per block (op positions).

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};
use crate::support::scratch::SlotTable;
use rustc_hash::FxHashMap;

struct RegionDom {
    /// The reachable blocks in reverse post-order (a block's index here is
    /// in [`DominanceInfo::rpo`]).
    blocks: Vec<BlockId>,
    /// Immediate dominator, by RPO index.
    idom: Vec<usize>,
    /// Entry and exit times of a depth-first walk of the dominator tree,
    /// by RPO index: `a` dominates `b` iff `b`'s interval nests in `a`'s,
    /// so a query costs O(1) however deep the tree (a chain of 100k blocks
    /// would otherwise make checking every use quadratic).
    dfs_in: Vec<u32>,
    dfs_out: Vec<u32>,
}

/// Numbers the dominator tree given by `idom` (see [`RegionDom::dfs_in`]).
fn number_tree(idom: &[usize]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &d) in idom.iter().enumerate().skip(1) {
        if d < n {
            children[d].push(i);
        }
    }
    let (mut dfs_in, mut dfs_out) = (vec![0u32; n], vec![0u32; n]);
    if n == 0 {
        return (dfs_in, dfs_out);
    }
    let mut clock = 0u32;
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    dfs_in[0] = clock;
    while let Some(&mut (node, ref mut next)) = stack.last_mut() {
        if let Some(&c) = children[node].get(*next) {
            *next += 1;
            clock += 1;
            dfs_in[c] = clock;
            stack.push((c, 0));
        } else {
            clock += 1;
            dfs_out[node] = clock;
            stack.pop();
        }
    }
    (dfs_in, dfs_out)
}

/// Dominance facts of the regions and blocks asked about, computed on
/// first use and cached: the IR must not change while it is in use.
#[derive(Default)]
pub struct DominanceInfo {
    regions: FxHashMap<RegionId, RegionDom>,
    /// Reverse post-order index + 1 of each reachable block of the regions
    /// in `regions`, by block id (0: unreachable, or region not built).
    rpo: SlotTable,
    /// Position + 1 of each op in its block, for blocks in `numbered`
    /// (slot tables: a function's verification costs only its own ops).
    positions: SlotTable,
    /// Indexed by block id: whether its ops are in `positions`.
    numbered: SlotTable,
}

/// Whether values in `r` must dominate their uses within a block. Regions
/// of unregistered ops might be graph regions, so MLIR does not order the
/// ops of one block there; it still checks dominance between blocks.
pub fn has_ssa_dominance(ctx: &Context, ir: &Ir, r: RegionId) -> bool {
    match ir.region_parent(r) {
        None => true,
        Some(op) => ctx
            .op_def(ir.op_name(op))
            .is_some_and(|d| !d.has(Traits::GRAPH_REGIONS)),
    }
}

/// The ancestor of `op` (or `op` itself) whose block is in `region`.
fn ancestor_in_region(ir: &Ir, mut op: OpId, region: RegionId) -> Option<OpId> {
    loop {
        let b = ir.parent_block(op)?;
        if ir.block_parent(b) == Some(region) {
            return Some(op);
        }
        op = ir.block_parent_op(b)?;
    }
}

/// Builds the dominator tree of `r`, recording each reachable block's
/// reverse post-order index + 1 in `rpo` (shared by all regions: a block
/// is in one region).
fn build(ir: &Ir, r: RegionId, rpo: &mut SlotTable) -> RegionDom {
    let blocks = ir.region_blocks(r);
    let Some(&entry) = blocks.first() else {
        return RegionDom {
            blocks: Vec::new(),
            idom: Vec::new(),
            dfs_in: Vec::new(),
            dfs_out: Vec::new(),
        };
    };
    // Iterative DFS for post-order; `rpo` marks visited blocks with
    // u32::MAX until they are numbered.
    let mut post: Vec<BlockId> = Vec::with_capacity(blocks.len());
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    rpo.set(entry.index(), u32::MAX);
    while let Some((b, i)) = stack.pop() {
        let succs = ir.last_op(b).map(|t| ir.successors(t)).unwrap_or(&[]);
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            if ir.block_parent(s) == Some(r) && rpo.get(s.index()) == 0 {
                rpo.set(s.index(), u32::MAX);
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    for (i, b) in post.iter().enumerate() {
        rpo.set(b.index(), i as u32 + 1);
    }
    let n = post.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &b) in post.iter().enumerate() {
        if let Some(t) = ir.last_op(b) {
            for s in ir.successors(t) {
                if ir.block_parent(*s) == Some(r) {
                    preds[rpo.get(s.index()) as usize - 1].push(i);
                }
            }
        }
    }
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..n {
            let mut new = UNDEF;
            for &p in &preds[i] {
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    let (mut a, mut b) = (p, new);
                    while a != b {
                        while a > b {
                            a = idom[a];
                        }
                        while b > a {
                            b = idom[b];
                        }
                    }
                    a
                };
            }
            if new != idom[i] {
                idom[i] = new;
                changed = true;
            }
        }
    }
    let (dfs_in, dfs_out) = number_tree(&idom);
    RegionDom {
        blocks: post,
        idom,
        dfs_in,
        dfs_out,
    }
}

impl DominanceInfo {
    fn region(&mut self, ir: &Ir, r: RegionId) -> &RegionDom {
        let rpo = &mut self.rpo;
        self.regions.entry(r).or_insert_with(|| build(ir, r, rpo))
    }

    /// The reverse post-order index of `b` in its region `r` (`None`:
    /// unreachable).
    fn rpo_index(&mut self, ir: &Ir, r: RegionId, b: BlockId) -> Option<usize> {
        self.region(ir, r);
        match self.rpo.get(b.index()) {
            0 => None,
            i => Some(i as usize - 1),
        }
    }

    /// Whether `b` is reachable from its region's entry block (always true
    /// in a single-block region).
    pub fn is_reachable(&mut self, _ctx: &Context, ir: &Ir, b: BlockId) -> bool {
        let Some(r) = ir.block_parent(b) else {
            return true;
        };
        if ir.region_blocks(r).len() == 1 {
            return true;
        }
        self.rpo_index(ir, r, b).is_some()
    }

    /// The dominator tree of multi-block region `r` as MLIR's (LLVM's)
    /// `DomTree` holds it: for each reachable block, its children, in the
    /// order a depth-first walk from the entry block (successors in
    /// terminator order) first reaches them. Unreachable blocks are absent.
    pub fn dominator_tree_children(
        &mut self,
        ir: &Ir,
        r: RegionId,
    ) -> FxHashMap<BlockId, Vec<BlockId>> {
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        let Some(&entry) = ir.region_blocks(r).first() else {
            return children;
        };
        self.region(ir, r);
        let (d, rpo) = (&self.regions[&r], &self.rpo);
        // Pre-order: a block is numbered when popped, its successors are
        // pushed in reverse so the first one is visited first.
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if !seen.insert(b) {
                continue;
            }
            children.entry(b).or_default();
            if b != entry {
                let parent = d.blocks[d.idom[rpo.get(b.index()) as usize - 1]];
                children.entry(parent).or_default().push(b);
            }
            let succs = ir.last_op(b).map(|t| ir.successors(t)).unwrap_or(&[]);
            for &s in succs.iter().rev() {
                if ir.block_parent(s) == Some(r) && !seen.contains(&s) {
                    stack.push(s);
                }
            }
        }
        children
    }

    fn block_dominates(&mut self, ir: &Ir, r: RegionId, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let ib = self.rpo_index(ir, r, b);
        let (Some(ia), Some(ib)) = (self.rpo_index(ir, r, a), ib) else {
            // An unreachable user is dominated by everything.
            return ib.is_none();
        };
        let d = &self.regions[&r];
        d.dfs_in[ia] <= d.dfs_in[ib] && d.dfs_out[ib] <= d.dfs_out[ia]
    }

    fn position(&mut self, ir: &Ir, op: OpId) -> u32 {
        let b = ir.parent_block(op).expect("op in a block");
        self.number_block(ir, b);
        self.positions.get(op.index())
    }

    /// Records the position of every op of `b` (once).
    pub(crate) fn number_block(&mut self, ir: &Ir, b: BlockId) {
        if self.numbered.get(b.index()) != 0 {
            return;
        }
        self.numbered.set(b.index(), 1);
        for (i, o) in ir.block_ops(b).enumerate() {
            self.positions.set(o.index(), i as u32 + 1);
        }
    }

    /// The common cases of [`DominanceInfo::properly_dominates`] for a use
    /// by `user`, an op of block `b` in a region with SSA dominance iff
    /// `ssa`: a value of `b` itself (an argument, or a result of an earlier
    /// op). `false` means "not shown here", not "does not dominate".
    /// With `ssa`, `b` must have been numbered ([`DominanceInfo::number_block`])
    /// — once per block by the caller, not once per use.
    pub(crate) fn dominates_locally(
        &self,
        ir: &Ir,
        v: Value,
        user: OpId,
        b: BlockId,
        ssa: bool,
    ) -> bool {
        match ir.value(v).def {
            ValueDef::Arg { block, .. } => block == b,
            ValueDef::Result { op: d, .. } => {
                ir.parent_block(d) == Some(b)
                    && (!ssa || self.positions.get(d.index()) < self.positions.get(user.index()))
            }
        }
    }

    /// Whether `v` is visible at `user` (MLIR's `properlyDominates(Value, Operation*)`).
    pub fn properly_dominates(&mut self, ctx: &Context, ir: &Ir, v: Value, user: OpId) -> bool {
        match ir.value(v).def {
            ValueDef::Arg { block, .. } => {
                let Some(r) = ir.block_parent(block) else {
                    return false;
                };
                let Some(a) = ancestor_in_region(ir, user, r) else {
                    return false;
                };
                let ab = ir.parent_block(a).unwrap();
                ab == block || self.block_dominates(ir, r, block, ab)
            }
            ValueDef::Result { op: d, .. } => {
                let Some(db) = ir.parent_block(d) else {
                    return false;
                };
                let Some(r) = ir.block_parent(db) else {
                    return false;
                };
                let Some(a) = ancestor_in_region(ir, user, r) else {
                    return false;
                };
                let ab = ir.parent_block(a).unwrap();
                // Within a block of a graph region every value is visible,
                // except that an op does not properly dominate an op nested
                // in it.
                if ab == db && !has_ssa_dominance(ctx, ir, r) {
                    return a != d || a == user;
                }
                if a == d {
                    return false;
                }
                if ab == db {
                    return self.position(ir, d) < self.position(ir, a);
                }
                self.block_dominates(ir, r, db, ab)
            }
        }
    }
}

fn is_proper_ancestor(ir: &Ir, ancestor: RegionId, mut r: RegionId) -> bool {
    loop {
        let Some(op) = ir.region_parent(r) else {
            return false;
        };
        let Some(b) = ir.parent_block(op) else {
            return false;
        };
        let Some(pr) = ir.block_parent(b) else {
            return false;
        };
        if pr == ancestor {
            return true;
        }
        r = pr;
    }
}

/// MLIR's `diagnoseInvalidOperandDominance`.
pub(crate) fn diagnose(ctx: &Context, ir: &Ir, op: OpId, operand: usize) -> Diagnostic {
    let mut d = super::plain_error(
        ctx,
        ir,
        op,
        format!("operand #{operand} does not dominate this use"),
    );
    let v = ir.operand(op, operand);
    let b1 = ir.parent_block(op).unwrap();
    let r1 = ir.block_parent(b1);
    match ir.value(v).def {
        ValueDef::Result { op: def, .. } => {
            let b2 = ir.parent_block(def);
            let r2 = b2.and_then(|b| ir.block_parent(b));
            let suffix = if Some(b1) == b2 {
                " (op in the same block)"
            } else if r1 == r2 {
                " (op in the same region)"
            } else if let (Some(r1), Some(r2)) = (r1, r2) {
                if is_proper_ancestor(ir, r2, r1) {
                    " (op in a parent region)"
                } else if is_proper_ancestor(ir, r1, r2) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                }
            } else {
                " (op is neither in a parent nor in a child region)"
            };
            d.add_note(ir.op(def).loc, format!("operand defined here{suffix}"));
        }
        ValueDef::Arg { block: b2, .. } => {
            let loc = ir
                .block_parent_op(b2)
                .map_or(ctx.unknown_loc(), |p| ir.op(p).loc);
            let Some(r2) = ir.block_parent(b2) else {
                d.add_note(loc, " (block without parent)");
                return d;
            };
            let index = ir.block_index_in_region(b2).unwrap_or(0);
            let rel = if r1 == Some(r2) {
                " in the same region)"
            } else if r1.is_some_and(|r1| is_proper_ancestor(ir, r2, r1)) {
                " in a parent region)"
            } else if r1.is_some_and(|r1| is_proper_ancestor(ir, r1, r2)) {
                " in a child region)"
            } else {
                " neither in a parent nor in a child region)"
            };
            d.add_note(
                loc,
                format!("operand defined as a block argument (block #{index}{rel}"),
            );
        }
    }
    d
}
