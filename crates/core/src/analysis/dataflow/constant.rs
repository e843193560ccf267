//! Constant propagation (MLIR's `SparseConstantPropagation`): each value is
//! uninitialized, a known constant (with the dialect that can materialize
//! it), or unknown. Ops are folded with their operands' constants; ops with
//! regions are not simulated (a fold could change them in place).

use super::SparseForwardAnalysis;
use crate::context::Context;
use crate::dialect::FoldResult;
use crate::ir::{Ir, OpId, Value};
use crate::rewrite::folder::{fold_op_with, op_dialect};
use crate::Attribute;
use smallvec::SmallVec;

/// What constant propagation knows about a value (MLIR's `ConstantValue`
/// lattice).
#[derive(Clone, Copy, Debug, Default)]
pub enum ConstantLattice {
    /// Nothing has reached the value yet.
    #[default]
    Uninitialized,
    /// The value always holds `value`; `dialect` materializes it.
    Constant {
        /// The constant.
        value: Attribute,
        /// The dialect of the op that produced it, whose constant op
        /// materializes it; `None` if none is known.
        dialect: Option<&'static str>,
    },
    /// The value is not a known constant.
    Unknown,
}

impl ConstantLattice {
    /// The known constant, if any.
    pub fn value(&self) -> Option<Attribute> {
        match self {
            ConstantLattice::Constant { value, .. } => Some(*value),
            _ => None,
        }
    }
}

/// Two elements are equal when they hold the same constant, whichever
/// dialect made it (as MLIR compares them).
impl PartialEq for ConstantLattice {
    fn eq(&self, other: &Self) -> bool {
        use ConstantLattice::*;
        match (self, other) {
            (Uninitialized, Uninitialized) | (Unknown, Unknown) => true,
            (Constant { value: a, .. }, Constant { value: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// The constant propagation analysis.
#[derive(Default)]
pub struct ConstantPropagation;

impl SparseForwardAnalysis for ConstantPropagation {
    type Lattice = ConstantLattice;

    fn join(&self, _: &Context, into: &mut ConstantLattice, other: &ConstantLattice) -> bool {
        use ConstantLattice::*;
        let joined = match (*into, *other) {
            (_, Uninitialized) => return false,
            (Uninitialized, o) => o,
            (Unknown, _) => return false,
            (Constant { .. }, Unknown) => Unknown,
            (a, b) if a == b => return false,
            _ => Unknown,
        };
        *into = joined;
        true
    }

    fn entry_state(&self, _: &Context, _: &Ir, _: Value) -> ConstantLattice {
        ConstantLattice::Unknown
    }

    fn constant(&self, l: &ConstantLattice) -> Option<Option<Attribute>> {
        match l {
            ConstantLattice::Uninitialized => None,
            ConstantLattice::Constant { value, .. } => Some(Some(*value)),
            ConstantLattice::Unknown => Some(None),
        }
    }

    fn visit_op(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        operands: &[ConstantLattice],
        results: &mut [ConstantLattice],
        lattice_of: &dyn Fn(Value) -> ConstantLattice,
    ) {
        let unknown = |results: &mut [ConstantLattice]| {
            for r in results.iter_mut() {
                self.join(ctx, r, &ConstantLattice::Unknown);
            }
        };
        if !ir.regions(op).is_empty() {
            return unknown(results);
        }
        let Some(constants) = operands
            .iter()
            .map(|l| self.constant(l))
            .collect::<Option<SmallVec<[Option<Attribute>; 4]>>>()
        else {
            return;
        };
        // Folding may update the op in place; the analysis only simulates
        // it, so the op is put back as it was.
        let saved: SmallVec<[Value; 4]> = ir.operand_values(op).iter().copied().collect();
        let (props, attrs) = (ir.op(op).properties, ir.op(op).attrs);
        let folded = fold_op_with(ctx, ir, op, &constants);
        let Some(folded) = folded.filter(|f| !f.is_empty()) else {
            if ir.operand_values(op) != &saved[..] {
                ir.set_operands(op, &saved);
            }
            let data = ir.op_mut(op);
            data.properties = props;
            data.attrs = attrs;
            return unknown(results);
        };
        let dialect = op_dialect(ctx, ir, op);
        for (r, f) in results.iter_mut().zip(folded) {
            let l = match f {
                FoldResult::Attr(value) => ConstantLattice::Constant { value, dialect },
                FoldResult::Value(v) => lattice_of(v),
            };
            self.join(ctx, r, &l);
        }
    }
}
