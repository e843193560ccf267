//! Conversion patterns and the rewriter they act through.

use super::TypeConverter;
use crate::context::{Context, OpName};
use crate::ir::{IrMapping, OpId, OperationState, RegionId, Value};
use crate::rewrite::{RewritePattern, Rewriter};
use crate::Type;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// A pattern that rewrites an illegal op into legal ones (MLIR's
/// `ConversionPattern`). It sees the op's operands remapped to the values
/// that replaced them, of converted types where a type converter is used.
///
/// Without rollback, a pattern that returns `false` must not have changed
/// the IR (the contract of MLIR's conversion with `allowPatternRollback`
/// off).
pub trait ConversionPattern: Send + Sync {
    /// The op name the pattern is rooted at; `None` matches any op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// The pattern's name, for debugging.
    fn name(&self) -> &'static str;
    /// Matches `op` and, on success, rewrites it and returns `true`.
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool;
}

/// A conversion pattern made of a function.
pub struct FnConversionPattern {
    pub root: Option<&'static str>,
    pub name: &'static str,
    pub benefit: u16,
    pub f: fn(OpId, &[Value], &mut ConversionRewriter<'_, '_>) -> bool,
}

impl ConversionPattern for FnConversionPattern {
    fn root(&self) -> Option<&'static str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        (self.f)(op, operands, rw)
    }
}

/// A plain rewrite pattern used in a conversion: it sees the op as it is.
struct RewriteAdapter(Arc<dyn RewritePattern>);

impl ConversionPattern for RewriteAdapter {
    fn root(&self) -> Option<&'static str> {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        // Ops the plain pattern creates or replaces are not seen by the
        // conversion's bookkeeping; the driver re-checks attachment.
        self.0.match_and_rewrite(op, &mut rw.rw)
    }
}

/// Conversion patterns being collected, in insertion order.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Arc<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(p));
        self
    }

    /// Adds a pattern made of a function rooted at `root`.
    pub fn add_fn(
        &mut self,
        root: &'static str,
        name: &'static str,
        f: fn(OpId, &[Value], &mut ConversionRewriter<'_, '_>) -> bool,
    ) -> &mut Self {
        self.add(FnConversionPattern {
            root: Some(root),
            name,
            benefit: 1,
            f,
        })
    }

    /// Adds a plain rewrite pattern.
    pub fn add_rewrite_pattern(&mut self, p: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(Arc::new(RewriteAdapter(p)));
        self
    }

    /// Freezes the set: per root op, by decreasing benefit, ties in
    /// insertion order (MLIR's conversion orders equal-depth patterns so).
    pub fn freeze(self, ctx: &Context) -> FrozenConversionPatterns {
        let mut by_op: FxHashMap<OpName, Vec<Arc<dyn ConversionPattern>>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for p in self.patterns {
            match p.root() {
                Some(n) => by_op.entry(ctx.op_name(n)).or_default().push(p),
                None => any_op.push(p),
            }
        }
        for v in by_op.values_mut() {
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any_op.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenConversionPatterns { by_op, any_op }
    }
}

/// Conversion patterns ready for matching.
pub struct FrozenConversionPatterns {
    by_op: FxHashMap<OpName, Vec<Arc<dyn ConversionPattern>>>,
    any_op: Vec<Arc<dyn ConversionPattern>>,
}

impl FrozenConversionPatterns {
    /// The patterns to try on an op named `name`, in order.
    pub(super) fn for_op(&self, name: OpName) -> Vec<Arc<dyn ConversionPattern>> {
        let specific = self.by_op.get(&name).map_or(&[][..], |v| v.as_slice());
        let mut out = Vec::with_capacity(specific.len() + self.any_op.len());
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any_op.len() {
            let take_specific = match (specific.get(i), self.any_op.get(j)) {
                (Some(a), Some(b)) => a.benefit() >= b.benefit(),
                (Some(_), None) => true,
                _ => false,
            };
            if take_specific {
                out.push(specific[i].clone());
                i += 1;
            } else {
                out.push(self.any_op[j].clone());
                j += 1;
            }
        }
        out
    }
}

/// The bookkeeping of a conversion run, shared by the driver and the
/// rewriter patterns act through.
#[derive(Default)]
pub(super) struct ConversionState {
    /// Ops created through the conversion rewriter, in order.
    pub created: Vec<OpId>,
    /// Ops replaced or erased: detached now, erased at the end.
    pub erased: Vec<OpId>,
    pub erased_set: FxHashSet<OpId>,
    /// Casts the framework inserted to bridge types, by result value: the
    /// kind tells which materialization may replace it.
    pub casts: Vec<(OpId, Materialization)>,
    /// Ops updated in place through [`ConversionRewriter::modify_op_in_place`].
    pub modified: Vec<OpId>,
    /// Diagnostics patterns emitted, in order.
    pub diagnostics: Vec<crate::diag::Diagnostic>,
    /// The value each replacement value stands for (the first replaced
    /// one): MLIR replaces uses only at the end, so until then folding sees
    /// the original operands.
    pub originals: rustc_hash::FxHashMap<Value, Value>,
}

/// Which way a framework cast bridges types.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Materialization {
    /// From a converted value back to its original type.
    Source,
    /// From an original value to its converted type.
    Target,
}

