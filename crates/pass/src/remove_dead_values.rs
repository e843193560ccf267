//! `remove-dead-values`: erases values nothing that matters reads (MLIR's
//! `RemoveDeadValues` pass), driven by the liveness analysis of
//! `rmlir_core::analysis::dataflow::liveness`.
//!
//! The IR is first walked in post-order to plan the cleanup, then the plan
//! is carried out in MLIR's order:
//!
//! 1. arguments of successor blocks that only dead operands reach,
//! 2. the matching operands of the branches,
//! 3. dead arguments, and results no call site reads, of private
//!    `func.func`s whose every use is a `func.call`,
//! 4. the matching call operands and return operands; operands of kept
//!    region-branch ops (and of their terminators) that reach no live
//!    region argument or result become `ub.poison`,
//! 5. the matching call results,
//! 6. ops with no live result and no memory effect (region-branch ops
//!    included), and ops with a dead operand (reachable ops with effects
//!    keep their operands live); a used result of an erased op is replaced
//!    by `ub.poison`, an erased terminator by `ub.unreachable`,
//! 7. the `ub.poison` ops the cleanup made that ended up unused.
//!
//! Then, unless `canonicalize=false`, the canonicalization patterns of the
//! region-branch ops left are applied to them, which drops the arguments
//! and results the poisoned operands fed.
//!
//! Left unchanged: the whole IR when branches into one block disagree on
//! which of its arguments are dead (MLIR then makes invalid IR); functions
//! outside the top-level symbol table, or used other than by `func.call`.

use crate::options::{OptionKind, OptionSpec, OptionValue};
use crate::passes::SimplePass;
use crate::{PassContext, PassFailed, PassInfo};
use rmlir_core::analysis::dataflow::constant::ConstantPropagation;
use rmlir_core::analysis::dataflow::liveness::{forwarding_of, Liveness};
use rmlir_core::analysis::dataflow::DataFlowSolver;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::symbol::{self, SymbolTableCollection, Visibility};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::effects::is_memory_effect_free;
use rmlir_core::rewrite::greedy::{apply_op_patterns_greedily, GreedyConfig, Strictness};
use rmlir_core::rewrite::region_branch::erase_op_results;
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};

