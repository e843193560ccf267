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
                | AttrKind::String { ty, .. }
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
    if let Some(AttrKind::Integer { value, .. }) = value.map(|v| ctx.attr_kind(v)) {
        // Every constant gets a name: build it on the stack, and spell
        // signless types directly instead of printing them.
        let mut name = NameBuf::default();
        match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                set(r, if value.is_zero() { "false" } else { "true" });
                return;
            }
            TypeKind::Index => {
                name.push('c');
                value.write_radix10(true, &mut name);
            }
            TypeKind::Integer { width, signedness } => {
                name.push('c');
                value.write_radix10(true, &mut name);
                name.push('_');
                if *signedness == Signedness::Signless {
                    name.push('i');
                    let _ = name.write_str(itoa::Buffer::new().format(*width));
                } else {
                    let _ = name.write_str(&ctx.print_type(ty));
                }
            }
            _ => return set(r, "cst"),
        }
        return set(r, name.as_str());
    }
    set(r, "cst");
}

/// A name built in place: on the stack while it fits (every name of a
/// constant of up to 64 bits does), else on the heap.
#[derive(Default)]
struct NameBuf {
    len: usize,
    inline: [u8; 32],
    spilled: Option<String>,
}

impl NameBuf {
    fn push(&mut self, c: char) {
        let _ = self.write_char(c);
    }

    fn as_str(&self) -> &str {
        match &self.spilled {
            Some(s) => s,
            // Only whole `&str`s are ever copied in, so this is UTF-8.
            None => std::str::from_utf8(&self.inline[..self.len]).unwrap_or(""),
        }
    }
}

impl Write for NameBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        if let Some(spilled) = &mut self.spilled {
            spilled.push_str(s);
        } else if self.len + s.len() <= self.inline.len() {
            self.inline[self.len..self.len + s.len()].copy_from_slice(s.as_bytes());
            self.len += s.len();
        } else {
            let mut spilled = String::with_capacity(self.len + s.len());
            spilled.push_str(self.as_str());
            spilled.push_str(s);
            self.spilled = Some(spilled);
        }
        Ok(())
    }
}
