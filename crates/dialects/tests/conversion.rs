//! The dialect conversion framework: legality, pattern application and
//! recursive legalization of what patterns create, folding, the errors of
//! partial and full conversion, and type conversion with materializations.

use rmlir_core::ir::{OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{
    apply_full_conversion, apply_partial_conversion, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, TypeConverter,
};

mod common;
#[path = "common/conversion.rs"]
mod conversion;
use common::{ctx, parse, print};
use conversion::{addi_to_subs, everything_legal_but, one_pattern};

const ADDS: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
";

#[test]
fn partial_conversion_applies_patterns_in_order() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = one_pattern(&ctx, "arith.addi", "AddIToSubs", addi_to_subs);
    let target = everything_legal_but(&["arith.addi"]);
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap();
    assert_eq!(
        print(&ctx, &m),
        "module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.subi %c0_i32, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg0 : i32
    return %2 : i32
  }
}
"
    );
}

#[test]
fn an_explicitly_illegal_op_without_pattern_fails_a_partial_conversion() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    assert_illegal_without_pattern(&ctx, &mut m, "arith.muli");
    let (root, ps) = (m.module, ConversionPatternSet::new().freeze(&ctx));
    // An op of unknown legality is fine in a partial conversion...
    let mut t = ConversionTarget::new();
    t.add_legal_dialects(&["func", "builtin"])
        .add_legal_ops(&["arith.addi"]);
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &t, &ps, None).unwrap();
    // ...but not in a full one.
    let err = apply_full_conversion(&ctx, &mut m.ir, &[root], &t, &ps, None)
        .unwrap_err()
        .pop()
        .unwrap();
    assert_eq!(err.message, "failed to legalize operation 'arith.muli'");
}

#[test]
fn a_pattern_is_not_reapplied_down_its_own_recursion() {
    // addi -> addi would loop forever; the second application is refused,
    // so the created addi stays illegal and the conversion fails.
    fn addi_to_addi(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx;
        let loc = rw.ir.op(op).loc;
        let ty = rw.ir.value_type(rw.ir.result(op, 0));
        let mut st = OperationState::new(ctx, "arith.addi", loc);
        st.operands.extend([operands[1], operands[0]]);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st);
        true
    }
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = one_pattern(&ctx, "arith.addi", "Loop", addi_to_addi);
    let target = everything_legal_but(&["arith.addi"]);
    let root = m.module;
    let err = apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None)
        .unwrap_err()
        .pop()
        .unwrap();
    assert!(err
        .message
        .starts_with("failed to legalize operation 'arith.addi'"));
}

#[test]
fn an_illegal_op_that_folds_is_folded_before_patterns() {
    let ctx = ctx();
    let mut m = parse(
        &ctx,
        "func.func @f() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
",
    );
    let ps = one_pattern(&ctx, "arith.addi", "AddIToSubs", addi_to_subs);
    let target = everything_legal_but(&["arith.addi"]);
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap();
    assert_eq!(
        print(&ctx, &m),
        "module {
  func.func @f() -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    return %c5_i32 : i32
  }
}
"
    );
}

/// Widens `arith.addi` on i32 to i64 through the type converter.
fn widen_addi(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let i64t = ctx.i64_type();
    let mut st = OperationState::new(ctx, "arith.addi", loc);
    st.operands.extend(operands.iter().copied());
    st.result_types.push(i64t);
    rw.replace_op_with_new(op, st);
    true
}

fn widening_converter(with_materializations: bool) -> TypeConverter {
    let mut tc = conversion::i32_to_i64_converter();
    if with_materializations {
        let build = |name: &'static str| {
            move |rw: &mut rmlir_core::rewrite::Rewriter<'_>, ty, inputs: &[Value], loc| {
                let mut st = OperationState::new(rw.ctx, name, loc);
                st.operands.push(inputs[0]);
                st.result_types.push(ty);
                let op = rw.create(st);
                Some(rw.ir.result(op, 0))
            }
        };
        tc.add_source_materialization(build("arith.trunci"));
        tc.add_target_materialization(build("arith.extsi"));
    }
    tc
}

fn i32_addi_illegal() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_dynamically_legal_ops(&["arith.addi"], |ctx, ir, op| {
        Some(ir.value_type(ir.result(op, 0)) != ctx.i32_type())
    });
    t.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    t
}

