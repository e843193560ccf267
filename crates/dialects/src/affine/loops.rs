//! The affine ops with regions: `affine.for`, `affine.if`,
//! `affine.parallel`, and their terminator `affine.yield`.

use super::ops::{dict_attrs, segment_sizes, verify_dims_and_symbols};
use super::syntax::{
    add_prop, parse_dim_and_symbol_list, print_dim_and_symbol_list, print_ssa_expr_into,
};
use super::{attr_int, index_attr, map_attr, map_of, set_of, AFFINE_MAP_ATTR, INTEGER_SET_ATTR};
use crate::util::prop;
use rmlir_affine::{AffineExpr, AffineMap, Delimiter};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{attr, variadic, OpSpec, RegionSpec, TraitCheck};

type VResult = Result<(), Diagnostic>;

/// The region ops and the terminator.
pub(super) static ALL: &[&OpSpec] = &[&FOR, &IF, &PARALLEL, &YIELD];

const ANY_INDEX: &rmlir_ods::TypeConstraint = &crate::memref::constraints::VARIADIC_INDEX;

/// Appends an `affine.yield` to the single block of `region` unless it
/// already ends with a terminator (`ensureTerminator` of
/// `SingleBlockImplicitTerminator<"AffineYieldOp">`).
fn ensure_terminator(p: &mut Parser<'_>, region: RegionId, loc: Attribute) {
    let ctx = p.ctx;
    let block = match p.ir.region_blocks(region).first() {
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
    if !has_term {
        let st = OperationState::new(ctx, "affine.yield", loc);
        let t = p.ir.create_op(st);
        p.ir.append_op(block, t);
    }
}

/// The single block of a region must end in `affine.yield`
/// (`SingleBlockImplicitTerminator`).
fn verify_implicit_terminator(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    for &r in ir.regions(op) {
        let blocks = ir.region_blocks(r);
        if blocks.len() > 1 {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expects region #{} to have 0 or 1 blocks",
                    ir.regions(op).iter().position(|x| *x == r).unwrap_or(0)
                ),
            ));
        }
        let Some(&b) = blocks.first() else { continue };
        match ir.last_op(b) {
            Some(t) if ctx.op_name_str(ir.op_name(t)) == "affine.yield" => {}
            Some(t) => {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "expects regions to end with 'affine.yield', found '{}'",
                        ctx.op_name_str(ir.op_name(t))
                    ),
                )
                .with_note(
                    ir.op(t).loc,
                    "in custom textual format, the absence of terminator implies 'affine.yield'",
                ));
            }
            None => return Err(op_error(ctx, ir, op, "expects a non-empty block")),
        }
    }
    Ok(())
}

// ---- yield ----

/// `affine.yield`.
pub static YIELD: OpSpec = OpSpec {
    name: "affine.yield",
    summary: "Yield values to parent operation",
    operands: &[variadic("operands", &ANY_TYPE)],
    traits: Traits::TERMINATOR
        .union(Traits::RETURN_LIKE)
        .union(Traits::PURE)
        .union(Traits::ZERO_REGIONS),
    format: Some("attr-dict ($operands^ `:` type($operands))?"),
    verify: Some(verify_yield),
    ..OpSpec::DEFAULT
};

fn verify_yield(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(parent) = ir.parent_op(op) else {
        return Ok(());
    };
    let pname = ctx.op_name_str(ir.op_name(parent));
    if !matches!(pname, "affine.for" | "affine.if" | "affine.parallel") {
        return Err(op_error(
            ctx,
            ir,
            op,
            "only terminates affine.if/for/parallel regions",
        ));
    }
    if ir.num_results(parent) != ir.num_operands(op) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    for (r, o) in ir.results(parent).zip(ir.operands(op)) {
        if ir.value_type(r) != ir.value_type(o) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
    }
    Ok(())
}

// ---- for ----

