//! `fold-memref-alias-ops` (MLIR 22's `FoldMemRefAliasOpsPass` with
//! `memref::populateFoldMemRefAliasOpPatterns`): a `memref.load` or
//! `memref.store` through a `memref.subview`, `memref.expand_shape` or
//! `memref.collapse_shape` accesses the view's source instead, and a
//! subview of a subview becomes one subview of the first source. The
//! patterns run under the greedy driver with its default configuration
//! (folding included).
//!
//! - through a subview, each source index is `offset + index * stride`
//!   (`resolveIndicesIntoOpWithOffsetsAndStrides`, a folded `affine.apply`;
//!   a dropped dim takes index 0);
//! - through an expand_shape, each reassociation group of indices becomes
//!   one `affine.linearize_index disjoint` by the group's output shape
//!   (`resolveSourceIndicesExpandShape`);
//! - through a collapse_shape, each index of a group of more than one
//!   source dim becomes an `affine.delinearize_index` by the source sizes
//!   (`resolveSourceIndicesCollapseShape`, the dynamic ones from a new
//!   `memref.extract_strided_metadata`);
//! - a subview of a subview, both of unit strides, becomes one subview
//!   whose offsets resolve into the first as indices do.
//!
//! As mlir-opt 22 does, `affine.load`/`affine.store` are left alone. Not
//! done: the ops of the dialects rmlir lacks (vector, gpu, nvgpu).

use super::helpers::{
    as_ofr, const_int, def_named, extract_strided_metadata, folded_apply, mixed_lists,
    reassociation, shape, subview_dropped_dims, value_of, view_state, Ofr,
};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, NamedAttr};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `fold-memref-alias-ops`.
pub static INFO: PassInfo = PassInfo {
    argument: "fold-memref-alias-ops",
    name: "FoldMemRefAliasOpsPass",
    description: "Fold memref alias ops into consumer load/store ops",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// The memref operand position of a load (0) or store (1).
fn memref_pos(ir: &Ir, op: OpId, is_store: bool) -> Option<usize> {
    let p = usize::from(is_store);
    (ir.num_operands(op) > p).then_some(p)
}

/// `resolveIndicesIntoOpWithOffsetsAndStrides`.
fn resolve_subview_indices(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    sv: OpId,
    indices: &[Ofr],
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let [offsets, _, strides] = mixed_lists(ctx, rw.ir, sv);
    let dropped = subview_dropped_dims(ctx, rw.ir, sv)?;
    let mut it = indices.iter();
    let mut idx = Vec::with_capacity(offsets.len());
    for d in 0..offsets.len() {
        if dropped.get(d).copied().unwrap_or(false) {
            idx.push(Ofr::Const(0));
        } else {
            idx.push(*it.next()?);
        }
    }
    let aff = &ctx.affine;
    let (s0, s1, s2) = (aff.symbol(0), aff.symbol(1), aff.symbol(2));
    let map = aff.map(0, 3, &[aff.add(s0, aff.mul(s1, s2))]);
    let mut out = Vec::with_capacity(offsets.len());
    for d in 0..offsets.len() {
        let o = folded_apply(rw, loc, map, &[offsets[d], idx[d], strides[d]]);
        out.push(value_of(rw, loc, o));
    }
    Some(out)
}

/// `resolveSourceIndicesExpandShape`: one `affine.linearize_index` per
/// group of more than one index.
fn resolve_expand_indices(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    ex: OpId,
    indices: &[Value],
    disjoint: bool,
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let statics =
        rmlir_dialects::memref::i64_array_values(ctx, rw.ir.attr(ctx, ex, "static_output_shape"));
    let mut dynamic = 1..rw.ir.num_operands(ex);
    let mut shape = Vec::with_capacity(statics.len());
    for s in &statics {
        shape.push(if *s == DYNAMIC {
            Ofr::Val(rw.ir.operand(ex, dynamic.next()?))
        } else {
            Ofr::Const(*s)
        });
    }
    let groups = reassociation(ctx, rw.ir, ex);
    let mut out = Vec::with_capacity(groups.len());
    for g in &groups {
        if g.len() == 1 {
            out.push(*indices.get(g[0] as usize)?);
            continue;
        }
        let mut group_idx = Vec::with_capacity(g.len());
        let mut basis = Vec::with_capacity(g.len());
        for d in g {
            group_idx.push(*indices.get(*d as usize)?);
            basis.push(*shape.get(*d as usize)?);
        }
        out.push(linearize_index(rw, loc, &group_idx, &basis, disjoint));
    }
    Some(out)
}

/// `resolveSourceIndicesCollapseShape`: each index of a group of more
/// than one source dim becomes an `affine.delinearize_index` by the source
/// sizes (with the outer bound, the access being in bounds); a collapse to
/// rank 0 takes index 0 in every source dim.
fn resolve_collapse_indices(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    co: OpId,
    indices: &[Value],
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let src = rw.ir.operand(co, 0);
    let src_shape = shape(ctx, rw.ir.value_type(src))?;
    let groups = reassociation(ctx, rw.ir, co);
    let ex = extract_strided_metadata(rw, loc, src);
    let sizes: Vec<Ofr> = src_shape
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if *s == DYNAMIC {
                Ofr::Val(rw.ir.result(ex, 2 + i))
            } else {
                Ofr::Const(*s)
            }
        })
        .collect();
    let mut out = Vec::with_capacity(src_shape.len());
    for (index, g) in indices.iter().zip(&groups) {
        if g.len() == 1 {
            out.push(*index);
            continue;
        }
        let basis: Vec<Ofr> = g.iter().map(|d| sizes[*d as usize]).collect();
        out.extend(delinearize_index(rw, loc, *index, &basis));
    }
    if groups.is_empty() {
        let zero = ctx.affine.map(0, 0, &[ctx.affine.constant(0)]);
        let o = folded_apply(rw, loc, zero, &[]);
        for _ in 0..src_shape.len() {
            out.push(value_of(rw, loc, o));
        }
    }
    Some(out)
}

