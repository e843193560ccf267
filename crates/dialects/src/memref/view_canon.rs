//! Folders and canonicalization patterns of the memref view ops: subview,
//! expand/collapse shape, transpose and view (MemRefOps.cpp).

use super::constraints::reassociation;
use super::fold::{can_fold_into_consumer, const_int, def_op, mixed, Mixed};
use super::layout;
use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, Context, Type};

type Folded = Option<Vec<FoldResult>>;
type PatFn = fn(OpId, &mut Rewriter<'_>) -> bool;

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

fn ty_of(ir: &Ir, v: Value) -> Type {
    ir.value_type(v)
}

fn result_ty(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, v: Value) {
    let loc = rw.ir.op(op).loc;
    let ty = result_ty(rw.ir, op);
    rw.set_insertion_point_before(op);
    let cast =
        super::typed::CastOp::build_with_types(rw, loc, &[ty], v, &[]).expect("memref.cast builds");
    let r = cast.dest(rw.ctx, rw.ir);
    rw.replace_op(op, &[r]);
}

/// The static value of a mixed entry: its own, or the constant its value
/// holds.
fn mixed_const(ctx: &Context, ir: &Ir, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(v) => Some(v),
        Mixed::Dynamic(v) => const_int(ctx, ir, v),
    }
}

fn statics(l: &[Mixed]) -> Vec<i64> {
    l.iter()
        .map(|m| match m {
            Mixed::Static(v) => *v,
            Mixed::Dynamic(_) => DYNAMIC,
        })
        .collect()
}

/// A subview's offsets, sizes and strides.
fn subview_lists(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Mixed>; 3] {
    [
        mixed(ctx, ir, op, "static_offsets", 1),
        mixed(ctx, ir, op, "static_sizes", 2),
        mixed(ctx, ir, op, "static_strides", 3),
    ]
}

/// The dims a subview drops (MLIR's `getDroppedDims`).
fn dropped_dims(ctx: &Context, ir: &Ir, op: OpId, src: Type, res: Type) -> Option<Vec<bool>> {
    let sizes: Vec<Option<i64>> = mixed(ctx, ir, op, "static_sizes", 2)
        .iter()
        .map(|m| match m {
            Mixed::Static(v) => Some(*v),
            Mixed::Dynamic(_) => None,
        })
        .collect();
    layout::memref_rank_reduction_mask(ctx, src, res, &sizes)
}

/// `SubViewOp::inferResultType` from mixed lists; `None` for negative static
/// offsets or sizes, or zero static strides.
fn infer_subview_type(ctx: &Context, src: Type, lists: &[Vec<Mixed>; 3]) -> Option<Type> {
    let (o, s, st) = (statics(&lists[0]), statics(&lists[1]), statics(&lists[2]));
    let valid = |v: &[i64]| v.iter().all(|x| *x == DYNAMIC || *x >= 0);
    if !valid(&o) || !valid(&s) || st.contains(&0) {
        return None;
    }
    layout::subview_result_type(ctx, src, &o, &s, &st)
}

/// Drops the dims marked in `dropped` from a strided memref type.
fn drop_dims(ctx: &Context, t: Type, dropped: &[bool]) -> Option<Type> {
    let p = layout::ranked(ctx, t)?;
    let (strides, offset) = layout::strides_and_offset(ctx, t)?;
    let mut shape = Vec::new();
    let mut st = Vec::new();
    for (i, (d, s)) in p.shape.iter().zip(&strides).enumerate() {
        if dropped.get(i).copied().unwrap_or(false) {
            continue;
        }
        shape.push(*d);
        st.push(*s);
    }
    let l = layout::strided_attr(ctx, offset, &st);
    Some(layout::make_memref(
        ctx,
        &shape,
        p.element,
        Some(l),
        p.memory_space,
    ))
}

