//! `convert-scf-to-cf`: lowers the structured control flow of the scf
//! dialect to blocks and `cf` branches (MLIR's `SCFToControlFlowPass`).
//!
//! The ops are converted in a pre-order walk, outer ops first, as MLIR's
//! conversion driver legalizes them; each lowering splits the block holding
//! the op and moves the op's region blocks in between:
//! `scf.for` becomes a condition block (the entry block of its body,
//! comparing the induction variable with the upper bound) and its body
//! blocks stepping back to it; `scf.if` a conditional branch to its moved
//! regions joining in a continuation block; `scf.index_switch` a
//! `cf.switch` on the index cast to `i32`; `scf.execute_region` a branch
//! into its blocks; `scf.while` a before region branching to the after
//! region or out.

use crate::options::{OptionKind, OptionSpec, OptionValue};
use crate::passes::SimplePass;
use crate::registry::PassInfo;
use crate::{PassContext, PassFailed};
use rmlir_core::attrs::NamedAttr;
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value, WalkOrder};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::{AttrKind, Attribute, Context, Type};

pub(crate) static CONVERT_SCF_TO_CF: PassInfo = PassInfo {
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
    create: |options| SimplePass::new(&CONVERT_SCF_TO_CF, options, run),
};

fn name_of<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn run(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    root: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    // The lowerings rely on the ops' invariants: IR that skipped
    // verification is checked first.
    if let Err(d) = rmlir_core::verify::verify(ctx, ir, root) {
        cx.emit(d);
        return Err(PassFailed);
    }
    let mut all = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, &mut |_, o| all.push(o));
    let mut todo = Vec::new();
    for o in all {
        if matches!(
            name_of(ctx, ir, o),
            "scf.for"
                | "scf.if"
                | "scf.index_switch"
                | "scf.execute_region"
                | "scf.while"
                | "scf.parallel"
                | "scf.forall"
        ) {
            todo.push(o);
        }
    }
    let mut rw = Rewriter::new(ctx, ir);
    for op in todo {
        if !rw.ir.is_op_alive(op) {
            continue;
        }
        match name_of(ctx, rw.ir, op) {
            "scf.for" => lower_for(&mut rw, op),
            "scf.if" => lower_if(&mut rw, op),
            "scf.index_switch" => lower_switch(&mut rw, op),
            "scf.execute_region" => lower_execute_region(&mut rw, op),
            "scf.while" => lower_while(&mut rw, op),
            "scf.parallel" => lower_parallel_nest(&mut rw, op),
            "scf.forall" => {
                if let Some(p) = lower_forall(&mut rw, op) {
                    lower_parallel_nest(&mut rw, p);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The region holding block `b`, and `b`'s index in it.
fn block_pos(ir: &Ir, b: BlockId) -> (RegionId, usize) {
    let r = ir.block_parent(b).expect("block in a region");
    (r, ir.block_index_in_region(b).unwrap_or(0))
}

/// Moves the blocks of `src` before block `before`.
fn inline_before(rw: &mut Rewriter<'_>, src: RegionId, before: BlockId) {
    let (r, pos) = block_pos(rw.ir, before);
    rw.inline_region_before(src, r, pos);
}

/// Creates an op from its parts at the end of `b`.
fn create_at_end(
    rw: &mut Rewriter<'_>,
    b: BlockId,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    successors: &[BlockId],
    result_types: &[Type],
) -> OpId {
    let mut st = OperationState::new(rw.ctx, name, loc);
    st.operands.extend(operands.iter().copied());
    st.successors.extend(successors.iter().copied());
    st.result_types.extend(result_types.iter().copied());
    rw.set_insertion_point_to_end(b);
    rw.create(st)
}

/// `cf.br` at the end of `b`.
fn branch(rw: &mut Rewriter<'_>, b: BlockId, loc: Attribute, dest: BlockId, args: &[Value]) {
    create_at_end(rw, b, "cf.br", loc, args, &[dest], &[]);
}

/// `cf.cond_br` at the end of `b`, without operands for either target.
fn cond_branch(
    rw: &mut Rewriter<'_>,
    b: BlockId,
    loc: Attribute,
    cond: Value,
    (t, t_args): (BlockId, &[Value]),
    (f, f_args): (BlockId, &[Value]),
) {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "cf.cond_br", loc);
    st.operands.push(cond);
    st.operands.extend(t_args.iter().copied());
    st.operands.extend(f_args.iter().copied());
    st.successors.extend([t, f]);
    let seg = i32_array(ctx, &[1, t_args.len() as i32, f_args.len() as i32]);
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: seg,
    }]));
    rw.set_insertion_point_to_end(b);
    rw.create(st);
}

