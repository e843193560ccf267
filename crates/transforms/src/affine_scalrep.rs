//! `affine-scalrep`: store-to-load forwarding, dead store elimination and
//! redundant load elimination on affine memory accesses (MLIR 22's
//! `AffineScalarReplacement`, i.e. `affine::affineScalarReplace`, run on
//! `func.func`).
//!
//! The pass runs in four steps, as MLIR's does:
//!
//! 1. Each affine read (in walk order) takes the value of a write to the
//!    same element when the write dominates it, the write is known to reach
//!    it in the innermost common loop, and nothing in between may write the
//!    element. The replaced reads are erased afterwards.
//! 2. Each affine write followed, in the same region, by a write to the same
//!    element that post-dominates it with no possible read in between is
//!    erased.
//! 3. A memref allocated locally whose reads were all forwarded, and that is
//!    now only written and freed, is erased with its writes and frees.
//! 4. Each affine read takes the value of an earlier read of the same
//!    element that dominates it when nothing in between may write it.
//!
//! Two accesses are to the same element when they use the same memref and
//! the difference of their access maps (fully composed with the
//! `affine.apply` ops feeding them, canonicalized and simplified) is zero.
//! Whether an intervening affine access may touch the element is decided by
//! a dependence test in the style of MLIR's `checkMemrefAccessDependence`:
//! the iteration domains of both accesses (loop bounds and `affine.if`
//! conditions), the equality of the accessed elements and the ordering of the
//! common loops form a system of integer constraints, which must be shown
//! empty for the access to be ignored. Anything not understood (other ops
//! with memory effects, unknown ops, semi-affine maps, values defined
//! inside the loop nest, control flow across blocks) counts as a possible effect, so a value is
//! only forwarded when that is provably correct. Two memrefs are only known
//! not to alias when they come from distinct allocations, or when one is
//! allocated in an automatic allocation scope the other comes from outside
//! of.
//!
//! Where this differs from MLIR it only finds more possible effects (or
//! fewer forwarding candidates): the conditions of an `affine.if` are not
//! assumed inside its `else` region (MLIR assumes them there too), ops in
//! different blocks of a region are never taken to dominate or
//! post-dominate each other, the induction variables of `affine.parallel`
//! are left unbounded, the stride of a loop step is not modelled (MLIR's
//! dependence test loses it too), and only allocations are told apart by
//! the alias check (MLIR also looks through views and control flow).

use crate::affine_constraints::{Lin, System};
use crate::affine_dependence::{analysis_scope, compose_and_canonicalize, map_attr, Access};
use rmlir_affine::AffineExprKind as K;
use rmlir_core::dialect::{EffectKind, EffectResource, Traits};
use rmlir_core::ir::{BlockId, Ir, OpId, Value, WalkOrder};
use rmlir_core::rewrite::effects::memory_effects;
use rmlir_core::{AttrKind, Context};
use rmlir_dialects::affine::compose::{canonicalize, simplify, Mapping};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `affine-scalrep`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-scalrep",
    name: "AffineScalarReplacement",
    description: "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

/// MLIR's `MemRefAccess::getAccessMap`: the access map fully composed with
/// the `affine.apply` ops feeding it, simplified and canonicalized.
fn access_map(ctx: &Context, ir: &Ir, a: &Access) -> Mapping {
    let mut ops = a.indices.clone();
    let map = compose_and_canonicalize(ctx, ir, a.map, &mut ops);
    Mapping::of_map(ctx, map, &ops)
}

