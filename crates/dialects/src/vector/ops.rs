//! The `vector` ops rmlir has: `vector.extract`, `vector.insert`,
//! `vector.extract_strided_slice`, `vector.insert_strided_slice` and
//! `vector.shape_cast`, with MLIR 22's constraints, assembly formats,
//! verifiers and (for `vector.extract`) result-type inference.

use super::{int_array, vector_parts, VectorParts};
use crate::memref::constraints::i64_array_values;
use crate::memref::index_list::DYNAMIC_INDEX_LIST;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::{TypeKind, DYNAMIC};
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{Context, NamedAttr, Type};
use rmlir_ods::constraints::{
    ANY_TYPE, ANY_VECTOR_OF_ANY_RANK, ANY_VECTOR_OF_NON_ZERO_RANK, DENSE_I64_ARRAY_ATTR,
    I64_ARRAY_ATTR, INDEX,
};
use rmlir_ods::{attr, operand, variadic, OpSpec, TypeRelation};

type VResult = Result<(), rmlir_core::diag::Diagnostic>;

/// Every op of the dialect.
pub static ALL: &[&OpSpec] = &[
    &EXTRACT,
    &INSERT,
    &EXTRACT_STRIDED_SLICE,
    &INSERT_STRIDED_SLICE,
    &SHAPE_CAST,
];

const PURE: Traits = Traits::PURE.union(Traits::ZERO_REGIONS);
const INDEX_LIST: &[rmlir_ods::CustomDirective] = &[DYNAMIC_INDEX_LIST];

/// MLIR's `kPoisonIndex`: a position that yields poison.
pub const POISON_INDEX: i64 = -1;

/// The element type of a vector, or the type itself.
fn element_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => *element,
        _ => t,
    }
}

/// `TCresVTEtIsSameAsOpBase<0, i>`: the result's element type (or the
/// result itself) is operand `i`'s element type.
fn result_elem_matches_operand(ctx: &Context, ir: &Ir, op: OpId, i: usize) -> bool {
    let (Some(v), Some(r)) = (ir.operands(op).nth(i), ir.results(op).next()) else {
        return true;
    };
    element_or_self(ctx, ir.value_type(r)) == element_or_self(ctx, ir.value_type(v))
}

fn named<'a>(ctx: &Context, attrs: &'a [NamedAttr], name: &str) -> Option<&'a NamedAttr> {
    attrs
        .iter()
        .find(|a| ctx.str_value(a.name) == name.as_bytes())
}

/// The type `vector.extract` yields from `source` at `npos` positions
/// (MLIR's `ExtractOp::inferReturnTypes`): the element type when every
/// dimension is indexed, else the vector of the remaining dimensions.
pub fn extract_result_type(ctx: &Context, source: Type, npos: usize) -> Option<Type> {
    let v = vector_parts(ctx, source)?;
    if npos == v.shape.len() {
        return Some(v.element);
    }
    let n = npos.min(v.shape.len());
    Some(ctx.ty(TypeKind::Vector {
        shape: v.shape[n..].into(),
        scalable: v.scalable[n..].into(),
        element: v.element,
    }))
}

// ---- extract ----

/// `vector.extract`: an element or sub-vector at a mixed static/dynamic
/// position.
pub static EXTRACT: OpSpec = OpSpec {
    name: "vector.extract",
    summary: "extract operation",
    operands: &[
        operand("source", &ANY_VECTOR_OF_ANY_RANK),
        variadic("dynamic_position", &INDEX),
    ],
    results: &[operand("result", &ANY_TYPE)],
    attrs: &[attr("static_position", &DENSE_I64_ARRAY_ATTR)],
    traits: PURE,
    type_relations: &[TypeRelation::Pred {
        summary: "operand and result have same element type",
        f: |c, ir, op| result_elem_matches_operand(c, ir, op, 0),
    }],
    format: Some(
        "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)",
    ),
    custom_directives: INDEX_LIST,
    infer: Some(|ctx, types, attrs| {
        let npos = named(ctx, attrs, "static_position")
            .map(|a| i64_array_values(ctx, Some(a.value)).len())
            .unwrap_or(0);
        types
            .first()
            .and_then(|&t| extract_result_type(ctx, t, npos))
            .map(|t| vec![t])
            .ok_or_else(|| "vector.extract needs a vector source".to_string())
    }),
    verify: Some(verify_extract),
    ..OpSpec::DEFAULT
};

