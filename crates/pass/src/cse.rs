//! `cse`: common sub-expression elimination (MLIR's `CSE` pass).
//!
//! The regions of the op the pass runs on are walked with a scoped table of
//! the ops seen so far: a single-block region in order, a multi-block one
//! (with SSA dominance) along its dominator tree, so an op can only be
//! replaced by an equivalent op that dominates it. Ops of a region of an
//! `IsolatedFromAbove` op (or of an unregistered op, which might be one)
//! start from an empty table.
//!
//! For each op, as MLIR does (after simplifying its regions):
//! - terminators are kept;
//! - an op that is trivially dead (no uses, no effects but reads or
//!   allocations of its results) is erased;
//! - ops with a multi-block region are kept;
//! - an op without memory effects is replaced by an equivalent op already
//!   in the table ([`rmlir_core::ir::equivalence`], locations ignored), else added;
//! - an op whose only effects are reads is replaced likewise, if the
//!   equivalent op is in the same block with no op between them that may
//!   write (writes, or unknown effects, counting those of nested ops of ops
//!   with recursive effects); else it is added (shadowing the older one);
//! - any other op is kept.
//!
//! Replacing redirects the uses of the duplicate's results (in a region
//! without SSA dominance, only the uses whose user has no equivalent in the
//! table, as MLIR's approximation of "not visited yet") and erases the
//! duplicate once it has no uses left. The kept op takes the duplicate's
//! location only if its own is unknown. Ops are erased after the walk, in
//! the order they were found dead or duplicate.

use crate::passes::SimplePass;
use crate::registry::PassInfo;
use crate::{PassContext, PassFailed};
use rmlir_core::attrs::AttrKind;
use rmlir_core::dialect::{EffectKind, Traits};
use rmlir_core::ir::equivalence::{op_hash, ops_equivalent};
use rmlir_core::ir::{BlockId, Ir, OpId, RegionId};
use rmlir_core::rewrite::effects::{is_memory_effect_free, is_op_trivially_dead, memory_effects};
use rmlir_core::verify::dominance::{has_ssa_dominance, DominanceInfo};
use rmlir_core::Context;
use rustc_hash::FxHashMap as HashMap;

pub(crate) static CSE: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    description: "Eliminate common sub-expressions",
    options: &[],
    create: |options| SimplePass::new(&CSE, options, cse).with_analyses(&["DominanceInfo"]),
};

fn cse(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    if !eliminate_common_subexpressions(cx.ctx, ir, op) {
        cx.mark_all_analyses_preserved();
    }
    Ok(())
}

/// Runs CSE on the regions of `op` (MLIR's `eliminateCommonSubExpressions`);
/// returns whether the IR changed.
pub fn eliminate_common_subexpressions(ctx: &Context, ir: &mut Ir, op: OpId) -> bool {
    let mut driver = Driver {
        ctx,
        dom: DominanceInfo::default(),
        trees: HashMap::default(),
        to_erase: Vec::new(),
        write_cache: HashMap::default(),
    };
    driver.run(ir, op);
    let changed = !driver.to_erase.is_empty();
    for o in driver.to_erase {
        ir.erase_op(o);
    }
    changed
}

/// The ops seen so far, by equivalence class, in nested scopes (MLIR's
/// `ScopedHashTable`): a lookup finds the most recently added equivalent op
/// still in scope.
#[derive(Default)]
struct KnownOps {
    /// Ops by hash, oldest first.
    /// (Almost every hash has one op: inline, no allocation per op.)
    by_hash: HashMap<u64, smallvec::SmallVec<[OpId; 1]>>,
    /// The hashes of the ops added in each open scope.
    scopes: Vec<Vec<u64>>,
}

impl KnownOps {
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    fn pop_scope(&mut self) {
        for h in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            if let Some(v) = self.by_hash.get_mut(&h) {
                v.pop();
                if v.is_empty() {
                    self.by_hash.remove(&h);
                }
            }
        }
    }

    fn lookup(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
        let h = op_hash(ctx, ir, op, true);
        self.by_hash
            .get(&h)?
            .iter()
            .rev()
            .copied()
            .find(|&o| ops_equivalent(ctx, ir, op, o))
    }

    fn insert(&mut self, ctx: &Context, ir: &Ir, op: OpId) {
        let h = op_hash(ctx, ir, op, true);
        self.by_hash.entry(h).or_default().push(op);
        if let Some(s) = self.scopes.last_mut() {
            s.push(h);
        }
    }
}

