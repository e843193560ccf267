//! `resolve-ranked-shaped-type-result-dims` and
//! `resolve-shaped-type-result-dims` (MLIR 22's
//! `ResolveRankedShapeTypeResultDimsPass` and
//! `ResolveShapedTypeResultDimsPass`): a `memref.dim` at a constant index
//! of a result of an op that can state its result shapes in terms of its
//! operands (`ReifyRankedShapedTypeOpInterface`) is replaced by that size.
//! The patterns run under the greedy driver with its default
//! configuration, so `memref.dim`'s own folding (of allocations, subviews,
//! casts, static sizes) happens along the way.
//!
//! The memref ops rmlir reifies:
//! - `memref.expand_shape`: its output shape (a constant for a static
//!   size);
//! - `memref.assume_alignment`: the same dim of its operand.
//!
//! The second pass adds the `InferShapedTypeOpInterface` patterns, which
//! only apply to ops whose shapes are tensors; rmlir has none, so both
//! passes run the same patterns. An index past the rank is left alone
//! (for an `expand_shape`, with the error mlir-opt reports on it at each
//! try, the pass still succeeding). Not done: the
//! `error-on-pattern-iteration-limit` failure (the option is accepted).

use super::helpers::{const_int, constant_index, name};
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

const ITERATION_LIMIT: OptionSpec = OptionSpec {
    name: "error-on-pattern-iteration-limit",
    description: "Throw an error when pattern rewriter hits iteration limit",
    kind: OptionKind::Bool,
    default: OptionValue::Bool(true),
};

/// The registry entry of `resolve-ranked-shaped-type-result-dims`.
pub static RANKED_INFO: PassInfo = PassInfo {
    argument: "resolve-ranked-shaped-type-result-dims",
    name: "ResolveRankedShapeTypeResultDimsPass",
    description: "Resolve memref.dim of result values of ranked shape type",
    options: &[ITERATION_LIMIT],
    create: |options| SimplePass::new(&RANKED_INFO, options, run),
};

/// The registry entry of `resolve-shaped-type-result-dims`.
pub static INFO: PassInfo = PassInfo {
    argument: "resolve-shaped-type-result-dims",
    name: "ResolveShapedTypeResultDimsPass",
    description: "Resolve memref.dim of result values",
    options: &[ITERATION_LIMIT],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// `DimOfReifyRankedShapedTypeOpInterface<memref::DimOp>`.
fn dim_of_reified(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.ir.num_operands(op) != 2 || rw.ir.num_results(op) != 1 {
        return false;
    }
    let src = rw.ir.operand(op, 0);
    let Some(owner) = rw.ir.defining_op(src) else {
        return rw.notify_match_failure("not a result");
    };
    let Some(index) = const_int(ctx, rw.ir, rw.ir.operand(op, 1)) else {
        return rw.notify_match_failure("index is not a constant");
    };
    let Some(rank) = super::helpers::shape(ctx, rw.ir.value_type(src)).map(|s| s.len()) else {
        return false;
    };
    if index < 0 || index as usize >= rank {
        if name(ctx, rw.ir, owner) == "memref.expand_shape" {
            // The op's shape reification rejects the dim (an error on the
            // op each time the pattern is tried, the rewrite failing).
            let loc = rw.ir.op(owner).loc;
            let mut d = Diagnostic::error(loc, "'memref.expand_shape' op invalid dimension");
            if ctx.print_op_on_diagnostic() {
                let text = rmlir_core::asm::printer::print_op_for_diagnostic(ctx, rw.ir, owner);
                let sep = if text.contains('\n') { "\n" } else { "" };
                d.add_note(loc, format!("see current operation: {sep}{text}"));
            }
            PENDING.with(|p| p.borrow_mut().push(d));
        }
        return rw.notify_match_failure("index out of range");
    }
    let index = index as usize;
    let loc = rw.ir.op(op).loc;
    let replacement = match name(ctx, rw.ir, owner) {
        "memref.expand_shape" => {
            let statics = rmlir_dialects::memref::i64_array_values(
                ctx,
                rw.ir.attr(ctx, owner, "static_output_shape"),
            );
            let Some(s) = statics.get(index).copied() else {
                return false;
            };
            if s != DYNAMIC {
                constant_index(rw, loc, s)
            } else {
                // The dynamic sizes follow the source operand.
                let pos = 1 + statics[..index].iter().filter(|x| **x == DYNAMIC).count();
                if pos >= rw.ir.num_operands(owner) {
                    return false;
                }
                rw.ir.operand(owner, pos)
            }
        }
        "memref.assume_alignment" => {
            let inner = rw.ir.operand(owner, 0);
            let i = constant_index(rw, loc, index as i64);
            let st = OperationState::new(ctx, "memref.dim", loc)
                .operands(&[inner, i])
                .results(&[ctx.index_type()]);
            let d = rw.create(st);
            rw.ir.result(d, 0)
        }
        _ => return rw.notify_match_failure("no reifiable result shape"),
    };
    rw.replace_op(op, &[replacement]);
    true
}

/// The patterns of `populateResolveRankedShapeTypeResultDimsPatterns`
/// rmlir has.
pub fn populate_patterns(set: &mut PatternSet) {
    set.add_fn(
        "memref.dim",
        "DimOfReifyRankedShapedTypeOpInterface",
        dim_of_reified,
    );
}

thread_local! {
    /// The diagnostics the patterns report, emitted by the pass once the
    /// driver is done (patterns have no pass context).
    static PENDING: std::cell::RefCell<Vec<Diagnostic>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    PENDING.with(|p| p.borrow_mut().clear());
    super::helpers::apply_greedily(cx, ir, op, populate_patterns);
    for d in PENDING.with(|p| std::mem::take(&mut *p.borrow_mut())) {
        cx.emit(d);
    }
    Ok(())
}
