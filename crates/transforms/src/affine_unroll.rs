//! `affine-loop-unroll`: unrolls `affine.for` loops (MLIR 22's
//! `AffineLoopUnroll`, an interface pass on function-like ops: a
//! top-level `--affine-loop-unroll` fails to schedule on the module).
//!
//! Order of work, as in MLIR:
//!
//! 1. With `unroll-factor=-1` (full unrolling) and an explicit
//!    `unroll-full-threshold`, every loop whose constant trip count is at
//!    most the threshold is fully unrolled, innermost first (post-order).
//! 2. Otherwise, `unroll-num-reps` times: the innermost loops (no
//!    `affine.for` nested anywhere in their body) are gathered in
//!    post-order and each is unrolled fully (factor -1), up to the factor
//!    (`unroll-up-to-factor`) or by the factor; a round that unrolls
//!    nothing stops the repetitions.
//!
//! Unrolling by a factor `f` multiplies the step by `f` and appends `f-1`
//! copies of the body, each with the induction variable bumped by an
//! `affine.apply` (when it is used) and the iteration arguments chained
//! through the yielded values. When the trip count is not known to be a
//! multiple of `f`, a cleanup loop (a clone of the loop) runs the remaining
//! iterations from a lower bound built with `affine.apply` composition, or
//! with `cleanup-unroll` the loop is unrolled fully instead. Loops left
//! with a single iteration are promoted into their parent block. Loops the
//! analysis cannot handle (lower bound `max`/upper bound `min` needing a
//! cleanup, unknown trip count for full unrolling) are left alone.

use rmlir_affine::{AffineExpr, AffineMap};
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{BlockId, Ir, IrMapping, OpId, OperationState, Value, WalkOrder};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr};
use rmlir_dialects::affine as aff_d;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use rustc_hash::FxHashSet;

/// The registry entry of `affine-loop-unroll`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-loop-unroll",
    name: "AffineLoopUnroll",
    description: "Unroll affine loops",
    options: &[
        OptionSpec {
            name: "unroll-factor",
            description: "Use this unroll factor for all loops being unrolled, set it to -1, and it will fully unroll.",
            kind: OptionKind::Int(64),
            default: OptionValue::Int(4),
        },
        OptionSpec {
            name: "unroll-up-to-factor",
            description: "Allow unrolling up to the factor specified",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "unroll-num-reps",
            description: "Unroll innermost loops repeatedly this many times",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(1),
        },
        OptionSpec {
            name: "unroll-full-threshold",
            description: "Unroll all loops with trip count less than or equal to this",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(1),
        },
        OptionSpec {
            name: "cleanup-unroll",
            description: "Fully unroll the cleanup loop when possible.",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run).on_functions(),
};

/// Unrolling stops (leaving the loop alone) past this many cloned ops, so
/// that absurd trip counts (MLIR would clone forever) cannot exhaust memory.
const CLONE_BUDGET: u64 = 1 << 24;

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let o = &pass.options;
    let factor = match o.get("unroll-factor") {
        OptionValue::Int(i) => *i,
        _ => 4,
    };
    let uint = |n: &str, d: u64| match o.get(n) {
        OptionValue::Uint(u) => *u,
        _ => d,
    };
    if factor == 0 || factor < -1 {
        cx.emit(Diagnostic::error(
            ctx.unknown_loc(),
            "Invalid option: 'unroll-factor' should be greater than 0 or equal to -1",
        ));
        return Err(PassFailed);
    }
    let Some(&body_region) = ir.regions(op).first() else {
        return Ok(());
    };
    let Some(&entry) = ir.region_blocks(body_region).first() else {
        return Ok(());
    };
    let mut u = Unroller {
        ctx,
        ir,
        entry,
        cleanup: o.get_bool("cleanup-unroll"),
    };
    let full = factor == -1;
    if full && o.is_given("unroll-full-threshold") {
        let threshold = uint("unroll-full-threshold", 1);
        let mut loops = Vec::new();
        u.ir.walk(op, WalkOrder::PostOrder, &mut |_, l| {
            if is_for(ctx, u.ir, l) {
                loops.push(l);
            }
        });
        let loops: Vec<OpId> = loops
            .into_iter()
            .filter(|&l| u.constant_trip_count(l).is_some_and(|t| t <= threshold))
            .collect();
        for l in loops {
            if u.ir.is_op_alive(l) && is_for(ctx, u.ir, l) {
                u.unroll_full(l);
            }
        }
        return Ok(());
    }
    let up_to = o.get_bool("unroll-up-to-factor");
    for _ in 0..uint("unroll-num-reps", 1) {
        let loops = innermost_loops(ctx, u.ir, op);
        if loops.is_empty() {
            break;
        }
        let mut unrolled = false;
        for l in loops {
            if !u.ir.is_op_alive(l) || !is_for(ctx, u.ir, l) {
                continue;
            }
            unrolled |= if full {
                u.unroll_full(l)
            } else if up_to {
                u.unroll_up_to_factor(l, factor as u64)
            } else {
                u.unroll_by_factor(l, factor as u64, u.cleanup)
            };
        }
        if !unrolled {
            break;
        }
    }
    Ok(())
}

