//! `affine.for`, `affine.if` and their terminator `affine.yield` (shared
//! with `affine.parallel`, in `parallel`).

use super::ops::{segment_sizes_of, verify_dims_and_symbols};
use super::syntax::{add_prop, parse_dim_and_symbol_list, print_dim_and_symbol_list, props_of};
use super::{attr_int, index_attr, map_attr, map_of, set_of, AFFINE_MAP_ATTR, INTEGER_SET_ATTR};
use crate::util::prop;
use crate::util::{all_attrs, ensure_terminator};
use rmlir_affine::AffineMap;
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Attribute, Context};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{attr, variadic, OpSpec, RegionSpec, TraitCheck};

type VResult = Result<(), Diagnostic>;

/// The region ops and the terminator.
pub(super) static ALL: &[&OpSpec] = &[&FOR, &IF, &super::parallel::PARALLEL, &YIELD];

pub(super) const ANY_INDEX: &rmlir_ods::TypeConstraint =
    &crate::memref::constraints::VARIADIC_INDEX;

/// The single block of a region must end in `affine.yield`
/// (`SingleBlockImplicitTerminator`).
pub(super) fn verify_implicit_terminator(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
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
/// The loop body of `affine.for` and `affine.parallel` (MLIR's
/// `getLoopRegions`).
pub(super) fn body_region(ir: &Ir, op: OpId) -> smallvec::SmallVec<[rmlir_core::ir::RegionId; 2]> {
    ir.regions(op).iter().take(1).copied().collect()
}

/// A loop of step 1 always terminates, so it may run speculatively if its
/// body may (MLIR's `AffineForOp::getSpeculatability`).
fn for_speculatability(ctx: &Context, ir: &Ir, op: OpId) -> rmlir_core::dialect::Speculatability {
    use rmlir_core::dialect::Speculatability;
    if super::attr_int(ctx, crate::util::prop(ctx, ir, op, "step")) == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

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
    traits: Traits::SINGLE_BLOCK
        .union(Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(Traits::AUTOMATIC_ALLOCATION_SCOPE),
    checks: &[TraitCheck::OperandSegments],
    parse: Some(parse_for),
    print: Some(print_for),
    verify_regions: Some(verify_for_regions),
    fold: Some(super::canon::fold_for),
    canonicalize: Some(super::canon::for_patterns),
    loop_regions: Some(body_region),
    loop_bounds: Some(super::bounds::loop_bounds),
    speculatability: Some(for_speculatability),
    region_branch: Some(super::control_flow::FOR),
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
    // Inline for the usual few: `vec!`s here were allocations per loop.
    let mut args: smallvec::SmallVec<[Argument; 2]> = smallvec::smallvec![Argument {
        name: iv,
        ty: index,
        attrs: None,
        loc: iv_arg.loc,
    }];
    let mut n_inits = 0;
    if p.consume_keyword_if("iter_args") {
        let mut pairs: smallvec::SmallVec<[(UnresolvedOperand, UnresolvedOperand); 2]> =
            smallvec::SmallVec::new();
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
    let segments = [n_lb as i32, n_ub as i32, n_inits as i32];
    super::syntax::add_props(
        p,
        st,
        &[
            ("lowerBoundMap", map_attr(ctx, lb)),
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &segments),
            ),
            ("step", index_attr(ctx, step)),
            ("upperBoundMap", map_attr(ctx, ub)),
        ],
    );
    if args.len() != st.result_types.len() + 1 {
        let at = p.op_name_loc();
        return p.custom_error(
            at,
            "mismatch between the number of loop-carried values and results",
        );
    }
    let r = p.parse_region(&args, false)?;
    ensure_terminator(p, r, "affine.yield", st.loc);
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
                p.write_int(c);
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

/// [`for_groups`] without heap allocation, for the printer and verifier.
pub(super) fn for_groups_inline(ctx: &Context, ir: &Ir, op: OpId) -> [ValueGroup; 3] {
    let segments = prop(ctx, ir, op, "operandSegmentSizes");
    for_group_slices(ctx, ir, op, segments).map(|g| g.into())
}

/// The operand groups of an `affine.for` (lower, upper, inits) as slices
/// of its operands, split by its `operandSegmentSizes` value `segments`.
fn for_group_slices<'a>(
    ctx: &Context,
    ir: &'a Ir,
    op: OpId,
    segments: Option<Attribute>,
) -> [&'a [Value]; 3] {
    let ops = ir.operand_values(op);
    let seg = segment_sizes_of(ctx, segments);
    let (a, b) = match seg.as_slice() {
        [a, b, _] => (*a, *b),
        _ => (0, 0),
    };
    let a = a.min(ops.len());
    let b = (a + b).min(ops.len());
    [&ops[..a], &ops[a..b], &ops[b..]]
}

/// The operand groups of an `affine.for`: lower, upper, inits.
pub(super) fn for_groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 3] {
    for_groups_inline(ctx, ir, op).map(|g| g.into_vec())
}

