//! `convert-scf-to-cf`: lowers structured control flow (`scf.for`, `if`,
//! `while`, `execute_region`, `index_switch`, `parallel`, `forall`) to
//! blocks and `cf` branches, through a partial dialect conversion.
//!
//! Each lowering follows MLIR's step by step (which block is split where,
//! in which order regions are inlined and ops created), since the block
//! order and value numbering of the output depend on it. `scf.parallel`
//! becomes a nest of `scf.for` and `scf.forall` an `scf.parallel`; the ops
//! so created are legalized right away by the same patterns.

use rmlir_core::apint::ApInt;
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::rewrite::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    FnConversionPattern, FrozenConversionPatterns,
};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr};
use rmlir_dialects::arith::typed::{AddIOp, CmpIOp, ConstantOp, IndexCastOp};
use rmlir_dialects::cf::typed::{BrOp, CondBrOp, SwitchOp};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use std::sync::OnceLock;

/// The registry entry of `convert-scf-to-cf`.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-scf-to-cf",
    name: "SCFToControlFlowPass",
    description:
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    options: &[OptionSpec {
        name: "allow-pattern-rollback",
        description: "Experimental performance flag to disallow pattern rollback",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(true),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

const ILLEGAL: &[&str] = &[
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    static TARGET: OnceLock<ConversionTarget> = OnceLock::new();
    let target = TARGET.get_or_init(|| {
        let mut t = ConversionTarget::new();
        t.add_illegal_ops(ILLEGAL);
        t.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
        t
    });
    // MLIR's `ConversionConfig::allowPatternRollback`, from the option.
    let config = ConversionConfig {
        allow_pattern_rollback: pass.options.get_bool("allow-pattern-rollback"),
    };
    crate::run_partial_conversion(cx, ir, op, target, &patterns(cx.ctx), config)
}

/// The lowering patterns (MLIR's `populateSCFToControlFlowConversionPatterns`):
/// the do-while special case of `scf.while` is tried first.
pub fn patterns(ctx: &Context) -> FrozenConversionPatterns {
    let mut ps = ConversionPatternSet::new();
    ps.add_fn("scf.forall", "ForallLowering", lower_forall)
        .add_fn("scf.for", "ForLowering", lower_for)
        .add_fn("scf.if", "IfLowering", lower_if)
        .add_fn("scf.parallel", "ParallelLowering", lower_parallel)
        .add_fn("scf.while", "WhileLowering", lower_while)
        .add_fn(
            "scf.execute_region",
            "ExecuteRegionLowering",
            lower_execute_region,
        )
        .add_fn(
            "scf.index_switch",
            "IndexSwitchLowering",
            lower_index_switch,
        )
        .add(FnConversionPattern {
            root: Some("scf.while"),
            name: "DoWhileLowering",
            benefit: 2,
            f: lower_do_while,
        });
    ps.freeze(ctx)
}

type Crw<'r, 'a> = ConversionRewriter<'r, 'a>;

fn parent_block(ir: &Ir, op: OpId) -> BlockId {
    ir.parent_block(op).expect("a lowered scf op is in a block")
}

/// Moves the blocks of `region` before `before` in `before`'s region.
fn inline_before(rw: &mut Crw<'_, '_>, region: RegionId, before: BlockId) {
    let dest = rw.ir.block_parent(before).expect("block in a region");
    let pos = rw
        .ir
        .block_index_in_region(before)
        .expect("block in a region");
    rw.inline_region_before(region, dest, pos);
}

fn br(rw: &mut Crw<'_, '_>, loc: Attribute, dest: BlockId, operands: &[Value]) {
    BrOp::build(&mut rw.rw, loc, operands, dest, &[]).expect("cf.br builds");
}

fn cond_br(
    rw: &mut Crw<'_, '_>,
    loc: Attribute,
    cond: Value,
    t: (BlockId, &[Value]),
    f: (BlockId, &[Value]),
) {
    CondBrOp::build(&mut rw.rw, loc, cond, t.1, f.1, t.0, f.0, &[]).expect("cf.cond_br builds");
}

fn terminator(ir: &Ir, b: BlockId) -> OpId {
    ir.last_op(b).expect("scf blocks end in a terminator")
}

fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).collect()
}

