//! The dialect conversion framework (MLIR's `DialectConversion`): rewrite
//! ops that a [`ConversionTarget`] calls illegal with
//! [`ConversionPattern`]s until every op is legal, converting types with a
//! [`TypeConverter`] on the way.
//!
//! - [`target`]: legal, illegal and dynamically legal ops and dialects.
//! - [`type_converter`]: type rules and materializations.
//! - [`pattern`]: conversion patterns and the [`ConversionRewriter`].
//! - `journal`: the record of IR changes that rollback undoes.
//! - here: the driver, [`apply_partial_conversion`] and
//!   [`apply_full_conversion`] (and their `_with_config` forms taking a
//!   [`ConversionConfig`]).
//!
//! # How a conversion runs (MLIR's order)
//! 1. The ops to convert are collected in pre-order, blocks of a region in
//!    depth-first order from the entry block (unreachable blocks are not
//!    visited); the ops nested in a recursively legal op are not.
//! 2. Each op, in that order, is legalized unless a pattern has replaced or
//!    erased it (or an ancestor) by then: a legal op is left alone; an
//!    illegal one is folded if it folds into legal ops (a constant is not
//!    folded: it would fold to itself), else the patterns
//!    rooted at it are tried by decreasing benefit. After a pattern, the op
//!    it modified in place and the ops it created are legalized in turn
//!    (recursively); a pattern already being applied further up the
//!    recursion is not tried again. A pattern that returns failure, or
//!    whose modified and new ops cannot all be legalized, is rolled back
//!    (below) and the next one is tried (MLIR's
//!    `OperationLegalizer::legalizeWithPattern`); a fold whose constants
//!    cannot be legalized is rolled back likewise.
//! 3. If an op cannot be legalized and the conversion is full, or the op
//!    was explicitly marked illegal, the error is made (printing the op as
//!    it is then, as mlir-opt's "see current operation" note does) and then
//!    every change of the conversion is undone: the IR is what it was
//!    before (MLIR's `undoRewrites`). Diagnostics patterns emitted come
//!    first, in order, then that error.
//! 4. Otherwise the changes are committed: replaced and erased ops and
//!    erased blocks are erased. Casts the framework inserted to bridge
//!    converted types are then reconciled (dead ones dropped, round trips
//!    folded); a cast still used is handed to the type converter's
//!    materializations, and if none applies the conversion fails with
//!    MLIR's "failed to legalize unresolved materialization" (as in MLIR,
//!    nothing is undone at that stage).
//!
//! # Rollback: the journal
//! With [`ConversionConfig::allow_pattern_rollback`] (the default, as in
//! MLIR 22), every IR change made through the [`ConversionRewriter`] is
//! appended to a journal, each entry holding only what the change
//! overwrote:
//! - op creation (through the rewriter, typed builders on `rw.rw`, clones,
//!   folded constants, the framework's casts): the op;
//! - erasure and replacement: an erased or replaced op is only detached,
//!   its old place (block and next op) recorded, and its slots are freed
//!   at commit; the uses a replacement redirects are recorded one by one
//!   (operand slot and old value);
//! - in-place modification (`modify_op_in_place`, `start_op_modification`,
//!   in-place folds): the op's operands, successors, attributes,
//!   properties and location before it;
//! - moving ops (`move_op_before`/`after`, one entry for the whole run of
//!   ops `inline_block_before` and `merge_blocks` move), splitting a block
//!   (the two blocks), creating a block, moving blocks between regions
//!   (`inline_region_before`, `erase_block`: old region and index), adding
//!   a block argument;
//! - block signature conversion (`convert_region_types`): each argument's
//!   old type, the casts bridging its old uses and the uses moved to them
//!   (argument replacement).
//!
//! Recording is O(1) per change (an in-place modification copies the one
//! op's operand and successor lists); nothing copies IR. Undoing to a mark
//! pops entries last first, so each is undone on exactly the IR it left,
//! and truncates the driver's lists (new ops, modified ops, scheduled
//! erasures, casts, ignored ops) back to their lengths at the mark. Undoing
//! a creation unlinks the blocks of the op's regions (blocks moved into
//! them are put back by their own entries; blocks built with the op are
//! left detached) and frees the op. A mark is taken before each pattern
//! (and fold); the whole journal is the mark of a failed conversion. The
//! journal is dropped at commit.
//!
//! With rollback off (`allow-pattern-rollback=false` of
//! `convert-scf-to-cf`), nothing is recorded: a pattern that fails must
//! leave the IR unchanged, new IR that cannot be legalized fails the
//! conversion with MLIR's "pattern '...' produced IR that could not be
//! legalized" (a fatal error in mlir-opt), a fold that would need undoing
//! with "op '...' folder rollback of IR modifications requested", and a
//! failed conversion keeps what it did (MLIR's `applyRewrites`).
//!
//! Changes made on `rw.ir` directly are not recorded and cannot be undone,
//! except on IR not yet inserted (building an op's body before creating the
//! op); nor can those of plain rewrite patterns
//! ([`ConversionPatternSet::add_rewrite_pattern`]), which act on a
//! [`Rewriter`]. The rewriter's listener notes those it hears of
//! (modifications, replacements and erasures made through `rw.rw`): a
//! rollback that would have to cross one stops the conversion with an
//! error instead, and a failed conversion then keeps what it did.
//!
//! # Differences from MLIR
//! Uses are replaced immediately (and recorded, to be undone) rather than
//! at commit through a value mapping, which gives the same IR when the
//! conversion succeeds; the operands of an op printed in a diagnostic
//! mid-conversion may name the replacement values where MLIR names the
//! replaced ones. The cost model that prefers patterns producing legal ops
//! directly is reduced to benefit order.