/// `affine.for`.
pub static FOR: OpSpec = OpSpec {
    name: "affine.for",
    summary: "for operation",
    operands: &[
        variadic("lowerBoundOperands", ANY_INDEX),
        variadic("upperBoundOperands", ANY_INDEX),
        variadic("inits", &ANY_TYPE),
    ],
    results: &[variadic("results", &ANY_TYPE)],
    attrs: &[
        attr("lowerBoundMap", &AFFINE_MAP_ATTR),
        attr("step", &STEP_ATTR),
        attr("upperBoundMap", &AFFINE_MAP_ATTR),
    ],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        blocks: None,
    }],
    traits: Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
    checks: &[TraitCheck::OperandSegments],
    parse: Some(parse_for),
    print: Some(print_for),
    verify_regions: Some(verify_for_regions),
    fold: Some(super::canon::fold_for),
    canonicalize: Some(super::canon::for_patterns),
    ..OpSpec::DEFAULT
};

/// `IndexAttr`.
static STEP_ATTR: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_integer_attr),
    summary: "index attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.index_type()),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// One loop bound: `%v`, an integer, or `(max|min)? #map(dims)[syms]`;
/// returns the map, with the operands appended to `st`.
fn parse_bound(p: &mut Parser<'_>, st: &mut OperationState, lower: bool) -> PResult<AffineMap> {
    let ctx = p.ctx;
    let aff = &ctx.affine;
    let had_min_max = p.consume_keyword_if(if lower { "max" } else { "min" });
    if p.is(Tok::PercentIdent) {
        let mut ops: Vec<UnresolvedOperand> = Vec::new();
        p.parse_comma_list(|p| {
            ops.push(p.parse_operand(true)?);
            Ok(())
        })?;
        if ops.len() > 1 {
            let at = p.op_name_loc();
            return p.custom_error(at, "expected only one loop bound operand");
        }
        let v = p.resolve_operand(ops[0], ctx.index_type())?;
        st.operands.push(v);
        return Ok(aff.map(0, 1, &[aff.symbol(0)]));
    }
    let at = p.here();
    let a = p.parse_attribute_typed(Some(ctx.index_type()))?;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => {
            let m = *m;
            let before = st.operands.len();
            let nd = parse_dim_and_symbol_list(p, st)?;
            let name_loc = p.op_name_loc();
            if aff.map_num_dims(m) as usize != nd {
                return p.custom_error(
                    name_loc,
                    "dim operand count and affine map dim count must match",
                );
            }
            if nd + aff.map_num_symbols(m) as usize != st.operands.len() - before {
                return p.custom_error(
                    name_loc,
                    "symbol operand count and affine map symbol count must match",
                );
            }
            if aff.map_num_results(m) > 1 && !had_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return p.custom_error(at, msg);
            }
            Ok(m)
        }
        AttrKind::Integer { value, .. } => {
            let v = value.sext_low_i64();
            Ok(aff.map(0, 0, &[aff.constant(v)]))
        }
        _ => {
            let name_loc = p.op_name_loc();
            p.custom_error(
                name_loc,
                "expected valid affine map representation for loop bounds",
            )
        }
    }
}

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let iv_arg = p.parse_argument(false, false)?;
    let iv = iv_arg.name;
    p.expect(Tok::Equal, "expected '='")?;
    let n0 = st.operands.len();
    let lb = parse_bound(p, st, true)?;
    let n_lb = st.operands.len() - n0;
    p.expect_keyword("to", "expected 'to' between bounds")?;
    let n1 = st.operands.len();
    let ub = parse_bound(p, st, false)?;
    let n_ub = st.operands.len() - n1;
    let step = if p.consume_keyword_if("step") {
        let at = p.here();
        let a = p.parse_attribute_typed(Some(index))?;
        let v = match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.sext_low_i64(),
            _ => return p.custom_error(at, "invalid kind of attribute specified"),
        };
        if v < 0 {
            return p.custom_error(
                at,
                "expected step to be representable as a positive signed integer",
            );
        }
        v
    } else {
        1
    };
    let mut args = vec![Argument {
        name: iv,
        ty: index,
        attrs: None,
        loc: iv_arg.loc,
    }];
    let mut n_inits = 0;
    if p.consume_keyword_if("iter_args") {
        let mut pairs: Vec<(UnresolvedOperand, UnresolvedOperand)> = Vec::new();
        p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
            let a = p.parse_operand(false)?;
            p.expect(Tok::Equal, "expected '='")?;
            let v = p.parse_operand(true)?;
            pairs.push((a, v));
            Ok(())
        })?;
        p.expect(Tok::Arrow, "expected '->'")?;
        let types = p.parse_function_result_types()?;
        for ((a, v), t) in pairs.iter().zip(types.iter()) {
            args.push(Argument {
                name: *a,
                ty: *t,
                attrs: None,
                loc: None,
            });
            let val = p.resolve_operand(*v, *t)?;
            st.operands.push(val);
        }
        n_inits = pairs.len();
        st.result_types.extend(types);
    }
    add_prop(p, st, "lowerBoundMap", map_attr(ctx, lb));
    add_prop(
        p,
        st,
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(ctx, &[n_lb as i32, n_ub as i32, n_inits as i32]),
    );
    add_prop(p, st, "step", index_attr(ctx, step));
    add_prop(p, st, "upperBoundMap", map_attr(ctx, ub));
    if args.len() != st.result_types.len() + 1 {
        let at = p.op_name_loc();
        return p.custom_error(
            at,
            "mismatch between the number of loop-carried values and results",
        );
    }
    let r = p.parse_region(&args, false)?;
    ensure_terminator(p, r, st.loc);
    st.regions.push(r);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

