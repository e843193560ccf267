//! `scf.forall` (a parallel loop nest with mixed static/dynamic bounds and
//! shared outputs) and its terminator `scf.forall.in_parallel`.

use super::syntax::{parse_assignment_list, print_init_list};
use super::verify::const_int;
use super::{body, i32_array, int_array, q, types_of};
use super::{VARIADIC_ANY, VARIADIC_INDEX, VARIADIC_RANKED_TENSOR};
use crate::util::{add_prop, prop};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Context, Type};
use rmlir_ods::constraints::{is_array_attr, DENSE_I64_ARRAY_ATTR};
use rmlir_ods::{attr, opt_attr, variadic, OpSpec, RegionSpec, TraitCheck};
use rmlir_ods::{AttrConstraint, AttrSyntax};

type VResult = Result<(), Diagnostic>;

/// The marker of a dynamic entry in a static index list.
const DYNAMIC: i64 = i64::MIN;

/// Whether `a` implements `DeviceMappingAttrInterface` or
/// `DeviceMaskingAttrInterface`. The attributes that do (`#gpu.thread<x>`,
/// `#gpu.block<y>`, `#gpu.mask<...>`, ...) belong to the gpu dialect, which
/// rmlir does not implement and keeps as opaque attributes; any other
/// attribute is not a device mapping.
fn is_device_mapping(c: &Context, a: rmlir_core::Attribute) -> bool {
    const MNEMONICS: [&str; 6] = ["block", "thread", "warpgroup", "warp", "lane", "mask"];
    match c.attr_kind(a) {
        AttrKind::Opaque { dialect, data, .. } if &**dialect == "gpu" => data
            .split_once('<')
            .is_some_and(|(m, _)| MNEMONICS.contains(&m)),
        _ => false,
    }
}

/// `DeviceMappingArrayAttr`: an array of device mapping attributes.
static DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_array_attr),
    summary: "Device Mapping array attribute",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|e| is_device_mapping(c, *e)),
        _ => false,
    },
    syntax: AttrSyntax::Generic,
};

/// `scf.forall`.
pub static FORALL: OpSpec = OpSpec {
    name: "scf.forall",
    summary: "evaluate a block multiple times in parallel",
    operands: &[
        variadic("dynamicLowerBound", &VARIADIC_INDEX),
        variadic("dynamicUpperBound", &VARIADIC_INDEX),
        variadic("dynamicStep", &VARIADIC_INDEX),
        variadic("outputs", &VARIADIC_RANKED_TENSOR),
    ],
    results: &[variadic("results", &VARIADIC_ANY)],
    attrs: &[
        attr("staticLowerBound", &DENSE_I64_ARRAY_ATTR),
        attr("staticUpperBound", &DENSE_I64_ARRAY_ATTR),
        attr("staticStep", &DENSE_I64_ARRAY_ATTR),
        opt_attr("mapping", &DEVICE_MAPPING_ARRAY_ATTR),
    ],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(Traits::SINGLE_BLOCK),
    checks: &[TraitCheck::OperandSegments],
    parse: Some(parse_forall),
    print: Some(print_forall),
    verify: Some(verify_forall),
    verify_regions: Some(verify_forall_regions),
    loop_regions: Some(super::first_region),
    ..OpSpec::DEFAULT
};

/// `scf.forall.in_parallel`: the terminator of `scf.forall`, whose region
/// holds the parallel-combining ops.
pub static IN_PARALLEL: OpSpec = OpSpec {
    name: "scf.forall.in_parallel",
    summary: "terminates a `forall` block",
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::PURE
        .union(Traits::TERMINATOR)
        .union(Traits::NO_TERMINATOR)
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::GRAPH_REGIONS),
    parse: Some(parse_in_parallel),
    print: Some(print_in_parallel),
    verify: Some(verify_in_parallel),
    parent: Some("scf.forall"),
    ..OpSpec::DEFAULT
};

/// `(` (`%v` | integer)* `)`: dynamic operands and the static list with
/// [`DYNAMIC`] where an operand stands.
fn parse_index_list(p: &mut Parser<'_>) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut dynamic = Vec::new();
    let mut statics = Vec::new();
    let listed = p.parse_delimited_list(Tok::LParen, Tok::RParen, " in dynamic index list", |p| {
        if p.is(Tok::PercentIdent) {
            dynamic.push(p.parse_operand(true)?);
            statics.push(DYNAMIC);
        } else {
            let v = p.parse_op_integer(64)?;
            statics.push(v);
        }
        Ok(())
    });
    if listed.is_err() {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected SSA value or integer");
    }
    Ok((dynamic, statics))
}