fn has_unit_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name).is_some()
}

fn i64_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.i64_type(),
        value: ApInt::from_i64(64, v),
    })
}

fn lower_for(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let init_block = parent_block(rw.ir, op);
    let end_block = rw.split_block(init_block, op);
    let region = rw.ir.regions(op)[0];
    let cond_block = rw.ir.region_blocks(region)[0];
    let first = rw
        .ir
        .first_op(cond_block)
        .expect("loop body has a terminator");
    let first_body = rw.split_block(cond_block, first);
    let last_body = *rw.ir.region_blocks(region).last().expect("loop body");
    inline_before(rw, region, end_block);
    let iv = rw.ir.block_args(cond_block)[0];
    let term = terminator(rw.ir, last_body);
    rw.set_insertion_point_to_end(last_body);
    let all = operands(rw.ir, op);
    let (lb, ub, step) = (all[0], all[1], all[2]);
    let stepped = AddIOp::build(&mut rw.rw, loc, iv, step, &[]).expect("arith.addi builds");
    let mut carried = vec![rw.ir.result(stepped.0, 0)];
    carried.extend(rw.ir.operands(term));
    br(rw, loc, cond_block, &carried);
    rw.erase_op(term);
    rw.set_insertion_point_to_end(init_block);
    let mut init = vec![lb];
    init.extend_from_slice(&all[3..]);
    br(rw, loc, cond_block, &init);
    rw.set_insertion_point_to_end(cond_block);
    // `slt`, or `ult` for a loop marked `unsigned`.
    let pred = if has_unit_prop(ctx, rw.ir, op, "unsignedCmp") {
        6
    } else {
        2
    };
    let cmp = CmpIOp::build(
        &mut rw.rw,
        loc,
        iv,
        ub,
        &[("predicate", i64_attr(ctx, pred))],
    )
    .expect("arith.cmpi builds");
    let c = rw.ir.result(cmp.0, 0);
    cond_br(rw, loc, c, (first_body, &[]), (end_block, &[]));
    let results: Vec<Value> = rw.ir.block_args(cond_block)[1..].to_vec();
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let loc = rw.ir.op(op).loc;
    let cond_block = parent_block(rw.ir, op);
    let remaining = rw.split_block(cond_block, op);
    let result_types: Vec<_> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let region = rw.ir.block_parent(remaining).expect("block in a region");
        let pos = rw
            .ir
            .block_index_in_region(remaining)
            .expect("block in a region");
        let locs = vec![loc; result_types.len()];
        let b = rw.create_block(region, pos, &result_types, &locs);
        br(rw, loc, remaining, &[]);
        b
    };
    let regions = rw.ir.regions(op).to_vec();
    let inline_branch = |rw: &mut Crw<'_, '_>, region: RegionId| -> BlockId {
        let first = rw.ir.region_blocks(region)[0];
        let last = *rw
            .ir
            .region_blocks(region)
            .last()
            .expect("non-empty region");
        let term = terminator(rw.ir, last);
        let yielded = operands(rw.ir, term);
        rw.set_insertion_point_to_end(last);
        br(rw, loc, continue_block, &yielded);
        rw.erase_op(term);
        inline_before(rw, region, continue_block);
        first
    };
    let then_block = inline_branch(rw, regions[0]);
    let else_block = match regions.get(1) {
        Some(&r) if !rw.ir.region_blocks(r).is_empty() => inline_branch(rw, r),
        _ => continue_block,
    };
    rw.set_insertion_point_to_end(cond_block);
    let cond = rw.ir.operand(op, 0);
    cond_br(rw, loc, cond, (then_block, &[]), (else_block, &[]));
    let results: Vec<Value> = rw.ir.block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    true
}

