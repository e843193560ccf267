//! Canonicalization patterns of the `cf` dialect, in the order MLIR's
//! `getCanonicalizationPatterns` adds them (ControlFlowOps.cpp).

use super::typed::{BrOp, CondBrOp, SwitchOp};
use crate::arith::typed::{ConstantOp, SelectOp};
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{BlockId, OpId, Value};
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::{AttrKind, Attribute, Context, Type};

/// The integer a constant-like op defining `v` holds (MLIR's
/// `m_ConstantInt`: an integer attribute or an integer splat).
fn const_int(rw: &Rewriter<'_>, v: Value) -> Option<ApInt> {
    let a = value_constant(rw.ctx, rw.ir, v)?;
    match rw.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseIntOrFloat { ty, data } => {
            let elt = rw.ctx.type_kind(*ty).element_type()?;
            let kind = rmlir_core::dense::element_kind(rw.ctx, elt)?;
            if !data.splat {
                return None;
            }
            match rmlir_core::dense::scalar_at(&kind, data, 0) {
                rmlir_core::dense::Scalar::Int(v) => Some(v),
                _ => None,
            }
        }
        _ => None,
    }
}

fn is_one(v: &ApInt) -> bool {
    v.as_u64() == Some(1)
}

/// The operands `op` forwards to successor `i`.
fn succ_operands(rw: &Rewriter<'_>, op: OpId, i: usize) -> Vec<Value> {
    let r = super::successor_operands(rw.ctx, rw.ir, op, i);
    rw.ir.operand_values(op)[r].to_vec()
}

fn i32s(ctx: &Context, v: &[i32]) -> Attribute {
    rmlir_ods::constraints::i32_array(ctx, v)
}

/// Replaces `op` (a terminator) with `cf.br ^dest(operands)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: &[Value]) {
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    BrOp::build(rw, loc, operands, dest, &[]).expect("cf.br builds from any operands");
    rw.replace_op(op, &[]);
}

/// A switch's cases: the case values attribute (absent without cases),
/// destinations and operands.
struct Cases {
    values: Option<Attribute>,
    dests: Vec<BlockId>,
    operands: Vec<Vec<Value>>,
}

/// `dense<values> : vector<N x flag>` (`cf.switch`'s case values), or
/// `None` for no values.
pub fn case_values_attr(ctx: &Context, flag_ty: Type, values: &[ApInt]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let vty = ctx.ty(rmlir_core::types::TypeKind::Vector {
        shape: vec![values.len() as i64].into(),
        scalable: vec![false].into(),
        element: flag_ty,
    });
    let kind = rmlir_core::dense::element_kind(ctx, flag_ty)?;
    let scalars: Vec<rmlir_core::dense::Scalar> = values
        .iter()
        .map(|v| rmlir_core::dense::Scalar::Int(v.clone()))
        .collect();
    let data = rmlir_core::dense::pack(&kind, &scalars, false, values.len() as u64);
    Some(ctx.attr(AttrKind::DenseIntOrFloat { ty: vty, data }))
}

/// Replaces `op` with `cf.switch %flag, default, cases` (at `op`'s place).
fn build_switch_in_place_of(
    rw: &mut Rewriter<'_>,
    op: OpId,
    flag: Value,
    (default, default_ops): (BlockId, &[Value]),
    cases: Cases,
) {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let segs: Vec<i32> = cases.operands.iter().map(|o| o.len() as i32).collect();
    let case_ops: Vec<Value> = cases.operands.concat();
    let mut attrs = vec![("case_operand_segments", i32s(ctx, &segs))];
    if let Some(v) = cases.values {
        attrs.push(("case_values", v));
    }
    rw.set_insertion_point_before(op);
    SwitchOp::build(
        rw,
        loc,
        flag,
        default_ops,
        &case_ops,
        default,
        &cases.dests,
        &attrs,
    )
    .expect("cf.switch builds from consistent cases");
    rw.replace_op(op, &[]);
}

