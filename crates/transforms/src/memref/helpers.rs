//! What the memref passes share: mixed (static or dynamic) index lists,
//! builders of the ops they create and MLIR's
//! `makeComposedFoldedAffineApply` over such mixed values.

use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
pub(crate) use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_dialects::affine::{compose_folded_apply, FoldedApply};
use rmlir_dialects::memref::layout;

/// An index that is either known (an index attribute in MLIR) or a value
/// (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ofr {
    Const(i64),
    Val(Value),
}

/// The name of `op`.
pub(crate) fn name<'a>(ctx: &'a Context, ir: &Ir, op: OpId) -> &'a str {
    ctx.op_name_str(ir.op_name(op))
}

/// The op defining `v` when it is named `n`.
pub(crate) fn def_named(ctx: &Context, ir: &Ir, v: Value, n: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|d| name(ctx, ir, *d) == n)
}

/// MLIR's `getAsOpFoldResult` of a value: its constant when it has one.
pub(crate) fn as_ofr(ctx: &Context, ir: &Ir, v: Value) -> Ofr {
    match const_int(ctx, ir, v) {
        Some(c) => Ofr::Const(c),
        None => Ofr::Val(v),
    }
}

/// The mixed list of the static array property `static_name` of `op`,
/// whose dynamic entries are the operands of segment `group`.
pub(crate) fn mixed(ctx: &Context, ir: &Ir, op: OpId, static_name: &str, group: usize) -> Vec<Ofr> {
    let statics = rmlir_dialects::memref::i64_array_values(ctx, ir.attr(ctx, op, static_name));
    let segs = crate::operand_segments(ctx, ir, op).unwrap_or_default();
    let mut next: usize = segs.iter().take(group).sum();
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                let v = ir.operand(op, next);
                next += 1;
                Ofr::Val(v)
            } else {
                Ofr::Const(*s)
            }
        })
        .collect()
}

/// Offsets, sizes and strides of a subview or reinterpret_cast.
pub(crate) fn mixed_lists(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Ofr>; 3] {
    [
        mixed(ctx, ir, op, "static_offsets", 1),
        mixed(ctx, ir, op, "static_sizes", 2),
        mixed(ctx, ir, op, "static_strides", 3),
    ]
}

/// The reassociation groups of an expand_shape or collapse_shape.
pub(crate) fn reassociation(ctx: &Context, ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    rmlir_dialects::memref::reassociation(ctx, ir.attr(ctx, op, "reassociation"))
}

/// Shape of a ranked memref type.
pub(crate) fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    layout::ranked(ctx, t).map(|p| p.shape)
}

/// Strides and offset of a strided memref type.
pub(crate) fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    layout::strides_and_offset(ctx, t)
}

/// The dims a subview drops (MLIR's `getDroppedDims`).
pub(crate) fn subview_dropped_dims(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<bool>> {
    let src = ir.value_type(ir.operand(op, 0));
    let res = ir.value_type(ir.result(op, 0));
    let sizes: Vec<Option<i64>> = mixed(ctx, ir, op, "static_sizes", 2)
        .iter()
        .map(|m| match m {
            Ofr::Const(v) => Some(*v),
            Ofr::Val(_) => None,
        })
        .collect();
    layout::memref_rank_reduction_mask(ctx, src, res, &sizes)
}

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

/// The state of `arith.constant v : index`.
pub(crate) fn constant_index_state(ctx: &Context, loc: Attribute, v: i64) -> OperationState {
    OperationState::constant(
        ctx,
        "arith.constant",
        ctx.index_attr(v),
        ctx.index_type(),
        loc,
    )
}

/// `arith.constant v : index` at the insertion point.
pub(crate) fn constant_index(rw: &mut Rewriter<'_>, loc: Attribute, v: i64) -> Value {
    let op = rw.create(constant_index_state(rw.ctx, loc, v));
    rw.ir.result(op, 0)
}

/// MLIR's `getValueOrCreateConstantIndexOp`.
pub(crate) fn value_of(rw: &mut Rewriter<'_>, loc: Attribute, o: Ofr) -> Value {
    match o {
        Ofr::Val(v) => v,
        Ofr::Const(c) => constant_index(rw, loc, c),
    }
}

/// `memref.extract_strided_metadata %src` at the insertion point (its
/// result types inferred from the ranked source type).
pub(crate) fn extract_strided_metadata(rw: &mut Rewriter<'_>, loc: Attribute, src: Value) -> OpId {
    let ctx = rw.ctx;
    let p = layout::ranked(ctx, rw.ir.value_type(src)).expect("ranked memref source");
    let base = layout::make_memref(ctx, &[], p.element, None, p.memory_space);
    let mut types = vec![base];
    types.resize(2 + 2 * p.shape.len(), ctx.index_type());
    let st = OperationState::new(ctx, "memref.extract_strided_metadata", loc)
        .operands(&[src])
        .results(&types);
    rw.create(st)
}

/// The state of `memref.reinterpret_cast %src to offset: [offset], sizes:
/// [sizes], strides: [strides] : ... to ty`.
pub(crate) fn reinterpret_cast_state(
    ctx: &Context,
    loc: Attribute,
    ty: Type,
    src: Value,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
) -> OperationState {
    let offsets = [offset];
    view_state(
        ctx,
        "memref.reinterpret_cast",
        loc,
        ty,
        src,
        [&offsets, sizes, strides],
    )
}

/// The state of a view op with mixed offsets, sizes and strides
/// (`memref.reinterpret_cast`, `memref.subview`).
pub(crate) fn view_state(
    ctx: &Context,
    op_name: &str,
    loc: Attribute,
    ty: Type,
    src: Value,
    lists: [&[Ofr]; 3],
) -> OperationState {
    let mut st = OperationState::new(ctx, op_name, loc);
    st.operands.push(src);
    let mut counts = [1i32, 0, 0, 0];
    let mut statics: [Vec<i64>; 3] = Default::default();
    for (k, l) in lists.iter().enumerate() {
        for o in l.iter() {
            match o {
                Ofr::Const(c) => statics[k].push(*c),
                Ofr::Val(v) => {
                    statics[k].push(DYNAMIC);
                    st.operands.push(*v);
                    counts[k + 1] += 1;
                }
            }
        }
    }
    st.result_types.push(ty);
    let arr = rmlir_core::Context::i64_array_attr;
    st.properties = Some(props(
        ctx,
        vec![
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &counts),
            ),
            ("static_offsets", arr(ctx, &statics[0])),
            ("static_sizes", arr(ctx, &statics[1])),
            ("static_strides", arr(ctx, &statics[2])),
        ],
    ));
    st
}