fn lower_execute_region(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let cond_block = parent_block(rw.ir, op);
    let remaining = rw.split_block(cond_block, op);
    let region = rw.ir.regions(op)[0];
    let entry = rw.ir.region_blocks(region)[0];
    rw.set_insertion_point_to_end(cond_block);
    br(rw, loc, entry, &[]);
    for b in rw.ir.region_blocks(region).to_vec() {
        let term = terminator(rw.ir, b);
        if ctx.op_name_str(rw.ir.op_name(term)) != "scf.yield" {
            continue;
        }
        let yielded = operands(rw.ir, term);
        rw.set_insertion_point_to_end(b);
        br(rw, loc, remaining, &yielded);
        rw.erase_op(term);
    }
    inline_before(rw, region, remaining);
    let types: Vec<_> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let vals: Vec<Value> = types
        .into_iter()
        .map(|t| rw.add_block_arg(remaining, t, loc))
        .collect();
    rw.replace_op(op, &vals);
    true
}

fn lower_while(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    lower_while_loop(op, rw, false);
    true
}

/// `scf.while` whose "after" region only forwards its arguments: the loop
/// branches back to the "before" block directly.
fn lower_do_while(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let after = rw.ir.region_blocks(rw.ir.regions(op)[1])[0];
    let Some(only) = rw.ir.first_op(after) else {
        return false;
    };
    if rw.ir.last_op(after) != Some(only) || ctx.op_name_str(rw.ir.op_name(only)) != "scf.yield" {
        return false;
    }
    if rw
        .ir
        .operands(only)
        .ne(rw.ir.block_args(after).iter().copied())
    {
        return false;
    }
    lower_while_loop(op, rw, true);
    true
}

/// Splits the block at the `scf.while`, moves its "before" block (and,
/// unless `do_while`, its "after" block) in between, and branches: into
/// "before", from its condition to "after" (or back to "before" for a
/// do-while) or out, and from "after" back to "before". The terminators
/// become branches at their own locations (MLIR's `replaceOpWithNewOp`).
fn lower_while_loop(op: OpId, rw: &mut Crw<'_, '_>, do_while: bool) {
    let loc = rw.ir.op(op).loc;
    let saved = rw.insertion_point();
    let current = parent_block(rw.ir, op);
    let continuation = rw.split_block(current, op);
    let regions = rw.ir.regions(op).to_vec();
    let after = rw.ir.region_blocks(regions[1])[0];
    let before = rw.ir.region_blocks(regions[0])[0];
    if do_while {
        inline_before(rw, regions[0], continuation);
    } else {
        inline_before(rw, regions[1], continuation);
        inline_before(rw, regions[0], after);
    }
    rw.set_insertion_point_to_end(current);
    let inits = operands(rw.ir, op);
    br(rw, loc, before, &inits);
    rw.set_insertion_point_to_end(before);
    let cond_op = terminator(rw.ir, before);
    let cond_ops = operands(rw.ir, cond_op);
    let cond_loc = rw.ir.op(cond_op).loc;
    let on_true = if do_while { before } else { after };
    cond_br(
        rw,
        cond_loc,
        cond_ops[0],
        (on_true, &cond_ops[1..]),
        (continuation, &[]),
    );
    rw.erase_op(cond_op);
    if !do_while {
        rw.set_insertion_point_to_end(after);
        let yield_op = terminator(rw.ir, after);
        let yielded = operands(rw.ir, yield_op);
        let yield_loc = rw.ir.op(yield_op).loc;
        br(rw, yield_loc, before, &yielded);
        rw.erase_op(yield_op);
    }
    rw.set_insertion_point(saved);
    rw.replace_op(op, &cond_ops[1..]);
}

