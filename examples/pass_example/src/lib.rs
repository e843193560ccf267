//! A pattern that rewrites `x + x` into `x << 1`, and a pass `double-to-shift`
//! that applies it with the greedy driver (folding and dead-code removal
//! included), as the README's "Writing a pass" section shows.

use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet, Rewriter};
use rmlir_core::{AttrKind, NamedAttr};
use rmlir_pass::{OptionValues, Pass, PassContext, PassFailed, PassInfo};

/// `arith.addi %x, %x` becomes `arith.shli %x, %c1`.
fn double_to_shift(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (lhs, rhs) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    if lhs != rhs {
        return rw.notify_match_failure("operands differ");
    }
    let ty = rw.ir.value_type(lhs);
    let loc = rw.ir.op(op).loc;
    let one = rw.ctx.attr(AttrKind::Integer {
        ty,
        value: rmlir_core::apint::ApInt::from_u64(int_width(rw, ty), 1),
    });
    rw.set_insertion_point_before(op);
    let c1 = rw
        .materialize_constant("arith", one, ty, loc)
        .expect("arith materializes integer constants");
    let c1 = rw.ir.result(c1, 0);
    let mut shl = OperationState::new(rw.ctx, "arith.shli", loc)
        .operands(&[lhs, c1])
        .results(&[ty]);
    shl.properties = Some(rw.ctx.dict_attr(Vec::<NamedAttr>::new()));
    rw.replace_op_with_new(op, shl);
    true
}

fn int_width(rw: &Rewriter<'_>, ty: rmlir_core::Type) -> u32 {
    match rw.ctx.type_kind(ty) {
        rmlir_core::TypeKind::Integer { width, .. } => *width,
        _ => 64, // index
    }
}

/// The pass: every region of the op it runs on gets the pattern.
pub struct DoubleToShift {
    options: OptionValues,
}

/// The registry entry: `--double-to-shift` on the command line, or
/// `func.func(double-to-shift)` in a pipeline.
pub static DOUBLE_TO_SHIFT: PassInfo = PassInfo {
    argument: "double-to-shift",
    name: "DoubleToShift",
    description: "Rewrite x + x into x << 1",
    options: &[],
    create: |options| Box::new(DoubleToShift { options }),
};

impl Pass for DoubleToShift {
    fn info(&self) -> &'static PassInfo {
        &DOUBLE_TO_SHIFT
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let mut set = PatternSet::new();
        set.add_fn("arith.addi", "DoubleToShift", double_to_shift);
        let patterns = set.freeze(cx.ctx);
        for r in ir.regions(op).to_vec() {
            apply_patterns_greedily(cx.ctx, ir, r, &patterns, &GreedyConfig::default());
        }
        Ok(())
    }
}
