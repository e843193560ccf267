//! The greedy pattern driver (MLIR's `GreedyPatternRewriteDriver`, region
//! variant as used by `canonicalize`).
//!
//! Each iteration, in MLIR 22's order:
//! 1. A fresh [`OperationFolder`] and an empty worklist. The region is
//!    walked (pre-order when `top_down`, else post-order); constants are
//!    deduplicated and hoisted as they are met (a duplicate is replaced and
//!    not queued), every other op is queued. Top-down lists are reversed so
//!    that popping from the back visits ops in walk order.
//! 2. Unreachable blocks are erased.
//! 3. The worklist is processed: a trivially dead op is erased; otherwise a
//!    non-constant op is folded (attributes are materialized as constants
//!    right before it by its dialect); otherwise the patterns are tried.
//!    Every change reported by the [`Rewriter`] queues the ops concerned:
//!    inserted and modified ops (with their ancestors up to the region),
//!    and the defining ops of an erased op's operands that are left with at
//!    most one other user.
//! 4. Region simplification (unless disabled).
//!
//! Iterations repeat while something changed, up to `max_iterations`.

use crate::context::Context;
use crate::dialect::FoldResult;
use crate::ir::{Ir, OpId, RegionId, Value, WalkOrder, WalkResult};
use crate::rewrite::effects::is_op_trivially_dead;
use crate::rewrite::folder::{
    constant_value, fold_op, is_constant_like, op_dialect, OperationFolder,
};
use crate::rewrite::region::{erase_unreachable_blocks, simplify_regions};
use crate::rewrite::{FrozenPatternSet, Listener, Rewriter};
use crate::support::scratch::SlotTable;
use smallvec::SmallVec;

/// How much region simplification the driver does (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks, dead code and dead block arguments.
    Normal,
    /// Also merges identical blocks.
    Aggressive,
}

/// Configuration of the greedy driver (MLIR's `GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Visit ops in pre-order (MLIR's default is bottom-up; `canonicalize`
    /// defaults to top-down).
    pub top_down: bool,
    /// Iteration limit; -1 for none.
    pub max_iterations: i64,
    /// Limit on successful pattern applications per iteration; -1 for none.
    pub max_num_rewrites: i64,
    /// Region simplification after each iteration. Aggressive by default,
    /// as MLIR's `GreedyRewriteConfig` is (passes that apply patterns with
    /// the default configuration merge identical blocks); `canonicalize`
    /// sets it from its `region-simplify` option, whose default is normal.
    pub region_simplify: RegionSimplify,
    /// Fold ops (MLIR's `enableFolding`).
    pub fold: bool,
    /// Deduplicate and hoist constants (MLIR's `enableConstantCSE`).
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: RegionSimplify::Aggressive,
            fold: true,
            cse_constants: true,
        }
    }
}

/// A LIFO worklist with set semantics and O(1) removal (removed entries
/// become holes skipped when popping). Positions live in a [`SlotTable`],
/// so a run on one function of a big module costs only what it touches.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    /// Position + 1 in `list` by op index; 0 when absent.
    pos: SlotTable,
}

impl Worklist {
    fn clear(&mut self) {
        self.list.clear();
        self.pos.clear();
    }
    fn contains(&self, op: OpId) -> bool {
        self.pos.get(op.index()) != 0
    }
    fn push(&mut self, op: OpId) {
        if self.contains(op) {
            return;
        }
        self.list.push(Some(op));
        self.pos.set(op.index(), self.list.len() as u32);
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(e) = self.list.pop() {
            if let Some(op) = e {
                self.pos.set(op.index(), 0);
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        let p = self.pos.get(op.index());
        if p != 0 {
            self.list[p as usize - 1] = None;
            self.pos.set(op.index(), 0);
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos.set(op.index(), i as u32 + 1);
            }
        }
    }
}

/// Which ops the multi-op driver may rewrite (MLIR's
/// `GreedyRewriteStrictness`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op, including ones the rewrites touch.
    AnyOp,
    /// The given ops and the ops created while rewriting.
    ExistingAndNewOps,
    /// Only the given ops.
    ExistingOps,
}

/// The driver's side of the rewriter: the worklist, fed by notifications.
struct DriverState {
    worklist: Worklist,
    /// Only ops inside this region are queued (`None`: any op, with all
    /// its ancestors).
    scope: Option<RegionId>,
    strictness: Strictness,
    /// The ops strict modes allow.
    allowed: rustc_hash::FxHashSet<OpId>,
    /// While the worklist is first filled nothing is popped, so an
    /// ancestor already queued has all of its own ancestors queued too:
    /// walking up can stop there (deeply nested input would otherwise cost
    /// a walk to the top for every op).
    populating: bool,
}

