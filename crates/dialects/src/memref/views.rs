//! View-like and metadata ops: `cast`, `memory_space_cast`,
//! `reinterpret_cast`, `subview`, `view`, `reshape`, `expand_shape`,
//! `collapse_shape`, `transpose`, `extract_strided_metadata`,
//! `extract_aligned_pointer_as_index`, `rank`, `dim`, `assume_alignment`
//! and `distinct_objects`.

use super::constraints::*;
use super::index_list::{in_bounds_error, verify_lists, Lists, DYNAMIC_INDEX_LIST};
use super::layout::{self, has_identity_layout, ranked, SliceCheck};
use super::{operand_type, q, result_type};
use crate::util::{add_prop, prop};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::types::{TypeKind, DYNAMIC};
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Context, NamedAttr, Type};
use rmlir_ods::constraints::{DENSE_I64_ARRAY_ATTR, INDEX};
use rmlir_ods::{attr, operand, variadic, OpSpec, TraitCheck};

type VResult = Result<(), Diagnostic>;

pub static ALL: &[&OpSpec] = &[
    &CAST,
    &MEMORY_SPACE_CAST,
    &REINTERPRET_CAST,
    &SUBVIEW,
    &VIEW,
    &RESHAPE,
    &EXPAND_SHAPE,
    &COLLAPSE_SHAPE,
    &TRANSPOSE,
    &EXTRACT_STRIDED_METADATA,
    &EXTRACT_ALIGNED_POINTER,
    &RANK,
    &DIM,
    &ASSUME_ALIGNMENT,
    &DISTINCT_OBJECTS,
];

const PURE: Traits = Traits::PURE.union(Traits::ZERO_REGIONS);

fn dyn_or(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

// ---- cast / memory_space_cast ----

/// `CastOp::areCastCompatible`.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(at), Some(bt)) => {
            if at.element != bt.element {
                return false;
            }
            if at.layout != bt.layout {
                let (Some((sa, oa)), Some((sb, ob))) = (
                    layout::strides_and_offset(ctx, a),
                    layout::strides_and_offset(ctx, b),
                ) else {
                    return false;
                };
                if sa.len() != sb.len() {
                    return false;
                }
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !ok(oa, ob) || sa.iter().zip(&sb).any(|(x, y)| !ok(*x, *y)) {
                    return false;
                }
            }
            if at.memory_space != bt.memory_space || at.shape.len() != bt.shape.len() {
                return false;
            }
            at.shape
                .iter()
                .zip(&bt.shape)
                .all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        _ => {
            let (Some((ea, ma)), Some((eb, mb))) =
                (layout::base_memref(ctx, a), layout::base_memref(ctx, b))
            else {
                return false;
            };
            let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
            if unranked(a) && unranked(b) {
                return false;
            }
            ea == eb && ma == mb
        }
    }
}

fn cast_error(ctx: &Context, ir: &Ir, op: OpId) -> Diagnostic {
    op_error(
        ctx,
        ir,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            q(ctx, operand_type(ir, op, 0)),
            q(ctx, result_type(ir, op, 0))
        ),
    )
}

fn same_shape(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    rmlir_ods::verify_shapes_match(ctx, operand_type(ir, op, 0), result_type(ir, op, 0))
}

pub static CAST: OpSpec = OpSpec {
    name: "memref.cast",
    fold: Some(super::fold::fold_cast),
    summary: "memref cast operation",
    operands: &[operand("source", &ANY_RANKED_OR_UNRANKED)],
    results: &[operand("dest", &ANY_RANKED_OR_UNRANKED)],
    traits: PURE,
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    verify: Some(|ctx, ir, op| {
        if !cast_compatible(ctx, operand_type(ir, op, 0), result_type(ir, op, 0)) {
            return Err(cast_error(ctx, ir, op));
        }
        if !same_shape(ctx, ir, op) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "requires the same shape for all operands and results",
            ));
        }
        Ok(())
    }),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "cast")),
    ..OpSpec::DEFAULT
};

fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef {
                shape: sa,
                element: ea,
                layout: la,
                ..
            },
            TypeKind::MemRef {
                shape: sb,
                element: eb,
                layout: lb,
                ..
            },
        ) => ea == eb && la == lb && sa == sb,
        (
            TypeKind::UnrankedMemRef { element: ea, .. },
            TypeKind::UnrankedMemRef { element: eb, .. },
        ) => ea == eb,
        _ => false,
    }
}