fn parse_forall(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
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
    let (dl, sl, du, su, ds, ss);
    if p.consume_keyword_if("in") {
        (du, su) = parse_index_list(p)?;
        (dl, sl) = (Vec::new(), vec![0; n]);
        (ds, ss) = (Vec::new(), vec![1; n]);
    } else {
        p.expect(Tok::Equal, "expected '='")?;
        (dl, sl) = parse_index_list(p)?;
        super::syntax::expect_kw(p, "to")?;
        (du, su) = parse_index_list(p)?;
        super::syntax::expect_kw(p, "step")?;
        (ds, ss) = parse_index_list(p)?;
    }
    for list in [&dl, &du, &ds] {
        for u in list.iter() {
            let v = p.resolve_operand(*u, index)?;
            st.operands.push(v);
        }
    }
    let mut out_args = super::syntax::Args::new();
    let mut outs = rmlir_core::asm::parser::OperandNames::new();
    let outs_loc = p.here();
    if p.consume_keyword_if("shared_outs") {
        parse_assignment_list(p, &mut out_args, &mut outs)?;
        st.result_types = p.parse_optional_arrow_type_list()?.into();
        let types: Vec<Type> = st.result_types.to_vec();
        p.resolve_operands(&outs, &types, outs_loc, &mut st.operands)?;
    }
    let mut args = ivs;
    for (mut a, t) in out_args.into_iter().zip(st.result_types.iter()) {
        a.ty = *t;
        args.push(a);
    }
    let r = p.parse_region(&args, false)?;
    // The implicit terminator comes with its own (empty) block.
    if let Some(block) = crate::util::block_without_terminator(p, r) {
        let mut t = OperationState::new(ctx, "scf.forall.in_parallel", st.loc);
        let tr = p.ir.new_region();
        let tb = p.ir.new_block();
        p.ir.append_block(tr, tb);
        t.regions.push(tr);
        let t = p.ir.create_op(t);
        p.ir.append_op(block, t);
    }
    st.regions.push(r);
    p.parse_optional_attr_dict_unchecked(st)?;
    add_prop(ctx, st, "staticLowerBound", ctx.i64_array_attr(&sl));
    add_prop(ctx, st, "staticUpperBound", ctx.i64_array_attr(&su));
    add_prop(ctx, st, "staticStep", ctx.i64_array_attr(&ss));
    add_prop(
        ctx,
        st,
        "operandSegmentSizes",
        i32_array(
            ctx,
            &[
                dl.len() as i32,
                du.len() as i32,
                ds.len() as i32,
                outs.len() as i32,
            ],
        ),
    );
    Ok(())
}

/// The operand groups: dynamic lower bounds, upper bounds, steps, outputs.
fn groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 4] {
    let seg = int_array(ctx, prop(ctx, ir, op, "operandSegmentSizes"));
    let ops: Vec<Value> = ir.operands(op).collect();
    let mut out: [Vec<Value>; 4] = Default::default();
    let mut at = 0usize;
    for (i, g) in out.iter_mut().enumerate() {
        let n = seg.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (at + n).min(ops.len());
        g.extend_from_slice(&ops[at..end]);
        at = end;
    }
    out
}

/// The mixed static/dynamic values of one bound list: `Ok(constant)` or
/// `Err(value)`.
fn mixed(statics: &[i64], dynamic: &[Value]) -> Vec<Result<i64, Value>> {
    let mut d = dynamic.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC).then(|| d.next()).flatten() {
            Some(v) => Err(*v),
            None => Ok(s),
        })
        .collect()
}

fn print_index_list(p: &mut OpPrinter<'_>, statics: &[i64], dynamic: &[Value]) {
    p.write("(");
    for (i, m) in mixed(statics, dynamic).into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match m {
            Ok(c) => p.write(&c.to_string()),
            Err(v) => p.print_operand(v),
        }
    }
    p.write(")");
}

