//! Canonicalization patterns of the memref ops, in the order MLIR's
//! `getCanonicalizationPatterns` adds them (MemRefOps.cpp).

use super::fold::{const_int, def_op, mixed, name, Mixed};
use super::layout;
use rmlir_core::ir::{OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, Context, Type};

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

/// `memref.cast %v : ... to ty`.
fn cast_state(rw: &Rewriter<'_>, loc: Attribute, v: Value, ty: Type) -> OperationState {
    let mut st = OperationState::new(rw.ctx, "memref.cast", loc);
    st.operands.push(v);
    st.result_types.push(ty);
    st
}

/// `SimplifyAllocConst`: constant dynamic sizes become static, with a cast
/// back to the original type.
fn simplify_alloc_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let seg = super::segments(ctx, ir, op, 2);
    let dyn_sizes: Vec<Value> = ir.operand_values(op)[seg[0].clone()].to_vec();
    let symbols: Vec<Value> = ir.operand_values(op)[seg[1].clone()].to_vec();
    let foldable = |v: Value| const_int(ctx, ir, v).filter(|c| *c >= 0);
    if !dyn_sizes.iter().any(|v| foldable(*v).is_some()) {
        return false;
    }
    let ty = ir.value_type(ir.result(op, 0));
    let Some(p) = layout::ranked(ctx, ty) else {
        return false;
    };
    let mut shape = Vec::with_capacity(p.shape.len());
    let mut new_dyn = Vec::new();
    let mut k = 0;
    for d in &p.shape {
        if *d != DYNAMIC {
            shape.push(*d);
            continue;
        }
        let v = dyn_sizes[k];
        k += 1;
        match foldable(v) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                new_dyn.push(v);
            }
        }
    }
    let new_ty = layout::make_memref(ctx, &shape, p.element, p.layout, p.memory_space);
    let loc = ir.op(op).loc;
    let mut st = OperationState::with_name(ctx, ir.op_name(op), loc);
    st.operands.extend_from_slice(&new_dyn);
    st.operands.extend_from_slice(&symbols);
    st.result_types.push(new_ty);
    let mut entries = vec![(
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(ctx, &[new_dyn.len() as i32, symbols.len() as i32]),
    )];
    if let Some(a) = crate::util::prop(ctx, ir, op, "alignment") {
        entries.push(("alignment", a));
    }
    st.properties = Some(props(ctx, entries));
    let new = rw.create(st);
    let nv = rw.ir.result(new, 0);
    let cast = cast_state(rw, loc, nv, ty);
    rw.replace_op_with_new(op, cast);
    true
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated is
/// erased with those users.
fn simplify_dead_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let res = ir.result(op, 0);
    let users: Vec<OpId> = ir.uses(res).map(|u| u.op).collect();
    let removable = users.iter().all(|&u| match name(ctx, ir, u) {
        "memref.store" => ir.operand(u, 0) != res,
        "memref.dealloc" => true,
        _ => false,
    });
    if !removable {
        return false;
    }
    for u in users {
        if rw.ir.is_op_alive(u) {
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

fn is_empty_memref(rw: &Rewriter<'_>, v: Value) -> bool {
    layout::ranked(rw.ctx, rw.ir.value_type(v)).is_some_and(|p| p.shape.contains(&0))
}

fn fold_empty_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (s, t) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    if is_empty_memref(rw, s) || is_empty_memref(rw, t) {
        rw.erase_op(op);
        return true;
    }
    false
}

fn fold_self_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.ir.operand(op, 0) != rw.ir.operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `DimOfMemRefReshape`: the dim of a reshape is loaded from its shape
/// operand, right after the reshape.
fn dim_of_memref_reshape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let Some(reshape) = def_op(ctx, ir, ir.operand(op, 0), "memref.reshape") else {
        return false;
    };
    let index = ir.operand(op, 1);
    let reshape_block = ir.parent_block(reshape);
    if ir.value_block(index) == reshape_block {
        if let Some(d) = ir.defining_op(index) {
            if ir.is_before_in_block(reshape, d) {
                return false;
            }
        }
    } else if ir.parent_block(op) != reshape_block {
        // The index's region must properly contain the reshape's.
        let index_region = ir.value_block(index).and_then(|b| ir.block_parent(b));
        let reshape_region = reshape_block.and_then(|b| ir.block_parent(b));
        if !is_proper_ancestor_region(ir, index_region, reshape_region) {
            return false;
        }
    }
    let loc = ir.op(op).loc;
    let shape = ir.operand(reshape, 1);
    let elt = match rw.ctx.type_kind(ir.value_type(shape)) {
        rmlir_core::types::TypeKind::MemRef { element, .. } => *element,
        _ => return false,
    };
    let dim_ty = ir.value_type(ir.result(op, 0));
    rw.set_insertion_point_after(reshape);
    let load = super::typed::LoadOp::build_with_types(rw, loc, &[elt], shape, &[index], &[])
        .expect("memref.load builds");
    let mut v = load.result(rw.ctx, rw.ir);
    if elt != dim_ty {
        let c = crate::arith::typed::IndexCastOp::build_with_types(rw, loc, &[dim_ty], v, &[])
            .expect("arith.index_cast builds");
        v = c.out(rw.ctx, rw.ir);
    }
    rw.replace_op(op, &[v]);
    true
}