/// Whether two accesses are to the same memref element in every execution
/// (MLIR's `MemRefAccess::operator==`: the difference of the access maps
/// is zero).
fn same_element(ctx: &Context, ir: &Ir, a: &Access, b: &Access) -> bool {
    if a.memref != b.memref {
        return false;
    }
    let (ma, mb) = (access_map(ctx, ir, a), access_map(ctx, ir, b));
    if ma.exprs.len() != mb.exprs.len() {
        return false;
    }
    let aff = &ctx.affine;
    let mut ops = Vec::with_capacity(ma.ops.len() + mb.ops.len());
    ops.extend_from_slice(&ma.ops[..ma.nd]);
    ops.extend_from_slice(&mb.ops[..mb.nd]);
    ops.extend_from_slice(&ma.ops[ma.nd..]);
    ops.extend_from_slice(&mb.ops[mb.nd..]);
    let bd: Vec<_> = (0..mb.nd).map(|i| aff.dim((i + ma.nd) as u32)).collect();
    let bs: Vec<_> = (0..mb.ns).map(|i| aff.symbol((i + ma.ns) as u32)).collect();
    let exprs: Vec<_> = ma
        .exprs
        .iter()
        .zip(&mb.exprs)
        .map(|(&x, &y)| aff.sub(x, aff.replace_dims_and_symbols(y, &bd, &bs)))
        .collect();
    let map = aff.map((ma.nd + mb.nd) as u32, (ma.ns + mb.ns) as u32, &exprs);
    let map = rmlir_dialects::affine::fully_compose_map_and_operands(ctx, ir, map, &mut ops);
    let mut m = Mapping::of_map(ctx, map, &ops);
    canonicalize(ctx, ir, &mut m);
    simplify(ctx, &mut m);
    m.exprs
        .iter()
        .all(|&e| matches!(aff.kind(e), K::Constant(0)))
}

/// The `affine.for` ops around `op`, outermost first, up to its affine
/// scope (MLIR's `getAffineForIVs`).
fn surrounding_loops(ctx: &Context, ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ctx
            .op_def(ir.op_name(p))
            .is_some_and(|d| d.has(Traits::AFFINE_SCOPE))
        {
            break;
        }
        if name(ctx, ir, p) == "affine.for" {
            v.push(p);
        }
        cur = ir.parent_op(p);
    }
    v.reverse();
    v
}

