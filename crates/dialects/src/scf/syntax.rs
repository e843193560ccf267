//! Hand-written custom syntax of the scf ops whose assembly is not a
//! declarative format: `scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.index_switch` and `scf.parallel`.

use super::{i32_array, int_array, types_of};
use crate::util::{add_prop, ensure_terminator, prop};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, OperandNames, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::ir::{OpId, OperationState, RegionId, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::Type;

/// Keyword `kw` (MLIR's `OpAsmParser::parseKeyword`: an error at the
/// current token, prefixed with the op).
pub(super) fn expect_kw(p: &mut Parser<'_>, kw: &str) -> PResult<()> {
    if p.consume_keyword_if(kw) {
        return Ok(());
    }
    let at = p.here();
    p.custom_error(at, format!("expected '{kw}'"))
}

/// `(%arg = %init, ...)`: region arguments and the operands they start with.
/// Region arguments as parsed: inline for the usual few (one per loop).
pub(super) type Args = smallvec::SmallVec<[Argument; 2]>;

pub(super) fn parse_assignment_list(
    p: &mut Parser<'_>,
    args: &mut Args,
    operands: &mut OperandNames,
) -> PResult<()> {
    p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
        let a = p.parse_argument(false, false)?;
        p.expect(Tok::Equal, "expected '='")?;
        let o = p.parse_operand(true)?;
        args.push(a);
        operands.push(o);
        Ok(())
    })
}

/// `prefix(%arg = %init, ...)` unless there are no initializers.
pub(super) fn print_init_list(
    p: &mut OpPrinter<'_>,
    args: &[Value],
    inits: &[Value],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(*a);
        p.write(" = ");
        p.print_operand(*v);
    }
    p.write(")");
}

/// ` -> type` or ` -> (types)` (MLIR's `printOptionalArrowTypeList`).
fn print_optional_arrow_types(p: &mut OpPrinter<'_>, ts: &[Type]) {
    if ts.is_empty() {
        return;
    }
    p.write(" -> ");
    print_type_list_maybe_parens(p, ts);
}

/// A type list, parenthesized unless it is one non-function type.
fn print_type_list_maybe_parens(p: &mut OpPrinter<'_>, ts: &[Type]) {
    let wrap = ts.len() != 1 || matches!(p.ctx.type_kind(ts[0]), TypeKind::Function { .. });
    if wrap {
        p.write("(");
    }
    p.print_types(ts);
    if wrap {
        p.write(")");
    }
}

/// The op's discardable attributes (borrowed from the context: nothing is
/// copied per printed op).
fn discardable<'c>(p: &OpPrinter<'c>, op: OpId) -> &'c [rmlir_core::NamedAttr] {
    p.ctx.dict_entries(p.ir.op(op).attrs)
}

/// The arguments of region `r`'s entry block (none without blocks).
fn entry_args<'c>(p: &OpPrinter<'c>, r: RegionId) -> &'c [Value] {
    let ir = p.ir;
    match ir.region_blocks(r).first() {
        Some(&b) => ir.block_args(b),
        None => &[],
    }
}

// ---- scf.for ----

pub(super) fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.consume_keyword_if("unsigned") {
        add_prop(ctx, st, "unsignedCmp", ctx.unit_attr());
    }
    let iv = p.parse_argument(false, false)?;
    p.expect(Tok::Equal, "expected '='")?;
    let lb = p.parse_operand(true)?;
    expect_kw(p, "to")?;
    let ub = p.parse_operand(true)?;
    expect_kw(p, "step")?;
    let step = p.parse_operand(true)?;
    let mut args: Args = smallvec::smallvec![iv];
    let mut inits = OperandNames::new();
    let has_iter_args = p.consume_keyword_if("iter_args");
    if has_iter_args {
        parse_assignment_list(p, &mut args, &mut inits)?;
        p.expect(Tok::Arrow, "expected '->'")?;
        st.result_types = p.parse_function_result_types()?.into();
    }
    if args.len() != st.result_types.len() + 1 {
        let at = p.op_name_loc();
        return p.custom_error(
            at,
            "mismatch in number of loop-carried values and defined values",
        );
    }
    let ty = if p.consume_if(Tok::Colon) {
        p.parse_type()?
    } else {
        ctx.index_type()
    };
    args[0].ty = ty;
    for (a, t) in args[1..].iter_mut().zip(st.result_types.iter()) {
        a.ty = *t;
    }
    let r = p.parse_region(&args, false)?;
    ensure_terminator(p, r, "scf.yield", st.loc);
    st.regions.push(r);
    for u in [lb, ub, step] {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    for (i, u) in inits.iter().enumerate() {
        let Some(&t) = st.result_types.get(i) else {
            break;
        };
        let v = p.resolve_operand(*u, t)?;
        st.operands.push(v);
    }
    p.parse_optional_attr_dict(st)
}

