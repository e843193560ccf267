//! Conversion patterns and the rewriter they act through.

use super::journal::{Change, Journal, OpSnapshot};
use super::TypeConverter;
use crate::context::{Context, OpName};
use crate::ir::{BlockId, InsertPoint, Ir, IrMapping, OpId, OperationState, RegionId, Value};
use crate::rewrite::{RewritePattern, Rewriter};
use crate::{Attribute, Type};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::cell::RefCell;
use std::sync::Arc;

/// A pattern that rewrites an illegal op into legal ones (MLIR's
/// `ConversionPattern`). It sees the op's operands remapped to the values
/// that replaced them, of converted types where a type converter is used.
///
/// A pattern that returns `false` after changing the IR through the
/// [`ConversionRewriter`] has its changes undone (with pattern rollback
/// allowed, the default); without rollback it must not have changed the IR
/// (the contract of MLIR's conversion with `allowPatternRollback` off).
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
    /// The op name the pattern is rooted at; `None` matches any op.
    pub root: Option<&'static str>,
    /// The pattern's name, for debugging.
    pub name: &'static str,
    /// Higher benefits are tried first.
    pub benefit: u16,
    /// Matches and rewrites, returning whether it did; gets the op's operands as
    /// remapped by the conversion (see [`ConversionPattern::match_and_rewrite`]).
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
/// rewriter patterns act through. The lists only grow while the conversion
/// runs; undoing to a [`Mark`] truncates them back.
#[derive(Default)]
pub(super) struct ConversionState {
    /// Ops replaced or erased: detached now, erased at the end.
    pub erased: Vec<OpId>,
    pub erased_set: FxHashSet<OpId>,
    /// Blocks erased: detached now, erased at the end.
    pub erased_blocks: Vec<BlockId>,
    /// Casts the framework inserted to bridge types, by result value: the
    /// kind tells which materialization may replace it.
    pub casts: Vec<(OpId, Materialization)>,
    /// The target casts among `casts`, for reusing one per value and type.
    pub target_casts: FxHashSet<OpId>,
    /// Ops updated in place through [`ConversionRewriter::modify_op_in_place`].
    pub modified: Vec<OpId>,
    /// Diagnostics patterns emitted, in order (never undone: MLIR reports
    /// them as they are emitted).
    pub diagnostics: Vec<crate::diag::Diagnostic>,
    /// The value an operand (op, operand number) held before replacements
    /// redirected it (the first one): MLIR replaces uses only at the end,
    /// so until then folding sees the original operands. Kept per use, not
    /// per value: a replacement value may have had uses of its own, which
    /// must keep seeing it.
    pub originals: FxHashMap<(OpId, u32), Value>,
    /// The keys of `originals`, in insertion order (for undoing).
    pub originals_log: Vec<(OpId, u32)>,
}

/// How far the lists of a conversion had grown: undoing to a mark restores
/// the IR and the books to what they were when it was taken (MLIR's
/// `RewriterState`).
#[derive(Copy, Clone, Default)]
pub(super) struct Mark {
    changes: usize,
    created: usize,
    erased: usize,
    erased_blocks: usize,
    casts: usize,
    modified: usize,
    originals: usize,
}

impl ConversionState {
    /// The value operand `i` of `op` held before the conversion's
    /// replacements redirected it (its current operand if none did).
    pub(super) fn original_operand(&self, ir: &Ir, op: OpId, i: usize) -> Value {
        self.originals
            .get(&(op, i as u32))
            .copied()
            .unwrap_or_else(|| ir.operand(op, i))
    }

    /// Records `original` as what operand `i` of `op` stood for (an entry
    /// always differs from the operand's current value).
    pub(super) fn record_original(&mut self, op: OpId, i: usize, original: Value) {
        let key = (op, i as u32);
        if self.originals.insert(key, original).is_none() {
            self.originals_log.push(key);
        }
    }

    pub(super) fn mark(&self, journal: &Journal) -> Mark {
        Mark {
            changes: journal.changes.len(),
            created: journal.created.len(),
            erased: self.erased.len(),
            erased_blocks: self.erased_blocks.len(),
            casts: self.casts.len(),
            modified: self.modified.len(),
            originals: self.originals_log.len(),
        }
    }

    /// Whether the changes since `m` can be undone: none was made behind
    /// the conversion rewriter's back.
    pub(super) fn can_undo(&self, journal: &Journal, m: Mark) -> bool {
        !journal.changes[m.changes..]
            .iter()
            .any(|c| matches!(c, Change::Untracked))
    }

