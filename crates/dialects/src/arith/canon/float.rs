//! Patterns of float ops: negations under `mulf`/`divf`, and comparisons
//! of converted integers with float constants (`CmpFIntToFPConst`).

use super::cast::int_width_of;
use super::*;
use crate::arith::fold::{
    float_cmp, float_to_int, foldable_format, int_to_float, pred, prop, sval, uval,
};
use num_bigint::BigInt;
use rmlir_core::rewrite::PatternSet;
use rmlir_core::{ApFloat, TypeKind};
use std::cmp::Ordering;

/// `op(negf(x), negf(y)) -> op(x, y)`, keeping the fast-math flags.
fn of_negf(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let (Some(n0), Some(n1)) = (
        def(rw, opd(rw, op, 0), "arith.negf"),
        def(rw, opd(rw, op, 1), "arith.negf"),
    ) else {
        return false;
    };
    let (x, y) = (opd(rw, n0, 0), opd(rw, n1, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let l = fused(rw, &[op, n0, n1]);
    let fmf = prop(rw.ctx, rw.ir, op, "fastmath");
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let props: Vec<(&str, Attribute)> = fmf.map(|a| ("fastmath", a)).into_iter().collect();
    let v = create1(rw, name, l, &[x, y], t, &props);
    replace(rw, op, &[v])
}

/// `arith.mulf` patterns.
pub fn mulf_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.mulf",
        "(anonymous namespace)::MulFOfNegF",
        3,
        |op, rw| of_negf(op, rw, "arith.mulf"),
    );
}

/// `arith.divf` patterns.
pub fn divf_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.divf",
        "(anonymous namespace)::DivFOfNegF",
        3,
        |op, rw| of_negf(op, rw, "arith.divf"),
    );
}

/// `arith.cmpf` patterns.
pub fn cmpf_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn("arith.cmpf", "CmpFIntToFPConst", cmpf_int_to_fp_const);
}

/// Replaces `op` with `arith.constant true/false` at its location.
fn replace_with_bool(rw: &mut Rewriter<'_>, op: OpId, b: bool) -> bool {
    let l = loc(rw.ir, op);
    let i1 = rw.ctx.i1_type();
    let a = rw.ctx.attr(AttrKind::Integer {
        ty: i1,
        value: rmlir_core::apint::ApInt::from_u64(1, b as u64),
    });
    rw.set_insertion_point_before(op);
    let c = constant(rw, l, a);
    replace(rw, op, &[c])
}

/// APFloat's `ilogb` (`None` for zero and NaN, `i32::MAX` for infinity).
fn ilogb(a: &ApFloat) -> Option<i32> {
    if a.is_inf() {
        return Some(i32::MAX);
    }
    if a.is_zero() || a.is_nan() {
        return None;
    }
    let v = a.to_f64().abs();
    let bits = v.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // f64 subnormal: normalize.
        let m = bits & ((1u64 << 52) - 1);
        return Some(-1022 - (m.leading_zeros() as i32 - 11) - 1 + 1);
    }
    Some(e - 1023)
}

