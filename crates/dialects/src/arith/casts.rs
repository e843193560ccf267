//! Cast ops of `arith`: extensions, truncations, int/float conversions,
//! index casts and bitcasts, with MLIR's cast-compatibility rules.

use super::attrs::{FASTMATH_ATTR, ROUNDING_MODE_ATTR};
use super::canon;
use super::fold;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{Context, Type};
use rmlir_ods::constraints::*;
use rmlir_ods::{
    default_attr, operand, opt_attr, OpSpec, TraitCheck, TypeConstraint, TypeRelation,
};

const TRAITS: Traits = Traits::PURE
    .union(Traits::ELEMENTWISE)
    .union(Traits::ZERO_REGIONS);
const CHECKS: &[TraitCheck] = &[
    TraitCheck::SameOperandsAndResultShape,
    TraitCheck::Elementwise,
];
const FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

fn elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Float(f) => Some(f.bit_width()),
        _ => None,
    }
}

type Compat = fn(&Context, Type, Type) -> bool;

/// Whether two types differ at most in their element type: same kind of
/// container, same shape, same encoding (a cast maps elements only).
fn same_container(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                ..
            },
        ) => s1 == s2 && c1 == c2,
        (
            TypeKind::RankedTensor {
                shape: s1,
                encoding: e1,
                ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                ..
            },
        ) => s1 == s2 && e1 == e2,
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        (
            TypeKind::MemRef {
                shape: s1,
                layout: l1,
                memory_space: m1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                layout: l2,
                memory_space: m2,
                ..
            },
        ) => s1 == s2 && l1 == l2 && m1 == m2,
        (
            TypeKind::UnrankedMemRef {
                memory_space: m1, ..
            },
            TypeKind::UnrankedMemRef {
                memory_space: m2, ..
            },
        ) => m1 == m2,
        (x, y) => {
            x.shape().is_none()
                && y.shape().is_none()
                && !matches!(
                    x,
                    TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
                )
                && !matches!(
                    y,
                    TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
                )
        }
    }
}

/// ODS's `SameInputOutputTensorDims`: ranked tensors keep their exact shape.
/// MLIR asks an unranked tensor for its shape too, which a release build
/// answers with whatever follows the type's storage: only the very same
/// type compares equal, so mlir-opt rejects casts between distinct
/// unranked tensors, and so does this.
fn same_tensor_dims(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let (a, b) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.result(op, 0)),
    );
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::RankedTensor { shape: s1, .. }, TypeKind::RankedTensor { shape: s2, .. }) => {
            s1 == s2
        }
        (TypeKind::UnrankedTensor { .. }, _) | (_, TypeKind::UnrankedTensor { .. }) => a == b,
        _ => true,
    }
}

const TENSOR_DIMS: &[TypeRelation] = &[TypeRelation::Pred {
    summary: "input and output have the same tensor dimensions",
    f: same_tensor_dims,
}];

/// The verifier of every cast: MLIR's `verifyCastInterfaceOp` message.
fn cast_verifier(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    compat: Compat,
) -> Result<(), rmlir_core::diag::Diagnostic> {
    let (a, b) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.result(op, 0)),
    );
    if same_container(ctx, a, b) && compat(ctx, elem(ctx, a), elem(ctx, b)) {
        return Ok(());
    }
    Err(rmlir_core::verify::op_error(
        ctx,
        ir,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ctx.print_type(a),
            ctx.print_type(b)
        ),
    ))
}

macro_rules! cast {
    ($id:ident, $name:literal, $in:expr, $out:expr, $compat:expr, $fold:expr) => {
        cast!($id, $name, $in, $out, $compat, &[], FORMAT, $fold, None);
    };
    ($id:ident, $name:literal, $in:expr, $out:expr, $compat:expr, $fold:expr, $canon:expr) => {
        cast!(
            $id,
            $name,
            $in,
            $out,
            $compat,
            &[],
            FORMAT,
            $fold,
            Some($canon)
        );
    };
    ($id:ident, $name:literal, $in:expr, $out:expr, $compat:expr, $attrs:expr, $format:expr, $fold:expr, $canon:expr) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("in", $in)],
            results: &[operand("out", $out)],
            attrs: $attrs,
            traits: TRAITS,
            checks: CHECKS,
            type_relations: TENSOR_DIMS,
            format: Some($format),
            verify: Some(|ctx, ir, op| cast_verifier(ctx, ir, op, $compat)),
            fold: Some($fold),
            canonicalize: $canon,
            ..OpSpec::DEFAULT
        };
    };
}