fn is_proper_ancestor_region(
    ir: &rmlir_core::ir::Ir,
    anc: Option<rmlir_core::ir::RegionId>,
    r: Option<rmlir_core::ir::RegionId>,
) -> bool {
    let (Some(anc), Some(mut r)) = (anc, r) else {
        return false;
    };
    loop {
        let Some(p) = ir.region_parent(r) else {
            return false;
        };
        let Some(b) = ir.parent_block(p) else {
            return false;
        };
        let Some(pr) = ir.block_parent(b) else {
            return false;
        };
        if pr == anc {
            return true;
        }
        r = pr;
    }
}

/// The static value of a mixed entry, or of a constant dynamic one.
fn constify(rw: &Rewriter<'_>, m: Mixed, known: i64) -> Mixed {
    if known != DYNAMIC {
        return Mixed::Static(known);
    }
    match m {
        Mixed::Dynamic(v) => const_int(rw.ctx, rw.ir, v).map_or(m, Mixed::Static),
        s => s,
    }
}

/// The offset, sizes and strides of a reinterpret cast, with what its result
/// type or constant operands fix made static.
fn reinterpret_constified(rw: &Rewriter<'_>, op: OpId) -> Option<(Mixed, Vec<Mixed>, Vec<Mixed>)> {
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let p = layout::ranked(rw.ctx, ty)?;
    let (strides, offset) = layout::strides_and_offset(rw.ctx, ty)?;
    let o = mixed(rw.ctx, rw.ir, op, "static_offsets", 1);
    let sz = mixed(rw.ctx, rw.ir, op, "static_sizes", 2);
    let st = mixed(rw.ctx, rw.ir, op, "static_strides", 3);
    let off = constify(rw, *o.first()?, offset);
    let sizes = sz
        .iter()
        .zip(&p.shape)
        .map(|(m, k)| constify(rw, *m, *k))
        .collect();
    let strides = st
        .iter()
        .zip(&strides)
        .map(|(m, k)| constify(rw, *m, *k))
        .collect();
    Some((off, sizes, strides))
}

/// The same for an extract_strided_metadata: its results, constified.
fn metadata_constified(rw: &Rewriter<'_>, op: OpId) -> Option<(Mixed, Vec<Mixed>, Vec<Mixed>)> {
    let ty = rw.ir.value_type(rw.ir.operand(op, 0));
    let p = layout::ranked(rw.ctx, ty)?;
    let (strides, offset) = layout::strides_and_offset(rw.ctx, ty)?;
    let rank = p.shape.len();
    let r = |i| Mixed::Dynamic(rw.ir.result(op, i));
    let off = constify(rw, r(1), offset);
    let sizes = (0..rank)
        .map(|i| constify(rw, r(2 + i), p.shape[i]))
        .collect();
    let strides = (0..rank)
        .map(|i| constify(rw, r(2 + rank + i), strides[i]))
        .collect();
    Some((off, sizes, strides))
}

fn reinterpret_cast_extract_strided_metadata_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(meta) = def_op(
        rw.ctx,
        rw.ir,
        rw.ir.operand(op, 0),
        "memref.extract_strided_metadata",
    ) else {
        return false;
    };
    let a = metadata_constified(rw, meta);
    let b = reinterpret_constified(rw, op);
    let noop = match (a, b) {
        (Some((ao, asz, ast)), Some((bo, bsz, bst))) => ast == bst && asz == bsz && ao == bo,
        _ => false,
    };
    let src = rw.ir.operand(meta, 0);
    if !noop {
        rw.modify_in_place(op, |ir| ir.set_operand(op, 0, src));
        return true;
    }
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    if rw.ir.value_type(src) == ty {
        rw.replace_op(op, &[src]);
    } else {
        let loc = rw.ir.op(op).loc;
        let st = cast_state(rw, loc, src, ty);
        rw.replace_op_with_new(op, st);
    }
    true
}