    /// Undoes every change recorded since `m`, last first, and forgets what
    /// the books learnt since.
    pub(super) fn undo_to(
        &mut self,
        ctx: &crate::Context,
        ir: &mut Ir,
        journal: &mut Journal,
        m: Mark,
    ) {
        while journal.changes.len() > m.changes {
            let c = journal.changes.pop().expect("a change past the mark");
            super::journal::undo(ctx, ir, c);
        }
        journal.created.truncate(m.created);
        for op in self.erased.drain(m.erased..) {
            self.erased_set.remove(&op);
        }
        self.erased_blocks.truncate(m.erased_blocks);
        for (c, _) in self.casts.drain(m.casts..) {
            self.target_casts.remove(&c);
        }
        self.modified.truncate(m.modified);
        for v in self.originals_log.drain(m.originals..) {
            self.originals.remove(&v);
        }
    }
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
///
/// With pattern rollback allowed, every change made through its methods is
/// recorded in the conversion's journal so that it can be undone; the
/// methods of the same names on the underlying [`Rewriter`] are shadowed
/// for that. Ops created through `rw.rw` (typed builders) are recorded by
/// the rewriter's listener. Changes made on `rw.ir` directly are not
/// recorded, except on blocks and regions that are not in the IR yet
/// (building the body of an op before creating it is fine), and neither
/// are those of plain rewrite patterns added with
/// [`ConversionPatternSet::add_rewrite_pattern`].
pub struct ConversionRewriter<'r, 'a> {
    /// The underlying rewriter, for building IR.
    pub rw: Rewriter<'a>,
    pub(super) state: &'r mut ConversionState,
    pub(super) journal: &'r RefCell<Journal>,
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
    fn log(&self, c: Change) {
        self.journal.borrow_mut().log(c);
    }

    fn recording(&self) -> bool {
        self.journal.borrow().record
    }

    /// Reports a diagnostic (MLIR's `emitError` from a pattern): it does not
    /// fail the conversion by itself, and comes back from the driver.
    pub fn emit(&mut self, d: crate::diag::Diagnostic) {
        self.state.diagnostics.push(d);
    }

    /// The type converter of the conversion, if any.
    pub fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter
    }

    /// The value operand `i` of `op` held before the conversion's
    /// replacements redirected it: what MLIR's `op->getOperand(i)` still
    /// returns during a conversion (its replacements take effect at the
    /// end), as opposed to the adaptor's operands.
    pub fn original_operand(&self, op: OpId, i: usize) -> Value {
        self.state.original_operand(self.rw.ir, op, i)
    }

    /// Records that operand `i` of `op` (a new op, built from current
    /// values) stands for `original`, so that folding it sees `original`
    /// as MLIR would, had the op been built from the original operands.
    /// Does nothing when `original` is the current operand.
    pub fn set_original_operand(&mut self, op: OpId, i: usize, original: Value) {
        if self.rw.ir.operand(op, i) != original {
            self.state.record_original(op, i, original);
        }
    }

    // ---- creation ----

    /// Creates an op at the insertion point; the driver legalizes it after
    /// the pattern.
    pub fn create(&mut self, state: OperationState) -> OpId {
        self.rw.create(state)
    }

