//! The ops of `index`: binary arithmetic, comparison, casts, `sizeof` and
//! the two constants.

use super::attrs::PRED_ATTR;
use super::{canon, fold};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::{AttrKind, Context, Type};
use rmlir_ods::constraints::{is_integer_attr, ANY_INTEGER_OR_INDEX, I1, INDEX};
use rmlir_ods::{attr, operand, AttrConstraint, AttrSyntax, OpSpec};

const PURE: Traits = Traits::PURE.union(Traits::ZERO_REGIONS);
const COMM: Traits = PURE.union(Traits::COMMUTATIVE);

/// A binary op on two `index` values.
macro_rules! binop {
    ($id:ident, $name:literal, $traits:expr, $fold:expr, $canon:expr) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", &INDEX), operand("rhs", &INDEX)],
            results: &[operand("result", &INDEX)],
            traits: $traits,
            format: Some("$lhs `,` $rhs attr-dict"),
            fold: Some($fold),
            canonicalize: $canon,
            ..OpSpec::DEFAULT
        };
    };
}

binop!(ADD, "index.add", COMM, fold::add, Some(canon::add));
binop!(SUB, "index.sub", PURE, fold::sub, None);
binop!(MUL, "index.mul", COMM, fold::mul, Some(canon::mul));
binop!(DIVS, "index.divs", PURE, fold::divs, None);
binop!(DIVU, "index.divu", PURE, fold::divu, None);
binop!(CEILDIVS, "index.ceildivs", PURE, fold::ceildivs, None);
binop!(CEILDIVU, "index.ceildivu", PURE, fold::ceildivu, None);
binop!(FLOORDIVS, "index.floordivs", PURE, fold::floordivs, None);
binop!(REMS, "index.rems", PURE, fold::rems, None);
binop!(REMU, "index.remu", PURE, fold::remu, None);
binop!(MAXS, "index.maxs", COMM, fold::maxs, Some(canon::maxs));
binop!(MAXU, "index.maxu", COMM, fold::maxu, Some(canon::maxu));
binop!(MINS, "index.mins", COMM, fold::mins, Some(canon::mins));
binop!(MINU, "index.minu", COMM, fold::minu, Some(canon::minu));
binop!(SHL, "index.shl", PURE, fold::shl, None);
binop!(SHRS, "index.shrs", PURE, fold::shrs, None);
binop!(SHRU, "index.shru", PURE, fold::shru, None);
binop!(AND, "index.and", COMM, fold::and, Some(canon::and));
binop!(OR, "index.or", COMM, fold::or, Some(canon::or));
binop!(XOR, "index.xor", COMM, fold::xor, Some(canon::xor));

/// MLIR's `CastOpInterface` check for index casts: exactly one side is
/// `index`.
fn verify_cast(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.result(op, 0));
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    if is_index(a) != is_index(b) {
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
    ($id:ident, $name:literal, $fold:expr) => {
        #[doc = concat!("`", $name, "`.")]
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("input", &ANY_INTEGER_OR_INDEX)],
            results: &[operand("output", &ANY_INTEGER_OR_INDEX)],
            traits: PURE,
            format: Some("$input attr-dict `:` type($input) `to` type($output)"),
            verify: Some(verify_cast),
            fold: Some($fold),
            ..OpSpec::DEFAULT
        };
    };
}

cast!(CASTS, "index.casts", fold::casts);
cast!(CASTU, "index.castu", fold::castu);

/// `index.cmp`.
pub static CMP: OpSpec = OpSpec {
    name: "index.cmp",
    operands: &[operand("lhs", &INDEX), operand("rhs", &INDEX)],
    results: &[operand("result", &I1)],
    attrs: &[attr("pred", &PRED_ATTR)],
    traits: PURE,
    format: Some("$pred `(` $lhs `,` $rhs `)` attr-dict"),
    fold: Some(fold::cmp),
    canonicalize: Some(canon::cmp),
    ..OpSpec::DEFAULT
};

/// `index.sizeof`.
pub static SIZEOF: OpSpec = OpSpec {
    name: "index.sizeof",
    results: &[operand("result", &INDEX)],
    traits: PURE,
    format: Some("attr-dict"),
    ..OpSpec::DEFAULT
};

fn is_index_attr(c: &Context, a: rmlir_core::Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Index))
}

fn is_bool_attr(c: &Context, a: rmlir_core::Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.i1_type())
}

static INDEX_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_integer_attr),
    summary: "index attribute",
    check: is_index_attr,
    syntax: AttrSyntax::Typed(|c| c.index_type()),
};

static BOOL_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "bool attribute",
    check: is_bool_attr,
    syntax: AttrSyntax::Typed(|c| c.i1_type()),
};

const CONST: Traits = PURE.union(Traits::CONSTANT_LIKE);

/// `index.constant`, whose result is named `%idx<value>`.
pub static CONSTANT: OpSpec = OpSpec {
    name: "index.constant",
    results: &[operand("result", &INDEX)],
    attrs: &[attr("value", &INDEX_ATTR)],
    traits: CONST,
    format: Some("attr-dict $value"),
    result_names: Some(|ctx, ir, op, set: &mut dyn FnMut(Value, &str)| {
        if let Some(AttrKind::Integer { value, .. }) =
            rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value").map(|v| ctx.attr_kind(v))
        {
            let name = format!("idx{}", value.to_string_radix10(true));
            set(ir.result(op, 0), &name);
        }
    }),
    fold: Some(fold::constant),
    ..OpSpec::DEFAULT
};

/// `index.bool.constant`, whose result is named `%true` or `%false`.
pub static BOOL_CONSTANT: OpSpec = OpSpec {
    name: "index.bool.constant",
    results: &[operand("result", &I1)],
    attrs: &[attr("value", &BOOL_ATTR)],
    traits: CONST,
    format: Some("attr-dict $value"),
    result_names: Some(|ctx, ir, op, set: &mut dyn FnMut(Value, &str)| {
        if let Some(AttrKind::Integer { value, .. }) =
            rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value").map(|v| ctx.attr_kind(v))
        {
            set(
                ir.result(op, 0),
                if value.is_zero() { "false" } else { "true" },
            );
        }
    }),
    fold: Some(fold::constant),
    ..OpSpec::DEFAULT
};

/// Every op of the dialect.
pub static ALL: &[&OpSpec] = &[
    &ADD,
    &SUB,
    &MUL,
    &DIVS,
    &DIVU,
    &CEILDIVS,
    &CEILDIVU,
    &FLOORDIVS,
    &REMS,
    &REMU,
    &MAXS,
    &MAXU,
    &MINS,
    &MINU,
    &SHL,
    &SHRS,
    &SHRU,
    &AND,
    &OR,
    &XOR,
    &CASTS,
    &CASTU,
    &CMP,
    &SIZEOF,
    &CONSTANT,
    &BOOL_CONSTANT,
];