impl DriverState {
    /// Queues `op` and its ancestors up to the scope region (nothing if
    /// `op` is not inside the scope).
    fn add_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let mut ancestors: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            if self.populating && cur != op && self.worklist.contains(cur) {
                for &a in &ancestors {
                    self.add_single(a);
                }
                return;
            }
            ancestors.push(cur);
            let Some(b) = ir.parent_block(cur) else {
                return;
            };
            let Some(region) = ir.block_parent(b) else {
                return;
            };
            if Some(region) == self.scope {
                for &a in &ancestors {
                    self.add_single(a);
                }
                return;
            }
            match ir.region_parent(region) {
                Some(p) => cur = p,
                None if self.scope.is_none() => {
                    for &a in &ancestors {
                        self.add_single(a);
                    }
                    return;
                }
                None => return,
            }
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Queues the defining ops of `op`'s operands that have at most one
    /// user besides `op` (they may become dead or simplifiable).
    fn add_operands_to_worklist(&mut self, ir: &Ir, op: OpId) {
        for v in ir.operands(op) {
            let Some(def) = ir.defining_op(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in ir.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(ir, def);
            }
        }
    }
}

impl Listener for DriverState {
    fn notify_op_inserted(&mut self, ir: &Ir, op: OpId) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add_to_worklist(ir, op);
    }
    fn notify_op_modified(&mut self, ir: &Ir, op: OpId) {
        self.add_to_worklist(ir, op);
    }
    fn notify_op_erased(&mut self, ir: &Ir, op: OpId) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.allowed.remove(&op);
        }
    }
}

/// Applies `patterns` to the ops in `region` (whose op must be isolated from
/// above) until nothing changes or the iteration limit is hit. Returns
/// whether the rewrite converged.
pub fn apply_patterns_greedily(
    ctx: &Context,
    ir: &mut Ir,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> bool {
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope: Some(region),
        strictness: Strictness::AnyOp,
        allowed: Default::default(),
        populating: false,
    };
    let mut iteration: i64 = 0;
    let mut continue_rewrites;
    loop {
        iteration += 1;
        if config.max_iterations != -1 && iteration > config.max_iterations {
            // `continue_rewrites` keeps the last iteration's answer.
            return false;
        }
        state.worklist.clear();
        populate(ctx, ir, region, config, &mut state);

        continue_rewrites = {
            let mut rw = Rewriter::with_listener(ctx, ir, &mut state);
            erase_unreachable_blocks(&mut rw, &[region])
        };
        continue_rewrites |= process_worklist(ctx, ir, patterns, config, &mut state);
        if config.region_simplify != RegionSimplify::Disabled {
            let mut rw = Rewriter::with_listener(ctx, ir, &mut state);
            continue_rewrites |= simplify_regions(
                &mut rw,
                &[region],
                config.region_simplify == RegionSimplify::Aggressive,
            );
        }
        if !continue_rewrites {
            return true;
        }
    }
}

/// Fills the worklist for one iteration (step 1 of the module doc).
fn populate(
    ctx: &Context,
    ir: &mut Ir,
    region: RegionId,
    config: &GreedyConfig,
    state: &mut DriverState,
) {
    let mut folder = OperationFolder::new();
    state.populating = true;
    let order = if config.top_down {
        WalkOrder::PreOrder
    } else {
        WalkOrder::PostOrder
    };
    let mut cx = (&mut *state, &mut folder);
    ir.walk_regions_mut(&[region], order, &mut cx, &mut |ir, (state, folder), op| {
        if config.cse_constants {
            if let Some(value) = constant_value(ctx, ir, op) {
                let mut rw = Rewriter::with_listener(ctx, ir, *state);
                if !folder.insert_known_constant(&mut rw, op, value) {
                    return WalkResult::Skip;
                }
            }
        }
        state.add_to_worklist(ir, op);
        WalkResult::Advance
    });
    state.populating = false;
    if config.top_down {
        state.worklist.reverse();
    }
}