    /// Clones `op` at the insertion point; the clone and the ops nested in
    /// it are legalized after the pattern (root first, as MLIR's
    /// `OpBuilder::clone` reports them).
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let new = self.rw.ir.clone_op(op, map);
        self.place(new);
        let nested = self.rw.ir.nested_ops(new);
        let mut j = self.journal.borrow_mut();
        for o in nested {
            j.log(Change::CreateOp(o));
            j.reported.insert(o);
            j.created.push(o);
        }
        new
    }

    /// Puts the detached `op` at the insertion point.
    fn place(&mut self, op: OpId) {
        match self.rw.insertion_point() {
            Some(InsertPoint::End(b)) => self.rw.ir.append_op(b, op),
            Some(InsertPoint::Before(a)) => self.rw.ir.insert_op_before(a, op),
            None => {}
        }
    }

    /// Creates an empty block at index `pos` of `region` with arguments of
    /// `types` at `locs`, and sets the insertion point to its end (MLIR's
    /// `createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        pos: usize,
        types: &[Type],
        locs: &[Attribute],
    ) -> BlockId {
        let ir = &mut *self.rw.ir;
        let b = ir.new_block();
        for (&t, &l) in types.iter().zip(locs) {
            ir.add_block_arg(b, t, l);
        }
        ir.insert_block(region, pos, b);
        self.log(Change::CreateBlock(b));
        self.rw.set_insertion_point_to_end(b);
        b
    }

    /// Appends an argument of type `ty` to `b`.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Attribute) -> Value {
        let v = self.rw.ir.add_block_arg(b, ty, loc);
        self.log(Change::AddBlockArg(b));
        v
    }

    // ---- in-place modification ----

    /// Changes `op` in place; the driver legalizes it again after the
    /// pattern. What `f` changes of `op` (operands, successors, attributes,
    /// properties, location) is undone on rollback; it must not change
    /// anything else.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        self.start_op_modification(op);
        let r = f(self.rw.ir);
        self.finalize_op_modification(op);
        r
    }

    /// [`ConversionRewriter::modify_op_in_place`] under the name of the
    /// underlying rewriter's method.
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        self.modify_op_in_place(op, f)
    }

    /// Records `op` as it is before changes made to it directly (MLIR's
    /// `startOpModification`); end with
    /// [`ConversionRewriter::finalize_op_modification`].
    pub fn start_op_modification(&mut self, op: OpId) {
        if self.recording() {
            let s = OpSnapshot::take(self.rw.ir, op);
            self.log(Change::ModifyOp(Box::new(s)));
        }
    }

    /// Ends a modification of `op`: the driver legalizes it again after
    /// the pattern (MLIR's `finalizeOpModification`).
    pub fn finalize_op_modification(&mut self, op: OpId) {
        self.state.modified.push(op);
    }

    /// [`ConversionRewriter::finalize_op_modification`] under the name of
    /// the underlying rewriter's method.
    pub fn notify_modified(&mut self, op: OpId) {
        self.finalize_op_modification(op);
    }

    // ---- replacement and erasure ----

    /// Sets operand `index` of `op` to `v`, recording the old value.
    fn set_operand(&mut self, op: OpId, index: usize, v: Value) {
        let old = self.rw.ir.operand(op, index);
        self.log(Change::SetOperand {
            op,
            index: index as u32,
            old,
        });
        self.rw.ir.set_operand(op, index, v);
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.rw.ir.uses(from).next() {
            self.set_operand(u.op, u.index as usize, to);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, crate::ir::UseRef) -> bool,
    ) {
        let uses: Vec<_> = self.rw.ir.uses(from).collect();
        for u in uses {
            if pred(self.rw.ir, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Replaces the uses of `op`'s results with `with` (one per result),
    /// leaving `op` in place.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, with: &[Value]) {
        assert_eq!(
            self.rw.ir.num_results(op),
            with.len(),
            "replacement values do not match the op's results"
        );
        for (i, &v) in with.iter().enumerate() {
            let r = self.rw.ir.result(op, i);
            self.replace_all_uses_with(r, v);
        }
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
            if r != to {
                let uses: SmallVec<[crate::ir::UseRef; 4]> = self.rw.ir.uses(r).collect();
                for u in uses {
                    let key = (u.op, u.index);
                    if let std::collections::hash_map::Entry::Vacant(e) =
                        self.state.originals.entry(key)
                    {
                        e.insert(r);
                        self.state.originals_log.push(key);
                    }
                }
            }
            self.replace_all_uses_with(r, to);
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

    /// Detaches `op`, recording where it was.
    fn detach(&mut self, op: OpId) {
        let ir = &*self.rw.ir;
        let (block, next) = (ir.parent_block(op), ir.next_op(op));
        self.log(Change::MoveOp { op, block, next });
        self.rw.ir.detach_op(op);
    }

    /// Schedules `op` for erasure: it is detached now and erased when the
    /// conversion ends (or put back if the change is undone); its results
    /// must have no uses left by then.
    pub fn erase_op(&mut self, op: OpId) {
        if self.state.erased_set.insert(op) {
            self.detach(op);
            self.state.erased.push(op);
        }
    }

    /// Schedules block `b` and its ops for erasure: it leaves its region now
    /// and is erased when the conversion ends.
    pub fn erase_block(&mut self, b: BlockId) {
        let region = self.rw.ir.block_parent(b);
        let index = self.rw.ir.block_index_in_region(b).unwrap_or(0);
        self.log(Change::MoveBlock {
            block: b,
            region,
            index,
        });
        self.rw.ir.detach_block(b);
        self.state.erased_blocks.push(b);
    }

    // ---- moving ----

    /// Moves `op` right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        assert!(
            !self.rw.ir.is_ancestor(op, anchor),
            "cannot move an op into its own body"
        );
        self.detach(op);
        self.rw.ir.insert_op_before(anchor, op);
    }

    /// Moves `op` right after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        assert!(
            !self.rw.ir.is_ancestor(op, anchor),
            "cannot move an op into its own body"
        );
        self.detach(op);
        self.rw.ir.insert_op_after(anchor, op);
    }

    /// Moves the ops of `src` before `before` in `dest` (at its end when
    /// `None`), replacing `src`'s arguments with `args`, then erases `src`
    /// (MLIR's `inlineBlockBefore`).
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let src_args: Vec<Value> = self.rw.ir.block_args(src).to_vec();
        assert_eq!(
            src_args.len(),
            args.len(),
            "incorrect number of replacement values for the block arguments"
        );
        for (a, &v) in src_args.into_iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        if let (Some(first), Some(last)) = (self.rw.ir.first_op(src), self.rw.ir.last_op(src)) {
            self.log(Change::MoveOps {
                first,
                last,
                block: src,
                next: None,
            });
            let ir = &mut *self.rw.ir;
            while let Some(o) = ir.first_op(src) {
                ir.detach_op(o);
                match before {
                    Some(b) => ir.insert_op_before(b, o),
                    None => ir.append_op(dest, o),
                }
            }
        }
        self.erase_block(src);
    }

    /// Appends the ops of `src` to `dest` and erases `src` (MLIR's
    /// `mergeBlocks`).
    pub fn merge_blocks(&mut self, src: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(src, dest, None, args);
    }

    /// Splits `b` before `before`; returns the new block holding `before`
    /// and the ops after it.
    pub fn split_block(&mut self, b: BlockId, before: OpId) -> BlockId {
        let new = self.rw.ir.split_block(b, before);
        self.log(Change::SplitBlock { block: b, new });
        new
    }

    /// Moves the blocks of `src` into `dest` before block index `pos`
    /// (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, src: RegionId, dest: RegionId, pos: usize) {
        let blocks: Vec<BlockId> = self.rw.ir.region_blocks(src).to_vec();
        for (i, b) in blocks.into_iter().enumerate() {
            // Each block is the first of `src` when it leaves.
            self.log(Change::MoveBlock {
                block: b,
                region: Some(src),
                index: 0,
            });
            self.rw.ir.detach_block(b);
            self.rw.ir.insert_block(dest, pos + i, b);
        }
    }

    // ---- types ----

    /// Converts the argument types of every block of `region` with the
    /// conversion's type converter, bridging the old uses with casts (a
    /// block signature conversion). Returns `false` (changing nothing) if a
    /// type cannot be converted to a single type.
    pub fn convert_region_types(&mut self, region: RegionId) -> bool {
        let blocks: Vec<_> = self.rw.ir.region_blocks(region).to_vec();
        self.convert_block_types(&blocks)
    }

    /// [`ConversionRewriter::convert_region_types`] for the entry block of
    /// `region` alone (MLIR 22's `convertRegionTypes`, which leaves the
    /// other blocks to the patterns of their predecessors' branches).
    pub fn convert_entry_block_types(&mut self, region: RegionId) -> bool {
        let entry: Vec<_> = self
            .rw
            .ir
            .region_blocks(region)
            .first()
            .copied()
            .into_iter()
            .collect();
        self.convert_block_types(&entry)
    }

    /// Converts the argument types of `blocks` (all or nothing).
    fn convert_block_types(&mut self, blocks: &[BlockId]) -> bool {
        let Some(tc) = self.converter else {
            return true;
        };
        let ctx = self.rw.ctx;
        let mut changes = Vec::new();
        for &b in blocks {
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
            self.log(Change::SetValueType { value: a, old });
            self.rw.ir.set_value_type(a, new);
            if !self.rw.ir.has_uses(a) {
                continue;
            }
            self.rw.set_insertion_point_to_start(b);
            let loc = self.rw.ir.value(a).loc;
            let uses: Vec<_> = self.rw.ir.uses(a).collect();
            let c = self.cast(a, old, loc, Materialization::Source);
            for u in uses {
                self.set_operand(u.op, u.index as usize, c);
            }
        }
        self.rw.set_insertion_point(saved);
        true
    }

    /// Inserts a framework cast of `v` to `ty` at the insertion point (an
    /// unresolved materialization: not a pattern's new op).
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
        self.journal.borrow_mut().quiet = true;
        let op = self.rw.create(st);
        self.journal.borrow_mut().quiet = false;
        self.log(Change::CreateOp(op));
        self.state.casts.push((op, kind));
        if kind == Materialization::Target {
            self.state.target_casts.insert(op);
        }
        self.rw.ir.result(op, 0)
    }
}