mod journal;
pub mod pattern;
pub mod target;
pub mod type_converter;

pub use pattern::{
    ConversionPattern, ConversionPatternSet, ConversionRewriter, FnConversionPattern,
    FrozenConversionPatterns,
};
pub use target::{ConversionTarget, LegalOp, Legality, LegalityFn};
pub use type_converter::TypeConverter;

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::FoldResult;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};
use crate::rewrite::Rewriter;
use crate::verify::plain_error;
use journal::{Change, Journal, OpSnapshot, Recorder};
use pattern::{ConversionState, Mark, Materialization};
use rustc_hash::FxHashSet;
use std::cell::RefCell;

/// What a conversion produced: `Ok` with the diagnostics patterns emitted
/// on the way (they do not fail it), or `Err` with those and, last, the
/// error that failed it.
pub type ConversionResult = Result<Vec<Diagnostic>, Vec<Diagnostic>>;

/// How a conversion runs (the part of MLIR's `ConversionConfig` rmlir has).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConversionConfig {
    /// Record every change so that a pattern that fails, or whose new IR
    /// cannot be legalized, is undone and the next one tried, and so that a
    /// failed conversion leaves the IR as it found it (MLIR's
    /// `allowPatternRollback`, on by default). Off, nothing is recorded: a
    /// pattern must not fail after changing the IR, new IR that cannot be
    /// legalized is an error, and a failed conversion keeps what it did.
    pub allow_pattern_rollback: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            allow_pattern_rollback: true,
        }
    }
}

/// Converts what it can under `roots`: ops that stay illegal are an error
/// only if the target marks them illegal explicitly (MLIR's
/// `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &Context,
    ir: &mut Ir,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    converter: Option<&TypeConverter>,
) -> ConversionResult {
    apply_partial_conversion_with_config(
        ctx,
        ir,
        roots,
        target,
        patterns,
        converter,
        ConversionConfig::default(),
    )
}

/// [`apply_partial_conversion`] with a configuration.
pub fn apply_partial_conversion_with_config(
    ctx: &Context,
    ir: &mut Ir,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    converter: Option<&TypeConverter>,
    config: ConversionConfig,
) -> ConversionResult {
    Driver::new(ctx, target, patterns, converter, false, config).run(ir, roots)
}

