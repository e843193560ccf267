//! Passes built on integer range analysis
//! ([`rmlir_core::analysis::dataflow::int_range`]), as MLIR's arith
//! transforms run them: the analysis (with dead-code analysis and constant
//! propagation) runs once, then patterns rewrite greedily while reading the
//! ranges it found. Values the patterns create take the range of the value
//! they stand for, so later matches still see it.
//!
//! - [`optimizations`]: the `int-range-optimizations` pass.
//! - [`unsigned`]: the `arith-unsigned-when-equivalent` pass.
//! - [`narrowing`]: the `arith-int-range-narrowing` pass.

pub mod narrowing;
pub mod optimizations;
pub mod unsigned;

use rmlir_core::analysis::dataflow::int_range::IntRangeAnalysis;
use rmlir_core::analysis::dataflow::DataFlowSolver;
use rmlir_core::int_range::{ConstantIntRanges, IntegerValueRange};
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet};
use rmlir_core::Context;
use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex};

/// The ranges the analysis found, shared by the patterns of a pass.
#[derive(Clone, Default)]
pub struct Ranges(Arc<Mutex<FxHashMap<Value, IntegerValueRange>>>);

impl Ranges {
    /// Runs the analysis on `op`; `with_constants` also runs constant
    /// propagation (MLIR's baseline analyses). Without it, as in MLIR, only
    /// integer ranges make constants: a branch or region-branch op with an
    /// operand of another kind (a float `arith.constant`) has no known
    /// operand values, so its successors stay dead.
    pub fn solve(ctx: &Context, ir: &mut Ir, op: OpId, with_constants: bool) -> Ranges {
        let analysis = IntRangeAnalysis { with_constants };
        let lattices = DataFlowSolver::run(ctx, ir, op, analysis).into_lattices();
        let map = lattices
            .into_iter()
            .filter_map(|(v, l)| l.range.map(|r| (v, Some(r))))
            .collect();
        Ranges(Arc::new(Mutex::new(map)))
    }

    /// The known range of `v` (MLIR: a lookup of an initialized lattice).
    pub fn get(&self, v: Value) -> Option<ConstantIntRanges> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&v).copied().flatten()
    }

    /// Gives `to` the range of `from` (MLIR's `copyIntegerRange`).
    pub fn copy(&self, from: Value, to: Value) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(r) = map.get(&from).copied() {
            let cur = map.entry(to).or_default();
            *cur = rmlir_core::int_range::join(cur, &r);
        }
    }

    /// Forgets what is known about `v` (the state of a replaced value).
    pub fn erase(&self, v: Value) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&v);
    }
}

/// Applies `set` greedily to the regions of `op` with MLIR's default
/// configuration.
fn apply(ctx: &Context, ir: &mut Ir, op: OpId, set: PatternSet) {
    let frozen = set.freeze(ctx);
    let config = GreedyConfig::default();
    for r in ir.regions(op).to_vec() {
        apply_patterns_greedily(ctx, ir, r, &frozen, &config);
    }
}
