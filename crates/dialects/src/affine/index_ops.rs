//! `affine.delinearize_index` and `affine.linearize_index`.

use super::ops::{operands, segment_sizes};
use super::syntax::add_prop;
use crate::memref::constraints::VARIADIC_INDEX;
use crate::util::all_attrs;
use crate::util::prop;
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Context, Type};
use rmlir_ods::constraints::INDEX;
use rmlir_ods::{attr, operand, variadic, OpSpec};

type VResult = Result<(), Diagnostic>;

// ---- delinearize_index / linearize_index ----

/// `DenseI64ArrayAttr` holding a mixed static/dynamic basis.
static STATIC_BASIS: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: None,
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if *element == c.i64_type()),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// `affine.delinearize_index`.
pub static DELINEARIZE_INDEX: OpSpec = OpSpec {
    name: "affine.delinearize_index",
    summary: "delinearize an index",
    operands: &[
        operand("linear_index", &INDEX),
        variadic("dynamic_basis", &VARIADIC_INDEX),
    ],
    results: &[variadic("multi_index", &INDEX)],
    attrs: &[attr("static_basis", &STATIC_BASIS)],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    parse: Some(parse_delinearize),
    print: Some(print_delinearize),
    verify: Some(verify_delinearize),
    fold: Some(super::index_fold::fold_delinearize),
    canonicalize: Some(super::index_canon::delinearize_patterns),
    ..OpSpec::DEFAULT
};

/// `(` mixed basis `)`: integers and SSA values.
fn parse_basis(
    p: &mut Parser<'_>,
    open: Tok,
    close: Tok,
    out: &mut OperationState,
) -> PResult<Vec<i64>> {
    let mut statics = Vec::new();
    let index = p.ctx.index_type();
    let mut vals = Vec::new();
    p.parse_delimited_list(open, close, "", |p| {
        if p.is(Tok::PercentIdent) {
            let u = p.parse_operand(true)?;
            vals.push(p.resolve_operand(u, index)?);
            statics.push(rmlir_core::types::DYNAMIC);
        } else {
            statics.push(p.parse_op_integer(64)?);
        }
        Ok(())
    })?;
    out.operands.extend(vals);
    Ok(statics)
}