/// `affine.delinearize_index %index into (basis)` (with its outer bound)
/// at the insertion point.
fn delinearize_index(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    index: Value,
    basis: &[Ofr],
) -> Vec<Value> {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "affine.delinearize_index", loc);
    st.operands.push(index);
    let mut statics = Vec::with_capacity(basis.len());
    for b in basis {
        match b {
            Ofr::Const(c) => statics.push(*c),
            Ofr::Val(v) => {
                statics.push(DYNAMIC);
                st.operands.push(*v);
            }
        }
    }
    st.result_types
        .extend(std::iter::repeat_n(ctx.index_type(), basis.len()));
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("static_basis"),
        value: ctx.i64_array_attr(&statics),
    }]));
    let op = rw.create(st);
    rw.ir.results(op).collect()
}

/// `affine.linearize_index [idx] by (basis)` at the insertion point.
fn linearize_index(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    idx: &[Value],
    basis: &[Ofr],
    disjoint: bool,
) -> Value {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "affine.linearize_index", loc);
    st.operands.extend_from_slice(idx);
    let mut statics = Vec::with_capacity(basis.len());
    for b in basis {
        match b {
            Ofr::Const(c) => statics.push(*c),
            Ofr::Val(v) => {
                statics.push(DYNAMIC);
                st.operands.push(*v);
            }
        }
    }
    let n_dyn = st.operands.len() - idx.len();
    st.result_types.push(ctx.index_type());
    let mut props = vec![
        NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: rmlir_ods::constraints::i32_array(ctx, &[idx.len() as i32, n_dyn as i32]),
        },
        NamedAttr {
            name: ctx.string_attr("static_basis"),
            value: ctx.i64_array_attr(&statics),
        },
    ];
    if disjoint {
        props.push(NamedAttr {
            name: ctx.string_attr("disjoint"),
            value: ctx.unit_attr(),
        });
    }
    st.properties = Some(ctx.dict_attr(props));
    let op = rw.create(st);
    rw.ir.result(op, 0)
}

/// Replaces the load or store `op` by the same access of `src` at
/// `indices` (its properties, `nontemporal`, kept).
fn replace_access(rw: &mut Rewriter<'_>, op: OpId, is_store: bool, src: Value, indices: &[Value]) {
    let ctx = rw.ctx;
    let d = rw.ir.op(op);
    let (loc, props) = (d.loc, d.properties);
    let name = if is_store {
        "memref.store"
    } else {
        "memref.load"
    };
    let mut st = OperationState::new(ctx, name, loc);
    if is_store {
        st.operands.push(rw.ir.operand(op, 0));
    }
    st.operands.push(src);
    st.operands.extend_from_slice(indices);
    st.result_types
        .extend(rw.ir.results(op).map(|r| rw.ir.value_type(r)));
    st.properties = props;
    rw.replace_op_with_new(op, st);
}

