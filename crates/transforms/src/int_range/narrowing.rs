//! `arith-int-range-narrowing` (MLIR's `ArithIntRangeNarrowing`): integer
//! and `index` computations whose operands and results are known to fit a
//! narrower supported width are done at that width, between casts.
//!
//! Three patterns, applied greedily bottom-up as MLIR applies them (so a
//! comparison is narrowed while the ranges of its original operands are
//! still at hand):
//! - elementwise ops whose operands and results share one type are cloned
//!   at the narrow type, operands cast down and results cast back;
//! - `arith.cmpi` compares its operands cast down;
//! - `index_cast(index_cast(x : iN -> index) -> iN)` is `x` when `N` is a
//!   supported width (for `arith.index_cast` and `arith.index_castui`).
//!
//! MLIR 22 has no loop-bound narrowing in this pass; neither has this one.

use super::Ranges;
use rmlir_core::dialect::Traits;
use rmlir_core::int_range::ConstantIntRanges;
use rmlir_core::ir::{Ir, IrMapping, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, RewritePattern, Rewriter};
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{Attribute, Context, Type};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use std::sync::Arc;

static UINT: OptionKind = OptionKind::Uint(32);

/// The registry entry of `arith-int-range-narrowing`.
pub static INFO: PassInfo = PassInfo {
    argument: "arith-int-range-narrowing",
    name: "ArithIntRangeNarrowing",
    description: "Reduce integer operations bitwidth based on integer range analysis",
    options: &[OptionSpec {
        name: "int-bitwidths-supported",
        description: "Integer bitwidths supported",
        kind: OptionKind::List(&UINT),
        default: OptionValue::List(Vec::new()),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let widths: Arc<[u32]> = match p.options.get("int-bitwidths-supported") {
        OptionValue::List(items) => items
            .iter()
            .filter_map(|v| match v {
                OptionValue::Uint(w) => u32::try_from(*w).ok(),
                _ => None,
            })
            .collect(),
        _ => Arc::from([]),
    };
    let ranges = Ranges::solve(ctx, ir, op, true);
    let mut set = PatternSet::new();
    set.add(NarrowElementwise {
        ranges: ranges.clone(),
        widths: widths.clone(),
    });
    set.add(NarrowCmpI {
        ranges,
        widths: widths.clone(),
    });
    set.add(FoldIndexCastChain("arith.index_castui", widths.clone()));
    set.add(FoldIndexCastChain("arith.index_cast", widths));
    super::apply(ctx, ir, op, set);
    Ok(())
}

/// Which casts keep a range's values when narrowing (MLIR's `CastKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CastKind {
    None,
    Signed,
    Unsigned,
    Both,
}

/// How values in `r` survive truncation to `target` bits: signed if both
/// signed bounds keep their sign bit, unsigned if both unsigned bounds
/// have only zeros in the removed bits (MLIR's `checkTruncatability`).
fn truncatability(r: &ConstantIntRanges, target: u32) -> CastKind {
    let src = r.width();
    if src <= target {
        return CastKind::None;
    }
    let removed = src - target;
    let signed = r.smin.num_sign_bits() > removed && r.smax.num_sign_bits() > removed;
    let unsigned = r.umin.countl_zero() >= removed && r.umax.countl_zero() >= removed;
    match (signed, unsigned) {
        (true, true) => CastKind::Both,
        (true, false) => CastKind::Signed,
        (false, true) => CastKind::Unsigned,
        (false, false) => CastKind::None,
    }
}

/// The cast kind both operands allow (MLIR's `mergeCastKinds`).
fn merge(a: CastKind, b: CastKind) -> CastKind {
    match (a, b) {
        (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
        (CastKind::Both, x) | (x, CastKind::Both) => x,
        (x, y) if x == y => x,
        _ => CastKind::None,
    }
}

/// The ranges of `values`, if all are known (MLIR's `collectRanges`).
fn collect(
    ranges: &Ranges,
    values: impl Iterator<Item = Value>,
    out: &mut Vec<ConstantIntRanges>,
) -> bool {
    for v in values {
        match ranges.get(v) {
            Some(r) => out.push(r),
            None => return false,
        }
    }
    true
}

/// Whether `ty` is an integer or `index` type.
fn is_int_or_index(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Index
    )
}

/// The width of an integer type (`None` for `index` and other types).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// Casts `v` to `to` at the insertion point (MLIR's `doCast`): `index`
/// casts to or from `index` (sign-extending only for [`CastKind::Signed`]),
/// else truncation or extension.
fn cast(rw: &mut Rewriter<'_>, loc: Attribute, v: Value, to: Type, kind: CastKind) -> Value {
    let ctx = rw.ctx;
    let from = rw.ir.value_type(v);
    if from == to {
        return v;
    }
    let name = match (int_width(ctx, from), int_width(ctx, to)) {
        (Some(f), Some(t)) if t < f => "arith.trunci",
        (Some(_), Some(_)) if kind == CastKind::Signed => "arith.extsi",
        (Some(_), Some(_)) => "arith.extui",
        _ if kind == CastKind::Signed => "arith.index_cast",
        _ => "arith.index_castui",
    };
    let mut st = OperationState::new(ctx, name, loc);
    st.operands.push(v);
    st.result_types.push(to);
    let op = rw.create(st);
    rw.ir.result(op, 0)
}

/// The first supported width all of `ranges` can be narrowed to, with the
/// cast kind, and the narrow type (`src` is the type being narrowed).
fn pick_width(
    ctx: &Context,
    widths: &[u32],
    src: Type,
    ranges: &[ConstantIntRanges],
) -> Option<(Type, CastKind)> {
    for &w in widths {
        let mut kind = CastKind::Both;
        for r in ranges {
            kind = merge(kind, truncatability(r, w));
            if kind == CastKind::None {
                break;
            }
        }
        if kind == CastKind::None {
            continue;
        }
        let target = ctx.integer_type(w, Signedness::Signless);
        if target != src {
            return Some((target, kind));
        }
    }
    None
}

/// MLIR's `NarrowElementwise`: any op with the elementwise trait.
struct NarrowElementwise {
    ranges: Ranges,
    widths: Arc<[u32]>,
}

impl RewritePattern for NarrowElementwise {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn name(&self) -> &'static str {
        "NarrowElementwise"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let elementwise = ctx
            .op_def(rw.ir.op_name(op))
            .is_some_and(|d| d.has(Traits::ELEMENTWISE));
        if !elementwise || rw.ir.num_results(op) == 0 {
            return false;
        }
        let mut ranges = Vec::new();
        if !collect(&self.ranges, rw.ir.operands(op), &mut ranges)
            || !collect(&self.ranges, rw.ir.results(op), &mut ranges)
        {
            return false;
        }
        let src = rw.ir.value_type(rw.ir.result(op, 0));
        if rw.ir.results(op).any(|v| rw.ir.value_type(v) != src)
            || rw.ir.num_operands(op) == 0
            || rw.ir.operands(op).any(|v| rw.ir.value_type(v) != src)
            || !is_int_or_index(ctx, src)
        {
            return false;
        }
        let Some((target, kind)) = pick_width(ctx, &self.widths, src, &ranges) else {
            return false;
        };
        let loc = rw.ir.op(op).loc;
        rw.set_insertion_point_before(op);
        let operands: Vec<Value> = rw.ir.operands(op).collect();
        let mut map = IrMapping::new();
        for (&arg, r) in operands.iter().zip(&ranges) {
            // A non-negative value keeps its non-negativity through an
            // unsigned `index` cast, which later analyses can use.
            let arg_kind = if kind == CastKind::Signed && r.smin.is_non_negative() {
                CastKind::Both
            } else {
                kind
            };
            let new = cast(rw, loc, arg, target, arg_kind);
            map.map_value(arg, new);
        }
        let new_op = rw.clone_op(op, &mut map);
        let new_results: Vec<Value> = rw.ir.results(new_op).collect();
        rw.modify_in_place(new_op, |ir| {
            for &v in &new_results {
                ir.set_value_type(v, target);
            }
        });
        let old_results: Vec<Value> = rw.ir.results(op).collect();
        let mut replacements = Vec::with_capacity(old_results.len());
        for (&new, &old) in new_results.iter().zip(&old_results) {
            let back = cast(rw, loc, new, src, kind);
            self.ranges.copy(old, back);
            replacements.push(back);
        }
        rw.replace_op(op, &replacements);
        true
    }
}