fn i32_array(ctx: &Context, v: &[i32]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

fn int_array(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) if raw.len() >= *len as usize * 8 => (0..*len
            as usize)
            .map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8])))
            .collect(),
        _ => Vec::new(),
    }
}

/// The block holding `op`, split before it: `(before, from_op)`.
fn split_at(rw: &mut Rewriter<'_>, op: OpId) -> (BlockId, BlockId) {
    let b = rw.ir.parent_block(op).expect("op in a block");
    let rest = rw.split_block(b, op);
    (b, rest)
}

fn lower_for(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let (init_block, end_block) = split_at(rw, op);
    let r = rw.ir.regions(op)[0];
    let Some(&cond_block) = rw.ir.region_blocks(r).first() else {
        return;
    };
    let Some(first_op) = rw.ir.first_op(cond_block) else {
        return;
    };
    let first_body = rw.split_block(cond_block, first_op);
    let last_body = *rw.ir.region_blocks(r).last().expect("body block");
    inline_before(rw, r, end_block);
    let iv = rw.ir.block_args(cond_block)[0];
    let ops: Vec<Value> = rw.ir.operands(op).collect();
    let (ub, step) = (ops[1], ops[2]);
    let term = rw.ir.last_op(last_body).expect("terminator");
    let iv_ty = rw.ir.value_type(iv);
    let add = create_at_end(rw, last_body, "arith.addi", loc, &[iv, step], &[], &[iv_ty]);
    let stepped = rw.ir.result(add, 0);
    let mut carried = vec![stepped];
    carried.extend(rw.ir.operands(term));
    branch(rw, last_body, loc, cond_block, &carried);
    rw.erase_op(term);
    let mut dest = vec![ops[0]];
    dest.extend_from_slice(&ops[3..]);
    branch(rw, init_block, loc, cond_block, &dest);
    let unsigned = rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "unsignedCmp").is_some();
    let pred = if unsigned { 6 } else { 2 };
    let mut cmp = OperationState::new(ctx, "arith.cmpi", loc);
    cmp.operands.extend([iv, ub]);
    cmp.result_types.push(ctx.i1_type());
    let pred_attr = ctx.attr(AttrKind::Integer {
        ty: ctx.i64_type(),
        value: rmlir_core::apint::ApInt::from_u64(64, pred),
    });
    cmp.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("predicate"),
        value: pred_attr,
    }]));
    rw.set_insertion_point_to_end(cond_block);
    let cmp = rw.create(cmp);
    let c = rw.ir.result(cmp, 0);
    cond_branch(rw, cond_block, loc, c, (first_body, &[]), (end_block, &[]));
    let results: Vec<Value> = rw.ir.block_args(cond_block)[1..].to_vec();
    rw.replace_op(op, &results);
}