/// `{Load,Store}OpOf{SubView,ExpandShape}OpFolder` of `memref.load` and
/// `memref.store`.
fn access_of_view(op: OpId, rw: &mut Rewriter<'_>, is_store: bool) -> bool {
    let ctx = rw.ctx;
    let Some(p) = memref_pos(rw.ir, op, is_store) else {
        return false;
    };
    let mem = rw.ir.operand(op, p);
    let indices: Vec<Value> = rw.ir.operands(op).skip(p + 1).collect();
    let loc = rw.ir.op(op).loc;
    let (src, resolved) = if let Some(sv) = def_named(ctx, rw.ir, mem, "memref.subview") {
        let src = rw.ir.operand(sv, 0);
        let idx: Vec<Ofr> = indices.iter().map(|v| Ofr::Val(*v)).collect();
        (src, resolve_subview_indices(rw, loc, sv, &idx))
    } else if let Some(ex) = def_named(ctx, rw.ir, mem, "memref.expand_shape") {
        let src = rw.ir.operand(ex, 0);
        (src, resolve_expand_indices(rw, loc, ex, &indices, true))
    } else if let Some(co) = def_named(ctx, rw.ir, mem, "memref.collapse_shape") {
        let src = rw.ir.operand(co, 0);
        (src, resolve_collapse_indices(rw, loc, co, &indices))
    } else {
        return rw.notify_match_failure("not a subview, expand_shape or collapse_shape producer");
    };
    match resolved {
        Some(idx) => {
            replace_access(rw, op, is_store, src, &idx);
            true
        }
        None => false,
    }
}

fn load_of_view(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    access_of_view(op, rw, false)
}

fn store_of_view(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    access_of_view(op, rw, true)
}

/// Whether every stride of a subview is 1 (`hasUnitStride`).
fn has_unit_stride(rw: &Rewriter<'_>, sv: OpId) -> bool {
    let [_, _, strides] = mixed_lists(rw.ctx, rw.ir, sv);
    strides.iter().all(|s| match s {
        Ofr::Const(c) => *c == 1,
        Ofr::Val(v) => const_int(rw.ctx, rw.ir, *v) == Some(1),
    })
}

/// `SubViewOfSubViewFolder`, for unit strides: the offsets resolve into
/// the first subview as indices do, dropped dims keep its sizes.
fn subview_of_subview(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(producer) = def_named(ctx, rw.ir, src, "memref.subview") else {
        return false;
    };
    if !has_unit_stride(rw, op) {
        return rw.notify_match_failure("requires unit strides");
    }
    if !has_unit_stride(rw, producer) {
        return rw.notify_match_failure("requires unit strides");
    }
    let Some(dropped) = subview_dropped_dims(ctx, rw.ir, producer) else {
        return false;
    };
    let [_, p_sizes, p_strides] = mixed_lists(ctx, rw.ir, producer);
    let [c_offsets, c_sizes, _] = mixed_lists(ctx, rw.ir, op);
    let mut sizes = Vec::with_capacity(p_sizes.len());
    let mut c = c_sizes.iter();
    for (d, s) in p_sizes.iter().enumerate() {
        if dropped.get(d).copied().unwrap_or(false) {
            sizes.push(*s);
        } else if let Some(cs) = c.next() {
            sizes.push(*cs);
        } else {
            return false;
        }
    }
    let loc = rw.ir.op(op).loc;
    let Some(offsets) = resolve_subview_indices(rw, loc, producer, &c_offsets) else {
        return false;
    };
    let offsets: Vec<Ofr> = offsets.iter().map(|v| as_ofr(ctx, rw.ir, *v)).collect();
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let base = rw.ir.operand(producer, 0);
    let st = view_state(
        ctx,
        "memref.subview",
        loc,
        ty,
        base,
        [&offsets, &sizes, &p_strides],
    );
    rw.replace_op_with_new(op, st);
    true
}

/// The patterns of `populateFoldMemRefAliasOpPatterns` rmlir has.
pub fn populate_patterns(set: &mut PatternSet) {
    set.add_fn("memref.load", "LoadOpOfViewFolder", load_of_view);
    set.add_fn("memref.store", "StoreOpOfViewFolder", store_of_view);
    set.add_fn(
        "memref.subview",
        "SubViewOfSubViewFolder",
        subview_of_subview,
    );
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    super::helpers::apply_greedily(cx, ir, op, populate_patterns);
    Ok(())
}