/// Builds a subview-like op's operands and static lists from mixed lists.
fn dispatch(lists: &[&[Mixed]]) -> (Vec<Value>, Vec<Vec<i64>>, Vec<i32>) {
    let mut operands = Vec::new();
    let mut statics = Vec::new();
    let mut counts = Vec::new();
    for l in lists {
        let mut s = Vec::with_capacity(l.len());
        let mut n = 0;
        for m in l.iter() {
            match m {
                Mixed::Static(v) => s.push(*v),
                Mixed::Dynamic(v) => {
                    s.push(DYNAMIC);
                    operands.push(*v);
                    n += 1;
                }
            }
        }
        statics.push(s);
        counts.push(n);
    }
    (operands, statics, counts)
}

fn reinterpret_cast_op_constant_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let count = |v: &[Mixed]| v.iter().filter(|m| matches!(m, Mixed::Static(_))).count();
    let o = mixed(rw.ctx, rw.ir, op, "static_offsets", 1);
    let sz = mixed(rw.ctx, rw.ir, op, "static_sizes", 2);
    let st = mixed(rw.ctx, rw.ir, op, "static_strides", 3);
    let before = count(&o) + count(&sz) + count(&st);
    let Some((off, sizes, strides)) = reinterpret_constified(rw, op) else {
        return false;
    };
    if before == count(&[off]) + count(&sizes) + count(&strides) {
        return false;
    }
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let (dyn_ops, statics, counts) = dispatch(&[&[off], &sizes, &strides]);
    let Some((element, memory_space)) = layout::base_memref(ctx, rw.ir.value_type(src)) else {
        return false;
    };
    let layout_attr = layout::strided_attr(ctx, statics[0][0], &statics[2]);
    let new_ty = layout::make_memref(ctx, &statics[1], element, Some(layout_attr), memory_space);
    let loc = rw.ir.op(op).loc;
    let mut state = OperationState::new(ctx, "memref.reinterpret_cast", loc);
    state.operands.push(src);
    state.operands.extend_from_slice(&dyn_ops);
    state.result_types.push(new_ty);
    let arr = rmlir_core::Context::i64_array_attr;
    state.properties = Some(props(
        ctx,
        vec![
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &[1, counts[0], counts[1], counts[2]]),
            ),
            ("static_offsets", arr(ctx, &statics[0])),
            ("static_sizes", arr(ctx, &statics[1])),
            ("static_strides", arr(ctx, &statics[2])),
        ],
    ));
    let new = rw.create(state);
    let nv = rw.ir.result(new, 0);
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let cast = cast_state(rw, loc, nv, ty);
    rw.replace_op_with_new(op, cast);
    true
}

type PatFn = fn(OpId, &mut Rewriter<'_>) -> bool;

fn add(set: &mut PatternSet, root: &'static str, pats: &[(&'static str, PatFn)]) {
    for (n, f) in pats {
        set.add_fn(root, n, *f);
    }
}

/// `memref.alloc`'s patterns.
pub fn alloc_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.alloc",
        &[
            ("SimplifyAllocConst<AllocOp>", simplify_alloc_const),
            ("SimplifyDeadAlloc<AllocOp>", simplify_dead_alloc),
        ],
    );
}

/// `memref.alloca`'s patterns.
pub fn alloca_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.alloca",
        &[
            ("SimplifyAllocConst<AllocaOp>", simplify_alloc_const),
            ("SimplifyDeadAlloc<AllocaOp>", simplify_dead_alloc),
        ],
    );
}

/// `memref.realloc`'s patterns.
pub fn realloc_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.realloc",
        &[("SimplifyDeadAlloc<ReallocOp>", simplify_dead_alloc)],
    );
}

/// `memref.copy`'s patterns.
pub fn copy_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.copy",
        &[
            ("FoldEmptyCopy", fold_empty_copy),
            ("FoldSelfCopy", fold_self_copy),
        ],
    );
}

/// `memref.dim`'s patterns.
pub fn dim_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.dim",
        &[("DimOfMemRefReshape", dim_of_memref_reshape)],
    );
}

/// `memref.reinterpret_cast`'s patterns.
pub fn reinterpret_cast_patterns(_: &Context, set: &mut PatternSet) {
    add(
        set,
        "memref.reinterpret_cast",
        &[
            (
                "ReinterpretCastOpExtractStridedMetadataFolder",
                reinterpret_cast_extract_strided_metadata_folder,
            ),
            (
                "ReinterpretCastOpConstantFolder",
                reinterpret_cast_op_constant_folder,
            ),
        ],
    );
}
