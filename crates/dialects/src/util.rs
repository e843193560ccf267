//! Helpers shared by the dialects' hand-written parsers, printers and verifiers.

use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type};

/// Inherent attribute `name` of `op` (from its properties, else its attributes).
pub fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name)
}

/// The type held by a type attribute.
/// The discardable attributes and properties of `op` as one list sorted by
/// name, as custom printers pass to `print_optional_attr_dict`. When one of
/// the two is empty the other is already that list (a dictionary's entries
/// are sorted), which spares building a dictionary for every printed op.
pub fn all_attrs<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> std::borrow::Cow<'c, [NamedAttr]> {
    let d = ir.op(op);
    let attrs = ctx.dict_entries(d.attrs);
    let props = d.properties.map_or(&[][..], |p| ctx.dict_entries(p));
    if props.is_empty() {
        return attrs.into();
    }
    if attrs.is_empty() {
        return props.into();
    }
    let mut v = attrs.to_vec();
    v.extend_from_slice(props);
    ctx.dict_entries(ctx.dict_attr(v)).into()
}

pub fn type_of_attr(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_kind(a?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// Adds an inherent attribute to the op being parsed (properties dictionary).
pub fn add_prop(ctx: &Context, st: &mut OperationState, name: &str, value: Attribute) {
    add_props(ctx, st, &[(name, value)]);
}

/// Adds several properties to `st` at once: one dictionary is interned for
/// all of them (adding them one by one would intern, and keep, a dictionary
/// per step).
pub fn add_props(ctx: &Context, st: &mut OperationState, props: &[(&str, Attribute)]) {
    add_named_props(
        ctx,
        st,
        props.iter().map(|&(name, value)| NamedAttr {
            name: ctx.string_attr(name),
            value,
        }),
    );
}

/// [`add_props`] for entries whose names are already interned.
pub fn add_named_props(
    ctx: &Context,
    st: &mut OperationState,
    props: impl IntoIterator<Item = NamedAttr>,
) {
    let mut entries: smallvec::SmallVec<[NamedAttr; 8]> = st
        .properties
        .map(|p| ctx.dict_entries(p).iter().copied().collect())
        .unwrap_or_default();
    entries.extend(props);
    st.properties = Some(ctx.dict_attr_in_place(&mut entries));
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

/// The block MLIR's `ensureRegionTerminator` completes: the last block of
/// `region` (created when the region has none), unless it already ends
/// with a terminator.
pub fn block_without_terminator(p: &mut Parser<'_>, region: RegionId) -> Option<BlockId> {
    let ctx = p.ctx;
    let block = match p.ir.region_blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = p.ir.new_block();
            p.ir.append_block(region, b);
            b
        }
    };
    let has_term = p.ir.last_op(block).is_some_and(|o| {
        ctx.op_def(p.ir.op_name(o))
            .is_some_and(|d| d.has(Traits::TERMINATOR))
    });
    (!has_term).then_some(block)
}

/// Appends the terminator `name` (no operands) to the last block of
/// `region` unless it already ends with a terminator, creating the block
/// when the region has none: MLIR's `ensureRegionTerminator`, which the
/// parsers of `SingleBlockImplicitTerminator` ops call.
pub fn ensure_terminator(p: &mut Parser<'_>, region: RegionId, name: &str, loc: Attribute) {
    if let Some(block) = block_without_terminator(p, region) {
        let t = p.ir.create_op(OperationState::new(p.ctx, name, loc));
        p.ir.append_op(block, t);
    }
}
