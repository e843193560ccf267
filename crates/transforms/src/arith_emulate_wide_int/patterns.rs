//! The `arith` patterns of `arith-emulate-wide-int`, one per op kind, in
//! MLIR's creation order (which the printed output follows). Each works on
//! the halves of its converted operands (see `halves`) or rewrites the op
//! into other ops on the wide type for the framework to legalize.

use super::halves::{
    append_unit_dim, drop_unit_dim, half_type, halves, insert, int_const, join, slice, zero,
};
use crate::arith_expand::{Crw, B, EQ, NE, SGT, SLT, UGE, UGT, ULT};
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{OpId, Value};
use rmlir_core::rewrite::conversion::ConversionPatternSet;
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{AttrKind, Type};
use rmlir_dialects::arith::fold::{self as afold, Shape, Val};
use rmlir_dialects::arith::typed as at;
use rmlir_dialects::vector::vector_parts;
use rmlir_float::ApFloat;

/// `arith.cmpf` `olt`.
const OLT: i64 = 4;

/// A conversion pattern function running `$body` (a function of the
/// builder, the op and its converted operands that gives `None` when it
/// does not apply).
macro_rules! pattern {
    ($body:expr) => {
        |op: OpId, operands: &[Value], rw: &mut Crw<'_, '_>| {
            $body(&mut B::new(rw, op), op, operands).is_some()
        }
    };
}

/// Adds every `arith` pattern, in MLIR's order.
pub fn populate(ps: &mut ConversionPatternSet) {
    ps.add_fn("arith.constant", "ConvertConstant", pattern!(constant))
        .add_fn("arith.cmpi", "ConvertCmpI", pattern!(cmpi))
        .add_fn("arith.select", "ConvertSelect", pattern!(select))
        .add_fn("arith.addi", "ConvertAddI", pattern!(addi))
        .add_fn("arith.muli", "ConvertMulI", pattern!(muli))
        .add_fn("arith.shli", "ConvertShLI", pattern!(shli))
        .add_fn("arith.shrsi", "ConvertShRSI", pattern!(shrsi))
        .add_fn("arith.shrui", "ConvertShRUI", pattern!(shrui))
        .add_fn("arith.maxui", "ConvertMaxUI", pattern!(max_min(UGT)))
        .add_fn("arith.maxsi", "ConvertMaxSI", pattern!(max_min(SGT)))
        .add_fn("arith.minui", "ConvertMinUI", pattern!(max_min(ULT)))
        .add_fn("arith.minsi", "ConvertMinSI", pattern!(max_min(SLT)))
        .add_fn("arith.subi", "ConvertSubI", pattern!(subi))
        .add_fn("arith.andi", "ConvertAndI", pattern!(bitwise::<at::AndIOp>))
        .add_fn("arith.ori", "ConvertOrI", pattern!(bitwise::<at::OrIOp>))
        .add_fn("arith.xori", "ConvertXOrI", pattern!(bitwise::<at::XOrIOp>))
        .add_fn("arith.extsi", "ConvertExtSI", pattern!(extsi))
        .add_fn("arith.extui", "ConvertExtUI", pattern!(extui))
        .add_fn("arith.trunci", "ConvertTruncI", pattern!(trunci))
        .add_fn(
            "arith.index_cast",
            "ConvertIndexCastIntToIndex",
            pattern!(int_to_index::<at::IndexCastOp>),
        )
        .add_fn(
            "arith.index_castui",
            "ConvertIndexCastUIIntToIndex",
            pattern!(int_to_index::<at::IndexCastUIOp>),
        )
        .add_fn(
            "arith.index_cast",
            "ConvertIndexCastIndexToInt",
            pattern!(index_to_int::<at::IndexCastOp, at::ExtSIOp>),
        )
        .add_fn(
            "arith.index_castui",
            "ConvertIndexCastUIIndexToInt",
            pattern!(index_to_int::<at::IndexCastUIOp, at::ExtUIOp>),
        )
        .add_fn("arith.sitofp", "ConvertSIToFP", pattern!(sitofp))
        .add_fn("arith.uitofp", "ConvertUIToFP", pattern!(uitofp))
        .add_fn("arith.fptoui", "ConvertFPToUI", pattern!(fptoui))
        .add_fn("arith.fptosi", "ConvertFPToSI", pattern!(fptosi));
}