/// If `succ` only holds a `cf.br` that uses its arguments alone, the branch's
/// destination and the operands it would get from `operands` (MLIR's
/// `collapseBranch`).
fn collapse_branch(
    rw: &Rewriter<'_>,
    succ: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let ir = &*rw.ir;
    let br = ir.first_op(succ)?;
    if ir.next_op(br).is_some() || rw.ctx.op_name_str(ir.op_name(br)) != "cf.br" {
        return None;
    }
    for &a in ir.block_args(succ) {
        if ir.uses(a).any(|u| u.op != br) {
            return None;
        }
    }
    let dest = ir.successors(br)[0];
    if dest == succ {
        return None;
    }
    // Nor to blocks that reach a cycle through unconditional branches (any
    // block met twice).
    let mut visited = vec![succ, dest];
    let mut next = ir
        .last_op(dest)
        .filter(|o| rw.ctx.op_name_str(ir.op_name(*o)) == "cf.br");
    while let Some(b) = next {
        let d = ir.successors(b)[0];
        if visited.contains(&d) {
            return None;
        }
        visited.push(d);
        next = ir
            .last_op(d)
            .filter(|o| rw.ctx.op_name_str(ir.op_name(*o)) == "cf.br");
    }
    let args = ir.block_args(succ);
    let new_ops = ir
        .operands(br)
        .map(|v| match args.iter().position(|a| *a == v) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((dest, new_ops))
}

fn br_canonicalize(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let dest = rw.ir.successors(op)[0];
    let parent = rw.ir.parent_block(op).expect("branch in a block");
    // Merge a successor whose only predecessor is this branch.
    if dest != parent && rw.ir.block_predecessors(dest).len() == 1 {
        let operands: Vec<Value> = rw.ir.operands(op).collect();
        rw.erase_op(op);
        rw.merge_blocks(dest, parent, &operands);
        return true;
    }
    // Branch past a block that only branches on.
    if dest == parent {
        return false;
    }
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let Some((new_dest, new_ops)) = collapse_branch(rw, dest, &operands) else {
        return false;
    };
    replace_with_br(rw, op, new_dest, &new_ops);
    true
}

fn assert_canonicalize(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let arg = rw.ir.operand(op, 0);
    if const_int(rw, arg).is_some_and(|v| is_one(&v)) {
        rw.erase_op(op);
        return true;
    }
    false
}

fn simplify_const_cond_branch_pred(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cond = rw.ir.operand(op, 0);
    let Some(c) = const_int(rw, cond) else {
        return false;
    };
    let i = if c.is_zero() { 1 } else { 0 };
    let dest = rw.ir.successors(op)[i];
    let ops = succ_operands(rw, op, i);
    replace_with_br(rw, op, dest, &ops);
    true
}

fn simplify_pass_through_cond_branch(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let succ = rw.ir.successors(op).to_vec();
    let (t_ops, f_ops) = (succ_operands(rw, op, 0), succ_operands(rw, op, 1));
    let t = collapse_branch(rw, succ[0], &t_ops);
    let f = collapse_branch(rw, succ[1], &f_ops);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (t, t_ops) = t.unwrap_or((succ[0], t_ops));
    let (f, f_ops) = f.unwrap_or((succ[1], f_ops));
    let cond = rw.ir.operand(op, 0);
    let loc = rw.ir.op(op).loc;
    // The branch weights carry over to the new branch.
    let weights = rmlir_core::ir::symbol::inherent_attr(rw.ctx, rw.ir, op, "branch_weights");
    let attrs: Vec<(&str, Attribute)> =
        weights.map(|w| ("branch_weights", w)).into_iter().collect();
    rw.set_insertion_point_before(op);
    CondBrOp::build(rw, loc, cond, &t_ops, &f_ops, t, f, &attrs).expect("cf.cond_br builds");
    rw.replace_op(op, &[]);
    true
}

fn simplify_cond_branch_identical_successors(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let succ = rw.ir.successors(op).to_vec();
    if succ[0] != succ[1] {
        return false;
    }
    let (t_ops, f_ops) = (succ_operands(rw, op, 0), succ_operands(rw, op, 1));
    if t_ops == f_ops {
        replace_with_br(rw, op, succ[0], &t_ops);
        return true;
    }
    if rw.ir.unique_predecessor(succ[0]) != rw.ir.parent_block(op) {
        return false;
    }
    let cond = rw.ir.operand(op, 0);
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut merged = Vec::with_capacity(t_ops.len());
    for (a, b) in t_ops.into_iter().zip(f_ops) {
        if a == b {
            merged.push(a);
            continue;
        }
        let sel = SelectOp::build(rw, loc, cond, a, b, &[]).expect("arith.select builds");
        merged.push(sel.result(rw.ctx, rw.ir));
    }
    replace_with_br(rw, op, succ[0], &merged);
    true
}

fn is_op(rw: &Rewriter<'_>, op: Option<OpId>, name: &str) -> Option<OpId> {
    op.filter(|o| rw.ctx.op_name_str(rw.ir.op_name(*o)) == name)
}

fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: OpId,
    rw: &mut Rewriter<'_>,
) -> bool {
    let current = rw.ir.parent_block(op).expect("branch in a block");
    let Some(pred) = rw.ir.single_predecessor(current) else {
        return false;
    };
    let Some(pred_br) = is_op(rw, rw.ir.terminator(pred), "cf.cond_br") else {
        return false;
    };
    if rw.ir.operand(op, 0) != rw.ir.operand(pred_br, 0) {
        return false;
    }
    let i = if rw.ir.successors(pred_br)[0] == current {
        0
    } else {
        1
    };
    let dest = rw.ir.successors(op)[i];
    let ops = succ_operands(rw, op, i);
    replace_with_br(rw, op, dest, &ops);
    true
}

