//! Folding (MLIR's `Operation::fold`): gathers the constant values of an
//! op's operands and calls the op's fold hook. The canonicalizer builds on
//! this; dialects turn attribute results into ops with
//! `Dialect::materialize_constant`.

use crate::register::CompiledOp;
use crate::FoldResult;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::{Attribute, Context};

/// The constant a value is known to hold: the value attribute of a
/// `ConstantLike` op defining it.
pub fn constant_value(ctx: &Context, ir: &Ir, v: Value) -> Option<Attribute> {
    let def = ir.defining_op(v)?;
    let d = ctx.op_def(ir.op_name(def))?;
    if !d.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, def, "value")
}

/// Folds `op` if its definition has a fold hook. `None` means no change.
pub fn fold_op(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<FoldResult>> {
    let def = ctx.op_def(ir.op_name(op))?;
    let compiled = def.spec?.downcast_ref::<CompiledOp>()?;
    let hook = compiled.spec.fold?;
    let operands: Vec<Option<Attribute>> = ir
        .operands(op)
        .map(|v| constant_value(ctx, ir, v))
        .collect();
    hook(ctx, ir, op, &operands)
}
