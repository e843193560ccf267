//! Folders of `affine.delinearize_index` and `affine.linearize_index`.

use super::attr_int;
use super::index_ops::static_basis;
use super::ops::segment_sizes;
use rmlir_core::dialect::FoldResult;
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, Context};

type Fold = Option<Vec<FoldResult>>;

/// `foldCstValueToCstAttrBasis`: constant dynamic basis values move into
/// the static basis. Returns the kept dynamic values and the new static
/// basis, or `None` when no dynamic value is constant.
fn fold_constant_basis(
    ctx: &Context,
    statics: &[i64],
    dynamic: &[Value],
    consts: &[Option<Attribute>],
) -> Option<(Vec<Value>, Vec<i64>)> {
    let vals: Vec<Option<i64>> = consts.iter().map(|a| attr_int(ctx, *a)).collect();
    if vals.iter().all(|v| v.is_none()) {
        return None;
    }
    let mut kept = Vec::new();
    let mut new_static = Vec::with_capacity(statics.len());
    let mut d = 0;
    for &s in statics {
        if s == DYNAMIC {
            match vals.get(d).copied().flatten() {
                Some(c) => new_static.push(c),
                None => {
                    new_static.push(DYNAMIC);
                    if let Some(v) = dynamic.get(d) {
                        kept.push(*v);
                    }
                }
            }
            d += 1;
        } else {
            new_static.push(s);
        }
    }
    Some((kept, new_static))
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `AffineDelinearizeIndexOp::fold`.
pub(super) fn fold_delinearize(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    let statics = static_basis(ctx, ir, op);
    let ops: Vec<Value> = ir.operands(op).collect();
    if ops.is_empty() {
        return None;
    }
    if let Some((kept, new_static)) =
        fold_constant_basis(ctx, &statics, &ops[1..], operands.get(1..).unwrap_or(&[]))
    {
        let mut all = vec![ops[0]];
        all.extend(kept);
        ir.set_operands(op, &all);
        ir.set_inherent_attr(ctx, op, "static_basis", ctx.i64_array_attr(&new_static));
        return Some(vec![]);
    }
    let n = ir.num_results(op);
    if n == 1 {
        return Some(vec![FoldResult::Value(ops[0])]);
    }
    let mut high = attr_int(ctx, operands.first().copied().flatten())?;
    if ops.len() > 1 {
        return None;
    }
    let basis: &[i64] = if statics.len() == n {
        &statics[1..]
    } else {
        &statics
    };
    if basis.contains(&0) {
        return None;
    }
    let ty = ir.value_type(ops[0]);
    let mk = |v: i64| {
        ctx.attr(rmlir_core::AttrKind::Integer {
            ty,
            value: rmlir_core::apint::ApInt::from_i64(64, v),
        })
    };
    let mut res = Vec::with_capacity(n);
    for &m in basis.iter().rev() {
        let r = high.wrapping_rem(m);
        let r = if r != 0 && ((r < 0) != (m < 0)) {
            r + m
        } else {
            r
        };
        res.push(FoldResult::Attr(mk(r)));
        high = floor_div(high, m);
    }
    res.push(FoldResult::Attr(mk(high)));
    res.reverse();
    Some(res)
}

/// `AffineLinearizeIndexOp::fold`.
pub(super) fn fold_linearize(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Fold {
    let statics = static_basis(ctx, ir, op);
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg = segment_sizes(ctx, ir, op);
    let n_idx = seg.first().copied().unwrap_or(0).min(ops.len());
    if let Some((kept, new_static)) = fold_constant_basis(
        ctx,
        &statics,
        &ops[n_idx..],
        operands.get(n_idx..).unwrap_or(&[]),
    ) {
        let mut all = ops[..n_idx].to_vec();
        let nk = kept.len();
        all.extend(kept);
        ir.set_operands(op, &all);
        ir.set_inherent_attr(ctx, op, "static_basis", ctx.i64_array_attr(&new_static));
        ir.set_inherent_attr(
            ctx,
            op,
            "operandSegmentSizes",
            rmlir_ods::constraints::i32_array(ctx, &[n_idx as i32, nk as i32]),
        );
        return Some(vec![]);
    }
    let ty = ir.value_type(ir.result(op, 0));
    let mk = |v: i64| {
        ctx.attr(rmlir_core::AttrKind::Integer {
            ty,
            value: rmlir_core::apint::ApInt::from_i64(64, v),
        })
    };
    if n_idx == 0 {
        return Some(vec![FoldResult::Attr(mk(0))]);
    }
    if n_idx == 1 {
        return Some(vec![FoldResult::Value(ops[0])]);
    }
    let idx: Option<Vec<i64>> = operands[..n_idx]
        .iter()
        .map(|a| attr_int(ctx, *a))
        .collect();
    let idx = idx?;
    if ops.len() > n_idx {
        return None;
    }
    let (mut result, mut stride) = (0i64, 1i64);
    for (len, i) in statics.iter().rev().zip(idx.iter().rev()) {
        result = result.wrapping_add(i.wrapping_mul(stride));
        stride = stride.wrapping_mul(*len);
    }
    if statics.len() != n_idx {
        result = result.wrapping_add(idx[0].wrapping_mul(stride));
    }
    Some(vec![FoldResult::Attr(mk(result))])
}