fn print_basis(p: &mut OpPrinter<'_>, statics: &[i64], dynamic: &[Value]) {
    let mut d = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == rmlir_core::types::DYNAMIC {
            if let Some(v) = d.next() {
                p.print_operand(*v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
}

pub(super) fn static_basis(ctx: &Context, ir: &Ir, op: OpId) -> Vec<i64> {
    match prop(ctx, ir, op, "static_basis").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) => (0..*len as usize)
            .filter_map(|i| raw.get(i * 8..i * 8 + 8))
            .map(|b| i64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => Vec::new(),
    }
}

fn parse_delinearize(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let lin = p.parse_operand(true)?;
    let v = p.resolve_operand(lin, ctx.index_type())?;
    st.operands.push(v);
    p.expect_keyword("into", "expected 'into'")?;
    let statics = parse_basis(p, Tok::LParen, Tok::RParen, st)?;
    add_prop(p, st, "static_basis", ctx.i64_array_attr(&statics));
    p.parse_optional_attr_dict(st)?;
    let types = p.parse_colon_type_list()?;
    st.result_types.extend(types);
    Ok(())
}

fn print_delinearize(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into (");
    print_basis(p, &static_basis(ctx, ir, op), &ops[1..]);
    p.write(")");
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["static_basis"]);
    p.write(" : ");
    let tys: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    p.print_types(&tys);
}

fn verify_basis(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    statics: &[i64],
    num_dynamic: usize,
    check_positive: bool,
) -> VResult {
    let n_dyn = statics
        .iter()
        .filter(|&&s| s == rmlir_core::types::DYNAMIC)
        .count();
    if n_dyn != num_dynamic {
        return Err(op_error(
            ctx,
            ir,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    if check_positive
        && statics
            .iter()
            .any(|&s| s != rmlir_core::types::DYNAMIC && s <= 0)
    {
        return Err(op_error(
            ctx,
            ir,
            op,
            "no basis element may be statically non-positive",
        ));
    }
    Ok(())
}

fn verify_delinearize(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let statics = static_basis(ctx, ir, op);
    let n = ir.num_results(op);
    if n != statics.len() && n != statics.len() + 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    verify_basis(ctx, ir, op, &statics, ir.num_operands(op) - 1, true)
}

/// `UnitProp`: held as a unit attribute when set, `false` otherwise.
static UNIT_PROP: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: None,
    summary: "unit property",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Unit | AttrKind::Integer { .. }),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// Whether a `linearize_index` is `disjoint`.
pub(super) fn is_disjoint(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    match prop(ctx, ir, op, "disjoint").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Unit) => true,
        Some(AttrKind::Integer { value, .. }) => !value.is_zero(),
        _ => false,
    }
}

/// `affine.linearize_index`.
pub static LINEARIZE_INDEX: OpSpec = OpSpec {
    name: "affine.linearize_index",
    summary: "linearize an index",
    operands: &[
        variadic("multi_index", &VARIADIC_INDEX),
        variadic("dynamic_basis", &VARIADIC_INDEX),
    ],
    results: &[operand("linear_index", &INDEX)],
    attrs: &[
        rmlir_ods::opt_attr("disjoint", &UNIT_PROP),
        attr("static_basis", &STATIC_BASIS),
    ],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    checks: &[rmlir_ods::TraitCheck::OperandSegments],
    parse: Some(parse_linearize),
    print: Some(print_linearize),
    verify: Some(verify_linearize),
    fold: Some(super::index_fold::fold_linearize),
    canonicalize: Some(super::index_canon::linearize_patterns),
    native_props: &["disjoint"],
    ..OpSpec::DEFAULT
};

fn parse_linearize(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let disjoint = p.consume_keyword_if("disjoint");
    let mut idx = Vec::new();
    p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in operand list", |p| {
        idx.push(p.parse_operand(true)?);
        Ok(())
    })?;
    let n_idx = idx.len();
    for u in idx {
        let v = p.resolve_operand(u, ctx.index_type())?;
        st.operands.push(v);
    }
    p.expect_keyword("by", "expected 'by'")?;
    let statics = parse_basis(p, Tok::LParen, Tok::RParen, st)?;
    let flag = if disjoint {
        ctx.unit_attr()
    } else {
        p.bool_attr(false)
    };
    add_prop(p, st, "disjoint", flag);
    let n_dyn = st.operands.len() - n_idx;
    add_prop(
        p,
        st,
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(ctx, &[n_idx as i32, n_dyn as i32]),
    );
    add_prop(p, st, "static_basis", ctx.i64_array_attr(&statics));
    p.parse_optional_attr_dict(st)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let t = p.parse_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_linearize(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    let seg = segment_sizes(ctx, ir, op);
    let n_idx = seg.first().copied().unwrap_or(0).min(ops.len());
    p.write(" ");
    if is_disjoint(ctx, ir, op) {
        p.write("disjoint ");
    }
    p.write("[");
    p.print_operands(ops[..n_idx].iter().copied());
    p.write("] by (");
    print_basis(p, &static_basis(ctx, ir, op), &ops[n_idx..]);
    p.write(")");
    p.print_optional_attr_dict(
        &all_attrs(ctx, ir, op),
        &["static_basis", "disjoint", "operandSegmentSizes"],
    );
    p.write(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_linearize(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let statics = static_basis(ctx, ir, op);
    let seg = segment_sizes(ctx, ir, op);
    let n_idx = seg.first().copied().unwrap_or(0);
    let n_dyn = seg.get(1).copied().unwrap_or(0);
    if n_idx != statics.len() && n_idx != statics.len() + 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    verify_basis(ctx, ir, op, &statics, n_dyn, false)
}
