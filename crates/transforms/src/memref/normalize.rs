//! `normalize-memrefs` (MLIR 22's `NormalizeMemRefsPass`,
//! `mlir/lib/Dialect/MemRef/Transforms/NormalizeMemRefs.cpp`): memrefs with
//! non-identity layouts (tiled, permuted, strided, shifted) get identity
//! layouts and the shape of their layout's image, every use being rewritten
//! through the old layout map, across functions and their call sites.
//!
//! The steps, in MLIR's order:
//! 1. every `func.func` of the module starts out normalizable; one is not
//!    when a non-identity memref from an alloc, alloca, call result or
//!    argument of it has a user without the `MemRefsNormalizable` trait
//!    (external functions always are). A function that is not takes all
//!    its callers and callees with it, transitively;
//! 2. in each normalizable function: allocs, then allocas, then
//!    `reinterpret_cast`s get normalized types (`normalize_alloc`,
//!    `normalize_reinterpret_cast`); then arguments; then the results of
//!    the other `MemRefsNormalizable` ops (`memref.cast`,
//!    `affine.parallel`, ...); an external function's signature is
//!    normalized directly;
//! 3. the function's signature is updated from its arguments and returned
//!    values, and every call to it is rebuilt with the new result types
//!    (keeping only its callee attribute, as MLIR's rebuilt call does), the
//!    uses of changed results rewritten, and the callers' signatures
//!    updated in turn.
//!
//! MLIR visits the normalizable functions in the order of a pointer hash
//! set; rmlir visits them in module order (the outcome does not depend on
//! it). Where MLIR rebuilds an op with new result types, rmlir changes
//! them in place. Ops of dialects rmlir does not register (such as MLIR's
//! test dialect) never have the trait.

use super::helpers::name;
use super::normalize_alloc::{normalize_alloc, normalize_reinterpret_cast};
use super::normalize_type::normalize_memref_type;
use super::replace_uses::{is_memrefs_normalizable, replace_all_memref_uses, MemRefReplacement};
use rmlir_core::ir::symbol::{self, symbol_name};
use rmlir_core::ir::{Ir, OpId, Value, WalkOrder};
use rmlir_core::{AttrKind, Context, Type, TypeKind};
use rmlir_dialects::func::function_type;
use rmlir_dialects::memref::layout::{has_identity_layout, layout_map};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `normalize-memrefs`.
pub static INFO: PassInfo = PassInfo {
    argument: "normalize-memrefs",
    name: "NormalizeMemRefsPass",
    description: "Normalize memrefs",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run).on("builtin.module"),
};

/// The module-wide state of one run.
struct Normalizer<'a> {
    ctx: &'a Context,
    /// For each symbol name, the ops referring to it (computed once: the
    /// pass rewrites symbol users in place and creates none).
    symbol_users: FxHashMap<Vec<u8>, Vec<OpId>>,
    /// The first `func.func` (in walk order) of each name.
    funcs_by_name: FxHashMap<Vec<u8>, OpId>,
    /// The `func.return` ops of each function (kept: the pass only changes
    /// their operands), read each time its signature is updated.
    returns: FxHashMap<OpId, Vec<OpId>>,
}

fn run(
    _pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    module: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let funcs = ir.ops_named(ctx, module, "func.func", WalkOrder::PostOrder);
    let mut symbol_users: FxHashMap<Vec<u8>, Vec<OpId>> = FxHashMap::default();
    let uses = ir
        .regions(module)
        .iter()
        .flat_map(|&r| symbol::symbol_uses_in_region(ctx, ir, r).unwrap_or_default());
    for (user, sym) in uses {
        if let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(sym) {
            let users = symbol_users
                .entry(ctx.str_value(*root).to_vec())
                .or_default();
            if users.last() != Some(&user) {
                users.push(user);
            }
        }
    }
    let mut funcs_by_name: FxHashMap<Vec<u8>, OpId> = FxHashMap::default();
    for &f in &funcs {
        if let Some(n) = symbol_name(ctx, ir, f) {
            funcs_by_name.entry(n.to_vec()).or_insert(f);
        }
    }
    let returns = funcs
        .iter()
        .map(|&f| {
            let [rets] = ops_named(ctx, ir, f, ["func.return"]);
            (f, rets)
        })
        .collect();
    let n = Normalizer {
        ctx,
        symbol_users,
        funcs_by_name,
        returns,
    };
    let mut normalizable: FxHashSet<OpId> = funcs.iter().copied().collect();
    for &f in &funcs {
        if normalizable.contains(&f) && !n.are_memrefs_normalizable(ir, f) {
            n.drop_with_callers_and_callees(ir, f, &mut normalizable);
        }
    }
    for &f in &funcs {
        if normalizable.contains(&f) {
            n.normalize_func(ir, f);
        }
    }
    Ok(())
}

