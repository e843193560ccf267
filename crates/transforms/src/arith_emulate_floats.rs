//! `arith-emulate-unsupported-floats` (MLIR's
//! `ArithEmulateUnsupportedFloats`): `arith` ops on float types a target
//! lacks (`source-types`) compute in a supported one (`target-type`)
//! instead: operands are extended with `arith.extf`, the op runs on the
//! wider type and its results are truncated back with `arith.truncf` (both
//! casts with `fastmath<contract>`).
//!
//! It is a partial dialect conversion: an `arith` op is legal when none of
//! its operand and result types (or their element types) is a source type;
//! `arith.bitcast`, `arith.extf`, `arith.truncf`, `arith.constant` and
//! `arith.select` are always legal, and ops of other dialects are left
//! alone.

use crate::arith_expand::clone_shaped;
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{
    ConversionConfig, ConversionPattern, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, TypeConverter,
};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::types::{FloatFormat, TypeKind};
use rmlir_core::{Attribute, Context, Type};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use std::sync::Arc;

static STRING: OptionKind = OptionKind::String;

/// The registry entry of `arith-emulate-unsupported-floats`.
pub static INFO: PassInfo = PassInfo {
    argument: "arith-emulate-unsupported-floats",
    name: "ArithEmulateUnsupportedFloats",
    description: "Emulate operations on unsupported floats with extf/truncf",
    options: &[
        OptionSpec {
            name: "source-types",
            description: "MLIR types without arithmetic support on a given target",
            kind: OptionKind::List(&STRING),
            default: OptionValue::List(Vec::new()),
        },
        OptionSpec {
            name: "target-type",
            description: "MLIR type to convert the unsupported source types to",
            kind: OptionKind::String,
            default: OptionValue::Str(String::new()),
        },
    ],
    create: |mut options| {
        if !options.is_given("target-type") {
            options.set("target-type", OptionValue::Str("f32".into()));
        }
        SimplePass::new(&INFO, options, run)
    },
};

/// The float type a pass option names (MLIR's `arith::parseFloatType`:
/// builtin float keywords, `tf32` excepted).
fn parse_float_type(ctx: &Context, name: &str) -> Option<Type> {
    use FloatFormat::*;
    let f = match name {
        "f4E2M1FN" => F4E2M1FN,
        "f6E2M3FN" => F6E2M3FN,
        "f6E3M2FN" => F6E3M2FN,
        "f8E5M2" => F8E5M2,
        "f8E4M3" => F8E4M3,
        "f8E4M3FN" => F8E4M3FN,
        "f8E5M2FNUZ" => F8E5M2FNUZ,
        "f8E4M3FNUZ" => F8E4M3FNUZ,
        "f8E3M4" => F8E3M4,
        "f8E8M0FNU" => F8E8M0FNU,
        "bf16" => BF16,
        "f16" => F16,
        "f32" => F32,
        "f64" => F64,
        "f80" => F80,
        "f128" => F128,
        _ => return None,
    };
    Some(ctx.float_type(f))
}

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let fail = |cx: &mut PassContext<'_>, msg: String| {
        cx.emit(Diagnostic::error(ctx.unknown_loc(), msg));
        Err(PassFailed)
    };
    let target_name = match p.options.get("target-type") {
        OptionValue::Str(s) => s.clone(),
        _ => String::new(),
    };
    let Some(target) = parse_float_type(ctx, &target_name) else {
        return fail(
            cx,
            format!("could not map target type '{target_name}' to a known floating-point type"),
        );
    };
    let mut sources = Vec::new();
    for name in p.options.get_strings("source-types") {
        let Some(t) = parse_float_type(ctx, &name) else {
            return fail(
                cx,
                format!("could not map source type '{name}' to a known floating-point type"),
            );
        };
        sources.push(t);
    }
    if sources.contains(&target) {
        return fail(
            cx,
            "target type cannot be an unsupported source type".into(),
        );
    }
    let converter = Arc::new(converter(sources.into(), target));
    let mut ps = ConversionPatternSet::new();
    ps.add(EmulateFloat(converter.clone()));
    let patterns = ps.freeze(ctx);
    let mut legality = ConversionTarget::new();
    legality.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    let tc = converter.clone();
    legality.add_dynamically_legal_dialects(&["arith"], move |ctx, ir, op| {
        Some(ops_types_legal(ctx, ir, op, &tc))
    });
    legality.add_legal_ops(&[
        "arith.bitcast",
        "arith.extf",
        "arith.truncf",
        "arith.constant",
        "arith.select",
    ]);
    crate::run_partial_type_conversion(
        cx,
        ir,
        op,
        &legality,
        &patterns,
        Some(&converter),
        ConversionConfig::default(),
    )
}

