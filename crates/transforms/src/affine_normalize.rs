//! `affine-loop-normalize`: rewrites each `affine.for` (innermost first) to
//! run from 0 with step 1 (MLIR 22's `normalizeAffineFor`, run on
//! `func.func`). The upper bound becomes `(ub - lb) ceildiv step` and an
//! `affine.apply` at the top of the body recomputes the old IV as
//! `lb + iv * step`. Loops with a `max` lower bound are left alone.
//! `affine.parallel` ops without `min`/`max` bounds are normalized the same
//! way (MLIR's `normalizeAffineParallel`).
//!
//! With `promote-single-iter`, single-iteration loops are not normalized
//! either (their promotion is not implemented, so they stay as they are).

use rmlir_affine::AffineMap;
use rmlir_core::ir::{Ir, OpId, OperationState, Value, WalkOrder};
use rmlir_core::{AttrKind, Context, NamedAttr};
use rmlir_dialects::affine::compose::{canonicalize, compose, simplify, Mapping};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `affine-loop-normalize`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-loop-normalize",
    name: "AffineLoopNormalize",
    description: "Apply normalization transformations to affine loop-like ops",
    options: &[OptionSpec {
        name: "promote-single-iter",
        description: "Promote single iteration loops",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(false),
    }],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let promote = p.options.get_bool("promote-single-iter");
    let mut loops = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if matches!(
            ctx.op_name_str(ir.op_name(o)),
            "affine.for" | "affine.parallel"
        ) {
            loops.push(o);
        }
    });
    for l in loops {
        if ctx.op_name_str(ir.op_name(l)) == "affine.for" {
            normalize_for(ctx, ir, l, promote);
        } else {
            normalize_parallel(ctx, ir, l);
        }
    }
    Ok(())
}

