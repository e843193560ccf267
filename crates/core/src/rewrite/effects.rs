//! Memory effects of ops (MLIR's `MemoryEffectOpInterface` and the queries
//! of `SideEffectInterfaces.cpp`).

use crate::context::Context;
use crate::dialect::{Effect, EffectKind, EffectOn, OpDef, Traits};
use crate::ir::{Ir, OpId, Value};

/// The memory effects of `op`, or `None` when they are unknown (an
/// unregistered op, or a registered one that declares nothing). Ops with
/// `RECURSIVE_MEMORY_EFFECTS` report only their own effects here (none).
pub fn memory_effects(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<Effect>> {
    effects_of(ctx, ir, op, ctx.op_def(ir.op_name(op))?)
}

/// [`memory_effects`] given the op's definition.
fn effects_of(ctx: &Context, ir: &Ir, op: OpId, def: &OpDef) -> Option<Vec<Effect>> {
    let mut v = Vec::new();
    effects_into(ctx, ir, op, def, &mut v).then_some(v)
}

/// Replaces the contents of `out` with the effects of `op`; false when they
/// are unknown. Lets a caller reuse one buffer across many ops.
fn effects_into(ctx: &Context, ir: &Ir, op: OpId, def: &OpDef, out: &mut Vec<Effect>) -> bool {
    out.clear();
    if def.has(Traits::PURE) || def.has(Traits::NO_MEMORY_EFFECT) {
        return true;
    }
    if let Some(f) = def.effects {
        f(ctx, ir, op, out);
        return true;
    }
    let Some(declared) = def.declared_effects else {
        return false;
    };
    instantiate(ctx, ir, op, def, declared, out);
    true
}

fn instantiate(
    _ctx: &Context,
    ir: &Ir,
    op: OpId,
    _def: &OpDef,
    declared: &[crate::dialect::OpEffect],
    out: &mut Vec<Effect>,
) {
    for e in declared {
        let push = |out: &mut Vec<Effect>, value: Option<Value>| {
            out.push(Effect {
                kind: e.kind,
                value,
                resource: e.resource,
            })
        };
        match e.on {
            EffectOn::Op => push(out, None),
            // Declared effects name an operand/result by position; ops with
            // variadic groups declare an `effects` function instead.
            EffectOn::Operand(i) => {
                if i < ir.num_operands(op) {
                    push(out, Some(ir.operand(op, i)))
                }
            }
            EffectOn::Result(i) => {
                if i < ir.num_results(op) {
                    push(out, Some(ir.result(op, i)))
                }
            }
        }
    }
}

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

/// Whether `op` (and, for recursive ops, everything nested in it) has no
/// memory effects (MLIR's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let recursive = has_trait(ctx, ir, op, Traits::RECURSIVE_MEMORY_EFFECTS);
    match memory_effects(ctx, ir, op) {
        Some(e) if !e.is_empty() => return false,
        Some(_) => {}
        None if !recursive => return false,
        None => {}
    }
    if recursive {
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if !is_memory_effect_free(ctx, ir, o) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Whether `op` may be executed speculatively (MLIR's `isSpeculatable`):
/// by its definition's speculatability hook, else when it is `PURE`;
/// recursively speculatable ops need every nested op to be speculatable.
/// Unregistered ops are not.
pub fn is_speculatable(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    use crate::dialect::Speculatability;
    let mut stack: smallvec::SmallVec<[OpId; 4]> = smallvec::smallvec![op];
    while let Some(o) = stack.pop() {
        let Some(def) = ctx.op_def(ir.op_name(o)) else {
            return false;
        };
        let s = match def.speculatability {
            Some(f) => f(ctx, ir, o),
            None if def.has(Traits::PURE) => Speculatability::Speculatable,
            None => Speculatability::NotSpeculatable,
        };
        match s {
            Speculatability::NotSpeculatable => return false,
            Speculatability::Speculatable => {}
            Speculatability::RecursivelySpeculatable => {
                for &r in ir.regions(o) {
                    for &b in ir.region_blocks(r) {
                        stack.extend(ir.block_ops(b));
                    }
                }
            }
        }
    }
    true
}

/// Whether `op` would be dead if its results had no uses (MLIR's
/// `wouldOpBeTriviallyDead`): not a terminator or symbol, and its effects
/// (and those of nested ops, for recursive ones) are reads or allocations
/// of its own results.
pub fn would_op_be_trivially_dead(ctx: &Context, ir: &Ir, root: OpId) -> bool {
    let Some(def) = ctx.op_def(ir.op_name(root)) else {
        // Unregistered: unknown effects.
        return false;
    };
    if def.has(Traits::TERMINATOR) || def.has(Traits::SYMBOL) {
        return false;
    }
    // The common case: a pure op without regions.
    if ir.regions(root).is_empty() && (def.has(Traits::PURE) || def.has(Traits::NO_MEMORY_EFFECT)) {
        return true;
    }
    let mut stack: smallvec::SmallVec<[OpId; 4]> = smallvec::smallvec![root];
    // One buffer per thread, taken for the call (a nested call would find
    // it empty and use a fresh one): this runs for nearly every op the
    // greedy driver visits.
    thread_local! {
        static EFFECTS: std::cell::Cell<Vec<Effect>> = const { std::cell::Cell::new(Vec::new()) };
    }
    let mut effects = EFFECTS.with(|b| b.take());
    let dead = trivially_dead_tree(ctx, ir, &mut stack, &mut effects);
    EFFECTS.with(|b| b.set(effects));
    dead
}

fn trivially_dead_tree(
    ctx: &Context,
    ir: &Ir,
    stack: &mut smallvec::SmallVec<[OpId; 4]>,
    effects: &mut Vec<Effect>,
) -> bool {
    while let Some(op) = stack.pop() {
        let Some(def) = ctx.op_def(ir.op_name(op)) else {
            return false;
        };
        let recursive = def.has(Traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for &r in ir.regions(op) {
                for &b in ir.region_blocks(r) {
                    stack.extend(ir.block_ops(b));
                }
            }
        }
        match effects_into(ctx, ir, op, def, effects).then_some(&*effects) {
            Some(effects) => {
                let ok = effects.iter().all(|e| {
                    let own_alloc = e.value.is_some_and(|v| {
                        ir.defining_op(v) == Some(op)
                            && effects
                                .iter()
                                .any(|a| a.kind == EffectKind::Allocate && a.value == Some(v))
                    });
                    own_alloc || e.kind == EffectKind::Read
                });
                if !ok {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// Whether `op` has no uses and would be trivially dead (MLIR's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.results(op).all(|v| !ir.has_uses(v)) && would_op_be_trivially_dead(ctx, ir, op)
}

/// Whether `op` has effects of `kind` (on any value), or unknown effects.
pub fn may_have_effect(ctx: &Context, ir: &Ir, op: OpId, kind: EffectKind) -> bool {
    match memory_effects(ctx, ir, op) {
        Some(e) => e.iter().any(|e| e.kind == kind),
        None => !has_trait(ctx, ir, op, Traits::RECURSIVE_MEMORY_EFFECTS),
    }
}
