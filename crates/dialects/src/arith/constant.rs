//! `arith.constant`: its value attribute, verification and result names
//! (`%c0`, `%c42_i32`, `%true`, `%cst`).

use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Context};
use rmlir_ods::constraints::{ANY_TYPE, TYPED_ATTR};
use rmlir_ods::{attr, operand, OpSpec, TypeRelation};
use std::fmt::Write;

pub static CONSTANT: OpSpec = OpSpec {
    name: "arith.constant",
    results: &[operand("result", &ANY_TYPE)],
    attrs: &[attr("value", &TYPED_ATTR)],
    traits: Traits::PURE
        .union(Traits::CONSTANT_LIKE)
        .union(Traits::ZERO_REGIONS),
    type_relations: &[TypeRelation::AllMatch(&["value", "result"])],
    format: Some("attr-dict $value"),
    infer: Some(|ctx, _, attrs| {
        let value = attrs
            .iter()
            .find(|a| ctx.str_value(a.name) == b"value")
            .map(|a| a.value);
        match value.map(|v| ctx.attr_kind(v)) {
            Some(
                AttrKind::Integer { ty, .. }
                | AttrKind::Float { ty, .. }
                | AttrKind::DenseIntOrFloat { ty, .. }
                | AttrKind::DenseString { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Sparse { ty, .. }
                | AttrKind::Opaque { ty, .. },
            ) => Ok(vec![*ty]),
            _ => Err("value must be an integer, float, or elements attribute".into()),
        }
    }),
    verify: Some(verify),
    result_names: Some(result_names),
    fold: Some(super::fold::fold_constant),
    ..OpSpec::DEFAULT
};

fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    let ty = ir.value_type(ir.result(op, 0));
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != Signedness::Signless {
            return Err(op_error(
                ctx,
                ir,
                op,
                "integer return type must be signless",
            ));
        }
    }
    let value = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value");
    if let Some(v) = value {
        let kind = ctx.attr_kind(v);
        if !matches!(
            kind,
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseIntOrFloat { .. }
                | AttrKind::DenseString { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
        if let TypeKind::Vector { scalable, .. } = ctx.type_kind(ty) {
            let splat = matches!(kind, AttrKind::DenseIntOrFloat { data, .. } if data.splat);
            if scalable.iter().any(|s| *s) && !splat {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
                ));
            }
        }
    }
    Ok(())
}

fn result_names(ctx: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let r = ir.result(op, 0);
    let ty = ir.value_type(r);
    let value = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value");
    if let Some(AttrKind::Integer { ty: at, value }) = value.map(|v| ctx.attr_kind(v)) {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                set(r, if value.is_zero() { "false" } else { "true" });
                return;
            }
            TypeKind::Index => {
                set(r, &format!("c{}", value.to_string_radix10(true)));
                return;
            }
            TypeKind::Integer { width, signedness } => {
                let _ = at;
                // Every constant gets a name: build it in one buffer, and
                // spell signless types directly instead of printing them.
                let mut name = String::with_capacity(16);
                name.push('c');
                name.push_str(&value.to_string_radix10(true));
                name.push('_');
                if *signedness == Signedness::Signless {
                    let _ = write!(name, "i{width}");
                } else {
                    name.push_str(&ctx.print_type(ty));
                }
                set(r, &name);
                return;
            }
            _ => {}
        }
    }
    set(r, "cst");
}