fn cond_branch_truth_propagation(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let mut replaced = false;
    let succ = rw.ir.successors(op).to_vec();
    let cond = rw.ir.operand(op, 0);
    let loc = rw.ir.op(op).loc;
    for (i, truth) in [(0, 1u64), (1, 0u64)] {
        if rw.ir.single_predecessor(succ[i]).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        let uses: Vec<_> = rw.ir.uses(cond).collect();
        for u in uses {
            if rw.ir.parent_block(u.op) != Some(succ[i]) {
                continue;
            }
            replaced = true;
            let c = match constant {
                Some(c) => c,
                None => {
                    let i1 = rw.ctx.i1_type();
                    let value = rw.ctx.attr(AttrKind::Integer {
                        ty: i1,
                        value: ApInt::from_u64(1, truth),
                    });
                    let c = ConstantOp::build(rw, loc, &[("value", value)])
                        .expect("arith.constant builds from an i1 attribute");
                    let c = c.result(rw.ctx, rw.ir);
                    constant = Some(c);
                    c
                }
            };
            rw.modify_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, c));
        }
    }
    replaced
}

/// The switch's default and case successors with their operands.
fn switch_parts(rw: &Rewriter<'_>, op: OpId) -> (Vec<ApInt>, Vec<BlockId>, Vec<Vec<Value>>) {
    let values = super::case_value_ints(rw.ctx, rw.ir, op);
    let succ = rw.ir.successors(op).to_vec();
    let ops = (0..succ.len()).map(|i| succ_operands(rw, op, i)).collect();
    (values, succ, ops)
}

fn replace_with_switch(
    rw: &mut Rewriter<'_>,
    op: OpId,
    default: (BlockId, &[Value]),
    values: Option<Attribute>,
    dests: Vec<BlockId>,
    operands: Vec<Vec<Value>>,
) {
    let flag = rw.ir.operand(op, 0);
    let cases = Cases {
        values,
        dests,
        operands,
    };
    build_switch_in_place_of(rw, op, flag, default, cases);
}