pub static MEMORY_SPACE_CAST: OpSpec = OpSpec {
    name: "memref.memory_space_cast",
    fold: Some(super::fold::fold_memory_space_cast),
    summary: "memref memory space cast operation",
    operands: &[operand("source", &ANY_RANKED_OR_UNRANKED)],
    results: &[operand("dest", &ANY_RANKED_OR_UNRANKED)],
    traits: PURE,
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    verify: Some(|ctx, ir, op| {
        let (a, b) = (operand_type(ir, op, 0), result_type(ir, op, 0));
        if !memory_space_cast_compatible(ctx, a, b) {
            return Err(cast_error(ctx, ir, op));
        }
        let elem = |t: Type| ctx.type_kind(t).element_type();
        if elem(a) != elem(b) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "requires the same element type for all operands and results",
            ));
        }
        if !same_shape(ctx, ir, op) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "requires the same shape for all operands and results",
            ));
        }
        Ok(())
    }),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "memspacecast")),
    ..OpSpec::DEFAULT
};

// ---- reinterpret_cast ----

const LIST_DIRECTIVES: &[rmlir_ods::CustomDirective] = &[DYNAMIC_INDEX_LIST];

/// The static halves of the offset, size and stride lists of
/// `reinterpret_cast` and `subview` (MLIR's `OffsetSizeAndStrideOpInterface`).
const STATIC_LISTS: &[rmlir_ods::AttrSpec] = &[
    attr("static_offsets", &DENSE_I64_ARRAY_ATTR),
    attr("static_sizes", &DENSE_I64_ARRAY_ATTR),
    attr("static_strides", &DENSE_I64_ARRAY_ATTR),
];

pub static REINTERPRET_CAST: OpSpec = OpSpec {
    name: "memref.reinterpret_cast",
    fold: Some(super::fold::fold_reinterpret_cast),
    canonicalize: Some(super::canon::reinterpret_cast_patterns),
    summary: "memref reinterpret cast operation",
    operands: &[
        operand("source", &ANY_RANKED_OR_UNRANKED),
        variadic("offsets", &VARIADIC_INDEX),
        variadic("sizes", &VARIADIC_INDEX),
        variadic("strides", &VARIADIC_INDEX),
    ],
    attrs: STATIC_LISTS,
    results: &[operand("result", &STRIDED_MEMREF)],
    traits: PURE,
    checks: &[TraitCheck::OperandSegments],
    format: Some(
        "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    custom_directives: LIST_DIRECTIVES,
    verify: Some(verify_reinterpret_cast),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "reinterpret_cast")),
    ..OpSpec::DEFAULT
};

fn verify_reinterpret_cast(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let Some(r) = ranked(ctx, res) else {
        return Ok(());
    };
    let lists = Lists::of(ctx, ir, op);
    let rank = r.shape.len();
    verify_lists(ctx, ir, op, &lists, [1, rank, rank])?;
    let err = |m: String| Err(plain_error(ctx, ir, op, m));
    let Some((src_elem, src_ms)) = layout::base_memref(ctx, src) else {
        return Ok(());
    };
    if src_ms != r.memory_space {
        return err(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        ));
    }
    if src_elem != r.element {
        return err(format!(
            "different element types specified for source type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        ));
    }
    if let Some(m) = static_dim_mismatch("size", &r.shape, &lists.sizes) {
        return err(m);
    }
    let Some((strides, offset)) = layout::strides_and_offset(ctx, res) else {
        return err(format!(
            "expected result type to have strided layout but found {}",
            q(ctx, res)
        ));
    };
    let want = lists.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != want {
        return err(format!(
            "expected result type with offset = {} instead of {offset}",
            dyn_or(want)
        ));
    }
    match static_dim_mismatch("stride", &strides, &lists.strides) {
        Some(m) => err(m),
        None => Ok(()),
    }
}

/// The first dim where a static value of the result type disagrees with the
/// op's list (a dynamic result value matches anything).
fn static_dim_mismatch(what: &str, got: &[i64], want: &[i64]) -> Option<String> {
    let (idx, (&got, &want)) = got
        .iter()
        .zip(want)
        .enumerate()
        .find(|(_, (&got, &want))| got != DYNAMIC && got != want)?;
    Some(format!(
        "expected result type with {what} = {} instead of {got} in dim = {idx}",
        dyn_or(want)
    ))
}

// ---- subview ----

pub static SUBVIEW: OpSpec = OpSpec {
    name: "memref.subview",
    fold: Some(super::view_canon::fold_subview),
    canonicalize: Some(super::view_canon::subview_patterns),
    summary: "memref subview operation",
    operands: &[
        operand("source", &ANY_MEMREF),
        variadic("offsets", &VARIADIC_INDEX),
        variadic("sizes", &VARIADIC_INDEX),
        variadic("strides", &VARIADIC_INDEX),
    ],
    attrs: STATIC_LISTS,
    results: &[operand("result", &ANY_MEMREF)],
    traits: PURE,
    checks: &[TraitCheck::OperandSegments],
    format: Some(
        "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    custom_directives: LIST_DIRECTIVES,
    verify: Some(verify_subview),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "subview")),
    ..OpSpec::DEFAULT
};

