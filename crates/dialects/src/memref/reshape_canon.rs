//! Composition of `memref.expand_shape` and `memref.collapse_shape` pairs
//! (MLIR's `ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp` and
//! `getReassociationIndicesForCollapse` in ReshapeOpsUtils).

use super::constraints::{i64_array_values, reassociation};
use super::fold::{const_int, def_op, index_attr};
use super::layout;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, Context, Type};

type Groups = Vec<Vec<i64>>;

/// An inclusive range of source dims.
#[derive(Copy, Clone, Debug)]
struct Range {
    left: i64,
    right: i64,
}

impl Range {
    fn valid(&self) -> bool {
        self.left >= 0 && self.left <= self.right
    }
    fn within(&self, outer: &Range) -> bool {
        self.left >= outer.left && self.right <= outer.right
    }
    fn full(&self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }
    /// The indices of `self` and `rhs` outside their overlap (MLIR's
    /// `getNonOverlappingIndicesWith`, edge cases included).
    fn non_overlapping(&self, rhs: &Range) -> Vec<i64> {
        if self.right < rhs.left {
            let mut v = self.full();
            v.extend(rhs.full());
            return v;
        }
        let mut v: Vec<i64> = (self.left.min(rhs.left)..self.left.max(rhs.left)).collect();
        let (rs, re) = (self.right.min(rhs.right) + 1, self.right.max(rhs.right));
        if rs < re {
            v.extend(rs..=re);
        }
        v
    }
}

fn range_for_dynamic(shape: &[i64], start: i64, greedy: bool) -> Option<Range> {
    let whole = Range {
        left: 0,
        right: shape.len() as i64 - 1,
    };
    let mut it = Range {
        left: start,
        right: start,
    };
    let mut found = None;
    while it.within(&whole) {
        if shape[it.right as usize] == DYNAMIC {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        r.right = whole.right;
    }
    Some(r)
}

fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let whole = Range {
        left: 0,
        right: shape.len() as i64 - 1,
    };
    let mut it = Range {
        left: start,
        right: start,
    };
    let mut found = None;
    let mut prod: i64 = 1;
    while it.within(&whole) {
        let size = shape[it.right as usize];
        if size == DYNAMIC {
            prod = 1;
            it = Range {
                left: it.right + 1,
                right: it.right + 1,
            };
            continue;
        }
        prod = prod.wrapping_mul(size);
        while prod > target && it.left != it.right {
            let front = shape[it.left as usize];
            prod = if front == 0 { prod } else { prod / front };
            it.left += 1;
        }
        if prod == target {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        it.right += 1;
        while it.within(&whole) && shape[it.right as usize] == 1 {
            r = it;
            it.right += 1;
        }
    }
    Some(r)
}

fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let whole = Range {
        left: 0,
        right: source.len() as i64 - 1,
    };
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut prev: Option<i64> = None;
    let mut src_idx: i64 = 0;
    for (ti, &t) in target.iter().enumerate() {
        let greedy = ti == target.len() - 1;
        let r = if t == DYNAMIC {
            range_for_dynamic(source, src_idx, greedy)
        } else {
            range_for_size(source, src_idx, t, greedy)
        }?;
        if !r.valid() || !r.within(&whole) {
            return None;
        }
        if r.left > src_idx {
            if prev != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = r.left - 1;
        }
        prev = Some(t);
        src_idx = r.right + 1;
        ranges.push(r);
    }
    if ranges.last()?.right < whole.right {
        return None;
    }
    Some(ranges)
}

fn ranges_for_collapse_rev(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let s: Vec<i64> = source.iter().rev().copied().collect();
    let t: Vec<i64> = target.iter().rev().copied().collect();
    let mut r = ranges_for_collapse(&s, &t)?;
    let n = source.len() as i64;
    for x in r.iter_mut() {
        let (l, rr) = (x.left, x.right);
        x.left = n - 1 - rr;
        x.right = n - 1 - l;
    }
    r.reverse();
    Some(r)
}

/// MLIR's `getReassociationIndicesForCollapse`.
pub(super) fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Groups> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|s| *s != 1 && *s != DYNAMIC) {
            return None;
        }
        return Some(Vec::new());
    }
    let fwd = ranges_for_collapse(source, target)?;
    let rev = ranges_for_collapse_rev(source, target)?;
    if fwd.len() != target.len() || rev.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (a, b) in fwd.iter().zip(&rev) {
        if a.non_overlapping(b)
            .iter()
            .any(|i| source[*i as usize] != 1)
        {
            return None;
        }
        out.push(a.full());
    }
    Some(out)
}

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

fn reassoc(ctx: &Context, ir: &Ir, op: OpId) -> Groups {
    reassociation(ctx, crate::util::prop(ctx, ir, op, "reassociation"))
}

fn shape(ctx: &Context, t: Type) -> Vec<i64> {
    layout::ranked(ctx, t).map(|p| p.shape).unwrap_or_default()
}

fn non_identity(ctx: &Context, t: Type) -> bool {
    layout::ranked(ctx, t).is_some() && !layout::has_identity_layout(ctx, t)
}