/// Source types (and shaped types of them) become `target`; every other
/// type stays. Values are extended to the target type where needed.
fn converter(sources: Arc<[Type]>, target: Type) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(move |ctx, t| {
        if sources.contains(&t) {
            return Some(Some(vec![target]));
        }
        let kind = ctx.type_kind(t);
        let shaped = matches!(
            kind,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        );
        match kind.element_type() {
            Some(e) if shaped && sources.contains(&e) => {
                Some(Some(vec![clone_shaped(ctx, t, target)]))
            }
            _ => Some(Some(vec![t])),
        }
    });
    tc.add_target_materialization(|rw, ty, inputs, loc| {
        let [input] = inputs else {
            return None;
        };
        Some(float_cast(rw, "arith.extf", *input, ty, loc))
    });
    tc
}

/// Whether none of `op`'s operand and result types needs converting (MLIR's
/// `TypeConverter::isLegal(Operation *)`).
fn ops_types_legal(ctx: &Context, ir: &Ir, op: OpId, tc: &TypeConverter) -> bool {
    ir.operands(op)
        .chain(ir.results(op))
        .all(|v| tc.is_legal(ctx, ir.value_type(v)))
}

/// `name` (`arith.extf` or `arith.truncf`) of `v` to `ty` with
/// `fastmath<contract>`, at the insertion point.
fn float_cast(rw: &mut Rewriter<'_>, name: &str, v: Value, ty: Type, loc: Attribute) -> Value {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, name, loc);
    st.operands.push(v);
    st.result_types.push(ty);
    let op = rw.create(st);
    let contract =
        rmlir_ods::bitenum::bit_enum_attr(ctx, &rmlir_dialects::arith::attrs::FASTMATH, 32);
    rw.ir.set_inherent_attr(ctx, op, "fastmath", contract);
    rw.ir.result(op, 0)
}

/// MLIR's `EmulateFloatPattern`: any illegal op without regions is rebuilt
/// on the converted operands and result types.
struct EmulateFloat(Arc<TypeConverter>);

impl ConversionPattern for EmulateFloat {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "EmulateFloatPattern"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.ctx;
        let tc = &*self.0;
        if ops_types_legal(ctx, rw.ir, op, tc) || !rw.ir.regions(op).is_empty() {
            return false;
        }
        let old_types: Vec<Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
        let mut new_types = Vec::with_capacity(old_types.len());
        for &t in &old_types {
            match tc.convert_type(ctx, t) {
                Some(n) => new_types.push(n),
                None => return false,
            }
        }
        let loc = rw.ir.op(op).loc;
        let mut st = OperationState::new(ctx, ctx.op_name_str(rw.ir.op_name(op)), loc);
        st.operands = operands.iter().copied().collect();
        st.result_types = new_types.iter().copied().collect();
        st.properties = rw.ir.op(op).properties;
        st.attrs = rw.ir.op(op).attrs;
        st.successors = rw.ir.successors(op).iter().copied().collect();
        rw.set_insertion_point_before(op);
        let expanded = rw.create(st);
        let mut results: Vec<Value> = rw.ir.results(expanded).collect();
        for (res, (&old, &new)) in results.iter_mut().zip(old_types.iter().zip(&new_types)) {
            if old != new {
                *res = float_cast(rw, "arith.truncf", *res, old, loc);
            }
        }
        rw.replace_op(op, &results);
        true
    }
}