/// The state of `affine.apply map(ops)`.
pub(crate) fn apply_state(
    ctx: &Context,
    loc: Attribute,
    map: AffineMap,
    ops: &[Value],
) -> OperationState {
    let mut st = OperationState::new(ctx, "affine.apply", loc);
    st.operands.extend(ops.iter().copied());
    st.result_types.push(ctx.index_type());
    st.properties = Some(props(
        ctx,
        vec![("map", ctx.attr(AttrKind::AffineMap(map)))],
    ));
    st
}

/// MLIR's `foldAttributesIntoMap`: the known entries of `operands` become
/// constants of `map`; the values left are pushed on `values`.
pub(crate) fn fold_attributes_into_map(
    ctx: &Context,
    map: AffineMap,
    operands: &[Ofr],
    values: &mut Vec<Value>,
) -> AffineMap {
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    let ns = aff.map_num_symbols(map) as usize;
    let (mut dims, mut syms) = (Vec::with_capacity(nd), Vec::with_capacity(ns));
    let (mut d, mut s) = (0u32, 0u32);
    for (i, o) in operands.iter().enumerate().take(nd + ns) {
        let e = match o {
            Ofr::Const(c) => aff.constant(*c),
            Ofr::Val(v) => {
                values.push(*v);
                if i < nd {
                    d += 1;
                    aff.dim(d - 1)
                } else {
                    s += 1;
                    aff.symbol(s - 1)
                }
            }
        };
        if i < nd {
            dims.push(e);
        } else {
            syms.push(e);
        }
    }
    aff.replace_map_dims_and_symbols(map, &dims, &syms, d, s)
}

/// MLIR's `makeComposedFoldedAffineApply` of the one-result `map` to
/// `operands`: a known value, one of the values, or the result of a new
/// `affine.apply` (created at the insertion point and reported).
pub(crate) fn folded_apply(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    map: AffineMap,
    operands: &[Ofr],
) -> Ofr {
    let ctx = rw.ctx;
    let mut values = Vec::new();
    let map = fold_attributes_into_map(ctx, map, operands, &mut values);
    match compose_folded_apply(ctx, rw.ir, map, &values) {
        FoldedApply::Const(c) => Ofr::Const(c),
        FoldedApply::Value(v) => as_ofr(ctx, rw.ir, v),
        FoldedApply::Apply(m, ops) => {
            let op = rw.create(apply_state(ctx, loc, m, &ops));
            Ofr::Val(rw.ir.result(op, 0))
        }
    }
}

/// One more than the largest symbol position of `e` (0 without symbols).
fn num_symbols(ctx: &Context, e: AffineExpr) -> u32 {
    use rmlir_affine::AffineExprKind as K;
    let k = ctx.affine.kind(e);
    match k {
        K::Symbol(p) => p + 1,
        K::Dim(_) | K::Constant(_) => 0,
        _ => {
            let (l, r) = k.operands().expect("binary expression");
            num_symbols(ctx, l).max(num_symbols(ctx, r))
        }
    }
}

/// [`folded_apply`] of the symbol-only map of `e` (MLIR's
/// `makeComposedFoldedAffineApply` of an expression, whose map is
/// inferred from it).
pub(crate) fn folded_apply_expr(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    e: AffineExpr,
    operands: &[Ofr],
) -> Ofr {
    let ns = num_symbols(rw.ctx, e);
    let map = rw.ctx.affine.map(0, ns, &[e]);
    folded_apply(rw, loc, map, &operands[..(ns as usize).min(operands.len())])
}

/// Applies the patterns `populate` adds to the regions of `op` with the
/// greedy driver's default configuration (MLIR's `applyPatternsGreedily`
/// on the pass's op).
pub(crate) fn apply_greedily(
    cx: &rmlir_pass::PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
    populate: fn(&mut PatternSet),
) {
    let mut set = PatternSet::new();
    populate(&mut set);
    let patterns = set.freeze(cx.ctx);
    for r in ir.regions(op).to_vec() {
        apply_patterns_greedily(cx.ctx, ir, r, &patterns, &GreedyConfig::default());
    }
}