/// MLIR's `ExtractOp::isCompatibleReturnTypes`: equal, or a one-element
/// vector where its element is expected.
fn extract_compatible(ctx: &Context, inferred: Type, actual: Type) -> bool {
    let one_of =
        |a: Type, b: Type| vector_parts(ctx, a).is_some_and(|v| v.shape == [1] && v.element == b);
    inferred == actual || one_of(inferred, actual) || one_of(actual, inferred)
}

/// The static position of an op.
fn static_position(ctx: &Context, ir: &Ir, op: OpId) -> Vec<i64> {
    i64_array_values(ctx, crate::util::prop(ctx, ir, op, "static_position"))
}

/// The static position of an extract, checked to have a dynamic operand
/// for each dynamic entry.
fn positions(ctx: &Context, ir: &Ir, op: OpId) -> Result<Vec<i64>, String> {
    let pos = static_position(ctx, ir, op);
    let markers = pos.iter().filter(|&&p| p == DYNAMIC).count();
    if markers != ir.num_operands(op).saturating_sub(1) {
        return Err("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite".into());
    }
    Ok(pos)
}

/// The index of the first static position that is neither in `[0, dim)`
/// nor poison.
fn bad_position(pos: &[i64], shape: &[i64]) -> Option<usize> {
    pos.iter()
        .zip(shape)
        .position(|(&p, &d)| p != DYNAMIC && p != POISON_INDEX && !(0..d).contains(&p))
}

fn verify_extract(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let source = ir.value_type(ir.operand(op, 0));
    let result = ir.value_type(ir.result(op, 0));
    let Some(src) = vector_parts(ctx, source) else {
        return Ok(());
    };
    if vector_parts(ctx, result).is_some_and(|v| v.shape.is_empty()) {
        return Err(plain_error(
            ctx,
            ir,
            op,
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let pos = positions(ctx, ir, op).map_err(|m| op_error(ctx, ir, op, m))?;
    if pos.len() > src.shape.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    if let Some(i) = bad_position(&pos, &src.shape) {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            ),
        ));
    }
    // The inferred type is checked after the op's own verifier.
    match extract_result_type(ctx, source, pos.len()) {
        Some(inferred) if !extract_compatible(ctx, inferred, result) => {
            crate::memref::check_inferred(ctx, ir, op, &[inferred])
        }
        _ => Ok(()),
    }
}

// ---- insert ----

/// `vector.insert`: a scalar or sub-vector stored into a vector at a mixed
/// static/dynamic position.
pub static INSERT: OpSpec = OpSpec {
    name: "vector.insert",
    summary: "insert operation",
    operands: &[
        operand("valueToStore", &ANY_TYPE),
        operand("dest", &ANY_VECTOR_OF_ANY_RANK),
        variadic("dynamic_position", &INDEX),
    ],
    results: &[operand("result", &ANY_VECTOR_OF_ANY_RANK)],
    attrs: &[attr("static_position", &DENSE_I64_ARRAY_ATTR)],
    traits: PURE,
    type_relations: &[
        TypeRelation::Pred {
            summary: "source operand and result have same element type",
            f: |c, ir, op| result_elem_matches_operand(c, ir, op, 0),
        },
        TypeRelation::AllMatch(&["dest", "result"]),
    ],
    format: Some(
        "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
    ),
    custom_directives: INDEX_LIST,
    verify: Some(verify_insert),
    ..OpSpec::DEFAULT
};

fn verify_insert(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let stored = vector_parts(ctx, ir.value_type(ir.operand(op, 0)));
    let Some(dest) = vector_parts(ctx, ir.value_type(ir.operand(op, 1))) else {
        return Ok(());
    };
    if stored.as_ref().is_some_and(|v| v.shape.is_empty()) {
        return Err(plain_error(
            ctx,
            ir,
            op,
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let err = |m: &str| Err(op_error(ctx, ir, op, m));
    let pos = static_position(ctx, ir, op);
    let rank = dest.shape.len();
    if pos.len() > rank {
        return err("expected position attribute of rank no greater than dest vector rank");
    }
    match &stored {
        Some(v) if v.shape.len() + pos.len() != rank => {
            return err("expected position attribute rank + source rank to match dest vector rank")
        }
        None if pos.len() != rank => {
            return err("expected position attribute rank to match the dest vector rank")
        }
        _ => {}
    }
    if let Some(i) = bad_position(&pos, &dest.shape) {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                i + 1
            ),
        ));
    }
    Ok(())
}

// ---- strided slices ----

