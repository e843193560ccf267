//! Verifiers of the scf ops, with mlir-opt's messages and order: the op's
//! own checks, the loop-like interface checks, and the region-branch type
//! checks along control-flow edges.

use super::{body, is_op, name_of, q, region_terminator, types_of};
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId, Value};
pub(crate) use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::verify::op_error;
use rmlir_core::{Context, Type};

type VResult = Result<(), Diagnostic>;

/// The terminator of the single block of region `i` of `op` when it is an
/// op named `name`; otherwise `message` (with a note at the terminator).
fn terminator_named(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    i: usize,
    name: &str,
    message: &str,
) -> Result<OpId, Diagnostic> {
    let t = region_terminator(ir, op, i);
    match t {
        Some(t) if is_op(ctx, ir, t, name) => Ok(t),
        Some(t) => Err(op_error(ctx, ir, op, message).with_note(ir.op(t).loc, "terminator here")),
        None => Err(op_error(ctx, ir, op, message)),
    }
}

/// `SingleBlockImplicitTerminator<name>`: every non-empty region's block
/// ends with `name`.
fn verify_implicit_terminator(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> VResult {
    for &r in ir.regions(op) {
        let Some(b) = body(ir, r) else { continue };
        match ir.last_op(b) {
            Some(t) if is_op(ctx, ir, t, name) => {}
            Some(t) => {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "expects regions to end with '{name}', found '{}'",
                        name_of(ctx, ir, t)
                    ),
                )
                .with_note(
                    ir.op(t).loc,
                    format!("in custom textual format, the absence of terminator implies '{name}'"),
                ))
            }
            None => return Err(op_error(ctx, ir, op, "expects a non-empty block")),
        }
    }
    Ok(())
}

/// Checks that the values flowing along an edge match its successor's
/// inputs (MLIR's `RegionBranchOpInterface` verifier).
fn verify_edge(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    (from, to): (&str, &str),
    operands: &[Type],
    inputs: &[Type],
    note: Option<OpId>,
) -> VResult {
    let with_note = |d: Diagnostic| match note {
        Some(t) => d.with_note(ir.op(t).loc, "region branch point"),
        None => d,
    };
    if operands.len() != inputs.len() {
        return Err(with_note(op_error(
            ctx,
            ir,
            op,
            format!(
                "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            ),
        )));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(with_note(op_error(
                ctx,
                ir,
                op,
                format!(
                    "along control flow edge from {from} to {to}: successor operand type #{i} {} should match successor input type #{i} {}",
                    q(ctx, *a),
                    q(ctx, *b)
                ),
            )));
        }
    }
    Ok(())
}

/// The types a region's terminator forwards, if it is return-like.
fn yielded(ctx: &Context, ir: &Ir, op: OpId, i: usize) -> Option<(OpId, Vec<Type>)> {
    let t = region_terminator(ir, op, i)?;
    let def = ctx.op_def(ir.op_name(t))?;
    if !def.has(rmlir_core::dialect::Traits::RETURN_LIKE) {
        return None;
    }
    Some((t, types_of(ir, ir.operands(t))))
}

// ---- scf.for ----