// ---- helpers ----

/// `t` converted, if it converts to a vector (MLIR's
/// `convertType<VectorType>`).
fn converted_vector(b: &B<'_, '_, '_>, t: Type) -> Option<Type> {
    let n = b.rw.type_converter()?.convert_type(b.ctx, t)?;
    vector_parts(b.ctx, n).map(|_| n)
}

fn result_type(b: &B<'_, '_, '_>, op: OpId) -> Type {
    b.ty(b.rw.ir.result(op, 0))
}

fn operand(b: &B<'_, '_, '_>, op: OpId, i: usize) -> Value {
    b.rw.ir.operand(op, i)
}

fn replace(b: &mut B<'_, '_, '_>, op: OpId, v: Value) -> Option<()> {
    b.replace(op, v);
    Some(())
}

/// A two-result op `T` (`addui_extended`, `mului_extended`) on `x` and
/// `y`, its second result of type `second`.
fn extended<T: rmlir_ods::typed::TypedOp>(
    b: &mut B<'_, '_, '_>,
    x: Value,
    y: Value,
    second: Type,
) -> (Value, Value) {
    let ty = b.ty(x);
    let op = b.make_op::<T>(&[&[x], &[y]], &[ty, second], &[], &[]);
    (b.rw.ir.result(op, 0), b.rw.ir.result(op, 1))
}

/// A cast `T` of `v` to `ty` as MLIR's `createOrFold` makes it: a cast of
/// a constant folds to a new constant (even when `v` already has type
/// `ty`: the op's own fold comes before the cast interface's), a cast to
/// the type `v` already has is `v` itself, and anything else is a new op.
fn cast_or_same<T: rmlir_ods::typed::TypedOp>(b: &mut B<'_, '_, '_>, ty: Type, v: Value) -> Value {
    if rmlir_core::rewrite::folder::value_constant(b.ctx, b.rw.rw.ir, v).is_some() {
        let st = b.state::<T>(&[&[v]], &[ty], &[]);
        return crate::create_or_fold(1, &mut b.rw.rw, st);
    }
    if b.ty(v) == ty {
        return v;
    }
    b.cast::<T>(ty, v, &[])
}

fn is_index_like(b: &B<'_, '_, '_>, t: Type) -> bool {
    matches!(b.ctx.type_kind(afold::elem_type(b.ctx, t)), TypeKind::Index)
        && matches!(
            b.ctx.type_kind(t),
            TypeKind::Index | TypeKind::Vector { .. }
        )
}

/// Bits `[lo, lo + width)` of `v`.
pub(super) fn bits(v: &ApInt, lo: u32, width: u32) -> ApInt {
    let src = v.words();
    let mut out = vec![0u64; (width as usize).div_ceil(64).max(1)];
    for i in 0..width {
        let at = (lo + i) as usize;
        if src.get(at / 64).is_some_and(|w| w >> (at % 64) & 1 == 1) {
            out[i as usize / 64] |= 1 << (i % 64);
        }
    }
    ApInt::from_words(width, &out)
}

// ---- constants ----

fn constant(b: &mut B<'_, '_, '_>, op: OpId, _: &[Value]) -> Option<()> {
    let old = result_type(b, op);
    let new = converted_vector(b, old)?;
    let half = afold::int_width(b.ctx, new)?;
    let value = afold::prop(b.ctx, b.rw.ir, op, "value")?;
    let elems = afold::decode(b.ctx, value)?;
    let count = match elems.shape {
        Shape::Splat => rmlir_core::builtin_types::num_elements(b.ctx, old)? as usize,
        Shape::Scalar | Shape::Dense => 1,
    };
    let mut vals = Vec::new();
    for _ in 0..count {
        for e in &elems.vals {
            let Val::I(v) = e else {
                return None;
            };
            vals.push(Val::I(bits(v, 0, half)));
            vals.push(Val::I(bits(v, half, half)));
        }
    }
    let attr = afold::build(b.ctx, new, vals)?;
    let c = b.make::<at::ConstantOp>(&[], new, &[("value", attr)]);
    replace(b, op, c)
}