/// `vector.extract_strided_slice`: the slice of the leading dimensions at
/// `offsets` of `sizes` (with unit `strides`).
pub static EXTRACT_STRIDED_SLICE: OpSpec = OpSpec {
    name: "vector.extract_strided_slice",
    summary: "extract_strided_slice operation",
    operands: &[operand("source", &ANY_VECTOR_OF_NON_ZERO_RANK)],
    results: &[operand("result", &ANY_VECTOR_OF_NON_ZERO_RANK)],
    attrs: &[
        attr("offsets", &I64_ARRAY_ATTR),
        attr("sizes", &I64_ARRAY_ATTR),
        attr("strides", &I64_ARRAY_ATTR),
    ],
    traits: PURE,
    type_relations: &[TypeRelation::Pred {
        summary: "operand and result have same element type",
        f: |c, ir, op| result_elem_matches_operand(c, ir, op, 0),
    }],
    format: Some("$source attr-dict `:` type($source) `to` type(results)"),
    infer: Some(|ctx, types, attrs| {
        let sizes = named(ctx, attrs, "sizes").map(|a| int_array(ctx, a.value));
        match (types.first(), sizes) {
            (Some(&t), Some(s)) => strided_slice_type(ctx, t, &s)
                .map(|t| vec![t])
                .ok_or_else(|| "vector.extract_strided_slice needs a vector source".into()),
            _ => Err("vector.extract_strided_slice needs a source and sizes".into()),
        }
    }),
    verify: Some(verify_extract_strided_slice),
    ..OpSpec::DEFAULT
};

/// The type of the slice of `source` with `sizes` on its leading dimensions
/// (MLIR's `inferStridedSliceOpResultType`).
pub fn strided_slice_type(ctx: &Context, source: Type, sizes: &[i64]) -> Option<Type> {
    let v = vector_parts(ctx, source)?;
    let mut shape = v.shape.clone();
    for (d, &s) in shape.iter_mut().zip(sizes) {
        *d = s;
    }
    Some(ctx.ty(TypeKind::Vector {
        shape: shape.into(),
        scalable: v.scalable.into(),
        element: v.element,
    }))
}

/// MLIR's `isIntegerArrayAttrConfinedToShape`: entry `i` lies in
/// `[min, shape[i])`, or up to `shape[i]` inclusive when not half-open.
fn confined_to_shape(
    values: &[i64],
    shape: &[i64],
    name: &str,
    half_open: bool,
    min: i64,
) -> Result<(), String> {
    for (i, (&v, &d)) in values.iter().zip(shape).enumerate() {
        let max = if half_open { d } else { d + 1 };
        if v < min || v >= max {
            return Err(format!(
                "expected {name} dimension {i} to be confined to [{min}, {max})"
            ));
        }
    }
    Ok(())
}

/// MLIR's `isIntegerArrayAttrConfinedToRange` for unit strides.
fn unit_strides(values: &[i64], name: &str) -> Result<(), String> {
    if values.iter().any(|&v| v != 1) {
        return Err(format!("expected {name} to be confined to [1, 2)"));
    }
    Ok(())
}

/// MLIR's `isSumOfIntegerArrayAttrConfinedToShape` with a closed upper
/// bound (the message names 1 as the lower one, which is not checked).
fn sum_confined(a: &[i64], b: &[i64], shape: &[i64], names: (&str, &str)) -> Result<(), String> {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        let sum = x.saturating_add(y);
        if sum > d {
            return Err(format!(
                "expected sum({}, {}) dimension {i} to be confined to [1, {})",
                names.0,
                names.1,
                d + 1
            ));
        }
    }
    Ok(())
}

fn verify_extract_strided_slice(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let source = ir.value_type(ir.operand(op, 0));
    let Some(src) = vector_parts(ctx, source) else {
        return Ok(());
    };
    let get = |n: &str| {
        int_array(
            ctx,
            crate::util::prop(ctx, ir, op, n).unwrap_or(ctx.array_attr(&[])),
        )
    };
    let (offsets, sizes, strides) = (get("offsets"), get("sizes"), get("strides"));
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err("expected offsets, sizes and strides attributes of same size".into());
    }
    let shape = &src.shape;
    for (name, v) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if v.len() > shape.len() {
            return err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            ));
        }
    }
    let checks = confined_to_shape(&offsets, shape, "offsets", true, 0)
        .and_then(|()| confined_to_shape(&sizes, shape, "sizes", false, 1))
        .and_then(|()| unit_strides(&strides, "strides"))
        .and_then(|()| sum_confined(&offsets, &sizes, shape, ("offsets", "sizes")));
    if let Err(m) = checks {
        return err(m);
    }
    let expected = strided_slice_type(ctx, source, &sizes);
    let result = ir.value_type(ir.result(op, 0));
    if let Some(t) = expected.filter(|&t| t != result) {
        return err(format!(
            "expected result type to be '{}'",
            ctx.print_type(t)
        ));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if src.scalable[i] && s != shape[i] {
            return err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {})",
                shape[i]
            ));
        }
    }
    Ok(())
}