fn print_forall(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if ir.regions(op).is_empty() {
        return;
    }
    let [dl, du, ds, outs] = groups(ctx, ir, op);
    let sl = int_array(ctx, prop(ctx, ir, op, "staticLowerBound"));
    let su = int_array(ctx, prop(ctx, ir, op, "staticUpperBound"));
    let ss = int_array(ctx, prop(ctx, ir, op, "staticStep"));
    let r = ir.regions(op)[0];
    let args: Vec<Value> = body(ir, r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    let n_ivs = sl.len().min(args.len());
    p.write(" (");
    p.print_operands(args[..n_ivs].iter().copied());
    let all_eq = |statics: &[i64], dynamic: &[Value], want: i64| {
        mixed(statics, dynamic).into_iter().all(|m| match m {
            Ok(c) => c == want,
            Err(v) => const_int(ctx, ir, v) == Some(want),
        })
    };
    if all_eq(&sl, &dl, 0) && all_eq(&ss, &ds, 1) {
        p.write(") in ");
        print_index_list(p, &su, &du);
    } else {
        p.write(") = ");
        print_index_list(p, &sl, &dl);
        p.write(" to ");
        print_index_list(p, &su, &du);
        p.write(" step ");
        print_index_list(p, &ss, &ds);
    }
    print_init_list(p, &args[n_ivs..], &outs, " shared_outs");
    p.write(" ");
    if args.len() > n_ivs {
        p.write("-> (");
        p.print_types(&types_of(ir, ir.results(op)));
        p.write(") ");
    }
    p.print_region(r, false, ir.num_results(op) > 0, false);
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(
        &attrs,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// Checks one mixed static/dynamic list (MLIR's
/// `verifyListOfOperandsOrIntegers`).
fn verify_list(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    name: &str,
    n: usize,
    statics: &[i64],
    dynamic: &[Value],
) -> VResult {
    if statics.len() != n {
        return Err(plain_error(
            ctx,
            ir,
            op,
            format!("expected {n} {name} values, got {}", statics.len()),
        ));
    }
    let want = statics.iter().filter(|s| **s == DYNAMIC).count();
    if dynamic.len() != want {
        return Err(plain_error(
            ctx,
            ir,
            op,
            format!("expected {want} dynamic {name} values"),
        ));
    }
    Ok(())
}

fn verify_forall(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let [dl, du, ds, outs] = groups(ctx, ir, op);
    let sl = int_array(ctx, prop(ctx, ir, op, "staticLowerBound"));
    let su = int_array(ctx, prop(ctx, ir, op, "staticUpperBound"));
    let ss = int_array(ctx, prop(ctx, ir, op, "staticStep"));
    let n = sl.len();
    // SingleBlockImplicitTerminator.
    let r = ir.regions(op)[0];
    if let Some(b) = body(ir, r) {
        match ir.last_op(b) {
            Some(t) if super::is_op(ctx, ir, t, "scf.forall.in_parallel") => {}
            Some(t) => {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "expects regions to end with 'scf.forall.in_parallel', found '{}'",
                        super::name_of(ctx, ir, t)
                    ),
                )
                .with_note(
                    ir.op(t).loc,
                    "in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'",
                ))
            }
            None => return Err(op_error(ctx, ir, op, "expects a non-empty block")),
        }
    }
    let n_res = ir.num_results(op);
    if n_res != outs.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "produces {n_res} results, but has only {} outputs",
                outs.len()
            ),
        ));
    }
    let args: Vec<Value> = body(ir, r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != n + outs.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("region expects {n} arguments"),
        ));
    }
    for (i, a) in args[..n].iter().enumerate() {
        if ir.value_type(*a) != ctx.index_type() {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
    }
    for (i, o) in outs.iter().enumerate() {
        if ir.value_type(args[n + i]) != ir.value_type(*o) {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = prop(ctx, ir, op, "mapping") {
        if let AttrKind::Array(v) = ctx.attr_kind(m) {
            if !v.is_empty() && v.len() != n {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    "mapping attribute size must match op rank",
                ));
            }
        }
    }
    verify_list(ctx, ir, op, "lower bound", n, &sl, &dl)?;
    verify_list(ctx, ir, op, "upper bound", n, &su, &du)?;
    verify_list(ctx, ir, op, "step", n, &ss, &ds)?;
    Ok(())
}

/// Region-level checks of `scf.forall`, which mlir-opt runs after the nested
/// ops are verified.
fn verify_forall_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let [_, _, _, outs] = groups(ctx, ir, op);
    // DestinationStyleOpInterface: each shared output (a ranked tensor, by
    // the operand constraint) is tied to the result of the same position.
    // (mlir-opt 22's LoopLikeOpInterface check does not see forall's
    // results, so this is where a mismatch is reported.)
    let tensor_results = ir
        .results(op)
        .filter(|r| {
            matches!(
                ctx.type_kind(ir.value_type(*r)),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            )
        })
        .count();
    if tensor_results != outs.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                outs.len()
            ),
        ));
    }
    let first_out = ir.num_operands(op) - outs.len();
    for (i, (o, res)) in outs.iter().zip(ir.results(op)).enumerate() {
        let (to, tr) = (ir.value_type(*o), ir.value_type(res));
        if to != tr {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expected type of operand #{} ({}) to match type of corresponding result ({})",
                    first_out + i,
                    q(ctx, to),
                    q(ctx, tr)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_in_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let r = p.parse_region(&[], false)?;
    if p.ir.region_blocks(r).is_empty() {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(st)
}

fn print_in_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.write(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.print_region(r, false, false, false);
    }
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn verify_in_parallel(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(b) = ir.regions(op).first().and_then(|&r| body(ir, r)) else {
        return Ok(());
    };
    // No dialect here provides ParallelCombiningOpInterface ops.
    if ir.first_op(b).is_some() {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected only ParallelCombiningOpInterface ops",
        ));
    }
    Ok(())
}
