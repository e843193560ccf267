//! Rollback in the dialect conversion framework (MLIR's default
//! `allowPatternRollback`): a pattern that fails after changing the IR, or
//! whose new IR cannot be legalized, is undone and the next pattern tried;
//! a failed conversion leaves the IR as it found it.

use rmlir_core::apint::ApInt;
use rmlir_core::diag::{SourceBuffer, SourceMgr};
use rmlir_core::ir::{OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{
    apply_full_conversion, apply_partial_conversion, apply_partial_conversion_with_config,
    ConversionConfig, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    FnConversionPattern,
};
use rmlir_core::{AttrKind, Context};
use std::sync::atomic::{AtomicUsize, Ordering};

mod common;
#[path = "common/conversion.rs"]
mod conversion;
use common::{parse, print};
use conversion::{addi_patterns_before_subs, addi_to_subs, everything_legal_but, one_pattern};

/// Every dialect, and unregistered ops (the tests use `foo.*` ops).
fn ctx() -> Context {
    let ctx = common::ctx();
    ctx.set_allow_unregistered(true);
    ctx
}

/// The module as printed right after parsing.
fn reprint(ctx: &Context, src: &str) -> String {
    print(ctx, &parse(ctx, src))
}

const ADDS: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  \"foo.sink\"(%0) : (i32) -> ()
  return %1 : i32
}
";

const ADDS_LOWERED: &str = "module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.subi %c0_i32, %arg1 : i32
    %1 = arith.subi %arg0, %0 : i32
    %2 = arith.muli %1, %arg0 : i32
    \"foo.sink\"(%1) : (i32) -> ()
    return %2 : i32
  }
}
";

static MESSY_RUNS: AtomicUsize = AtomicUsize::new(0);

/// Changes the IR every way the conversion rewriter can, then fails.
fn messy_then_fail(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    MESSY_RUNS.fetch_add(1, Ordering::Relaxed);
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    // New ops, one through a typed builder on the underlying rewriter.
    let c = rw.create(OperationState::constant(
        ctx,
        "arith.constant",
        ctx.attr(AttrKind::Integer {
            ty,
            value: ApInt::from_i64(32, 7),
        }),
        ty,
        loc,
    ));
    let c = rw.ir.result(c, 0);
    rmlir_dialects::arith::typed::AddIOp::build(&mut rw.rw, loc, c, c, &[]).unwrap();
    // In-place modification of the op and of a user.
    let user = rw.ir.uses(rw.ir.result(op, 0)).next().unwrap().op;
    rw.modify_op_in_place(op, |ir| {
        ir.set_operands(op, &[operands[1], operands[0]]);
        ir.set_attr(ctx, op, "tag", ctx.unit_attr());
    });
    rw.modify_op_in_place(user, |ir| ir.op_mut(user).loc = ctx.unknown_loc());
    // Block structure: split after the op, add an argument, create a block,
    // merge the split block back.
    let block = rw.ir.parent_block(op).unwrap();
    let next = rw.ir.next_op(op).unwrap();
    let tail = rw.split_block(block, next);
    rw.add_block_arg(tail, ty, loc);
    let region = rw.ir.block_parent(block).unwrap();
    rw.create_block(region, 1, &[ty], &[loc]);
    // Replacement and erasure.
    let r = rw.ir.result(op, 0);
    rw.replace_all_uses_with(r, c);
    let sink = rw.ir.last_op(tail).and_then(|t| rw.ir.prev_op(t)).unwrap();
    rw.erase_op(sink);
    rw.move_op_before(rw.ir.last_op(tail).unwrap(), next);
    let arg = rw.ir.block_args(tail)[0];
    rw.merge_blocks(tail, block, &[arg]);
    rw.erase_op(op);
    false
}

#[test]
fn a_pattern_that_fails_after_changing_the_ir_is_undone_and_the_next_applies() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = addi_patterns_before_subs(&ctx, "MessyThenFail", 2, messy_then_fail);
    let target = everything_legal_but(&["arith.addi"]);
    let root = m.module;
    let before = MESSY_RUNS.load(Ordering::Relaxed);
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap();
    assert_eq!(MESSY_RUNS.load(Ordering::Relaxed), before + 1);
    assert_eq!(print(&ctx, &m), ADDS_LOWERED);
}