/// Replaces the switch by a switch keeping only the cases `keep` accepts.
fn filter_cases(rw: &mut Rewriter<'_>, op: OpId, keep: impl Fn(usize, &ApInt) -> bool) -> bool {
    let (values, succ, ops) = switch_parts(rw, op);
    let mut new_values = Vec::new();
    let mut dests = Vec::new();
    let mut new_ops = Vec::new();
    for (i, v) in values.iter().enumerate() {
        if keep(i, v) {
            new_values.push(v.clone());
            dests.push(succ[i + 1]);
            new_ops.push(ops[i + 1].clone());
        }
    }
    if new_values.len() == values.len() {
        return false;
    }
    let flag_ty = rw.ir.value_type(rw.ir.operand(op, 0));
    let attr = case_values_attr(rw.ctx, flag_ty, &new_values);
    replace_with_switch(rw, op, (succ[0], &ops[0]), attr, dests, new_ops);
    true
}

fn simplify_switch_with_only_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.ir.successors(op).len() != 1 {
        return false;
    }
    let dest = rw.ir.successors(op)[0];
    let ops = succ_operands(rw, op, 0);
    replace_with_br(rw, op, dest, &ops);
    true
}

fn drop_switch_cases_that_match_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (_, succ, ops) = switch_parts(rw, op);
    filter_cases(rw, op, |i, _| {
        !(succ[i + 1] == succ[0] && ops[i + 1] == ops[0])
    })
}

/// Branches to the case of `value`, or to the default (MLIR's `foldSwitch`).
fn fold_switch(rw: &mut Rewriter<'_>, op: OpId, value: &ApInt) {
    let (values, succ, mut ops) = switch_parts(rw, op);
    let i = values.iter().position(|v| v == value).map_or(0, |i| i + 1);
    let o = std::mem::take(&mut ops[i]);
    replace_with_br(rw, op, succ[i], &o);
}

fn simplify_const_switch_value(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let flag = rw.ir.operand(op, 0);
    let Some(v) = const_int(rw, flag) else {
        return false;
    };
    fold_switch(rw, op, &v);
    true
}

fn simplify_pass_through_switch(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (_, succ, ops) = switch_parts(rw, op);
    let mut changed = false;
    let mut dests = Vec::new();
    let mut new_ops = Vec::new();
    for i in 1..succ.len() {
        match collapse_branch(rw, succ[i], &ops[i]) {
            Some((d, o)) => {
                changed = true;
                dests.push(d);
                new_ops.push(o);
            }
            None => {
                dests.push(succ[i]);
                new_ops.push(ops[i].clone());
            }
        }
    }
    let (default, default_ops) = match collapse_branch(rw, succ[0], &ops[0]) {
        Some(c) => {
            changed = true;
            c
        }
        None => (succ[0], ops[0].clone()),
    };
    if !changed {
        return false;
    }
    let values = rmlir_core::ir::symbol::inherent_attr(rw.ctx, rw.ir, op, "case_values");
    replace_with_switch(rw, op, (default, &default_ops), values, dests, new_ops);
    true
}

/// The switch terminating the single predecessor of `op`'s block, on the
/// same flag.
fn pred_switch_on_same_flag(rw: &Rewriter<'_>, op: OpId) -> Option<(OpId, BlockId)> {
    let current = rw.ir.parent_block(op)?;
    let pred = rw.ir.single_predecessor(current)?;
    let pred_sw = is_op(rw, rw.ir.terminator(pred), "cf.switch")?;
    (rw.ir.operand(op, 0) == rw.ir.operand(pred_sw, 0)).then_some((pred_sw, current))
}

fn simplify_switch_from_switch_on_same_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((pred_sw, current)) = pred_switch_on_same_flag(rw, op) else {
        return false;
    };
    let pred_succ = rw.ir.successors(pred_sw).to_vec();
    if pred_succ[0] == current {
        return false;
    }
    match pred_succ[1..].iter().position(|b| *b == current) {
        Some(i) => {
            let v = super::case_value_ints(rw.ctx, rw.ir, pred_sw)[i].clone();
            fold_switch(rw, op, &v);
        }
        None => {
            let dest = rw.ir.successors(op)[0];
            let ops = succ_operands(rw, op, 0);
            replace_with_br(rw, op, dest, &ops);
        }
    }
    true
}