fn map_prop(ctx: &Context, ir: &Ir, op: OpId, n: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ir.attr(ctx, op, n)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// MLIR's `AffineValueMap::difference`: `a - b` over a's dims, b's dims,
/// a's symbols and b's symbols, composed and canonicalized.
pub(crate) fn difference(ctx: &Context, ir: &Ir, a: &Mapping, b: &Mapping) -> Mapping {
    let aff = &ctx.affine;
    let mut ops = Vec::with_capacity(a.ops.len() + b.ops.len());
    ops.extend_from_slice(&a.ops[..a.nd]);
    ops.extend_from_slice(&b.ops[..b.nd]);
    ops.extend_from_slice(&a.ops[a.nd..]);
    ops.extend_from_slice(&b.ops[b.nd..]);
    let bd: Vec<_> = (0..b.nd).map(|i| aff.dim((i + a.nd) as u32)).collect();
    let bs: Vec<_> = (0..b.ns).map(|i| aff.symbol((i + a.ns) as u32)).collect();
    let exprs = a
        .exprs
        .iter()
        .zip(&b.exprs)
        .map(|(&x, &y)| aff.sub(x, aff.replace_dims_and_symbols(y, &bd, &bs)))
        .collect();
    let mut m = Mapping {
        nd: a.nd + b.nd,
        ns: a.ns + b.ns,
        exprs,
        ops,
    };
    compose(ctx, ir, &mut m);
    canonicalize(ctx, ir, &mut m);
    simplify(ctx, &mut m);
    m
}

/// MLIR's `normalizeAffineFor`.
fn normalize_for(ctx: &Context, ir: &mut Ir, op: OpId, promote: bool) -> Option<()> {
    let aff = &ctx.affine;
    let lb_map = map_prop(ctx, ir, op, "lowerBoundMap")?;
    let ub_map = map_prop(ctx, ir, op, "upperBoundMap")?;
    let step = match ctx.attr_kind(ir.attr(ctx, op, "step")?) {
        AttrKind::Integer { value, .. } => value.sext_low_i64(),
        _ => return None,
    };
    if step <= 0 {
        return None;
    }
    let seg = crate::operand_segments(ctx, ir, op)?;
    let all: Vec<Value> = ir.operands(op).collect();
    let (na, nb) = (*seg.first()?, *seg.get(1)?);
    if na + nb > all.len() {
        return None;
    }
    let (lb_ops, ub_ops, inits) = (&all[..na], &all[na..na + nb], &all[na + nb..]);
    let lb_res = aff.map_results(lb_map);
    let ub_res = aff.map_results(ub_map);
    let lb_const = if lb_res.len() == 1 {
        aff.single_constant_result(lb_map)
    } else {
        None
    };
    if promote {
        let ub_const = if ub_res.len() == 1 {
            aff.single_constant_result(ub_map)
        } else {
            None
        };
        if let (Some(l), Some(u)) = (lb_const, ub_const) {
            if u > l && (u - l) <= step {
                return None;
            }
        }
    }
    if lb_const == Some(0) && step == 1 {
        return Some(());
    }
    if lb_res.len() != 1 {
        return None;
    }
    let lb = Mapping::of_map(ctx, lb_map, lb_ops);
    if lb.ops.len() != lb.nd + lb.ns {
        return None;
    }
    let padded = Mapping {
        exprs: vec![lb_res[0]; ub_res.len()],
        ..lb.clone()
    };
    let ubm = Mapping::of_map(ctx, ub_map, ub_ops);
    if ubm.ops.len() != ubm.nd + ubm.ns {
        return None;
    }
    let mut new_ub = difference(ctx, ir, &ubm, &padded);
    compose(ctx, ir, &mut new_ub);
    let stepc = aff.constant(step);
    let ub_exprs: Vec<_> = new_ub
        .exprs
        .iter()
        .map(|&e| aff.ceil_div(e, stepc))
        .collect();
    let new_ub_map = aff.map(new_ub.nd as u32, new_ub.ns as u32, &ub_exprs);
    // Update the loop.
    let mut operands = new_ub.ops.clone();
    operands.extend_from_slice(inits);
    ir.set_operands(op, &operands);
    let zero = aff.map(0, 0, &[aff.constant(0)]);
    ir.set_inherent_attr(
        ctx,
        op,
        "lowerBoundMap",
        ctx.attr(AttrKind::AffineMap(zero)),
    );
    ir.set_inherent_attr(
        ctx,
        op,
        "upperBoundMap",
        ctx.attr(AttrKind::AffineMap(new_ub_map)),
    );
    ir.set_inherent_attr(
        ctx,
        op,
        "step",
        ctx.attr(AttrKind::Integer {
            ty: ctx.index_type(),
            value: rmlir_core::apint::ApInt::from_i64(64, 1),
        }),
    );
    ir.set_inherent_attr(
        ctx,
        op,
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(ctx, &[0, new_ub.ops.len() as i32, inits.len() as i32]),
    );
    // The old IV: lb - (-iv * step).
    let r = *ir.regions(op).first()?;
    let body = *ir.region_blocks(r).first()?;
    let iv = *ir.block_args(body).first()?;
    let scale = Mapping {
        nd: 1,
        ns: 0,
        exprs: vec![aff.mul(aff.neg(aff.dim(0)), stepc)],
        ops: vec![iv],
    };
    let mut old_iv = difference(ctx, ir, &lb, &scale);
    compose(ctx, ir, &mut old_iv);
    let loc = ir.op(op).loc;
    let mut st = OperationState::new(ctx, "affine.apply", loc);
    st.operands = old_iv.ops.clone().into();
    st.result_types.push(ctx.index_type());
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("map"),
        value: ctx.attr(AttrKind::AffineMap(old_iv.map(ctx))),
    }]));
    let apply = ir.create_op(st);
    ir.prepend_op(body, apply);
    let keep: Vec<usize> = old_iv
        .ops
        .iter()
        .enumerate()
        .filter(|(_, &v)| v == iv)
        .map(|(i, _)| i)
        .collect();
    let new_iv = ir.result(apply, 0);
    ir.replace_all_uses(iv, new_iv);
    for i in keep {
        ir.set_operand(apply, i, iv);
    }
    Some(())
}