pub(crate) static INFO: PassInfo = PassInfo {
    argument: "remove-dead-values",
    name: "RemoveDeadValuesPass",
    description: "Remove dead values",
    options: &[OptionSpec {
        name: "canonicalize",
        description: "Canonicalize region branch ops",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(true),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// A private function to shrink.
struct FuncCleanup {
    func: OpId,
    dead_args: Vec<bool>,
    dead_rets: Vec<bool>,
}

/// What the walk decided to change, in the order MLIR changes it.
#[derive(Default)]
struct Plan {
    ops: Vec<OpId>,
    funcs: Vec<FuncCleanup>,
    /// Call ops whose callee's dead arguments are dropped, with the callee.
    calls: Vec<(OpId, OpId)>,
    /// Return ops and the operands to drop.
    returns: Vec<(OpId, Vec<bool>)>,
    results: Vec<(OpId, Vec<bool>)>,
    blocks: Vec<(BlockId, Vec<bool>)>,
    /// Operands of kept region-branch ops and their terminators to replace
    /// by `ub.poison`: nothing they are forwarded to is live.
    poison_operands: Vec<(OpId, Vec<bool>)>,
    succ_operands: Vec<(OpId, usize, Vec<bool>)>,
}

struct Planner<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    liveness: &'a Liveness,
    dead: FxHashSet<Value>,
    plan: Plan,
    /// The users of each symbol of the top-level table, `None` when they
    /// cannot all be found.
    users: Option<FxHashMap<OpId, Vec<OpId>>>,
    top: OpId,
}

impl Planner<'_> {
    fn is_live(&self, v: Value) -> bool {
        !self.dead.contains(&v) && self.liveness.is_live(v)
    }

    fn has_live(&self, vals: impl IntoIterator<Item = Value>) -> bool {
        vals.into_iter().any(|v| self.is_live(v))
    }

    fn process(&mut self, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        let def = ctx.op_def(ir.op_name(op));
        if ir.op_name(op) == ctx.op_name("func.func") {
            self.process_func(op);
        } else if def.is_some_and(|d| d.region_branch.is_some()) {
            if is_memory_effect_free(ctx, ir, op) && !self.has_live(ir.results(op)) {
                self.plan.ops.push(op);
            } else {
                self.process_region_branch(op);
            }
        } else if def.is_some_and(|d| d.branch.is_some()) && !ir.successors(op).is_empty() {
            self.process_branch(op);
        } else if def.is_some_and(|d| d.has(Traits::TERMINATOR) || d.call.is_some()) {
            // Handled with the parent or the callee.
        } else {
            let dead_operand = ir.operands(op).any(|v| !self.is_live(v));
            if dead_operand
                || (is_memory_effect_free(ctx, ir, op) && !self.has_live(ir.results(op)))
            {
                self.plan.ops.push(op);
                self.dead.extend(ir.results(op));
            }
        }
    }

    fn process_func(&mut self, func: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        if symbol::visibility(ctx, ir, func) == Visibility::Public {
            return;
        }
        let Some(entry) = ir.regions(func).first().and_then(|&r| ir.entry_block(r)) else {
            return;
        };
        if ir.parent_op(func) != Some(self.top) {
            return;
        }
        let Some((_, results)) = function_type(ctx, ir, func) else {
            return;
        };
        let Some(users) = self.users.as_ref() else {
            return;
        };
        let calls: Vec<OpId> = users.get(&func).cloned().unwrap_or_default();
        let call_name = ctx.op_name("func.call");
        if calls.iter().any(|&c| ir.op_name(c) != call_name) {
            return;
        }
        let args: Vec<Value> = ir.block_args(entry).to_vec();
        let dead_args: Vec<bool> = args.iter().map(|&a| !self.is_live(a)).collect();
        for (&a, &d) in args.iter().zip(&dead_args) {
            if d {
                self.dead.insert(a);
            }
        }
        for &c in &calls {
            self.plan.calls.push((c, func));
        }
        let n = results.len();
        let mut dead_rets = vec![true; n];
        for &c in &calls {
            for (k, r) in ir.results(c).enumerate() {
                if k < n && self.is_live(r) {
                    dead_rets[k] = false;
                }
            }
        }
        for &b in ir.region_blocks(ir.regions(func)[0]) {
            let Some(t) = ir.last_op(b) else {
                continue;
            };
            let ret_like = ctx
                .op_def(ir.op_name(t))
                .is_some_and(|d| d.has(Traits::RETURN_LIKE));
            if ret_like && ir.num_operands(t) == n {
                self.plan.returns.push((t, dead_rets.clone()));
            }
        }
        self.plan.funcs.push(FuncCleanup {
            func,
            dead_args,
            dead_rets: dead_rets.clone(),
        });
        if n == 0 {
            return;
        }
        for &c in &calls {
            self.plan.results.push((c, dead_rets.clone()));
            for (k, r) in ir.results(c).enumerate() {
                if dead_rets.get(k).copied().unwrap_or(false) {
                    self.dead.insert(r);
                }
            }
        }
    }

    /// A kept region-branch op: its forwarded operands, and those of its
    /// terminators, that reach nothing live (or are dead themselves) are to
    /// become `ub.poison`, for canonicalization to drop.
    fn process_region_branch(&mut self, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut owners = vec![op];
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                if let Some(t) = ir.last_op(b) {
                    if ctx
                        .op_def(ir.op_name(t))
                        .is_some_and(|d| d.has(Traits::TERMINATOR))
                    {
                        owners.push(t);
                    }
                }
            }
        }
        for owner in owners {
            let Some(edges) = forwarding_of(ctx, ir, op, owner) else {
                continue;
            };
            let n = ir.num_operands(owner);
            let mut forwarded = vec![false; n];
            let mut reaches_live = vec![false; n];
            for (idx, input) in edges {
                if idx < n {
                    forwarded[idx] = true;
                    reaches_live[idx] |= self.is_live(input);
                }
            }
            let dead: Vec<bool> = (0..n)
                .map(|i| forwarded[i] && (!self.is_live(ir.operand(owner, i)) || !reaches_live[i]))
                .collect();
            if dead.iter().any(|&d| d) {
                self.plan.poison_operands.push((owner, dead));
            }
        }
    }

    fn process_branch(&mut self, op: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        let Some(branch) = ctx.op_def(ir.op_name(op)).and_then(|d| d.branch) else {
            return;
        };
        let mut dead_other = ir
            .operands(op)
            .map(|v| !self.is_live(v))
            .collect::<Vec<_>>();
        let succs: Vec<BlockId> = ir.successors(op).to_vec();
        for i in 0..succs.len() {
            for idx in (branch.successor_operands)(ctx, ir, op, i) {
                if let Some(d) = dead_other.get_mut(idx) {
                    *d = false;
                }
            }
        }
        if dead_other.iter().any(|&d| d) {
            self.plan.ops.push(op);
            return;
        }
        for (i, &s) in succs.iter().enumerate() {
            let range = (branch.successor_operands)(ctx, ir, op, i);
            let dead: Vec<bool> = range
                .map(|idx| !self.is_live(ir.operand(op, idx)))
                .collect();
            for (&a, &d) in ir.block_args(s).iter().zip(&dead) {
                if d {
                    self.dead.insert(a);
                }
            }
            self.plan.blocks.push((s, dead.clone()));
            self.plan.succ_operands.push((op, i, dead));
        }
    }

    /// Whether the planned changes to block arguments keep every branch
    /// agreeing with its successor: all the kept predecessors of a block
    /// losing arguments must drop the same operands.
    fn blocks_consistent(&self) -> bool {
        let ir = self.ir;
        let erased: FxHashSet<OpId> = self.plan.ops.iter().copied().collect();
        let mut first: FxHashMap<BlockId, &Vec<bool>> = FxHashMap::default();
        for (b, bits) in &self.plan.blocks {
            let f = *first.entry(*b).or_insert(bits);
            if f != bits {
                return false;
            }
        }
        let mut planned: FxHashSet<(OpId, BlockId)> = FxHashSet::default();
        for (op, i, _) in &self.plan.succ_operands {
            if let Some(&s) = ir.successors(*op).get(*i) {
                planned.insert((*op, s));
            }
        }
        for (b, bits) in first {
            if !bits.iter().any(|&d| d) {
                continue;
            }
            if bits.len() != ir.block_args(b).len() {
                return false;
            }
            for e in ir.block_pred_edges(b) {
                if !erased.contains(&e.op) && !planned.contains(&(e.op, b)) {
                    return false;
                }
            }
        }
        true
    }
}