/// A subview's verification depends on its source and result types, its
/// properties (the static lists and the operand segment sizes) and its
/// number of operands alone.
type SubviewKey = (u64, Type, Type, Option<rmlir_core::Attribute>, usize);

thread_local! {
    /// Subviews found valid, per context: checking one means computing its
    /// expected result type and strides, and programs repeat the same few
    /// subview shapes many times.
    static VALID_SUBVIEWS: std::cell::RefCell<rustc_hash::FxHashSet<SubviewKey>> =
        Default::default();
}

fn verify_subview(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let key = (
        ctx.uid(),
        operand_type(ir, op, 0),
        result_type(ir, op, 0),
        ir.op(op).properties,
        ir.num_operands(op),
    );
    if VALID_SUBVIEWS.with(|v| v.borrow().contains(&key)) {
        return Ok(());
    }
    verify_subview_uncached(ctx, ir, op)?;
    VALID_SUBVIEWS.with(|v| v.borrow_mut().insert(key));
    Ok(())
}

fn verify_subview_uncached(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let base = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let (Some(b), Some(r)) = (ranked(ctx, base), ranked(ctx, res)) else {
        return Ok(());
    };
    let lists = Lists::of(ctx, ir, op);
    let rank = b.shape.len();
    verify_lists(ctx, ir, op, &lists, [rank; 3])?;
    let err = |m: String| Err(plain_error(ctx, ir, op, m));
    if b.memory_space != r.memory_space {
        return err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            q(ctx, base),
            q(ctx, res)
        ));
    }
    if !layout::is_strided(ctx, base) {
        return err(format!("base type {} is not strided", q(ctx, base)));
    }
    let Some(expected) =
        layout::subview_result_type(ctx, base, &lists.offsets, &lists.sizes, &lists.strides)
    else {
        return Ok(());
    };
    // Printed only for a diagnostic: verifying valid ops must not pay for it.
    let eq = || q(ctx, expected);
    let rq = || q(ctx, res);
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
            eq(),
            rq()
        ))
    };
    match layout::is_rank_reduced_type(ctx, expected, res) {
        SliceCheck::Success => {}
        SliceCheck::RankTooLarge => {
            return err(format!(
                "expected result rank to be smaller or equal to the source rank, but got {}",
                rq()
            ))
        }
        SliceCheck::SizeMismatch => {
            return err(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                eq(),
                rq()
            ))
        }
        SliceCheck::ElemTypeMismatch => {
            return err(format!(
                "expected result element type to be {}, but got {}",
                q(ctx, b.element),
                rq()
            ))
        }
    }
    let e = ranked(ctx, expected).expect("ranked");
    if e.memory_space != r.memory_space {
        return err(format!(
            "expected result and source memory spaces to match, but got {}",
            rq()
        ));
    }
    let (Some((e_strides, e_off)), Some((r_strides, r_off))) = (
        layout::strides_and_offset(ctx, expected),
        layout::strides_and_offset(ctx, res),
    ) else {
        return layout_mismatch();
    };
    if e_off != r_off {
        return layout_mismatch();
    }
    let sizes: Vec<Option<i64>> = lists
        .sizes
        .iter()
        .map(|s| (*s != DYNAMIC).then_some(*s))
        .collect();
    let Some(dropped) = layout::memref_rank_reduction_mask(ctx, expected, res, &sizes) else {
        return layout_mismatch();
    };
    let kept: Vec<i64> = e_strides
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(s, _)| *s)
        .collect();
    if kept != r_strides {
        return layout_mismatch();
    }
    if let Some(m) = in_bounds_error(&b.shape, &lists) {
        return err(m);
    }
    Ok(())
}

