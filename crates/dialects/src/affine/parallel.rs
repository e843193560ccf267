//! `affine.parallel`: a band of parallel loops with `max`/`min` bound
//! groups, steps and reductions.

use super::loops::{verify_implicit_terminator, ANY_INDEX};
use super::ops::verify_dims_and_symbols;
use super::syntax::print_ssa_expr_into;
use super::{attr_int, map_attr, map_of, AFFINE_MAP_ATTR};
use crate::util::all_attrs;
use crate::util::ensure_terminator;
use crate::util::prop;
use rmlir_affine::{AffineExpr, AffineMap, Delimiter};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{attr, variadic, OpSpec, RegionSpec};

type VResult = Result<(), Diagnostic>;

// ---- parallel ----

/// `affine.parallel`.
pub static PARALLEL: OpSpec = OpSpec {
    name: "affine.parallel",
    summary: "multi-index parallel band operation",
    operands: &[variadic("mapOperands", ANY_INDEX)],
    results: &[variadic("results", &ANY_TYPE)],
    attrs: &[
        attr("lowerBoundsGroups", &I32_ELEMENTS),
        attr("lowerBoundsMap", &AFFINE_MAP_ATTR),
        attr("reductions", &REDUCTIONS),
        attr("steps", &rmlir_ods::constraints::I64_ARRAY_ATTR),
        attr("upperBoundsGroups", &I32_ELEMENTS),
        attr("upperBoundsMap", &AFFINE_MAP_ATTR),
    ],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::SINGLE_BLOCK
        .union(Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
    parse: Some(parse_parallel),
    print: Some(print_parallel),
    verify: Some(verify_parallel),
    verify_regions: Some(verify_implicit_terminator),
    fold: Some(super::canon::fold_parallel),
    loop_regions: Some(super::loops::body_region),
    ..OpSpec::DEFAULT
};

static I32_ELEMENTS: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: None,
    summary: "32-bit signless integer elements attribute",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::DenseIntOrFloat { ty, .. } => c
            .type_kind(*ty)
            .element_type()
            .is_some_and(|e| e == c.i32_type()),
        _ => false,
    },
    syntax: rmlir_ods::AttrSyntax::Generic,
};

static REDUCTIONS: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_array_attr),
    summary: "Reduction ops",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(v) if v.iter().all(|x| {
            rmlir_ods::constraints::is_i64_attr(c, *x) && attr_int(c, Some(*x)).is_some_and(|k| (0..=15).contains(&k))
        }))
    },
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// Whether a result type suits a reduction kind
/// (`isResultTypeMatchAtomicRMWKind`).
fn reduction_matches(ctx: &Context, t: Type, kind: i64) -> bool {
    use rmlir_core::types::Signedness;
    let float = matches!(ctx.type_kind(t), rmlir_core::TypeKind::Float(_));
    let int = |s: Option<Signedness>| match ctx.type_kind(t) {
        rmlir_core::TypeKind::Integer { signedness, .. } => s.is_none_or(|x| *signedness == x),
        _ => false,
    };
    match RMW_KINDS.get(kind as usize).copied().unwrap_or("") {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int(None),
        "assign" => true,
        "maxs" | "mins" => int(Some(Signedness::Signed)),
        "maxu" | "minu" => int(Some(Signedness::Unsigned)),
        _ => false,
    }
}

/// `arith::AtomicRMWKind` names by value.
const RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

fn i32_tensor(ctx: &Context, v: &[i32]) -> Attribute {
    let i32t = ctx.i32_type();
    let ty = rmlir_core::builtin_types::tensor_type(ctx, &[v.len() as i64], i32t);
    let scalars: Vec<rmlir_core::dense::Scalar> = v
        .iter()
        .map(|x| rmlir_core::dense::Scalar::Int(rmlir_core::apint::ApInt::from_i64(32, *x as i64)))
        .collect();
    let kind = rmlir_core::dense::element_kind(ctx, i32t).expect("i32 is a dense element type");
    let data = rmlir_core::dense::pack(&kind, &scalars, false, v.len() as u64);
    ctx.attr(AttrKind::DenseIntOrFloat { ty, data })
}

fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.i64_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, v),
    })
}

/// `( bound, ... )` of `affine.parallel`: each bound an expression of SSA
/// ids or `max(...)`/`min(...)` of several; the flattened map over
/// deduplicated operands and the group sizes (`parseAffineMapWithMinMax`).
fn parse_parallel_bounds(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    lower: bool,
) -> PResult<(AffineMap, Vec<i32>)> {
    let ctx = p.ctx;
    let aff = &ctx.affine;
    p.expect(Tok::LParen, "expected '('")?;
    if p.consume_if(Tok::RParen) {
        return Ok((aff.map(0, 0, &[]), Vec::new()));
    }
    // Per flat expression: the expression and its own dim/symbol operands.
    let mut flat: Vec<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> = Vec::new();
    let mut groups = Vec::new();
    let kw = if lower { "max" } else { "min" };
    p.parse_comma_list(|p| {
        if p.consume_keyword_if(kw) {
            let (m, ops) = p.parse_affine_map_of_ssa_ids(Some(Delimiter::Paren))?;
            let nd = aff.map_num_dims(m) as usize;
            let (d, s) = ops.split_at(nd.min(ops.len()));
            for &e in aff.map_results(m).iter() {
                flat.push((e, d.to_vec(), s.to_vec()));
            }
            groups.push(aff.map_num_results(m) as i32);
        } else {
            let (m, ops) = p.parse_affine_map_of_ssa_ids(None)?;
            let nd = aff.map_num_dims(m) as usize;
            let (d, s) = ops.split_at(nd.min(ops.len()));
            flat.push((aff.map_results(m)[0], d.to_vec(), s.to_vec()));
            groups.push(1);
        }
        Ok(())
    })?;
    p.expect(Tok::RParen, "expected ')'")?;
    // Resolve and deduplicate operands, dims and symbols separately.
    let index = ctx.index_type();
    let mut dim_vals: Vec<Value> = Vec::new();
    let mut sym_vals: Vec<Value> = Vec::new();
    let mut exprs = Vec::with_capacity(flat.len());
    for (e, d, s) in &flat {
        let mut dr = Vec::with_capacity(d.len());
        for u in d {
            let v = p.resolve_operand(*u, index)?;
            let pos = match dim_vals.iter().position(|x| *x == v) {
                Some(i) => i,
                None => {
                    dim_vals.push(v);
                    dim_vals.len() - 1
                }
            };
            dr.push(aff.dim(pos as u32));
        }
        let mut sr = Vec::with_capacity(s.len());
        for u in s {
            let v = p.resolve_operand(*u, index)?;
            let pos = match sym_vals.iter().position(|x| *x == v) {
                Some(i) => i,
                None => {
                    sym_vals.push(v);
                    sym_vals.len() - 1
                }
            };
            sr.push(aff.symbol(pos as u32));
        }
        exprs.push(aff.replace_dims_and_symbols(*e, &dr, &sr));
    }
    let map = aff.map(dim_vals.len() as u32, sym_vals.len() as u32, &exprs);
    st.operands.extend(dim_vals);
    st.operands.extend(sym_vals);
    Ok((map, groups))
}

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let mut ivs: Vec<Argument> = Vec::new();
    p.parse_delimited_list(Tok::LParen, Tok::RParen, " in argument list", |p| {
        let a = p.parse_operand(false)?;
        ivs.push(Argument {
            name: a,
            ty: index,
            attrs: None,
            loc: None,
        });
        Ok(())
    })?;
    p.expect(Tok::Equal, "expected '='")?;
    let (lb, lb_groups) = parse_parallel_bounds(p, st, true)?;
    p.expect_keyword("to", "expected 'to'")?;
    let (ub, ub_groups) = parse_parallel_bounds(p, st, false)?;
    let mut steps: Vec<i64> = vec![1; ivs.len()];
    if p.consume_keyword_if("step") {
        let mut v = Vec::new();
        p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
            let a = p.parse_attribute_typed(Some(ctx.i64_type()))?;
            v.push(attr_int(ctx, Some(a)).unwrap_or(0));
            Ok(())
        })?;
        steps = v;
    }
    let mut reductions = Vec::new();
    if p.consume_keyword_if("reduce") {
        p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
            let at = p.here();
            let Some(s) = p.parse_optional_string() else {
                return p.wrong_token_error("expected string");
            };
            let s = String::from_utf8_lossy(&s).into_owned();
            match RMW_KINDS.iter().position(|k| *k == s) {
                Some(i) => reductions.push(i64_attr(ctx, i as i64)),
                None => {
                    return p.custom_error(at, format!("invalid reduction value: \"{s}\""));
                }
            }
            Ok(())
        })?;
    }
    let types = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(types);
    let steps_a: Vec<Attribute> = steps.iter().map(|s| i64_attr(ctx, *s)).collect();
    crate::util::add_props(
        ctx,
        st,
        &[
            ("lowerBoundsGroups", i32_tensor(ctx, &lb_groups)),
            ("lowerBoundsMap", map_attr(ctx, lb)),
            ("reductions", ctx.array_attr(&reductions)),
            ("steps", ctx.array_attr(&steps_a)),
            ("upperBoundsGroups", i32_tensor(ctx, &ub_groups)),
            ("upperBoundsMap", map_attr(ctx, ub)),
        ],
    );
    let r = p.parse_region(&ivs, false)?;
    ensure_terminator(p, r, "affine.yield", st.loc);
    st.regions.push(r);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