/// `vector.insert_strided_slice`: a vector stored into the trailing
/// dimensions of another at `offsets` (with unit `strides`).
pub static INSERT_STRIDED_SLICE: OpSpec = OpSpec {
    name: "vector.insert_strided_slice",
    summary: "strided_slice operation",
    operands: &[
        operand("valueToStore", &ANY_VECTOR_OF_NON_ZERO_RANK),
        operand("dest", &ANY_VECTOR_OF_NON_ZERO_RANK),
    ],
    results: &[operand("res", &ANY_VECTOR_OF_NON_ZERO_RANK)],
    attrs: &[
        attr("offsets", &I64_ARRAY_ATTR),
        attr("strides", &I64_ARRAY_ATTR),
    ],
    traits: PURE,
    type_relations: &[
        TypeRelation::Pred {
            summary: "operand #0 and result have same element type",
            f: |c, ir, op| result_elem_matches_operand(c, ir, op, 0),
        },
        TypeRelation::AllMatch(&["dest", "res"]),
    ],
    format: Some("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)"),
    verify: Some(verify_insert_strided_slice),
    ..OpSpec::DEFAULT
};

fn verify_insert_strided_slice(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let (Some(src), Some(dest)) = (
        vector_parts(ctx, ir.value_type(ir.operand(op, 0))),
        vector_parts(ctx, ir.value_type(ir.operand(op, 1))),
    ) else {
        return Ok(());
    };
    let get = |n: &str| {
        int_array(
            ctx,
            crate::util::prop(ctx, ir, op, n).unwrap_or(ctx.array_attr(&[])),
        )
    };
    let (offsets, strides) = (get("offsets"), get("strides"));
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    if offsets.len() != dest.shape.len() {
        return err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != src.shape.len() {
        return err("expected strides of same size as source vector rank".into());
    }
    if src.shape.len() > dest.shape.len() {
        return err("expected source rank to be no greater than destination rank".into());
    }
    let diff = dest.shape.len() - src.shape.len();
    let mut src_as_dest = vec![0; diff];
    src_as_dest.extend_from_slice(&src.shape);
    let checks = confined_to_shape(&offsets, &dest.shape, "offsets", true, 0)
        .and_then(|()| unit_strides(&strides, "strides"))
        .and_then(|()| {
            sum_confined(
                &offsets,
                &src_as_dest,
                &dest.shape,
                ("offsets", "source vector shape"),
            )
        });
    if let Err(m) = checks {
        return err(m);
    }
    for i in 0..src.shape.len() {
        if src.scalable[i] != dest.scalable[i + diff] {
            return err(format!(
                "mismatching scalable flags (at source vector idx={i})"
            ));
        }
        if src.scalable[i] && src.shape[i] != dest.shape[i + diff] {
            return err(format!(
                "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                src.shape[i],
                dest.shape[i + diff]
            ));
        }
    }
    Ok(())
}

// ---- shape_cast ----

/// `vector.shape_cast`: the same elements under another shape.
pub static SHAPE_CAST: OpSpec = OpSpec {
    name: "vector.shape_cast",
    summary: "shape_cast casts between vector shapes",
    operands: &[operand("source", &ANY_VECTOR_OF_ANY_RANK)],
    results: &[operand("result", &ANY_VECTOR_OF_ANY_RANK)],
    traits: PURE,
    format: Some("$source attr-dict `:` type($source) `to` type($result)"),
    verify: Some(verify_shape_cast),
    ..OpSpec::DEFAULT
};

fn verify_shape_cast(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let (Some(src), Some(res)) = (
        vector_parts(ctx, ir.value_type(ir.operand(op, 0))),
        vector_parts(ctx, ir.value_type(ir.result(op, 0))),
    ) else {
        return Ok(());
    };
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    if src.element != res.element {
        return err("has different source and result element types".into());
    }
    let count = |v: &VectorParts| v.shape.iter().product::<i64>();
    let (a, b) = (count(&src), count(&res));
    if a != b {
        return err(format!(
            "has different number of elements at source ({a}) and result ({b})"
        ));
    }
    let scalable = |v: &VectorParts| v.scalable.iter().filter(|&&s| s).count();
    let (a, b) = (scalable(&src), scalable(&res));
    if a != b {
        return err(format!(
            "has different number of scalable dims at source ({a}) and result ({b})"
        ));
    }
    Ok(())
}