// ---- view ----

pub static VIEW: OpSpec = OpSpec {
    name: "memref.view",
    fold: Some(super::view_canon::fold_view),
    canonicalize: Some(super::view_canon::view_patterns),
    summary: "memref view operation",
    operands: &[
        operand("source", &MEMREF_1D_I8),
        operand("byte_shift", &INDEX),
        variadic("sizes", &VARIADIC_INDEX),
    ],
    results: &[operand("result", &ANY_MEMREF)],
    traits: PURE,
    format: Some(
        "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
    ),
    verify: Some(verify_view),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "view")),
    ..OpSpec::DEFAULT
};

fn verify_view(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let base = operand_type(ir, op, 0);
    let view = result_type(ir, op, 0);
    let err = |m: String| Err(plain_error(ctx, ir, op, m));
    if !has_identity_layout(ctx, base) {
        return err(format!(
            "unsupported map for base memref type {}",
            q(ctx, base)
        ));
    }
    if !has_identity_layout(ctx, view) {
        return err(format!(
            "unsupported map for result memref type {}",
            q(ctx, view)
        ));
    }
    let (Some(b), Some(v)) = (ranked(ctx, base), ranked(ctx, view)) else {
        return Ok(());
    };
    if b.memory_space != v.memory_space {
        return err(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            q(ctx, base),
            q(ctx, view)
        ));
    }
    let dynamic = v.shape.iter().filter(|d| **d == DYNAMIC).count();
    let n = ir.num_operands(op) - 2;
    if n != dynamic {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {dynamic}"),
        ));
    }
    Ok(())
}

// ---- reshape ----

pub static RESHAPE: OpSpec = OpSpec {
    name: "memref.reshape",
    summary: "memref reshape operation",
    operands: &[
        operand("source", &ANY_RANKED_OR_UNRANKED),
        operand("shape", &MEMREF_1D_INT_OR_INDEX),
    ],
    results: &[operand("result", &ANY_RANKED_OR_UNRANKED)],
    traits: PURE,
    format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify_reshape),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "reshape")),
    ..OpSpec::DEFAULT
};

fn verify_reshape(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let err = |m: &str| Err(op_error(ctx, ir, op, m));
    let elem = |t: Type| ctx.type_kind(t).element_type();
    if elem(src) != elem(res) {
        return err("element types of source and destination memref types should be the same");
    }
    if ranked(ctx, src).is_some() && !has_identity_layout(ctx, src) {
        return err("source memref type should have identity affine map");
    }
    let shape_len = ranked(ctx, operand_type(ir, op, 1))
        .and_then(|p| p.shape.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(r) = ranked(ctx, res) {
        if !has_identity_layout(ctx, res) {
            return err("result memref type should have identity affine map");
        }
        if shape_len == DYNAMIC {
            return err("cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
        }
        if shape_len != r.shape.len() as i64 {
            return err("length of shape operand differs from the result's memref rank");
        }
    }
    Ok(())
}

// ---- expand_shape / collapse_shape ----

pub static EXPAND_SHAPE: OpSpec = OpSpec {
    name: "memref.expand_shape",
    fold: Some(super::view_canon::fold_expand_shape),
    canonicalize: Some(super::view_canon::expand_shape_patterns),
    summary: "operation to produce a memref with a higher rank.",
    operands: &[
        operand("src", &STRIDED_MEMREF),
        variadic("output_shape", &VARIADIC_INDEX),
    ],
    attrs: &[
        attr("reassociation", &INDEX_LIST_ARRAY),
        attr("static_output_shape", &DENSE_I64_ARRAY_ATTR),
    ],
    results: &[operand("result", &STRIDED_MEMREF)],
    traits: PURE,
    format: Some(
        "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
    ),
    custom_directives: LIST_DIRECTIVES,
    verify: Some(verify_expand_shape),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "expand_shape")),
    ..OpSpec::DEFAULT
};