/// Whether a function has no body.
fn is_external(ir: &Ir, func: OpId) -> bool {
    ir.regions(func)
        .first()
        .is_none_or(|&r| ir.region_blocks(r).is_empty())
}

fn entry_args(ir: &Ir, func: OpId) -> Vec<Value> {
    ir.regions(func)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .map_or(Vec::new(), |b| ir.block_args(b).to_vec())
}

fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

/// The ops nested in `root` named like one of `names`, post-order, one
/// list per name.
fn ops_named<const N: usize>(
    ctx: &Context,
    ir: &Ir,
    root: OpId,
    names: [&str; N],
) -> [Vec<OpId>; N] {
    let mut out: [Vec<OpId>; N] = std::array::from_fn(|_| Vec::new());
    ir.walk(root, WalkOrder::PostOrder, &mut |_, op| {
        let n = name(ctx, ir, op);
        if let Some(k) = names.iter().position(|&x| x == n) {
            if op != root {
                out[k].push(op);
            }
        }
    });
    out
}

/// The closest `func.func` around `op`.
fn parent_func(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if name(ctx, ir, p) == "func.func" {
            return Some(p);
        }
        cur = ir.parent_op(p);
    }
    None
}

/// The callee name of a `func.call`.
fn callee_name<'c>(ctx: &'c Context, ir: &Ir, call: OpId) -> Option<&'c [u8]> {
    match ctx.attr_kind(ir.attr(ctx, call, "callee")?) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.str_value(*root)),
        _ => None,
    }
}

fn set_function_type(ctx: &Context, ir: &mut Ir, func: OpId, inputs: &[Type], results: &[Type]) {
    let ty = ctx.function_type(inputs, results);
    ir.set_inherent_attr(ctx, func, "function_type", ctx.type_attr(ty));
}