/// A subview state from mixed lists.
fn subview_state(
    ctx: &Context,
    loc: Attribute,
    ty: Type,
    src: Value,
    lists: &[Vec<Mixed>; 3],
) -> OperationState {
    let mut st = OperationState::new(ctx, "memref.subview", loc);
    st.operands.push(src);
    let mut counts = [0i32; 3];
    for (k, l) in lists.iter().enumerate() {
        for m in l {
            if let Mixed::Dynamic(v) = m {
                st.operands.push(*v);
                counts[k] += 1;
            }
        }
    }
    st.result_types.push(ty);
    st.properties = Some(props(
        ctx,
        vec![
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &[1, counts[0], counts[1], counts[2]]),
            ),
            ("static_offsets", ctx.i64_array_attr(&statics(&lists[0]))),
            ("static_sizes", ctx.i64_array_attr(&statics(&lists[1]))),
            ("static_strides", ctx.i64_array_attr(&statics(&lists[2]))),
        ],
    ));
    st
}

fn has_static_layout(ctx: &Context, t: Type) -> bool {
    match layout::ranked(ctx, t).and_then(|p| p.layout) {
        None => true,
        Some(l) => match ctx.attr_kind(l) {
            AttrKind::Strided { offset, strides } => {
                *offset != DYNAMIC && !strides.contains(&DYNAMIC)
            }
            _ => true,
        },
    }
}

