//! Speculatability of the integer divisions (MLIR's `getSpeculatability`
//! of `arith.divsi`, `divui`, `ceildivsi`, `ceildivui`): executing one
//! whose divisor may be zero (or, signed, `-1`, which overflows on the
//! minimum value) is undefined, so it is speculatable only when the divisor
//! is a constant that rules this out. The other arith ops are `Pure`.

use super::fold::{const_int, is_apint_all_ones};
use rmlir_core::dialect::Speculatability;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::Context;

fn divisor(ctx: &Context, ir: &Ir, op: OpId) -> Option<rmlir_core::apint::ApInt> {
    const_int(ctx, value_constant(ctx, ir, ir.operand(op, 1)))
}

/// Speculatable iff the divisor is a non-zero constant.
pub fn unsigned_division_speculatability(ctx: &Context, ir: &Ir, op: OpId) -> Speculatability {
    match divisor(ctx, ir, op) {
        Some(d) if !d.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// Speculatable iff the divisor is a constant other than zero and `-1`.
pub fn signed_division_speculatability(ctx: &Context, ir: &Ir, op: OpId) -> Speculatability {
    match divisor(ctx, ir, op) {
        Some(d) if !d.is_zero() && !is_apint_all_ones(&d) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
