//! Helpers shared by the dialects' hand-written parsers, printers and verifiers.

use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type};

/// Inherent attribute `name` of `op` (from its properties, else its attributes).
pub fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name)
}

/// The type held by a type attribute.
pub fn type_of_attr(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_kind(a?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// Adds an inherent attribute to the op being parsed (properties dictionary).
pub fn add_prop(ctx: &Context, st: &mut OperationState, name: &str, value: Attribute) {
    let mut entries: Vec<NamedAttr> = st
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    entries.push(NamedAttr {
        name: ctx.string_attr(name),
        value,
    });
    st.properties = Some(ctx.dict_attr(entries));
}

/// Moves the named entries of the parsed attribute dictionary into properties
/// (ops whose assembly format puts inherent attributes in `attr-dict`).
pub fn move_to_props(ctx: &Context, st: &mut OperationState, names: &[&str]) {
    let mut props: Vec<NamedAttr> = st
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let mut rest = Vec::new();
    for e in ctx.dict_entries(st.attrs) {
        if names.iter().any(|n| n.as_bytes() == ctx.str_value(e.name)) {
            // The dictionary's value wins over one the syntax gave (MLIR
            // stores the discardable dictionary's inherent names into the
            // properties when it creates the op).
            props.retain(|p| p.name != e.name);
            props.push(*e);
        } else {
            rest.push(*e);
        }
    }
    st.properties = if props.is_empty() {
        None
    } else {
        Some(ctx.dict_attr(props))
    };
    st.attrs = ctx.dict_attr(rest);
}

/// `(%a, %b)`-less operand list followed by `: types`, resolved.
pub fn parse_operands_colon_types(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ops = p.parse_operand_list()?;
    if ops.is_empty() {
        return Ok(());
    }
    let loc = ops[0].loc;
    p.expect(Tok::Colon, "expected ':'")?;
    let types = p.parse_type_list_no_parens()?;
    p.resolve_operands(&ops, &types, loc, &mut st.operands)
}