fn lower_if(rw: &mut Rewriter<'_>, op: OpId) {
    let loc = rw.ir.op(op).loc;
    let (cond_block, remaining) = split_at(rw, op);
    let result_types: Vec<Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let cont = if result_types.is_empty() {
        remaining
    } else {
        let b = rw.ir.new_block();
        for t in &result_types {
            rw.ir.add_block_arg(b, *t, loc);
        }
        let (r, pos) = block_pos(rw.ir, remaining);
        rw.ir.insert_block(r, pos, b);
        branch(rw, b, loc, remaining, &[]);
        b
    };
    let regions = rw.ir.regions(op).to_vec();
    let mut targets = Vec::new();
    for &r in &regions {
        let Some(&first) = rw.ir.region_blocks(r).first() else {
            targets.push(cont);
            continue;
        };
        let last = *rw.ir.region_blocks(r).last().expect("block");
        if let Some(t) = rw.ir.last_op(last) {
            let args: Vec<Value> = rw.ir.operands(t).collect();
            branch(rw, last, loc, cont, &args);
            rw.erase_op(t);
        }
        inline_before(rw, r, cont);
        targets.push(first);
    }
    let cond = rw.ir.operand(op, 0);
    cond_branch(
        rw,
        cond_block,
        loc,
        cond,
        (targets[0], &[]),
        (targets[1], &[]),
    );
    let results: Vec<Value> = rw.ir.block_args(cont).to_vec();
    rw.replace_op(op, &results);
}

fn lower_switch(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let (cond_block, cont) = split_at(rw, op);
    let result_types: Vec<Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let results: Vec<Value> = result_types
        .iter()
        .map(|t| rw.ir.add_block_arg(cont, *t, loc))
        .collect();
    let regions = rw.ir.regions(op).to_vec();
    let convert = |rw: &mut Rewriter<'_>, r: RegionId| -> Option<BlockId> {
        let b = *rw.ir.region_blocks(r).first()?;
        let y = rw.ir.last_op(b)?;
        let args: Vec<Value> = rw.ir.operands(y).collect();
        let yloc = rw.ir.op(y).loc;
        rw.set_insertion_point_before(y);
        let mut st = OperationState::new(ctx, "cf.br", yloc);
        st.operands.extend(args);
        st.successors.push(cont);
        rw.replace_op_with_new(y, st);
        inline_before(rw, r, cont);
        Some(b)
    };
    let cases = int_array(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "cases"),
    );
    let mut succs = Vec::new();
    for &r in &regions[1..] {
        let Some(b) = convert(rw, r) else { return };
        succs.push(b);
    }
    let Some(default) = convert(rw, regions[0]) else {
        return;
    };
    let arg = rw.ir.operand(op, 0);
    let i32t = ctx.i32_type();
    let cast = create_at_end(
        rw,
        cond_block,
        "arith.index_cast",
        loc,
        &[arg],
        &[],
        &[i32t],
    );
    let flag = rw.ir.result(cast, 0);
    let mut st = OperationState::new(ctx, "cf.switch", loc);
    st.operands.push(flag);
    st.successors.push(default);
    st.successors.extend(succs.iter().copied());
    let mut props = vec![
        NamedAttr {
            name: ctx.string_attr("case_operand_segments"),
            value: i32_array(ctx, &vec![0; succs.len()]),
        },
        NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: i32_array(ctx, &[1, 0, 0]),
        },
    ];
    if !cases.is_empty() {
        let text = format!(
            "dense<[{}]> : vector<{}xi32>",
            cases
                .iter()
                .map(|c| (*c as i32).to_string())
                .collect::<Vec<_>>()
                .join(", "),
            cases.len()
        );
        if let Ok(a) = rmlir_core::asm::parser::parse_attribute_text(ctx, &text) {
            props.push(NamedAttr {
                name: ctx.string_attr("case_values"),
                value: a,
            });
        }
    }
    st.properties = Some(ctx.dict_attr(props));
    rw.set_insertion_point_to_end(cond_block);
    rw.create(st);
    rw.replace_op(op, &results);
}