/// Converts everything under `roots`: any op left not legal is an error
/// (MLIR's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    ir: &mut Ir,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    converter: Option<&TypeConverter>,
) -> ConversionResult {
    apply_full_conversion_with_config(
        ctx,
        ir,
        roots,
        target,
        patterns,
        converter,
        ConversionConfig::default(),
    )
}

/// [`apply_full_conversion`] with a configuration.
pub fn apply_full_conversion_with_config(
    ctx: &Context,
    ir: &mut Ir,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    converter: Option<&TypeConverter>,
    config: ConversionConfig,
) -> ConversionResult {
    Driver::new(ctx, target, patterns, converter, true, config).run(ir, roots)
}

struct Driver<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a FrozenConversionPatterns,
    converter: Option<&'a TypeConverter>,
    full: bool,
    rollback: bool,
    state: ConversionState,
    journal: RefCell<Journal>,
    /// Ops nested in recursively legal ops, and the order they were added
    /// in (for undoing).
    ignored: FxHashSet<OpId>,
    ignored_log: Vec<OpId>,
    /// Patterns being applied up the recursion (by address).
    active: Vec<*const ()>,
    /// Without rollback: the error that ends the conversion (MLIR's fatal
    /// errors of that mode).
    fatal: Option<Diagnostic>,
}

/// Builds the conversion rewriter over `$ir` for driver `$d`, its
/// underlying rewriter reporting to the recorder `$rec`.
macro_rules! conversion_rewriter {
    ($d:ident, $ir:expr, $rec:ident) => {
        ConversionRewriter {
            rw: Rewriter::with_listener($d.ctx, $ir, &mut $rec),
            state: &mut $d.state,
            journal: &$d.journal,
            converter: $d.converter,
        }
    };
}

impl<'a> Driver<'a> {
    fn new(
        ctx: &'a Context,
        target: &'a ConversionTarget,
        patterns: &'a FrozenConversionPatterns,
        converter: Option<&'a TypeConverter>,
        full: bool,
        config: ConversionConfig,
    ) -> Self {
        Driver {
            ctx,
            target,
            patterns,
            converter,
            full,
            rollback: config.allow_pattern_rollback,
            state: ConversionState::default(),
            journal: RefCell::new(Journal::default()),
            ignored: FxHashSet::default(),
            ignored_log: Vec::new(),
            active: Vec::new(),
            fatal: None,
        }
    }

    fn run(mut self, ir: &mut Ir, roots: &[OpId]) -> ConversionResult {
        {
            let mut j = self.journal.borrow_mut();
            j.record = self.rollback;
            j.ops_at_start = ir.num_op_slots();
        }
        let r = match self.convert(ir, roots) {
            Ok(()) => self.finish(ir),
            Err(d) => {
                self.abandon(ir);
                Err(d)
            }
        };
        let mut diags = std::mem::take(&mut self.state.diagnostics);
        match r {
            Ok(()) => Ok(diags),
            Err(d) => {
                diags.push(d);
                Err(diags)
            }
        }
    }

    /// Where the conversion's books stand.
    fn mark(&self) -> (Mark, usize) {
        (
            self.state.mark(&self.journal.borrow()),
            self.ignored_log.len(),
        )
    }

    /// Whether everything since `m` can be undone.
    fn can_undo(&self, m: (Mark, usize)) -> bool {
        self.state.can_undo(&self.journal.borrow(), m.0)
    }

    /// Undoes everything since `m` (see the module doc).
    fn undo_to(&mut self, ir: &mut Ir, m: (Mark, usize)) {
        let mut j = self.journal.borrow_mut();
        self.state.undo_to(self.ctx, ir, &mut j, m.0);
        for op in self.ignored_log.drain(m.1..) {
            self.ignored.remove(&op);
        }
    }

    /// After a failed conversion: with rollback, the IR is restored to what
    /// it was (MLIR's `undoRewrites`); without, what was done is kept and
    /// the ops scheduled for erasure are erased (`applyRewrites`).
    fn abandon(&mut self, ir: &mut Ir) {
        if self.rollback && self.can_undo((Mark::default(), 0)) {
            self.undo_to(ir, (Mark::default(), 0));
        } else {
            self.erase_scheduled(ir);
        }
    }

