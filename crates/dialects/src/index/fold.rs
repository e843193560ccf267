//! Folders of `index` ops. An `index` value is 32 or 64 bits wide
//! depending on the target, so a fold must hold for both: ops whose low 32
//! result bits depend only on the low 32 operand bits (add, mul, bitwise
//! ops, shl) fold from the 64-bit result; the others compute both widths
//! and fold only when the 64-bit result truncates to the 32-bit one.

use super::attrs::{pred_of, Pred};
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::TypeKind;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::FoldResult;

type Folded = Option<Vec<FoldResult>>;

/// The low `w` bits of `v`.
fn mask(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

/// `v` (a `w`-bit value) sign-extended.
fn sx(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

/// Two's-complement arithmetic at a width of 32 or 64 bits.
#[derive(Copy, Clone)]
struct W(u32);

impl W {
    fn add(self, a: u64, b: u64) -> u64 {
        mask(a.wrapping_add(b), self.0)
    }
    fn sub(self, a: u64, b: u64) -> u64 {
        mask(a.wrapping_sub(b), self.0)
    }
    fn neg(self, a: u64) -> u64 {
        self.sub(0, a)
    }
    fn s(self, a: u64) -> i64 {
        sx(a, self.0)
    }
    fn sdiv(self, a: u64, b: u64) -> u64 {
        mask(self.s(a).wrapping_div(self.s(b)) as u64, self.0)
    }
    fn c(self, v: i64) -> u64 {
        mask(v as u64, self.0)
    }
}

/// The binary operations of `index`, as computed at one width.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bin {
    /// `index.add`: wrapping addition.
    Add,
    /// `index.sub`: wrapping subtraction.
    Sub,
    /// `index.mul`: wrapping multiplication.
    Mul,
    /// `index.divs`: signed division, rounding toward zero.
    DivS,
    /// `index.divu`: unsigned division.
    DivU,
    /// `index.ceildivs`: signed division, rounding toward positive infinity.
    CeilDivS,
    /// `index.ceildivu`: unsigned division, rounding up.
    CeilDivU,
    /// `index.floordivs`: signed division, rounding toward negative infinity.
    FloorDivS,
    /// `index.rems`: signed remainder (sign of the dividend).
    RemS,
    /// `index.remu`: unsigned remainder.
    RemU,
    /// `index.maxs`: signed maximum.
    MaxS,
    /// `index.maxu`: unsigned maximum.
    MaxU,
    /// `index.mins`: signed minimum.
    MinS,
    /// `index.minu`: unsigned minimum.
    MinU,
    /// `index.shl`: shift left.
    Shl,
    /// `index.shrs`: arithmetic shift right.
    ShrS,
    /// `index.shru`: logical shift right.
    ShrU,
    /// `index.and`: bitwise and.
    And,
    /// `index.or`: bitwise or.
    Or,
    /// `index.xor`: bitwise exclusive or.
    Xor,
}

impl Bin {
    /// Whether the op's low 32 bits depend only on the operands' low 32
    /// bits (MLIR's unchecked folds).
    fn unchecked(self) -> bool {
        matches!(
            self,
            Bin::Add | Bin::Sub | Bin::Mul | Bin::Shl | Bin::And | Bin::Or | Bin::Xor
        )
    }

    /// The result at width `w` of `w`-bit operands; `None` where the op is
    /// not folded (division by zero, shifts by 32 or more).
    fn calc(self, a: u64, b: u64, w: u32) -> Option<u64> {
        let k = W(w);
        let (sa, sb) = (k.s(a), k.s(b));
        Some(match self {
            Bin::Add => k.add(a, b),
            Bin::Sub => k.sub(a, b),
            Bin::Mul => mask(a.wrapping_mul(b), w),
            Bin::DivS => {
                if b == 0 {
                    return None;
                }
                k.sdiv(a, b)
            }
            Bin::DivU => {
                if b == 0 {
                    return None;
                }
                a / b
            }
            Bin::CeilDivS => {
                if b == 0 {
                    return None;
                }
                if a == 0 {
                    return Some(0);
                }
                let b_pos = sb > 0;
                if (sa > 0) != b_pos {
                    k.neg(k.sdiv(k.neg(a), b))
                } else {
                    let x = if b_pos { k.c(-1) } else { 1 };
                    k.add(k.sdiv(k.add(a, x), b), 1)
                }
            }
            Bin::CeilDivU => {
                if b == 0 {
                    return None;
                }
                if a == 0 {
                    return Some(0);
                }
                k.add(k.sub(a, 1) / b, 1)
            }
            Bin::FloorDivS => {
                if b == 0 {
                    return None;
                }
                if a == 0 {
                    return Some(0);
                }
                let b_neg = sb < 0;
                if (sa < 0) == b_neg {
                    k.sdiv(a, b)
                } else {
                    let x = if b_neg { 1 } else { k.c(-1) };
                    k.sub(k.c(-1), k.sdiv(k.sub(x, a), b))
                }
            }
            Bin::RemS => {
                if b == 0 {
                    return None;
                }
                k.c(sa.wrapping_rem(sb))
            }
            Bin::RemU => {
                if b == 0 {
                    return None;
                }
                a % b
            }
            Bin::MaxS => {
                if sa > sb {
                    a
                } else {
                    b
                }
            }
            Bin::MaxU => a.max(b),
            Bin::MinS => {
                if sa < sb {
                    a
                } else {
                    b
                }
            }
            Bin::MinU => a.min(b),
            Bin::Shl => {
                if b >= 32 {
                    return None;
                }
                mask(a << b, w)
            }
            Bin::ShrS => {
                if b >= 32 {
                    return None;
                }
                k.c(sa >> b)
            }
            Bin::ShrU => {
                if b >= 32 {
                    return None;
                }
                a >> b
            }
            Bin::And => a & b,
            Bin::Or => a | b,
            Bin::Xor => a ^ b,
        })
    }

    /// Folds the op on two 64-bit operand values, with MLIR's rule for its
    /// kind (unchecked or checked against the 32-bit result).
    pub fn fold_values(self, a: u64, b: u64) -> Option<u64> {
        let r64 = self.calc(a, b, 64)?;
        if self.unchecked() {
            return Some(r64);
        }
        let r32 = self.calc(mask(a, 32), mask(b, 32), 32)?;
        (mask(r64, 32) == r32).then_some(r64)
    }

    /// Folds two constant operands (integer attributes) to an index
    /// attribute.
    pub fn fold_attrs(self, ctx: &Context, a: Attribute, b: Attribute) -> Option<Attribute> {
        let r = self.fold_values(int_bits(ctx, a)?, int_bits(ctx, b)?)?;
        Some(index_attr(ctx, r))
    }
}

/// The low 64 bits of an integer attribute.
pub fn int_bits(ctx: &Context, a: Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.words().first().copied().unwrap_or(0)),
        _ => None,
    }
}

