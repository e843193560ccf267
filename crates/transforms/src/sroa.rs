//! `sroa`: scalar replacement of aggregates (MLIR 22's `SROA`): splits a
//! memory slot holding an aggregate into one slot per sub-element used.
//!
//! The allocators of each region of the op the pass runs on (ops with a
//! `DestructurableAllocationInterface`, in walk order) are tried in rounds
//! until a round changes nothing; the new allocators join the next round.
//! For a slot with uses:
//!
//! - each use whose op is a `DestructurableAccessorInterface` op that can be
//!   rewired to a sub-element (for `memref.load`/`memref.store`: constant,
//!   in-bounds indices) records the sub-element index it uses; every other
//!   use blocks, and its op must be a `PromotableOpInterface` op able to drop
//!   it (none is among the dialects here, so a `func.call` taking the
//!   alloca, or a dynamic index, prevents destructuring);
//! - the allocator creates one slot per used index, right after itself, in
//!   the order the indices were first met walking the slot's use list (most
//!   recent use first, as MLIR's use lists); accessors are rewired and the
//!   allocator erased.
//!
//! MLIR keeps used indices in a pointer set whose iteration order is
//! insertion order only up to 8 entries; with more, its order follows
//! attribute addresses and is not reproduced here.

use crate::memory_slot::{after, collect_ops, hooks};
use rmlir_core::ir::{Builder, Ir, OpId, UseRef};
use rmlir_core::memory_slot::{DeletionKind, DestructurableMemorySlot, MemorySlot};
use rmlir_core::Context;
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `sroa`.
pub static INFO: PassInfo = PassInfo {
    argument: "sroa",
    name: "SROA",
    description: "Scalar Replacement of Aggregates",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    for r in ir.regions(op).to_vec() {
        if ir.region_blocks(r).is_empty() {
            continue;
        }
        let allocators = collect_ops(ctx, ir, r, |h| h.destructurable_allocation.is_some());
        destructure_slots(ctx, ir, allocators);
    }
    Ok(())
}

/// What destructuring one slot needs.
struct DestructuringInfo {
    /// Sub-element indices used, in first-use order.
    used: Vec<Attribute>,
    /// Ops whose uses must be dropped, with those uses.
    blocking: Vec<(OpId, Vec<UseRef>)>,
    /// Ops to rewire to sub-element slots.
    accessors: Vec<OpId>,
}

use rmlir_core::Attribute;

/// Destructures the slots of `allocators` in rounds, as MLIR's
/// `tryToDestructureMemorySlots`.
fn destructure_slots(ctx: &Context, ir: &mut Ir, allocators: Vec<OpId>) {
    let mut work = allocators;
    loop {
        let mut next = Vec::with_capacity(work.len());
        let mut changed = false;
        for alloc in work {
            if !ir.is_op_alive(alloc) {
                continue;
            }
            let Some(ah) = hooks(ctx, ir, alloc).destructurable_allocation else {
                continue;
            };
            let mut done = false;
            for slot in (ah.destructurable_slots)(ctx, ir, alloc) {
                let Some(info) = analyze(ctx, ir, &slot) else {
                    continue;
                };
                destructure(ctx, ir, alloc, &slot, info, &mut next);
                done = true;
                break;
            }
            if !done {
                next.push(alloc);
            }
            changed |= done;
        }
        if !changed {
            return;
        }
        work = next;
    }
}

