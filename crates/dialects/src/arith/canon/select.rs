//! Patterns of `arith.select`.

use super::*;
use crate::arith::fold::{is_one, is_zero};
use rmlir_core::rewrite::PatternSet;

const SELECT: &str = "arith.select";

fn new_select(rw: &mut Rewriter<'_>, op: OpId, l: Attribute, ops: [Value; 3]) -> bool {
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let v = create1(rw, SELECT, l, &ops, t, &[]);
    replace(rw, op, &[v])
}

/// Whether `a` is the `i1` constant `b`.
fn is_i1_const(ctx: &Context, a: Attribute, b: bool) -> bool {
    matches!(ctx.attr_kind(a),
        AttrKind::Integer { ty, value } if *ty == ctx.i1_type() && value.is_zero() != b)
}

/// `arith.select` patterns.
pub fn select_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        SELECT,
        "(anonymous namespace)::RedundantSelectFalse",
        2,
        |op, rw| {
            let Some(inner) = def(rw, opd(rw, op, 2), SELECT) else {
                return false;
            };
            let p = opd(rw, op, 0);
            if opd(rw, inner, 0) != p {
                return false;
            }
            let (a, c) = (opd(rw, op, 1), opd(rw, inner, 2));
            let l = fused(rw, &[op, inner]);
            new_select(rw, op, l, [p, a, c])
        },
    );
    set.add_fn_with_benefit(
        SELECT,
        "(anonymous namespace)::RedundantSelectTrue",
        2,
        |op, rw| {
            let Some(inner) = def(rw, opd(rw, op, 1), SELECT) else {
                return false;
            };
            let p = opd(rw, op, 0);
            if opd(rw, inner, 0) != p {
                return false;
            }
            let (a, c) = (opd(rw, inner, 1), opd(rw, op, 2));
            let l = fused(rw, &[op, inner]);
            new_select(rw, op, l, [p, a, c])
        },
    );
    set.add_fn_with_benefit(
        SELECT,
        "(anonymous namespace)::SelectNotCond",
        2,
        |op, rw| {
            let Some(xor) = def(rw, opd(rw, op, 0), "arith.xori") else {
                return false;
            };
            let Some((c_op, c)) = const_int_attr(rw.ctx, rw.ir, opd(rw, xor, 1)) else {
                return false;
            };
            if !int_or_splat_is(rw.ctx, c, -1) {
                return false;
            }
            let (p, a, b) = (opd(rw, xor, 0), opd(rw, op, 1), opd(rw, op, 2));
            let l = fused(rw, &[op, c_op]);
            new_select(rw, op, l, [p, b, a])
        },
    );
    set.add_fn_with_benefit(
        SELECT,
        "(anonymous namespace)::SelectI1ToNot",
        1,
        |op, rw| {
            let (Some((_, f)), Some((_, t))) = (
                const_of(rw.ctx, rw.ir, opd(rw, op, 1)),
                const_of(rw.ctx, rw.ir, opd(rw, op, 2)),
            ) else {
                return false;
            };
            if !is_i1_const(rw.ctx, f, false) || !is_i1_const(rw.ctx, t, true) {
                return false;
            }
            let p = opd(rw, op, 0);
            let l = loc(rw.ir, op);
            let i1 = rw.ctx.i1_type();
            let one = rw.ctx.attr(AttrKind::Integer {
                ty: i1,
                value: rmlir_core::apint::ApInt::from_u64(1, 1),
            });
            rw.set_insertion_point_before(op);
            let c = constant(rw, l, one);
            let v = create1(rw, "arith.xori", l, &[p, c], ty(rw, p), &[]);
            replace(rw, op, &[v])
        },
    );
    set.add_fn(SELECT, "SelectToExtUI", |op, rw| {
        let t = ty(rw, res(rw, op, 0));
        if !matches!(rw.ctx.type_kind(t), rmlir_core::TypeKind::Integer { width, .. } if *width != 1)
        {
            return false;
        }
        let cst = |i: usize| {
            rmlir_core::rewrite::folder::value_constant(rw.ctx, rw.ir, opd(rw, op, i))
        };
        let (tv, fv) = (cst(1), cst(2));
        let cond = opd(rw, op, 0);
        let l = loc(rw.ir, op);
        if is_one(rw.ctx, tv) && is_zero(rw.ctx, fv) {
            rw.set_insertion_point_before(op);
            let v = create1(rw, "arith.extui", l, &[cond], t, &[]);
            return replace(rw, op, &[v]);
        }
        if is_zero(rw.ctx, tv) && is_one(rw.ctx, fv) {
            let ct = ty(rw, cond);
            let w = crate::arith::fold::int_width(rw.ctx, ct).unwrap_or(1);
            let one = rw.ctx.attr(AttrKind::Integer {
                ty: ct,
                value: rmlir_core::apint::ApInt::from_u64(w, 1),
            });
            rw.set_insertion_point_before(op);
            let c = constant(rw, l, one);
            let x = create1(rw, "arith.xori", l, &[cond, c], ct, &[]);
            let v = create1(rw, "arith.extui", l, &[x], t, &[]);
            return replace(rw, op, &[v]);
        }
        false
    });
}
