//! Integer range analysis (MLIR's `IntegerRangeAnalysis`, run with
//! dead-code analysis and, optionally, sparse constant propagation as
//! MLIR's baseline analyses).
//!
//! Each value gets a [`RangeLattice`]: its integer range (joined by union)
//! beside what constant propagation knows. Ops implementing
//! [`OpDef::infer_int_range`](crate::dialect::OpDef) compute result ranges
//! from operand ranges; other ops' results may hold anything. A loop's
//! induction variable ranges over its bounds ([`OpDef::loop_bounds`]).
//!
//! Control flow is decided on constants the way MLIR's shared constant
//! lattice does: a range that narrows to one value makes that value
//! constant, and when constant propagation also runs, the two must agree
//! (anything else joins to "not constant").
//!
//! [`OpDef::loop_bounds`]: crate::dialect::OpDef

use super::constant::{ConstantLattice, ConstantPropagation};
use super::SparseForwardAnalysis;
use crate::context::Context;
use crate::dialect::{LoopBound, Traits};
use crate::int_range::{self, Bits, ConstantIntRanges, IntegerValueRange};
use crate::ir::{Ir, OpId, Value};
use crate::{AttrKind, Attribute, Type};
use smallvec::SmallVec;

/// What the analysis knows about one value.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct RangeLattice {
    /// The integer range (`None`: uninitialized, or not an integer).
    pub range: IntegerValueRange,
    /// The constant the range narrows to: uninitialized with the range,
    /// unknown when the range holds several values.
    pub range_constant: ConstantLattice,
    /// What constant propagation found (when it runs).
    pub constant: ConstantLattice,
}

/// The analysis; `with_constants` also runs constant propagation (MLIR's
/// `loadBaselineAnalyses`), whose results only steer control flow.
pub struct IntRangeAnalysis {
    /// Whether sparse constant propagation runs alongside; when it does and
    /// both it and the range know a constant, control flow is only decided
    /// if the two constants agree.
    pub with_constants: bool,
}

/// The constant attribute `v : ty`.
fn constant_attr(ctx: &Context, ty: Type, v: Bits) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty,
        value: int_range::apint_of(v),
    })
}

/// The lattice of a value of type `ty` with range `range`.
fn with_range(
    ctx: &Context,
    ty: Type,
    range: IntegerValueRange,
) -> (IntegerValueRange, ConstantLattice) {
    let c = match range {
        None => ConstantLattice::Uninitialized,
        Some(r) => match r.constant_value() {
            Some(v) => ConstantLattice::Constant {
                value: constant_attr(ctx, ty, v),
                dialect: None,
            },
            None => ConstantLattice::Unknown,
        },
    };
    (range, c)
}

/// Joins two constant lattices (MLIR's `ConstantValue::join`).
fn join_constants(a: ConstantLattice, b: ConstantLattice) -> ConstantLattice {
    use ConstantLattice::*;
    match (a, b) {
        (Uninitialized, x) | (x, Uninitialized) => x,
        (Constant { value: x, .. }, Constant { value: y, .. }) if x == y => a,
        _ => Unknown,
    }
}

impl IntRangeAnalysis {
    /// Sets `l`'s range to `range` (for a value of type `ty`).
    fn set_range(&self, ctx: &Context, ty: Type, l: &mut RangeLattice, range: IntegerValueRange) {
        (l.range, l.range_constant) = with_range(ctx, ty, range);
        self.mark_non_integer(ctx, ty, l);
    }

    /// Without constant propagation, MLIR's range lattice of a value that is
    /// not an integer still gets a (zero-width, never constant) range once
    /// something sets it, which makes its constant "unknown" rather than
    /// uninitialized; only a result its op's inference leaves unset (a
    /// float `arith.constant`) stays uninitialized and keeps the branches
    /// it feeds from being decided.
    fn mark_non_integer(&self, ctx: &Context, ty: Type, l: &mut RangeLattice) {
        if !self.with_constants && int_range::storage_width(ctx, ty).is_none() {
            l.range_constant = ConstantLattice::Unknown;
        }
    }

    /// The induction variable range of a loop, per MLIR's rule: from the
    /// lower bound's signed minimum to the upper bound's signed maximum
    /// minus one (swapped for a negative step).
    fn induction_range(
        &self,
        w: u32,
        bounds: &crate::dialect::LoopBounds,
        lattice_of: &dyn Fn(Value) -> RangeLattice,
    ) -> Option<ConstantIntRanges> {
        let bound = |b: LoopBound, upper: bool| match b {
            LoopBound::Const(c) => Bits::from_i128(w, c as i128),
            LoopBound::Value(v) => match lattice_of(v).range {
                Some(r) if r.width() == w => {
                    if upper {
                        r.smax
                    } else {
                        r.smin
                    }
                }
                _ if upper => Bits::smax_value(w),
                _ => Bits::smin_value(w),
            },
            LoopBound::Unknown if upper => Bits::smax_value(w),
            LoopBound::Unknown => Bits::smin_value(w),
        };
        let (mut min, mut max) = (bound(bounds.lower, false), bound(bounds.upper, true));
        if bound(bounds.step, true).is_negative() {
            std::mem::swap(&mut min, &mut max);
        } else {
            max = max.wrapping_sub(Bits::one(w));
        }
        (!max.slt(min)).then(|| ConstantIntRanges::from_signed(min, max))
    }
}