/// MLIR's `computeDestructuringInfo`.
fn analyze(ctx: &Context, ir: &Ir, slot: &DestructurableMemorySlot) -> Option<DestructuringInfo> {
    if !ir.has_uses(slot.slot.ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used: Vec::new(),
        blocking: Vec::new(),
        accessors: Vec::new(),
    };
    let mut index: FxHashMap<OpId, usize> = FxHashMap::default();
    let mut block = |blocking: &mut Vec<(OpId, Vec<UseRef>)>, u: UseRef| {
        let i = *index.entry(u.op).or_insert_with(|| {
            blocking.push((u.op, Vec::new()));
            blocking.len() - 1
        });
        if !blocking[i].1.contains(&u) {
            blocking[i].1.push(u);
        }
    };
    let mut safe_work: Vec<MemorySlot> = Vec::new();
    for u in ir.uses(slot.slot.ptr) {
        if let Some(acc) = hooks(ctx, ir, u.op).destructurable_accessor {
            if (acc.can_rewire)(ctx, ir, u.op, slot, &mut info.used, &mut safe_work) {
                info.accessors.push(u.op);
                continue;
            }
        }
        block(&mut info.blocking, u);
    }
    let mut visited = FxHashSet::default();
    while let Some(s) = safe_work.pop() {
        let uses: Vec<UseRef> = ir.uses(s.ptr).collect();
        for u in uses {
            if !visited.insert((u.op, u.index)) {
                continue;
            }
            if let Some(safe) = hooks(ctx, ir, u.op).safe_access {
                if (safe.ensure_only_safe_accesses)(ctx, ir, u.op, &s, &mut safe_work) {
                    continue;
                }
            }
            block(&mut info.blocking, u);
        }
    }
    let mut i = 0;
    while i < info.blocking.len() {
        let (user, uses) = (info.blocking[i].0, info.blocking[i].1.clone());
        i += 1;
        let p = hooks(ctx, ir, user).promotable_op?;
        let mut new_uses = Vec::new();
        if !(p.can_uses_be_removed)(ctx, ir, user, &uses, &mut new_uses) {
            return None;
        }
        for u in new_uses {
            block(&mut info.blocking, u);
        }
    }
    Some(info)
}

/// MLIR's `destructureSlot`.
fn destructure(
    ctx: &Context,
    ir: &mut Ir,
    alloc: OpId,
    slot: &DestructurableMemorySlot,
    info: DestructuringInfo,
    new_allocators: &mut Vec<OpId>,
) {
    let Some(ah) = hooks(ctx, ir, alloc).destructurable_allocation else {
        return;
    };
    let (subslots, created) = {
        let mut b = Builder::new(ctx, ir);
        (ah.destructure)(&mut b, alloc, slot, &info.used)
    };
    new_allocators.extend(created);

    // Users are rewired later ones first; accessors and blocking users are
    // disjoint, and neither order matters to the result.
    let mut to_erase = Vec::new();
    let mut users: Vec<OpId> = info.blocking.iter().map(|(o, _)| *o).collect();
    users.extend(info.accessors.iter().copied());
    let mut seen = FxHashSet::default();
    users.retain(|o| seen.insert(*o));
    let blocking: FxHashMap<OpId, Vec<UseRef>> = info.blocking.into_iter().collect();
    for op in users.into_iter().rev() {
        let Some(point) = after(ir, op) else {
            continue;
        };
        let h = hooks(ctx, ir, op);
        let mut b = Builder::new(ctx, ir);
        b.set_insertion_point(point);
        if let Some(acc) = h
            .destructurable_accessor
            .filter(|_| !blocking.contains_key(&op))
        {
            if (acc.rewire)(&mut b, op, slot, &subslots) == DeletionKind::Delete {
                to_erase.push(op);
            }
            continue;
        }
        if let (Some(p), Some(uses)) = (h.promotable_op, blocking.get(&op)) {
            if (p.remove_blocking_uses)(&mut b, op, uses) == DeletionKind::Delete {
                to_erase.push(op);
            }
        }
    }
    for op in to_erase {
        if ir.is_op_alive(op) && (0..ir.num_results(op)).all(|i| !ir.has_uses(ir.result(op, i))) {
            ir.erase_op(op);
        }
    }
    let mut b = Builder::new(ctx, ir);
    if let Some(new) = (ah.handle_destructuring_complete)(&mut b, alloc, slot) {
        new_allocators.push(new);
    }
}
