//! Folders of the memref ops (MLIR's `fold` methods in MemRefOps.cpp).

use super::constraints::i64_array_values;
use super::layout;
use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::{TypeKind, DYNAMIC};
use rmlir_core::{AttrKind, Attribute, Context};

type Folded = Option<Vec<FoldResult>>;

/// The op's name.
pub(super) fn name<'a>(ctx: &'a Context, ir: &Ir, op: OpId) -> &'a str {
    ctx.op_name_str(ir.op_name(op))
}

/// The op defining `v` if it is named `n`.
pub(super) fn def_op(ctx: &Context, ir: &Ir, v: Value, n: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|o| name(ctx, ir, *o) == n)
}

/// `value : index`.
pub(super) fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, v),
    })
}

/// The integer an attribute holds.
pub(super) fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// The constant integer `v` holds (MLIR's `getConstantIntValue`).
pub(super) fn const_int(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    attr_int(ctx, rmlir_core::rewrite::folder::value_constant(ctx, ir, v))
}

fn is_unranked(ctx: &Context, t: rmlir_core::Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}

/// Replaces each operand defined by a `memref.cast` from a ranked memref
/// with the cast's source, except `inner` (MLIR's `foldMemRefCast`).
pub(super) fn fold_memref_cast(ctx: &Context, ir: &mut Ir, op: OpId, inner: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..ir.num_operands(op) {
        let v = ir.operand(op, i);
        let Some(cast) = def_op(ctx, ir, v, "memref.cast") else {
            continue;
        };
        let src = ir.operand(cast, 0);
        if Some(v) != inner && !is_unranked(ctx, ir.value_type(src)) {
            ir.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

fn in_place(changed: bool) -> Folded {
    changed.then(Vec::new)
}

/// A cast to the type of its operand folds to the operand (MLIR's
/// `CastOpInterface` fold); otherwise an in-place change is reported.
fn identity_cast_or(ir: &Ir, op: OpId, changed: bool) -> Folded {
    let src = ir.operand(op, 0);
    if ir.value_type(src) == ir.value_type(ir.result(op, 0)) {
        return Some(vec![FoldResult::Value(src)]);
    }
    in_place(changed)
}

/// `memref.cast`: `cast(cast(x))` becomes `cast(x)`; identity casts fold.
pub fn fold_cast(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    let changed = fold_memref_cast(ctx, ir, op, None);
    identity_cast_or(ir, op, changed)
}

/// `memref.memory_space_cast` of a memory space cast casts the first source.
pub fn fold_memory_space_cast(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let src = ir.operand(op, 0);
    let mut changed = false;
    if let Some(parent) = def_op(ctx, ir, src, "memref.memory_space_cast") {
        let s = ir.operand(parent, 0);
        ir.set_operand(op, 0, s);
        changed = true;
    }
    identity_cast_or(ir, op, changed)
}

/// Ops whose only folding is absorbing `memref.cast` operands.
pub fn fold_cast_operands(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    in_place(fold_memref_cast(ctx, ir, op, None))
}

/// `memref.store` and `memref.atomic_rmw`: absorb casts, except of the
/// stored value.
pub fn fold_cast_operands_but_value(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let v = ir.operand(op, 0);
    in_place(fold_memref_cast(ctx, ir, op, Some(v)))
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: the cast only makes sizes,
/// offset or strides more dynamic.
pub(super) fn can_fold_into_consumer(ctx: &Context, ir: &Ir, cast: OpId) -> bool {
    let src = ir.value_type(ir.operand(cast, 0));
    let dst = ir.value_type(ir.result(cast, 0));
    let (Some(s), Some(d)) = (layout::ranked(ctx, src), layout::ranked(ctx, dst)) else {
        return false;
    };
    if s.element != d.element || s.shape.len() != d.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((ds, doff))) = (
        layout::strides_and_offset(ctx, src),
        layout::strides_and_offset(ctx, dst),
    ) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    if s.shape
        .iter()
        .zip(&d.shape)
        .any(|(a, b)| more_static(*a, *b))
    {
        return false;
    }
    if more_static(so, doff) {
        return false;
    }
    !ss.iter().zip(&ds).any(|(a, b)| more_static(*a, *b))
}

/// `memref.copy`: absorbs the first cast that only relaxes the layout.
pub fn fold_copy(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    for i in 0..ir.num_operands(op) {
        let v = ir.operand(op, i);
        if let Some(cast) = def_op(ctx, ir, v, "memref.cast") {
            if can_fold_into_consumer(ctx, ir, cast) {
                let s = ir.operand(cast, 0);
                ir.set_operand(op, i, s);
                return Some(Vec::new());
            }
        }
    }
    None
}

/// `memref.rank` of a ranked value is a constant.
pub fn fold_rank(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    let t = ir.value_type(ir.operand(op, 0));
    let rank = match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        TypeKind::RankedTensor { shape, .. } => shape.len(),
        TypeKind::Vector { shape, .. } => shape.len(),
        _ => return None,
    };
    Some(vec![FoldResult::Attr(index_attr(ctx, rank as i64))])
}

/// The number of dynamic entries before position `i`.
fn dynamic_index(v: &[i64], i: usize) -> usize {
    v[..i].iter().filter(|x| **x == DYNAMIC).count()
}

/// `memref.dim`: static sizes, sizes given to the defining allocation,
/// view or subview, and dims of casts.
pub fn fold_dim(ctx: &Context, ir: &mut Ir, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    let index = attr_int(ctx, operands.get(1).copied().flatten())?;
    let src = ir.operand(op, 0);
    let p = layout::ranked(ctx, ir.value_type(src))?;
    if index < 0 || index >= p.shape.len() as i64 {
        return None;
    }
    let i = index as usize;
    if p.shape[i] != DYNAMIC {
        return Some(vec![FoldResult::Attr(index_attr(ctx, p.shape[i]))]);
    }
    let dyn_i = dynamic_index(&p.shape, i);
    if let Some(d) = ir.defining_op(src) {
        match name(ctx, ir, d) {
            "memref.alloc" | "memref.alloca" => {
                let seg = super::segments(ctx, ir, d, 2);
                return Some(vec![FoldResult::Value(ir.operand(d, seg[0].start + dyn_i))]);
            }
            "memref.view" => return Some(vec![FoldResult::Value(ir.operand(d, 2 + dyn_i))]),
            "memref.subview" => {
                let source = ir.value_type(ir.operand(d, 0));
                let static_sizes =
                    i64_array_values(ctx, crate::util::prop(ctx, ir, d, "static_sizes"));
                let sizes: Vec<Option<i64>> = static_sizes
                    .iter()
                    .map(|s| (*s != DYNAMIC).then_some(*s))
                    .collect();
                let unused =
                    layout::memref_rank_reduction_mask(ctx, source, ir.value_type(src), &sizes)?;
                let mut result_index = 0;
                let mut source_index = 0;
                for (j, dropped) in unused.iter().enumerate() {
                    if *dropped {
                        continue;
                    }
                    if result_index == i {
                        source_index = j;
                        break;
                    }
                    result_index += 1;
                }
                if static_sizes.get(source_index) != Some(&DYNAMIC) {
                    return None;
                }
                let seg = super::segments(ctx, ir, d, 4);
                let k = dynamic_index(&static_sizes, source_index);
                return Some(vec![FoldResult::Value(ir.operand(d, seg[2].start + k))]);
            }
            _ => {}
        }
    }
    in_place(fold_memref_cast(ctx, ir, op, None))
}

/// `memref.assume_alignment` of the same assumption is that assumption.
pub fn fold_assume_alignment(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let src = ir.operand(op, 0);
    let prev = def_op(ctx, ir, src, "memref.assume_alignment")?;
    let a = |o| crate::util::prop(ctx, ir, o, "alignment");
    (a(prev) == a(op)).then(|| vec![FoldResult::Value(src)])
}

/// `memref.reinterpret_cast`: skips reinterpret casts, casts and zero-offset
/// subviews of its source; a cast that changes nothing folds away.
pub fn fold_reinterpret_cast(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let src = ir.operand(op, 0);
    let prev = ir.defining_op(src).and_then(|d| match name(ctx, ir, d) {
        "memref.reinterpret_cast" | "memref.cast" => Some(ir.operand(d, 0)),
        "memref.subview" => {
            let offsets = mixed(ctx, ir, d, "static_offsets", 1);
            offsets
                .iter()
                .all(|o| match o {
                    Mixed::Static(v) => *v == 0,
                    Mixed::Dynamic(v) => const_int(ctx, ir, *v) == Some(0),
                })
                .then(|| ir.operand(d, 0))
        }
        _ => None,
    });
    if let Some(p) = prev {
        ir.set_operand(op, 0, p);
        return Some(Vec::new());
    }
    let rt = ir.value_type(ir.result(op, 0));
    let static_shape = layout::ranked(ctx, rt).is_some_and(|p| !p.shape.contains(&DYNAMIC));
    let offsets = i64_array_values(ctx, crate::util::prop(ctx, ir, op, "static_offsets"));
    if static_shape && ir.value_type(src) == rt && offsets.first() == Some(&0) {
        return Some(vec![FoldResult::Value(src)]);
    }
    None
}

/// An entry of an offsets/sizes/strides list (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Mixed {
    Static(i64),
    Dynamic(Value),
}

/// The mixed list of `static_name`, whose dynamic entries are the operands
/// of segment `group` (of subview-like ops' four).
pub(super) fn mixed(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    static_name: &str,
    group: usize,
) -> Vec<Mixed> {
    let statics = i64_array_values(ctx, crate::util::prop(ctx, ir, op, static_name));
    let seg = super::segments(ctx, ir, op, 4);
    let mut dynamic = seg[group].clone();
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                let v = ir.operand(op, dynamic.next().unwrap_or(0));
                Mixed::Dynamic(v)
            } else {
                Mixed::Static(*s)
            }
        })
        .collect()
}