impl SparseForwardAnalysis for IntRangeAnalysis {
    type Lattice = RangeLattice;

    fn join(&self, ctx: &Context, into: &mut RangeLattice, other: &RangeLattice) -> bool {
        let old = *into;
        let mut c = into.constant;
        ConstantPropagation.join(ctx, &mut c, &other.constant);
        into.constant = c;
        into.range = int_range::join(&old.range, &other.range);
        into.range_constant = match into.range {
            Some(r) if r.constant_value().is_none() => ConstantLattice::Unknown,
            _ => join_constants(old.range_constant, other.range_constant),
        };
        *into != old
    }

    fn entry_state(&self, ctx: &Context, ir: &Ir, v: Value) -> RangeLattice {
        let ty = ir.value_type(v);
        let (range, range_constant) = with_range(ctx, ty, int_range::max_range_of(ctx, ty));
        let mut l = RangeLattice {
            range,
            range_constant,
            constant: ConstantLattice::Unknown,
        };
        self.mark_non_integer(ctx, ty, &mut l);
        l
    }

    fn constant(&self, l: &RangeLattice) -> Option<Option<Attribute>> {
        let c = if self.with_constants {
            join_constants(l.constant, l.range_constant)
        } else {
            l.range_constant
        };
        ConstantPropagation.constant(&c)
    }

    fn visit_op(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        operands: &[RangeLattice],
        results: &mut [RangeLattice],
        lattice_of: &dyn Fn(Value) -> RangeLattice,
    ) {
        if self.with_constants {
            let ops: SmallVec<[ConstantLattice; 4]> = operands.iter().map(|l| l.constant).collect();
            let mut res: SmallVec<[ConstantLattice; 2]> =
                results.iter().map(|l| l.constant).collect();
            ConstantPropagation.visit_op(ctx, ir, op, &ops, &mut res, &|v| lattice_of(v).constant);
            for (r, c) in results.iter_mut().zip(res) {
                r.constant = c;
            }
        }
        let values: SmallVec<[Value; 2]> = ir.results(op).collect();
        let Some(infer) = ctx.op_def(ir.op_name(op)).and_then(|d| d.infer_int_range) else {
            for (r, &v) in results.iter_mut().zip(&values) {
                let ty = ir.value_type(v);
                let old = r.range;
                self.set_range(
                    ctx,
                    ty,
                    r,
                    int_range::join(&old, &int_range::max_range_of(ctx, ty)),
                );
            }
            return;
        };
        let args: SmallVec<[IntegerValueRange; 4]> = operands.iter().map(|l| l.range).collect();
        let mut inferred: SmallVec<[IntegerValueRange; 2]> =
            SmallVec::from_elem(None, values.len());
        infer(ctx, ir, op, &args, &mut inferred);
        // A non-integer result inference leaves unset is a union of
        // operand ranges: set once every operand's is. (MLIR also ranges a
        // constant of integer elements, which is not tracked here.)
        let operands_set = !operands.is_empty()
            && operands
                .iter()
                .all(|l| l.range_constant != ConstantLattice::Uninitialized);
        let int_elements = |ty: Type| {
            ctx.type_kind(ty)
                .element_type()
                .is_some_and(|e| int_range::storage_width(ctx, e).is_some())
        };
        for ((r, &v), new) in results.iter_mut().zip(&values).zip(inferred) {
            if new.is_none() {
                if operands_set || (operands.is_empty() && int_elements(ir.value_type(v))) {
                    self.mark_non_integer(ctx, ir.value_type(v), r);
                }
                continue;
            }
            let ty = ir.value_type(v);
            let old = r.range;
            let mut joined = int_range::join(&old, &new);
            // A loop-carried value whose range keeps changing is given up
            // on (MLIR does not reason about trip counts).
            let yielded = ir.uses(v).any(|u| {
                ctx.op_def(ir.op_name(u.op))
                    .is_some_and(|d| d.has(Traits::TERMINATOR))
            });
            if yielded && old.is_some() && joined != old {
                joined = int_range::join(&joined, &int_range::max_range_of(ctx, ty));
            }
            self.set_range(ctx, ty, r, joined);
        }
    }

    fn visit_non_forwarded(
        &self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        values: &[Value],
        out: &mut [RangeLattice],
        lattice_of: &dyn Fn(Value) -> RangeLattice,
    ) {
        let def = ctx.op_def(ir.op_name(op));
        let bounds = def
            .filter(|d| d.loop_regions.is_some())
            .and_then(|d| d.loop_bounds)
            .and_then(|f| f(ctx, ir, op));
        for (o, &v) in out.iter_mut().zip(values) {
            o.constant = ConstantLattice::Unknown;
            let ty = ir.value_type(v);
            match bounds {
                None => {
                    let old = o.range;
                    self.set_range(
                        ctx,
                        ty,
                        o,
                        int_range::join(&old, &int_range::max_range_of(ctx, ty)),
                    );
                }
                Some(b) if b.iv == v => {
                    let Some(w) = int_range::storage_width(ctx, ty) else {
                        continue;
                    };
                    if let Some(r) = self.induction_range(w, &b, lattice_of) {
                        let old = o.range;
                        self.set_range(ctx, ty, o, int_range::join(&old, &Some(r)));
                    }
                }
                Some(_) => {}
            }
        }
    }
}