fn lower_execute_region(rw: &mut Rewriter<'_>, op: OpId) {
    let loc = rw.ir.op(op).loc;
    let (cond_block, remaining) = split_at(rw, op);
    let result_types: Vec<Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let r = rw.ir.regions(op)[0];
    let Some(&entry) = rw.ir.region_blocks(r).first() else {
        return;
    };
    let blocks: Vec<BlockId> = rw.ir.region_blocks(r).to_vec();
    inline_before(rw, r, remaining);
    branch(rw, cond_block, loc, entry, &[]);
    let args: Vec<Value> = result_types
        .iter()
        .map(|t| rw.ir.add_block_arg(remaining, *t, loc))
        .collect();
    for b in blocks {
        let Some(t) = rw.ir.last_op(b) else { continue };
        if name_of(rw.ctx, rw.ir, t) != "scf.yield" {
            continue;
        }
        let vals: Vec<Value> = rw.ir.operands(t).collect();
        rw.set_insertion_point_before(t);
        let mut st = OperationState::new(rw.ctx, "cf.br", loc);
        st.operands.extend(vals);
        st.successors.push(remaining);
        rw.replace_op_with_new(t, st);
    }
    rw.replace_op(op, &args);
}

fn lower_while(rw: &mut Rewriter<'_>, op: OpId) {
    let loc = rw.ir.op(op).loc;
    let (current, cont) = split_at(rw, op);
    let regions = rw.ir.regions(op).to_vec();
    let (Some(&before), Some(&after)) = (
        rw.ir.region_blocks(regions[0]).first(),
        rw.ir.region_blocks(regions[1]).first(),
    ) else {
        return;
    };
    let before_last = *rw.ir.region_blocks(regions[0]).last().expect("block");
    let after_last = *rw.ir.region_blocks(regions[1]).last().expect("block");
    // An after region only forwarding its arguments makes a do-while loop:
    // the before region branches back to itself.
    let forwarding = rw.ir.region_blocks(regions[1]).len() == 1
        && rw.ir.block_ops(after).count() == 1
        && rw.ir.last_op(after).is_some_and(|y| {
            name_of(rw.ctx, rw.ir, y) == "scf.yield"
                && rw.ir.operands(y).collect::<Vec<_>>() == rw.ir.block_args(after)
        });
    if forwarding {
        inline_before(rw, regions[0], cont);
        let inits: Vec<Value> = rw.ir.operands(op).collect();
        branch(rw, current, loc, before, &inits);
        let Some(c) = rw.ir.last_op(before_last) else {
            return;
        };
        let ops: Vec<Value> = rw.ir.operands(c).collect();
        let cloc = rw.ir.op(c).loc;
        let fwd = ops[1..].to_vec();
        rw.erase_op(c);
        cond_branch(rw, before_last, cloc, ops[0], (before, &fwd), (cont, &[]));
        rw.replace_op(op, &fwd);
        return;
    }
    inline_before(rw, regions[1], cont);
    inline_before(rw, regions[0], after);
    let inits: Vec<Value> = rw.ir.operands(op).collect();
    branch(rw, current, loc, before, &inits);
    let Some(c) = rw.ir.last_op(before_last) else {
        return;
    };
    let ops: Vec<Value> = rw.ir.operands(c).collect();
    let cloc = rw.ir.op(c).loc;
    let fwd = ops[1..].to_vec();
    rw.erase_op(c);
    cond_branch(rw, before_last, cloc, ops[0], (after, &fwd), (cont, &[]));
    if let Some(y) = rw.ir.last_op(after_last) {
        let vals: Vec<Value> = rw.ir.operands(y).collect();
        let yloc = rw.ir.op(y).loc;
        rw.erase_op(y);
        branch(rw, after_last, yloc, before, &vals);
    }
    rw.replace_op(op, &fwd);
}

