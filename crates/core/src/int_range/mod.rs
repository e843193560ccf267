//! Integer range inference (MLIR's `InferIntRangeInterface` and
//! `InferIntRangeCommon`): what an integer value may hold, as unsigned and
//! signed bounds, and how ops transform the ranges of their operands.
//!
//! - [`bits`]: the fixed-width integers bounds are made of.
//! - [`infer`]: the inference functions shared by the `arith` and `index`
//!   dialects (addition with overflow flags, division, shifts, comparisons,
//!   casts, the 32/64-bit rule for `index`).
//! - [`affine`]: affine expressions, for `affine.apply`.
//!
//! Ops take part through [`OpDef::infer_int_range`](crate::dialect::OpDef).
//! `index` values are analysed as 64-bit integers, as MLIR does. Integer
//! types wider than [`bits::MAX_WIDTH`] bits carry no range.

pub mod affine;
pub mod bits;
pub mod infer;

use crate::context::Context;
use crate::types::TypeKind;
use crate::Type;
pub use bits::Bits;

/// Bounds on an integer value, both as unsigned and as signed numbers
/// (MLIR's `ConstantIntRanges`); all four have the same width.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstantIntRanges {
    /// The least value the integer may hold, read as unsigned (inclusive).
    pub umin: Bits,
    /// The greatest value the integer may hold, read as unsigned (inclusive).
    pub umax: Bits,
    /// The least value the integer may hold, read as signed (inclusive).
    pub smin: Bits,
    /// The greatest value the integer may hold, read as signed (inclusive).
    pub smax: Bits,
}

/// What range analysis knows about a value (MLIR's `IntegerValueRange`):
/// `None` while uninitialized.
pub type IntegerValueRange = Option<ConstantIntRanges>;

impl ConstantIntRanges {
    /// The range holding exactly `v`.
    pub fn constant(v: Bits) -> Self {
        ConstantIntRanges {
            umin: v,
            umax: v,
            smin: v,
            smax: v,
        }
    }

    /// Every `width`-bit value.
    pub fn max_range(width: u32) -> Self {
        Self::from_unsigned(Bits::zero(width), Bits::umax_value(width))
    }

    /// The range `[min, max]` in signed or unsigned order.
    pub fn range(min: Bits, max: Bits, signed: bool) -> Self {
        if signed {
            Self::from_signed(min, max)
        } else {
            Self::from_unsigned(min, max)
        }
    }

    /// Signed bounds, with the unsigned ones derived when the range does
    /// not cross the sign boundary.
    pub fn from_signed(smin: Bits, smax: Bits) -> Self {
        let w = smin.width();
        let (umin, umax) = if smin.is_non_negative() == smax.is_non_negative() {
            (smin.umin(smax), smin.umax(smax))
        } else {
            (Bits::zero(w), Bits::umax_value(w))
        };
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// Unsigned bounds, with the signed ones derived when the range does
    /// not cross the sign boundary.
    pub fn from_unsigned(umin: Bits, umax: Bits) -> Self {
        let w = umin.width();
        let (smin, smax) = if umin.is_non_negative() == umax.is_non_negative() {
            (umin.smin(umax), umin.smax(umax))
        } else {
            (Bits::smin_value(w), Bits::smax_value(w))
        };
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The bit width of the bounds (64 for `index` values).
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The smallest range holding both.
    pub fn union(&self, o: &Self) -> Self {
        ConstantIntRanges {
            umin: self.umin.umin(o.umin),
            umax: self.umax.umax(o.umax),
            smin: self.smin.smin(o.smin),
            smax: self.smax.smax(o.smax),
        }
    }

    /// The bounds both ranges impose.
    pub fn intersection(&self, o: &Self) -> Self {
        ConstantIntRanges {
            umin: self.umin.umax(o.umin),
            umax: self.umax.umin(o.umax),
            smin: self.smin.smax(o.smin),
            smax: self.smax.smin(o.smax),
        }
    }

    /// The single value the range holds, if it holds one.
    pub fn constant_value(&self) -> Option<Bits> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// Joins two lattice values (uninitialized is the identity).
pub fn join(a: &IntegerValueRange, b: &IntegerValueRange) -> IntegerValueRange {
    match (a, b) {
        (None, x) | (x, None) => *x,
        (Some(a), Some(b)) => Some(a.union(b)),
    }
}

/// The width ranges of a value of type `ty` are computed in (MLIR's
/// `getStorageBitwidth`): 64 for `index`, the width for integers; `None`
/// for other types, zero-width integers and integers too wide to track.
pub fn storage_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(64),
        TypeKind::Integer { width, .. } if (1..=bits::MAX_WIDTH).contains(width) => Some(*width),
        _ => None,
    }
}

/// The range of a value nothing is known about (MLIR's
/// `IntegerValueRange::getMaxRange`): every value of its type, or
/// uninitialized for types without ranges.
pub fn max_range_of(ctx: &Context, ty: Type) -> IntegerValueRange {
    storage_width(ctx, ty).map(ConstantIntRanges::max_range)
}

/// `v` as [`Bits`], if it fits the supported widths.
pub fn bits_of(v: &crate::apint::ApInt) -> Option<Bits> {
    let w = v.width();
    if w == 0 || w > bits::MAX_WIDTH {
        return None;
    }
    let words = v.words();
    let lo = words[0] as u128;
    let hi = words.get(1).copied().unwrap_or(0) as u128;
    Some(Bits::new(w, lo | (hi << 64)))
}

/// `b` as an [`ApInt`](crate::apint::ApInt).
pub fn apint_of(b: Bits) -> crate::apint::ApInt {
    let v = b.u();
    crate::apint::ApInt::from_words(b.width(), &[v as u64, (v >> 64) as u64])
}

/// The operand ranges when all are known and of one width, as the shared
/// inference functions need (MLIR's default
/// `inferResultRangesFromOptional` skips ops with an unknown operand).
pub fn all_known(args: &[IntegerValueRange]) -> Option<smallvec::SmallVec<[ConstantIntRanges; 2]>> {
    let a: smallvec::SmallVec<[ConstantIntRanges; 2]> =
        args.iter().copied().collect::<Option<_>>()?;
    a.iter().all(|r| r.width() == a[0].width()).then_some(a)
}