const FIXED_INT: &TypeConstraint = &SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;

static INDEX_CAST_TYPES: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like or memref of signless-integer",
    check: |c, t| match c.type_kind(t) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            is_signless_int_or_index(c, *element)
        }
        _ => (SIGNLESS_INTEGER_LIKE.check)(c, t),
    },
    buildable: None,
    class: None,
};

static BITCAST_TYPES: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |c, t| match c.type_kind(t) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            is_signless_int(c, *element) || is_float(c, *element)
        }
        _ => (SIGNLESS_FIXED_WIDTH_INTEGER_LIKE.check)(c, t) || (FLOAT_LIKE.check)(c, t),
    },
    buildable: None,
    class: None,
};

fn wider_int(c: &Context, a: Type, b: Type) -> bool {
    matches!((int_width(c, a), int_width(c, b)), (Some(x), Some(y)) if y > x)
}
fn narrower_int(c: &Context, a: Type, b: Type) -> bool {
    matches!((int_width(c, a), int_width(c, b)), (Some(x), Some(y)) if y < x)
}
fn wider_float(c: &Context, a: Type, b: Type) -> bool {
    matches!((float_width(c, a), float_width(c, b)), (Some(x), Some(y)) if y > x)
}
fn narrower_float(c: &Context, a: Type, b: Type) -> bool {
    matches!((float_width(c, a), float_width(c, b)), (Some(x), Some(y)) if y < x)
}
fn int_to_float(c: &Context, a: Type, b: Type) -> bool {
    int_width(c, a).is_some() && float_width(c, b).is_some()
}
fn float_to_int(c: &Context, a: Type, b: Type) -> bool {
    float_width(c, a).is_some() && int_width(c, b).is_some()
}
fn index_cast(c: &Context, a: Type, b: Type) -> bool {
    let is_idx = |t: Type| matches!(c.type_kind(t), TypeKind::Index);
    let is_int = |t: Type| {
        matches!(
            c.type_kind(t),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    };
    (is_idx(a) && is_int(b)) || (is_int(a) && is_idx(b))
}
fn bitcast(c: &Context, a: Type, b: Type) -> bool {
    let w = |t: Type| match c.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(f) => Some(f.bit_width()),
        TypeKind::Index => None,
        _ => None,
    };
    matches!((w(a), w(b)), (Some(x), Some(y)) if x == y)
}

cast!(
    EXTSI,
    "arith.extsi",
    FIXED_INT,
    FIXED_INT,
    wider_int,
    fold::fold_extsi,
    canon::extsi_patterns
);
cast!(
    EXTUI,
    "arith.extui",
    FIXED_INT,
    FIXED_INT,
    wider_int,
    fold::fold_extui
);
cast!(
    TRUNCI,
    "arith.trunci",
    FIXED_INT,
    FIXED_INT,
    narrower_int,
    &[default_attr(
        "overflowFlags",
        &super::attrs::OVERFLOW_ATTR,
        "#arith.overflow<none>"
    )],
    "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
    fold::fold_trunci,
    Some(canon::trunci_patterns)
);
cast!(
    EXTF,
    "arith.extf",
    &FLOAT_LIKE,
    &FLOAT_LIKE,
    wider_float,
    &[opt_attr("fastmath", &FASTMATH_ATTR)],
    "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    fold::fold_extf,
    None
);
cast!(
    TRUNCF,
    "arith.truncf",
    &FLOAT_LIKE,
    &FLOAT_LIKE,
    narrower_float,
    &[
        opt_attr("roundingmode", &ROUNDING_MODE_ATTR),
        opt_attr("fastmath", &FASTMATH_ATTR)
    ],
    "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
    fold::fold_truncf,
    Some(canon::truncf_patterns)
);
cast!(
    SITOFP,
    "arith.sitofp",
    FIXED_INT,
    &FLOAT_LIKE,
    int_to_float,
    fold::fold_sitofp
);
cast!(
    UITOFP,
    "arith.uitofp",
    FIXED_INT,
    &FLOAT_LIKE,
    int_to_float,
    fold::fold_uitofp
);
cast!(
    FPTOSI,
    "arith.fptosi",
    &FLOAT_LIKE,
    FIXED_INT,
    float_to_int,
    fold::fold_fptosi
);
cast!(
    FPTOUI,
    "arith.fptoui",
    &FLOAT_LIKE,
    FIXED_INT,
    float_to_int,
    fold::fold_fptoui
);
cast!(
    INDEX_CAST,
    "arith.index_cast",
    &INDEX_CAST_TYPES,
    &INDEX_CAST_TYPES,
    index_cast,
    fold::fold_index_cast,
    canon::index_cast_patterns
);
cast!(
    INDEX_CASTUI,
    "arith.index_castui",
    &INDEX_CAST_TYPES,
    &INDEX_CAST_TYPES,
    index_cast,
    fold::fold_index_castui,
    canon::index_castui_patterns
);
cast!(
    BITCAST,
    "arith.bitcast",
    &BITCAST_TYPES,
    &BITCAST_TYPES,
    bitcast,
    fold::fold_bitcast,
    canon::bitcast_patterns
);