pub static COLLAPSE_SHAPE: OpSpec = OpSpec {
    name: "memref.collapse_shape",
    fold: Some(super::view_canon::fold_collapse_shape),
    canonicalize: Some(super::view_canon::collapse_shape_patterns),
    summary: "operation to produce a memref with a smaller rank.",
    operands: &[operand("src", &STRIDED_MEMREF)],
    attrs: &[attr("reassociation", &INDEX_LIST_ARRAY)],
    results: &[operand("result", &STRIDED_MEMREF)],
    traits: PURE,
    format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
    verify: Some(verify_collapse_shape),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "collapse_shape")),
    ..OpSpec::DEFAULT
};

/// MLIR's `verifyCollapsedShape` (multiple dynamic dims per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    reassociation: &[Vec<i64>],
) -> VResult {
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    if collapsed.len() != reassociation.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            reassociation.len(),
            collapsed.len()
        ));
    }
    let mut next: i64 = 0;
    for (cdim, group) in reassociation.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return err("reassociation indices must be contiguous".into());
            }
            next += 1;
            if e < 0 || e as usize >= expanded.len() {
                return err(format!("reassociation index {e} is out of bounds"));
            }
            if expanded[e as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return err(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size: i64 = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

fn verify_expand_shape(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let (Some(s), Some(r)) = (ranked(ctx, src), ranked(ctx, res)) else {
        return Ok(());
    };
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 > r1 {
        return err(format!(
            "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        ));
    }
    let reassoc = reassociation(ctx, prop(ctx, ir, op, "reassociation"));
    verify_collapsed_shape(ctx, ir, op, &s.shape, &r.shape, &reassoc)?;
    let Some(expected) = layout::expanded_type(ctx, src, &r.shape, &reassoc) else {
        return err("invalid source layout map".into());
    };
    if expected != res {
        return err(format!(
            "expected expanded type to be {} but found {}",
            q(ctx, expected),
            q(ctx, res)
        ));
    }
    let statics = i64_array_values(ctx, prop(ctx, ir, op, "static_output_shape"));
    if statics.len() != r1 {
        return err(format!(
            "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            statics.len()
        ));
    }
    let dynamic = statics.iter().filter(|d| **d == DYNAMIC).count();
    let n = ir.num_operands(op) - 1;
    if n != dynamic {
        return err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {n} values"
        ));
    }
    for (pos, &d) in r.shape.iter().enumerate() {
        if d != DYNAMIC && d != statics[pos] {
            return err(format!("invalid output shape provided at pos {pos}"));
        }
    }
    Ok(())
}

fn verify_collapse_shape(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let (Some(s), Some(r)) = (ranked(ctx, src), ranked(ctx, res)) else {
        return Ok(());
    };
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 < r1 {
        return err(format!(
            "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        ));
    }
    let reassoc = reassociation(ctx, prop(ctx, ir, op, "reassociation"));
    verify_collapsed_shape(ctx, ir, op, &r.shape, &s.shape, &reassoc)?;
    let expected = if has_identity_layout(ctx, src) {
        layout::make_memref(ctx, &r.shape, s.element, None, s.memory_space)
    } else {
        let Some(l) = layout::collapsed_layout(ctx, src, &reassoc, false) else {
            return err("invalid source layout map or collapsing non-contiguous dims".into());
        };
        layout::make_memref(ctx, &r.shape, s.element, Some(l), s.memory_space)
    };
    if expected != res {
        return err(format!(
            "expected collapsed type to be {} but found {}",
            q(ctx, expected),
            q(ctx, res)
        ));
    }
    Ok(())
}

// ---- transpose ----

pub static TRANSPOSE: OpSpec = OpSpec {
    name: "memref.transpose",
    fold: Some(super::view_canon::fold_transpose),
    summary: "`transpose` produces a new strided memref (metadata-only)",
    operands: &[operand("in", &STRIDED_MEMREF)],
    attrs: &[attr("permutation", &AFFINE_MAP_ATTR)],
    results: &[operand("result", &STRIDED_MEMREF)],
    traits: PURE,
    parse: Some(parse_transpose),
    print: Some(print_transpose),
    verify: Some(verify_transpose),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "transpose")),
    ..OpSpec::DEFAULT
};

/// A bare affine map such as `(d0, d1) -> (d1, d0)` (MLIR's
/// `parseAffineMap`).
fn parse_bare_affine_map(p: &mut Parser<'_>) -> PResult<rmlir_core::Attribute> {
    if !p.is(Tok::LParen) {
        return p.wrong_token_error("expected '(' in dimensional identifier list");
    }
    p.parse_affine_structure(Some(true))
}

fn parse_transpose(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let input = p.parse_operand(true)?;
    let perm = parse_bare_affine_map(p)?;
    p.parse_optional_attr_dict(st)?;
    let src = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(input, src)?);
    p.expect_keyword("to", "expected 'to'")?;
    let dst = p.parse_type()?;
    st.result_types.push(dst);
    add_prop(ctx, st, "permutation", perm);
    crate::util::move_to_props(ctx, st, &["permutation"]);
    Ok(())
}

fn print_transpose(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    p.print_operand(ir.operand(op, 0));
    p.write(" ");
    if let Some(a) = prop(ctx, ir, op, "permutation") {
        if let AttrKind::AffineMap(m) = ctx.attr_kind(a) {
            let s = ctx.affine.map_to_string(*m);
            p.write(&s);
        }
    }
    let d = ir.op(op);
    let mut all: Vec<NamedAttr> = ctx.dict_entries(d.attrs).to_vec();
    if let Some(props) = d.properties {
        all.extend_from_slice(ctx.dict_entries(props));
    }
    let all = ctx.dict_entries(ctx.dict_attr(all)).to_vec();
    p.print_optional_attr_dict(&all, &["permutation"]);
    p.write(" : ");
    p.print_type(operand_type(ir, op, 0));
    p.write(" to ");
    p.print_type(result_type(ir, op, 0));
}

fn verify_transpose(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    let Some(AttrKind::AffineMap(m)) = prop(ctx, ir, op, "permutation").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let m = *m;
    if !ctx.affine.is_permutation(m) {
        return err("expected a permutation map".into());
    }
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let rank = ranked(ctx, src).map_or(0, |p| p.shape.len());
    if ctx.affine.map_num_dims(m) as usize != rank {
        return err("expected a permutation map of same rank as the input".into());
    }
    let Some(t) = layout::transpose_result_type(ctx, src, m) else {
        return Ok(());
    };
    let canonical = layout::canonicalize_strided_layout(ctx, t);
    if layout::canonicalize_strided_layout(ctx, res) != canonical {
        return err(format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            q(ctx, res),
            q(ctx, canonical)
        ));
    }
    Ok(())
}