impl Normalizer<'_> {
    /// MLIR's `isMemRefNormalizable`: every user has the trait.
    fn users_normalizable(&self, ir: &Ir, v: Value) -> bool {
        ir.uses(v)
            .all(|u| is_memrefs_normalizable(name(self.ctx, ir, u.op)))
    }

    /// Whether `v` is a memref with a non-identity layout that some user
    /// cannot follow into normalization.
    fn blocks_normalization(&self, ir: &Ir, v: Value) -> bool {
        let t = ir.value_type(v);
        is_ranked_memref(self.ctx, t)
            && !has_identity_layout(self.ctx, t)
            && !self.users_normalizable(ir, v)
    }

    /// MLIR's `areMemRefsNormalizable`.
    fn are_memrefs_normalizable(&self, ir: &Ir, func: OpId) -> bool {
        let ctx = self.ctx;
        if is_external(ir, func) {
            return true;
        }
        let groups = ops_named(
            ctx,
            ir,
            func,
            ["memref.alloc", "memref.alloca", "func.call"],
        );
        for op in groups.into_iter().flatten() {
            if ir.results(op).any(|r| self.blocks_normalization(ir, r)) {
                return false;
            }
        }
        !entry_args(ir, func)
            .into_iter()
            .any(|a| self.blocks_normalization(ir, a))
    }

    /// MLIR's `setCalleesAndCallersNonNormalizable`: `func` and, through
    /// calls in either direction, every function connected to it leave the
    /// normalizable set.
    fn drop_with_callers_and_callees(&self, ir: &Ir, func: OpId, set: &mut FxHashSet<OpId>) {
        let ctx = self.ctx;
        let mut work = vec![func];
        while let Some(f) = work.pop() {
            if !set.remove(&f) {
                continue;
            }
            if let Some(users) = symbol_name(ctx, ir, f).and_then(|n| self.symbol_users.get(n)) {
                for &u in users {
                    if let Some(p) = parent_func(ctx, ir, u).filter(|p| set.contains(p)) {
                        work.push(p);
                    }
                }
            }
            let [calls] = ops_named(ctx, ir, f, ["func.call"]);
            for call in calls {
                let Some(callee) = callee_name(ctx, ir, call) else {
                    continue;
                };
                if let Some(&g) = self.funcs_by_name.get(callee) {
                    work.push(g);
                }
            }
        }
    }

    /// MLIR's `normalizeFuncOpMemRefs`.
    fn normalize_func(&self, ir: &mut Ir, func: OpId) {
        let ctx = self.ctx;
        let [allocs, allocas, casts] = ops_named(
            ctx,
            ir,
            func,
            ["memref.alloc", "memref.alloca", "memref.reinterpret_cast"],
        );
        for op in allocs.into_iter().chain(allocas) {
            normalize_alloc(ctx, ir, op);
        }
        for op in casts {
            normalize_reinterpret_cast(ctx, ir, op);
        }
        let external = is_external(ir, func);
        let Some((inputs, results)) = function_type(ctx, ir, func) else {
            return;
        };
        let args = entry_args(ir, func);
        let mut input_types = Vec::with_capacity(inputs.len());
        for (i, &t) in inputs.iter().enumerate() {
            let new_t = normalize_memref_type(ctx, t);
            if new_t == t || external {
                input_types.push(new_t);
                continue;
            }
            let (Some(&arg), Some(layout)) = (args.get(i), layout_map(ctx, t)) else {
                continue;
            };
            let old_t = ir.value_type(arg);
            ir.set_value_type(arg, new_t);
            let r = MemRefReplacement {
                old: arg,
                old_ty: old_t,
                new: arg,
            };
            if !replace_all_memref_uses(ctx, ir, r, layout, &[], true) {
                ir.set_value_type(arg, old_t);
            }
        }
        if !external {
            self.normalize_op_results(ir, func);
        }
        if external {
            let results: Vec<Type> = results
                .iter()
                .map(|&t| normalize_memref_type(ctx, t))
                .collect();
            set_function_type(ctx, ir, func, &input_types, &results);
        }
        self.update_signatures(ir, func);
    }

    /// The results of `MemRefsNormalizable` ops (other than calls) get
    /// normalized types, their uses rewritten.
    fn normalize_op_results(&self, ir: &mut Ir, func: OpId) {
        let ctx = self.ctx;
        let mut ops = Vec::new();
        ir.walk(func, WalkOrder::PostOrder, &mut |_, op| {
            let n = name(ctx, ir, op);
            if op != func && is_memrefs_normalizable(n) && n != "func.call" {
                ops.push(op);
            }
        });
        for op in ops {
            let changed: Vec<(Value, Type, Type)> = ir
                .results(op)
                .filter_map(|r| {
                    let t = ir.value_type(r);
                    let new_t = normalize_memref_type(ctx, t);
                    (new_t != t).then_some((r, t, new_t))
                })
                .collect();
            if changed.is_empty() {
                continue;
            }
            for &(r, _, new_t) in &changed {
                ir.set_value_type(r, new_t);
            }
            for &(r, old_t, _) in &changed {
                let Some(layout) = layout_map(ctx, old_t) else {
                    continue;
                };
                let rep = MemRefReplacement {
                    old: r,
                    old_ty: old_t,
                    new: r,
                };
                if !replace_all_memref_uses(ctx, ir, rep, layout, &[], true) {
                    // MLIR drops its rebuilt op and keeps the original.
                    for &(r, old_t, _) in &changed {
                        ir.set_value_type(r, old_t);
                    }
                    break;
                }
            }
        }
    }

    /// MLIR's `updateFunctionSignature`, for `func` and then, in turn, each
    /// caller whose call results changed type.
    fn update_signatures(&self, ir: &mut Ir, func: OpId) {
        let mut work = vec![func];
        while let Some(f) = work.pop() {
            let mut callers = self.update_signature(ir, f);
            callers.reverse();
            work.extend(callers);
        }
    }

    /// One `updateFunctionSignature` step; returns the callers to update.
    fn update_signature(&self, ir: &mut Ir, func: OpId) -> Vec<OpId> {
        let ctx = self.ctx;
        let Some((_, mut results)) = function_type(ctx, ir, func) else {
            return Vec::new();
        };
        let external = is_external(ir, func);
        if !external {
            for &ret in self.returns.get(&func).map_or(&[][..], |r| &r[..]) {
                for (i, v) in ir.operands(ret).enumerate() {
                    let t = ir.value_type(v);
                    if is_ranked_memref(ctx, t)
                        && results.get(i).is_some_and(|&r| r != t)
                        && has_identity_layout(ctx, t)
                    {
                        results[i] = t;
                    }
                }
            }
        }
        let mut callers: Vec<OpId> = Vec::new();
        let users = symbol_name(ctx, ir, func)
            .and_then(|n| self.symbol_users.get(n))
            .cloned()
            .unwrap_or_default();
        for user in users {
            if name(ctx, ir, user) != "func.call" || ir.num_results(user) != results.len() {
                continue;
            }
            if let Some(changed) = self.retype_call(ir, user, &results) {
                if changed {
                    if let Some(p) = parent_func(ctx, ir, user) {
                        if !callers.contains(&p) {
                            callers.push(p);
                        }
                    }
                }
            }
        }
        if !external {
            let arg_types: Vec<Type> = entry_args(ir, func)
                .iter()
                .map(|&a| ir.value_type(a))
                .collect();
            set_function_type(ctx, ir, func, &arg_types, &results);
        }
        callers
    }

    /// Gives `call` the result types `results`, rewriting the uses of each
    /// changed memref result, and keeps only its callee attribute (MLIR
    /// rebuilds the call from its callee, results and operands). `None`
    /// when a rewrite fails (the call is left as it was); else whether a
    /// result type changed.
    fn retype_call(&self, ir: &mut Ir, call: OpId, results: &[Type]) -> Option<bool> {
        let ctx = self.ctx;
        let olds: Vec<(Value, Type)> = ir.results(call).map(|r| (r, ir.value_type(r))).collect();
        let mut changed = false;
        for (&(r, old_t), &new_t) in olds.iter().zip(results) {
            if old_t == new_t {
                continue;
            }
            let Some(layout) = layout_map(ctx, old_t).filter(|_| is_ranked_memref(ctx, new_t))
            else {
                continue;
            };
            ir.set_value_type(r, new_t);
            let rep = MemRefReplacement {
                old: r,
                old_ty: old_t,
                new: r,
            };
            if !replace_all_memref_uses(ctx, ir, rep, layout, &[], true) {
                for &(r, t) in &olds {
                    ir.set_value_type(r, t);
                }
                return None;
            }
            changed = true;
        }
        keep_only_callee(ctx, ir, call);
        Some(changed)
    }
}

/// Drops every attribute of `call` but its callee.
fn keep_only_callee(ctx: &Context, ir: &mut Ir, call: OpId) {
    let d = ir.op(call);
    let mut names: Vec<String> = Vec::new();
    for dict in d.properties.into_iter().chain(std::iter::once(d.attrs)) {
        for e in ctx.dict_entries(dict) {
            let n = String::from_utf8_lossy(ctx.str_value(e.name)).into_owned();
            if n != "callee" {
                names.push(n);
            }
        }
    }
    for n in names {
        ir.remove_attr(ctx, call, &n);
    }
}
