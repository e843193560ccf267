//! The `toy` dialect: a complete, small example of defining a dialect with
//! rmlir-ods. Copy this crate to start your own.
//!
//! It has:
//! - a parametric type `!toy.shape<2 x 3>` with a verifier,
//! - an attribute `#toy.scale<factor = 2, name = "s">` (struct syntax),
//! - `toy.constant`: `%c = toy.constant 5 : !toy.shape<2 x 3>` with a
//!   verifier (values are non-negative) and a result-name hint (`%cst`),
//! - `toy.add`: `%s = toy.add %a, %b : !toy.shape<2 x 3>` whose operands and
//!   result share a type, with a folder (constant + constant, x + 0).

use rmlir_core::dialect::{Dialect, Traits};
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};
use rmlir_ods::constraints::I64_ATTR;
use rmlir_ods::typedef::{param, AttrOrType, DefSpec, ParamKind, ParamValue};
use rmlir_ods::{attr, operand, FoldResult, OpSpec, TraitCheck, TypeConstraint};
use std::sync::Arc;

// ---- types and attributes ----

/// `!toy.shape<rows x cols>`
pub static SHAPE: DefSpec = DefSpec {
    dialect: "toy",
    mnemonic: "shape",
    params: &[
        param("rows", ParamKind::UInt),
        param("cols", ParamKind::UInt),
    ],
    format: Some("`<` $rows `x` $cols `>`"),
    verify: Some(|_, p| match p {
        [ParamValue::Int(r), ParamValue::Int(c)] if *r > 0 && *c > 0 => Ok(()),
        _ => Err("shape dimensions must be positive".into()),
    }),
};

/// `#toy.scale<factor = 2, name = "s">`
pub static SCALE: DefSpec = DefSpec {
    dialect: "toy",
    mnemonic: "scale",
    params: &[
        param("factor", ParamKind::Int),
        param("name", ParamKind::Str),
    ],
    format: Some("`<` struct(params) `>`"),
    verify: None,
};

/// Any `!toy.shape`.
pub static SHAPE_TYPE: TypeConstraint = TypeConstraint {
    summary: "toy shape type",
    check: |ctx, t| rmlir_ods::typedef::def_params(ctx, &SHAPE, &AttrOrType::Type(t)).is_some(),
    buildable: None,
    class: None,
};

// ---- ops ----

pub static CONSTANT: OpSpec = OpSpec {
    name: "toy.constant",
    results: &[operand("result", &SHAPE_TYPE)],
    attrs: &[attr("value", &I64_ATTR)],
    traits: Traits::PURE
        .union(Traits::CONSTANT_LIKE)
        .union(Traits::ZERO_REGIONS),
    format: Some("$value attr-dict `:` type($result)"),
    verify: Some(verify_constant),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "cst")),
    fold: Some(|ctx, ir, op, _| {
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value")
            .map(|v| vec![FoldResult::Attr(v)])
    }),
    ..OpSpec::DEFAULT
};

fn verify_constant(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    let v = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value");
    if let Some(AttrKind::Integer { value, .. }) = v.map(|v| ctx.attr_kind(v)) {
        if value.sign_bit() {
            return Err(op_error(ctx, ir, op, "value must be non-negative"));
        }
    }
    Ok(())
}

pub static ADD: OpSpec = OpSpec {
    name: "toy.add",
    operands: &[operand("lhs", &SHAPE_TYPE), operand("rhs", &SHAPE_TYPE)],
    results: &[operand("result", &SHAPE_TYPE)],
    traits: Traits::PURE
        .union(Traits::COMMUTATIVE)
        .union(Traits::ZERO_REGIONS),
    checks: &[TraitCheck::SameOperandsAndResultType],
    format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
    fold: Some(fold_add),
    ..OpSpec::DEFAULT
};

fn int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

fn fold_add(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    if int(ctx, operands[1]) == Some(0) {
        return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
    }
    let (a, b) = (int(ctx, operands[0])?, int(ctx, operands[1])?);
    let sum = ctx.attr(AttrKind::Integer {
        ty: ctx.i64_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, a.checked_add(b)?),
    });
    Some(vec![FoldResult::Attr(sum)])
}

// ---- the dialect ----

pub struct ToyDialect;

impl Dialect for ToyDialect {
    fn namespace(&self) -> &'static str {
        "toy"
    }

    fn initialize(&self, ctx: &Context) {
        for spec in [&CONSTANT, &ADD] {
            rmlir_ods::register_op(ctx, spec).expect("toy op definitions are valid");
        }
    }

    fn parse_type(&self, ctx: &Context, body: &[u8]) -> Result<Type, String> {
        if body.starts_with(b"shape") {
            let params = SHAPE.parse_params(ctx, body)?;
            return SHAPE.get_type(ctx, params);
        }
        Err(format!(
            "unknown type `{}` in dialect `toy`",
            String::from_utf8_lossy(body)
        ))
    }

    fn parse_attribute(&self, ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
        if body.starts_with(b"scale") {
            let params = SCALE.parse_params(ctx, body)?;
            return SCALE.get_attr(ctx, params);
        }
        Err(format!(
            "unknown attribute `{}` in dialect `toy`",
            String::from_utf8_lossy(body)
        ))
    }
}

/// Registers the toy dialect (and the dialects it is used with).
pub fn register(ctx: &Context) {
    rmlir_dialects::register_all(ctx);
    ctx.register_dialect("toy", || Arc::new(ToyDialect));
}

/// The rows and columns of a `!toy.shape` type.
pub fn shape_dims(ctx: &Context, t: Type) -> Option<(i64, i64)> {
    if !matches!(ctx.type_kind(t), TypeKind::Dialect(_)) {
        return None;
    }
    match rmlir_ods::typedef::def_params(ctx, &SHAPE, &AttrOrType::Type(t))? {
        [ParamValue::Int(r), ParamValue::Int(c)] => Some((*r, *c)),
        _ => None,
    }
}