/// MLIR's `getNumCommonSurroundingLoops`.
fn common_loops(ctx: &Context, ir: &Ir, a: OpId, b: OpId) -> usize {
    let (la, lb) = (surrounding_loops(ctx, ir, a), surrounding_loops(ctx, ir, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// The blocks holding `op` and its ancestors within its analysis scope,
/// innermost first.
fn ancestor_blocks(ctx: &Context, ir: &Ir, op: OpId) -> Vec<BlockId> {
    let mut v = Vec::new();
    let mut cur = op;
    while let Some(b) = ir.parent_block(cur) {
        v.push(b);
        match ir.parent_op(cur) {
            Some(p)
                if matches!(
                    name(ctx, ir, p),
                    "affine.for" | "affine.if" | "affine.parallel"
                ) =>
            {
                cur = p
            }
            _ => break,
        }
    }
    v
}

/// MLIR's `DominanceInfo::dominates(a, b)` for ops, restricted to `a`'s
/// block (ops of other blocks are not taken to dominate).
fn dominates(ir: &Ir, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    let Some(block) = ir.parent_block(a) else {
        return false;
    };
    match ir.ancestor_in_block(block, b) {
        Some(x) => x == a || ir.is_before_in_block(a, x),
        None => false,
    }
}

/// Whether `b` post-dominates `a`, both in the same region: only shown
/// when they are in the same block with `b` after `a`.
fn post_dominates(ir: &Ir, b: OpId, a: OpId) -> bool {
    ir.parent_block(a) == ir.parent_block(b) && ir.is_before_in_block(a, b)
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Dep {
    None,
    Has,
    Failure,
}

/// The iteration domain of an access: variables for the induction
/// variables of its surrounding loops (outermost first) and constraints.
struct Domain {
    ivs: Vec<Value>,
    loops: Vec<OpId>,
}

/// Builds the constraints of the domain of `op` into `sys`; `ivs` receive
/// fresh variables; other values are looked up in (or added to) `syms`.
/// `None` when the domain is not understood.
fn add_domain(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    sys: &mut System,
    syms: &mut FxHashMap<Value, usize>,
) -> Option<(Domain, FxHashMap<Value, usize>)> {
    let mut enclosing = Vec::new();
    let mut cur = op;
    while let Some(p) = ir.parent_op(cur) {
        match name(ctx, ir, p) {
            "affine.for" | "affine.if" | "affine.parallel" => enclosing.push((p, cur)),
            _ => break,
        }
        cur = p;
    }
    enclosing.reverse();
    let mut ivs: FxHashMap<Value, usize> = FxHashMap::default();
    let mut dom = Domain {
        ivs: Vec::new(),
        loops: Vec::new(),
    };
    for &(p, _) in &enclosing {
        let body = ir
            .regions(p)
            .first()
            .and_then(|&r| ir.region_blocks(r).first().copied());
        match name(ctx, ir, p) {
            "affine.for" => {
                let iv = *ir.block_args(body?).first()?;
                ivs.insert(iv, sys.add_var());
                dom.ivs.push(iv);
                dom.loops.push(p);
            }
            // The induction variables of `affine.parallel` are left
            // unconstrained (a superset of their domain).
            "affine.parallel" => {
                for &iv in ir.block_args(body?) {
                    ivs.insert(iv, sys.add_var());
                }
            }
            _ => {}
        }
    }
    let outermost = enclosing.first().map(|&(p, _)| p);
    for &(p, child) in &enclosing {
        if name(ctx, ir, p) == "affine.for" {
            add_for_domain(ctx, ir, p, sys, &ivs, syms, outermost)?;
        } else if name(ctx, ir, p) == "affine.if" {
            // Only the `then` region is known to satisfy the condition.
            let then = *ir.regions(p).first()?;
            if ir.parent_block(child).and_then(|b| ir.block_parent(b)) != Some(then) {
                continue;
            }
            let set = match ctx.attr_kind(ir.attr(ctx, p, "condition")?) {
                AttrKind::IntegerSet(s) => *s,
                _ => return None,
            };
            let aff = &ctx.affine;
            let nd = aff.set_num_dims(set) as usize;
            let exprs = aff.set_constraints(set);
            let flags = aff.set_eq_flags(set);
            let operands: Vec<Value> = ir.operands(p).collect();
            if operands.len() != nd + aff.set_num_symbols(set) as usize {
                return None;
            }
            let vars = bind(ir, &operands, sys, &ivs, syms, outermost)?;
            for (&e, &is_eq) in exprs.iter().zip(flags.iter()) {
                let l = sys.flatten(ctx, e, nd, &vars)?;
                if is_eq {
                    sys.eqs.push(l);
                } else {
                    sys.ineqs.push(l);
                }
            }
        }
    }
    Some((dom, ivs))
}

/// The variables of `values`: induction variables of the domain, or
/// symbols shared between the accesses. Values defined inside the nest
/// (other than its induction variables) are not understood.
fn bind(
    ir: &Ir,
    values: &[Value],
    sys: &mut System,
    ivs: &FxHashMap<Value, usize>,
    syms: &mut FxHashMap<Value, usize>,
    outermost: Option<OpId>,
) -> Option<Vec<usize>> {
    values
        .iter()
        .map(|v| {
            if let Some(&i) = ivs.get(v) {
                return Some(i);
            }
            if let (Some(outer), Some(b)) = (outermost, ir.value_block(*v)) {
                if ir
                    .block_parent_op(b)
                    .is_some_and(|p| ir.is_ancestor(outer, p))
                {
                    return None;
                }
            }
            Some(*syms.entry(*v).or_insert_with(|| sys.add_var()))
        })
        .collect()
}

/// MLIR's `addAffineForOpDomain`.
fn add_for_domain(
    ctx: &Context,
    ir: &Ir,
    p: OpId,
    sys: &mut System,
    ivs: &FxHashMap<Value, usize>,
    syms: &mut FxHashMap<Value, usize>,
    outermost: Option<OpId>,
) -> Option<()> {
    let aff = &ctx.affine;
    let body = *ir.regions(p).first()?;
    let entry = *ir.region_blocks(body).first()?;
    let iv = ivs[ir.block_args(entry).first()?];
    let [lb_ops, ub_ops, _] = rmlir_dialects::affine::for_operand_groups(ctx, ir, p);
    let lb_map = map_attr(ctx, ir, p, "lowerBoundMap")?;
    let ub_map = map_attr(ctx, ir, p, "upperBoundMap")?;
    // The stride of a loop with a step is not modelled: MLIR loses it as
    // well when it projects out the local variable it introduces for it.
    for (map, ops, lower) in [(lb_map, lb_ops, true), (ub_map, ub_ops, false)] {
        let mut ops = ops;
        let map = compose_and_canonicalize(ctx, ir, map, &mut ops);
        let nd = aff.map_num_dims(map) as usize;
        if ops.len() != nd + aff.map_num_symbols(map) as usize {
            return None;
        }
        let vars = bind(ir, &ops, sys, ivs, syms, outermost)?;
        for &e in aff.map_results(map).iter() {
            let b = sys.flatten(ctx, e, nd, &vars)?;
            let c = if lower {
                Lin::var(iv).combine(1, &b, -1)?
            } else {
                b.combine(1, &Lin::var(iv), -1)?
                    .combine(1, &Lin::constant(-1), 1)?
            };
            sys.ineqs.push(c);
        }
    }
    Some(())
}

/// The accessed element of `a` as linear forms over the variables of
/// `sys`.
fn access_forms(
    ctx: &Context,
    ir: &Ir,
    a: &Access,
    sys: &mut System,
    ivs: &FxHashMap<Value, usize>,
    syms: &mut FxHashMap<Value, usize>,
) -> Option<Vec<Lin>> {
    let m = access_map(ctx, ir, a);
    if m.ops.len() != m.nd + m.ns {
        return None;
    }
    let mut cur = a.op;
    let mut outermost = None;
    while let Some(p) = ir.parent_op(cur) {
        if !matches!(name(ctx, ir, p), "affine.for" | "affine.if") {
            break;
        }
        outermost = Some(p);
        cur = p;
    }
    let vars = bind(ir, &m.ops, sys, ivs, syms, outermost)?;
    m.exprs
        .iter()
        .map(|&e| sys.flatten(ctx, e, m.nd, &vars))
        .collect()
}

/// MLIR's `checkMemrefAccessDependence` (without direction vectors).
fn dependence(ctx: &Context, ir: &Ir, src: &Access, dst: &Access, depth: usize) -> Dep {
    if src.memref != dst.memref {
        return Dep::None;
    }
    if !src.write && !dst.write {
        return Dep::None;
    }
    let scope = analysis_scope(ctx, ir, src.op);
    if scope.is_none() || scope != analysis_scope(ctx, ir, dst.op) {
        return Dep::Failure;
    }
    let (sa, da) = (
        ancestor_blocks(ctx, ir, src.op),
        ancestor_blocks(ctx, ir, dst.op),
    );
    let common = crate::affine_dependence::innermost_common_block(&sa, &da);
    let Some(common) = common else {
        return Dep::Failure;
    };
    dependence_system(ctx, ir, src, dst, depth, common).unwrap_or(Dep::Failure)
}

fn dependence_system(
    ctx: &Context,
    ir: &Ir,
    src: &Access,
    dst: &Access,
    depth: usize,
    common: BlockId,
) -> Option<Dep> {
    let mut sys = System::default();
    let mut syms = FxHashMap::default();
    let (sdom, sivs) = add_domain(ctx, ir, src.op, &mut sys, &mut syms)?;
    let (ddom, divs) = add_domain(ctx, ir, dst.op, &mut sys, &mut syms)?;
    let ncommon = sdom
        .loops
        .iter()
        .zip(&ddom.loops)
        .take_while(|(a, b)| a == b)
        .count();
    if depth > ncommon {
        let s = ir.ancestor_in_block(common, src.op)?;
        let d = ir.ancestor_in_block(common, dst.op)?;
        if !ir.is_before_in_block(s, d) {
            return Some(Dep::None);
        }
    }
    let sf = access_forms(ctx, ir, src, &mut sys, &sivs, &mut syms)?;
    let df = access_forms(ctx, ir, dst, &mut sys, &divs, &mut syms)?;
    if sf.len() != df.len() {
        return None;
    }
    for (s, d) in sf.iter().zip(&df) {
        sys.eqs.push(s.combine(1, d, -1)?);
    }
    for i in 0..ncommon.min(depth) {
        let (s, d) = (sivs[&sdom.ivs[i]], divs[&ddom.ivs[i]]);
        let diff = Lin::var(d).combine(1, &Lin::var(s), -1)?;
        if i + 1 == depth {
            sys.ineqs.push(diff.combine(1, &Lin::constant(-1), 1)?);
        } else {
            sys.eqs.push(diff);
        }
    }
    Some(if sys.is_empty() { Dep::None } else { Dep::Has })
}

/// MLIR's `mustReachAtInnermost`.
fn must_reach(ctx: &Context, ir: &Ir, src: &Access, dst: &Access) -> bool {
    if analysis_scope(ctx, ir, src.op) != analysis_scope(ctx, ir, dst.op) {
        return false;
    }
    let n = common_loops(ctx, ir, src.op, dst.op);
    dependence(ctx, ir, src, dst, n + 1) == Dep::Has
}

/// MLIR's `mayHaveEffect`: whether access `src` may touch the element of
/// `dst` within the iterations of the outermost `min_loops` common loops.
fn may_have_effect(ctx: &Context, ir: &Ir, src: &Access, dst: &Access, min_loops: usize) -> bool {
    let scope = analysis_scope(ctx, ir, src.op);
    if src.memref == dst.memref && scope == analysis_scope(ctx, ir, dst.op) {
        let n = common_loops(ctx, ir, src.op, dst.op);
        let mut d = n + 1;
        while d > min_loops {
            if dependence(ctx, ir, src, dst, d) != Dep::None {
                return true;
            }
            d -= 1;
        }
        return false;
    }
    true
}

/// Where `v` is known to be a fresh allocation: `Some(scope)` with the op
/// bounding an automatically scoped allocation (if any).
fn allocation(ctx: &Context, ir: &Ir, v: Value) -> Option<Option<OpId>> {
    let op = match ir.defining_op(v) {
        Some(d) => d,
        None => ir.block_parent_op(ir.value_block(v)?)?,
    };
    let e = memory_effects(ctx, ir, op)?
        .into_iter()
        .find(|e| e.kind == EffectKind::Allocate && e.value == Some(v))?;
    if e.resource != EffectResource::AutomaticAllocationScope {
        return Some(None);
    }
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ctx
            .op_def(ir.op_name(p))
            .is_some_and(|d| d.has(Traits::AUTOMATIC_ALLOCATION_SCOPE))
        {
            return Some(Some(p));
        }
        cur = ir.parent_op(p);
    }
    Some(None)
}

/// Whether `a` and `b` may be the same memory (the allocation-based part of
/// MLIR's local alias analysis): distinct allocations do not alias, nor does
/// an automatically scoped allocation alias a value from outside its scope.
fn may_alias(ctx: &Context, ir: &Ir, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (aa, ba) = (allocation(ctx, ir, a), allocation(ctx, ir, b));
    let (scope, other) = match (aa, ba) {
        (Some(_), Some(_)) => return false,
        (None, None) => return true,
        (Some(s), None) => (s, b),
        (None, Some(s)) => (s, a),
    };
    let Some(scope) = scope else {
        return true;
    };
    let Some(block) = ir.value_block(other) else {
        return true;
    };
    let Some(parent) = ir.block_parent_op(block) else {
        return true;
    };
    if parent != scope && ir.is_ancestor(parent, scope) {
        return false;
    }
    let entry_arg = ir.defining_op(other).is_none()
        && ir
            .block_parent(block)
            .and_then(|r| ir.region_blocks(r).first().copied())
            == Some(block);
    !(parent == scope && entry_arg)
}

/// MLIR's `hasNoInterveningEffect<kind>(start, mem)`: no op on a path from
/// `start` to `mem` may have a `kind` effect on the element `mem` accesses.
fn no_intervening_effect(
    ctx: &Context,
    ir: &Ir,
    start: &Access,
    mem: &Access,
    kind: EffectKind,
) -> bool {
    let mut checker = Checker {
        ctx,
        ir,
        start,
        mem,
        kind,
        found: false,
    };
    if !checker.paths(start.op, mem.op) {
        return false;
    }
    !checker.found
}

struct Checker<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    start: &'a Access,
    mem: &'a Access,
    kind: EffectKind,
    found: bool,
}

impl Checker<'_> {
    fn check(&mut self, op: OpId) {
        if self.found {
            return;
        }
        let (ctx, ir) = (self.ctx, self.ir);
        let def = ctx.op_def(ir.op_name(op));
        if def.is_some_and(|d| d.has(Traits::RECURSIVE_MEMORY_EFFECTS)) {
            for &r in ir.regions(op) {
                for &b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        rmlir_core::support::stack::grow(|| self.check(o));
                    }
                }
            }
            return;
        }
        let Some(effects) = memory_effects(ctx, ir, op) else {
            self.found = true;
            return;
        };
        let may = effects.iter().any(|e| {
            e.kind == self.kind
                && match e.value {
                    Some(v) => v == self.mem.memref || may_alias(ctx, ir, v, self.mem.memref),
                    None => true,
                }
        });
        if !may {
            return;
        }
        if let Some(a) = Access::of(ctx, ir, op) {
            let min = common_loops(ctx, ir, self.start.op, self.mem.op);
            if may_have_effect(ctx, ir, &a, self.mem, min) {
                self.found = true;
            }
            return;
        }
        self.found = true;
    }

    /// Checks every op on a path from `from` to `until`; `false` when the
    /// ops are not nested as expected.
    fn paths(&mut self, from: OpId, until: OpId) -> bool {
        let ir = self.ir;
        let region_of = |o: OpId| ir.parent_block(o).and_then(|b| ir.block_parent(b));
        let (Some(fr), Some(ur)) = (region_of(from), region_of(until)) else {
            return false;
        };
        if fr != ur {
            let Some(parent) = ir.parent_op(until) else {
                return false;
            };
            if !rmlir_core::support::stack::grow(|| self.paths(from, parent)) {
                return false;
            }
            self.check(parent);
            return true;
        }
        let (Some(fb), Some(ub)) = (ir.parent_block(from), ir.parent_block(until)) else {
            return false;
        };
        let mut cur = ir.next_op(from);
        while let Some(o) = cur {
            if o == until {
                break;
            }
            self.check(o);
            cur = ir.next_op(o);
        }
        let mut todo: Vec<BlockId> = Vec::new();
        if ub != fb {
            if let Some(t) = ir.last_op(fb) {
                todo.extend_from_slice(ir.successors(t));
            }
        }
        let mut done = FxHashSet::default();
        while let Some(b) = todo.pop() {
            if !done.insert(b) {
                continue;
            }
            for o in ir.block_ops(b) {
                if o == until {
                    break;
                }
                self.check(o);
                if Some(o) == ir.last_op(b) {
                    todo.extend_from_slice(ir.successors(o));
                }
            }
        }
        true
    }
}