/// Drops the entries `dead` marks from the per-argument (or per-result)
/// attribute array `name` of `func`, removing it when only empty
/// dictionaries remain.
fn shrink_attr_array(ctx: &Context, ir: &mut Ir, func: OpId, name: &str, dead: &[bool]) {
    let Some(a) = symbol::inherent_attr(ctx, ir, func, name) else {
        return;
    };
    let AttrKind::Array(elems) = ctx.attr_kind(a) else {
        return;
    };
    if elems.len() != dead.len() {
        return;
    }
    let kept: Vec<Attribute> = elems
        .iter()
        .zip(dead)
        .filter(|(_, &d)| !d)
        .map(|(&e, _)| e)
        .collect();
    ir.set_attr_dict_array(ctx, func, name, &kept);
}

/// The inputs and results of a `func.func`'s type.
fn function_type(ctx: &Context, ir: &Ir, func: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let a = symbol::inherent_attr(ctx, ir, func, "function_type")?;
    let t = match ctx.attr_kind(a) {
        AttrKind::Type(t) => *t,
        _ => return None,
    };
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The ops nested in `top`, children before parents (MLIR's post-order
/// walk), `top` excluded.
fn post_order(ir: &Ir, top: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    // (op, whether its children were pushed)
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let push_children = |stack: &mut Vec<(OpId, bool)>, op: OpId| {
        let mut kids = Vec::new();
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                kids.extend(ir.block_ops(b));
            }
        }
        stack.extend(kids.into_iter().rev().map(|o| (o, false)));
    };
    push_children(&mut stack, top);
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            out.push(op);
        } else {
            stack.push((op, true));
            push_children(&mut stack, op);
        }
    }
    out
}

/// The users of each symbol defined in `top`'s table, resolved from `top`.
fn symbol_users(ctx: &Context, ir: &Ir, top: OpId) -> Option<FxHashMap<OpId, Vec<OpId>>> {
    let mut map: FxHashMap<OpId, Vec<OpId>> = FxHashMap::default();
    if !symbol::is_symbol_table(ctx, ir, top) {
        return Some(map);
    }
    let mut tables = SymbolTableCollection::new();
    for &r in ir.regions(top) {
        for (user, sym) in symbol::symbol_uses_in_region(ctx, ir, r)? {
            if let Some(t) = tables.lookup_in(ctx, ir, top, sym) {
                map.entry(t).or_default().push(user);
            }
        }
    }
    Some(map)
}

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    top: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let solver = DataFlowSolver::run(ctx, ir, top, ConstantPropagation);
    let liveness = Liveness::run(ctx, ir, top, &solver);
    let order = post_order(ir, top);
    let mut planner = Planner {
        ctx,
        ir,
        liveness: &liveness,
        dead: FxHashSet::default(),
        plan: Plan::default(),
        users: symbol_users(ctx, ir, top),
        top,
    };
    for op in order {
        planner.process(op);
    }
    if !planner.blocks_consistent() {
        return Ok(());
    }
    let plan = planner.plan;
    cleanup(ctx, ir, plan);
    if pass.options.get_bool("canonicalize") {
        canonicalize_region_branch_ops(ctx, ir, top);
    }
    Ok(())
}