// ---- arithmetic ----

fn addi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let half = half_type(b, new)?;
    let (l0, l1) = halves(b, o[0])?;
    let (r0, r1) = halves(b, o[1])?;
    let i1 = b.int_ty(half, 1);
    let (sum, overflow) = extended::<at::AddUIExtendedOp>(b, l0, r0, i1);
    let carry = b.cast::<at::ExtUIOp>(half, overflow, &[]);
    let high = b.bin::<at::AddIOp>(carry, l1);
    let high = b.bin::<at::AddIOp>(high, r1);
    let v = join(b, new, &[sum, high])?;
    replace(b, op, v)
}

fn subi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let half = half_type(b, new)?;
    let (l0, l1) = halves(b, o[0])?;
    let (r0, r1) = halves(b, o[1])?;
    let low = b.bin::<at::SubIOp>(l0, r0);
    let borrow = b.cmpi(ULT, l0, r0);
    let borrow = b.cast::<at::ExtUIOp>(half, borrow, &[]);
    let high = b.bin::<at::SubIOp>(l1, borrow);
    let high = b.bin::<at::SubIOp>(high, r1);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

fn muli(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let (l0, l1) = halves(b, o[0])?;
    let (r0, r1) = halves(b, o[1])?;
    // Long multiplication, without the top half of the full product.
    let ty = b.ty(l0);
    let (low, high) = extended::<at::MulUIExtendedOp>(b, l0, r0, ty);
    let low_high = b.bin::<at::MulIOp>(l0, r1);
    let high_low = b.bin::<at::MulIOp>(l1, r0);
    let high = b.bin::<at::AddIOp>(high, low_high);
    let high = b.bin::<at::AddIOp>(high, high_low);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

fn bitwise<T: rmlir_ods::typed::TypedOp>(
    b: &mut B<'_, '_, '_>,
    op: OpId,
    o: &[Value],
) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let (l0, l1) = halves(b, o[0])?;
    let (r0, r1) = halves(b, o[1])?;
    let low = b.bin::<T>(l0, r0);
    let high = b.bin::<T>(l1, r1);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

/// The unsigned form of a signed ordering predicate (others unchanged).
fn unsigned_predicate(p: i64) -> i64 {
    match p {
        2..=5 => p + 4,
        _ => p,
    }
}

fn cmpi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    converted_vector(b, b.ty(operand(b, op, 0)))?;
    let pred = match b
        .ctx
        .attr_kind(afold::prop(b.ctx, b.rw.ir, op, "predicate")?)
    {
        AttrKind::Integer { value, .. } => value.sext_low_i64(),
        _ => return None,
    };
    let (l0, l1) = halves(b, o[0])?;
    let (r0, r1) = halves(b, o[1])?;
    let low = b.cmpi(unsigned_predicate(pred), l0, r0);
    let high = b.cmpi(pred, l1, r1);
    let r = match pred {
        EQ => b.bin::<at::AndIOp>(low, high),
        NE => b.bin::<at::OrIOp>(low, high),
        _ => {
            let high_eq = b.cmpi(EQ, l1, r1);
            b.select(high_eq, low, high)
        }
    };
    let r = drop_unit_dim(b, r)?;
    replace(b, op, r)
}

