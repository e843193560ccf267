//! `expand-strided-metadata` (MLIR 22's `ExpandStridedMetadataPass` with
//! `memref::populateExpandStridedMetadataPatterns`): subviews and
//! expand/collapse shapes become a `memref.reinterpret_cast` of the base
//! buffer their source's `memref.extract_strided_metadata` gives, with
//! their effect on the offset, sizes and strides spelled as folded
//! `affine.apply` ops; `extract_strided_metadata` of such views and of
//! allocations, globals, reinterpret casts, memory-space casts, assumed
//! alignments and other `extract_strided_metadata` ops is resolved the same
//! way, and `extract_aligned_pointer_as_index` looks through subviews and
//! reinterpret casts. The patterns run under the greedy driver with its
//! default configuration (folding included), as `applyPatternsGreedily`.

use super::helpers::{
    as_ofr, constant_index, def_named, extract_strided_metadata, folded_apply_expr, mixed_lists,
    name, reassociation, reinterpret_cast_state, shape, strides_and_offset, subview_dropped_dims,
    value_of, Ofr,
};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::Attribute;
use rmlir_dialects::memref::layout;
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `expand-strided-metadata`.
pub static INFO: PassInfo = PassInfo {
    argument: "expand-strided-metadata",
    name: "ExpandStridedMetadataPass",
    description: "Expand memref operations into easier to analyze constructs",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// `{base, offset, sizes, strides}` of a view.
struct Metadata {
    base: Value,
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn loc_of(ir: &Ir, op: OpId) -> Attribute {
    ir.op(op).loc
}

fn results(ir: &Ir, op: OpId, range: std::ops::Range<usize>) -> Vec<Value> {
    range.map(|i| ir.result(op, i)).collect()
}

/// The static value of a type's entry, or the value standing for it.
fn known_or(v: i64, dynamic: Value) -> Ofr {
    if v == DYNAMIC {
        Ofr::Val(dynamic)
    } else {
        Ofr::Const(v)
    }
}

/// `resolveSubviewStridedMetadata`.
fn resolve_subview(rw: &mut Rewriter<'_>, sv: OpId) -> Option<Metadata> {
    let ctx = rw.ctx;
    let loc = loc_of(rw.ir, sv);
    let src = rw.ir.operand(sv, 0);
    let st = rw.ir.value_type(src);
    let (src_strides, src_offset) = strides_and_offset(ctx, st)?;
    let dropped = subview_dropped_dims(ctx, rw.ir, sv)?;
    let [sub_offsets, sub_sizes, sub_strides] = mixed_lists(ctx, rw.ir, sv);
    let rank = src_strides.len();
    let ex = extract_strided_metadata(rw, loc, src);
    let orig_strides = results(rw.ir, ex, 2 + rank..2 + 2 * rank);
    let aff = &ctx.affine;
    let s = |i: u32| aff.symbol(i);
    let mut values = vec![Ofr::Const(0); 2 * rank + 1];
    values[0] = if src_offset == DYNAMIC {
        as_ofr(ctx, rw.ir, rw.ir.result(ex, 1))
    } else {
        Ofr::Const(src_offset)
    };
    let mut expr = s(0);
    let mut strides = Vec::with_capacity(rank);
    for i in 0..rank {
        let orig = known_or(src_strides[i], orig_strides[i]);
        strides.push(folded_apply_expr(
            rw,
            loc,
            aff.mul(s(0), s(1)),
            &[sub_strides[i], orig],
        ));
        let (o, t) = (1 + 2 * i, 2 + 2 * i);
        expr = aff.add(expr, aff.mul(s(o as u32), s(t as u32)));
        values[o] = sub_offsets[i];
        values[t] = orig;
    }
    let offset = folded_apply_expr(rw, loc, expr, &values);
    let mut sizes = Vec::new();
    let mut final_strides = Vec::new();
    for i in 0..rank {
        if dropped.get(i).copied().unwrap_or(false) {
            continue;
        }
        sizes.push(sub_sizes[i]);
        final_strides.push(strides[i]);
    }
    Some(Metadata {
        base: rw.ir.result(ex, 0),
        offset,
        sizes,
        strides: final_strides,
    })
}

/// `getExpandedSizes`: the sizes of group `g` of an expand_shape, the
/// dynamic one the source size divided by the product of the others.
fn expanded_sizes(rw: &mut Rewriter<'_>, op: OpId, orig_sizes: &[Ofr], g: usize) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let group = &reassociation(ctx, rw.ir, op)[g];
    let rs = shape(ctx, rw.ir.value_type(rw.ir.result(op, 0))).unwrap_or_default();
    let mut product = 1i64;
    let mut dyn_idx = None;
    let mut sizes = vec![Ofr::Const(0); group.len()];
    for (i, d) in group.iter().enumerate() {
        let d = rs[*d as usize];
        if d == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        product = product.wrapping_mul(d);
        sizes[i] = Ofr::Const(d);
    }
    if let Some(i) = dyn_idx {
        let aff = &ctx.affine;
        let e = aff.floor_div(aff.symbol(0), aff.constant(product));
        sizes[i] = folded_apply_expr(rw, loc_of(rw.ir, op), e, &[orig_sizes[g]]);
    }
    sizes
}

/// `getExpandedStrides`: the strides of group `g` of an expand_shape.
fn expanded_strides(
    rw: &mut Rewriter<'_>,
    op: OpId,
    orig_sizes: &[Ofr],
    orig_strides: &[Ofr],
    g: usize,
) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let loc = loc_of(rw.ir, op);
    let group = reassociation(ctx, rw.ir, op)[g].clone();
    let rs = shape(ctx, rw.ir.value_type(rw.ir.result(op, 0))).unwrap_or_default();
    let n = group.len();
    let mut dyn_idx = None;
    let mut current = 1i64;
    let mut base = vec![0i64; n];
    for i in (0..n).rev() {
        base[i] = current;
        let d = rs[group[i] as usize];
        if d == DYNAMIC {
            dyn_idx = Some(i);
            continue;
        }
        current = current.wrapping_mul(d);
    }
    let src_ty = rw.ir.value_type(rw.ir.operand(op, 0));
    let (strides, _) = strides_and_offset(ctx, src_ty).unwrap_or_default();
    let orig_stride = match strides.get(g) {
        Some(s) if *s != DYNAMIC => Ofr::Const(*s),
        _ => orig_strides[g],
    };
    let aff = &ctx.affine;
    let (s0, s1) = (aff.symbol(0), aff.symbol(1));
    let mut out = vec![Ofr::Const(0); n];
    let mut done = 0;
    if let Some(d) = dyn_idx {
        let product = current;
        let orig_size = orig_sizes[g];
        while done < d {
            let e = aff.mul(
                aff.floor_div(aff.mul(s0, aff.constant(base[done])), aff.constant(product)),
                s1,
            );
            out[done] = folded_apply_expr(rw, loc, e, &[orig_size, orig_stride]);
            done += 1;
        }
    }
    while done < n {
        let e = aff.mul(s0, aff.constant(base[done]));
        out[done] = folded_apply_expr(rw, loc, e, &[orig_stride]);
        done += 1;
    }
    out
}

/// `getProductOfValues` over the source dims `indices`.
fn product_of_values(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    indices: &[i64],
    static_sizes: &[i64],
    values: &[Ofr],
) -> Ofr {
    let aff = &rw.ctx.affine;
    let mut e = aff.constant(1);
    let mut inputs = Vec::new();
    for (k, i) in indices.iter().enumerate() {
        e = aff.mul(e, aff.symbol(k as u32));
        let c = static_sizes[*i as usize];
        inputs.push(if c == DYNAMIC {
            values[*i as usize]
        } else {
            Ofr::Const(c)
        });
    }
    folded_apply_expr(rw, loc, e, &inputs)
}

/// `getCollapsedSize`.
fn collapsed_size(rw: &mut Rewriter<'_>, op: OpId, orig_sizes: &[Ofr], g: usize) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let rs = shape(ctx, rw.ir.value_type(rw.ir.result(op, 0))).unwrap_or_default();
    if rs[g] != DYNAMIC {
        return vec![Ofr::Const(rs[g])];
    }
    let ss = shape(ctx, rw.ir.value_type(rw.ir.operand(op, 0))).unwrap_or_default();
    let group = reassociation(ctx, rw.ir, op)[g].clone();
    let loc = loc_of(rw.ir, op);
    vec![product_of_values(rw, loc, &group, &ss, orig_sizes)]
}

/// `getCollapsedStride`: the stride of the innermost dim of the group that
/// is not of size 1.
fn collapsed_stride(
    rw: &mut Rewriter<'_>,
    op: OpId,
    _orig_sizes: &[Ofr],
    orig_strides: &[Ofr],
    g: usize,
) -> Vec<Ofr> {
    let ctx = rw.ctx;
    let group = reassociation(ctx, rw.ir, op)[g].clone();
    let src_ty = rw.ir.value_type(rw.ir.operand(op, 0));
    let (strides, _) = strides_and_offset(ctx, src_ty).unwrap_or_default();
    let ss = shape(ctx, src_ty).unwrap_or_default();
    let mut last = None;
    for d in &group {
        let d = *d as usize;
        if ss[d] == 1 {
            continue;
        }
        last = Some(known_or_ofr(strides[d], orig_strides[d]));
    }
    if let Some(l) = last {
        return vec![l];
    }
    let res_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let (res_strides, _) = strides_and_offset(ctx, res_ty).unwrap_or_default();
    let fin = res_strides.get(g).copied().unwrap_or(1);
    if fin == DYNAMIC {
        for d in &group {
            if strides[*d as usize] == DYNAMIC {
                return vec![orig_strides[*d as usize]];
            }
        }
    }
    vec![Ofr::Const(fin)]
}

fn known_or_ofr(v: i64, dynamic: Ofr) -> Ofr {
    if v == DYNAMIC {
        dynamic
    } else {
        Ofr::Const(v)
    }
}

/// `resolveReshapeStridedMetadata` of an expand_shape or collapse_shape.
fn resolve_reshape(rw: &mut Rewriter<'_>, op: OpId) -> Option<Metadata> {
    let ctx = rw.ctx;
    let expand = name(ctx, rw.ir, op) == "memref.expand_shape";
    let loc = loc_of(rw.ir, op);
    let src = rw.ir.operand(op, 0);
    let st = rw.ir.value_type(src);
    let (_, offset) = strides_and_offset(ctx, st)?;
    let src_rank = shape(ctx, st)?.len();
    let reshape_rank = shape(ctx, rw.ir.value_type(rw.ir.result(op, 0)))?.len();
    let ex = extract_strided_metadata(rw, loc, src);
    let base = rw.ir.result(ex, 0);
    let offset = if offset == DYNAMIC {
        as_ofr(ctx, rw.ir, rw.ir.result(ex, 1))
    } else {
        Ofr::Const(offset)
    };
    if src_rank == 0 {
        let ones = vec![Ofr::Const(1); reshape_rank];
        return Some(Metadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<Ofr> = (0..src_rank)
        .map(|i| as_ofr(ctx, rw.ir, rw.ir.result(ex, 2 + i)))
        .collect();
    let orig_strides: Vec<Ofr> = (0..src_rank)
        .map(|i| as_ofr(ctx, rw.ir, rw.ir.result(ex, 2 + src_rank + i)))
        .collect();
    let groups = reassociation(ctx, rw.ir, op).len();
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for g in 0..groups {
        let (sz, sd) = if expand {
            let sz = expanded_sizes(rw, op, &orig_sizes, g);
            (sz, expanded_strides(rw, op, &orig_sizes, &orig_strides, g))
        } else {
            let sz = collapsed_size(rw, op, &orig_sizes, g);
            (sz, collapsed_stride(rw, op, &orig_sizes, &orig_strides, g))
        };
        sizes.extend(sz);
        strides.extend(sd);
    }
    Some(Metadata {
        base,
        offset,
        sizes,
        strides,
    })
}

/// Replaces the view `op` by a reinterpret_cast of its metadata.
fn replace_with_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId, m: Metadata) {
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let loc = loc_of(rw.ir, op);
    let st = reinterpret_cast_state(rw.ctx, loc, ty, m.base, m.offset, &m.sizes, &m.strides);
    rw.replace_op_with_new(op, st);
}

/// `SubviewFolder`.
fn subview_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    match resolve_subview(rw, op) {
        Some(m) => {
            replace_with_reinterpret_cast(rw, op, m);
            true
        }
        None => rw.notify_match_failure("failed to resolve subview metadata"),
    }
}

/// `ReshapeFolder` of expand_shape and collapse_shape.
fn reshape_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    match resolve_reshape(rw, op) {
        Some(m) => {
            replace_with_reinterpret_cast(rw, op, m);
            true
        }
        None => rw.notify_match_failure("failed to resolve reshape metadata"),
    }
}