/// The verifier of the scaling casts: MLIR's `verifyCastInterfaceOp` on
/// the input (`areCastCompatible` looks at it alone), naming both operand
/// types as MLIR's message does.
fn scaling_cast_verifier(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    compat: Compat,
) -> Result<(), rmlir_core::diag::Diagnostic> {
    let (a, s, b) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.operand(op, 1)),
        ir.value_type(ir.result(op, 0)),
    );
    if same_container(ctx, a, b) && compat(ctx, elem(ctx, a), elem(ctx, b)) {
        return Ok(());
    }
    Err(rmlir_core::verify::op_error(
        ctx,
        ir,
        op,
        format!(
            "operand types '{}', '{}' and result type '{}' are cast incompatible",
            ctx.print_type(a),
            ctx.print_type(s),
            ctx.print_type(b)
        ),
    ))
}

/// `arith.scaling_extf`: upcast with a scale (OCP MXFP).
pub static SCALING_EXTF: OpSpec = OpSpec {
    name: "arith.scaling_extf",
    operands: &[operand("in", &FLOAT_LIKE), operand("scale", &FLOAT_LIKE)],
    results: &[operand("out", &FLOAT_LIKE)],
    attrs: &[opt_attr("fastmath", &FASTMATH_ATTR)],
    traits: Traits::PURE.union(Traits::ZERO_REGIONS),
    type_relations: TENSOR_DIMS,
    format: Some(
        "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    ),
    verify: Some(|ctx, ir, op| scaling_cast_verifier(ctx, ir, op, wider_float)),
    ..OpSpec::DEFAULT
};

/// `arith.scaling_truncf`: downcast with a scale (OCP MXFP).
pub static SCALING_TRUNCF: OpSpec = OpSpec {
    name: "arith.scaling_truncf",
    operands: &[operand("in", &FLOAT_LIKE), operand("scale", &FLOAT_LIKE)],
    results: &[operand("out", &FLOAT_LIKE)],
    attrs: &[
        opt_attr("roundingmode", &ROUNDING_MODE_ATTR),
        opt_attr("fastmath", &FASTMATH_ATTR),
    ],
    traits: Traits::PURE.union(Traits::ZERO_REGIONS),
    type_relations: TENSOR_DIMS,
    format: Some(
        "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
    ),
    verify: Some(|ctx, ir, op| scaling_cast_verifier(ctx, ir, op, narrower_float)),
    ..OpSpec::DEFAULT
};

pub static ALL: &[&OpSpec] = &[
    &EXTSI,
    &EXTUI,
    &TRUNCI,
    &EXTF,
    &TRUNCF,
    &SITOFP,
    &UITOFP,
    &FPTOSI,
    &FPTOUI,
    &INDEX_CAST,
    &INDEX_CASTUI,
    &BITCAST,
    &SCALING_EXTF,
    &SCALING_TRUNCF,
];