/// A new `scf.for` at the insertion point; its body holds an empty
/// `scf.yield` when it carries no values.
fn create_for(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    (lb, ub, step): (Value, Value, Value),
    iter_args: &[Value],
) -> OpId {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "scf.for", loc);
    st.operands.extend([lb, ub, step]);
    st.operands.extend(iter_args.iter().copied());
    let types: Vec<Type> = iter_args.iter().map(|v| rw.ir.value_type(*v)).collect();
    st.result_types.extend(types.iter().copied());
    let r = rw.ir.new_region();
    let b = rw.ir.new_block();
    let lb_ty = rw.ir.value_type(lb);
    rw.ir.add_block_arg(b, lb_ty, loc);
    for (t, v) in types.iter().zip(iter_args) {
        let l = rw.ir.value(*v).loc;
        rw.ir.add_block_arg(b, *t, l);
    }
    rw.ir.append_block(r, b);
    if iter_args.is_empty() {
        let y = rw.ir.create_op(OperationState::new(ctx, "scf.yield", loc));
        rw.ir.append_op(b, y);
    }
    st.regions.push(r);
    rw.create(st)
}

/// Lowers `scf.parallel` to a nest of `scf.for` (one per dimension)
/// carrying the reduced values; returns the loops, outer first.
fn lower_parallel(rw: &mut Rewriter<'_>, op: OpId) -> Vec<OpId> {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let r = rw.ir.regions(op)[0];
    let Some(&body) = rw.ir.region_blocks(r).first() else {
        return Vec::new();
    };
    let Some(reduce) = rw.ir.last_op(body) else {
        return Vec::new();
    };
    if name_of(ctx, rw.ir, reduce) != "scf.reduce" {
        return Vec::new();
    }
    let seg = int_array32(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "operandSegmentSizes"),
    );
    let ops: Vec<Value> = rw.ir.operands(op).collect();
    let n = seg.first().copied().unwrap_or(0).max(0) as usize;
    if seg.len() != 4 || ops.len() < 3 * n {
        return Vec::new();
    }
    let (lbs, ubs, steps) = (&ops[..n], &ops[n..2 * n], &ops[2 * n..3 * n]);
    let inits: Vec<Value> = ops[3 * n..].to_vec();
    let mut iter_args = inits.clone();
    let mut ivs = Vec::new();
    let mut loop_results = inits.clone();
    let mut loops = Vec::new();
    rw.set_insertion_point_before(op);
    for i in 0..n {
        let f = create_for(rw, loc, (lbs[i], ubs[i], steps[i]), &iter_args);
        let fb = rw.ir.region_blocks(rw.ir.regions(f)[0])[0];
        let args = rw.ir.block_args(fb).to_vec();
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results: Vec<Value> = rw.ir.results(f).collect();
        if loops.is_empty() {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = rw.ir.parent_block(f).expect("loop in a block");
            let mut y = OperationState::new(ctx, "scf.yield", loc);
            y.operands.extend(results);
            rw.set_insertion_point_to_end(outer);
            rw.create(y);
        }
        loops.push(f);
        rw.set_insertion_point_to_start(fb);
    }
    let Some(&inner) = loops.last() else {
        return Vec::new();
    };
    let new_body = rw.ir.region_blocks(rw.ir.regions(inner)[0])[0];
    let mut yields = Vec::new();
    let red_regions = rw.ir.regions(reduce).to_vec();
    for (i, rr) in red_regions
        .into_iter()
        .enumerate()
        .take(rw.ir.num_results(op))
    {
        let Some(&rb) = rw.ir.region_blocks(rr).first() else {
            continue;
        };
        let arg = iter_args[yields.len()];
        let ret = rw.ir.last_op(rb).expect("reduce.return");
        yields.push(rw.ir.operand(ret, 0));
        rw.erase_op(ret);
        let operand = rw.ir.operand(reduce, i);
        rw.inline_block_before(rb, body, Some(reduce), &[arg, operand]);
    }
    rw.erase_op(reduce);
    match rw.ir.last_op(new_body) {
        None => rw.merge_blocks(body, new_body, &ivs),
        Some(t) => rw.inline_block_before(body, new_body, Some(t), &ivs),
    }
    if !yields.is_empty() {
        let mut y = OperationState::new(ctx, "scf.yield", loc);
        y.operands.extend(yields);
        rw.set_insertion_point_to_end(new_body);
        rw.create(y);
    }
    rw.replace_op(op, &loop_results);
    loops
}

