//! Range inference for affine expressions (MLIR's `inferAffineExpr`), as
//! `affine.apply` uses it: dimensions and symbols take the ranges of their
//! operands, sums and products cannot wrap (they are inferred with the
//! `nsw` flag), `mod` is Euclidean and divisors are taken to be positive.
//! Everything is on 64 bits, the width ranges of `index` values have.

use super::infer::{self, Overflow};
use super::{Bits, ConstantIntRanges as R};
use rmlir_affine::{AffineContext, AffineExpr, AffineExprKind};
use rustc_hash::FxHashMap;

/// The width affine constants are made at (MLIR's `indexMaxWidth`).
const WIDTH: u32 = infer::INDEX_MAX_WIDTH;

/// `r` with its lower bounds raised to at least one (MLIR's
/// `clampToPositive`).
fn clamp_to_positive(r: &R) -> R {
    let one = Bits::one(r.width());
    let umin = if r.umin.ult(one) { one } else { r.umin };
    let smin = if r.smin.slt(one) { one } else { r.smin };
    R::from_unsigned(umin, r.umax).intersection(&R::from_signed(smin, r.smax))
}

/// The range of `l mod r` with `mod` Euclidean.
fn modulo(l: &R, r: &R) -> R {
    let w = r.width();
    let (lmin, lmax, rmin, rmax) = (l.smin, l.smax, r.smin, r.smax);
    if rmax.is_zero() {
        return R::max_range(w);
    }
    let (mut umin, mut umax) = (Bits::zero(w), rmax.wrapping_sub(Bits::one(w)));
    if rmin.is_strictly_positive() && lmin.is_non_negative() && lmax.ult(rmin) {
        // The dividend is below every possible divisor: unchanged.
        (umin, umax) = (lmin, lmax);
    } else if rmin == rmax
        && lmin.is_non_negative()
        && lmax.wrapping_sub(lmin).ult(rmax)
        && lmin.udiv(rmax) == lmax.udiv(rmax)
    {
        // One period of a constant divisor: the remainders are contiguous.
        (umin, umax) = (lmin.urem(rmax), lmax.urem(rmax));
    }
    R::from_unsigned(umin, umax)
}

/// The range of `e` given the ranges of the dimensions and symbols (all 64
/// bits wide), or `None` if a position has no range. Shared
/// subexpressions are inferred once; deep expressions use no recursion.
pub fn infer_affine_expr(
    aff: &AffineContext,
    e: AffineExpr,
    dims: &[R],
    symbols: &[R],
) -> Option<R> {
    let mut done: FxHashMap<AffineExpr, R> = FxHashMap::default();
    // Post-order: an expression is computed once both operands are.
    let mut stack = vec![(e, false)];
    while let Some((x, expanded)) = stack.pop() {
        if done.contains_key(&x) {
            continue;
        }
        let kind = aff.kind(x);
        let operands = kind.operands();
        if let (Some((l, r)), false) = (operands, expanded) {
            stack.push((x, true));
            stack.push((r, false));
            stack.push((l, false));
            continue;
        }
        let range = match kind {
            AffineExprKind::Constant(c) => R::constant(Bits::from_i128(WIDTH, c as i128)),
            AffineExprKind::Dim(p) => *dims.get(p as usize)?,
            AffineExprKind::Symbol(p) => *symbols.get(p as usize)?,
            AffineExprKind::Add(l, r)
            | AffineExprKind::Mul(l, r)
            | AffineExprKind::Mod(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r) => {
                let (l, r) = (*done.get(&l)?, *done.get(&r)?);
                if l.width() != r.width() {
                    return None;
                }
                let nsw = Overflow {
                    nsw: true,
                    nuw: false,
                };
                match kind {
                    AffineExprKind::Add(..) => infer::add(&[l, r], nsw),
                    AffineExprKind::Mul(..) => infer::mul(&[l, r], nsw),
                    AffineExprKind::Mod(..) => modulo(&l, &r),
                    AffineExprKind::FloorDiv(..) => infer::floor_div_s(&[l, clamp_to_positive(&r)]),
                    _ => infer::ceil_div_s(&[l, clamp_to_positive(&r)]),
                }
            }
        };
        done.insert(x, range);
    }
    done.get(&e).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(lo: i128, hi: i128) -> R {
        R::from_signed(Bits::from_i128(WIDTH, lo), Bits::from_i128(WIDTH, hi))
    }

    #[test]
    fn mod_and_div() {
        let aff = AffineContext::new();
        let d0 = aff.dim(0);
        let four = aff.constant(4);
        let m = aff.modulo(d0, four);
        let any = R::max_range(WIDTH);
        let got = infer_affine_expr(&aff, m, &[any], &[]).unwrap();
        assert_eq!((got.umin.u(), got.umax.u()), (0, 3));
        let got = infer_affine_expr(&aff, m, &[r(5, 6)], &[]).unwrap();
        assert_eq!((got.umin.u(), got.umax.u()), (1, 2));
        let f = aff.floor_div(d0, four);
        let got = infer_affine_expr(&aff, f, &[r(0, 17)], &[]).unwrap();
        assert_eq!((got.smin.s(), got.smax.s()), (0, 4));
        assert!(infer_affine_expr(&aff, d0, &[], &[]).is_none());
    }
}