/// One operand group of an affine op (bounds rarely have more than a few
/// operands, so they stay inline).
pub type ValueGroup = smallvec::SmallVec<[Value; 4]>;

fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let [lb_map, ub_map, step, segments] = props_of(
        ctx,
        ir,
        op,
        [
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
    let [lbs, ubs, inits] = for_group_slices(ctx, ir, op, segments);
    let body = ir.regions(op)[0];
    let Some(&entry) = ir.region_blocks(body).first() else {
        p.print_generic_op(op);
        return;
    };
    let args = ir.block_args(entry);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument(iv, &[], true);
    }
    p.write(" = ");
    print_bound(p, lb_map, lbs, "max");
    p.write(" to ");
    print_bound(p, ub_map, ubs, "min");
    let step = attr_int(ctx, step).unwrap_or(1);
    if step != 1 {
        p.write(" step ");
        p.write_int(step);
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
        p.print_value_types(ir.results(op));
        p.write(")");
        terminators = true;
    }
    p.write(" ");
    p.print_region(body, false, terminators, false);
    p.print_optional_attr_dict(
        &all_attrs(ctx, ir, op),
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
    let [lbs, ubs, inits] = for_groups_inline(ctx, ir, op);
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
    verify_regions: Some(verify_if_regions),
    fold: Some(super::canon::fold_if),
    canonicalize: Some(super::canon::if_patterns),
    speculatability: Some(|_, _, _| rmlir_core::dialect::Speculatability::RecursivelySpeculatable),
    region_branch: Some(super::control_flow::IF),
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
    ensure_terminator(p, then_r, "affine.yield", st.loc);
    let else_r = if p.consume_keyword_if("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, "affine.yield", st.loc);
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
    print_dim_and_symbol_list(p, ir.operand_values(op), nd);
    let n = ir.num_results(op);
    if n != 0 {
        p.write(" -> ");
        let parens = n > 1
            || matches!(
                ctx.type_kind(ir.value_type(ir.result(op, 0))),
                rmlir_core::TypeKind::Function { .. }
            );
        if parens {
            p.write("(");
        }
        p.print_value_types(ir.results(op));
        if parens {
            p.write(")");
        }
    }
    let has_results = n != 0;
    let regions = ir.regions(op);
    p.write(" ");
    p.print_region(regions[0], false, has_results, false);
    if let Some(&else_r) = regions.get(1) {
        if !ir.region_blocks(else_r).is_empty() {
            p.write(" else ");
            p.print_region(else_r, false, has_results, false);
        }
    }
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["condition"]);
}

/// `affine.if`'s region checks: its implicit terminator, then the
/// control-flow edge from the op to itself that an empty else region adds
/// (RegionBranchOpInterface): nothing flows along it, so the op cannot have
/// results. The yields' edges are checked by `affine.yield` itself.
fn verify_if_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_implicit_terminator(ctx, ir, op)?;
    let n = ir.num_results(op);
    let else_empty = ir
        .regions(op)
        .get(1)
        .is_some_and(|r| ir.region_blocks(*r).is_empty());
    if else_empty && n != 0 {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {n} inputs"
            ),
        )
        .with_note(ir.op(op).loc, "region branch point"));
    }
    Ok(())
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