/// Creates `arith.constant v : index` before `op`, outside any rewriter (as
/// MLIR's folders build with a plain `OpBuilder`).
pub(super) fn constant_index_before(ctx: &Context, ir: &mut Ir, op: OpId, v: i64) -> Value {
    let loc = ir.op(op).loc;
    let st = OperationState::constant(
        ctx,
        "arith.constant",
        index_attr(ctx, v),
        ctx.index_type(),
        loc,
    );
    let c = ir.create_op(st);
    ir.insert_op_before(op, c);
    ir.result(c, 0)
}

/// `memref.extract_strided_metadata`: results the source type fixes become
/// constants, and a cast from a ranked memref is skipped.
pub fn fold_extract_strided_metadata(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    _: &[Option<Attribute>],
) -> Folded {
    let src = ir.operand(op, 0);
    let st = ir.value_type(src);
    let p = layout::ranked(ctx, st)?;
    let (strides, offset) = layout::strides_and_offset(ctx, st)?;
    let rank = p.shape.len();
    // Results: base, offset, sizes, strides.
    let mut known: Vec<(usize, i64)> = vec![(1, offset)];
    known.extend(p.shape.iter().enumerate().map(|(i, s)| (2 + i, *s)));
    known.extend(strides.iter().enumerate().map(|(i, s)| (2 + rank + i, *s)));
    let mut changed = false;
    for (r, v) in known {
        let res = ir.result(op, r);
        if v == DYNAMIC || !ir.has_uses(res) {
            continue;
        }
        let c = constant_index_before(ctx, ir, op, v);
        let users: Vec<_> = ir.uses(res).collect();
        for u in users {
            ir.set_operand(u.op, u.index as usize, c);
            changed = true;
        }
    }
    if let Some(cast) = def_op(ctx, ir, src, "memref.cast") {
        let s = ir.operand(cast, 0);
        if layout::ranked(ctx, ir.value_type(s)).is_some() {
            ir.set_operand(op, 0, s);
            changed = true;
        }
    }
    in_place(changed)
}