pub(super) fn verify_for(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_implicit_terminator(ctx, ir, op, "scf.yield")?;
    if ir.num_operands(op).saturating_sub(3) != ir.num_results(op) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    // LoopLikeOpInterface.
    let inits: Vec<Value> = ir.operands(op).skip(3).collect();
    let r = ir.regions(op)[0];
    let iter_args: Vec<Value> = match body(ir, r) {
        Some(b) => ir.block_args(b).iter().skip(1).copied().collect(),
        None => Vec::new(),
    };
    let yielded: Vec<Value> = match region_terminator(ir, op, 0) {
        Some(t) if is_op(ctx, ir, t, "scf.yield") => ir.operands(t).collect(),
        _ => Vec::new(),
    };
    if inits.len() != iter_args.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    let n_res = ir.num_results(op);
    if n_res != iter_args.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "different number of loop results and region iter_args: {} != {}",
                n_res,
                iter_args.len()
            ),
        ));
    }
    for (i, (init, arg)) in inits.iter().zip(&iter_args).enumerate() {
        let (ti, ta) = (ir.value_type(*init), ir.value_type(*arg));
        if ti != ta {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                    q(ctx, ti),
                    q(ctx, ta)
                ),
            ));
        }
        if let Some(y) = yielded.get(i) {
            let ty = ir.value_type(*y);
            if ta != ty {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                        q(ctx, ta),
                        q(ctx, ty)
                    ),
                ));
            }
        }
    }
    for (i, (arg, res)) in iter_args.iter().zip(ir.results(op)).enumerate() {
        let (ta, tr) = (ir.value_type(*arg), ir.value_type(res));
        if ta != tr {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    q(ctx, ta),
                    q(ctx, tr)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_for_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let r = ir.regions(op)[0];
    let Some(b) = body(ir, r) else { return Ok(()) };
    let iv_ty = ir.block_args(b).first().map(|a| ir.value_type(*a));
    if iv_ty != Some(ir.value_type(ir.operand(op, 0))) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    // RegionBranchOpInterface: the yield feeds the iter_args and results.
    let iter_args = types_of(ir, ir.block_args(b).iter().skip(1).copied());
    let inits = types_of(ir, ir.operands(op).skip(3));
    verify_edge(
        ctx,
        ir,
        op,
        ("parent operands", "Region #0"),
        &inits,
        &iter_args,
        None,
    )?;
    if let Some((t, ts)) = yielded(ctx, ir, op, 0) {
        let from = format!("Operation {}", name_of(ctx, ir, t));
        verify_edge(ctx, ir, op, (&from, "Region #0"), &ts, &iter_args, Some(t))?;
        let results = types_of(ir, ir.results(op));
        verify_edge(ctx, ir, op, (&from, "parent"), &ts, &results, Some(t))?;
    }
    Ok(())
}

// ---- scf.if ----

pub(super) fn verify_if(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_implicit_terminator(ctx, ir, op, "scf.yield")?;
    if ir.num_results(op) != 0 && ir.region_blocks(ir.regions(op)[1]).is_empty() {
        return Err(op_error(
            ctx,
            ir,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

pub(super) fn verify_if_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let results = types_of(ir, ir.results(op));
    for i in 0..2 {
        if let Some((t, ts)) = yielded(ctx, ir, op, i) {
            let from = format!("Operation {}", name_of(ctx, ir, t));
            verify_edge(ctx, ir, op, (&from, "parent"), &ts, &results, Some(t))?;
        }
    }
    Ok(())
}

// ---- scf.while ----

pub(super) fn verify_while(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    // `SingleBlock`: a block needs at least its terminator.
    verify_implicit_terminator_first(ctx, ir, op)?;
    terminator_named(
        ctx,
        ir,
        op,
        0,
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    terminator_named(
        ctx,
        ir,
        op,
        1,
        "scf.yield",
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    Ok(())
}

pub(super) fn verify_while_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let regions = ir.regions(op);
    let args = |i: usize| -> Vec<Type> {
        body(ir, regions[i])
            .map(|b| types_of(ir, ir.block_args(b).iter().copied()))
            .unwrap_or_default()
    };
    let inits = types_of(ir, ir.operands(op));
    verify_edge(
        ctx,
        ir,
        op,
        ("parent operands", "Region #0"),
        &inits,
        &args(0),
        None,
    )?;
    if let Some(c) = region_terminator(ir, op, 0) {
        let fwd: Vec<Type> = types_of(ir, ir.operands(c).skip(1));
        let from = format!("Operation {}", name_of(ctx, ir, c));
        verify_edge(
            ctx,
            ir,
            op,
            (&from, "parent"),
            &fwd,
            &types_of(ir, ir.results(op)),
            Some(c),
        )?;
        verify_edge(ctx, ir, op, (&from, "Region #1"), &fwd, &args(1), Some(c))?;
    }
    if let Some((y, ts)) = yielded(ctx, ir, op, 1) {
        let from = format!("Operation {}", name_of(ctx, ir, y));
        verify_edge(ctx, ir, op, (&from, "Region #0"), &ts, &args(0), Some(y))?;
    }
    Ok(())
}

// ---- scf.execute_region ----

pub(super) fn verify_execute_region(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let r = ir.regions(op)[0];
    let Some(b) = body(ir, r) else {
        return Err(op_error(
            ctx,
            ir,
            op,
            "region needs to have at least one block",
        ));
    };
    if !ir.block_args(b).is_empty() {
        return Err(op_error(ctx, ir, op, "region cannot have any arguments"));
    }
    Ok(())
}

pub(super) fn verify_execute_region_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let results = types_of(ir, ir.results(op));
    let r = ir.regions(op)[0];
    for &b in ir.region_blocks(r) {
        let Some(t) = ir.last_op(b) else { continue };
        if !is_op(ctx, ir, t, "scf.yield") {
            continue;
        }
        let from = format!("Operation {}", name_of(ctx, ir, t));
        let ts = types_of(ir, ir.operands(t));
        verify_edge(ctx, ir, op, (&from, "parent"), &ts, &results, Some(t))?;
    }
    Ok(())
}

// ---- scf.index_switch ----

pub(super) fn verify_index_switch(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_implicit_terminator_first(ctx, ir, op)?;
    let cases = super::int_array(ctx, crate::util::prop(ctx, ir, op, "cases"));
    let regions = ir.regions(op);
    let n_case_regions = regions.len().saturating_sub(1);
    if cases.len() != n_case_regions {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "has {n_case_regions} case regions but {} case values",
                cases.len()
            ),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for v in &cases {
        if !seen.insert(*v) {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("has duplicate case value: {v}"),
            ));
        }
    }
    let results = types_of(ir, ir.results(op));
    for (i, _) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = region_terminator(ir, op, i) else {
            continue;
        };
        if !is_op(ctx, ir, t, "scf.yield") {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    name_of(ctx, ir, t)
                ),
            ));
        }
        if ir.num_operands(t) != results.len() {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    ir.num_operands(t)
                ),
            )
            .with_note(ir.op(t).loc, "see yield operation here"));
        }
        for (k, (r, v)) in results.iter().zip(ir.operands(t)).enumerate() {
            let vt = ir.value_type(v);
            if *r != vt {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!("expected result #{k} of each region to be {}", q(ctx, *r)),
                )
                .with_note(ir.op(t).loc, format!("{name} returns {} here", q(ctx, vt))));
            }
        }
    }
    Ok(())
}