// ---- metadata ops ----

pub static EXTRACT_STRIDED_METADATA: OpSpec = OpSpec {
    name: "memref.extract_strided_metadata",
    fold: Some(super::fold::fold_extract_strided_metadata),
    summary: "Extracts a buffer base with offset and strides",
    operands: &[operand("source", &STRIDED_MEMREF)],
    results: &[
        operand("base_buffer", &STRIDED_MEMREF_RANK0),
        operand("offset", &INDEX),
        variadic("sizes", &VARIADIC_INDEX),
        variadic("strides", &VARIADIC_INDEX),
    ],
    traits: PURE,
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    verify: Some(verify_extract_strided_metadata),
    result_names: Some(|_, ir, op, set| {
        let n = ir.num_results(op);
        set(ir.result(op, 0), "base_buffer");
        if n > 1 {
            set(ir.result(op, 1), "offset");
        }
        if n > 2 {
            let rank = (n - 2) / 2;
            if rank > 0 {
                set(ir.result(op, 2), "sizes");
                set(ir.result(op, 2 + rank), "strides");
            }
        }
    }),
    ..OpSpec::DEFAULT
};

fn verify_extract_strided_metadata(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(s) = ranked(ctx, operand_type(ir, op, 0)) else {
        return Ok(());
    };
    let index = ctx.index_type();
    let mut inferred = vec![layout::make_memref(
        ctx,
        &[],
        s.element,
        None,
        s.memory_space,
    )];
    inferred.resize(2 + 2 * s.shape.len(), index);
    super::check_inferred(ctx, ir, op, &inferred)
}

pub static EXTRACT_ALIGNED_POINTER: OpSpec = OpSpec {
    name: "memref.extract_aligned_pointer_as_index",
    summary: "Extracts a memref's underlying aligned pointer as an index",
    operands: &[operand("source", &ANY_RANKED_OR_UNRANKED)],
    results: &[operand("aligned_pointer", &INDEX)],
    traits: PURE,
    format: Some("$source `:` type($source) `->` type(results) attr-dict"),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "intptr")),
    ..OpSpec::DEFAULT
};

