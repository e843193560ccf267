//! Type conversion of `func` ops with the conversion's type converter
//! (MLIR's `populateFunctionOpInterfaceTypeConversionPattern`,
//! `populateCallOpTypeConversionPattern` and
//! `populateReturnOpTypeConversionPattern`): a function gets its converted
//! type and entry block arguments (other blocks keep theirs, as in MLIR 22), a call is rebuilt on converted operands with
//! converted result types, and a return takes converted operands.

use rmlir_core::ir::{OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{ConversionPatternSet, ConversionRewriter};
use rmlir_core::Type;

/// Adds the three `func` patterns to `ps`.
pub fn populate(ps: &mut ConversionPatternSet) {
    ps.add_fn(
        "func.func",
        "FunctionOpInterfaceSignatureConversion",
        convert_func,
    );
    ps.add_fn("func.call", "CallOpSignatureConversion", convert_call);
    ps.add_fn("func.return", "ReturnOpTypeConversion", convert_return);
}

/// The converted types of `ts`, or `None` if one cannot be converted.
fn convert_all(rw: &ConversionRewriter<'_, '_>, ts: &[Type]) -> Option<Vec<Type>> {
    let tc = rw.type_converter()?;
    ts.iter().map(|&t| tc.convert_type(rw.ctx, t)).collect()
}

fn convert_func(op: OpId, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let Some((inputs, results)) = rmlir_dialects::func::function_type(ctx, rw.ir, op) else {
        return false;
    };
    let (Some(inputs), Some(results)) = (convert_all(rw, &inputs), convert_all(rw, &results))
    else {
        return false;
    };
    if let Some(&body) = rw.ir.regions(op).first() {
        if !rw.convert_entry_block_types(body) {
            return false;
        }
    }
    let ty = ctx.type_attr(ctx.function_type(&inputs, &results));
    rw.modify_op_in_place(op, |ir| ir.set_inherent_attr(ctx, op, "function_type", ty));
    true
}

fn convert_call(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let old: Vec<Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let Some(types) = convert_all(rw, &old) else {
        return false;
    };
    let data = rw.ir.op(op);
    let mut st = OperationState::new(ctx, "func.call", data.loc);
    st.properties = data.properties;
    st.attrs = data.attrs;
    st.operands = operands.iter().copied().collect();
    st.result_types = types.into_iter().collect();
    rw.replace_op_with_new(op, st);
    true
}

fn convert_return(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    rw.modify_op_in_place(op, |ir| {
        for (i, &v) in operands.iter().enumerate() {
            ir.set_operand(op, i, v);
        }
    });
    true
}