fn lower_index_switch(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let cond_block = parent_block(rw.ir, op);
    let continue_block = rw.split_block(cond_block, op);
    let types: Vec<_> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let results: Vec<Value> = types
        .into_iter()
        .map(|t| rw.add_block_arg(continue_block, t, loc))
        .collect();
    let convert_region = |rw: &mut Crw<'_, '_>, region: RegionId| -> BlockId {
        let block = rw.ir.region_blocks(region)[0];
        let y = terminator(rw.ir, block);
        let yielded = operands(rw.ir, y);
        rw.set_insertion_point_before(y);
        let yield_loc = rw.ir.op(y).loc;
        br(rw, yield_loc, continue_block, &yielded);
        rw.erase_op(y);
        inline_before(rw, region, continue_block);
        block
    };
    let regions = rw.ir.regions(op).to_vec();
    let cases = crate::i64_array_values(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "cases"),
    );
    let mut succs = Vec::new();
    for &r in &regions[1..] {
        succs.push(convert_region(rw, r));
    }
    let default = convert_region(rw, regions[0]);
    rw.set_insertion_point_to_end(cond_block);
    let arg = rw.ir.operand(op, 0);
    let i32t = ctx.i32_type();
    let cast = IndexCastOp::build_with_types(&mut rw.rw, loc, &[i32t], arg, &[])
        .expect("arith.index_cast builds");
    let flag = rw.ir.result(cast.0, 0);
    let values: Vec<ApInt> = cases.iter().map(|&c| ApInt::from_i64(32, c)).collect();
    let segments = vec![0; succs.len()];
    let mut attrs = vec![(
        "case_operand_segments",
        rmlir_ods::constraints::i32_array(ctx, &segments),
    )];
    if let Some(v) = rmlir_dialects::cf::case_values_attr(ctx, i32t, &values) {
        attrs.push(("case_values", v));
    }
    SwitchOp::build(&mut rw.rw, loc, flag, &[], &[], default, &succs, &attrs)
        .expect("cf.switch builds");
    rw.replace_op(op, &results);
    true
}

/// Creates `scf.for lb to ub step step iter_args(inits)` at the insertion
/// point, with a body block of the induction variable and iteration
/// arguments (and an empty `scf.yield` when there are none).
fn create_for(
    rw: &mut Crw<'_, '_>,
    loc: Attribute,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> OpId {
    let ctx = rw.ctx;
    let region = rw.ir.new_region();
    let body = rw.ir.new_block();
    rw.ir.append_block(region, body);
    rw.ir.add_block_arg(body, ctx.index_type(), loc);
    // Iteration arguments take their initial values' locations (MLIR's
    // `ForOp::build`).
    let types: Vec<_> = inits.iter().map(|&v| rw.ir.value_type(v)).collect();
    for (&t, &v) in types.iter().zip(inits) {
        let vloc = value_loc(rw.ir, v);
        rw.ir.add_block_arg(body, t, vloc);
    }
    let mut st = OperationState::new(ctx, "scf.for", loc);
    st.operands.extend([lb, ub, step]);
    st.operands.extend(inits.iter().copied());
    st.result_types.extend(types);
    st.regions.push(region);
    let op = rw.create(st);
    if inits.is_empty() {
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_end(body);
        rw.create(OperationState::new(ctx, "scf.yield", loc));
        rw.set_insertion_point(saved);
    }
    op
}

/// Where `v` is defined: its op's location, or a block argument's own.
fn value_loc(ir: &Ir, v: Value) -> Attribute {
    match ir.value(v).def {
        rmlir_core::ir::ValueDef::Result { op, .. } => ir.op(op).loc,
        rmlir_core::ir::ValueDef::Arg { .. } => ir.value(v).loc,
    }
}

fn lower_parallel(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let all = operands(rw.ir, op);
    let body = rw.ir.region_blocks(rw.ir.regions(op)[0])[0];
    let n = rw.ir.block_args(body).len();
    let (lbs, rest) = all.split_at(n);
    let (ubs, rest) = rest.split_at(n);
    let (steps, inits) = rest.split_at(n);
    let mut iter_args: Vec<Value> = inits.to_vec();
    let mut ivs = Vec::with_capacity(n);
    let mut loop_results: Vec<Value> = iter_args.clone();
    for i in 0..n {
        let f = create_for(rw, loc, lbs[i], ubs[i], steps[i], &iter_args);
        let fbody = rw.ir.region_blocks(rw.ir.regions(f)[0])[0];
        ivs.push(rw.ir.block_args(fbody)[0]);
        let results: Vec<Value> = rw.ir.results(f).collect();
        iter_args = rw.ir.block_args(fbody)[1..].to_vec();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let b = rw.insertion_block().expect("insertion point set");
            rw.set_insertion_point_to_end(b);
            let mut y = OperationState::new(ctx, "scf.yield", loc);
            y.operands.extend(results);
            rw.create(y);
        }
        rw.set_insertion_point_to_start(fbody);
    }
    // Merge the reduction bodies before the terminator, then the body.
    let term = terminator(rw.ir, body);
    let mut yield_operands = Vec::new();
    if ctx.op_name_str(rw.ir.op_name(term)) == "scf.reduce" {
        let reduce_operands = operands(rw.ir, term);
        for (i, r) in rw.ir.regions(term).to_vec().into_iter().enumerate() {
            let rb = rw.ir.region_blocks(r)[0];
            let ret = terminator(rw.ir, rb);
            let mut yielded = rw.ir.operand(ret, 0);
            rw.erase_op(ret);
            let args = [iter_args[i], reduce_operands[i]];
            // The reduced value may be a block argument, which inlining
            // replaces by its value (MLIR maps it at the end).
            if let Some(j) = rw.ir.block_args(rb).iter().position(|&a| a == yielded) {
                yielded = args[j];
            }
            yield_operands.push(yielded);
            rw.inline_block_before(rb, body, Some(term), &args);
        }
    }
    rw.erase_op(term);
    let new_body = rw.insertion_block().expect("insertion point set");
    match rw.ir.last_op(new_body) {
        None => rw.merge_blocks(body, new_body, &ivs),
        Some(t) => rw.inline_block_before(body, new_body, Some(t), &ivs),
    }
    if !yield_operands.is_empty() {
        rw.set_insertion_point_to_end(new_body);
        let mut y = OperationState::new(ctx, "scf.yield", loc);
        y.operands.extend(yield_operands);
        rw.create(y);
    }
    rw.replace_op(op, &loop_results);
    true
}