/// Replaces the uses of `v` by a new `ub.poison` made before `at` (or at the
/// start of block `at_start`), recording it in `poisons`.
fn poison_uses(ctx: &Context, ir: &mut Ir, v: Value, at: Place, poisons: &mut Vec<OpId>) {
    if !ir.has_uses(v) {
        return;
    }
    let ty = ir.value_type(v);
    let p = new_poison(ctx, ir, ty, at);
    let pv = ir.result(p, 0);
    ir.replace_all_uses(v, pv);
    poisons.push(p);
}

/// A new `ub.poison` of type `ty` at `at`.
fn new_poison(ctx: &Context, ir: &mut Ir, ty: Type, at: Place) -> OpId {
    let mut st = OperationState::new(ctx, "ub.poison", ctx.unknown_loc());
    st.result_types.push(ty);
    let p = ir.create_op(st);
    match at {
        Place::Before(o) => ir.insert_op_before(o, p),
        Place::Start(b) => match ir.first_op(b) {
            Some(f) => ir.insert_op_before(f, p),
            None => ir.append_op(b, p),
        },
    }
    p
}

#[derive(Copy, Clone)]
enum Place {
    Before(OpId),
    Start(BlockId),
}

fn cleanup(ctx: &Context, ir: &mut Ir, plan: Plan) {
    let mut poisons: Vec<OpId> = Vec::new();
    // 1. Successor block arguments.
    for (b, bits) in &plan.blocks {
        if ir.block_args(*b).len() != bits.len() {
            continue;
        }
        for i in (0..bits.len()).rev() {
            if bits[i] {
                let a = ir.block_args(*b)[i];
                poison_uses(ctx, ir, a, Place::Start(*b), &mut poisons);
                ir.erase_block_arg(*b, i);
            }
        }
    }
    // 2. Branch operands.
    for (op, i, bits) in &plan.succ_operands {
        let Some(branch) = ctx.op_def(ir.op_name(*op)).and_then(|d| d.branch) else {
            continue;
        };
        let range = (branch.successor_operands)(ctx, ir, *op, *i);
        if range.len() != bits.len() || !bits.iter().any(|&d| d) {
            continue;
        }
        let kept: Vec<Value> = range
            .zip(bits)
            .filter(|(_, &d)| !d)
            .map(|(idx, _)| ir.operand(*op, idx))
            .collect();
        (branch.set_successor_operands)(ctx, ir, *op, *i, &kept);
    }
    // 3. Functions.
    let mut erased_args: FxHashMap<OpId, Vec<bool>> = FxHashMap::default();
    for f in &plan.funcs {
        let Some((inputs, results)) = function_type(ctx, ir, f.func) else {
            continue;
        };
        let Some(entry) = ir.regions(f.func).first().and_then(|&r| ir.entry_block(r)) else {
            continue;
        };
        if inputs.len() != f.dead_args.len()
            || ir.block_args(entry).len() != f.dead_args.len()
            || results.len() != f.dead_rets.len()
        {
            continue;
        }
        for i in (0..f.dead_args.len()).rev() {
            if f.dead_args[i] {
                let a = ir.block_args(entry)[i];
                poison_uses(ctx, ir, a, Place::Start(entry), &mut poisons);
                ir.erase_block_arg(entry, i);
            }
        }
        let keep = |tys: &[Type], dead: &[bool]| -> Vec<Type> {
            tys.iter()
                .zip(dead)
                .filter(|(_, &d)| !d)
                .map(|(&t, _)| t)
                .collect()
        };
        let ty = ctx.function_type(&keep(&inputs, &f.dead_args), &keep(&results, &f.dead_rets));
        ir.set_inherent_attr(ctx, f.func, "function_type", ctx.type_attr(ty));
        shrink_attr_array(ctx, ir, f.func, "arg_attrs", &f.dead_args);
        shrink_attr_array(ctx, ir, f.func, "res_attrs", &f.dead_rets);
        if f.dead_args.iter().any(|&d| d) {
            erased_args.insert(f.func, f.dead_args.clone());
        }
    }
    // 4. Call and return operands.
    for (call, callee) in &plan.calls {
        let Some(dead) = erased_args.get(callee) else {
            continue;
        };
        let Some(iface) = ctx.op_def(ir.op_name(*call)).and_then(|d| d.call) else {
            continue;
        };
        let range = (iface.arg_operands)(ctx, ir, *call);
        let kept: Vec<Value> = ir
            .operands(*call)
            .enumerate()
            .filter(|&(idx, _)| {
                !(range.contains(&idx) && dead.get(idx - range.start).copied().unwrap_or(false))
            })
            .map(|(_, v)| v)
            .collect();
        ir.set_operands(*call, &kept);
    }
    for (ret, dead) in &plan.returns {
        if !dead.iter().any(|&d| d) || ir.num_operands(*ret) != dead.len() {
            continue;
        }
        let kept: Vec<Value> = ir
            .operands(*ret)
            .zip(dead)
            .filter(|(_, &d)| !d)
            .map(|(v, _)| v)
            .collect();
        ir.set_operands(*ret, &kept);
    }
    for (owner, dead) in &plan.poison_operands {
        if ir.num_operands(*owner) != dead.len() {
            continue;
        }
        for (i, &d) in dead.iter().enumerate() {
            if d {
                let ty = ir.value_type(ir.operand(*owner, i));
                let p = new_poison(ctx, ir, ty, Place::Before(*owner));
                let pv = ir.result(p, 0);
                ir.set_operand(*owner, i, pv);
                poisons.push(p);
            }
        }
    }
    // 5. Call results.
    for (op, dead) in &plan.results {
        if !dead.iter().any(|&d| d) || ir.num_results(*op) != dead.len() {
            continue;
        }
        erase_results(ctx, ir, *op, dead, &mut poisons);
    }
    // 6. Ops.
    let unreachable = ctx.op_name("ub.unreachable");
    for &op in &plan.ops {
        let is_terminator = ctx
            .op_def(ir.op_name(op))
            .is_some_and(|d| d.has(Traits::TERMINATOR));
        if is_terminator {
            let st = OperationState::with_name(ctx, unreachable, ir.op(op).loc);
            let u = ir.create_op(st);
            ir.insert_op_before(op, u);
        }
        let results: Vec<Value> = ir.results(op).collect();
        for r in results {
            poison_uses(ctx, ir, r, Place::Before(op), &mut poisons);
        }
        ir.erase_op(op);
    }
    // 7. Unused poison.
    for p in poisons {
        if ir.is_op_alive(p) && !ir.has_uses(ir.result(p, 0)) {
            ir.erase_op(p);
        }
    }
}

