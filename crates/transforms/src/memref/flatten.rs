//! `flatten-memref` (MLIR 22's `FlattenMemrefsPass` with
//! `memref::populateFlattenMemrefsPatterns`): accesses of memrefs of rank
//! above one, with an identity or strided layout, go through a 1-D
//! `memref.reinterpret_cast` of the memref at one linearized index, and
//! allocations of such memrefs allocate the 1-D buffer and cast it back.
//! The patterns run under the greedy driver with its default
//! configuration (folding included).
//!
//! For a memref with offset `o`, sizes `n_i` and strides `s_i` (known
//! entries from the type, the rest from a new
//! `memref.extract_strided_metadata`):
//! - the linear index is the folded, composed `affine.apply` of
//!   `sum(i_k * s_k)`;
//! - the flat size is the folded, composed `affine.max` of the products
//!   `s_k * n_k`;
//! - the flat view is `reinterpret_cast` to offset `o`, that size and
//!   stride 1 (MLIR's `getLinearizedMemRefOffsetAndSize` for equal source
//!   and destination bit widths).
//!
//! `memref.load`/`memref.store` are rebuilt on the flat view, keeping
//! their attributes; `memref.alloc`/`memref.alloca` allocate the flat
//! type (keeping only `alignment`, as MLIR does, so a dynamically shaped
//! allocation yields the same invalid op mlir-opt's verifier rejects) and
//! are replaced by a `reinterpret_cast` of it to the original type. The
//! vector ops MLIR also flattens are not in rmlir.

use super::helpers::{
    apply_state, extract_strided_metadata, fold_attributes_into_map, folded_apply_expr, name,
    reinterpret_cast_state, shape, strides_and_offset, value_of, Ofr,
};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, NamedAttr, Type};
use rmlir_dialects::memref::layout;
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `flatten-memref`.
pub static INFO: PassInfo = PassInfo {
    argument: "flatten-memref",
    name: "FlattenMemrefsPass",
    description: "Flatten a multiple dimensional memref to 1-dimensional",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// Whether a memref of type `t` is flattened: ranked above one, with an
/// identity or strided layout.
fn needs_flattening(ctx: &rmlir_core::Context, t: Type) -> bool {
    let Some(p) = layout::ranked(ctx, t) else {
        return false;
    };
    if p.shape.len() <= 1 {
        return false;
    }
    match p.layout {
        None => true,
        Some(l) => {
            matches!(ctx.attr_kind(l), AttrKind::Strided { .. })
                || layout::has_identity_layout(ctx, t)
        }
    }
}

/// MLIR's `makeComposedFoldedAffineMax` of the symbol-only `map`.
fn folded_max(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    map: rmlir_affine::AffineMap,
    operands: &[Ofr],
) -> Ofr {
    let ctx = rw.ctx;
    let mut values = Vec::new();
    let map = fold_attributes_into_map(ctx, map, operands, &mut values);
    let map = rmlir_dialects::affine::fully_compose_map_and_operands(ctx, rw.ir, map, &mut values);
    let map = rmlir_dialects::affine::canonicalize_map_and_operands(ctx, rw.ir, map, &mut values);
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    let results = aff.map_results(map).to_vec();
    let consts: Vec<Option<i64>> = values
        .iter()
        .map(|v| super::helpers::const_int(ctx, rw.ir, *v))
        .collect();
    let evaluated: Option<Vec<i64>> = results
        .iter()
        .map(|e| rmlir_dialects::affine::eval_expr(ctx, *e, nd, &consts))
        .collect();
    if let Some(m) = evaluated.and_then(|r| r.into_iter().max()) {
        return Ofr::Const(m);
    }
    if nd == 0 && results.len() == 1 && results[0] == aff.symbol(0) && values.len() == 1 {
        return Ofr::Val(values[0]);
    }
    let mut st = apply_state(ctx, loc, map, &values);
    st.name = ctx.op_name("affine.max");
    let op = rw.create(st);
    Ofr::Val(rw.ir.result(op, 0))
}

/// The flat view of `src` and the linear index of `indices` in it
/// (MLIR's `getFlattenMemrefAndOffset`); `None` indices stand for zeros.
fn flatten_memref_and_offset(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    src: Value,
    indices: &[Value],
) -> Option<(Value, Value)> {
    let ctx = rw.ctx;
    let ty = rw.ir.value_type(src);
    let parts = layout::ranked(ctx, ty)?;
    let dims = shape(ctx, ty)?;
    let (strides, offset) = strides_and_offset(ctx, ty)?;
    let rank = dims.len();
    if !indices.is_empty() && indices.len() != rank {
        return None;
    }
    let md = extract_strided_metadata(rw, loc, src);
    let known = |v: i64, r: usize, rw: &Rewriter<'_>| {
        if v == DYNAMIC {
            Ofr::Val(rw.ir.result(md, r))
        } else {
            Ofr::Const(v)
        }
    };
    let offset = known(offset, 1, rw);
    let sizes: Vec<Ofr> = (0..rank).map(|i| known(dims[i], 2 + i, rw)).collect();
    let strides: Vec<Ofr> = (0..rank)
        .map(|i| known(strides[i], 2 + rank + i, rw))
        .collect();
    let aff = &ctx.affine;
    let mut sum = aff.constant(0);
    let mut products = Vec::with_capacity(rank);
    let mut index_ops = Vec::with_capacity(2 * rank);
    let mut size_ops = Vec::with_capacity(2 * rank);
    for i in 0..rank {
        let (a, b) = (aff.symbol(2 * i as u32), aff.symbol(2 * i as u32 + 1));
        let ab = aff.mul(a, b);
        sum = aff.add(sum, ab);
        products.push(ab);
        index_ops.push(
            indices
                .get(i)
                .map_or(Ofr::Const(0), |v| super::helpers::as_ofr(ctx, rw.ir, *v)),
        );
        index_ops.push(strides[i]);
        size_ops.push(strides[i]);
        size_ops.push(sizes[i]);
    }
    let linear = folded_apply_expr(rw, loc, sum, &index_ops);
    let max_map = aff.map(0, 2 * rank as u32, &products);
    let size = folded_max(rw, loc, max_map, &size_ops);
    let flat_ty = layout::make_memref(
        ctx,
        &[match size {
            Ofr::Const(c) => c,
            Ofr::Val(_) => DYNAMIC,
        }],
        parts.element,
        Some(layout::strided_attr(
            ctx,
            match offset {
                Ofr::Const(c) => c,
                Ofr::Val(_) => DYNAMIC,
            },
            &[1],
        )),
        parts.memory_space,
    );
    let st = reinterpret_cast_state(ctx, loc, flat_ty, src, offset, &[size], &[Ofr::Const(1)]);
    let cast = rw.create(st);
    let flat = rw.ir.result(cast, 0);
    let index = value_of(rw, loc, linear);
    Some((flat, index))
}

