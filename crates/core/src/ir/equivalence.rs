//! Structural equivalence of ops and regions (MLIR's `OperationEquivalence`
//! with `IgnoreLocations`), shared by `cse`, `duplicate-function-elimination`
//! and identical-block merging (which compares operands itself).
//!
//! Two ops are equivalent when they have the same name, discardable
//! attributes, properties, numbers of regions, successors, operands and
//! results, result types, equivalent operands (the same value, or values
//! already paired while comparing enclosing regions) and equivalent regions
//! (block by block, op by op, with block arguments and results paired as
//! they are met). Operands of commutative ops may also match as a
//! permutation of the same values. Locations are ignored.

use crate::context::Context;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::Attribute;
use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};

/// Compares ops and regions, remembering which values and blocks of the
/// left-hand side have been paired with which of the right-hand side.
struct Equivalence<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    values: HashMap<Value, Value>,
    /// Operands are not compared (the caller compares them its own way).
    ignore_operands: bool,
}

/// Whether `lhs` and `rhs` are equivalent ops, locations ignored (MLIR's
/// `OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)`).
pub fn ops_equivalent(ctx: &Context, ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    Equivalence {
        ctx,
        ir,
        values: HashMap::default(),
        ignore_operands: false,
    }
    .ops(lhs, rhs)
}

/// [`ops_equivalent`] without comparing operands, here or in nested ops
/// (MLIR's `isEquivalentTo` with `ignoreValueEquivalence`): the caller
/// decides which operands match.
pub fn ops_equivalent_ignoring_operands(ctx: &Context, ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    Equivalence {
        ctx,
        ir,
        values: HashMap::default(),
        ignore_operands: true,
    }
    .ops(lhs, rhs)
}

/// Whether regions `lhs` and `rhs` are equivalent, locations ignored
/// (MLIR's `OperationEquivalence::isRegionEquivalentTo`).
pub fn regions_equivalent(ctx: &Context, ir: &Ir, lhs: RegionId, rhs: RegionId) -> bool {
    Equivalence {
        ctx,
        ir,
        values: HashMap::default(),
        ignore_operands: false,
    }
    .regions(lhs, rhs)
}

/// A hash of what [`ops_equivalent`] compares at the top level (name,
/// attributes, properties, result types and, if `with_operands`, the
/// operand values, in any order for commutative ops): equivalent ops hash
/// alike.
pub fn op_hash(ctx: &Context, ir: &Ir, op: OpId, with_operands: bool) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    let data = ir.op(op);
    data.name.hash(&mut h);
    data.attrs.hash(&mut h);
    normalized_properties(ctx, data.properties).hash(&mut h);
    for r in ir.results(op) {
        ir.value_type(r).hash(&mut h);
    }
    if with_operands {
        if is_commutative(ctx, ir, op) {
            let mut sum = 0u64;
            for v in ir.operands(op) {
                let mut vh = rustc_hash::FxHasher::default();
                v.hash(&mut vh);
                sum = sum.wrapping_add(vh.finish());
            }
            sum.hash(&mut h);
        } else {
            for v in ir.operands(op) {
                v.hash(&mut h);
            }
        }
    }
    h.finish()
}

/// Properties with "none" and the empty dictionary made the same.
fn normalized_properties(ctx: &Context, p: Option<Attribute>) -> Option<Attribute> {
    p.filter(|&a| a != ctx.empty_dict())
}

fn is_commutative(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::COMMUTATIVE))
}

impl Equivalence<'_> {
    fn check(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    fn ops(&mut self, l: OpId, r: OpId) -> bool {
        if l == r {
            return true;
        }
        let (ir, ctx) = (self.ir, self.ctx);
        let (ld, rd) = (ir.op(l), ir.op(r));
        if ld.attrs != rd.attrs
            || ld.name != rd.name
            || ir.regions(l).len() != ir.regions(r).len()
            || ir.successors(l).len() != ir.successors(r).len()
            || ir.num_operands(l) != ir.num_operands(r)
            || ir.num_results(l) != ir.num_results(r)
            || normalized_properties(ctx, ld.properties)
                != normalized_properties(ctx, rd.properties)
        {
            return false;
        }
        let lo = ir.operand_values(l);
        let ro = ir.operand_values(r);
        if self.ignore_operands {
        } else if is_commutative(ctx, ir, l) {
            if !self.commutative_operands(lo, ro) {
                return false;
            }
        } else {
            for (&a, &b) in lo.iter().zip(ro) {
                if a == b {
                    continue;
                }
                if ir.value_type(a) != ir.value_type(b) || !self.check(a, b) {
                    return false;
                }
            }
        }
        for (a, b) in ir.results(l).zip(ir.results(r)) {
            if ir.value_type(a) != ir.value_type(b) {
                return false;
            }
            self.values.entry(a).or_insert(b);
        }
        for (&lr, &rr) in ir.regions(l).iter().zip(ir.regions(r)) {
            if !crate::support::stack::grow(|| self.regions(lr, rr)) {
                return false;
            }
        }
        true
    }

    /// Operands equivalent in order, or else (from the first mismatch on)
    /// the same values in another order.
    fn commutative_operands(&self, l: &[Value], r: &[Value]) -> bool {
        if l.len() != r.len() {
            return false;
        }
        let Some(first) = (0..l.len()).find(|&i| !self.check(l[i], r[i])) else {
            return true;
        };
        let mut ls = l[first..].to_vec();
        let mut rs = r[first..].to_vec();
        ls.sort();
        rs.sort();
        ls == rs
    }

    fn regions(&mut self, l: RegionId, r: RegionId) -> bool {
        let ir = self.ir;
        let (lb, rb) = (ir.region_blocks(l), ir.region_blocks(r));
        if lb.len() != rb.len() {
            return false;
        }
        let mut blocks: HashMap<BlockId, BlockId> = HashMap::default();
        for (&a, &b) in lb.iter().zip(rb) {
            if ir.block_args(a).len() != ir.block_args(b).len() {
                return false;
            }
            if *blocks.entry(a).or_insert(b) != b {
                return false;
            }
            for (&x, &y) in ir.block_args(a).iter().zip(ir.block_args(b)) {
                if ir.value_type(x) != ir.value_type(y) {
                    return false;
                }
                self.values.entry(x).or_insert(y);
            }
            let mut lops = ir.block_ops(a);
            let mut rops = ir.block_ops(b);
            loop {
                match (lops.next(), rops.next()) {
                    (None, None) => break,
                    (Some(x), Some(y)) => {
                        if !self.ops(x, y) {
                            return false;
                        }
                        for (&s, &t) in ir.successors(x).iter().zip(ir.successors(y)) {
                            if *blocks.entry(s).or_insert(t) != t {
                                return false;
                            }
                        }
                    }
                    _ => return false,
                }
            }
        }
        true
    }
}