/// Replaces an extract_strided_metadata by `m` (known entries become
/// constants at the location of the view).
fn replace_extract(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, m: Metadata) {
    let mut res = vec![m.base];
    res.push(value_of(rw, loc, m.offset));
    for o in m.sizes.iter().chain(m.strides.iter()) {
        res.push(value_of(rw, loc, *o));
    }
    rw.replace_op(op, &res);
}

/// `ExtractStridedMetadataOp{Subview,ExpandShape,CollapseShape}Folder`.
fn extract_of_view(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(d) = rw.ir.defining_op(src) else {
        return false;
    };
    let m = match name(ctx, rw.ir, d) {
        "memref.subview" => resolve_subview(rw, d),
        "memref.expand_shape" | "memref.collapse_shape" => resolve_reshape(rw, d),
        _ => return false,
    };
    match m {
        Some(m) => {
            let loc = loc_of(rw.ir, d);
            replace_extract(rw, op, loc, m);
            true
        }
        None => rw.notify_match_failure("failed to resolve metadata of the source view"),
    }
}

/// A replacement for a result with no use (MLIR's null value).
fn unused(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.ir.result(op, i)
}

/// `ExtractStridedMetadataOpAllocFolder` of alloc and alloca.
fn extract_of_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(alloc) = rw
        .ir
        .defining_op(src)
        .filter(|d| matches!(name(ctx, rw.ir, *d), "memref.alloc" | "memref.alloca"))
    else {
        return false;
    };
    let ty = rw.ir.value_type(src);
    if !layout::has_identity_layout(ctx, ty) {
        return rw.notify_match_failure("alloc-like operations should have been normalized");
    }
    let loc = loc_of(rw.ir, op);
    let shp = shape(ctx, ty).unwrap_or_default();
    let rank = shp.len();
    let segs = crate::operand_segments(ctx, rw.ir, alloc).unwrap_or_else(|| vec![0, 0]);
    let ndyn = segs.first().copied().unwrap_or(0);
    let dynamic: Vec<Value> = (0..ndyn).map(|i| rw.ir.operand(alloc, i)).collect();
    let mut next = 0;
    let sizes: Vec<Ofr> = shp
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                next += 1;
                Ofr::Val(dynamic[next - 1])
            } else {
                Ofr::Const(*s)
            }
        })
        .collect();
    let mut strides = vec![Ofr::Const(1); rank];
    let aff = &ctx.affine;
    let mut expr = aff.constant(1);
    let mut nsym = 0usize;
    for i in (0..rank.saturating_sub(1)).rev() {
        expr = aff.mul(expr, aff.symbol(nsym as u32));
        nsym += 1;
        strides[i] = folded_apply_expr(rw, loc, expr, &sizes[i + 1..i + 1 + nsym]);
    }
    let base_res = rw.ir.result(op, 0);
    let base_ty = rw.ir.value_type(base_res);
    let mut res = Vec::with_capacity(2 + 2 * rank);
    if !rw.ir.has_uses(base_res) {
        res.push(unused(rw, op, 0));
    } else if ty == base_ty {
        res.push(src);
    } else {
        let st = reinterpret_cast_state(ctx, loc, base_ty, src, Ofr::Const(0), &[], &[]);
        let rc = rw.create(st);
        res.push(rw.ir.result(rc, 0));
    }
    res.push(constant_index(rw, loc, 0));
    for o in sizes.iter().chain(strides.iter()) {
        res.push(value_of(rw, loc, *o));
    }
    rw.replace_op(op, &res);
    true
}

