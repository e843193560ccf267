//! The ops of `math`: element-wise functions on floats and integers, with
//! arith's fast-math flags on the float ones.

use super::fold;
use crate::arith::attrs::FASTMATH_ATTR;
use crate::arith::ops::i1_same_shape;
use rmlir_core::dialect::Traits;
use rmlir_ods::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use rmlir_ods::{default_attr, operand, AttrSpec, OpSpec, TraitCheck, TypeRelation};

const PURE: Traits = Traits::PURE
    .union(Traits::ELEMENTWISE)
    .union(Traits::ZERO_REGIONS);
const SAME: &[TraitCheck] = &[
    TraitCheck::SameOperandsAndResultType,
    TraitCheck::Elementwise,
];

const FM: &[AttrSpec] = &[default_attr(
    "fastmath",
    &FASTMATH_ATTR,
    "#arith.fastmath<none>",
)];

/// A unary op on floats with fast-math flags.
macro_rules! funary {
    ($id:ident, $name:literal, $fold:expr) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("operand", &FLOAT_LIKE)],
            results: &[operand("result", &FLOAT_LIKE)],
            attrs: FM,
            traits: PURE,
            checks: SAME,
            format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
            fold: $fold,
            ..OpSpec::DEFAULT
        };
    };
}

/// A binary op on floats with fast-math flags.
macro_rules! fbinary {
    ($id:ident, $name:literal, $fold:expr) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", &FLOAT_LIKE), operand("rhs", &FLOAT_LIKE)],
            results: &[operand("result", &FLOAT_LIKE)],
            attrs: FM,
            traits: PURE,
            checks: SAME,
            format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
            fold: $fold,
            ..OpSpec::DEFAULT
        };
    };
}

/// A unary op on signless integers.
macro_rules! iunary {
    ($id:ident, $name:literal, $fold:expr) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("operand", &SIGNLESS_INTEGER_LIKE)],
            results: &[operand("result", &SIGNLESS_INTEGER_LIKE)],
            traits: PURE,
            checks: SAME,
            format: Some("$operand attr-dict `:` type($result)"),
            fold: $fold,
            ..OpSpec::DEFAULT
        };
    };
}

/// A float classification op (`i1` results shaped like the operand).
macro_rules! classify {
    ($id:ident, $name:literal, $class:ident) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("operand", &FLOAT_LIKE)],
            results: &[operand("result", &BOOL_LIKE)],
            attrs: FM,
            traits: PURE,
            checks: &[TraitCheck::Elementwise],
            type_relations: &[TypeRelation::Derived {
                from: "operand",
                to: "result",
                f: i1_same_shape,
                summary: "result type has i1 element type and same shape as operands",
            }],
            format: Some("$operand attr-dict `:` type($operand)"),
            fold: Some(|ctx, ir, op, ops| {
                fold::classification(ctx, ir, op, ops, fold::Class::$class)
            }),
            ..OpSpec::DEFAULT
        };
    };
}

funary!(ABSF, "math.absf", Some(fold::absf));
funary!(ACOS, "math.acos", Some(fold::acos));
funary!(ACOSH, "math.acosh", Some(fold::acosh));
funary!(ASIN, "math.asin", Some(fold::asin));
funary!(ASINH, "math.asinh", Some(fold::asinh));
funary!(ATAN, "math.atan", Some(fold::atan));
funary!(ATANH, "math.atanh", Some(fold::atanh));
funary!(CBRT, "math.cbrt", None);
funary!(CEIL, "math.ceil", Some(fold::ceil));
funary!(COS, "math.cos", Some(fold::cos));
funary!(COSH, "math.cosh", Some(fold::cosh));
funary!(ERF, "math.erf", Some(fold::erf));
funary!(ERFC, "math.erfc", Some(fold::erfc));
funary!(EXP, "math.exp", Some(fold::exp));
funary!(EXP2, "math.exp2", Some(fold::exp2));
funary!(EXPM1, "math.expm1", Some(fold::expm1));
funary!(FLOOR, "math.floor", Some(fold::floor));
funary!(LOG, "math.log", Some(fold::log));
funary!(LOG10, "math.log10", Some(fold::log10));
funary!(LOG1P, "math.log1p", Some(fold::log1p));
funary!(LOG2, "math.log2", Some(fold::log2));
funary!(ROUND, "math.round", Some(fold::round));
funary!(ROUNDEVEN, "math.roundeven", Some(fold::roundeven));
funary!(RSQRT, "math.rsqrt", None);
funary!(SIN, "math.sin", Some(fold::sin));
funary!(SINH, "math.sinh", Some(fold::sinh));
funary!(SQRT, "math.sqrt", Some(fold::sqrt));
funary!(TAN, "math.tan", Some(fold::tan));
funary!(TANH, "math.tanh", Some(fold::tanh));
funary!(TRUNC, "math.trunc", Some(fold::trunc));