#[test]
fn a_failing_pattern_alone_leaves_the_ir_unchanged() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = one_pattern(&ctx, "arith.addi", "MessyThenFail", messy_then_fail);
    // Not explicitly illegal: the partial conversion succeeds, converting
    // nothing.
    let mut target = ConversionTarget::new();
    target.mark_unknown_op_dynamically_legal(|ctx, ir, op| {
        (ctx.op_name_str(ir.op_name(op)) != "arith.addi").then_some(true)
    });
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap();
    assert_eq!(print(&ctx, &m), reprint(&ctx, ADDS));
}

/// Replaces `arith.addi` with `foo.bad`, which nothing legalizes, after
/// moving the op's neighbours around.
fn to_illegal(op: OpId, operands: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let loc = rw.ir.op(op).loc;
    let ty = rw.ir.value_type(rw.ir.result(op, 0));
    let next = rw.ir.next_op(op).unwrap();
    rw.move_op_before(next, op);
    let mut st = OperationState::new(ctx, "foo.bad", loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    rw.replace_op_with_new(op, st);
    true
}

#[test]
fn new_ops_that_cannot_be_legalized_are_undone_and_the_next_pattern_applies() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = addi_patterns_before_subs(&ctx, "ToIllegal", 3, to_illegal);
    let target = everything_legal_but(&["arith.addi", "foo.bad"]);
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap();
    assert_eq!(print(&ctx, &m), ADDS_LOWERED);
}

#[test]
fn without_rollback_new_ops_that_cannot_be_legalized_are_an_error() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let ps = addi_patterns_before_subs(&ctx, "ToIllegal", 3, to_illegal);
    let target = everything_legal_but(&["arith.addi", "foo.bad"]);
    let root = m.module;
    let config = ConversionConfig {
        allow_pattern_rollback: false,
    };
    let err =
        apply_partial_conversion_with_config(&ctx, &mut m.ir, &[root], &target, &ps, None, config)
            .unwrap_err()
            .pop()
            .unwrap();
    assert_eq!(
        err.message,
        "pattern 'ToIllegal' produced IR that could not be legalized. new ops: {foo.bad}, modified ops: {}"
    );
}

const TWO_FUNCS: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = \"foo.bar\"(%a) : (i32) -> i32
  return %0 : i32
}
";

#[test]
fn a_failed_full_conversion_restores_the_ir_and_reports_as_mlir_opt() {
    let ctx = ctx();
    let mut m = parse(&ctx, TWO_FUNCS);
    let ps = one_pattern(&ctx, "arith.addi", "AddIToSubs", addi_to_subs);
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialects(&["func", "builtin"])
        .add_legal_ops(&["arith.subi", "arith.constant"]);
    let root = m.module;
    let diags = apply_full_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None).unwrap_err();
    // `@f` was converted before `foo.bar` failed; all of it is undone.
    assert_eq!(print(&ctx, &m), reprint(&ctx, TWO_FUNCS));
    assert_eq!(diags.len(), 1);
    let mut sm = SourceMgr::default();
    sm.buffers.push(SourceBuffer::new(
        "t.mlir",
        TWO_FUNCS.as_bytes().to_vec(),
        0,
    ));
    let mut out = Vec::new();
    sm.render(&ctx, &diags[0], &mut out);
    // What `mlir-opt --allow-unregistered-dialect` reports for `foo.bar`
    // in a full conversion.
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "t.mlir:6:8: error: failed to legalize operation 'foo.bar'
  %0 = \"foo.bar\"(%a) : (i32) -> i32
       ^
t.mlir:6:8: note: see current operation: %0 = \"foo.bar\"(%arg0) : (i32) -> i32
"
    );
}