/// An output-shape entry of expand_shape: static or a value.
#[derive(Copy, Clone)]
enum Size {
    Static(i64),
    Dynamic(Value),
}

fn mixed_output_shape(ctx: &Context, ir: &Ir, op: OpId) -> Vec<Size> {
    let statics = i64_array_values(ctx, crate::util::prop(ctx, ir, op, "static_output_shape"));
    let mut dynamic = ir.operands(op).skip(1);
    statics
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                dynamic.next().map_or(Size::Static(DYNAMIC), Size::Dynamic)
            } else {
                Size::Static(*s)
            }
        })
        .collect()
}

fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.i64_type();
    let arr: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let v: Vec<Attribute> = g
                .iter()
                .map(|x| {
                    ctx.attr(AttrKind::Integer {
                        ty: i64t,
                        value: rmlir_core::apint::ApInt::from_i64(64, *x),
                    })
                })
                .collect();
            ctx.attr(AttrKind::Array(v.into()))
        })
        .collect();
    ctx.attr(AttrKind::Array(arr.into()))
}

fn collapse_state(
    ctx: &Context,
    loc: Attribute,
    ty: Type,
    src: Value,
    g: &[Vec<i64>],
) -> OperationState {
    let mut st = OperationState::new(ctx, "memref.collapse_shape", loc);
    st.operands.push(src);
    st.result_types.push(ty);
    st.properties = Some(props(
        ctx,
        vec![("reassociation", reassociation_attr(ctx, g))],
    ));
    st
}

fn expand_state(
    ctx: &Context,
    loc: Attribute,
    ty: Type,
    src: Value,
    g: &[Vec<i64>],
    out: &[Size],
) -> OperationState {
    let mut st = OperationState::new(ctx, "memref.expand_shape", loc);
    st.operands.push(src);
    let mut statics = Vec::with_capacity(out.len());
    for s in out {
        match s {
            Size::Static(v) => statics.push(*v),
            Size::Dynamic(v) => {
                statics.push(DYNAMIC);
                st.operands.push(*v);
            }
        }
    }
    st.result_types.push(ty);
    st.properties = Some(props(
        ctx,
        vec![
            ("reassociation", reassociation_attr(ctx, g)),
            ("static_output_shape", ctx.i64_array_attr(&statics)),
        ],
    ));
    st
}

fn cast_state(ctx: &Context, loc: Attribute, ty: Type, src: Value) -> OperationState {
    let mut st = OperationState::new(ctx, "memref.cast", loc);
    st.operands.push(src);
    st.result_types.push(ty);
    st
}

fn binary(rw: &mut Rewriter<'_>, name: &str, loc: Attribute, a: Value, b: Value) -> Value {
    let mut st = OperationState::new(rw.ctx, name, loc);
    st.operands.extend_from_slice(&[a, b]);
    st.result_types.push(rw.ir.value_type(a));
    let o = rw.create(st);
    rw.ir.result(o, 0)
}

/// `ComposeCollapseOfExpandOp`.
pub(super) fn compose_collapse_of_expand(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let Some(expand) = def_op(ctx, ir, ir.operand(op, 0), "memref.expand_shape") else {
        return false;
    };
    let src = ir.operand(expand, 0);
    let (src_ty, res_ty) = (ir.value_type(src), ir.value_type(ir.result(op, 0)));
    let mid_ty = ir.value_type(ir.result(expand, 0));
    if non_identity(ctx, mid_ty) || non_identity(ctx, src_ty) {
        return false;
    }
    let (src_rank, res_rank) = (shape(ctx, src_ty).len(), shape(ctx, res_ty).len());
    if src_ty == res_ty {
        return false;
    }
    let (higher, lower) = if src_rank > res_rank {
        (reassoc(ctx, ir, expand), reassoc(ctx, ir, op))
    } else {
        (reassoc(ctx, ir, op), reassoc(ctx, ir, expand))
    };
    let mut id = 0usize;
    let mut composed: Groups = Vec::new();
    for low in &lower {
        let mut g = Vec::new();
        let Some(&low_back) = low.last() else {
            composed.push(g);
            continue;
        };
        while id < higher.len() {
            let Some(&right) = higher[id].last() else {
                break;
            };
            if right > low_back {
                return false;
            }
            g.push(id as i64);
            id += 1;
            if right == low_back {
                break;
            }
        }
        composed.push(g);
    }
    let loc = ir.op(op).loc;
    use std::cmp::Ordering::*;
    match src_rank.cmp(&res_rank) {
        Greater => {
            let st = collapse_state(ctx, loc, res_ty, src, &composed);
            rw.replace_op_with_new(op, st);
        }
        Less => {
            let orig = mixed_output_shape(ctx, ir, expand);
            let groups = reassoc(ctx, ir, op);
            let mut out = Vec::with_capacity(groups.len());
            for g in &groups {
                let mut n_static: i64 = 1;
                let mut dynamic = Vec::new();
                for &i in g {
                    match orig.get(i as usize) {
                        Some(Size::Static(v)) => n_static = n_static.wrapping_mul(*v),
                        Some(Size::Dynamic(v)) => match const_int(rw.ctx, rw.ir, *v) {
                            Some(c) => n_static = n_static.wrapping_mul(c),
                            None => dynamic.push(*v),
                        },
                        None => {}
                    }
                }
                if dynamic.is_empty() {
                    out.push(Size::Static(n_static));
                    continue;
                }
                let mut r = dynamic[0];
                for v in &dynamic[1..] {
                    r = binary(rw, "arith.muli", loc, r, *v);
                }
                if n_static != 1 {
                    let c = constant_index(rw, loc, n_static);
                    r = binary(rw, "arith.muli", loc, r, c);
                }
                out.push(Size::Dynamic(r));
            }
            let st = expand_state(rw.ctx, loc, res_ty, src, &composed, &out);
            rw.replace_op_with_new(op, st);
        }
        Equal => {
            let st = cast_state(ctx, loc, res_ty, src);
            rw.replace_op_with_new(op, st);
        }
    }
    true
}