fbinary!(ATAN2, "math.atan2", Some(fold::atan2));
fbinary!(COPYSIGN, "math.copysign", Some(fold::copysign));
fbinary!(POWF, "math.powf", Some(fold::powf));

iunary!(ABSI, "math.absi", Some(fold::absi));
iunary!(CTLZ, "math.ctlz", Some(fold::ctlz));
iunary!(CTTZ, "math.cttz", Some(fold::cttz));
iunary!(CTPOP, "math.ctpop", Some(fold::ctpop));

classify!(ISFINITE, "math.isfinite", Finite);
classify!(ISINF, "math.isinf", Inf);
classify!(ISNAN, "math.isnan", NaN);
classify!(ISNORMAL, "math.isnormal", Normal);

/// `math.ipowi`.
pub static IPOWI: OpSpec = OpSpec {
    name: "math.ipowi",
    operands: &[
        operand("lhs", &SIGNLESS_INTEGER_LIKE),
        operand("rhs", &SIGNLESS_INTEGER_LIKE),
    ],
    results: &[operand("result", &SIGNLESS_INTEGER_LIKE)],
    traits: PURE,
    checks: SAME,
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    fold: Some(fold::ipowi),
    ..OpSpec::DEFAULT
};

/// `math.fpowi`: a float raised to an integer power.
pub static FPOWI: OpSpec = OpSpec {
    name: "math.fpowi",
    operands: &[
        operand("lhs", &FLOAT_LIKE),
        operand("rhs", &SIGNLESS_INTEGER_LIKE),
    ],
    results: &[operand("result", &FLOAT_LIKE)],
    attrs: FM,
    traits: PURE,
    checks: &[
        TraitCheck::SameOperandsAndResultShape,
        TraitCheck::Elementwise,
    ],
    type_relations: &[TypeRelation::AllMatch(&["lhs", "result"])],
    format: Some(
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
    ),
    ..OpSpec::DEFAULT
};

/// `math.fma`.
pub static FMA: OpSpec = OpSpec {
    name: "math.fma",
    operands: &[
        operand("a", &FLOAT_LIKE),
        operand("b", &FLOAT_LIKE),
        operand("c", &FLOAT_LIKE),
    ],
    results: &[operand("result", &FLOAT_LIKE)],
    attrs: FM,
    traits: PURE,
    checks: SAME,
    format: Some("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    ..OpSpec::DEFAULT
};

/// `math.clampf`.
pub static CLAMPF: OpSpec = OpSpec {
    name: "math.clampf",
    operands: &[
        operand("operand", &FLOAT_LIKE),
        operand("min", &FLOAT_LIKE),
        operand("max", &FLOAT_LIKE),
    ],
    results: &[operand("result", &FLOAT_LIKE)],
    attrs: FM,
    traits: PURE,
    checks: SAME,
    format: Some(
        "$operand `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    ),
    ..OpSpec::DEFAULT
};

/// `math.sincos`: the sine and cosine of one value.
pub static SINCOS: OpSpec = OpSpec {
    name: "math.sincos",
    operands: &[operand("operand", &FLOAT_LIKE)],
    results: &[operand("sin", &FLOAT_LIKE), operand("cos", &FLOAT_LIKE)],
    attrs: FM,
    traits: PURE,
    checks: &[TraitCheck::Elementwise],
    type_relations: &[TypeRelation::AllMatch(&["operand", "sin", "cos"])],
    format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
    result_names: Some(|_, ir, op, set| {
        set(ir.result(op, 0), "sin");
        set(ir.result(op, 1), "cos");
    }),
    ..OpSpec::DEFAULT
};

/// Every op of the dialect.
pub static ALL: &[&OpSpec] = &[
    &ABSF, &ABSI, &ACOS, &ACOSH, &ASIN, &ASINH, &ATAN, &ATAN2, &ATANH, &CBRT, &CEIL, &CLAMPF,
    &COPYSIGN, &COS, &COSH, &CTLZ, &CTPOP, &CTTZ, &ERF, &ERFC, &EXP, &EXP2, &EXPM1, &FLOOR, &FMA,
    &FPOWI, &IPOWI, &ISFINITE, &ISINF, &ISNAN, &ISNORMAL, &LOG, &LOG10, &LOG1P, &LOG2, &POWF,
    &ROUND, &ROUNDEVEN, &RSQRT, &SIN, &SINCOS, &SINH, &SQRT, &TAN, &TANH, &TRUNC,
];