pub(super) fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    // Printing assumed-valid IR that is not: print nothing more.
    if ir.num_operands(op) < 3 || ir.regions(op).is_empty() {
        return;
    }
    if prop(ctx, ir, op, "unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    let r = ir.regions(op)[0];
    let args = entry_args(p, r);
    let ops = ir.operand_values(op);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.write(" = ");
    p.print_operand(ops[0]);
    p.write(" to ");
    p.print_operand(ops[1]);
    p.write(" step ");
    p.print_operand(ops[2]);
    let inits = &ops[3..];
    let iter_args = args.get(1..).unwrap_or(&[]);
    print_init_list(p, iter_args, inits, " iter_args");
    if !inits.is_empty() {
        p.write(" -> (");
        p.print_value_types(inits.iter().copied());
        p.write(")");
    }
    p.write(" ");
    if let Some(&iv) = args.first() {
        let t = ir.value_type(iv);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    }
    p.print_region(r, false, !inits.is_empty(), false);
    let attrs = discardable(p, op);
    p.print_optional_attr_dict(attrs, &["unsignedCmp"]);
}

// ---- scf.if ----

pub(super) fn parse_if(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let cond = p.parse_operand(true)?;
    let c = p.resolve_operand(cond, ctx.i1_type())?;
    st.operands.push(c);
    st.result_types = p.parse_optional_arrow_type_list()?.into();
    let then_r = p.parse_region(&[], false)?;
    ensure_terminator(p, then_r, "scf.yield", st.loc);
    st.regions.push(then_r);
    let else_r = if p.consume_keyword_if("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, "scf.yield", st.loc);
        r
    } else {
        p.ir.new_region()
    };
    st.regions.push(else_r);
    p.parse_optional_attr_dict(st)
}

pub(super) fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    if ir.num_operands(op) < 1 || ir.regions(op).is_empty() {
        return;
    }
    p.write(" ");
    p.print_operand(ir.operand(op, 0));
    let terms = ir.num_results(op) != 0;
    if terms {
        p.write(" -> (");
        p.print_value_types(ir.results(op));
        p.write(")");
    }
    p.write(" ");
    let regions = ir.regions(op);
    p.print_region(regions[0], false, terms, false);
    if let Some(&e) = regions.get(1) {
        if !ir.region_blocks(e).is_empty() {
            p.write(" else ");
            p.print_region(e, false, terms, false);
        }
    }
    let attrs = discardable(p, op);
    p.print_optional_attr_dict(attrs, &[]);
}

// ---- scf.while ----

pub(super) fn parse_while(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let mut args = Args::new();
    let mut inits = OperandNames::new();
    if p.is(Tok::LParen) {
        parse_assignment_list(p, &mut args, &mut inits)?;
    }
    let type_loc = p.here();
    p.expect(Tok::Colon, "expected ':'")?;
    let fty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty) else {
        return p.type_kind_error(type_loc, "builtin.function", fty);
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    st.result_types = results.into();
    if inputs.len() != inits.len() {
        return p.custom_error(
            type_loc,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        );
    }
    let here = p.here();
    p.resolve_operands(&inits, &inputs, here, &mut st.operands)?;
    for (a, t) in args.iter_mut().zip(&inputs) {
        a.ty = *t;
    }
    let before = p.parse_region(&args, false)?;
    st.regions.push(before);
    expect_kw(p, "do")?;
    let after = p.parse_region(&[], false)?;
    st.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(st)
}

pub(super) fn print_while(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    if ir.regions(op).len() < 2 {
        return;
    }
    let regions = ir.regions(op).to_vec();
    let inits: Vec<Value> = ir.operands(op).collect();
    let args = entry_args(p, regions[0]);
    print_init_list(p, args, &inits, " ");
    p.write(" : (");
    p.print_types(&types_of(ir, inits.iter().copied()));
    p.write(") -> ");
    print_type_list_maybe_parens(p, &types_of(ir, ir.results(op)));
    p.write(" ");
    p.print_region(regions[0], false, true, false);
    p.write(" do ");
    p.print_region(regions[1], true, true, false);
    let attrs = discardable(p, op);
    p.print_optional_attr_dict_with_keyword(attrs, &[]);
}

// ---- scf.execute_region ----

pub(super) fn parse_execute_region(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    st.result_types = p.parse_optional_arrow_type_list()?.into();
    if p.consume_keyword_if("no_inline") {
        add_prop(ctx, st, "no_inline", ctx.unit_attr());
    }
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    p.parse_optional_attr_dict(st)
}

