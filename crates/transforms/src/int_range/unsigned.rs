//! `arith-unsigned-when-equivalent` (MLIR's
//! `ArithUnsignedWhenEquivalentPass`): signed division, remainder, min/max,
//! extension and comparisons become their unsigned forms when every
//! operand and result is known to be non-negative. The patterns are
//! applied in one post-order walk (MLIR's `walkAndApplyPatterns`).

use super::Ranges;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, RewritePattern, Rewriter};
use rmlir_dialects::arith::fold::{pred, predicate};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};

/// The registry entry of `arith-unsigned-when-equivalent`.
pub static INFO: PassInfo = PassInfo {
    argument: "arith-unsigned-when-equivalent",
    name: "ArithUnsignedWhenEquivalentPass",
    description: "Replace signed ops with unsigned ones where they are proven equivalent",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// Signed ops and their unsigned replacements, in MLIR's pattern order.
const CONVERSIONS: &[(&str, &str)] = &[
    ("arith.divsi", "arith.divui"),
    ("arith.ceildivsi", "arith.ceildivui"),
    ("arith.floordivsi", "arith.divui"),
    ("arith.remsi", "arith.remui"),
    ("arith.minsi", "arith.minui"),
    ("arith.maxsi", "arith.maxui"),
    ("arith.extsi", "arith.extui"),
];

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let ranges = Ranges::solve(ctx, ir, op, false);
    let mut set = PatternSet::new();
    for &(from, to) in CONVERSIONS {
        set.add(ToUnsigned {
            from,
            to,
            ranges: ranges.clone(),
        });
    }
    set.add(CmpIToUnsigned(ranges));
    // MLIR 22 applies these in one walk: nothing is folded or erased.
    let frozen = set.freeze(ctx);
    rmlir_core::rewrite::walk_and_apply_patterns(ctx, ir, op, &frozen, None);
    Ok(())
}

/// Whether `v` is known to be non-negative as a signed number.
fn non_negative(ranges: &Ranges, v: Value) -> bool {
    ranges.get(v).is_some_and(|r| r.smin.is_non_negative())
}

/// Replaces `op` by an op named `name` with the same operands, results and
/// attributes.
fn rename(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> OpId {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, name, rw.ir.op(op).loc);
    st.operands = rw.ir.operand_values(op).iter().copied().collect();
    st.result_types = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    st.properties = rw.ir.op(op).properties;
    st.attrs = rw.ir.op(op).attrs;
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st)
}

/// MLIR's `ConvertOpToUnsigned<from, to>`.
struct ToUnsigned {
    from: &'static str,
    to: &'static str,
    ranges: Ranges,
}

impl RewritePattern for ToUnsigned {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }
    fn name(&self) -> &'static str {
        "ConvertOpToUnsigned"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ir = &*rw.ir;
        let all = ir
            .operands(op)
            .chain(ir.results(op))
            .all(|v| non_negative(&self.ranges, v));
        if !all {
            return false;
        }
        rename(rw, op, self.to);
        true
    }
}

/// MLIR's `ConvertCmpIToUnsigned`: `slt`/`sle`/`sgt`/`sge` on non-negative
/// operands.
struct CmpIToUnsigned(Ranges);

impl RewritePattern for CmpIToUnsigned {
    fn root(&self) -> Option<&'static str> {
        Some("arith.cmpi")
    }
    fn name(&self) -> &'static str {
        "ConvertCmpIToUnsigned"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let unsigned = match predicate(ctx, rw.ir, op) {
            Some(pred::SLT) => pred::ULT,
            Some(pred::SLE) => pred::ULE,
            Some(pred::SGT) => pred::UGT,
            Some(pred::SGE) => pred::UGE,
            _ => return false,
        };
        if !rw.ir.operands(op).all(|v| non_negative(&self.0, v)) {
            return false;
        }
        let new = rename(rw, op, "arith.cmpi");
        let attr = rmlir_ods::constraints::enum_attr(
            ctx,
            &rmlir_dialects::arith::attrs::CMPI_PREDICATE,
            unsigned,
        );
        rw.modify_in_place(new, |ir| ir.set_inherent_attr(ctx, new, "predicate", attr));
        true
    }
}