fn collect(ctx: &Context, ir: &Ir, f: OpId, write: bool) -> Vec<OpId> {
    let mut v = Vec::new();
    ir.walk(f, WalkOrder::PostOrder, &mut |_, o| {
        if Access::of(ctx, ir, o).is_some_and(|a| a.write == write) {
            v.push(o);
        }
    });
    v
}

fn users(ir: &Ir, v: Value) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for u in ir.uses(v) {
        if !out.contains(&u.op) {
            out.push(u.op);
        }
    }
    out
}

/// MLIR's `forwardStoreToLoad`: the stored value replacing `load`'s
/// result, if any.
fn forward_store(ctx: &Context, ir: &Ir, load: &Access) -> Option<Value> {
    let mut found = None;
    for u in users(ir, load.memref) {
        let Some(store) = Access::of(ctx, ir, u).filter(|a| a.write) else {
            continue;
        };
        if !same_element(ctx, ir, &store, load)
            || !dominates(ir, store.op, load.op)
            || !must_reach(ctx, ir, &store, load)
            || !no_intervening_effect(ctx, ir, &store, load, EffectKind::Write)
        {
            continue;
        }
        found = Some(store.value);
    }
    let v = found?;
    (ir.value_type(v) == ir.value_type(load.value) && v != load.value).then_some(v)
}