/// An `index` integer attribute of value `v`.
pub fn index_attr(ctx: &Context, v: u64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: ApInt::from_u64(64, v),
    })
}

/// An `i1` attribute (MLIR's `BoolAttr`).
pub fn bool_attr(ctx: &Context, b: bool) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.i1_type(),
        value: ApInt::from_u64(1, b as u64),
    })
}

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attr(a)])
}

fn both(ctx: &Context, k: Bin, ops: &[Option<Attribute>]) -> Folded {
    attr(k.fold_attrs(ctx, ops.first().copied()??, ops.get(1).copied()??)?)
}

/// Whether operand `i` is an integer constant equal to `v`.
fn rhs_is(ctx: &Context, ops: &[Option<Attribute>], v: u64) -> bool {
    ops.get(1)
        .copied()
        .flatten()
        .and_then(|a| int_bits(ctx, a))
        .is_some_and(|x| x == v)
}

macro_rules! plain {
    ($($f:ident => $k:ident),* $(,)?) => {$(
        #[doc = concat!("Folds `", stringify!($f), "` of two constants.")]
        pub fn $f(ctx: &Context, _: &mut Ir, _: OpId, ops: &[Option<Attribute>]) -> Folded {
            both(ctx, Bin::$k, ops)
        }
    )*};
}

plain!(
    divs => DivS, divu => DivU, ceildivs => CeilDivS, ceildivu => CeilDivU,
    floordivs => FloorDivS, rems => RemS, remu => RemU, maxs => MaxS, maxu => MaxU,
    mins => MinS, minu => MinU, shl => Shl, shrs => ShrS, shru => ShrU, and => And,
    or => Or, xor => Xor,
);

/// `add`: constants, then `add(x, 0) -> x`.
pub fn add(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    both(ctx, Bin::Add, ops)
        .or_else(|| rhs_is(ctx, ops, 0).then(|| vec![FoldResult::Value(ir.operand(op, 0))]))
}

/// `sub`: constants, then `sub(x, 0) -> x`.
pub fn sub(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    both(ctx, Bin::Sub, ops)
        .or_else(|| rhs_is(ctx, ops, 0).then(|| vec![FoldResult::Value(ir.operand(op, 0))]))
}