/// `ExtractStridedMetadataOpGetGlobalFolder`.
fn extract_of_get_global(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    if def_named(ctx, rw.ir, src, "memref.get_global").is_none() {
        return false;
    }
    let ty = rw.ir.value_type(src);
    if !layout::has_identity_layout(ctx, ty) {
        return rw.notify_match_failure("get-global operation result should have been normalized");
    }
    let loc = loc_of(rw.ir, op);
    let sizes = shape(ctx, ty).unwrap_or_default();
    if sizes.contains(&DYNAMIC) {
        return false;
    }
    let mut strides = vec![1i64; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(sizes[i + 1]);
    }
    let base_res = rw.ir.result(op, 0);
    let base_ty = rw.ir.value_type(base_res);
    let mut res = Vec::new();
    if ty == base_ty {
        res.push(src);
    } else {
        let st = reinterpret_cast_state(ctx, loc, base_ty, src, Ofr::Const(0), &[], &[]);
        let rc = rw.create(st);
        res.push(rw.ir.result(rc, 0));
    }
    res.push(constant_index(rw, loc, 0));
    for v in sizes.iter().chain(strides.iter()) {
        res.push(constant_index(rw, loc, *v));
    }
    rw.replace_op(op, &res);
    true
}

/// `ExtractStridedMetadataOpAssumeAlignmentFolder`.
fn extract_of_assume_alignment(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let src = rw.ir.operand(op, 0);
    let Some(a) = def_named(rw.ctx, rw.ir, src, "memref.assume_alignment") else {
        return false;
    };
    let inner = rw.ir.operand(a, 0);
    let loc = loc_of(rw.ir, op);
    let ex = extract_strided_metadata(rw, loc, inner);
    let res: Vec<Value> = rw.ir.results(ex).collect();
    rw.replace_op(op, &res);
    true
}

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: looks through a
/// subview or reinterpret_cast.
fn aligned_pointer_of_view(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(v) = rw.ir.defining_op(src).filter(|d| {
        matches!(
            name(ctx, rw.ir, *d),
            "memref.subview" | "memref.reinterpret_cast"
        )
    }) else {
        return rw.notify_match_failure("not a ViewLike source");
    };
    let inner = rw.ir.operand(v, 0);
    rw.modify_in_place(op, |ir| ir.set_operand(op, 0, inner));
    true
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`.
fn extract_of_reinterpret_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(rc) = def_named(ctx, rw.ir, src, "memref.reinterpret_cast") else {
        return false;
    };
    let inner = rw.ir.operand(rc, 0);
    if layout::ranked(ctx, rw.ir.value_type(inner)).is_none() {
        return rw.notify_match_failure("reinterpret_cast source's type is incompatible");
    }
    let loc = loc_of(rw.ir, op);
    let [offsets, sizes, strides] = mixed_lists(ctx, rw.ir, rc);
    let ex = extract_strided_metadata(rw, loc, inner);
    let mut res = vec![rw.ir.result(ex, 0)];
    let off = offsets.first().copied().unwrap_or(Ofr::Const(0));
    res.push(value_of(rw, loc, off));
    for o in sizes.iter().chain(strides.iter()) {
        res.push(value_of(rw, loc, *o));
    }
    rw.replace_op(op, &res);
    true
}

/// `ExtractStridedMetadataOpMemorySpaceCastFolder`.
fn extract_of_memory_space_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(c) = def_named(ctx, rw.ir, src, "memref.memory_space_cast") else {
        return false;
    };
    let inner = rw.ir.operand(c, 0);
    if layout::ranked(ctx, rw.ir.value_type(inner)).is_none() {
        return false;
    }
    let loc = loc_of(rw.ir, op);
    let ex = extract_strided_metadata(rw, loc, inner);
    let mut res: Vec<Value> = rw.ir.results(ex).collect();
    let old_base = rw.ir.result(op, 0);
    if rw.ir.has_uses(old_base) {
        let base_ty = rw.ir.value_type(old_base);
        let st = OperationState::new(ctx, "memref.memory_space_cast", loc)
            .operands(&[res[0]])
            .results(&[base_ty]);
        let cast = rw.create(st);
        res[0] = rw.ir.result(cast, 0);
    } else {
        res[0] = unused(rw, op, 0);
    }
    rw.replace_op(op, &res);
    true
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`.
fn extract_of_extract(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let src = rw.ir.operand(op, 0);
    let Some(inner) = def_named(rw.ctx, rw.ir, src, "memref.extract_strided_metadata") else {
        return false;
    };
    let base = rw.ir.result(inner, 0);
    let loc = loc_of(rw.ir, op);
    let zero = constant_index(rw, loc, 0);
    rw.replace_op(op, &[base, zero]);
    true
}

/// MLIR's `populateExpandStridedMetadataPatterns`, in its order.
pub fn populate_patterns(set: &mut PatternSet) {
    const EX: &str = "memref.extract_strided_metadata";
    set.add_fn("memref.subview", "SubviewFolder", subview_folder);
    set.add_fn(
        "memref.expand_shape",
        "ReshapeFolder<ExpandShapeOp>",
        reshape_folder,
    );
    set.add_fn(
        "memref.collapse_shape",
        "ReshapeFolder<CollapseShapeOp>",
        reshape_folder,
    );
    set.add_fn(EX, "ExtractStridedMetadataOpAllocFolder", extract_of_alloc);
    set.add_fn(EX, "ExtractStridedMetadataOpViewFolder", extract_of_view);
    set.add_fn(
        EX,
        "ExtractStridedMetadataOpGetGlobalFolder",
        extract_of_get_global,
    );
    set.add_fn(
        "memref.extract_aligned_pointer_as_index",
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        aligned_pointer_of_view,
    );
    set.add_fn(
        EX,
        "ExtractStridedMetadataOpReinterpretCastFolder",
        extract_of_reinterpret_cast,
    );
    set.add_fn(
        EX,
        "ExtractStridedMetadataOpMemorySpaceCastFolder",
        extract_of_memory_space_cast,
    );
    set.add_fn(
        EX,
        "ExtractStridedMetadataOpAssumeAlignmentFolder",
        extract_of_assume_alignment,
    );
    set.add_fn(
        EX,
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        extract_of_extract,
    );
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    super::helpers::apply_greedily(cx, ir, op, populate_patterns);
    Ok(())
}