fn groups_of(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    a.map(|a| rmlir_core::dense::int_values(ctx, a))
        .unwrap_or_default()
}

fn print_parallel_bounds(
    p: &mut OpPrinter<'_>,
    map: Option<AffineMap>,
    groups: &[i64],
    ops: &[Value],
    kw: &str,
) {
    let ctx = p.ctx;
    let aff = &ctx.affine;
    let Some(m) = map else { return };
    let nd = aff.map_num_dims(m) as usize;
    let results = aff.map_results(m);
    let mut start = 0usize;
    let mut out = String::new();
    for (gi, &g) in groups.iter().enumerate() {
        if gi > 0 {
            out.push_str(", ");
        }
        let g = g.max(0) as usize;
        if g == 1 {
            if let Some(&e) = results.get(start) {
                print_ssa_expr_into(p, e, nd, ops, &mut out);
            }
            start += 1;
        } else {
            out.push_str(kw);
            out.push('(');
            let end = (start + g).min(results.len());
            for (i, &e) in results[start.min(end)..end].iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_ssa_expr_into(p, e, nd, ops, &mut out);
            }
            out.push(')');
            start += g;
        }
    }
    p.write(&out);
}

/// Operands of the lower and upper bounds of an `affine.parallel`.
pub(super) fn parallel_groups(ctx: &Context, ir: &Ir, op: OpId) -> (Vec<Value>, Vec<Value>) {
    let ops: Vec<Value> = ir.operands(op).collect();
    let lb = map_of(ctx, prop(ctx, ir, op, "lowerBoundsMap"));
    let n = lb.map_or(0, |m| {
        (ctx.affine.map_num_dims(m) + ctx.affine.map_num_symbols(m)) as usize
    });
    let n = n.min(ops.len());
    (ops[..n].to_vec(), ops[n..].to_vec())
}

fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let body = ir.regions(op)[0];
    let Some(&entry) = ir.region_blocks(body).first() else {
        p.print_generic_op(op);
        return;
    };
    let (lbo, ubo) = parallel_groups(ctx, ir, op);
    p.write(" (");
    p.print_operands(ir.block_args(entry).iter().copied());
    p.write(") = (");
    print_parallel_bounds(
        p,
        map_of(ctx, prop(ctx, ir, op, "lowerBoundsMap")),
        &groups_of(ctx, prop(ctx, ir, op, "lowerBoundsGroups")),
        &lbo,
        "max",
    );
    p.write(") to (");
    print_parallel_bounds(
        p,
        map_of(ctx, prop(ctx, ir, op, "upperBoundsMap")),
        &groups_of(ctx, prop(ctx, ir, op, "upperBoundsGroups")),
        &ubo,
        "min",
    );
    p.write(")");
    let steps: Vec<i64> = match prop(ctx, ir, op, "steps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|x| attr_int(ctx, Some(*x)).unwrap_or(0))
            .collect(),
        _ => Vec::new(),
    };
    if !steps.iter().all(|s| *s == 1) {
        let s: Vec<String> = steps.iter().map(|x| x.to_string()).collect();
        p.write(&format!(" step ({})", s.join(", ")));
    }
    let n = ir.num_results(op);
    if n > 0 {
        let reds: Vec<String> = match prop(ctx, ir, op, "reductions").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v
                .iter()
                .map(|x| {
                    let k = attr_int(ctx, Some(*x)).unwrap_or(0);
                    format!(
                        "\"{}\"",
                        RMW_KINDS.get(k as usize).copied().unwrap_or("addf")
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
        p.write(&format!(" reduce ({}) -> (", reds.join(", ")));
        let tys: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        p.print_types(&tys);
        p.write(")");
    }
    p.write(" ");
    p.print_region(body, false, n > 0, false);
    p.print_optional_attr_dict(
        &all_attrs(ctx, ir, op),
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

fn verify_parallel(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let body = ir.regions(op)[0];
    let num_ivs = ir
        .region_blocks(body)
        .first()
        .map_or(0, |b| ir.block_args(*b).len());
    let lbg = groups_of(ctx, prop(ctx, ir, op, "lowerBoundsGroups"));
    let ubg = groups_of(ctx, prop(ctx, ir, op, "upperBoundsGroups"));
    let steps = match prop(ctx, ir, op, "steps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.len(),
        _ => 0,
    };
    if num_ivs != lbg.len() || num_ivs != ubg.len() || num_ivs != steps {
        return Err(op_error(ctx, ir, op, format!(
            "the number of region arguments ({num_ivs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({steps}) must all match",
            lbg.len(), ubg.len()
        )));
    }
    let aff = &ctx.affine;
    let lb = map_of(ctx, prop(ctx, ir, op, "lowerBoundsMap"));
    let ub = map_of(ctx, prop(ctx, ir, op, "upperBoundsMap"));
    for (groups, map, what) in [(&lbg, lb, "lower"), (&ubg, ub, "upper")] {
        let mut expected = 0i64;
        for g in groups.iter() {
            if *g == 0 {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!("expected {what} bound map to have at least one result"),
                ));
            }
            expected += *g;
        }
        if map.is_some_and(|m| aff.map_num_results(m) as i64 != expected) {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("expected {what} bounds map to have {expected} results"),
            ));
        }
    }
    let reds = match prop(ctx, ir, op, "reductions").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.len(),
        _ => 0,
    };
    if reds != ir.num_results(op) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "a reduction must be specified for each output",
        ));
    }
    if let Some(AttrKind::Array(v)) = prop(ctx, ir, op, "reductions").map(|a| ctx.attr_kind(a)) {
        for (i, a) in v.iter().enumerate() {
            let Some(k) = attr_int(ctx, Some(*a)).filter(|k| (0..16).contains(k)) else {
                return Err(op_error(ctx, ir, op, "invalid reduction attribute"));
            };
            let t = ir.value_type(ir.result(op, i));
            if !reduction_matches(ctx, t, k) {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    "result type cannot match reduction attribute",
                ));
            }
        }
    }
    let (lbo, ubo) = parallel_groups(ctx, ir, op);
    if let Some(m) = lb {
        verify_dims_and_symbols(ctx, ir, op, &lbo, aff.map_num_dims(m) as usize)?;
    }
    if let Some(m) = ub {
        verify_dims_and_symbols(ctx, ir, op, &ubo, aff.map_num_dims(m) as usize)?;
    }
    Ok(())
}