/// Step 3 of the module doc; returns whether anything changed.
fn process_worklist(
    ctx: &Context,
    ir: &mut Ir,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    state: &mut DriverState,
) -> bool {
    let mut changed = false;
    let mut num_rewrites: i64 = 0;
    while config.max_num_rewrites == -1 || num_rewrites < config.max_num_rewrites {
        let Some(op) = state.worklist.pop() else {
            break;
        };
        if is_op_trivially_dead(ctx, ir, op) {
            Rewriter::with_listener(ctx, ir, state).erase_op(op);
            changed = true;
            continue;
        }
        if config.fold && !is_constant_like(ctx, ir, op) {
            if let Some(results) = fold_op(ctx, ir, op) {
                let mut rw = Rewriter::with_listener(ctx, ir, state);
                if results.is_empty() {
                    rw.notify_modified(op);
                    changed = true;
                    continue;
                }
                if replace_with_fold_results(&mut rw, op, &results) {
                    changed = true;
                    continue;
                }
            }
        }
        let mut rw = Rewriter::with_listener(ctx, ir, state);
        if patterns.match_and_rewrite(op, &mut rw) {
            changed = true;
            num_rewrites += 1;
        }
    }
    changed
}

/// Materializes attribute fold results as constants before `op` and
/// replaces `op`; on a failed materialization, undoes the constants made
/// and returns `false`.
fn replace_with_fold_results(rw: &mut Rewriter<'_>, op: OpId, results: &[FoldResult]) -> bool {
    assert_eq!(
        results.len(),
        rw.ir.num_results(op),
        "folder produced the wrong number of results"
    );
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let loc = rw.ir.op(op).loc;
    let dialect = op_dialect(rw.ctx, rw.ir, op);
    let mut replacements: SmallVec<[Value; 2]> = SmallVec::new();
    let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
    let mut ok = true;
    for (i, r) in results.iter().enumerate() {
        match *r {
            FoldResult::Value(v) => replacements.push(v),
            FoldResult::Attr(a) => {
                let ty = rw.ir.value_type(rw.ir.result(op, i));
                let c = dialect.and_then(|d| rw.materialize_constant(d, a, ty, loc));
                match c {
                    Some(c) => {
                        created.push(c);
                        replacements.push(rw.ir.result(c, 0));
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
        }
    }
    rw.set_insertion_point(saved);
    if !ok {
        for c in created {
            rw.erase_op(c);
        }
        return false;
    }
    rw.replace_op(op, &replacements);
    true
}

/// What [`apply_op_patterns_greedily`] did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpPatternsResult {
    /// The worklist was emptied within the rewrite limit.
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
    /// Every given op was erased.
    pub all_erased: bool,
}

/// Applies `patterns` (and folding) to `ops` and, as `strictness` allows,
/// to the ops the rewrites touch, until the worklist is empty (MLIR's
/// `applyOpPatternsGreedily`). No region simplification; ops outside the
/// innermost region holding all of `ops` are not queued.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    ir: &mut Ir,
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    strictness: Strictness,
) -> OpPatternsResult {
    let mut state = DriverState {
        worklist: Worklist::default(),
        scope: common_region(ir, ops),
        strictness,
        allowed: ops.iter().copied().collect(),
        populating: false,
    };
    for &op in ops {
        state.add_single(op);
    }
    let changed = process_worklist(ctx, ir, patterns, config, &mut state);
    OpPatternsResult {
        converged: state.worklist.list.iter().all(Option::is_none),
        changed,
        all_erased: ops.iter().all(|&o| !ir.is_op_alive(o)),
    }
}

/// The innermost region containing every op of `ops` (`None` if they have
/// no common region).
fn common_region(ir: &Ir, ops: &[OpId]) -> Option<RegionId> {
    let chain = |op: OpId| {
        let mut v = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            let Some(r) = ir.parent_block(o).and_then(|b| ir.block_parent(b)) else {
                break;
            };
            v.push(r);
            cur = ir.region_parent(r);
        }
        v
    };
    let mut candidates = chain(*ops.first()?);
    for &op in &ops[1..] {
        let c = chain(op);
        candidates.retain(|r| c.contains(r));
    }
    candidates.first().copied()
}

/// Applies `patterns` once to each op nested in `op`, in a post-order walk,
/// without revisiting changed or new ops, folding or removing dead code
/// (MLIR's `walkAndApplyPatterns`). A pattern may erase only the op it
/// matched (and what it holds).
pub fn walk_and_apply_patterns(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    patterns: &FrozenPatternSet,
    listener: Option<&mut dyn Listener>,
) {
    struct Noop;
    impl Listener for Noop {}
    let mut noop = Noop;
    let mut listener: &mut dyn Listener = match listener {
        Some(l) => l,
        None => &mut noop,
    };
    let regions: SmallVec<[RegionId; 1]> = ir.regions(op).into();
    ir.walk_regions_mut(
        &regions,
        WalkOrder::PostOrder,
        &mut listener,
        &mut |ir, listener, o| {
            let mut rw = Rewriter::with_listener(ctx, ir, &mut **listener);
            patterns.match_and_rewrite(o, &mut rw);
            WalkResult::Advance
        },
    );
}