/// `mul`: constants, then `mul(x, 1) -> x` and `mul(x, 0) -> 0`.
pub fn mul(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    both(ctx, Bin::Mul, ops).or_else(|| {
        if rhs_is(ctx, ops, 1) {
            return Some(vec![FoldResult::Value(ir.operand(op, 0))]);
        }
        if rhs_is(ctx, ops, 0) {
            return attr(ops[1]?);
        }
        None
    })
}

/// `constant` and `bool.constant` fold to their value.
pub fn constant(ctx: &Context, ir: &mut Ir, op: OpId, _: &[Option<Attribute>]) -> Folded {
    attr(rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "value")?)
}

/// An integer constant's value as a `width`-bit integer attribute of `ty`.
fn int_attr(ctx: &Context, ty: Type, width: u32, v: u64) -> Attribute {
    let value = if width <= 64 {
        ApInt::from_u64(width, mask(v, width))
    } else {
        ApInt::from_bigint(width, &num_bigint::BigInt::from(v))
    };
    ctx.attr(AttrKind::Integer { ty, value })
}

/// The value of an integer constant, sign- or zero-extended to 128 bits.
fn ext128(value: &ApInt, signed: bool) -> i128 {
    let b = value.to_bigint(signed);
    i128::try_from(&b).unwrap_or(0)
}

/// MLIR's cast folding: to `index`, as on a 64-bit target; from `index`,
/// only when the result is the same for a 32-bit index.
fn fold_cast(ctx: &Context, ir: &Ir, op: OpId, ops: &[Option<Attribute>], signed: bool) -> Folded {
    let a = ops.first().copied()??;
    let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let ty = ir.value_type(ir.result(op, 0));
    let ext = |v: u64, from: u32| -> i128 {
        if signed {
            sx(v, from) as i128
        } else {
            mask(v, from) as i128
        }
    };
    match ctx.type_kind(ty) {
        TypeKind::Index => {
            let v = if value.width() > 64 {
                value.words()[0]
            } else {
                ext128(value, signed) as u64
            };
            attr(index_attr(ctx, v))
        }
        TypeKind::Integer { width, .. } => {
            let width = *width;
            let v = value.words().first().copied().unwrap_or(0);
            if width <= 32 {
                return attr(int_attr(ctx, ty, width, v));
            }
            if width >= 64 {
                // `ext(trunc32(v))` must give back `v`.
                if ext(mask(v, 32), 32) as u64 != v {
                    return None;
                }
                let full = ext(v, 64);
                let value = ApInt::from_bigint(width, &num_bigint::BigInt::from(full));
                return attr(ctx.attr(AttrKind::Integer { ty, value }));
            }
            let truncated = mask(v, width);
            if mask(ext(mask(v, 32), 32) as u64, width) != truncated {
                return None;
            }
            attr(int_attr(ctx, ty, width, truncated))
        }
        _ => None,
    }
}

/// `casts`.
pub fn casts(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    fold_cast(ctx, ir, op, ops, true)
}

/// `castu`.
pub fn castu(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    fold_cast(ctx, ir, op, ops, false)
}

/// Compares two `w`-bit values.
fn compare(p: Pred, a: u64, b: u64, w: u32) -> bool {
    let (sa, sb) = (sx(a, w), sx(b, w));
    match p {
        Pred::Eq => a == b,
        Pred::Ne => a != b,
        Pred::Slt => sa < sb,
        Pred::Sle => sa <= sb,
        Pred::Sgt => sa > sb,
        Pred::Sge => sa >= sb,
        Pred::Ult => a < b,
        Pred::Ule => a <= b,
        Pred::Ugt => a > b,
        Pred::Uge => a >= b,
    }
}

/// A range of `w`-bit integers, both signed and unsigned (MLIR's
/// `ConstantIntRanges`).
#[derive(Copy, Clone)]
struct Range {
    umin: u64,
    umax: u64,
    smin: i64,
    smax: i64,
}

