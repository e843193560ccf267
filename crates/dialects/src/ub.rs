//! The `ub` dialect: undefined behaviour. `ub.unreachable` ends a block
//! that must never run; `ub.poison` produces a poison value; its `#ub.poison` attribute is also what folders return for a
//! poisoned result, which the dialect materializes back into `ub.poison`.

use rmlir_core::dialect::{Dialect, Traits};
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::types::{DialectStorage, DialectValue};
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{default_attr, operand, AttrConstraint, AttrSyntax, FoldResult, OpSpec};
use std::any::Any;
use std::hash::Hasher;
use std::sync::Arc;

/// The `ub` dialect's [`Dialect`] object:
/// its ops, the `#ub.poison` attribute, and poison materialized as
/// `ub.poison`.
pub struct UbDialect;

/// Registers the `ub` dialect.
pub fn register(ctx: &Context) {
    ctx.register_dialect("ub", || Arc::new(UbDialect));
}

/// The storage of `#ub.poison` (MLIR's `PoisonAttr`, which has no
/// parameters).
struct PoisonAttr;

impl DialectStorage for PoisonAttr {
    fn dialect(&self) -> &str {
        "ub"
    }
    fn mnemonic(&self) -> &str {
        "poison"
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool {
        other.as_any().is::<PoisonAttr>()
    }
    fn dyn_hash(&self, state: &mut dyn Hasher) {
        state.write(b"poison");
    }
    fn print_body(&self, _ctx: &Context, out: &mut String) {
        out.push_str("poison");
    }
}

/// The `#ub.poison` attribute.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.attr(AttrKind::Dialect(DialectValue(Box::new(PoisonAttr))))
}

/// Whether `a` is a poison attribute (MLIR's `PoisonAttrInterface`).
pub fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect(v) if v.0.as_any().is::<PoisonAttr>())
}

static POISON_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "PoisonAttrInterface instance",
    check: is_poison,
    syntax: AttrSyntax::OfKind(is_poison),
};

/// `ub.poison`: a constant poison value of any type.
pub static POISON: OpSpec = OpSpec {
    name: "ub.poison",
    results: &[operand("result", &ANY_TYPE)],
    attrs: &[default_attr("value", &POISON_ATTR, "#ub.poison")],
    traits: Traits::PURE
        .union(Traits::CONSTANT_LIKE)
        .union(Traits::ZERO_REGIONS),
    format: Some("attr-dict (`<` $value^ `>`)? `:` type($result)"),
    fold: Some(|ctx, ir, op, _| {
        let v = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value")?;
        Some(vec![FoldResult::Attr(v)])
    }),
    ..OpSpec::DEFAULT
};

/// `ub.unreachable`: a terminator whose execution is undefined behaviour.
pub static UNREACHABLE: OpSpec = OpSpec {
    name: "ub.unreachable",
    traits: Traits::TERMINATOR.union(Traits::ZERO_REGIONS),
    format: Some("attr-dict"),
    ..OpSpec::DEFAULT
};

impl Dialect for UbDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "ub"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, [&POISON, &UNREACHABLE])
    }

    /// `#ub.poison`; like mlir-opt's parser of this parameterless
    /// attribute, any `<...>` after the name is ignored.
    fn parse_attribute(&self, ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
        let name: String = String::from_utf8_lossy(body)
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.')
            .collect();
        let rest = body[name.len()..].trim_ascii();
        if name == "poison" && (rest.is_empty() || rest.starts_with(b"<")) {
            return Ok(poison_attr(ctx));
        }
        Err(format!("unknown attribute `{name}` in dialect `ub`"))
    }

    /// Poison attributes become `ub.poison` ops.
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        if !is_poison(ctx, value) {
            return None;
        }
        let st = OperationState::constant(ctx, "ub.poison", value, ty, loc);
        Some(ir.create_op(st))
    }
}
