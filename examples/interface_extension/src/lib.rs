//! Extending a dialect from another crate, as the README's "Extending a
//! dialect from another crate" section shows (MLIR's `DialectExtension`
//! and external models).
//!
//! `arith` is defined in `rmlir-dialects` and knows nothing of this crate.
//! Here:
//! - [`CostModel`] is an op interface: the estimated cost of running an op;
//! - [`DefaultCost`] is a dialect interface: the cost of a dialect's ops
//!   that have no model of their own;
//! - [`register`] adds a dialect extension that, once `arith` loads,
//!   attaches `CostModel` models to some arith ops and `DefaultCost` to the
//!   dialect;
//! - [`ANNOTATE_COST`] is a pass that finds those interfaces through the
//!   context and writes each op's cost into a `cost` attribute, and the sum
//!   over a function's body into the function's `total_cost`.

use rmlir_core::builtin_types::int_or_float_width;
use rmlir_core::dialect::Dialect;
use rmlir_core::extension::DialectExtension;
use rmlir_core::ir::{Ir, OpId, WalkOrder};
use rmlir_core::{Context, TypeKind};
use rmlir_pass::{OptionValues, Pass, PassContext, PassFailed, PassInfo};
use std::sync::Arc;

/// Op interface: what running `op` once costs, in arbitrary units.
pub trait CostModel: Send + Sync {
    fn cost(&self, ctx: &Context, ir: &Ir, op: OpId) -> u64;
}

/// Dialect interface: the cost of the dialect's ops without a
/// [`CostModel`].
pub trait DefaultCost: Send + Sync {
    fn default_cost(&self) -> u64;
}

/// Costs `base` per 32 bits of each lane of the op's first result, so
/// `i64` costs twice `i32` and `vector<4xf32>` four times `f32`.
struct PerWord {
    base: u64,
}

impl CostModel for PerWord {
    fn cost(&self, ctx: &Context, ir: &Ir, op: OpId) -> u64 {
        let Some(result) = ir.results(op).next() else {
            return self.base;
        };
        let ty = ir.value_type(result);
        let (lanes, element) = match ctx.type_kind(ty) {
            TypeKind::Vector { shape, element, .. } => (shape.iter().product::<i64>(), *element),
            _ => (1, ty),
        };
        let words = int_or_float_width(ctx, element).map_or(1, |w| w.div_ceil(32).max(1));
        self.base * lanes.max(1) as u64 * u64::from(words)
    }
}

/// Constants are free.
struct Free;

impl CostModel for Free {
    fn cost(&self, _: &Context, _: &Ir, _: OpId) -> u64 {
        0
    }
}

/// Every other arith op costs this much.
struct ArithDefault;

impl DefaultCost for ArithDefault {
    fn default_cost(&self) -> u64 {
        1
    }
}

/// The extension: runs once, when `arith` has loaded (at once if it had).
struct ArithCosts;

impl DialectExtension for ArithCosts {
    fn required_dialects(&self) -> &[&'static str] {
        &["arith"]
    }

    fn apply(&self, ctx: &Context, _dialects: &[Arc<dyn Dialect>]) {
        let per_word: &[(&str, u64)] = &[
            ("arith.addi", 1),
            ("arith.subi", 1),
            ("arith.muli", 3),
            ("arith.divsi", 20),
            ("arith.divui", 20),
            ("arith.addf", 2),
            ("arith.mulf", 4),
            ("arith.divf", 16),
        ];
        for &(op, base) in per_word {
            ctx.attach_op_interface::<dyn CostModel>(op, Box::new(PerWord { base }))
                .expect("an arith op");
        }
        ctx.attach_op_interface::<dyn CostModel>("arith.constant", Box::new(Free))
            .expect("an arith op");
        ctx.add_dialect_interface::<dyn DefaultCost>("arith", Box::new(ArithDefault))
            .expect("arith is loaded");
    }
}

/// Registers the extension; may be called more than once (it applies once).
pub fn register(ctx: &Context) {
    ctx.add_extension(ArithCosts);
}

/// The cost of `op`: its own model's, else its dialect's default.
pub fn op_cost(ctx: &Context, ir: &Ir, op: OpId) -> Option<u64> {
    let name = ir.op_name(op);
    if let Some(model) = ctx.op_interface::<dyn CostModel>(name) {
        return Some(model.cost(ctx, ir, op));
    }
    ctx.op_dialect_interface::<dyn DefaultCost>(name)
        .map(|d| d.default_cost())
}

/// The pass: `--annotate-cost`.
pub struct AnnotateCost {
    options: OptionValues,
}

/// The registry entry of [`AnnotateCost`].
pub static ANNOTATE_COST: PassInfo = PassInfo {
    argument: "annotate-cost",
    name: "AnnotateCost",
    description: "Annotate ops with the cost their CostModel estimates",
    options: &[],
    create: |options| Box::new(AnnotateCost { options }),
};

impl Pass for AnnotateCost {
    fn info(&self) -> &'static PassInfo {
        &ANNOTATE_COST
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        // Post-order: a function's body is costed before the function.
        let mut ops = Vec::new();
        ir.walk(op, WalkOrder::PostOrder, &mut |_, o| ops.push(o));
        let i64_ty = ctx.i64_type();
        for o in ops {
            let (name, cost) = if is_callable(ctx, ir, o) {
                ("total_cost", Some(body_cost(ctx, ir, o)))
            } else {
                ("cost", op_cost(ctx, ir, o))
            };
            if let Some(c) = cost {
                ir.set_discardable_attr(ctx, o, name, ctx.int_attr(i64_ty, c as i64));
            }
        }
        Ok(())
    }
}

/// Whether `op` is a function (implements the callable interface).
fn is_callable(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.callable.is_some())
}

/// The sum of the costs of the ops nested in `f`.
fn body_cost(ctx: &Context, ir: &Ir, f: OpId) -> u64 {
    let mut total = 0;
    ir.walk(f, WalkOrder::PreOrder, &mut |depth, o| {
        if depth > 0 {
            total += op_cost(ctx, ir, o).unwrap_or(0);
        }
    });
    total
}
