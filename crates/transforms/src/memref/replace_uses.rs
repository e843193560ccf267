//! Rewriting the uses of a memref whose layout was normalized (MLIR's
//! `affine::replaceAllMemRefUsesWith`, as `normalize-memrefs` calls it: no
//! extra indices or operands, the old layout map as the index remap, and
//! non-dereferencing uses allowed).
//!
//! A dereferencing use (an affine access or `memref.load`/`memref.store`)
//! gets new indices: its access map (materialized as `affine.apply` ops
//! when it is not the identity) composed with the layout map, fully
//! composed, simplified and canonicalized like MLIR does. The applies of the
//! access map stay behind even when dead, as in MLIR (only the applies of
//! the layout map that end up unused are erased); `memref.load` and
//! `memref.store`, which take plain indices, get one `affine.apply` per new
//! index. Any other use must be an op MLIR marks `MemRefsNormalizable` and
//! simply takes the new memref.
//!
//! rmlir rewrites the using op in place where MLIR builds a copy and erases
//! the original; the printed result is the same.

use super::helpers::{apply_state, name};
use rmlir_affine::AffineMap;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::{AttrKind, Context, Type};
use rmlir_dialects::affine as aff_d;
use rmlir_dialects::memref::layout::{identity_map, ranked};

/// Whether an op carries MLIR's `MemRefsNormalizable` trait (among the
/// dialects rmlir registers).
pub(crate) fn is_memrefs_normalizable(op_name: &str) -> bool {
    is_affine_access(op_name)
        || matches!(
            op_name,
            "func.call"
                | "func.return"
                | "memref.load"
                | "memref.store"
                | "memref.dealloc"
                | "memref.dim"
                | "memref.cast"
                | "memref.memory_space_cast"
                | "memref.reinterpret_cast"
                | "affine.yield"
                | "affine.parallel"
        )
}

/// Whether an op implements MLIR's `AffineMapAccessInterface`.
fn is_affine_access(op_name: &str) -> bool {
    matches!(
        op_name,
        "affine.load"
            | "affine.store"
            | "affine.vector_load"
            | "affine.vector_store"
            | "affine.prefetch"
            | "affine.dma_start"
            | "affine.dma_wait"
    )
}

/// MLIR's `isDereferencingOp` in the replacement utility.
fn is_dereferencing(op_name: &str) -> bool {
    is_affine_access(op_name) || matches!(op_name, "memref.load" | "memref.store")
}

fn map_attr(ctx: &Context, ir: &Ir, op: OpId, attr: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ir.attr(ctx, op, attr)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The name of the attribute holding the access map of the memref operand
/// at `pos` of an affine access (`getAffineMapAttrForMemRef`).
fn access_map_name(ctx: &Context, ir: &Ir, op: OpId, pos: usize) -> &'static str {
    let inputs = |attr: &str| {
        map_attr(ctx, ir, op, attr).map_or(0, |m| {
            (ctx.affine.map_num_dims(m) + ctx.affine.map_num_symbols(m)) as usize
        })
    };
    match name(ctx, ir, op) {
        "affine.dma_start" => {
            let dst = 1 + inputs("src_map");
            if pos == 0 {
                "src_map"
            } else if pos == dst {
                "dst_map"
            } else {
                "tag_map"
            }
        }
        "affine.dma_wait" => "tag_map",
        _ => "map",
    }
}

/// Creates the op of `st` before `before`; returns its first result.
pub(crate) fn insert_before(ir: &mut Ir, before: OpId, st: OperationState) -> Value {
    let op = ir.create_op(st);
    ir.insert_op_before(before, op);
    ir.result(op, 0)
}

/// `affine.apply map(operands)` before `before`, at its location.
pub(crate) fn create_apply(
    ctx: &Context,
    ir: &mut Ir,
    before: OpId,
    map: AffineMap,
    operands: &[Value],
) -> Value {
    let loc = ir.op(before).loc;
    insert_before(ir, before, apply_state(ctx, loc, map, operands))
}

/// One single-result map per result of `map`.
fn single_result_maps(ctx: &Context, map: AffineMap) -> Vec<AffineMap> {
    let aff = &ctx.affine;
    let (nd, ns) = (aff.map_num_dims(map), aff.map_num_symbols(map));
    aff.map_results(map)
        .iter()
        .map(|&e| aff.map(nd, ns, &[e]))
        .collect()
}

/// Whether `map` is the identity over its dims (and has no symbols).
fn is_plain_identity(ctx: &Context, map: AffineMap) -> bool {
    let aff = &ctx.affine;
    map == identity_map(aff, aff.map_num_dims(map) as usize)
}