fn cmpf_int_to_fp_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((_, c)) = const_of(rw.ctx, rw.ir, opd(rw, op, 1)) else {
        return false;
    };
    let AttrKind::Float { value: rhs, .. } = rw.ctx.attr_kind(c) else {
        return false;
    };
    let rhs = *rhs;
    if rhs.is_nan() {
        return false;
    }
    let TypeKind::Float(fmt) = rw.ctx.type_kind(ty(rw, opd(rw, op, 1))) else {
        return false;
    };
    let fmt = *fmt;
    if !foldable_format(fmt) {
        return false;
    }
    let mantissa = fmt.semantics().precision as i64;
    let (unsigned, int_val) = if let Some(si) = def(rw, opd(rw, op, 0), "arith.sitofp") {
        (false, opd(rw, si, 0))
    } else if let Some(ui) = def(rw, opd(rw, op, 0), "arith.uitofp") {
        (true, opd(rw, ui, 0))
    } else {
        return false;
    };
    let Some(int_width) = int_width_of(rw, int_val) else {
        return false;
    };
    if !matches!(rw.ctx.type_kind(ty(rw, int_val)), TypeKind::Integer { .. }) {
        return false;
    }
    let w = int_width as i64;
    let value_bits = if unsigned { w } else { w - 1 };
    if w > mantissa {
        match ilogb(&rhs) {
            Some(i32::MAX) => {
                let largest = ilogb(&ApFloat::largest(fmt, false)).unwrap_or(0) as i64;
                if largest < value_bits {
                    return false;
                }
            }
            Some(e) => {
                let e = e as i64;
                if mantissa <= e && e <= value_bits {
                    return false;
                }
            }
            None => {}
        }
    }
    let p = match crate::arith::fold::predicate(rw.ctx, rw.ir, op) {
        Some(7) => return replace_with_bool(rw, op, true),
        Some(14) => return replace_with_bool(rw, op, false),
        Some(1 | 8) => pred::EQ,
        Some(2 | 9) => {
            if unsigned {
                pred::UGT
            } else {
                pred::SGT
            }
        }
        Some(3 | 10) => {
            if unsigned {
                pred::UGE
            } else {
                pred::SGE
            }
        }
        Some(4 | 11) => {
            if unsigned {
                pred::ULT
            } else {
                pred::SLT
            }
        }
        Some(5 | 12) => {
            if unsigned {
                pred::ULE
            } else {
                pred::SLE
            }
        }
        Some(6 | 13) => pred::NE,
        _ => return false,
    };
    let mut p = p;
    let big = |v: BigInt| int_to_float(&v, fmt);
    let one = BigInt::from(1);
    let (max, min) = if unsigned {
        ((one.clone() << w) - 1, BigInt::from(0))
    } else {
        ((one.clone() << (w - 1)) - 1, -(one.clone() << (w - 1)))
    };
    let (Some(fmax), Some(fmin)) = (big(max), big(min)) else {
        return false;
    };
    if float_cmp(&fmax, &rhs) == Some(Ordering::Less) {
        let t = if unsigned {
            p == pred::NE || p == pred::ULT || p == pred::ULE
        } else {
            p == pred::NE || p == pred::SLT || p == pred::SLE
        };
        return replace_with_bool(rw, op, t);
    }
    if float_cmp(&fmin, &rhs) == Some(Ordering::Greater) {
        let t = if unsigned {
            p == pred::NE || p == pred::UGT || p == pred::UGE
        } else {
            p == pred::NE || p == pred::SGT || p == pred::SGE
        };
        return replace_with_bool(rw, op, t);
    }
    let Some(rhs_int) = float_to_int(&rhs, int_width, !unsigned) else {
        return false;
    };
    if !rhs.is_zero() {
        let back = big(if unsigned {
            uval(&rhs_int)
        } else {
            sval(&rhs_int)
        });
        let equal = back.is_some_and(|b| float_cmp(&b, &rhs) == Some(Ordering::Equal));
        if !equal {
            let neg = rhs.is_negative();
            match p {
                pred::NE => return replace_with_bool(rw, op, true),
                pred::EQ => return replace_with_bool(rw, op, false),
                pred::ULE if neg => return replace_with_bool(rw, op, false),
                pred::SLE if neg => p = pred::SLT,
                pred::ULT if neg => return replace_with_bool(rw, op, false),
                pred::ULT => p = pred::ULE,
                pred::SLT if !neg => p = pred::SLE,
                pred::UGT if neg => return replace_with_bool(rw, op, true),
                pred::SGT if neg => p = pred::SGE,
                pred::UGE if neg => return replace_with_bool(rw, op, true),
                pred::UGE => p = pred::UGT,
                pred::SGE if !neg => p = pred::SGT,
                _ => {}
            }
        }
    }
    let l = loc(rw.ir, op);
    let it = ty(rw, int_val);
    let a = rw.ctx.attr(AttrKind::Integer {
        ty: it,
        value: rhs_int,
    });
    rw.set_insertion_point_before(op);
    let k = constant(rw, l, a);
    let pa = rmlir_ods::constraints::enum_attr(rw.ctx, &crate::arith::attrs::CMPI_PREDICATE, p);
    let t = ty(rw, res(rw, op, 0));
    let v = create1(rw, "arith.cmpi", l, &[int_val, k], t, &[("predicate", pa)]);
    replace(rw, op, &[v])
}