/// The rewriter conversion patterns act through (MLIR's
/// `ConversionPatternRewriter`): ops it replaces or erases are detached and
/// only erased when the conversion ends, so the driver can tell them from
/// live ops; replacing a value with one of another type bridges the
/// remaining uses with a cast.
pub struct ConversionRewriter<'r, 'a> {
    /// The underlying rewriter, for building and moving IR.
    pub rw: Rewriter<'a>,
    pub(super) state: &'r mut ConversionState,
    pub(super) converter: Option<&'r TypeConverter>,
}

impl<'a> std::ops::Deref for ConversionRewriter<'_, 'a> {
    type Target = Rewriter<'a>;
    fn deref(&self) -> &Rewriter<'a> {
        &self.rw
    }
}

impl<'a> std::ops::DerefMut for ConversionRewriter<'_, 'a> {
    fn deref_mut(&mut self) -> &mut Rewriter<'a> {
        &mut self.rw
    }
}

impl ConversionRewriter<'_, '_> {
    /// Reports a diagnostic (MLIR's `emitError` from a pattern): it does not
    /// fail the conversion by itself, and comes back from the driver.
    pub fn emit(&mut self, d: crate::diag::Diagnostic) {
        self.state.diagnostics.push(d);
    }

    /// The type converter of the conversion, if any.
    pub fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter
    }

    /// Creates an op at the insertion point; the driver legalizes it after
    /// the pattern.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.rw.create(state);
        self.state.created.push(op);
        op
    }

    /// Clones `op` at the insertion point; the clone is legalized after the
    /// pattern.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let new = self.rw.clone_op(op, map);
        self.state.created.push(new);
        new
    }

    /// Changes `op` in place; the driver legalizes it again after the
    /// pattern.
    pub fn modify_op_in_place<R>(
        &mut self,
        op: OpId,
        f: impl FnOnce(&mut crate::ir::Ir) -> R,
    ) -> R {
        let r = self.rw.modify_in_place(op, f);
        self.state.modified.push(op);
        r
    }

    /// Replaces `op`'s results with `with` and schedules `op` for erasure.
    /// A replacement of another type is bridged to the remaining uses by an
    /// `unrealized_conversion_cast` back to the original type.
    pub fn replace_op(&mut self, op: OpId, with: &[Value]) {
        assert_eq!(
            self.rw.ir.num_results(op),
            with.len(),
            "replacement values do not match the op's results"
        );
        let saved = self.rw.insertion_point();
        for (i, &v) in with.iter().enumerate() {
            let r = self.rw.ir.result(op, i);
            let old_ty = self.rw.ir.value_type(r);
            let to = if self.rw.ir.value_type(v) == old_ty || !self.rw.ir.has_uses(r) {
                v
            } else {
                self.rw.set_insertion_point_before(op);
                let loc = self.rw.ir.op(op).loc;
                self.cast(v, old_ty, loc, Materialization::Source)
            };
            let original = self.state.originals.get(&r).copied().unwrap_or(r);
            self.state.originals.entry(to).or_insert(original);
            self.rw.replace_all_uses_with(r, to);
        }
        self.rw.set_insertion_point(saved);
        self.erase_op(op);
    }

    /// Creates an op from `state` before `op` and replaces `op` with it.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.rw.insertion_point();
        self.rw.set_insertion_point_before(op);
        let new = self.create(state);
        self.rw.set_insertion_point(saved);
        let results: Vec<Value> = self.rw.ir.results(new).collect();
        self.replace_op(op, &results);
        new
    }

    /// Schedules `op` for erasure: it is detached now and erased when the
    /// conversion ends; its results must have no uses left by then.
    pub fn erase_op(&mut self, op: OpId) {
        self.rw.ir.detach_op(op);
        if self.state.erased_set.insert(op) {
            self.state.erased.push(op);
        }
    }

    /// Converts the argument types of every block of `region` with the
    /// conversion's type converter, bridging the old uses with casts.
    /// Returns `false` (changing nothing) if a type cannot be converted to a
    /// single type.
    pub fn convert_region_types(&mut self, region: RegionId) -> bool {
        let Some(tc) = self.converter else {
            return true;
        };
        let ctx = self.rw.ctx;
        let blocks: Vec<_> = self.rw.ir.region_blocks(region).to_vec();
        let mut changes = Vec::new();
        for &b in &blocks {
            for &a in self.rw.ir.block_args(b) {
                let ty = self.rw.ir.value_type(a);
                match tc.convert_type(ctx, ty) {
                    Some(t) if t == ty => {}
                    Some(t) => changes.push((b, a, ty, t)),
                    None => return false,
                }
            }
        }
        let saved = self.rw.insertion_point();
        for (b, a, old, new) in changes {
            self.rw.ir.set_value_type(a, new);
            if !self.rw.ir.has_uses(a) {
                continue;
            }
            self.rw.set_insertion_point_to_start(b);
            let loc = self.rw.ir.value(a).loc;
            let uses: Vec<_> = self.rw.ir.uses(a).collect();
            let c = self.cast(a, old, loc, Materialization::Source);
            for u in uses {
                self.rw.ir.set_operand(u.op, u.index as usize, c);
            }
        }
        self.rw.set_insertion_point(saved);
        true
    }

    /// Inserts a framework cast of `v` to `ty` at the insertion point.
    pub(super) fn cast(
        &mut self,
        v: Value,
        ty: Type,
        loc: crate::Attribute,
        kind: Materialization,
    ) -> Value {
        let mut st = OperationState::new(self.rw.ctx, "builtin.unrealized_conversion_cast", loc);
        st.operands.push(v);
        st.result_types.push(ty);
        let op = self.rw.create(st);
        self.state.casts.push((op, kind));
        self.rw.ir.result(op, 0)
    }
}