/// Rewrites the uses of `old` (of type `old_ty`) in `op` to use `new`
/// (MLIR's single-op `replaceAllMemRefUsesWith`); `old` and `new` may be the
/// same value whose type was already changed. `false` when `op`
/// dereferences the memref more than once.
fn replace_in_op(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    (old, old_ty, new): (Value, Type, Value),
    remap: AffineMap,
    symbol_operands: &[Value],
) -> bool {
    let aff = &ctx.affine;
    let operands: Vec<Value> = ir.operands(op).collect();
    let positions: Vec<usize> = (0..operands.len())
        .filter(|&i| operands[i] == old)
        .collect();
    let Some(&pos) = positions.first() else {
        return true;
    };
    let op_name = name(ctx, ir, op);
    if !is_dereferencing(op_name) {
        for p in positions {
            ir.set_operand(op, p, new);
        }
        return true;
    }
    if positions.len() > 1 {
        return false;
    }
    let affine = is_affine_access(op_name);
    let old_rank = ranked(ctx, old_ty).map_or(0, |p| p.shape.len());
    let new_rank = ranked(ctx, ir.value_type(new)).map_or(0, |p| p.shape.len());
    let access = if affine {
        let attr = access_map_name(ctx, ir, op, pos);
        map_attr(ctx, ir, op, attr).map(|m| (attr, m))
    } else {
        None
    };
    let num_indices = access.map_or(old_rank, |(_, m)| {
        (aff.map_num_dims(m) + aff.map_num_symbols(m)) as usize
    });
    let end = (pos + 1 + num_indices).min(operands.len());
    let old_map_operands = &operands[pos + 1..end];

    let mut applies = Vec::new();
    let mut old_indices: Vec<Value> = Vec::new();
    match access {
        Some((_, m)) if !is_plain_identity(ctx, m) => {
            for single in single_result_maps(ctx, m) {
                let v = create_apply(ctx, ir, op, single, old_map_operands);
                old_indices.push(v);
                applies.push(v);
            }
        }
        _ => old_indices.extend_from_slice(old_map_operands),
    }
    let mut remap_operands = old_indices;
    remap_operands.extend_from_slice(symbol_operands);
    let mut new_indices = Vec::new();
    if !is_plain_identity(ctx, remap) {
        for single in single_result_maps(ctx, remap) {
            let v = create_apply(ctx, ir, op, single, &remap_operands);
            new_indices.push(v);
            applies.push(v);
        }
    } else {
        new_indices = remap_operands;
    }
    let new_map = identity_map(aff, new_rank);
    let new_map = aff_d::fully_compose_map_and_operands(ctx, ir, new_map, &mut new_indices);
    let new_map = aff_d::simplify_map(ctx, new_map);
    let new_map = aff_d::canonicalize_map_and_operands(ctx, ir, new_map, &mut new_indices);
    // Erase the applies left unused, in creation order: an apply of the
    // access map still feeds the layout applies when it is looked at, so it
    // stays (dead) as in MLIR.
    for v in applies {
        if !ir.has_uses(v) {
            if let Some(d) = ir.defining_op(v) {
                ir.erase_op(d);
            }
        }
    }

    let mut new_operands: Vec<Value> = operands[..pos].to_vec();
    new_operands.push(new);
    if affine {
        new_operands.extend_from_slice(&new_indices);
    } else {
        for single in single_result_maps(ctx, new_map) {
            let v = create_apply(ctx, ir, op, single, &new_indices);
            new_operands.push(v);
        }
    }
    new_operands.extend_from_slice(&operands[end..]);
    ir.set_operands(op, &new_operands);
    if let Some((attr, _)) = access {
        ir.set_attr(ctx, op, attr, ctx.attr(AttrKind::AffineMap(new_map)));
    }
    true
}

/// What to rewrite: the memref `old` of type `old_ty` becomes `new`.
#[derive(Clone, Copy)]
pub(crate) struct MemRefReplacement {
    pub old: Value,
    pub old_ty: Type,
    pub new: Value,
}

/// MLIR's `replaceAllMemRefUsesWith` over every user of `r.old`, with the
/// layout map `remap` (its symbols bound to `symbol_operands`). Deallocs
/// are left alone unless `replace_in_dealloc`. `false` (with nothing
/// changed) when a user is neither an affine access nor
/// `MemRefsNormalizable`, or dereferences the memref twice.
pub(crate) fn replace_all_memref_uses(
    ctx: &Context,
    ir: &mut Ir,
    r: MemRefReplacement,
    remap: AffineMap,
    symbol_operands: &[Value],
    replace_in_dealloc: bool,
) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let users: Vec<OpId> = ir
        .uses(r.old)
        .map(|u| u.op)
        .filter(|&op| seen.insert(op))
        .collect();
    let mut todo = Vec::with_capacity(users.len());
    for user in users {
        let op_name = name(ctx, ir, user);
        if op_name == "memref.dealloc" && !replace_in_dealloc {
            continue;
        }
        if !is_affine_access(op_name) && !is_memrefs_normalizable(op_name) {
            return false;
        }
        if is_dereferencing(op_name) && ir.operands(user).filter(|&v| v == r.old).count() > 1 {
            // MLIR fails here after rewriting some users; rmlir fails
            // before touching any.
            return false;
        }
        todo.push(user);
    }
    for user in todo {
        replace_in_op(
            ctx,
            ir,
            user,
            (r.old, r.old_ty, r.new),
            remap,
            symbol_operands,
        );
    }
    true
}

/// Puts `new_op` (just built before `old_op`, with the normalized type) in
/// place of `old_op`, whose memref result has type `old_ty` and layout
/// `layout`: its uses are rewritten (deallocs just take the new value) and
/// `old_op` is erased. On failure `new_op` is erased instead.
pub(crate) fn replace_op_memref(
    ctx: &Context,
    ir: &mut Ir,
    (old_op, new_op): (OpId, OpId),
    old_ty: Type,
    layout: AffineMap,
    symbol_operands: &[Value],
) -> bool {
    let old = ir.result(old_op, 0);
    let new = ir.result(new_op, 0);
    let rep = MemRefReplacement { old, old_ty, new };
    if !replace_all_memref_uses(ctx, ir, rep, layout, symbol_operands, false) {
        ir.erase_op(new_op);
        return false;
    }
    ir.replace_all_uses(old, new);
    ir.erase_op(old_op);
    true
}
