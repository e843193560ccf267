//! `arith-emulate-wide-int` (MLIR's `ArithEmulateWideInt`): integers twice
//! as wide as the target supports (`widest-int-supported`, N) become
//! vectors of two N-bit halves, low half first (`i2N` -> `vector<2xiN>`,
//! `vector<...xi2N>` -> `vector<...x2xiN>`), and the `arith` ops on them
//! are rewritten into ops on the halves, which are taken apart and put
//! back together with `vector.extract`/`vector.insert` (scalars) or
//! `vector.extract_strided_slice`/`vector.insert_strided_slice` (vectors).
//! Function signatures, calls and returns are converted too.
//!
//! It is a partial dialect conversion: `arith`, `func.call` and
//! `func.return` ops are legal when none of their operand and result types
//! needs converting, `func.func` when its function type does not, and the
//! `vector` dialect is legal. Some patterns rewrite an op into other ops on
//! the wide type (`maxui` into `cmpi` and `select`, `sitofp` into
//! `uitofp` of the absolute value, ...) and let the framework legalize
//! those in turn, so the order ops are created in is MLIR's.
//!
//! - here: the pass, the type converter and the legality;
//! - `func`: signature, call and return conversion;
//! - `halves`: splitting values into halves and joining them back;
//! - `patterns`: the `arith` patterns.

mod func;
mod halves;
mod patterns;
#[cfg(test)]
mod tests;

use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{Context, Type};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use std::sync::Arc;

/// The registry entry of `arith-emulate-wide-int`.
pub static INFO: PassInfo = PassInfo {
    argument: "arith-emulate-wide-int",
    name: "ArithEmulateWideInt",
    description: "Emulate 2*N-bit integer operations using N-bit operations",
    options: &[OptionSpec {
        name: "widest-int-supported",
        description: "Widest integer type supported by the target",
        kind: OptionKind::Uint(32),
        default: OptionValue::Uint(32),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let widest = p.options.get_uint("widest-int-supported");
    // As in MLIR, an unusable width fails the pass without a message.
    if !widest.is_power_of_two() || widest < 2 || widest > u64::from(u32::MAX / 2) {
        return Err(PassFailed);
    }
    let max = widest as u32;
    let converter = Arc::new(converter(max));
    let mut ps = ConversionPatternSet::new();
    patterns::populate(&mut ps);
    func::populate(&mut ps);
    let patterns = ps.freeze(ctx);
    crate::run_partial_type_conversion(
        cx,
        ir,
        op,
        &target(converter.clone()),
        &patterns,
        Some(&converter),
        ConversionConfig::default(),
    )
}

/// The legality of the conversion (see the module doc).
fn target(tc: Arc<TypeConverter>) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    let f = tc.clone();
    t.add_dynamically_legal_ops(&["func.func"], move |ctx, ir, op| {
        let (inputs, results) = rmlir_dialects::func::function_type(ctx, ir, op)?;
        Some(inputs.iter().chain(&results).all(|&t| f.is_legal(ctx, t)))
    });
    let f = tc.clone();
    t.add_dynamically_legal_ops(&["func.call", "func.return"], move |ctx, ir, op| {
        Some(op_types_legal(ctx, ir, op, &f))
    });
    t.add_dynamically_legal_dialects(&["arith"], move |ctx, ir, op| {
        Some(op_types_legal(ctx, ir, op, &tc))
    });
    t.add_legal_dialects(&["vector"]);
    t
}

/// Whether none of `op`'s operand and result types needs converting.
fn op_types_legal(ctx: &Context, ir: &Ir, op: OpId, tc: &TypeConverter) -> bool {
    ir.operands(op)
        .chain(ir.results(op))
        .all(|v| tc.is_legal(ctx, ir.value_type(v)))
}

/// MLIR's `WideIntEmulationConverter` for targets whose widest integer has
/// `max` bits (see [`convert_type`]).
pub fn converter(max: u32) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(move |ctx, t| Some(convert_type(ctx, t, max).map(|t| vec![t])));
    tc
}

/// The conversion of `t` for targets whose widest integer has `max` bits:
/// narrower integers stay, `2*max`-bit ones (and vectors of them) become
/// two halves, wider ones cannot be converted (`None`); function types
/// convert their inputs and results; other types stay.
pub fn convert_type(ctx: &Context, t: Type, max: u32) -> Option<Type> {
    let halves = |width: u32, mut shape: Vec<i64>, mut scalable: Vec<bool>| {
        if width <= max {
            return Some(t);
        }
        if width != 2 * max {
            return None;
        }
        shape.push(2);
        scalable.push(false);
        let element = ctx.integer_type(max, Signedness::Signless);
        Some(ctx.ty(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    };
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => halves(*width, Vec::new(), Vec::new()),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => halves(*width, shape.to_vec(), scalable.to_vec()),
            _ => Some(t),
        },
        TypeKind::Function { inputs, results } => {
            let conv = |ts: &[Type]| -> Option<Vec<Type>> {
                ts.iter().map(|&t| convert_type(ctx, t, max)).collect()
            };
            Some(ctx.function_type(&conv(inputs)?, &conv(results)?))
        }
        _ => Some(t),
    }
}
