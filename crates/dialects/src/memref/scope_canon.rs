//! `memref.alloca_scope` canonicalization: inlining scopes that need not
//! exist and hoisting allocations into the enclosing scope
//! (`AllocaScopeInliner`, `AllocaScopeHoister` in MemRefOps.cpp).

use rmlir_core::dialect::{EffectKind, EffectResource, Traits};
use rmlir_core::ir::{Ir, IrMapping, OpId, RegionId, Value};
use rmlir_core::rewrite::effects::memory_effects;
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::Context;

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

/// Whether a result of `op` is allocated on the automatic allocation
/// scope; `unknown` is returned for ops without known effects.
fn allocates_on_scope(ctx: &Context, ir: &Ir, op: OpId, unknown: bool) -> bool {
    let Some(effects) = memory_effects(ctx, ir, op) else {
        return unknown;
    };
    let results: Vec<Value> = ir.results(op).collect();
    effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == EffectResource::AutomaticAllocationScope
            && e.value.is_some_and(|v| results.contains(&v))
    })
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`.
fn is_potential_automatic_allocation(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    if has_trait(ctx, ir, op, Traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    allocates_on_scope(ctx, ir, op, true)
}

/// Whether an op nested in `op` (pre-order, not entering nested scopes)
/// may allocate on the automatic allocation scope.
fn has_potential_alloca(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if is_potential_automatic_allocation(ctx, ir, o) {
                    return true;
                }
                if has_trait(ctx, ir, o, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
                    continue;
                }
                if has_potential_alloca(ctx, ir, o) {
                    return true;
                }
            }
        }
    }
    false
}

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by its block's
/// terminator, in a single-block region.
fn last_non_terminator_in_region(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(b) = ir.parent_block(op) else {
        return false;
    };
    let Some(last) = ir.last_op(b) else {
        return false;
    };
    let might_be_terminator = match ctx.op_def(ir.op_name(last)) {
        Some(d) => d.has(Traits::TERMINATOR),
        None => true,
    };
    let one_block = ir
        .block_parent(b)
        .is_some_and(|r| ir.region_blocks(r).len() == 1);
    might_be_terminator && ir.next_op(op) == Some(last) && one_block
}

fn alloca_scope_inliner(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    if has_potential_alloca(ctx, ir, op) {
        let parent_is_scope = ir
            .parent_op(op)
            .is_some_and(|p| has_trait(ctx, ir, p, Traits::AUTOMATIC_ALLOCATION_SCOPE));
        if !parent_is_scope || !last_non_terminator_in_region(ctx, ir, op) {
            return false;
        }
    }
    let Some(block) = ir.entry_block(ir.regions(op)[0]) else {
        return false;
    };
    let Some(term) = ir.last_op(block) else {
        return false;
    };
    let results: Vec<Value> = ir.operands(term).collect();
    let dest = ir.parent_block(op).expect("op in a block");
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

fn parent_with_scope(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if has_trait(ctx, ir, p, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
            return Some(p);
        }
        cur = ir.parent_op(p);
    }
    None
}

fn region_of(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.parent_block(op).and_then(|b| ir.block_parent(b))
}

/// Whether region `anc` contains region `r` (or is it).
fn region_is_ancestor(ir: &Ir, anc: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == anc {
            return true;
        }
        let Some(p) = ir.region_parent(r) else {
            return false;
        };
        let Some(pr) = region_of(ir, p) else {
            return false;
        };
        r = pr;
    }
}

/// Post-order walk of `op` and the ops nested in it.
fn post_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                post_order(ir, o, out);
            }
        }
    }
    out.push(op);
}

fn alloca_scope_hoister(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    if parent_with_scope(ctx, ir, op).is_none() {
        return false;
    }
    let Some(mut last) = ir.parent_op(op) else {
        return false;
    };
    if has_trait(ctx, ir, last, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
        return false;
    }
    if !last_non_terminator_in_region(ctx, ir, op) || !last_non_terminator_in_region(ctx, ir, last)
    {
        return false;
    }
    loop {
        let Some(p) = ir.parent_op(last) else {
            return false;
        };
        if has_trait(ctx, ir, p, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
            break;
        }
        last = p;
        if !last_non_terminator_in_region(ctx, ir, last) {
            return false;
        }
    }
    let Some(op_region) = region_of(ir, op) else {
        return false;
    };
    let Some(containing) = ir
        .regions(last)
        .iter()
        .copied()
        .find(|r| region_is_ancestor(ir, *r, op_region))
    else {
        return false;
    };
    let mut all = Vec::new();
    post_order(ir, op, &mut all);
    let to_hoist: Vec<OpId> = all
        .into_iter()
        .filter(|&a| allocates_on_scope(ctx, ir, a, false))
        // Operands must be available where the allocation moves to.
        .filter(|&a| {
            !ir.operands(a).any(|v| {
                ir.value_block(v)
                    .and_then(|b| ir.block_parent(b))
                    .is_some_and(|r| region_is_ancestor(ir, containing, r))
            })
        })
        .collect();
    if to_hoist.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(last);
    for a in to_hoist {
        let mut map = IrMapping::default();
        let c = rw.clone_op(a, &mut map);
        let res: Vec<Value> = rw.ir.results(c).collect();
        rw.replace_op(a, &res);
    }
    true
}

/// `memref.alloca_scope`'s patterns.
pub fn alloca_scope_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "memref.alloca_scope",
        "AllocaScopeInliner",
        alloca_scope_inliner,
    );
    set.add_fn(
        "memref.alloca_scope",
        "AllocaScopeHoister",
        alloca_scope_hoister,
    );
}