fn constant_index(rw: &mut Rewriter<'_>, loc: Attribute, v: i64) -> Value {
    let value = index_attr(rw.ctx, v);
    let c = crate::arith::typed::ConstantOp::build(rw, loc, &[("value", value)])
        .expect("arith.constant builds from an index attribute");
    c.result(rw.ctx, rw.ir)
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`.
fn find_collapsing_reassociation(
    src_re: &[Vec<i64>],
    res_re: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Groups> {
    if src_re.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let mut composed = Vec::new();
    for (s, r) in src_re.iter().zip(res_re) {
        let (s0, r0) = (*s.first()? as usize, *r.first()? as usize);
        let src_sub = src_shape.get(s0..s0 + s.len())?;
        let res_sub = res_shape.get(r0..r0 + r.len())?;
        let dyns = |v: &[i64]| v.iter().filter(|x| **x == DYNAMIC).count();
        if dyns(src_sub) >= 2 && dyns(res_sub) >= 2 {
            return None;
        }
        if src_sub.len() == res_sub.len() {
            if src_sub != res_sub {
                return None;
            }
            for i in 0..src_sub.len() {
                composed.push(vec![s0 as i64 + i as i64]);
            }
            continue;
        }
        let sub = reassociation_for_collapse(src_sub, res_sub)?;
        for g in sub {
            composed.push(g.iter().map(|i| s0 as i64 + i).collect());
        }
    }
    Some(composed)
}

/// MLIR's `memref.cast` compatibility (`CastOp::areCastCompatible`).
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(pa), Some(pb)) = (layout::ranked(ctx, a), layout::ranked(ctx, b)) else {
        return false;
    };
    if pa.element != pb.element || pa.memory_space != pb.memory_space {
        return false;
    }
    if pa.layout != pb.layout {
        let (Some((sa, oa)), Some((sb, ob))) = (
            layout::strides_and_offset(ctx, a),
            layout::strides_and_offset(ctx, b),
        ) else {
            return false;
        };
        if sa.len() != sb.len() {
            return false;
        }
        let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
        if !ok(oa, ob) || sa.iter().zip(&sb).any(|(x, y)| !ok(*x, *y)) {
            return false;
        }
    }
    pa.shape.len() == pb.shape.len()
        && pa
            .shape
            .iter()
            .zip(&pb.shape)
            .all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
}

/// `ComposeExpandOfCollapseOp`.
pub(super) fn compose_expand_of_collapse(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let Some(collapse) = def_op(ctx, ir, ir.operand(op, 0), "memref.collapse_shape") else {
        return false;
    };
    let src = ir.operand(collapse, 0);
    let (src_ty, res_ty) = (ir.value_type(src), ir.value_type(ir.result(op, 0)));
    let mid_ty = ir.value_type(ir.operand(op, 0));
    let loc = ir.op(op).loc;
    if non_identity(ctx, mid_ty) || non_identity(ctx, src_ty) {
        let static_src = !shape(ctx, src_ty).contains(&DYNAMIC);
        if static_src && cast_compatible(ctx, src_ty, res_ty) {
            let st = cast_state(ctx, loc, res_ty, src);
            rw.replace_op_with_new(op, st);
            return true;
        }
        return false;
    }
    let (src_shape, res_shape) = (shape(ctx, src_ty), shape(ctx, res_ty));
    if src_shape.len() == res_shape.len() {
        return false;
    }
    let (src_re, res_re) = (reassoc(ctx, ir, collapse), reassoc(ctx, ir, op));
    if src_shape.len() > res_shape.len() {
        let Some(g) = find_collapsing_reassociation(&src_re, &res_re, &src_shape, &res_shape)
        else {
            return false;
        };
        let st = collapse_state(ctx, loc, res_ty, src, &g);
        rw.replace_op_with_new(op, st);
        return true;
    }
    let Some(g) = find_collapsing_reassociation(&res_re, &src_re, &res_shape, &src_shape) else {
        return false;
    };
    let out = mixed_output_shape(ctx, ir, op);
    let st = expand_state(ctx, loc, res_ty, src, &g, &out);
    rw.replace_op_with_new(op, st);
    true
}