/// MLIR's `findUnusedStore`: whether `store` is overwritten before any
/// possible read.
fn unused_store(ctx: &Context, ir: &Ir, store: &Access) -> bool {
    let region_of = |o: OpId| ir.parent_block(o).and_then(|b| ir.block_parent(b));
    for u in users(ir, store.memref) {
        let Some(other) = Access::of(ctx, ir, u).filter(|a| a.write) else {
            continue;
        };
        if other.op == store.op || region_of(other.op) != region_of(store.op) {
            continue;
        }
        if same_element(ctx, ir, &other, store)
            && post_dominates(ir, other.op, store.op)
            && no_intervening_effect(ctx, ir, store, &other, EffectKind::Read)
        {
            return true;
        }
    }
    false
}

/// MLIR's `loadCSE`: an earlier load's value replacing `load`'s result.
fn load_cse(ctx: &Context, ir: &Ir, load: &Access) -> Option<Value> {
    let mut candidates: Vec<Access> = Vec::new();
    for u in users(ir, load.memref) {
        let Some(other) = Access::of(ctx, ir, u).filter(|a| !a.write && a.op != load.op) else {
            continue;
        };
        if same_element(ctx, ir, &other, load)
            && dominates(ir, other.op, load.op)
            && no_intervening_effect(ctx, ir, &other, load, EffectKind::Write)
            && ir.value_type(other.value) == ir.value_type(load.value)
        {
            candidates.push(other);
        }
    }
    candidates
        .iter()
        .find(|c| {
            candidates
                .iter()
                .all(|d| d.op == c.op || dominates(ir, c.op, d.op))
        })
        .map(|c| c.value)
        .filter(|&v| v != load.value)
}

