//! The rewriting API: mutable walks, the rewriter's notifications, block
//! surgery, the pattern drivers, and the checks against corrupting moves.

use rmlir_core::asm::ParsedModule;
use rmlir_core::ir::{EntityMap, Ir, OpId, Value, WalkOrder, WalkResult};
use rmlir_core::rewrite::{
    apply_op_patterns_greedily, walk_and_apply_patterns, GreedyConfig, Listener, PatternSet,
    Rewriter, Strictness,
};
use rmlir_core::Context;

mod common;
use common::{ctx, parse, print};

fn ops_named(ctx: &Context, m: &ParsedModule, name: &str) -> Vec<OpId> {
    m.ir.nested_ops(m.module)
        .into_iter()
        .filter(|&o| ctx.op_name_str(m.ir.op_name(o)) == name)
        .collect()
}

const ADDS: &str = "func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.muli %1, %a : i32
  return %0 : i32
}
";

#[test]
fn walk_mut_may_erase_the_visited_op_and_interrupt() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    // Erasing the visited op is allowed; ops made dead by an erasure later
    // in the block are found by the next walk.
    let mut erased = 0;
    loop {
        let mut n = 0;
        let root = m.module;
        m.ir.walk_mut(root, WalkOrder::PostOrder, &mut n, &mut |ir, n, op| {
            let dead = ir.num_results(op) > 0 && ir.results(op).all(|v| !ir.has_uses(v));
            if dead {
                ir.erase_op(op);
                *n += 1;
            }
            WalkResult::Advance
        });
        if n == 0 {
            break;
        }
        erased += n;
    }
    assert_eq!(erased, 2);
    assert_eq!(ops_named(&ctx, &m, "arith.addi").len(), 1);
    // Interrupt stops at the first arith op.
    let mut seen = Vec::new();
    let root = m.module;
    let done =
        m.ir.walk_mut(root, WalkOrder::PreOrder, &mut seen, &mut |ir, seen, op| {
            seen.push(op);
            if ctx.op_name_str(ir.op_name(op)).starts_with("arith.") {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
    assert!(!done);
    assert_eq!(seen.len(), 3, "module, func, addi");
    // Skip does not descend.
    let mut count = 0;
    m.ir.walk_mut(root, WalkOrder::PreOrder, &mut count, &mut |ir, c, op| {
        *c += 1;
        if ctx.op_name_str(ir.op_name(op)) == "func.func" {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(count, 2);
}

#[derive(Default)]
struct Recorder(Vec<String>);

impl Listener for Recorder {
    fn notify_op_inserted(&mut self, _: &Ir, op: OpId) {
        self.0.push(format!("inserted {}", op.index()));
    }
    fn notify_op_modified(&mut self, _: &Ir, op: OpId) {
        self.0.push(format!("modified {}", op.index()));
    }
    fn notify_op_replaced(&mut self, _: &Ir, op: OpId, _: &[Value]) {
        self.0.push(format!("replaced {}", op.index()));
    }
    fn notify_op_erased(&mut self, _: &Ir, op: OpId) {
        self.0.push(format!("erased {}", op.index()));
    }
}

#[test]
fn replace_op_notifies_replaced_then_each_use_then_erased() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let adds = ops_named(&ctx, &m, "arith.addi");
    let (first, second) = (adds[0], adds[1]);
    let ret = ops_named(&ctx, &m, "func.return")[0];
    let a = m.ir.operand(first, 1);
    let mut rec = Recorder::default();
    {
        let mut rw = Rewriter::with_listener(&ctx, &mut m.ir, &mut rec);
        rw.replace_op(first, &[a]);
    }
    // Uses are visited most recent first: the return, then the second add.
    assert_eq!(
        rec.0,
        vec![
            format!("replaced {}", first.index()),
            format!("modified {}", ret.index()),
            format!("modified {}", second.index()),
            format!("erased {}", first.index()),
        ]
    );
    assert!(print(&ctx, &m).contains("return %arg0 : i32"));
}

#[test]
fn split_and_merge_blocks_round_trip() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let mul = ops_named(&ctx, &m, "arith.muli")[0];
    let entry = m.ir.parent_block(mul).unwrap();
    let before = print(&ctx, &m);
    let mut rw = Rewriter::new(&ctx, &mut m.ir);
    let tail = rw.split_block(entry, mul);
    assert_eq!(rw.ir.first_op(tail), Some(mul));
    rw.merge_blocks(tail, entry, &[]);
    assert_eq!(print(&ctx, &m), before);
}

#[test]
#[should_panic(expected = "own body")]
fn moving_an_op_into_its_own_body_panics() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let func = ops_named(&ctx, &m, "func.func")[0];
    let inner = ops_named(&ctx, &m, "arith.muli")[0];
    m.ir.move_op_before(func, inner);
}

fn add_to_mul(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let name = rw.ctx.op_name("arith.muli");
    rw.modify_in_place(op, |ir| ir.op_mut(op).name = name);
    true
}

#[test]
fn walk_driver_applies_each_pattern_once_per_op() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let mut set = PatternSet::new();
    set.add_fn("arith.addi", "AddToMul", add_to_mul);
    let frozen = set.freeze(&ctx);
    let root = m.module;
    walk_and_apply_patterns(&ctx, &mut m.ir, root, &frozen, None);
    assert!(ops_named(&ctx, &m, "arith.addi").is_empty());
    assert_eq!(ops_named(&ctx, &m, "arith.muli").len(), 3);
}

#[test]
fn op_driver_respects_strictness() {
    let ctx = ctx();
    let mut m = parse(&ctx, ADDS);
    let adds = ops_named(&ctx, &m, "arith.addi");
    let mut set = PatternSet::new();
    set.add_fn("arith.addi", "AddToMul", add_to_mul);
    let frozen = set.freeze(&ctx);
    let r = apply_op_patterns_greedily(
        &ctx,
        &mut m.ir,
        &adds[1..],
        &frozen,
        &GreedyConfig::default(),
        Strictness::ExistingOps,
    );
    assert!(r.converged && r.changed && !r.all_erased);
    assert_eq!(ops_named(&ctx, &m, "arith.addi"), vec![adds[0]]);
}

#[test]
fn entity_map_is_a_typed_side_table() {
    let ctx = ctx();
    let m = parse(&ctx, ADDS);
    let mut depth: EntityMap<OpId, usize> = EntityMap::new();
    m.ir.walk(m.module, WalkOrder::PreOrder, &mut |d, op| {
        depth.insert(op, d);
    });
    let mul = ops_named(&ctx, &m, "arith.muli")[0];
    assert_eq!(depth[mul], 2);
    assert_eq!(depth.len(), m.ir.nested_ops(m.module).len() + 1);
    assert_eq!(depth.remove(mul), Some(2));
    assert!(!depth.contains_key(mul));
}

#[test]
fn post_dominance_of_a_diamond() {
    let ctx = ctx();
    let m = parse(
        &ctx,
        "func.func @f(%c: i1, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.muli %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %z = arith.subi %a, %a : i32
  return %z : i32
}
",
    );
    let op = |n: &str| ops_named(&ctx, &m, n)[0];
    let (x, y, z) = (op("arith.addi"), op("arith.muli"), op("arith.subi"));
    let mut pd = rmlir_core::analysis::PostDominanceInfo::new();
    assert!(
        pd.post_dominates(&m.ir, z, x),
        "the join post-dominates the entry"
    );
    assert!(pd.post_dominates(&m.ir, z, y));
    assert!(!pd.post_dominates(&m.ir, y, x), "one arm does not");
    assert!(!pd.post_dominates(&m.ir, x, z));
    let ret = op("func.return");
    assert!(pd.post_dominates(&m.ir, ret, z), "later in the same block");
    assert!(!pd.post_dominates(&m.ir, z, ret));
}