fn select(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let (t0, t1) = halves(b, o[1])?;
    let (f0, f1) = halves(b, o[2])?;
    let cond = append_unit_dim(b, o[0])?;
    let low = b.select(cond, t0, f0);
    let high = b.select(cond, t1, f1);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

/// `max*`/`min*` (comparing with `pred`) as a compare and select on the
/// original operands, left to the `cmpi` and `select` patterns. MLIR builds
/// them from the op's operands as they were before the conversion's
/// replacements; they are built from the current ones here, recorded as
/// standing for the originals, so that folding them sees what MLIR's does
/// (two operands that became the same value are still two).
fn max_min(pred: i64) -> impl Fn(&mut B<'_, '_, '_>, OpId, &[Value]) -> Option<()> {
    move |b, op, _| {
        converted_vector(b, result_type(b, op))?;
        let (lhs, rhs) = (operand(b, op, 0), operand(b, op, 1));
        let originals = [b.rw.original_operand(op, 0), b.rw.original_operand(op, 1)];
        let cmp = b.cmpi(pred, lhs, rhs);
        let v = b.select(cmp, lhs, rhs);
        for (new, first) in [(cmp, 0), (v, 1)] {
            let new_op = b.rw.rw.ir.defining_op(new)?;
            for (k, &orig) in originals.iter().enumerate() {
                b.rw.set_original_operand(new_op, first + k, orig);
            }
        }
        replace(b, op, v)
    }
}

// ---- shifts ----

/// The shared start of the shifts: the operand halves, the low half of the
/// shift amount, zero and the half width as constants, and whether the
/// amount reaches the high half.
struct Shift {
    l0: Value,
    l1: Value,
    amount: Value,
    zero: Value,
    width: Value,
    past_half: Value,
}

fn shift_parts(b: &mut B<'_, '_, '_>, new: Type, o: &[Value]) -> Option<Shift> {
    let half = half_type(b, new)?;
    let n = afold::int_width(b.ctx, new)?;
    let (l0, l1) = halves(b, o[0])?;
    let amount = slice(b, o[1], 0)?;
    let zero = zero(b, half);
    let width = int_const(b, half, i64::from(n));
    let past_half = b.cmpi(UGE, amount, width);
    Some(Shift {
        l0,
        l1,
        amount,
        zero,
        width,
        past_half,
    })
}

fn shli(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let s = shift_parts(b, new, o)?;
    let shifted = b.bin::<at::ShLIOp>(s.l0, s.amount);
    let low = b.select(s.past_half, s.zero, shifted);
    // The bits of the low half that move into the high half.
    let capped = b.select(s.past_half, s.width, s.amount);
    let back = b.bin::<at::SubIOp>(s.width, capped);
    let carried = b.bin::<at::ShRUIOp>(s.l0, back);
    let over = b.bin::<at::SubIOp>(s.amount, s.width);
    let moved = b.bin::<at::ShLIOp>(s.l0, over);
    let shifted_high = b.bin::<at::ShLIOp>(s.l1, s.amount);
    let high_own = b.select(s.past_half, s.zero, shifted_high);
    let high_from_low = b.select(s.past_half, moved, carried);
    let high = b.bin::<at::OrIOp>(high_from_low, high_own);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

fn shrui(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let s = shift_parts(b, new, o)?;
    let shifted_low = b.bin::<at::ShRUIOp>(s.l0, s.amount);
    let low_own = b.select(s.past_half, s.zero, shifted_low);
    let shifted_high = b.bin::<at::ShRUIOp>(s.l1, s.amount);
    let high = b.select(s.past_half, s.zero, shifted_high);
    // The bits of the high half that move into the low half.
    let capped = b.select(s.past_half, s.width, s.amount);
    let back = b.bin::<at::SubIOp>(s.width, capped);
    let carried = b.bin::<at::ShLIOp>(s.l1, back);
    let over = b.bin::<at::SubIOp>(s.amount, s.width);
    let moved = b.bin::<at::ShRUIOp>(s.l1, over);
    let low_from_high = b.select(s.past_half, moved, carried);
    let low = b.bin::<at::OrIOp>(low_own, low_from_high);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

/// `shrsi` as `shrui` or'ed with the sign bits shifted in, computed on the
/// wide type and left to the other patterns.
fn shrsi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let old = result_type(b, op);
    let new = converted_vector(b, old)?;
    let wide = 2 * afold::int_width(b.ctx, new)?;
    let high = slice(b, o[0], 1)?;
    let amount = slice(b, o[1], 0)?;
    let narrow = b.ty(amount);
    let zero = zero(b, narrow);
    let sign = b.cmpi(SLT, high, zero);
    let sign = drop_unit_dim(b, sign)?;
    let all_sign = b.cast::<at::ExtSIOp>(old, sign, &[]);
    let max_shift = int_const(b, narrow, i64::from(wide));
    let kept = b.bin::<at::SubIOp>(max_shift, amount);
    let kept = drop_unit_dim(b, kept)?;
    let kept = b.cast::<at::ExtUIOp>(old, kept, &[]);
    let sign_bits = b.bin::<at::ShLIOp>(all_sign, kept);
    let (lhs, rhs) = (operand(b, op, 0), operand(b, op, 1));
    let logical = b.bin::<at::ShRUIOp>(lhs, rhs);
    let arith = b.bin::<at::OrIOp>(logical, sign_bits);
    // A shift by zero keeps the value (the sign-bit shift is invalid then).
    let noop = b.cmpi(EQ, amount, zero);
    let noop = drop_unit_dim(b, noop)?;
    let v = b.select(noop, lhs, arith);
    replace(b, op, v)
}

// ---- extensions and truncation ----

fn extsi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let half = half_type(b, new)?;
    let input = append_unit_dim(b, o[0])?;
    let low = cast_or_same::<at::ExtSIOp>(b, half, input);
    let zero = zero(b, half);
    let negative = b.cmpi(SLT, low, zero);
    let high = b.cast::<at::ExtSIOp>(half, negative, &[]);
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}

fn extui(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, result_type(b, op))?;
    let half = half_type(b, new)?;
    let input = append_unit_dim(b, o[0])?;
    let low = cast_or_same::<at::ExtUIOp>(b, half, input);
    let zeros = zero(b, new);
    let v = insert(b, low, zeros, 0)?;
    replace(b, op, v)
}