/// Whether `op` has only `kind` effects on `v`, at least one.
fn single_effect(ctx: &Context, ir: &Ir, op: OpId, v: Value, kind: EffectKind) -> bool {
    let Some(es) = memory_effects(ctx, ir, op) else {
        return false;
    };
    let on_v: Vec<_> = es.iter().filter(|e| e.value == Some(v)).collect();
    !on_v.is_empty() && on_v.iter().all(|e| e.kind == kind)
}

fn erase_all(ir: &mut Ir, ops: &[OpId]) {
    for &o in ops {
        if ir.is_op_alive(o) && ir.results(o).all(|r| !ir.has_uses(r)) {
            ir.erase_op(o);
        }
    }
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, f: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    // 1. Store to load forwarding.
    let mut to_erase = Vec::new();
    let mut memrefs: Vec<Value> = Vec::new();
    for l in collect(ctx, ir, f, false) {
        let Some(load) = Access::of(ctx, ir, l) else {
            continue;
        };
        if let Some(v) = forward_store(ctx, ir, &load) {
            ir.replace_all_uses(load.value, v);
            if !memrefs.contains(&load.memref) {
                memrefs.push(load.memref);
            }
            to_erase.push(l);
        }
    }
    erase_all(ir, &to_erase);
    to_erase.clear();
    // 2. Dead stores.
    for s in collect(ctx, ir, f, true) {
        if Access::of(ctx, ir, s).is_some_and(|a| unused_store(ctx, ir, &a)) {
            to_erase.push(s);
        }
    }
    erase_all(ir, &to_erase);
    to_erase.clear();
    // 3. Memrefs left with only writes and frees.
    for m in memrefs {
        let Some(def) = ir.defining_op(m).filter(|&d| ir.is_op_alive(d)) else {
            continue;
        };
        if !single_effect(ctx, ir, def, m, EffectKind::Allocate) {
            continue;
        }
        let us = users(ir, m);
        if us.iter().any(|&u| {
            !Access::of(ctx, ir, u).is_some_and(|a| a.write && a.memref == m)
                && !single_effect(ctx, ir, u, m, EffectKind::Free)
        }) {
            continue;
        }
        if us.iter().any(|&u| ir.results(u).any(|r| ir.has_uses(r))) {
            continue;
        }
        for u in us {
            if ir.is_op_alive(u) {
                ir.erase_op(u);
            }
        }
        if ir.results(def).all(|r| !ir.has_uses(r)) {
            ir.erase_op(def);
        }
    }
    // 4. Redundant loads.
    for l in collect(ctx, ir, f, false) {
        let Some(load) = Access::of(ctx, ir, l) else {
            continue;
        };
        if let Some(v) = load_cse(ctx, ir, &load) {
            ir.replace_all_uses(load.value, v);
            to_erase.push(l);
        }
    }
    erase_all(ir, &to_erase);
    Ok(())
}
