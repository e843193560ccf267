//! The builtin dialect's ops: `builtin.module` and
//! `builtin.unrealized_conversion_cast`. (Builtin types and attributes are
//! part of the core.)

use crate::util::{add_prop, all_attrs, move_to_props, prop};
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::dialect::{Dialect, Traits};
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::verify::op_error;
use rmlir_core::{Context, Type};
use rmlir_ods::constraints::{ANY_TYPE, STR_ATTR, SYMBOL_NAME_ATTR};
use rmlir_ods::{opt_attr, variadic, OpSpec, RegionSpec};
use std::sync::Arc;

/// The `builtin` dialect's ops: `builtin.module` and
/// `builtin.unrealized_conversion_cast` (builtin types and attributes live
/// in the core).
pub struct BuiltinDialect;

/// Registers the `builtin` dialect and loads it at once, since every input
/// has an (implicit) `builtin.module`.
pub fn register(ctx: &Context) {
    ctx.register_dialect("builtin", || Arc::new(BuiltinDialect));
    // Builtin ops are needed for every file (the implicit module), so load now.
    ctx.load_dialect("builtin");
}

impl Dialect for BuiltinDialect {
    fn namespace(&self) -> &'static str {
        "builtin"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, [&MODULE, &UNREALIZED_CONVERSION_CAST])
    }
}

// ODS definitions with hand-written syntax: their shape is checked before
// the verifiers below run.

/// `builtin.module`: a symbol table holding one graph-region block, the
/// top level of every input.
pub static MODULE: OpSpec = OpSpec {
    name: "builtin.module",
    attrs: &[
        opt_attr("sym_name", &SYMBOL_NAME_ATTR),
        opt_attr("sym_visibility", &STR_ATTR),
    ],
    regions: &[RegionSpec {
        name: "bodyRegion",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::ISOLATED_FROM_ABOVE
        .union(Traits::NO_REGION_ARGUMENTS)
        .union(Traits::NO_TERMINATOR)
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::SYMBOL_TABLE)
        .union(Traits::SYMBOL)
        .union(Traits::GRAPH_REGIONS)
        .union(Traits::AFFINE_SCOPE),
    parse: Some(parse_module),
    print: Some(print_module),
    verify: Some(verify_module),
    default_dialect: "builtin",
    ..OpSpec::DEFAULT
};

/// `builtin.unrealized_conversion_cast`: a placeholder conversion between
/// types, left by partial dialect conversions.
pub static UNREALIZED_CONVERSION_CAST: OpSpec = OpSpec {
    name: "builtin.unrealized_conversion_cast",
    operands: &[variadic("inputs", &ANY_TYPE)],
    results: &[variadic("outputs", &ANY_TYPE)],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    parse: Some(parse_cast),
    print: Some(print_cast),
    verify: Some(verify_cast),
    fold: Some(fold_cast),
    ..OpSpec::DEFAULT
};

/// An identity cast folds to its inputs, and a cast undoing a cast whose
/// results it takes in order folds to that cast's inputs.
fn fold_cast(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<rmlir_core::Attribute>],
) -> Option<Vec<rmlir_core::dialect::FoldResult>> {
    use rmlir_core::dialect::FoldResult;
    let inputs: Vec<_> = ir.operands(op).collect();
    let in_types: Vec<Type> = inputs.iter().map(|v| ir.value_type(*v)).collect();
    let out_types: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if in_types == out_types {
        return Some(inputs.into_iter().map(FoldResult::Value).collect());
    }
    let first = *inputs.first()?;
    let prev = ir
        .defining_op(first)
        .filter(|p| ctx.op_name_str(ir.op_name(*p)) == "builtin.unrealized_conversion_cast")?;
    let prev_results: Vec<_> = ir.results(prev).collect();
    let prev_in: Vec<_> = ir.operands(prev).collect();
    let prev_in_types: Vec<Type> = prev_in.iter().map(|v| ir.value_type(*v)).collect();
    if prev_results != inputs || prev_in_types != out_types {
        return None;
    }
    Some(prev_in.into_iter().map(FoldResult::Value).collect())
}

fn parse_module(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name() {
        add_prop(p.ctx, st, "sym_name", name);
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    move_to_props(p.ctx, st, &["sym_visibility"]);
    let r = p.parse_region(&[], false)?;
    if p.ir.region_blocks(r).is_empty() {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    st.regions.push(r);
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if let Some(name) = prop(ctx, ir, op, "sym_name") {
        p.write(" ");
        p.print_symbol_name(ctx.str_value(name));
    }
    let attrs = all_attrs(ctx, ir, op);
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.write(" ");
    p.print_region(ir.regions(op)[0], false, true, false);
}

fn verify_module(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    for a in all_attrs(ctx, ir, op).iter() {
        let n = ctx.str_value(a.name);
        if !n.contains(&b'.') && n != b"sym_name" && n != b"sym_visibility" {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "can only contain attributes with dialect-prefixed names, found: '{}'",
                    rmlir_core::support::raw_text::encode(n)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    crate::util::parse_operands_colon_types(p, st)?;
    if !p.consume_keyword_if("to") {
        let at = p.here();
        return p.custom_error(at, "expected 'to'");
    }
    let outs: Vec<Type> = p.parse_type_list_no_parens()?;
    st.result_types = outs.into();
    p.parse_optional_attr_dict(st)
}

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ins: Vec<_> = ir.operands(op).collect();
    if !ins.is_empty() {
        p.write(" ");
        p.print_operands(ins.iter().copied());
        p.write(" : ");
        let tys: Vec<Type> = ins.iter().map(|v| ir.value_type(*v)).collect();
        p.print_types(&tys);
    }
    p.write(" to ");
    let outs: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    p.print_types(&outs);
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn verify_cast(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    if ir.num_results(op) == 0 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected at least one result for cast operation",
        ));
    }
    Ok(())
}