#[test]
fn a_failed_partial_conversion_restores_the_ir() {
    let ctx = ctx();
    let mut m = parse(&ctx, TWO_FUNCS);
    let ps = one_pattern(&ctx, "arith.addi", "AddIToSubs", addi_to_subs);
    let target = everything_legal_but(&["arith.addi", "foo.bar"]);
    let root = m.module;
    let err = apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None)
        .unwrap_err()
        .pop()
        .unwrap();
    assert_eq!(
        err.message,
        "failed to legalize operation 'foo.bar' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, &m), reprint(&ctx, TWO_FUNCS));
}

const REGION: &str = "func.func @f(%a: i32) {
  \"foo.region\"() ({
  ^bb0(%x: i32):
    \"foo.use\"(%x) : (i32) -> ()
    \"foo.term\"() : () -> ()
  }) : () -> ()
  return
}
";

/// Converts the block signature of the op's region (i32 to i64), then
/// creates an op nothing legalizes.
fn convert_signature_then_illegal(
    op: OpId,
    _: &[Value],
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let region = rw.ir.regions(op)[0];
    assert!(rw.convert_region_types(region));
    let entry = rw.ir.region_blocks(region)[0];
    assert_eq!(
        rw.ir.value_type(rw.ir.block_args(entry)[0]),
        rw.ctx.i64_type()
    );
    let loc = rw.ir.op(op).loc;
    let st = OperationState::new(rw.ctx, "foo.bad", loc);
    rw.create(st);
    rw.modify_op_in_place(op, |_| ());
    true
}

/// Marks the op done.
fn mark_done(op: OpId, _: &[Value], rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx;
    rw.modify_op_in_place(op, |ir| ir.set_attr(ctx, op, "done", ctx.unit_attr()));
    true
}

#[test]
fn a_block_signature_conversion_is_rolled_back() {
    let ctx = ctx();
    let mut m = parse(&ctx, REGION);
    let mut ps = ConversionPatternSet::new();
    ps.add(FnConversionPattern {
        root: Some("foo.region"),
        name: "ConvertSignature",
        benefit: 2,
        f: convert_signature_then_illegal,
    });
    ps.add_fn("foo.region", "MarkDone", mark_done);
    let ps = ps.freeze(&ctx);
    let mut target = everything_legal_but(&["foo.bad"]);
    target.add_dynamically_legal_ops(&["foo.region"], |ctx, ir, op| {
        Some(ir.attr(ctx, op, "done").is_some())
    });
    let tc = conversion::i32_to_i64_converter();
    let root = m.module;
    apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, Some(&tc)).unwrap();
    let expected = reprint(&ctx, REGION).replace("}) : () -> ()", "}) {done} : () -> ()");
    assert_eq!(print(&ctx, &m), expected);
}

/// A plain rewrite pattern replacing `arith.addi` with `foo.bad` through
/// the underlying rewriter: the conversion cannot record that.
struct PlainToIllegal;

impl rmlir_core::rewrite::RewritePattern for PlainToIllegal {
    fn root(&self) -> Option<&'static str> {
        Some("arith.addi")
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &'static str {
        "PlainToIllegal"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut rmlir_core::rewrite::Rewriter<'_>) -> bool {
        let loc = rw.ir.op(op).loc;
        let ty = rw.ir.value_type(rw.ir.result(op, 0));
        let mut st = OperationState::new(rw.ctx, "foo.bad", loc);
        st.result_types.push(ty);
        rw.replace_op_with_new(op, st);
        true
    }
}

#[test]
fn untracked_changes_that_would_need_undoing_are_an_error() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let mut ps = ConversionPatternSet::new();
    ps.add_rewrite_pattern(std::sync::Arc::new(PlainToIllegal));
    ps.add_fn("arith.addi", "AddIToSubs", addi_to_subs);
    let ps = ps.freeze(&ctx);
    let target = everything_legal_but(&["arith.addi", "foo.bad"]);
    let root = m.module;
    let err = apply_partial_conversion(&ctx, &mut m.ir, &[root], &target, &ps, None)
        .unwrap_err()
        .pop()
        .unwrap();
    assert_eq!(
        err.message,
        "pattern 'PlainToIllegal' changed the IR behind the conversion rewriter's back, which cannot be rolled back"
    );
}