/// Flattens a `memref.load` or `memref.store`.
fn flatten_access(op: OpId, rw: &mut Rewriter<'_>, is_store: bool) -> bool {
    let ctx = rw.ctx;
    let p = usize::from(is_store);
    if rw.ir.num_operands(op) <= p {
        return false;
    }
    let mem = rw.ir.operand(op, p);
    if !needs_flattening(ctx, rw.ir.value_type(mem)) {
        return false;
    }
    let indices: Vec<Value> = rw.ir.operands(op).skip(p + 1).collect();
    let loc = rw.ir.op(op).loc;
    let Some((flat, index)) = flatten_memref_and_offset(rw, loc, mem, &indices) else {
        return false;
    };
    let d = rw.ir.op(op);
    let mut st = OperationState::with_name(ctx, d.name, loc);
    st.properties = d.properties;
    st.attrs = d.attrs;
    if is_store {
        st.operands.push(rw.ir.operand(op, 0));
    }
    st.operands.push(flat);
    st.operands.push(index);
    st.result_types
        .extend(rw.ir.results(op).map(|r| rw.ir.value_type(r)));
    rw.replace_op_with_new(op, st);
    true
}

fn flatten_load(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    flatten_access(op, rw, false)
}

fn flatten_store(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    flatten_access(op, rw, true)
}

/// Flattens a `memref.alloc` or `memref.alloca`.
fn flatten_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.ir.num_results(op) != 1 {
        return false;
    }
    let res = rw.ir.result(op, 0);
    let ty = rw.ir.value_type(res);
    if !needs_flattening(ctx, ty) {
        return false;
    }
    let loc = rw.ir.op(op).loc;
    let Some((flat, _)) = flatten_memref_and_offset(rw, loc, res, &[]) else {
        return false;
    };
    let flat_ty = rw.ir.value_type(flat);
    let mut st = OperationState::new(ctx, name(ctx, rw.ir, op), loc);
    st.result_types.push(flat_ty);
    let mut props = vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: rmlir_ods::constraints::i32_array(ctx, &[0, 0]),
    }];
    if let Some(a) = rw.ir.attr(ctx, op, "alignment") {
        props.insert(
            0,
            NamedAttr {
                name: ctx.string_attr("alignment"),
                value: a,
            },
        );
    }
    st.properties = Some(ctx.dict_attr(props));
    let new_alloc = rw.create(st);
    let new_val = rw.ir.result(new_alloc, 0);
    let md = extract_strided_metadata(rw, loc, res);
    let dims = shape(ctx, ty).unwrap_or_default();
    let (strides, _) = strides_and_offset(ctx, ty).unwrap_or_default();
    let rank = dims.len();
    let sizes: Vec<Ofr> = (0..rank)
        .map(|i| match dims[i] {
            DYNAMIC => Ofr::Val(rw.ir.result(md, 2 + i)),
            c => Ofr::Const(c),
        })
        .collect();
    let strides: Vec<Ofr> = (0..rank)
        .map(|i| match strides.get(i).copied().unwrap_or(DYNAMIC) {
            DYNAMIC => Ofr::Val(rw.ir.result(md, 2 + rank + i)),
            c => Ofr::Const(c),
        })
        .collect();
    let st = reinterpret_cast_state(ctx, loc, ty, new_val, Ofr::Const(0), &sizes, &strides);
    rw.replace_op_with_new(op, st);
    true
}

/// The patterns of `populateFlattenMemrefsPatterns` rmlir has.
pub fn populate_patterns(set: &mut PatternSet) {
    set.add_fn("memref.load", "MemRefRewritePattern<LoadOp>", flatten_load);
    set.add_fn(
        "memref.store",
        "MemRefRewritePattern<StoreOp>",
        flatten_store,
    );
    set.add_fn(
        "memref.alloc",
        "MemRefRewritePattern<AllocOp>",
        flatten_alloc,
    );
    set.add_fn(
        "memref.alloca",
        "MemRefRewritePattern<AllocaOp>",
        flatten_alloc,
    );
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    super::helpers::apply_greedily(cx, ir, op, populate_patterns);
    Ok(())
}