fn is_for(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_name_str(ir.op_name(op)) == "affine.for"
}

/// The `affine.for` ops under `root` with no `affine.for` nested in them,
/// in post-order (one walk).
fn innermost_loops(ctx: &Context, ir: &Ir, root: OpId) -> Vec<OpId> {
    let mut has_nested: FxHashSet<OpId> = FxHashSet::default();
    let mut out = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, o| {
        let f = is_for(ctx, ir, o);
        if f && !has_nested.contains(&o) {
            out.push(o);
        }
        if f || has_nested.contains(&o) {
            if let Some(p) = ir.parent_op(o) {
                has_nested.insert(p);
            }
        }
    });
    out
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

struct Unroller<'a> {
    ctx: &'a Context,
    ir: &'a mut Ir,
    /// The entry block of the function (where promoted loops put the
    /// constant of their induction variable).
    entry: BlockId,
    cleanup: bool,
}

/// The parts of an `affine.for`.
struct ForParts {
    lb: AffineMap,
    ub: AffineMap,
    lb_ops: Vec<Value>,
    ub_ops: Vec<Value>,
    step: i64,
    body: BlockId,
}

impl Unroller<'_> {
    fn map_prop(&self, op: OpId, name: &str) -> Option<AffineMap> {
        match self.ctx.attr_kind(rmlir_core::ir::symbol::inherent_attr(
            self.ctx, self.ir, op, name,
        )?) {
            AttrKind::AffineMap(m) => Some(*m),
            _ => None,
        }
    }

    fn parts(&self, op: OpId) -> Option<ForParts> {
        let ctx = self.ctx;
        let lb = self.map_prop(op, "lowerBoundMap")?;
        let ub = self.map_prop(op, "upperBoundMap")?;
        let step = match ctx.attr_kind(rmlir_core::ir::symbol::inherent_attr(
            ctx, self.ir, op, "step",
        )?) {
            AttrKind::Integer { value, .. } => value.sext_low_i64(),
            _ => return None,
        };
        if step <= 0 {
            return None;
        }
        let [lb_ops, ub_ops, _] = aff_d::for_operand_groups(ctx, self.ir, op);
        let aff = &ctx.affine;
        if lb_ops.len() != (aff.map_num_dims(lb) + aff.map_num_symbols(lb)) as usize
            || ub_ops.len() != (aff.map_num_dims(ub) + aff.map_num_symbols(ub)) as usize
        {
            return None;
        }
        let r = *self.ir.regions(op).first()?;
        let body = *self.ir.region_blocks(r).first()?;
        self.ir.terminator(body)?;
        if self.ir.block_args(body).is_empty() {
            return None;
        }
        Some(ForParts {
            lb,
            ub,
            lb_ops,
            ub_ops,
            step,
            body,
        })
    }

    /// MLIR's `getTripCountMapAndOperands`.
    fn trip_count_map(&self, op: OpId) -> Option<(AffineMap, Vec<Value>)> {
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let p = self.parts(op)?;
        if let (Some(l), Some(u)) = (
            aff.single_constant_result(p.lb),
            aff.single_constant_result(p.ub),
        ) {
            let span = u.saturating_sub(l).max(0);
            let tc = ceil_div(span, p.step);
            return Some((aff.map(0, 0, &[aff.constant(tc)]), Vec::new()));
        }
        let lb_res = aff.map_results(p.lb);
        if lb_res.len() != 1 {
            return None;
        }
        // AffineValueMap::difference(ub, splat(lb)).
        let (und, uns) = (aff.map_num_dims(p.ub), aff.map_num_symbols(p.ub));
        let (lnd, lns) = (aff.map_num_dims(p.lb), aff.map_num_symbols(p.lb));
        let mut ops: Vec<Value> = Vec::new();
        ops.extend_from_slice(&p.ub_ops[..und as usize]);
        ops.extend_from_slice(&p.lb_ops[..lnd as usize]);
        ops.extend_from_slice(&p.ub_ops[und as usize..]);
        ops.extend_from_slice(&p.lb_ops[lnd as usize..]);
        let shifted_lb = aff.shift_dims_and_symbols(lb_res[0], lnd, und, lns, uns);
        let exprs: Vec<AffineExpr> = aff
            .map_results(p.ub)
            .iter()
            .map(|&e| aff.sub(e, shifted_lb))
            .collect();
        let m = aff.map(und + lnd, uns + lns, &exprs);
        let m = aff_d::fully_compose_map_and_operands(ctx, self.ir, m, &mut ops);
        let m = aff_d::canonicalize_map_and_operands(ctx, self.ir, m, &mut ops);
        let m = aff_d::simplify_map(ctx, m);
        let step = aff.constant(p.step);
        let exprs: Vec<AffineExpr> = aff
            .map_results(m)
            .iter()
            .map(|&e| aff.ceil_div(e, step))
            .collect();
        Some((
            aff.map(aff.map_num_dims(m), aff.map_num_symbols(m), &exprs),
            ops,
        ))
    }

    /// MLIR's `getConstantTripCount` (negative counts wrap, as in MLIR).
    fn constant_trip_count(&self, op: OpId) -> Option<u64> {
        let (m, _) = self.trip_count_map(op)?;
        let aff = &self.ctx.affine;
        let mut tc: Option<u64> = None;
        for &e in aff.map_results(m).iter() {
            let c = aff.as_constant(e)? as u64;
            tc = Some(tc.map_or(c, |t| t.min(c)));
        }
        tc
    }

    /// MLIR's `getLargestDivisorOfTripCount`.
    fn largest_divisor_of_trip_count(&self, op: OpId) -> u64 {
        let Some((m, _)) = self.trip_count_map(op) else {
            return 1;
        };
        let aff = &self.ctx.affine;
        let mut g: Option<u64> = None;
        for &e in aff.map_results(m).iter() {
            let d = match aff.as_constant(e) {
                Some(0) => u64::MAX,
                Some(c) => c as u64,
                None => aff.largest_known_divisor(e) as u64,
            };
            g = Some(g.map_or(d, |x| gcd(x, d)));
        }
        g.unwrap_or(1)
    }

    fn create_apply(&mut self, map: AffineMap, operands: &[Value], loc: Attribute) -> OpId {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx, "affine.apply", loc);
        st.operands.extend_from_slice(operands);
        st.result_types.push(ctx.index_type());
        st.properties = Some(ctx.dict_attr(vec![NamedAttr {
            name: ctx.string_attr("map"),
            value: ctx.attr(AttrKind::AffineMap(map)),
        }]));
        self.ir.create_op(st)
    }

    /// MLIR's `promoteIfSingleIteration`.
    fn promote_if_single_iteration(&mut self, op: OpId) -> bool {
        if self.constant_trip_count(op) != Some(1) {
            return false;
        }
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let Some(p) = self.parts(op) else {
            return false;
        };
        if aff.map_num_results(p.lb) != 1 {
            return false;
        }
        let loc = self.ir.op(op).loc;
        let args = self.ir.block_args(p.body).to_vec();
        let iv = args[0];
        if self.ir.has_uses(iv) {
            let repl = if let Some(c) = aff.single_constant_result(p.lb) {
                let st = OperationState::constant(
                    ctx,
                    "arith.constant",
                    ctx.index_attr(c),
                    ctx.index_type(),
                    loc,
                );
                let c_op = self.ir.create_op(st);
                self.ir.prepend_op(self.entry, c_op);
                self.ir.result(c_op, 0)
            } else if aff.map_num_dims(p.lb) == 1
                && aff.map_num_symbols(p.lb) == 0
                && aff.map_results(p.lb)[0] == aff.dim(0)
            {
                p.lb_ops[0]
            } else {
                let a = self.create_apply(p.lb, &p.lb_ops, loc);
                self.ir.insert_op_before(op, a);
                self.ir.result(a, 0)
            };
            self.ir.replace_all_uses(iv, repl);
        }
        let [_, _, inits] = aff_d::for_operand_groups(ctx, self.ir, op);
        for (a, i) in args[1..].iter().zip(&inits) {
            self.ir.replace_all_uses(*a, *i);
        }
        let Some(term) = self.ir.terminator(p.body) else {
            return false;
        };
        let yielded: Vec<Value> = self.ir.operands(term).collect();
        let results: Vec<Value> = self.ir.results(op).collect();
        for (r, y) in results.iter().zip(&yielded) {
            self.ir.replace_all_uses(*r, *y);
        }
        self.ir.erase_op(term);
        let body_ops: Vec<OpId> = self.ir.block_ops(p.body).collect();
        for b in body_ops {
            self.ir.move_op_before(b, op);
        }
        self.ir.erase_op(op);
        true
    }

    /// MLIR's `getCleanupLoopLowerBound`.
    fn cleanup_lower_bound(&mut self, op: OpId, factor: u64) -> Option<(AffineMap, Vec<Value>)> {
        let (tc_map, tc_ops) = self.trip_count_map(op)?;
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let p = self.parts(op)?;
        let loc = self.ir.op(op).loc;
        let lb = self.create_apply(p.lb, &p.lb_ops, loc);
        self.ir.insert_op_before(op, lb);
        let (nd, ns) = (aff.map_num_dims(tc_map), aff.map_num_symbols(tc_map));
        let mut bumps = Vec::new();
        for &e in aff.map_results(tc_map).iter() {
            let f = aff.constant(factor as i64);
            let bump = aff.mul(aff.sub(e, aff.modulo(e, f)), aff.constant(p.step));
            let a = self.create_apply(aff.map(nd, ns, &[bump]), &tc_ops, loc);
            self.ir.insert_op_before(op, a);
            bumps.push(a);
        }
        let exprs: Vec<AffineExpr> = (0..bumps.len() as u32)
            .map(|i| aff.add(aff.dim(0), aff.dim(i + 1)))
            .collect();
        let mut ops = vec![self.ir.result(lb, 0)];
        ops.extend(bumps.iter().map(|&b| self.ir.result(b, 0)));
        let m = aff.map(1 + bumps.len() as u32, 0, &exprs);
        let m = aff_d::fully_compose_map_and_operands(ctx, self.ir, m, &mut ops);
        let m = aff_d::simplify_map(ctx, m);
        let m = aff_d::canonicalize_map_and_operands(ctx, self.ir, m, &mut ops);
        for b in bumps {
            if !self.ir.has_uses(self.ir.result(b, 0)) {
                self.ir.erase_op(b);
            }
        }
        if !self.ir.has_uses(self.ir.result(lb, 0)) {
            self.ir.erase_op(lb);
        }
        Some((m, ops))
    }

    /// MLIR's `generateCleanupLoopForUnroll`.
    fn generate_cleanup_loop(&mut self, op: OpId, factor: u64) -> bool {
        let ctx = self.ctx;
        let mut map = IrMapping::new();
        let cl = self.ir.clone_op(op, &mut map);
        self.ir.insert_op_after(op, cl);
        let results: Vec<Value> = self.ir.results(op).collect();
        let cl_results: Vec<Value> = self.ir.results(cl).collect();
        let n_inits = aff_d::for_operand_groups(ctx, self.ir, cl)[2].len();
        let first_init = self.ir.num_operands(cl) - n_inits;
        for (i, (r, cr)) in results.iter().zip(&cl_results).enumerate() {
            self.ir.replace_all_uses(*r, *cr);
            if i >= n_inits {
                break;
            }
            let from = self.ir.operand(cl, first_init + i);
            for j in 0..self.ir.num_operands(cl) {
                if self.ir.operand(cl, j) == from {
                    self.ir.set_operand(cl, j, *r);
                }
            }
        }
        let Some((m, ops)) = self.cleanup_lower_bound(op, factor) else {
            return false;
        };
        if let Some(cp) = self.parts(cl) {
            aff_d::set_for_bounds(ctx, self.ir, cl, (m, &ops), (cp.ub, &cp.ub_ops));
        }
        self.promote_if_single_iteration(cl);
        if let Some(p) = self.parts(op) {
            aff_d::set_for_bounds(ctx, self.ir, op, (p.lb, &p.lb_ops), (m, &ops));
        }
        true
    }

    /// MLIR's `loopUnrollFull`.
    fn unroll_full(&mut self, op: OpId) -> bool {
        match self.constant_trip_count(op) {
            None => false,
            Some(0) => true,
            Some(1) => self.promote_if_single_iteration(op),
            Some(t) => self.unroll_by_factor(op, t, false),
        }
    }

    /// MLIR's `loopUnrollUpToFactor`.
    fn unroll_up_to_factor(&mut self, op: OpId, factor: u64) -> bool {
        match self.constant_trip_count(op) {
            Some(t) if t < factor => self.unroll_by_factor(op, t, false),
            _ => self.unroll_by_factor(op, factor, false),
        }
    }

    /// MLIR's `loopUnrollByFactor`.
    fn unroll_by_factor(&mut self, op: OpId, factor: u64, cleanup_unroll: bool) -> bool {
        let ctx = self.ctx;
        if factor == 0 {
            return false;
        }
        let Some(p) = self.parts(op) else {
            return false;
        };
        let tc = self.constant_trip_count(op);
        if factor == 1 {
            return tc != Some(1) || self.promote_if_single_iteration(op);
        }
        let n_body = self.ir.block_ops(p.body).count() as u64;
        if n_body <= 1 {
            return true;
        }
        if tc.is_some_and(|t| t < factor) {
            if cleanup_unroll {
                return self.unroll_full(op);
            }
            return false;
        }
        if (factor - 1).saturating_mul(n_body) > CLONE_BUDGET {
            return false;
        }
        if !self
            .largest_divisor_of_trip_count(op)
            .is_multiple_of(factor)
        {
            let aff = &ctx.affine;
            if aff.map_num_results(p.lb) != 1 || aff.map_num_results(p.ub) != 1 {
                return false;
            }
            if cleanup_unroll {
                return self.unroll_full(op);
            }
            self.generate_cleanup_loop(op, factor);
        }
        let Some(p) = self.parts(op) else {
            return false;
        };
        let args = self.ir.block_args(p.body).to_vec();
        let iv = args[0];
        let iter_args = &args[1..];
        let Some(term) = self.ir.terminator(p.body) else {
            return false;
        };
        let yielded: Vec<Value> = self.ir.operands(term).collect();
        let new_step = p.step.wrapping_mul(factor as i64);
        self.ir
            .set_inherent_attr(ctx, op, "step", ctx.index_attr(new_step));
        let loc = self.ir.op(op).loc;
        let src: Vec<OpId> = self.ir.block_ops(p.body).filter(|&o| o != term).collect();
        let aff = &ctx.affine;
        let mut last = yielded.clone();
        for i in 1..factor {
            let mut map = IrMapping::new();
            for (a, l) in iter_args.iter().zip(&last) {
                map.map_value(*a, *l);
            }
            if self.ir.has_uses(iv) {
                let bump = aff.map(
                    1,
                    0,
                    &[aff.add(aff.dim(0), aff.constant((i as i64).wrapping_mul(p.step)))],
                );
                let a = self.create_apply(bump, &[iv], loc);
                self.ir.insert_op_before(term, a);
                map.map_value(iv, self.ir.result(a, 0));
            }
            for &o in &src {
                let c = self.ir.clone_op(o, &mut map);
                self.ir.insert_op_before(term, c);
            }
            for (k, y) in yielded.iter().enumerate() {
                let inside = self
                    .ir
                    .defining_op(*y)
                    .is_some_and(|d| self.ir.parent_block(d) == Some(p.body));
                if inside {
                    last[k] = map.lookup_value(*y);
                }
            }
        }
        self.ir.set_operands(term, &last);
        self.promote_if_single_iteration(op);
        true
    }
}