fn simplify_switch_from_default_switch_on_same_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((pred_sw, current)) = pred_switch_on_same_flag(rw, op) else {
        return false;
    };
    let pred_succ = rw.ir.successors(pred_sw).to_vec();
    if pred_succ[0] != current {
        return false;
    }
    let pred_values = super::case_value_ints(rw.ctx, rw.ir, pred_sw);
    let remove: Vec<ApInt> = pred_values
        .into_iter()
        .enumerate()
        .filter(|(i, _)| pred_succ[i + 1] != current)
        .map(|(_, v)| v)
        .collect();
    filter_cases(rw, op, |_, v| !remove.contains(v))
}

type PatFn = fn(OpId, &mut Rewriter<'_>) -> bool;

/// `cf.br`'s `canonicalize` method.
pub fn br_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn("cf.br", "BranchOp::canonicalize", br_canonicalize);
}

/// `cf.assert`'s `canonicalize` method.
pub fn assert_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn("cf.assert", "AssertOp::canonicalize", assert_canonicalize);
}

/// `cf.cond_br`'s patterns.
pub fn cond_br_patterns(_ctx: &Context, set: &mut PatternSet) {
    set.add_fn(
        "cf.cond_br",
        "SimplifyConstCondBranchPred",
        simplify_const_cond_branch_pred,
    );
    set.add_fn(
        "cf.cond_br",
        "SimplifyPassThroughCondBranch",
        simplify_pass_through_cond_branch,
    );
    set.add_fn(
        "cf.cond_br",
        "SimplifyCondBranchIdenticalSuccessors",
        simplify_cond_branch_identical_successors,
    );
    set.add_fn(
        "cf.cond_br",
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        simplify_cond_branch_from_cond_branch_on_same_condition,
    );
    set.add_fn(
        "cf.cond_br",
        "CondBranchTruthPropagation",
        cond_branch_truth_propagation,
    );
    set.add_fn(
        "cf.cond_br",
        "SimplifyCondBranchToUnreachable",
        simplify_cond_branch_to_unreachable,
    );
}

/// Whether `b` holds nothing but `ub.unreachable`.
fn only_unreachable(rw: &Rewriter<'_>, b: BlockId) -> bool {
    let mut ops = rw.ir.block_ops(b);
    matches!((ops.next(), ops.next()), (Some(o), None)
        if rw.ir.op_name(o) == rw.ctx.op_name("ub.unreachable"))
}

/// `cond_br %c, ^a, ^b` where one successor is only `ub.unreachable`:
/// control must go to the other one.
fn simplify_cond_branch_to_unreachable(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (t, f) = (rw.ir.successors(op)[0], rw.ir.successors(op)[1]);
    let (dest, i) = if only_unreachable(rw, t) {
        (f, 1)
    } else if only_unreachable(rw, f) {
        (t, 0)
    } else {
        return false;
    };
    let operands = succ_operands(rw, op, i);
    replace_with_br(rw, op, dest, &operands);
    true
}

/// `cf.switch`'s patterns.
pub fn switch_patterns(_ctx: &Context, set: &mut PatternSet) {
    let pats: [(&'static str, PatFn); 6] = [
        (
            "simplifySwitchWithOnlyDefault",
            simplify_switch_with_only_default,
        ),
        (
            "dropSwitchCasesThatMatchDefault",
            drop_switch_cases_that_match_default,
        ),
        ("simplifyConstSwitchValue", simplify_const_switch_value),
        ("simplifyPassThroughSwitch", simplify_pass_through_switch),
        (
            "simplifySwitchFromSwitchOnSameCondition",
            simplify_switch_from_switch_on_same_condition,
        ),
        (
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            simplify_switch_from_default_switch_on_same_condition,
        ),
    ];
    for (name, f) in pats {
        set.add_fn("cf.switch", name, f);
    }
}