pub static RANK: OpSpec = OpSpec {
    name: "memref.rank",
    fold: Some(super::fold::fold_rank),
    summary: "rank operation",
    operands: &[operand("memref", &ANY_RANKED_OR_UNRANKED)],
    results: &[operand("result", &INDEX)],
    traits: PURE,
    format: Some("$memref attr-dict `:` type($memref)"),
    ..OpSpec::DEFAULT
};

pub static DIM: OpSpec = OpSpec {
    name: "memref.dim",
    fold: Some(super::fold::fold_dim),
    canonicalize: Some(super::canon::dim_patterns),
    summary: "dimension index operation",
    operands: &[
        operand("source", &NON0_RANKED_OR_UNRANKED),
        operand("index", &INDEX),
    ],
    results: &[operand("result", &INDEX)],
    traits: Traits::ZERO_REGIONS.union(Traits::NO_MEMORY_EFFECT),
    format: Some("attr-dict $source `,` $index `:` type($source)"),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "dim")),
    speculatability: Some(dim_speculatability),
    ..OpSpec::DEFAULT
};

/// `memref.dim` may run speculatively when its index is a constant within
/// the rank of a ranked source (MLIR's `DimOp::getSpeculatability`).
fn dim_speculatability(
    ctx: &rmlir_core::Context,
    ir: &rmlir_core::ir::Ir,
    op: rmlir_core::ir::OpId,
) -> rmlir_core::dialect::Speculatability {
    use rmlir_core::dialect::Speculatability;
    let (Some(src), Some(idx)) = (ir.operands(op).next(), ir.operands(op).nth(1)) else {
        return Speculatability::NotSpeculatable;
    };
    let index = rmlir_core::rewrite::folder::value_constant(ctx, ir, idx).and_then(|a| {
        match ctx.attr_kind(a) {
            rmlir_core::AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
            _ => None,
        }
    });
    let rank = match ctx.type_kind(ir.value_type(src)) {
        rmlir_core::types::TypeKind::MemRef { shape, .. } => Some(shape.len() as i64),
        _ => None,
    };
    match (index, rank) {
        (Some(i), Some(r)) if i < r => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

pub static ASSUME_ALIGNMENT: OpSpec = OpSpec {
    name: "memref.assume_alignment",
    fold: Some(super::fold::fold_assume_alignment),
    summary: "assumption that gives alignment information to the input memref",
    operands: &[operand("memref", &ANY_MEMREF)],
    attrs: &[attr("alignment", &POSITIVE_I32)],
    results: &[operand("result", &ANY_MEMREF)],
    traits: PURE,
    checks: &[TraitCheck::SameOperandsAndResultType],
    format: Some("$memref `,` $alignment attr-dict `:` type($memref)"),
    verify: Some(|ctx, ir, op| {
        super::check_inferred(ctx, ir, op, &[operand_type(ir, op, 0)])?;
        let a = prop(ctx, ir, op, "alignment").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.sext_low_i64() as u32),
            _ => None,
        });
        if a.is_some_and(|v| !v.is_power_of_two()) {
            return Err(op_error(ctx, ir, op, "alignment must be power of 2"));
        }
        Ok(())
    }),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "assume_align")),
    ..OpSpec::DEFAULT
};

pub static DISTINCT_OBJECTS: OpSpec = OpSpec {
    name: "memref.distinct_objects",
    summary: "assumption that acesses to specific memrefs will never alias",
    operands: &[variadic("operands", &VARIADIC_ANY_MEMREF)],
    results: &[variadic("results", &VARIADIC_ANY_MEMREF)],
    traits: PURE,
    format: Some("$operands attr-dict `:` type($operands)"),
    infer: Some(|_, ins, _| Ok(ins.to_vec())),
    verify: Some(|ctx, ir, op| {
        let ins: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
        let outs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        if ins != outs {
            return Err(op_error(
                ctx,
                ir,
                op,
                "operand types and result types must match",
            ));
        }
        if ins.is_empty() {
            return Err(op_error(ctx, ir, op, "expected at least one operand"));
        }
        Ok(())
    }),
    ..OpSpec::DEFAULT
};