/// A step of the walk.
enum Task {
    /// Simplify a region with the given table.
    Region {
        r: RegionId,
        table: usize,
    },
    /// Simplify block `b` of multi-block region `r` and its dominator-tree
    /// children.
    DomNode {
        r: RegionId,
        b: BlockId,
        table: usize,
    },
    PopScope {
        table: usize,
    },
    /// Simplify the ops of a block, each after its regions.
    Block {
        b: BlockId,
        table: usize,
        ssa: bool,
    },
    EndBlock,
    /// Simplify the regions of a (maybe) isolated op with a new table.
    NewTable {
        regions: Vec<RegionId>,
    },
    DropTable,
    Op {
        op: OpId,
        table: usize,
        ssa: bool,
    },
}

struct Driver<'a> {
    ctx: &'a Context,
    dom: DominanceInfo,
    /// Dominator tree children of the multi-block regions met.
    trees: HashMap<RegionId, HashMap<BlockId, Vec<BlockId>>>,
    to_erase: Vec<OpId>,
    /// For a read-only op `from` of the current block: how far the ops after
    /// it have been checked, and whether a possible write was found there
    /// (MLIR's `memEffectsCache`).
    write_cache: HashMap<OpId, (OpId, bool)>,
}

impl Driver<'_> {
    fn has_ssa_dominance(&self, ir: &Ir, r: RegionId) -> bool {
        ir.region_blocks(r).len() != 1 || has_ssa_dominance(self.ctx, ir, r)
    }

    /// Walks the regions of `root` with an explicit work list (so nesting
    /// depth is bounded only by memory), in MLIR's recursive order.
    fn run(&mut self, ir: &mut Ir, root: OpId) {
        let mut tables = vec![KnownOps::default()];
        let mut work: Vec<Task> = ir
            .regions(root)
            .iter()
            .rev()
            .map(|&r| Task::Region { r, table: 0 })
            .collect();
        while let Some(task) = work.pop() {
            match task {
                Task::Region { r, table } => {
                    let blocks = ir.region_blocks(r);
                    let Some(&entry) = blocks.first() else {
                        continue;
                    };
                    let ssa = self.has_ssa_dominance(ir, r);
                    if blocks.len() == 1 {
                        tables[table].push_scope();
                        work.push(Task::PopScope { table });
                        work.push(Task::Block {
                            b: entry,
                            table,
                            ssa,
                        });
                    } else if ssa {
                        let children = self.dom.dominator_tree_children(ir, r);
                        self.trees.insert(r, children.into_iter().collect());
                        work.push(Task::DomNode { r, b: entry, table });
                    }
                }
                Task::DomNode { r, b, table } => {
                    // The block, then the subtrees of its children in
                    // order, all within the block's scope.
                    tables[table].push_scope();
                    work.push(Task::PopScope { table });
                    let kids = self.trees[&r].get(&b).cloned().unwrap_or_default();
                    for &c in kids.iter().rev() {
                        work.push(Task::DomNode { r, b: c, table });
                    }
                    work.push(Task::Block {
                        b,
                        table,
                        ssa: true,
                    });
                }
                Task::PopScope { table } => tables[table].pop_scope(),
                Task::Block { b, table, ssa } => {
                    work.push(Task::EndBlock);
                    let ops: Vec<OpId> = ir.block_ops(b).collect();
                    for &op in ops.iter().rev() {
                        work.push(Task::Op { op, table, ssa });
                        if ir.regions(op).is_empty() {
                            continue;
                        }
                        // The regions of an op that may be isolated from
                        // above start from an empty table of their own.
                        let isolated = self
                            .ctx
                            .op_def(ir.op_name(op))
                            .is_none_or(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
                        let regions = ir.regions(op);
                        if isolated {
                            work.push(Task::DropTable);
                            work.push(Task::NewTable {
                                regions: regions.to_vec(),
                            });
                        } else {
                            for &r in regions.iter().rev() {
                                work.push(Task::Region { r, table });
                            }
                        }
                    }
                }
                Task::NewTable { regions } => {
                    let table = tables.len();
                    tables.push(KnownOps::default());
                    for &r in regions.iter().rev() {
                        work.push(Task::Region { r, table });
                    }
                }
                Task::DropTable => {
                    tables.pop();
                }
                // The cache of effects between ops is per block.
                Task::EndBlock => self.write_cache.clear(),
                Task::Op { op, table, ssa } => self.simplify_op(ir, &mut tables[table], op, ssa),
            }
        }
    }

    fn simplify_op(&mut self, ir: &mut Ir, known: &mut KnownOps, op: OpId, ssa: bool) {
        let ctx = self.ctx;
        let def = ctx.op_def(ir.op_name(op));
        if def.is_some_and(|d| d.has(Traits::TERMINATOR)) {
            return;
        }
        if is_op_trivially_dead(ctx, ir, op) {
            self.to_erase.push(op);
            return;
        }
        if ir
            .regions(op)
            .iter()
            .any(|&r| ir.region_blocks(r).len() > 1)
        {
            return;
        }
        if !is_memory_effect_free(ctx, ir, op) {
            let only_reads = memory_effects(ctx, ir, op)
                .is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.kind == EffectKind::Read));
            if !only_reads {
                return;
            }
            if let Some(existing) = known.lookup(ctx, ir, op) {
                if ir.parent_block(existing) == ir.parent_block(op)
                    && !self.write_in_between(ir, existing, op)
                {
                    self.replace(ir, known, op, existing, ssa);
                    return;
                }
            }
            known.insert(ctx, ir, op);
            return;
        }
        if let Some(existing) = known.lookup(ctx, ir, op) {
            self.replace(ir, known, op, existing, ssa);
            return;
        }
        known.insert(ctx, ir, op);
    }

    /// Whether an op strictly between `from` and `to` (of one block) may
    /// write to memory (MLIR's `hasOtherSideEffectingOpInBetween`).
    fn write_in_between(&mut self, ir: &Ir, from: OpId, to: OpId) -> bool {
        let mut next = ir.next_op(from);
        if let Some(&(upto, found)) = self.write_cache.get(&from) {
            if found {
                return true;
            }
            next = Some(upto);
        }
        while let Some(o) = next {
            if o == to {
                break;
            }
            if self.may_write(ir, o) {
                self.write_cache.insert(from, (o, true));
                return true;
            }
            next = ir.next_op(o);
        }
        self.write_cache.insert(from, (to, false));
        false
    }

    /// Whether `op` may write: it, or an op nested in it when its effects
    /// are recursive, has a write effect or unknown effects (MLIR's
    /// `getEffectsRecursively`).
    fn may_write(&self, ir: &Ir, op: OpId) -> bool {
        let ctx = self.ctx;
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let recursive = ctx
                .op_def(ir.op_name(o))
                .is_some_and(|d| d.has(Traits::RECURSIVE_MEMORY_EFFECTS));
            if recursive {
                for &r in ir.regions(o) {
                    for &b in ir.region_blocks(r) {
                        stack.extend(ir.block_ops(b));
                    }
                }
            }
            match memory_effects(ctx, ir, o) {
                Some(e) => {
                    if e.iter().any(|e| e.kind == EffectKind::Write) {
                        return true;
                    }
                }
                None if recursive => {}
                None => return true,
            }
        }
        false
    }

    /// Replaces the results of `op` by those of `existing` (MLIR's
    /// `replaceUsesAndDelete`).
    fn replace(&mut self, ir: &mut Ir, known: &KnownOps, op: OpId, existing: OpId, ssa: bool) {
        let ctx = self.ctx;
        let results: Vec<_> = ir.results(op).collect();
        let new: Vec<_> = ir.results(existing).collect();
        if ssa {
            for (&from, &to) in results.iter().zip(&new) {
                ir.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            for (&from, &to) in results.iter().zip(&new) {
                let uses: Vec<_> = ir.uses(from).collect();
                for u in uses {
                    if known.lookup(ctx, ir, u.op).is_none() {
                        ir.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
            if results.iter().all(|&v| !ir.has_uses(v)) {
                self.to_erase.push(op);
            }
        }
        let is_unknown = |l| matches!(ctx.attr_kind(l), AttrKind::UnknownLoc);
        if is_unknown(ir.op(existing).loc) && !is_unknown(ir.op(op).loc) {
            ir.op_mut(existing).loc = ir.op(op).loc;
        }
    }
}