/// MLIR's `NarrowCmpI`: each operand is cast by the kind its own range
/// allows.
struct NarrowCmpI {
    ranges: Ranges,
    widths: Arc<[u32]>,
}

impl RewritePattern for NarrowCmpI {
    fn root(&self) -> Option<&'static str> {
        Some("arith.cmpi")
    }
    fn name(&self) -> &'static str {
        "NarrowCmpI"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.ir.num_operands(op) != 2 || rw.ir.num_results(op) != 1 {
            return false;
        }
        let (lhs, rhs) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
        let (Some(lr), Some(rr)) = (self.ranges.get(lhs), self.ranges.get(rhs)) else {
            return false;
        };
        let src = rw.ir.value_type(lhs);
        if !is_int_or_index(ctx, src) {
            return false;
        }
        for &w in self.widths.iter() {
            let (lk, rk) = (truncatability(&lr, w), truncatability(&rr, w));
            if merge(lk, rk) == CastKind::None {
                continue;
            }
            let target = ctx.integer_type(w, Signedness::Signless);
            if target == src {
                continue;
            }
            let loc = rw.ir.op(op).loc;
            rw.set_insertion_point_before(op);
            let mut map = IrMapping::new();
            let l = cast(rw, loc, lhs, target, lk);
            let r = cast(rw, loc, rhs, target, rk);
            map.map_value(lhs, l);
            map.map_value(rhs, r);
            let new_op = rw.clone_op(op, &mut map);
            let new = rw.ir.result(new_op, 0);
            self.ranges.copy(rw.ir.result(op, 0), new);
            rw.replace_op(op, &[new]);
            return true;
        }
        false
    }
}

/// MLIR's `FoldIndexCastChain`: `cast(cast(x : iN -> index) -> iN)` is `x`
/// when `N` is a supported width (the same cast op both times).
struct FoldIndexCastChain(&'static str, Arc<[u32]>);

impl RewritePattern for FoldIndexCastChain {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn name(&self) -> &'static str {
        "FoldIndexCastChain"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let ir = &*rw.ir;
        if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
            return false;
        }
        let Some(inner) = ir.defining_op(ir.operand(op, 0)) else {
            return false;
        };
        if ir.op_name(inner) != ir.op_name(op) || ir.num_operands(inner) != 1 {
            return false;
        }
        let src = ir.operand(inner, 0);
        let ty = ir.value_type(ir.result(op, 0));
        if ir.value_type(src) != ty {
            return false;
        }
        if !matches!(
            ctx.type_kind(ir.value_type(ir.result(inner, 0))),
            TypeKind::Index
        ) {
            return false;
        }
        if !int_width(ctx, ty).is_some_and(|w| self.1.contains(&w)) {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}