/// Replaces `op` (without regions) by a copy without the results `dead`
/// marks, their uses going to new `ub.poison` ops made before it.
fn erase_results(ctx: &Context, ir: &mut Ir, op: OpId, dead: &[bool], poisons: &mut Vec<OpId>) {
    if !ir.regions(op).is_empty() {
        return;
    }
    let results: Vec<Value> = ir.results(op).collect();
    for (&r, _) in results.iter().zip(dead).filter(|(_, &d)| d) {
        poison_uses(ctx, ir, r, Place::Before(op), poisons);
    }
    erase_op_results(&mut Rewriter::new(ctx, ir), op, dead);
}

/// Applies the canonicalization patterns of the region-branch ops left in
/// `top` to them (and the ops the rewrites create).
fn canonicalize_region_branch_ops(ctx: &Context, ir: &mut Ir, top: OpId) {
    let ops: Vec<OpId> = post_order(ir, top)
        .into_iter()
        .filter(|&o| {
            ctx.op_def(ir.op_name(o))
                .is_some_and(|d| d.region_branch.is_some())
        })
        .collect();
    if ops.is_empty() {
        return;
    }
    let mut set = PatternSet::new();
    let mut seen = FxHashSet::default();
    for &o in &ops {
        let name = ir.op_name(o);
        if seen.insert(name) {
            if let Some(f) = ctx.op_def(name).and_then(|d| d.canonicalize) {
                f(ctx, &mut set);
            }
        }
    }
    let frozen = set.freeze(ctx);
    apply_op_patterns_greedily(
        ctx,
        ir,
        &ops,
        &frozen,
        &GreedyConfig::default(),
        Strictness::ExistingAndNewOps,
    );
}