impl Range {
    fn from_signed(smin: i64, smax: i64, w: u32) -> Range {
        let (umin, umax) = if (smin >= 0) == (smax >= 0) {
            let (a, b) = (mask(smin as u64, w), mask(smax as u64, w));
            (a.min(b), a.max(b))
        } else {
            (0, mask(u64::MAX, w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn from_unsigned(umin: u64, umax: u64, w: u32) -> Range {
        let (a, b) = (sx(umin, w), sx(umax, w));
        let (smin, smax) = if (a < 0) == (b < 0) {
            (a.min(b), a.max(b))
        } else {
            (sx(1u64 << (w - 1), w), sx(mask(u64::MAX, w) >> 1, w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn constant(v: u64, w: u32) -> Range {
        Range {
            umin: v,
            umax: v,
            smin: sx(v, w),
            smax: sx(v, w),
        }
    }
    fn constant_value(&self) -> Option<u64> {
        if self.umin == self.umax {
            return Some(self.umin);
        }
        if self.smin == self.smax {
            return Some(self.smin as u64);
        }
        None
    }
}

/// Whether `p(l, r)` holds for all values of the ranges.
fn statically_true(p: Pred, l: &Range, r: &Range, w: u32) -> bool {
    match p {
        Pred::Sle => l.smax <= r.smin,
        Pred::Slt => l.smax < r.smin,
        Pred::Ule => l.umax <= r.umin,
        Pred::Ult => l.umax < r.umin,
        Pred::Sge => l.smin >= r.smax,
        Pred::Sgt => l.smin > r.smax,
        Pred::Uge => l.umin >= r.umax,
        Pred::Ugt => l.umin > r.umax,
        Pred::Eq => match (l.constant_value(), r.constant_value()) {
            (Some(a), Some(b)) => mask(a, w) == mask(b, w),
            _ => false,
        },
        Pred::Ne => {
            let s = statically_true(Pred::Slt, l, r, w) || statically_true(Pred::Sgt, l, r, w);
            let u = statically_true(Pred::Ult, l, r, w) || statically_true(Pred::Ugt, l, r, w);
            s && u
        }
    }
}

fn evaluate(p: Pred, l: &Range, r: &Range, w: u32) -> Option<bool> {
    if statically_true(p, l, r, w) {
        return Some(true);
    }
    if statically_true(p.invert(), l, r, w) {
        return Some(false);
    }
    None
}

/// `cmp(minmax(x, a), b)` at width `w`.
fn cmp_of_min_max(kind: &str, a: u64, b: u64, w: u32, p: Pred) -> Option<bool> {
    let smin = sx(1u64 << (w - 1), w);
    let smax = sx(mask(u64::MAX, w) >> 1, w);
    let l = match kind {
        "index.mins" => Range::from_signed(smin, sx(a, w), w),
        "index.minu" => Range::from_unsigned(0, a, w),
        "index.maxs" => Range::from_signed(sx(a, w), smax, w),
        _ => Range::from_unsigned(a, mask(u64::MAX, w), w),
    };
    evaluate(p, &l, &Range::constant(b, w), w)
}

fn same_args(p: Pred) -> bool {
    matches!(p, Pred::Eq | Pred::Sge | Pred::Sle | Pred::Uge | Pred::Ule)
}

/// `cmp`: constants (when 32- and 64-bit agree), `cmp(min/max(x, a), b)`
/// and `cmp(x, x)`.
pub fn cmp(ctx: &Context, ir: &mut Ir, op: OpId, ops: &[Option<Attribute>]) -> Folded {
    let p = pred_of(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "pred")?,
    )?;
    let lhs = ops
        .first()
        .copied()
        .flatten()
        .and_then(|a| int_bits(ctx, a));
    let rhs = ops.get(1).copied().flatten().and_then(|a| int_bits(ctx, a));
    if let (Some(a), Some(b)) = (lhs, rhs) {
        let r64 = compare(p, a, b, 64);
        let r32 = compare(p, mask(a, 32), mask(b, 32), 32);
        if r64 == r32 {
            return attr(bool_attr(ctx, r64));
        }
    }
    let l = ir.operand(op, 0);
    if let (Some(def), Some(b)) = (ir.defining_op(l), rhs) {
        let name = ctx.op_name_str(ir.op_name(def));
        if matches!(
            name,
            "index.mins" | "index.minu" | "index.maxs" | "index.maxu"
        ) {
            let a = rmlir_core::rewrite::folder::value_constant(ctx, ir, ir.operand(def, 1))
                .and_then(|c| int_bits(ctx, c));
            if let Some(a) = a {
                let r64 = cmp_of_min_max(name, a, b, 64, p);
                let r32 = cmp_of_min_max(name, mask(a, 32), mask(b, 32), 32, p);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return attr(bool_attr(ctx, x));
                    }
                }
            }
        }
    }
    if l == ir.operand(op, 1) {
        return attr(bool_attr(ctx, same_args(p)));
    }
    None
}