fn int_array32(ctx: &Context, a: Option<Attribute>) -> Vec<i32> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) if raw.len() >= *len as usize * 4 => (0..*len
            as usize)
            .map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap_or([0; 4])))
            .collect(),
        _ => Vec::new(),
    }
}

/// Lowers `scf.parallel` and, right away, the loops it becomes.
fn lower_parallel_nest(rw: &mut Rewriter<'_>, op: OpId) {
    for f in lower_parallel(rw, op) {
        if rw.ir.is_op_alive(f) {
            lower_for(rw, f);
        }
    }
}

/// An `arith.constant` of index type at the insertion point.
fn index_constant(rw: &mut Rewriter<'_>, v: i64, loc: Attribute) -> Value {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let value = ctx.attr(AttrKind::Integer {
        ty: index,
        value: rmlir_core::apint::ApInt::from_i64(64, v),
    });
    let st = OperationState::constant(ctx, "arith.constant", value, index, loc);
    let c = rw.create(st);
    rw.ir.result(c, 0)
}

/// Lowers a bufferized `scf.forall` (no shared outputs) to `scf.parallel`
/// (MLIR's `forallToParallelLoop`).
fn lower_forall(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let seg = int_array32(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "operandSegmentSizes"),
    );
    if seg.len() != 4 || seg[3] != 0 {
        return None;
    }
    let ops: Vec<Value> = rw.ir.operands(op).collect();
    let mut at = 0usize;
    let mut dynamic: Vec<Vec<Value>> = Vec::new();
    for &n in &seg[..3] {
        let end = (at + n.max(0) as usize).min(ops.len());
        dynamic.push(ops[at..end].to_vec());
        at = end;
    }
    rw.set_insertion_point_before(op);
    let mut mixed: Vec<Vec<Value>> = Vec::new();
    for (name, dyn_vals) in ["staticLowerBound", "staticUpperBound", "staticStep"]
        .iter()
        .zip(&dynamic)
    {
        let statics = int_array(
            ctx,
            rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, name),
        );
        let mut d = dyn_vals.iter();
        let mut vals = Vec::new();
        for s in statics {
            let v = if s == i64::MIN {
                *d.next()?
            } else {
                index_constant(rw, s, loc)
            };
            vals.push(v);
        }
        mixed.push(vals);
    }
    let n = mixed[0].len();
    let mut st = OperationState::new(ctx, "scf.parallel", loc);
    for group in &mixed {
        st.operands.extend(group.iter().copied());
    }
    let mut props = vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: i32_array(
            ctx,
            &[n as i32, mixed[1].len() as i32, mixed[2].len() as i32, 0],
        ),
    }];
    let mapping = rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "mapping");
    props.sort_by(|a, b| ctx.str_value(a.name).cmp(ctx.str_value(b.name)));
    st.properties = Some(ctx.dict_attr(props));
    if let Some(m) = mapping {
        st.attrs = ctx.dict_attr(vec![NamedAttr {
            name: ctx.string_attr("mapping"),
            value: m,
        }]);
    }
    let r = rw.ir.regions(op)[0];
    let nr = rw.ir.new_region();
    st.regions.push(nr);
    let p = rw.create(st);
    rw.inline_region_before(r, nr, 0);
    let b = *rw.ir.region_blocks(nr).first()?;
    let t = rw.ir.last_op(b)?;
    let tloc = rw.ir.op(t).loc;
    let mut red = OperationState::new(ctx, "scf.reduce", tloc);
    red.properties = None;
    rw.set_insertion_point_before(t);
    rw.replace_op_with_new(t, red);
    rw.erase_op(op);
    Some(p)
}