pub(super) fn print_execute_region(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if ir.regions(op).is_empty() {
        return;
    }
    print_optional_arrow_types(p, &types_of(ir, ir.results(op)));
    p.write(" ");
    if prop(ctx, ir, op, "no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_region(ir.regions(op)[0], false, true, false);
    let attrs = discardable(p, op);
    p.print_optional_attr_dict(attrs, &["no_inline"]);
}

// ---- scf.index_switch ----

pub(super) fn parse_index_switch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let arg = p.parse_operand(true)?;
    let v = p.resolve_operand(arg, ctx.index_type())?;
    st.operands.push(v);
    p.parse_optional_attr_dict(st)?;
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.parse_type_list_no_parens()?.into();
    }
    let mut cases = Vec::new();
    let mut case_regions = Vec::new();
    while p.consume_keyword_if("case") {
        let value = p.parse_op_integer(64)?;
        let r = p.parse_region(&[], false)?;
        cases.push(value);
        case_regions.push(r);
    }
    add_prop(ctx, st, "cases", ctx.i64_array_attr(&cases));
    expect_kw(p, "default")?;
    let d = p.parse_region(&[], false)?;
    ensure_terminator(p, d, "scf.yield", st.loc);
    st.regions.push(d);
    st.regions.extend(case_regions);
    Ok(())
}

pub(super) fn print_index_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if ir.num_operands(op) < 1 || ir.regions(op).is_empty() {
        return;
    }
    p.write(" ");
    p.print_operand(ir.operand(op, 0));
    let attrs = discardable(p, op);
    p.print_optional_attr_dict(attrs, &["cases"]);
    let results = types_of(ir, ir.results(op));
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    p.write(" ");
    let cases = int_array(ctx, prop(ctx, ir, op, "cases"));
    let regions = ir.regions(op).to_vec();
    for (v, r) in cases.iter().zip(regions.iter().skip(1)) {
        p.print_newline();
        p.write(&format!("case {v} "));
        p.print_region(*r, false, true, false);
    }
    p.print_newline();
    p.write("default ");
    // ODS elides an implicit terminator that carries nothing.
    let print_term = super::region_terminator(ir, op, 0).is_none_or(|t| {
        ir.num_operands(t) != 0
            || ir.num_results(t) != 0
            || !ctx.dict_entries(ir.op(t).attrs).is_empty()
            || ir
                .op(t)
                .properties
                .is_some_and(|d| !ctx.dict_entries(d).is_empty())
    });
    p.print_region(regions[0], true, print_term, false);
}

// ---- scf.parallel ----

pub(super) fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let mut ivs: Vec<Argument> = Vec::new();
    p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
        let mut a = p.parse_argument(false, false)?;
        a.ty = index;
        ivs.push(a);
        Ok(())
    })?;
    let n = ivs.len();
    p.expect(Tok::Equal, "expected '='")?;
    let mut bounds: Vec<Vec<UnresolvedOperand>> = Vec::new();
    for kw in ["", "to", "step"] {
        if !kw.is_empty() {
            expect_kw(p, kw)?;
        }
        let at = p.here();
        let (list, _) = p.parse_paren_operand_list()?;
        if list.len() != n {
            return p.custom_error(at, format!("expected {n} operands"));
        }
        for u in &list {
            let v = p.resolve_operand(*u, index)?;
            st.operands.push(v);
        }
        bounds.push(list);
    }
    let mut inits = Vec::new();
    if p.consume_keyword_if("init") {
        let (list, _) = p.parse_paren_operand_list()?;
        inits = list;
    }
    st.result_types = p.parse_optional_arrow_type_list()?.into();
    let r = p.parse_region(&ivs, false)?;
    st.regions.push(r);
    add_prop(
        ctx,
        st,
        "operandSegmentSizes",
        i32_array(ctx, &[n as i32, n as i32, n as i32, inits.len() as i32]),
    );
    p.parse_optional_attr_dict(st)?;
    let types: Vec<Type> = st.result_types.to_vec();
    let at = p.op_name_loc();
    p.resolve_operands(&inits, &types, at, &mut st.operands)?;
    ensure_terminator(p, r, "scf.reduce", st.loc);
    Ok(())
}

pub(super) fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if ir.regions(op).is_empty() {
        return;
    }
    let r = ir.regions(op)[0];
    let seg = int_array(ctx, prop(ctx, ir, op, "operandSegmentSizes"));
    let ops: Vec<Value> = ir.operands(op).collect();
    let mut groups: Vec<&[Value]> = Vec::new();
    let mut at = 0usize;
    for i in 0..4 {
        let n = seg.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (at + n).min(ops.len());
        groups.push(&ops[at..end]);
        at = end;
    }
    p.write(" (");
    p.print_operands(entry_args(p, r).iter().copied());
    p.write(") = (");
    p.print_operands(groups[0].iter().copied());
    p.write(") to (");
    p.print_operands(groups[1].iter().copied());
    p.write(") step (");
    p.print_operands(groups[2].iter().copied());
    p.write(")");
    if !groups[3].is_empty() {
        p.write(" init (");
        p.print_operands(groups[3].iter().copied());
        p.write(")");
    }
    print_optional_arrow_types(p, &types_of(ir, ir.results(op)));
    p.write(" ");
    p.print_region(r, false, true, false);
    let attrs = discardable(p, op);
    p.print_optional_attr_dict(attrs, &["operandSegmentSizes"]);
}