fn trunci(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let ty = result_type(b, op);
    if !b.rw.type_converter()?.is_legal(b.ctx, ty) {
        return None;
    }
    let low = slice(b, o[0], 0)?;
    let low = drop_unit_dim(b, low)?;
    let v = cast_or_same::<at::TruncIOp>(b, ty, low);
    replace(b, op, v)
}

// ---- casts ----

/// `index_cast(ui)` from a wide integer: the low half is cast.
fn int_to_index<T: rmlir_ods::typed::TypedOp>(
    b: &mut B<'_, '_, '_>,
    op: OpId,
    o: &[Value],
) -> Option<()> {
    let ty = result_type(b, op);
    if !is_index_like(b, ty) {
        return None;
    }
    converted_vector(b, b.ty(operand(b, op, 0)))?;
    let low = slice(b, o[0], 0)?;
    let low = drop_unit_dim(b, low)?;
    let v = b.cast::<T>(ty, low, &[]);
    replace(b, op, v)
}

/// `index_cast(ui)` to a wide integer: a cast to the narrow type, then an
/// extension to the wide one, left to the extension patterns.
fn index_to_int<C: rmlir_ods::typed::TypedOp, E: rmlir_ods::typed::TypedOp>(
    b: &mut B<'_, '_, '_>,
    op: OpId,
    o: &[Value],
) -> Option<()> {
    if !is_index_like(b, b.ty(operand(b, op, 0))) {
        return None;
    }
    let ty = result_type(b, op);
    // The halves have the target's widest integer type.
    let max = afold::int_width(b.ctx, converted_vector(b, ty)?)?;
    let narrow = b.int_ty(ty, max);
    let cast = b.cast::<C>(narrow, o[0], &[]);
    let v = b.cast::<E>(ty, cast, &[]);
    replace(b, op, v)
}

/// `sitofp` as `uitofp` of the absolute value, negated back when the input
/// was negative.
fn sitofp(b: &mut B<'_, '_, '_>, op: OpId, _: &[Value]) -> Option<()> {
    let input = operand(b, op, 0);
    let old = b.ty(input);
    converted_vector(b, old)?;
    let zero = zero(b, old);
    let negative = b.cmpi(SLT, input, zero);
    let negated = b.bin::<at::SubIOp>(zero, input);
    let abs = b.select(negative, negated, input);
    let fty = result_type(b, op);
    let abs_fp = b.cast::<at::UIToFPOp>(fty, abs, &[]);
    let neg_fp = b.make::<at::NegFOp>(&[abs_fp], fty, &[]);
    let v = b.select(negative, neg_fp, abs_fp);
    replace(b, op, v)
}