fn int_list(ctx: &Context, a: Option<rmlir_core::Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(v) => v
            .iter()
            .map(|x| match ctx.attr_kind(*x) {
                AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// MLIR's `normalizeAffineParallel`.
fn normalize_parallel(ctx: &Context, ir: &mut Ir, op: OpId) -> Option<()> {
    let aff = &ctx.affine;
    let lb_map = map_prop(ctx, ir, op, "lowerBoundsMap")?;
    let ub_map = map_prop(ctx, ir, op, "upperBoundsMap")?;
    let groups_one = |n: &str| {
        ir.attr(ctx, op, n)
            .map(|a| rmlir_core::dense::int_values(ctx, a))
            .is_some_and(|g| g.iter().all(|&x| x == 1))
    };
    if !groups_one("lowerBoundsGroups") || !groups_one("upperBoundsGroups") {
        return None;
    }
    let steps = int_list(ctx, ir.attr(ctx, op, "steps"))?;
    let lb_res = aff.map_results(lb_map);
    if steps.len() != lb_res.len() || steps.iter().any(|&s| s <= 0) {
        return None;
    }
    if steps
        .iter()
        .zip(lb_res.iter())
        .all(|(&s, &e)| s == 1 && aff.as_constant(e) == Some(0))
    {
        return Some(());
    }
    let all: Vec<Value> = ir.operands(op).collect();
    let nlb = (aff.map_num_dims(lb_map) + aff.map_num_symbols(lb_map)) as usize;
    if nlb > all.len() {
        return None;
    }
    let lb = Mapping::of_map(ctx, lb_map, &all[..nlb]);
    let ubm = Mapping::of_map(ctx, ub_map, &all[nlb..]);
    if ubm.ops.len() != ubm.nd + ubm.ns || ubm.exprs.len() != lb.exprs.len() {
        return None;
    }
    let ranges = difference(ctx, ir, &ubm, &lb);
    let r = *ir.regions(op).first()?;
    let body = *ir.region_blocks(r).first()?;
    let ivs: Vec<Value> = ir.block_args(body).to_vec();
    if ivs.len() != steps.len() {
        return None;
    }
    let anchor = ir.first_op(body)?;
    let loc = ir.op(op).loc;
    let mut ub_exprs = Vec::with_capacity(steps.len());
    for (i, &step) in steps.iter().enumerate() {
        let stepc = aff.constant(step);
        ub_exprs.push(aff.ceil_div(*ranges.exprs.get(i)?, stepc));
        let e = aff.add(lb_res[i], aff.mul(aff.dim(lb.nd as u32), stepc));
        let map = aff.map(lb.nd as u32 + 1, lb.ns as u32, &[e]);
        let mut operands: Vec<Value> = lb.ops[..lb.nd].to_vec();
        operands.push(ivs[i]);
        operands.extend_from_slice(&lb.ops[lb.nd..]);
        let mut st = OperationState::new(ctx, "affine.apply", loc);
        st.operands = operands.clone().into();
        st.result_types.push(ctx.index_type());
        st.properties = Some(ctx.dict_attr(vec![NamedAttr {
            name: ctx.string_attr("map"),
            value: ctx.attr(AttrKind::AffineMap(map)),
        }]));
        let apply = ir.create_op(st);
        ir.insert_op_before(anchor, apply);
        let new_iv = ir.result(apply, 0);
        ir.replace_all_uses(ivs[i], new_iv);
        ir.set_operand(apply, lb.nd, ivs[i]);
    }
    let n = steps.len();
    let ones: Vec<rmlir_core::Attribute> = (0..n)
        .map(|_| {
            ctx.attr(AttrKind::Integer {
                ty: ctx.i64_type(),
                value: rmlir_core::apint::ApInt::from_i64(64, 1),
            })
        })
        .collect();
    ir.set_inherent_attr(ctx, op, "steps", ctx.array_attr(&ones));
    let zeros = aff.map(0, 0, &vec![aff.constant(0); n]);
    ir.set_inherent_attr(
        ctx,
        op,
        "lowerBoundsMap",
        ctx.attr(AttrKind::AffineMap(zeros)),
    );
    let new_ub = aff.map(ranges.nd as u32, ranges.ns as u32, &ub_exprs);
    ir.set_inherent_attr(
        ctx,
        op,
        "upperBoundsMap",
        ctx.attr(AttrKind::AffineMap(new_ub)),
    );
    ir.set_operands(op, &ranges.ops);
    Some(())
}