    fn erase_scheduled(&mut self, ir: &mut Ir) {
        for &op in self.state.erased.iter().rev() {
            ir.erase_op(op);
        }
        for &b in self.state.erased_blocks.iter().rev() {
            ir.erase_block(b);
        }
    }

    fn convert(&mut self, ir: &mut Ir, roots: &[OpId]) -> Result<(), Diagnostic> {
        let mut to_convert = Vec::new();
        for &r in roots {
            self.collect(ir, r, &mut to_convert);
        }
        let root_set: FxHashSet<OpId> = roots.iter().copied().collect();
        for op in to_convert {
            if !self.is_live(ir, op, &root_set) {
                continue;
            }
            let legal = self.legalize(ir, op);
            if let Some(d) = self.fatal.take() {
                return Err(d);
            }
            if legal {
                continue;
            }
            let name = self.ctx.op_name_str(ir.op_name(op));
            if self.full {
                return Err(plain_error(
                    self.ctx,
                    ir,
                    op,
                    format!("failed to legalize operation '{name}'"),
                ));
            }
            if self.target.is_illegal(self.ctx, ir, op) {
                return Err(plain_error(
                    self.ctx,
                    ir,
                    op,
                    format!(
                        "failed to legalize operation '{name}' that was explicitly marked illegal"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Step 1 of the module doc.
    fn collect(&self, ir: &Ir, root: OpId, out: &mut Vec<OpId>) {
        let mut stack: Vec<OpId> = vec![root];
        while let Some(op) = stack.pop() {
            out.push(op);
            if self
                .target
                .is_legal(self.ctx, ir, op)
                .is_some_and(|l| l.recursively)
            {
                continue;
            }
            // Children are pushed in reverse so that they pop in order.
            let mut children = Vec::new();
            for &r in ir.regions(op) {
                for b in dfs_blocks(ir, r) {
                    children.extend(ir.block_ops(b));
                }
            }
            stack.extend(children.into_iter().rev());
        }
    }

    /// Whether `op` is still in the IR under a root, and not ignored.
    fn is_live(&self, ir: &Ir, op: OpId, roots: &FxHashSet<OpId>) -> bool {
        if !ir.is_op_alive(op) || self.ignored.contains(&op) || self.state.erased_set.contains(&op)
        {
            return false;
        }
        let mut cur = op;
        loop {
            if roots.contains(&cur) {
                return true;
            }
            match ir.parent_op(cur) {
                Some(p) if !self.state.erased_set.contains(&p) => cur = p,
                _ => return false,
            }
        }
    }

    /// Step 2 of the module doc, for one op.
    fn legalize(&mut self, ir: &mut Ir, op: OpId) -> bool {
        if let Some(l) = self.target.is_legal(self.ctx, ir, op) {
            if l.recursively {
                for o in ir.nested_ops(op) {
                    if o != op && self.ignored.insert(o) {
                        self.ignored_log.push(o);
                    }
                }
            }
            return true;
        }
        if self.ignored.contains(&op) {
            return true;
        }
        if self.try_fold(ir, op) {
            return true;
        }
        if self.fatal.is_some() {
            return false;
        }
        self.legalize_with_pattern(ir, op)
    }

    /// Folds `op` if that leaves only legal ops (MLIR's `legalizeWithFold`):
    /// a fold in place legalizes the updated op; a fold to values replaces
    /// `op` and legalizes the constants materialized for it, and is undone
    /// if one of them cannot be.
    fn try_fold(&mut self, ir: &mut Ir, op: OpId) -> bool {
        // A constant folds to itself: there is nothing to do (MLIR's
        // `OpBuilder::tryFold`), and materializing it again would loop.
        if crate::rewrite::folder::constant_value(self.ctx, ir, op).is_some() {
            return false;
        }
        // The folder sees the operands as they were before the conversion's
        // replacements (MLIR defers those to the end): both their constants
        // and their identity (`minimumf(x, x)` folds only while both
        // operands are still the same value). The originals are put in
        // place for the fold and mapped back to the current values after.
        let before: Vec<crate::ir::Value> = ir.operands(op).collect();
        let originals: Vec<crate::ir::Value> = (0..before.len())
            .map(|i| self.state.original_operand(ir, op, i))
            .collect();
        let constants: Vec<Option<crate::Attribute>> = originals
            .iter()
            .map(|&v| crate::rewrite::folder::value_constant(self.ctx, ir, v))
            .collect();
        let start = self.mark();
        // The fold may change `op` in place (MLIR's `startOpModification`).
        self.journal
            .borrow_mut()
            .log(Change::ModifyOp(Box::new(OpSnapshot::take(ir, op))));
        let swapped = originals != before;
        if swapped {
            set_operands_where_different(ir, op, &originals);
        }
        let folded = crate::rewrite::folder::fold_op_with(self.ctx, ir, op, &constants);
        // An original that was replaced stands for its replacement.
        let current = |v: crate::ir::Value| {
            (0..originals.len())
                .find(|&i| originals[i] == v && before[i] != v)
                .map_or(v, |i| before[i])
        };
        // Where each operand came from, when the fold may have permuted
        // the originals: matched position by position (not by value, since
        // two operands may now hold the same value).
        let mut moved_originals: Option<Vec<Option<crate::ir::Value>>> = None;
        if swapped {
            let after: Vec<crate::ir::Value> = ir.operands(op).collect();
            let mut taken = vec![false; originals.len()];
            let mut now = Vec::with_capacity(after.len());
            let mut origs = Vec::with_capacity(after.len());
            for v in after {
                match (0..originals.len()).find(|&i| !taken[i] && originals[i] == v) {
                    Some(i) => {
                        taken[i] = true;
                        now.push(before[i]);
                        origs.push((originals[i] != before[i]).then_some(originals[i]));
                    }
                    None => {
                        now.push(v);
                        origs.push(None);
                    }
                }
            }
            set_operands_where_different(ir, op, &now);
            moved_originals = Some(origs);
        }
        let Some(mut results) = folded else {
            self.undo_to(ir, start);
            return false;
        };
        for r in results.iter_mut() {
            if let FoldResult::Value(v) = r {
                *v = current(*v);
            }
        }
        if results.is_empty() {
            // Folded in place: the original operands move with their values
            // (a commutative fold swapping them must not see the swap undone
            // by the originals at the old positions), then the updated op is
            // legalized. Without originals (nothing swapped: a recorded
            // original always differs from its current operand) there is
            // nothing to move.
            if let Some(origs) = moved_originals {
                self.set_originals(op, before.len(), &origs);
            }
            return crate::support::stack::grow(|| self.legalize(ir, op));
        }
        let loc = ir.op(op).loc;
        let dialect = self.ctx.op_name_info(ir.op_name(op)).dialect().to_string();
        let created_from = self.journal.borrow().created.len();
        let mut values = Vec::new();
        let mut rec = Recorder(&self.journal);
        let mut crw = conversion_rewriter!(self, ir, rec);
        crw.rw.set_insertion_point_before(op);
        for (i, r) in results.iter().enumerate() {
            match *r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => {
                    let ty = crw.rw.ir.value_type(crw.rw.ir.result(op, i));
                    match crw.rw.materialize_constant(&dialect, a, ty, loc) {
                        Some(c) => values.push(crw.rw.ir.result(c, 0)),
                        None => {
                            self.undo_fold(ir, start, created_from);
                            return false;
                        }
                    }
                }
            }
        }
        crw.replace_op(op, &values);
        let created: Vec<OpId> = self.journal.borrow().created[created_from..].to_vec();
        for c in created {
            if !crate::support::stack::grow(|| self.legalize(ir, c)) {
                if !self.rollback {
                    let name = self.ctx.op_name_str(ir.op_name(op));
                    self.set_fatal(Diagnostic::error(
                        loc,
                        format!("op '{name}' folder rollback of IR modifications requested"),
                    ));
                    return false;
                }
                self.undo_to(ir, start);
                return false;
            }
        }
        true
    }

    /// Replaces the original operands recorded for `op` (which had `old_len`
    /// operands) by `origs`, one per operand now.
    fn set_originals(&mut self, op: OpId, old_len: usize, origs: &[Option<crate::ir::Value>]) {
        for i in 0..old_len {
            self.state.originals.remove(&(op, i as u32));
        }
        for (j, o) in origs.iter().enumerate() {
            if let Some(orig) = *o {
                self.state.record_original(op, j, orig);
            }
        }
    }

    /// Drops the constants a fold materialized before one failed.
    fn undo_fold(&mut self, ir: &mut Ir, start: (Mark, usize), created_from: usize) {
        if self.rollback {
            self.undo_to(ir, start);
            return;
        }
        let created: Vec<OpId> = self
            .journal
            .borrow_mut()
            .created
            .drain(created_from..)
            .collect();
        for c in created.into_iter().rev() {
            ir.erase_op(c);
        }
    }

    fn set_fatal(&mut self, d: Diagnostic) {
        if self.fatal.is_none() {
            self.fatal = Some(d);
        }
    }

    fn legalize_with_pattern(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let patterns = self.patterns.for_op(ir.op_name(op));
        let loc = ir.op(op).loc;
        for p in patterns {
            let key = std::sync::Arc::as_ptr(&p) as *const ();
            if self.active.contains(&key) {
                continue;
            }
            let start = self.mark();
            let operands = self.adapted_operands(ir, op);
            let (created_from, modified_from) = (
                self.journal.borrow().created.len(),
                self.state.modified.len(),
            );
            let matched = {
                let mut rec = Recorder(&self.journal);
                let mut crw = conversion_rewriter!(self, ir, rec);
                crw.rw.set_insertion_point_before(op);
                p.match_and_rewrite(op, &operands, &mut crw)
            };
            if !matched {
                // MLIR's "pattern failed but IR changed" case: with
                // rollback, whatever it did is undone.
                if self.rollback && !self.undo_pattern(ir, loc, p.name(), start) {
                    return false;
                }
                continue;
            }
            self.active.push(key);
            let ok = crate::support::stack::grow(|| {
                self.legalize_results(ir, modified_from, created_from)
            });
            self.active.pop();
            if ok {
                return true;
            }
            if self.fatal.is_some() {
                return false;
            }
            if !self.rollback {
                let names = |ops: &[OpId]| {
                    ops.iter()
                        .filter(|&&o| ir.is_op_alive(o))
                        .map(|&o| self.ctx.op_name_str(ir.op_name(o)).to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let new_ops = names(&self.journal.borrow().created[created_from..]);
                let modified = names(&self.state.modified[modified_from..]);
                let d = Diagnostic::error(
                    loc,
                    format!(
                        "pattern '{}' produced IR that could not be legalized. new ops: {{{new_ops}}}, modified ops: {{{modified}}}",
                        p.name()
                    ),
                );
                self.set_fatal(d);
                return false;
            }
            // The new IR cannot be legalized: undo the pattern and try the
            // next one.
            if !self.undo_pattern(ir, loc, p.name(), start) {
                return false;
            }
        }
        false
    }

    /// Undoes the pattern `name` applied since `start` to the op at `loc`,
    /// unless it changed the IR behind the conversion rewriter's back: then
    /// the conversion stops with an error, and `false` is returned.
    fn undo_pattern(
        &mut self,
        ir: &mut Ir,
        loc: crate::Attribute,
        name: &str,
        start: (Mark, usize),
    ) -> bool {
        if self.can_undo(start) {
            self.undo_to(ir, start);
            return true;
        }
        // The op itself may be gone: no "see current operation" note.
        let d = Diagnostic::error(
            loc,
            format!(
                "pattern '{name}' changed the IR behind the conversion rewriter's back, which cannot be rolled back"
            ),
        );
        self.set_fatal(d);
        false
    }

    /// Legalizes what a pattern modified in place and created.
    fn legalize_results(&mut self, ir: &mut Ir, modified_from: usize, created_from: usize) -> bool {
        let modified: Vec<OpId> = self.state.modified[modified_from..].to_vec();
        for m in modified {
            if !self.state.erased_set.contains(&m) && !self.legalize(ir, m) {
                return false;
            }
        }
        let created: Vec<OpId> = self.journal.borrow().created[created_from..].to_vec();
        for c in created {
            if ir.is_op_alive(c) && !self.state.erased_set.contains(&c) && !self.legalize(ir, c) {
                return false;
            }
        }
        true
    }

    /// `op`'s operands, each followed through the framework casts that
    /// replaced it to the value of its converted type (or the last one).
    fn remapped_operands(&self, ir: &Ir, op: OpId) -> Vec<Value> {
        let casts: FxHashSet<OpId> = self.state.casts.iter().map(|&(c, _)| c).collect();
        ir.operands(op)
            .map(|v| {
                let desired = self
                    .converter
                    .and_then(|tc| tc.convert_type(self.ctx, ir.value_type(v)));
                let mut cur = v;
                let mut best = (desired.is_none_or(|t| ir.value_type(v) == t)).then_some(v);
                while let ValueDef::Result { op: d, .. } = ir.value(cur).def {
                    if !casts.contains(&d) || ir.num_operands(d) != 1 {
                        break;
                    }
                    cur = ir.operand(d, 0);
                    if desired.is_none_or(|t| ir.value_type(cur) == t) {
                        best = Some(cur);
                    }
                }
                best.unwrap_or(cur)
            })
            .collect()
    }

    /// The operands a pattern sees: remapped, and where the type converter
    /// wants another type than the value has, bridged by a target cast
    /// (dropped at the end if the pattern does not use it). As in MLIR, the
    /// cast goes right where the value is defined (after its op, or at the
    /// start of its block for a block argument), and a value already
    /// bridged to that type reuses its cast.
    fn adapted_operands(&mut self, ir: &mut Ir, op: OpId) -> Vec<Value> {
        let mut operands = self.remapped_operands(ir, op);
        let Some(tc) = self.converter else {
            return operands;
        };
        for v in operands.iter_mut() {
            let ty = ir.value_type(*v);
            let Some(want) = tc.convert_type(self.ctx, ty).filter(|&t| t != ty) else {
                continue;
            };
            if let Some(existing) = self.target_cast_of(ir, *v, want) {
                *v = existing;
                continue;
            }
            let loc = ir.op(op).loc;
            let def = ir.value(*v).def;
            let mut rec = Recorder(&self.journal);
            let mut crw = conversion_rewriter!(self, ir, rec);
            match def {
                ValueDef::Result { op: d, .. } => crw.rw.set_insertion_point_after(d),
                ValueDef::Arg { block, .. } => crw.rw.set_insertion_point_to_start(block),
            }
            *v = crw.cast(*v, want, loc, Materialization::Target);
        }
        operands
    }

    /// A live target cast of `v` to `ty` made earlier in this conversion
    /// (MLIR looks materializations up in its value mapping). Undone casts
    /// are gone from the IR, so they are never found.
    fn target_cast_of(&self, ir: &Ir, v: Value, ty: crate::Type) -> Option<Value> {
        ir.uses(v).find_map(|u| {
            let c = u.op;
            let candidate = ir.num_operands(c) == 1
                && ir.num_results(c) == 1
                && ir.value_type(ir.result(c, 0)) == ty
                && !self.state.erased_set.contains(&c);
            (candidate && self.state.target_casts.contains(&c)).then(|| ir.result(c, 0))
        })
    }

    /// Step 3 of the module doc.
    fn finish(&mut self, ir: &mut Ir) -> Result<(), Diagnostic> {
        // Nothing is undone past here: the journal goes.
        self.journal.get_mut().changes = Vec::new();
        self.erase_scheduled(ir);
        // Reconcile the framework's casts, last first.
        let mut live: Vec<(OpId, Materialization)> = self
            .state
            .casts
            .iter()
            .copied()
            .filter(|(c, _)| !self.state.erased_set.contains(c))
            .collect();
        let mut gone: FxHashSet<OpId> = FxHashSet::default();
        let is_cast =
            |ir: &Ir, v: Value, set: &[(OpId, Materialization)], gone: &FxHashSet<OpId>| {
                ir.defining_op(v)
                    .filter(|d| !gone.contains(d) && set.iter().any(|&(c, _)| c == *d))
            };
        let mut work: Vec<OpId> = live.iter().map(|&(c, _)| c).collect();
        while let Some(c) = work.pop() {
            if gone.contains(&c) {
                continue;
            }
            let result = ir.result(c, 0);
            let input = ir.operand(c, 0);
            if !ir.has_uses(result) {
                if let Some(d) = is_cast(ir, input, &live, &gone) {
                    work.push(d);
                }
                ir.erase_op(c);
                gone.insert(c);
                continue;
            }
            // Follow the chain of casts feeding this one for a value of the
            // result's type.
            let ty = ir.value_type(result);
            let mut src = input;
            loop {
                if ir.value_type(src) == ty {
                    let uses: Vec<_> = ir.uses(result).collect();
                    for u in uses {
                        ir.set_operand(u.op, u.index as usize, src);
                    }
                    if let Some(d) = is_cast(ir, input, &live, &gone) {
                        work.push(d);
                    }
                    ir.erase_op(c);
                    gone.insert(c);
                    break;
                }
                match is_cast(ir, src, &live, &gone) {
                    Some(d) => src = ir.operand(d, 0),
                    None => break,
                }
            }
        }
        live.retain(|(c, _)| !gone.contains(c));
        for (c, kind) in live {
            let result = ir.result(c, 0);
            let input = ir.operand(c, 0);
            let (ty, loc) = (ir.value_type(result), ir.op(c).loc);
            let built = self.converter.and_then(|tc| {
                let mut rw = Rewriter::new(self.ctx, ir);
                rw.set_insertion_point_before(c);
                match kind {
                    Materialization::Source => tc.materialize_source(&mut rw, ty, &[input], loc),
                    Materialization::Target => tc.materialize_target(&mut rw, ty, &[input], loc),
                }
            });
            match built {
                Some(v) => {
                    let uses: Vec<_> = ir.uses(result).collect();
                    for u in uses {
                        ir.set_operand(u.op, u.index as usize, v);
                    }
                    ir.erase_op(c);
                }
                None => {
                    let user = ir.uses(result).next().map(|u| u.op);
                    // Types are quoted, as MLIR's diagnostics stream them.
                    let from = format!("'{}'", self.ctx.print_type(ir.value_type(input)));
                    let to = format!("'{}'", self.ctx.print_type(ty));
                    let mut d = plain_error(
                        self.ctx,
                        ir,
                        c,
                        format!("failed to legalize unresolved materialization from ({from}) to ({to}) that remained live after conversion"),
                    );
                    if let Some(u) = user {
                        let text = crate::asm::printer::print_op_for_diagnostic(self.ctx, ir, u);
                        d = d.with_note(
                            ir.op(u).loc,
                            format!("see existing live user here: {text}"),
                        );
                    }
                    self.state.casts.clear();
                    return Err(d);
                }
            }
        }
        Ok(())
    }
}

/// The blocks of `r` in depth-first pre-order from the entry block over
/// successors (MLIR's `ForwardDominanceIterator`); unreachable blocks are
/// left out.
fn dfs_blocks(ir: &Ir, r: RegionId) -> Vec<BlockId> {
    let Some(&entry) = ir.region_blocks(r).first() else {
        return Vec::new();
    };
    // A block is marked when visited (not when pushed), which is what a
    // recursive depth-first walk would do.
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut out = Vec::new();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        out.push(b);
        if let Some(t) = ir.last_op(b) {
            for &s in ir.successors(t).iter().rev() {
                if !seen.contains(&s) {
                    stack.push(s);
                }
            }
        }
    }
    out
}

/// Sets each operand of `op` that differs from `values` (of the same
/// length) to it.
fn set_operands_where_different(ir: &mut Ir, op: OpId, values: &[crate::ir::Value]) {
    for (i, &v) in values.iter().enumerate() {
        if ir.operand(op, i) != v {
            ir.set_operand(op, i, v);
        }
    }
}