/// The float constant `2^n` of `ty` (a splat for vectors); infinity when
/// the format cannot hold it.
fn pow2_const(b: &mut B<'_, '_, '_>, ty: Type, n: u32) -> Option<Value> {
    let TypeKind::Float(f) = *b.ctx.type_kind(afold::elem_type(b.ctx, ty)) else {
        return None;
    };
    let mut v = ApFloat::from_f64(f, 2f64.powi(n as i32));
    if v.is_nan() {
        v = ApFloat::inf(f, false);
    }
    Some(b.constant(ty, Val::F(v)))
}

fn uitofp(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let new = converted_vector(b, b.ty(operand(b, op, 0)))?;
    let n = afold::int_width(b.ctx, new)?;
    let (low, high) = halves(b, o[0])?;
    let low = drop_unit_dim(b, low)?;
    let high = drop_unit_dim(b, high)?;
    let high_ty = b.ty(high);
    let zero = zero(b, high_ty);
    let high_zero = b.cmpi(EQ, high, zero);
    let fty = result_type(b, op);
    let low_fp = b.cast::<at::UIToFPOp>(fty, low, &[]);
    let high_fp = b.cast::<at::UIToFPOp>(fty, high, &[]);
    let scale = pow2_const(b, fty, n)?;
    let high_val = b.bin::<at::MulFOp>(high_fp, scale);
    let sum = b.bin::<at::AddFOp>(low_fp, high_val);
    let v = b.select(high_zero, low_fp, sum);
    replace(b, op, v)
}

/// `fptosi` as `fptoui` of the absolute value, negated back (on the wide
/// type) when the input was negative.
fn fptosi(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let input = o[0];
    let fty = b.ty(input);
    let ity = result_type(b, op);
    converted_vector(b, ity)?;
    let TypeKind::Float(f) = *b.ctx.type_kind(afold::elem_type(b.ctx, fty)) else {
        return None;
    };
    let fzero = b.constant(fty, Val::F(ApFloat::zero(f, false)));
    let izero = zero(b, ity);
    let negative = b.cmpf(OLT, input, fzero);
    let negated = b.make::<at::NegFOp>(&[input], fty, &[]);
    let abs = b.select(negative, negated, input);
    let unsigned = b.cast::<at::FPToUIOp>(ity, abs, &[]);
    let neg = b.bin::<at::SubIOp>(izero, unsigned);
    let v = b.select(negative, neg, unsigned);
    replace(b, op, v)
}

/// `fptoui` as the quotient and remainder by `2^N`, each converted to a
/// half.
fn fptoui(b: &mut B<'_, '_, '_>, op: OpId, o: &[Value]) -> Option<()> {
    let input = o[0];
    let fty = b.ty(input);
    let new = converted_vector(b, result_type(b, op))?;
    let n = afold::int_width(b.ctx, new)?;
    let half_int = b.ctx.integer_type(n, Signedness::Signless);
    let half_ty = rmlir_dialects::vector::vector_parts(b.ctx, fty)
        .map(|v| rmlir_dialects::vector::vector_type(b.ctx, &v.shape, half_int))
        .unwrap_or(half_int);
    let scale = pow2_const(b, fty, n)?;
    let quotient = b.bin::<at::DivFOp>(input, scale);
    let high = b.cast::<at::FPToUIOp>(half_ty, quotient, &[]);
    let rem = b.bin::<at::RemFOp>(input, scale);
    let low = b.cast::<at::FPToUIOp>(half_ty, rem, &[]);
    let high = append_unit_dim(b, high)?;
    let low = append_unit_dim(b, low)?;
    let v = join(b, new, &[low, high])?;
    replace(b, op, v)
}