/// A loop bound as `printBound` writes it.
fn print_bound(p: &mut OpPrinter<'_>, map_a: Option<Attribute>, ops: &[Value], prefix: &str) {
    let ctx = p.ctx;
    let aff = &ctx.affine;
    let Some(a) = map_a else { return };
    let Some(m) = map_of(ctx, Some(a)) else {
        return;
    };
    let results = aff.map_results(m);
    if results.len() == 1 {
        let (nd, ns) = (aff.map_num_dims(m), aff.map_num_symbols(m));
        if nd == 0 && ns == 0 {
            if let Some(c) = aff.as_constant(results[0]) {
                p.write(&c.to_string());
                return;
            }
        }
        if nd == 0 && ns == 1 && results[0] == aff.symbol(0) && !ops.is_empty() {
            p.print_operand(ops[0]);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attr(a);
    print_dim_and_symbol_list(p, ops, aff.map_num_dims(m) as usize);
}

/// The operand groups of an `affine.for`: lower, upper, inits.
pub(super) fn for_groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 3] {
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg = segment_sizes(ctx, ir, op);
    let (a, b) = match seg.as_slice() {
        [a, b, _] => (*a, *b),
        _ => (0, 0),
    };
    let a = a.min(ops.len());
    let b = (a + b).min(ops.len());
    [ops[..a].to_vec(), ops[a..b].to_vec(), ops[b..].to_vec()]
}

fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let [lbs, ubs, inits] = for_groups(ctx, ir, op);
    let body = ir.regions(op)[0];
    let Some(&entry) = ir.region_blocks(body).first() else {
        p.print_generic_op(op);
        return;
    };
    let args = ir.block_args(entry).to_vec();
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument(iv, &[], true);
    }
    p.write(" = ");
    print_bound(p, prop(ctx, ir, op, "lowerBoundMap"), &lbs, "max");
    p.write(" to ");
    print_bound(p, prop(ctx, ir, op, "upperBoundMap"), &ubs, "min");
    let step = attr_int(ctx, prop(ctx, ir, op, "step")).unwrap_or(1);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let mut terminators = false;
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, (a, v)) in args.iter().skip(1).zip(inits.iter()).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(*a);
            p.write(" = ");
            p.print_operand(*v);
        }
        p.write(") -> (");
        let tys: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
        p.print_types(&tys);
        p.write(")");
        terminators = true;
    }
    p.write(" ");
    p.print_region(body, false, terminators, false);
    p.print_optional_attr_dict(
        &dict_attrs(ctx, ir, op),
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

fn verify_for_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_implicit_terminator(ctx, ir, op)?;
    let body = ir.regions(op)[0];
    let entry = ir.region_blocks(body).first().copied();
    let ok_iv = entry.is_some_and(|b| {
        ir.block_args(b)
            .first()
            .is_some_and(|v| ir.value_type(*v) == ctx.index_type())
    });
    if !ok_iv {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let [lbs, ubs, inits] = for_groups(ctx, ir, op);
    let aff = &ctx.affine;
    let lb = map_of(ctx, prop(ctx, ir, op, "lowerBoundMap"));
    let ub = map_of(ctx, prop(ctx, ir, op, "upperBoundMap"));
    if let Some(m) = lb {
        if aff.map_num_dims(m) + aff.map_num_symbols(m) > 0 {
            verify_dims_and_symbols(ctx, ir, op, &lbs, aff.map_num_dims(m) as usize)?;
        }
    }
    if let Some(m) = ub {
        if aff.map_num_dims(m) + aff.map_num_symbols(m) > 0 {
            verify_dims_and_symbols(ctx, ir, op, &ubs, aff.map_num_dims(m) as usize)?;
        }
    }
    if lb.is_some_and(|m| aff.map_num_results(m) < 1) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected lower bound map to have at least one result",
        ));
    }
    if ub.is_some_and(|m| aff.map_num_results(m) < 1) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected upper bound map to have at least one result",
        ));
    }
    let n = ir.num_results(op);
    if n == 0 {
        return Ok(());
    }
    if inits.len() != n {
        return Err(op_error(
            ctx,
            ir,
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if entry.map_or(0, |b| ir.block_args(b).len()) != n + 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

// ---- if ----

/// `affine.if`.
pub static IF: OpSpec = OpSpec {
    name: "affine.if",
    summary: "if-then-else operation",
    operands: &[variadic("operands", &ANY_TYPE)],
    results: &[variadic("results", &ANY_TYPE)],
    attrs: &[attr("condition", &INTEGER_SET_ATTR)],
    regions: &[
        RegionSpec {
            name: "thenRegion",
            variadic: false,
            blocks: None,
        },
        RegionSpec {
            name: "elseRegion",
            variadic: false,
            blocks: None,
        },
    ],
    traits: Traits::SINGLE_BLOCK
        .union(Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(Traits::NO_REGION_ARGUMENTS),
    parse: Some(parse_if),
    print: Some(print_if),
    verify: Some(verify_if),
    verify_regions: Some(verify_implicit_terminator),
    fold: Some(super::canon::fold_if),
    canonicalize: Some(super::canon::if_patterns),
    ..OpSpec::DEFAULT
};

fn parse_if(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let at = p.here();
    let a = p.parse_attribute()?;
    let Some(set) = set_of(ctx, Some(a)) else {
        return p.custom_error(at, "invalid kind of attribute specified");
    };
    add_prop(p, st, "condition", a);
    let nd = parse_dim_and_symbol_list(p, st)?;
    let aff = &ctx.affine;
    let name_loc = p.op_name_loc();
    if aff.set_num_dims(set) as usize != nd {
        return p.custom_error(
            name_loc,
            "dim operand count and integer set dim count must match",
        );
    }
    if nd + aff.set_num_symbols(set) as usize != st.operands.len() {
        return p.custom_error(
            name_loc,
            "symbol operand count and integer set symbol count must match",
        );
    }
    let types = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(types);
    let then_r = p.parse_region(&[], false)?;
    ensure_terminator(p, then_r, st.loc);
    let else_r = if p.consume_keyword_if("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, st.loc);
        r
    } else {
        p.ir.new_region()
    };
    st.regions.push(then_r);
    st.regions.push(else_r);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let Some(a) = prop(ctx, ir, op, "condition") else {
        return;
    };
    let nd = set_of(ctx, Some(a)).map_or(0, |s| ctx.affine.set_num_dims(s) as usize);
    p.write(" ");
    p.print_attr(a);
    let ops: Vec<Value> = ir.operands(op).collect();
    print_dim_and_symbol_list(p, &ops, nd);
    let tys: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if !tys.is_empty() {
        p.write(" -> ");
        let parens =
            tys.len() > 1 || matches!(ctx.type_kind(tys[0]), rmlir_core::TypeKind::Function { .. });
        if parens {
            p.write("(");
        }
        p.print_types(&tys);
        if parens {
            p.write(")");
        }
    }
    let has_results = !tys.is_empty();
    let regions = ir.regions(op);
    p.write(" ");
    p.print_region(regions[0], false, has_results, false);
    if let Some(&else_r) = regions.get(1) {
        if !ir.region_blocks(else_r).is_empty() {
            p.write(" else ");
            p.print_region(else_r, false, has_results, false);
        }
    }
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["condition"]);
}

fn verify_if(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(set) = set_of(ctx, prop(ctx, ir, op, "condition")) else {
        return Err(op_error(
            ctx,
            ir,
            op,
            "requires an integer set attribute named 'condition'",
        ));
    };
    let aff = &ctx.affine;
    let nd = aff.set_num_dims(set) as usize;
    if ir.num_operands(op) != nd + aff.set_num_symbols(set) as usize {
        return Err(op_error(
            ctx,
            ir,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    let ops: Vec<Value> = ir.operands(op).collect();
    verify_dims_and_symbols(ctx, ir, op, &ops, nd)
}

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
        attr("steps", &I64_ARRAY),
        attr("upperBoundsGroups", &I32_ELEMENTS),
        attr("upperBoundsMap", &AFFINE_MAP_ATTR),
    ],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::SINGLE_BLOCK.union(Traits::RECURSIVE_MEMORY_EFFECTS),
    parse: Some(parse_parallel),
    print: Some(print_parallel),
    verify: Some(verify_parallel),
    verify_regions: Some(verify_implicit_terminator),
    fold: Some(super::canon::fold_parallel),
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

fn is_i64_attr(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.i64_type())
}

static I64_ARRAY: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_array_attr),
    summary: "64-bit integer array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if v.iter().all(|x| is_i64_attr(c, *x))),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

static REDUCTIONS: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_array_attr),
    summary: "Reduction ops",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(v) if v.iter().all(|x| {
            is_i64_attr(c, *x) && attr_int(c, Some(*x)).is_some_and(|k| (0..=15).contains(&k))
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
    add_prop(p, st, "lowerBoundsGroups", i32_tensor(ctx, &lb_groups));
    add_prop(p, st, "lowerBoundsMap", map_attr(ctx, lb));
    add_prop(p, st, "reductions", ctx.array_attr(&reductions));
    let steps_a: Vec<Attribute> = steps.iter().map(|s| i64_attr(ctx, *s)).collect();
    add_prop(p, st, "steps", ctx.array_attr(&steps_a));
    add_prop(p, st, "upperBoundsGroups", i32_tensor(ctx, &ub_groups));
    add_prop(p, st, "upperBoundsMap", map_attr(ctx, ub));
    let r = p.parse_region(&ivs, false)?;
    ensure_terminator(p, r, st.loc);
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
    let names: Vec<String> = ops.iter().map(|v| p.operand_name(*v)).collect();
    let mut start = 0usize;
    let mut out = String::new();
    for (gi, &g) in groups.iter().enumerate() {
        if gi > 0 {
            out.push_str(", ");
        }
        let g = g.max(0) as usize;
        if g == 1 {
            if let Some(&e) = results.get(start) {
                print_ssa_expr_into(p, e, nd, &names, &mut out);
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
                print_ssa_expr_into(p, e, nd, &names, &mut out);
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
        &dict_attrs(ctx, ir, op),
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
