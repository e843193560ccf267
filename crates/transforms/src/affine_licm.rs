//! `affine-loop-invariant-code-motion`: hoists the invariant ops of each
//! `affine.for` body in front of the loop (MLIR 22's affine LICM, run on
//! `func.func`).
//!
//! Loops are visited innermost first. An op of the body is invariant when
//! none of its operands is the induction variable, an iteration argument
//! or the result of a body op that stays; nested `affine.if`/`for`/
//! `parallel` ops are invariant when everything in them is. Ops with memory
//! effects are not hoisted, except affine loads and stores whose memref is
//! not written (or, for a store, read) elsewhere inside the loop. As in
//! MLIR, aliasing is not considered.

use rmlir_core::dialect::{EffectKind, Traits};
use rmlir_core::ir::{Ir, OpId, Value, WalkOrder};
use rmlir_core::rewrite::effects::{is_memory_effect_free, memory_effects};
use rmlir_core::Context;
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use rustc_hash::FxHashSet;

/// The registry entry of `affine-loop-invariant-code-motion`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-loop-invariant-code-motion",
    name: "AffineLoopInvariantCodeMotion",
    description: "Hoist loop invariant instructions outside of affine loops",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut loops = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if name(ctx, ir, o) == "affine.for" {
            loops.push(o);
        }
    });
    for l in loops {
        hoist(ctx, ir, l);
    }
    Ok(())
}

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

struct Loop {
    op: OpId,
    iv: Value,
    iter_args: Vec<Value>,
}

/// The memref an affine load or store accesses, if `op` is one.
fn accessed_memref(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Value, bool)> {
    match name(ctx, ir, op) {
        "affine.load" | "affine.vector_load" => Some((ir.operand(op, 0), false)),
        "affine.store" | "affine.vector_store" => Some((ir.operand(op, 1), true)),
        _ => None,
    }
}

/// MLIR's `hasEffect<kind>(op, value)`: an effect of `kind` declared on
/// `value` (ops without declared effects have none).
fn has_effect_on(ctx: &Context, ir: &Ir, op: OpId, kind: EffectKind, v: Value) -> bool {
    memory_effects(ctx, ir, op)
        .is_some_and(|es| es.iter().any(|e| e.kind == kind && e.value == Some(v)))
}

/// Whether `lp` encloses `op` within the same affine scope (MLIR's
/// `getAffineForIVs` containing the loop).
fn encloses(ctx: &Context, ir: &Ir, lp: OpId, op: OpId) -> bool {
    let mut cur = op;
    while let Some(p) = ir.parent_op(cur) {
        if p == lp {
            return true;
        }
        if ctx
            .op_def(ir.op_name(p))
            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        {
            return false;
        }
        cur = p;
    }
    false
}

struct State {
    with_users: FxHashSet<OpId>,
    to_hoist: FxHashSet<OpId>,
}

fn all_invariant(ctx: &Context, ir: &Ir, ops: Vec<OpId>, l: &Loop, st: &mut State) -> bool {
    ops.into_iter().all(|o| is_invariant(ctx, ir, o, l, st))
}

fn region_ops(ir: &Ir, op: OpId, i: usize) -> Vec<OpId> {
    let Some(&r) = ir.regions(op).get(i) else {
        return Vec::new();
    };
    ir.region_blocks(r)
        .iter()
        .flat_map(|&b| ir.block_ops(b))
        .collect()
}

/// MLIR's `isOpLoopInvariant`.
fn is_invariant(ctx: &Context, ir: &Ir, op: OpId, l: &Loop, st: &mut State) -> bool {
    match name(ctx, ir, op) {
        "affine.if" => {
            let (then_ops, else_ops) = (region_ops(ir, op, 0), region_ops(ir, op, 1));
            if !rmlir_core::support::stack::grow(|| {
                all_invariant(ctx, ir, then_ops, l, st) && all_invariant(ctx, ir, else_ops, l, st)
            }) {
                return false;
            }
        }
        "affine.for" | "affine.parallel" => {
            let body = region_ops(ir, op, 0);
            if !rmlir_core::support::stack::grow(|| all_invariant(ctx, ir, body, l, st)) {
                return false;
            }
        }
        _ => match accessed_memref(ctx, ir, op) {
            None => {
                if !is_memory_effect_free(ctx, ir, op) {
                    return false;
                }
            }
            Some((memref, is_write)) => {
                st.with_users.insert(op);
                for u in ir.uses(memref) {
                    let user = u.op;
                    if user == op {
                        continue;
                    }
                    let conflicts = has_effect_on(ctx, ir, user, EffectKind::Write, memref)
                        || (is_write && has_effect_on(ctx, ir, user, EffectKind::Read, memref));
                    if conflicts && encloses(ctx, ir, l.op, user) {
                        return false;
                    }
                }
            }
        },
    }
    for v in ir.operands(op) {
        if v == l.iv || l.iter_args.contains(&v) {
            return false;
        }
        if let Some(src) = ir.defining_op(v) {
            if st.with_users.contains(&src) && !st.to_hoist.contains(&src) {
                return false;
            }
        }
    }
    st.to_hoist.insert(op);
    true
}

/// MLIR's `runOnAffineForOp`.
fn hoist(ctx: &Context, ir: &mut Ir, lp: OpId) {
    let Some(&r) = ir.regions(lp).first() else {
        return;
    };
    let Some(&body) = ir.region_blocks(r).first() else {
        return;
    };
    let args = ir.block_args(body);
    let Some((&iv, iter_args)) = args.split_first() else {
        return;
    };
    let l = Loop {
        op: lp,
        iv,
        iter_args: iter_args.to_vec(),
    };
    let mut st = State {
        with_users: FxHashSet::default(),
        to_hoist: FxHashSet::default(),
    };
    let mut to_move = Vec::new();
    let ops: Vec<OpId> = ir.block_ops(body).collect();
    for op in ops {
        if ir.results(op).any(|v| ir.has_uses(v)) {
            st.with_users.insert(op);
        }
        if name(ctx, ir, op) != "affine.yield" && is_invariant(ctx, ir, op, &l, &mut st) {
            to_move.push(op);
        }
    }
    for op in to_move {
        ir.move_op_before(op, lp);
    }
}