/// Operands are bridged where they are defined, as MLIR 22 does: a block
/// argument's cast goes to the block start, so later ones come first.
#[test]
fn type_conversion_bridges_unconverted_values_with_materializations() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = one_pattern(&ctx, "arith.addi", "WidenAddI", widen_addi);
    let tc = widening_converter(true);
    let root = m.module;
    apply_partial_conversion(
        &ctx,
        &mut m.ir,
        &[root],
        &i32_addi_illegal(),
        &ps,
        Some(&tc),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &m),
        "module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.extsi %arg1 : i32 to i64
    %1 = arith.extsi %arg0 : i32 to i64
    %2 = arith.addi %1, %0 : i64
    %3 = arith.trunci %2 : i64 to i32
    %4 = arith.muli %3, %arg0 : i32
    return %4 : i32
  }
}
"
    );
}

#[test]
fn a_cast_left_live_without_materialization_is_an_error() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = one_pattern(&ctx, "arith.addi", "WidenAddI", widen_addi);
    let tc = widening_converter(false);
    let root = m.module;
    let err = apply_partial_conversion(
        &ctx,
        &mut m.ir,
        &[root],
        &i32_addi_illegal(),
        &ps,
        Some(&tc),
    )
    .unwrap_err()
    .pop()
    .unwrap();
    assert_eq!(
        err.message,
        "failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion"
    );
    assert!(err
        .notes
        .iter()
        .any(|n| n.message.starts_with("see existing live user here: ")));
}

/// Converts the argument types of the op's entry block and marks it done.
fn convert_entry_block(op: OpId, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let region = rw.ir.regions(op)[0];
    if !rw.convert_entry_block_types(region) {
        return false;
    }
    rw.modify_op_in_place(op, |ir| ir.set_attr(ctx, op, "done", ctx.unit_attr()));
    true
}

#[test]
fn an_entry_block_signature_conversion_leaves_the_other_blocks() {
    let ctx = ctx();
    ctx.set_allow_unregistered(true);
    let src = "\"foo.region\"() ({
^bb0(%x: i32):
  \"foo.br\"()[^bb1] : () -> ()
^bb1(%y: i32):
  \"foo.term\"() : () -> ()
}) : () -> ()
";
    let mut m = parse(&ctx, src);
    let mut ps = ConversionPatternSet::new();
    ps.add_fn("foo.region", "ConvertEntryBlock", convert_entry_block);
    let ps = ps.freeze(&ctx);
    let mut target = ConversionTarget::new();
    target.mark_unknown_op_dynamically_legal(|_, _, _| Some(true));
    target.add_dynamically_legal_ops(&["foo.region"], |ctx, ir, op| {
        Some(ir.attr(ctx, op, "done").is_some())
    });
    let tc = conversion::i32_to_i64_converter();
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, Some(&tc)).unwrap();
    let text = print(&ctx, &m);
    assert!(text.contains("^bb0(%arg0: i64):"), "{text}");
    assert!(text.contains("^bb1(%0: i32):"), "{text}");
}

#[test]
fn an_illegal_constant_is_not_folded_into_itself() {
    let ctx = ctx();
    let src = "func.func @f() -> i32 {\n  %c = arith.constant 7 : i32\n  return %c : i32\n}\n";
    let mut m = parse(&ctx, src);
    assert_illegal_without_pattern(&ctx, &mut m, "arith.constant");
}

/// Runs a partial conversion without patterns in which only `illegal` is
/// illegal, and checks that it fails on that op with MLIR's message.
fn assert_illegal_without_pattern(
    ctx: &rmlir_core::Context,
    m: &mut rmlir_core::asm::ParsedModule,
    illegal: &str,
) {
    let ps = ConversionPatternSet::new().freeze(ctx);
    let target = everything_legal_but(&[illegal]);
    let root = m.module;
    let err = apply_partial_conversion(ctx, &mut m.ir, &[root], &target, &ps, None)
        .unwrap_err()
        .pop()
        .unwrap();
    assert_eq!(
        err.message,
        format!("failed to legalize operation '{illegal}' that was explicitly marked illegal")
    );
}