/// `index_switch`'s implicit terminator check only looks at the regions'
/// blocks being non-empty; the kind of terminator is its own check.
fn verify_implicit_terminator_first(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    for &r in ir.regions(op) {
        if let Some(b) = body(ir, r) {
            if ir.last_op(b).is_none() {
                return Err(op_error(ctx, ir, op, "expects a non-empty block"));
            }
        }
    }
    Ok(())
}

// ---- scf.parallel / scf.reduce ----

pub(super) fn verify_parallel(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let seg = super::int_array(ctx, crate::util::prop(ctx, ir, op, "operandSegmentSizes"));
    let ops: Vec<Value> = ir.operands(op).collect();
    let (nl, nu, ns) = (
        seg.first().copied().unwrap_or(0).max(0) as usize,
        seg.get(1).copied().unwrap_or(0).max(0) as usize,
        seg.get(2).copied().unwrap_or(0).max(0) as usize,
    );
    let steps = ops.get(nl + nu..nl + nu + ns).unwrap_or(&[]);
    if steps.is_empty() {
        return Err(op_error(
            ctx,
            ir,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for s in steps {
        if const_int(ctx, ir, *s).is_some_and(|c| c <= 0) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "constant step operand must be positive",
            ));
        }
    }
    let r = ir.regions(op)[0];
    let args: Vec<Value> = body(ir, r)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != steps.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    let index = ctx.index_type();
    if args.iter().any(|a| ir.value_type(*a) != index) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let reduce = terminator_named(
        ctx,
        ir,
        op,
        0,
        "scf.reduce",
        "expects body to terminate with 'scf.reduce'",
    )?;
    let n_res = ir.num_results(op);
    let n_red = ir.regions(reduce).len();
    let n_init = ops.len().saturating_sub(nl + nu + ns);
    if n_res != n_red {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expects number of results: {n_res} to be the same as number of reductions: {n_red}"
            ),
        ));
    }
    if n_res != n_init {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expects number of results: {n_res} to be the same as number of initial values: {n_init}"
            ),
        ));
    }
    for (i, res) in ir.results(op).enumerate() {
        let rt = ir.value_type(res);
        let Some(v) = ir.operands(reduce).nth(i) else {
            break;
        };
        let ot = ir.value_type(v);
        if rt != ot {
            return Err(op_error(
                ctx,
                ir,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    q(ctx, ot),
                    q(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_reduce_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let regions = ir.regions(op);
    let n_ops = ir.num_operands(op);
    if regions.len() != n_ops {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {n_ops}",
                regions.len()
            ),
        ));
    }
    for (i, &r) in regions.iter().enumerate() {
        let ty = ir.value_type(ir.operand(op, i));
        let Some(b) = body(ir, r) else { continue };
        let Some(last) = ir.last_op(b) else {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("{i}-th reduction has an empty body"),
            ));
        };
        let args = ir.block_args(b);
        if args.len() != 2 || args.iter().any(|a| ir.value_type(*a) != ty) {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    q(ctx, ty)
                ),
            ));
        }
        if !is_op(ctx, ir, last, "scf.reduce.return") {
            return Err(op_error(
                ctx,
                ir,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_reduce_return(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(b) = ir.parent_block(op) else {
        return Ok(());
    };
    let Some(&a) = ir.block_args(b).first() else {
        return Ok(());
    };
    let expected = ir.value_type(a);
    if expected != ir.value_type(ir.operand(op, 0)) {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "must have type {} (the type of the reduction inputs)",
                q(ctx, expected)
            ),
        ));
    }
    Ok(())
}
