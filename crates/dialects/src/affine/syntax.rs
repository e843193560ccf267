//! Parse and print helpers shared by the custom forms of affine ops:
//! dim-and-symbol operand lists (`(%i, %j)[%n]`), maps written inline over
//! SSA values (`%A[%i + 1, symbol(%n)]`) and maps given as attributes.

use rmlir_affine::{AffineMap, Delimiter};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{OperandNames, PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::ir::{OperationState, StateOperands, Value};
use rmlir_core::{AttrKind, Attribute, NamedAttr};

/// `( operands ) ([ operands ])?` resolved as `index` into `out`; returns
/// the number of dims (MLIR's `parseDimAndSymbolList`).
pub(super) fn parse_dim_and_symbol_list(
    p: &mut Parser<'_>,
    out: &mut OperationState,
) -> PResult<usize> {
    let mut ops: OperandNames = OperandNames::new();
    p.parse_delimited_list(Tok::LParen, Tok::RParen, " in operand list", |p| {
        ops.push(p.parse_operand(true)?);
        Ok(())
    })?;
    let num_dims = ops.len();
    if p.is(Tok::LSquare) {
        p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in operand list", |p| {
            ops.push(p.parse_operand(true)?);
            Ok(())
        })?;
    }
    let index = p.ctx.index_type();
    for u in ops {
        let v = p.resolve_operand(u, index)?;
        out.operands.push(v);
    }
    Ok(num_dims)
}

/// `(dims)[symbols]`, the symbol list only when there are symbols.
pub(super) fn print_dim_and_symbol_list(
    p: &mut OpPrinter<'_>,
    operands: &[Value],
    num_dims: usize,
) {
    let n = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(operands[..n].iter().copied());
    p.write(")");
    if operands.len() > n {
        p.write("[");
        p.print_operands(operands[n..].iter().copied());
        p.write("]");
    }
}

/// An attribute that must be an affine map (`#map` or `affine_map<...>`),
/// as `parseAttribute(AffineMapAttr&)` reads it.
pub(super) fn parse_map_attr(p: &mut Parser<'_>) -> PResult<AffineMap> {
    let at = p.here();
    let a = p.parse_attribute()?;
    match p.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Ok(*m),
        _ => p.custom_error(at, "invalid kind of attribute specified"),
    }
}

/// `[ exprs over SSA ids ]`: the map and its operands resolved as `index`.
pub(super) fn parse_ssa_map(
    p: &mut Parser<'_>,
    delimiter: Delimiter,
) -> PResult<(AffineMap, StateOperands)> {
    let (map, ops) = p.parse_affine_map_of_ssa_ids(Some(delimiter))?;
    let index = p.ctx.index_type();
    let mut vals = StateOperands::with_capacity(ops.len());
    for u in ops {
        vals.push(p.resolve_operand(u, index)?);
    }
    Ok((map, vals))
}

/// The results of `map` with dims and symbols spelled as the SSA values
/// `operands` (dims first), symbols as `symbol(%v)`
/// (`printAffineMapOfSSAIds`); no delimiters. Written straight into the
/// output (nothing in the alias-collecting dry run: it is all names).
pub(super) fn print_ssa_map(p: &mut OpPrinter<'_>, map: AffineMap, operands: &[Value]) {
    let ctx = p.ctx;
    let aff = &ctx.affine;
    let num_dims = aff.map_num_dims(map) as usize;
    p.write_with_names(|out, name| {
        for (i, e) in aff.map_results(map).iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_ssa_expr(aff, *e, num_dims, operands, out, name);
        }
    });
}

/// One expression of SSA ids (`printAffineExprOfSSAIds`'s spelling).
pub(super) fn print_ssa_expr_into(
    p: &OpPrinter<'_>,
    e: rmlir_affine::AffineExpr,
    num_dims: usize,
    operands: &[Value],
    out: &mut String,
) {
    write_ssa_expr(&p.ctx.affine, e, num_dims, operands, out, &|v, out| {
        p.write_operand_name(v, out)
    });
}

/// [`print_ssa_expr_into`] with `name` spelling each SSA value.
fn write_ssa_expr(
    aff: &rmlir_affine::AffineContext,
    e: rmlir_affine::AffineExpr,
    num_dims: usize,
    operands: &[Value],
    out: &mut String,
    name: &dyn Fn(Value, &mut String),
) {
    aff.print_expr_with(e, out, &mut |pos, is_symbol, out: &mut String| {
        let idx = if is_symbol {
            num_dims + pos as usize
        } else {
            pos as usize
        };
        if is_symbol {
            out.push_str("symbol(");
        }
        match operands.get(idx) {
            Some(&v) => name(v, out),
            None => out.push_str("<<invalid value>>"),
        }
        if is_symbol {
            out.push(')');
        }
    });
}

/// The op's inherent attributes named `names`, found in one pass over its
/// properties (falling back to its discardable attributes, as
/// [`crate::util::prop`] does): cheaper than a lookup by name for each.
pub(super) fn props_of<const N: usize>(
    ctx: &rmlir_core::Context,
    ir: &rmlir_core::ir::Ir,
    op: rmlir_core::ir::OpId,
    names: [&str; N],
) -> [Option<Attribute>; N] {
    let mut found = [None; N];
    let d = ir.op(op);
    if let Some(props) = d.properties {
        for e in ctx.dict_entries(props) {
            let n = ctx.str_value(e.name);
            if let Some(i) = names.iter().position(|x| x.as_bytes() == n) {
                found[i] = Some(e.value);
            }
        }
    }
    for (f, name) in found.iter_mut().zip(names) {
        if f.is_none() {
            *f = ctx.dict_get(d.attrs, name);
        }
    }
    found
}

/// Adds `name = value` to the op's properties.
pub(super) fn add_prop(
    p: &Parser<'_>,
    st: &mut OperationState,
    name: &'static str,
    value: Attribute,
) {
    add_props(p, st, &[(name, value)])
}

/// Adds several properties at once, as `util::add_props` does, with the
/// names interned through the parser's cache of literal names.
pub(super) fn add_props(
    p: &Parser<'_>,
    st: &mut OperationState,
    props: &[(&'static str, Attribute)],
) {
    crate::util::add_named_props(
        p.ctx,
        st,
        props.iter().map(|&(name, value)| NamedAttr {
            name: p.static_name(name),
            value,
        }),
    );
}
