//! `int-range-optimizations` (MLIR's `IntRangeOptimizationsPass`): values
//! whose range holds one value become constants, and remainders that cannot
//! change their dividend (`x % m` with `0 <= x < m`) are dropped.

use super::Ranges;
use rmlir_core::int_range::{apint_of, Bits};
use rmlir_core::ir::{Ir, OpId, Value, ValueDef};
use rmlir_core::rewrite::effects::is_op_trivially_dead;
use rmlir_core::rewrite::folder::{constant_value, value_constant};
use rmlir_core::rewrite::{PatternSet, RewritePattern, Rewriter};
use rmlir_core::{AttrKind, Context};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `int-range-optimizations`.
pub static INFO: PassInfo = PassInfo {
    argument: "int-range-optimizations",
    name: "ArithIntRangeOpts",
    description: "Do optimizations based on integer range analysis",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let ranges = Ranges::solve(ctx, ir, op, true);
    let mut set = PatternSet::new();
    set.add(MaterializeKnownConstants(ranges.clone()));
    set.add(DeleteTrivialRem("arith.remsi", ranges.clone()));
    set.add(DeleteTrivialRem("arith.remui", ranges));
    super::apply(ctx, ir, op, set);
    Ok(())
}

/// The constant `v` is known to hold, if it has uses.
fn known_constant(ranges: &Ranges, ir: &Ir, v: Value) -> Option<Bits> {
    if !ir.has_uses(v) {
        return None;
    }
    ranges.get(v)?.constant_value()
}

/// Replaces the uses of `v` by a constant when its range holds one value
/// (MLIR's `maybeReplaceWithConstant`): made by the dialect of the op
/// defining `v` (or owning its block), else by `arith`.
pub(crate) fn replace_with_constant(ranges: &Ranges, rw: &mut Rewriter<'_>, v: Value) -> bool {
    let Some(c) = known_constant(ranges, rw.ir, v) else {
        return false;
    };
    let ctx = rw.ctx;
    let ty = rw.ir.value_type(v);
    let (owner, loc) = match rw.ir.value(v).def {
        ValueDef::Result { op, .. } => (Some(op), rw.ir.op(op).loc),
        ValueDef::Arg { block, .. } => (rw.ir.block_parent_op(block), rw.ir.value(v).loc),
    };
    let value = ctx.attr(AttrKind::Integer {
        ty,
        value: apint_of(c),
    });
    let ns = owner.map(|o| ctx.op_name_info(rw.ir.op_name(o)).dialect());
    let made = ns
        .and_then(|ns| rw.materialize_constant(ns, value, ty, loc))
        .or_else(|| rw.materialize_constant("arith", value, ty, loc));
    let Some(cst) = made else {
        return false;
    };
    let res = rw.ir.result(cst, 0);
    ranges.erase(res);
    ranges.copy(v, res);
    rw.replace_all_uses_with(v, res);
    true
}

/// MLIR's `MaterializeKnownConstantValues`: any op.
struct MaterializeKnownConstants(Ranges);

impl RewritePattern for MaterializeKnownConstants {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "MaterializeKnownConstantValues"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if constant_value(ctx, rw.ir, op).is_some() {
            return false;
        }
        let ranges = &self.0;
        let needs = |ir: &Ir, v: Value| known_constant(ranges, ir, v).is_some();
        let results: Vec<Value> = rw.ir.results(op).collect();
        let has_results = results.iter().any(|&v| needs(rw.ir, v));
        let blocks: Vec<_> = rw
            .ir
            .regions(op)
            .iter()
            .flat_map(|&r| rw.ir.region_blocks(r).to_vec())
            .collect();
        let has_args = blocks
            .iter()
            .any(|&b| rw.ir.block_args(b).iter().any(|&a| needs(rw.ir, a)));
        if !has_results && !has_args {
            return false;
        }
        rw.set_insertion_point_before(op);
        let mut replaced_all = !results.is_empty();
        for v in results {
            replaced_all &= replace_with_constant(ranges, rw, v) || !rw.ir.has_uses(v);
        }
        if replaced_all && is_op_trivially_dead(ctx, rw.ir, op) {
            rw.erase_op(op);
            return true;
        }
        for b in blocks {
            rw.set_insertion_point_to_start(b);
            for a in rw.ir.block_args(b).to_vec() {
                replace_with_constant(ranges, rw, a);
            }
        }
        true
    }
}

/// MLIR's `DeleteTrivialRem`: `x rem m` is `x` when `x` lies in `[0, m)`
/// for a positive constant `m`.
struct DeleteTrivialRem(&'static str, Ranges);

impl RewritePattern for DeleteTrivialRem {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "DeleteTrivialRem"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.ir.num_operands(op) != 2 || rw.ir.num_results(op) != 1 {
            return false;
        }
        let (lhs, rhs) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
        let Some(modulus) = const_i64(ctx, rw.ir, rhs) else {
            return false;
        };
        if modulus <= 0 {
            return false;
        }
        let Some(r) = self.1.get(lhs) else {
            return false;
        };
        let (min, max) = if self.0 == "arith.remui" {
            (r.umin, r.umax)
        } else {
            (r.smin, r.smax)
        };
        let m = modulus as u128;
        if min.is_negative() || min.u() >= m || max.is_negative() || max.u() >= m || max.ult(min) {
            return false;
        }
        rw.replace_op(op, &[lhs]);
        true
    }
}

/// The value of an integer constant of at most 64 bits (MLIR's
/// `getConstantIntValue`).
fn const_i64(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    match ctx.attr_kind(value_constant(ctx, ir, v)?) {
        AttrKind::Integer { value, .. } if value.width() <= 64 => Some(value.sext_low_i64()),
        _ => None,
    }
}