fn lower_forall(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let segments = crate::segment_sizes(ctx, rw.ir, op);
    if segments.len() != 4 || segments[3] != 0 {
        // Only fully bufferized loops (no shared outputs) lower.
        return false;
    }
    let all = operands(rw.ir, op);
    let mut dynamic = all.into_iter();
    let mut mixed = |rw: &mut Crw<'_, '_>, name: &str, count: i32| -> Vec<Value> {
        let statics = crate::i64_array_values(
            ctx,
            rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, name),
        );
        let mut taken = 0;
        statics
            .into_iter()
            .map(|s| {
                if s == i64::MIN && taken < count {
                    taken += 1;
                    dynamic.next().expect("dynamic bound operand")
                } else {
                    let idx = ctx.index_type();
                    let value = ctx.attr(AttrKind::Integer {
                        ty: idx,
                        value: ApInt::from_i64(64, s),
                    });
                    let c =
                        ConstantOp::build_with_types(&mut rw.rw, loc, &[idx], &[("value", value)])
                            .expect("arith.constant builds");
                    rw.ir.result(c.0, 0)
                }
            })
            .collect()
    };
    let lbs = mixed(rw, "staticLowerBound", segments[0]);
    let ubs = mixed(rw, "staticUpperBound", segments[1]);
    let steps = mixed(rw, "staticStep", segments[2]);
    let region = rw.ir.new_region();
    let mut st = OperationState::new(ctx, "scf.parallel", loc);
    st.operands
        .extend(lbs.iter().chain(&ubs).chain(&steps).copied());
    let n = lbs.len() as i32;
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: rmlir_ods::constraints::i32_array(ctx, &[n, n, n, 0]),
    }]));
    st.regions.push(region);
    let forall_region = rw.ir.regions(op)[0];
    // The loop body moves over before the parallel op is created, so that
    // legalizing it (right after this pattern) finds its body in place.
    rw.inline_region_before(forall_region, region, 0);
    let body = rw.ir.region_blocks(region)[0];
    let old_term = terminator(rw.ir, body);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(body);
    let term_loc = rw.ir.op(old_term).loc;
    rw.create(OperationState::new(ctx, "scf.yield", term_loc));
    rw.erase_op(old_term);
    rw.set_insertion_point(saved);
    let p = rw.create(st);
    let results: Vec<Value> = rw.ir.results(p).collect();
    rw.replace_op(op, &results);
    true
}