/// `memref.subview`: an identity subview of a static memref, or a no-op
/// subview of a subview, is its source.
pub fn fold_subview(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    let src = ir.operand(op, 0);
    let (st, rt) = (ty_of(ir, src), result_ty(ir, op));
    let static_shape = layout::ranked(ctx, rt).is_some_and(|p| !p.shape.contains(&DYNAMIC));
    if st == rt && static_shape && has_static_layout(ctx, rt) {
        return Some(vec![FoldResult::Value(src)]);
    }
    if let Some(prev) = def_op(ctx, ir, src, "memref.subview") {
        let [offsets, sizes, strides] = subview_lists(ctx, ir, op);
        let src_sizes = mixed(ctx, ir, prev, "static_sizes", 2);
        let all = |l: &[Mixed], v: i64| l.iter().all(|m| mixed_const(ctx, ir, *m) == Some(v));
        if all(&offsets, 0) && all(&strides, 1) && sizes == src_sizes && st == rt {
            return Some(vec![FoldResult::Value(src)]);
        }
    }
    None
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder`: constant offsets,
/// sizes and strides become static.
fn subview_constant_argument_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let mut lists = subview_lists(ctx, ir, op);
    // The lists are folded as MLIR's `a || b || c` short-circuits: only the
    // first list with a foldable entry changes. Offsets and sizes fold
    // non-negative constants, strides any constant.
    let mut changed = false;
    for (k, l) in lists.iter_mut().enumerate() {
        for m in l.iter_mut() {
            let Mixed::Dynamic(v) = *m else { continue };
            let Some(c) = const_int(ctx, ir, v) else {
                continue;
            };
            if k == 2 || c >= 0 {
                *m = Mixed::Static(c);
                changed = true;
            }
        }
        if changed {
            break;
        }
    }
    if !changed {
        return false;
    }
    let src = ir.operand(op, 0);
    let src_ty = ty_of(ir, src);
    let Some(p) = layout::ranked(ctx, src_ty) else {
        return false;
    };
    let l = super::index_list::Lists {
        offsets: statics(&lists[0]),
        sizes: statics(&lists[1]),
        strides: statics(&lists[2]),
        dyn_offsets: 0,
        dyn_sizes: 0,
        dyn_strides: 0,
    };
    if super::index_list::in_bounds_error(&p.shape, &l).is_some() {
        return false;
    }
    let Some(inferred) = infer_subview_type(ctx, src_ty, &lists) else {
        return false;
    };
    let Some(dropped) = dropped_dims(ctx, ir, op, src_ty, result_ty(ir, op)) else {
        return false;
    };
    let ty = if dropped.iter().any(|d| *d) {
        match drop_dims(ctx, inferred, &dropped) {
            Some(t) => t,
            None => return false,
        }
    } else {
        inferred
    };
    let loc = ir.op(op).loc;
    let st = subview_state(ctx, loc, ty, src, &lists);
    let new = rw.create(st);
    let nv = rw.ir.result(new, 0);
    replace_with_cast(rw, op, nv);
    true
}

fn is_constant_index(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ty_of(ir, v) == ctx.index_type() && const_int(ctx, ir, v).is_some()
}

/// `SubViewOpMemRefCastFolder`: a subview of a relaxing cast becomes a cast
/// of a subview of the cast's source.
fn subview_memref_cast_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    if ir.operands(op).any(|v| is_constant_index(ctx, ir, v)) {
        return false;
    }
    let src = ir.operand(op, 0);
    let Some(cast) = def_op(ctx, ir, src, "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, ir, cast) {
        return false;
    }
    let cast_src = ir.operand(cast, 0);
    let lists = subview_lists(ctx, ir, op);
    let Some(inferred) = infer_subview_type(ctx, ty_of(ir, cast_src), &lists) else {
        return false;
    };
    let Some(dropped) = dropped_dims(ctx, ir, op, ty_of(ir, src), result_ty(ir, op)) else {
        return false;
    };
    let Some(ty) = drop_dims(ctx, inferred, &dropped) else {
        return false;
    };
    let loc = ir.op(op).loc;
    let st = subview_state(ctx, loc, ty, cast_src, &lists);
    let new = rw.create(st);
    let nv = rw.ir.result(new, 0);
    replace_with_cast(rw, op, nv);
    true
}

/// `TrivialSubViewOpFolder`: a subview taking all of a static source.
fn trivial_subview_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let src = ir.operand(op, 0);
    let (Some(sp), Some(rp)) = (
        layout::ranked(ctx, ty_of(ir, src)),
        layout::ranked(ctx, result_ty(ir, op)),
    ) else {
        return false;
    };
    if sp.shape.len() != rp.shape.len() {
        return false;
    }
    let [offsets, sizes, strides] = subview_lists(ctx, ir, op);
    let is = |m: &Mixed, v: i64| mixed_const(ctx, ir, *m) == Some(v);
    if !offsets.iter().all(|m| is(m, 0)) || !strides.iter().all(|m| is(m, 1)) {
        return false;
    }
    if !sizes.iter().zip(&sp.shape).all(|(m, d)| is(m, *d)) {
        return false;
    }
    if ty_of(ir, src) == result_ty(ir, op) {
        rw.replace_op(op, &[src]);
    } else {
        replace_with_cast(rw, op, src);
    }
    true
}

/// `memref.subview`'s patterns.
pub fn subview_patterns(_: &Context, set: &mut PatternSet) {
    let pats: [(&'static str, PatFn); 3] = [
        (
            "OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp>",
            subview_constant_argument_folder,
        ),
        ("SubViewOpMemRefCastFolder", subview_memref_cast_folder),
        ("TrivialSubViewOpFolder", trivial_subview_folder),
    ];
    for (n, f) in pats {
        set.add_fn("memref.subview", n, f);
    }
}

// ---- expand_shape / collapse_shape ----

/// MLIR's `foldReshapeOp`: a reshape to its source type, or undoing the
/// inverse reshape, is the original value.
fn fold_reshape(ctx: &Context, ir: &Ir, op: OpId, inverse: &str) -> Folded {
    let src = ir.operand(op, 0);
    if ty_of(ir, src) == result_ty(ir, op) {
        return Some(vec![FoldResult::Value(src)]);
    }
    let prev = def_op(ctx, ir, src, inverse)?;
    let s = ir.operand(prev, 0);
    (ty_of(ir, s) == result_ty(ir, op)).then(|| vec![FoldResult::Value(s)])
}

/// `memref.expand_shape`'s folder.
pub fn fold_expand_shape(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    fold_reshape(ctx, ir, op, "memref.collapse_shape")
}

/// `memref.collapse_shape`'s folder.
pub fn fold_collapse_shape(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    fold_reshape(ctx, ir, op, "memref.expand_shape")
}

fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.i64_type();
    let arr = groups
        .iter()
        .map(|g| {
            let v: Vec<Attribute> = g
                .iter()
                .map(|x| {
                    ctx.attr(AttrKind::Integer {
                        ty: i64t,
                        value: rmlir_core::apint::ApInt::from_i64(64, *x),
                    })
                })
                .collect();
            ctx.attr(AttrKind::Array(v.into()))
        })
        .collect::<Vec<_>>();
    ctx.attr(AttrKind::Array(arr.into()))
}

/// MLIR's `composeReassociationIndices`.
fn compose_reassociation(a: Vec<Vec<i64>>, b: Vec<Vec<i64>>) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() < b.len() { (b, a) } else { (a, b) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(|g| g.len()).sum();
    if producer.len() != dims {
        return None;
    }
    Some(
        consumer
            .iter()
            .map(|g| {
                g.iter()
                    .flat_map(|i| producer[*i as usize].iter().copied())
                    .collect()
            })
            .collect(),
    )
}

fn reassoc(ctx: &Context, ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    reassociation(ctx, crate::util::prop(ctx, ir, op, "reassociation"))
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same kind
/// becomes one reshape, for identity layouts.
fn compose_reassociative_reshape_ops(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let kind = super::fold::name(ctx, ir, op);
    let src = ir.operand(op, 0);
    let Some(prev) = def_op(ctx, ir, src, kind) else {
        return false;
    };
    let inner = ir.operand(prev, 0);
    let rt = result_ty(ir, op);
    if [ty_of(ir, inner), ty_of(ir, src), rt]
        .iter()
        .any(|t| !layout::has_identity_layout(ctx, *t))
    {
        return false;
    }
    let Some(groups) = compose_reassociation(reassoc(ctx, ir, prev), reassoc(ctx, ir, op)) else {
        return false;
    };
    let loc = ir.op(op).loc;
    let mut st = OperationState::with_name(ctx, ir.op_name(op), loc);
    st.operands.push(inner);
    st.result_types.push(rt);
    let mut entries = vec![("reassociation", reassociation_attr(ctx, &groups))];
    if kind == "memref.expand_shape" {
        st.operands.extend(ir.operands(op).skip(1));
        let shape = crate::util::prop(ctx, ir, op, "static_output_shape");
        entries.push((
            "static_output_shape",
            shape.unwrap_or_else(|| ctx.i64_array_attr(&[])),
        ));
    }
    st.properties = Some(props(ctx, entries));
    rw.replace_op_with_new(op, st);
    true
}

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let p = layout::ranked(ctx, src)?;
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter()
                .fold(1i64, |acc, d| layout::sat_mul(acc, p.shape[*d as usize]))
        })
        .collect();
    let l = if layout::has_identity_layout(ctx, src) {
        None
    } else {
        Some(layout::collapsed_layout(ctx, src, groups, false)?)
    };
    Some(layout::make_memref(
        ctx,
        &shape,
        p.element,
        l,
        p.memory_space,
    ))
}

/// `CollapseShapeOpMemRefCastFolder`.
fn collapse_shape_memref_cast_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let Some(cast) = def_op(ctx, ir, ir.operand(op, 0), "memref.cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, ir, cast) {
        return false;
    }
    let src = ir.operand(cast, 0);
    let groups = reassoc(ctx, ir, op);
    let Some(new_ty) = collapsed_type(ctx, ty_of(ir, src), &groups) else {
        return false;
    };
    if new_ty == result_ty(ir, op) {
        rw.modify_in_place(op, |ir| ir.set_operand(op, 0, src));
        return true;
    }
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(ctx, "memref.collapse_shape", loc);
    st.operands.push(src);
    st.result_types.push(new_ty);
    st.properties = Some(props(
        ctx,
        vec![("reassociation", reassociation_attr(ctx, &groups))],
    ));
    let new = rw.create(st);
    let nv = rw.ir.result(new, 0);
    replace_with_cast(rw, op, nv);
    true
}

/// `memref.expand_shape`'s patterns.
pub fn expand_shape_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "memref.expand_shape",
        "ComposeReassociativeReshapeOps<ExpandShapeOp>",
        compose_reassociative_reshape_ops,
    );
    set.add_fn(
        "memref.expand_shape",
        "ComposeExpandOfCollapseOp",
        super::reshape_canon::compose_expand_of_collapse,
    );
}

/// `memref.collapse_shape`'s patterns.
pub fn collapse_shape_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn(
        "memref.collapse_shape",
        "ComposeReassociativeReshapeOps<CollapseShapeOp>",
        compose_reassociative_reshape_ops,
    );
    set.add_fn(
        "memref.collapse_shape",
        "ComposeCollapseOfExpandOp",
        super::reshape_canon::compose_collapse_of_expand,
    );
    set.add_fn(
        "memref.collapse_shape",
        "CollapseShapeOpMemRefCastFolder",
        collapse_shape_memref_cast_folder,
    );
}

// ---- transpose / view ----

/// `memref.transpose`: identity transposes fold; a transpose of a transpose
/// composes the permutations in place.
pub fn fold_transpose(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    let perm_attr = crate::util::prop(ctx, ir, op, "permutation")?;
    let AttrKind::AffineMap(perm) = *ctx.attr_kind(perm_attr) else {
        return None;
    };
    let src = ir.operand(op, 0);
    let perm_of = |m| -> Vec<u32> {
        ctx.affine
            .map_results(m)
            .iter()
            .filter_map(|e| match ctx.affine.kind(*e) {
                rmlir_affine::AffineExprKind::Dim(p) => Some(p),
                _ => None,
            })
            .collect()
    };
    let p = perm_of(perm);
    let identity = p.iter().enumerate().all(|(i, d)| i as u32 == *d);
    if identity && ty_of(ir, src) == result_ty(ir, op) {
        return Some(vec![FoldResult::Value(src)]);
    }
    let prev = def_op(ctx, ir, src, "memref.transpose")?;
    let prev_attr = crate::util::prop(ctx, ir, prev, "permutation")?;
    let AttrKind::AffineMap(prev_perm) = *ctx.attr_kind(prev_attr) else {
        return None;
    };
    let q = perm_of(prev_perm);
    let composed: Vec<u32> = p.iter().map(|d| q[*d as usize]).collect();
    let n = ctx.affine.map_num_dims(perm);
    let exprs: Vec<_> = composed.iter().map(|d| ctx.affine.dim(*d)).collect();
    let map = ctx.affine.map(n, 0, &exprs);
    let inner = ir.operand(prev, 0);
    ir.set_operand(op, 0, inner);
    ir.set_inherent_attr(ctx, op, "permutation", ctx.attr(AttrKind::AffineMap(map)));
    Some(Vec::new())
}

/// `memref.view` to its static source type is the source.
pub fn fold_view(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    let src = ir.operand(op, 0);
    let rt = result_ty(ir, op);
    let static_shape = layout::ranked(ctx, rt).is_some_and(|p| !p.shape.contains(&DYNAMIC));
    (ty_of(ir, src) == rt && static_shape).then(|| vec![FoldResult::Value(src)])
}

/// `ViewOpShapeFolder`: constant sizes become static, with a cast back.
fn view_shape_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    if !ir.operands(op).any(|v| is_constant_index(ctx, ir, v)) {
        return false;
    }
    let rt = result_ty(ir, op);
    let Some(p) = layout::ranked(ctx, rt) else {
        return false;
    };
    if layout::strides_and_offset(ctx, rt).is_none() {
        return false;
    }
    let sizes: Vec<Value> = ir.operands(op).skip(2).collect();
    let mut shape = Vec::new();
    let mut kept = Vec::new();
    let mut k = 0;
    for d in &p.shape {
        if *d != DYNAMIC {
            shape.push(*d);
            continue;
        }
        let v = sizes[k];
        k += 1;
        match is_constant_index(ctx, ir, v)
            .then(|| const_int(ctx, ir, v))
            .flatten()
        {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                kept.push(v);
            }
        }
    }
    let new_ty = layout::make_memref(ctx, &shape, p.element, p.layout, p.memory_space);
    if new_ty == rt {
        return false;
    }
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(ctx, "memref.view", loc);
    st.operands.push(ir.operand(op, 0));
    st.operands.push(ir.operand(op, 1));
    st.operands.extend_from_slice(&kept);
    st.result_types.push(new_ty);
    let new = rw.create(st);
    let nv = rw.ir.result(new, 0);
    replace_with_cast(rw, op, nv);
    true
}

/// `ViewOpMemrefCastFolder`: a view of a cast of an alloc views the alloc.
fn view_memref_cast_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let Some(cast) = def_op(ctx, ir, ir.operand(op, 0), "memref.cast") else {
        return false;
    };
    let alloc = ir.operand(cast, 0);
    if def_op(ctx, ir, alloc, "memref.alloc").is_none() {
        return false;
    }
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(ctx, "memref.view", loc);
    st.operands.push(alloc);
    st.operands.extend(ir.operands(op).skip(1));
    st.result_types.push(result_ty(ir, op));
    rw.replace_op_with_new(op, st);
    true
}

/// `memref.view`'s patterns.
pub fn view_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn("memref.view", "ViewOpShapeFolder", view_shape_folder);
    set.add_fn(
        "memref.view",
        "ViewOpMemrefCastFolder",
        view_memref_cast_folder,
    );
}
