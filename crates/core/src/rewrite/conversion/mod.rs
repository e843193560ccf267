//! The dialect conversion framework (MLIR's `DialectConversion`): rewrite
//! ops that a [`ConversionTarget`] calls illegal with
//! [`ConversionPattern`]s until every op is legal, converting types with a
//! [`TypeConverter`] on the way.
//!
//! - [`target`]: legal, illegal and dynamically legal ops and dialects.
//! - [`type_converter`]: type rules and materializations.
//! - [`pattern`]: conversion patterns and the [`ConversionRewriter`].
//! - here: the driver, [`apply_partial_conversion`] and
//!   [`apply_full_conversion`].
//!
//! # How a conversion runs (MLIR's order)
//! 1. The ops to convert are collected in pre-order, blocks of a region in
//!    depth-first order from the entry block (unreachable blocks are not
//!    visited); the ops nested in a recursively legal op are not.
//! 2. Each op, in that order, is legalized unless a pattern has replaced or
//!    erased it (or an ancestor) by then: a legal op is left alone; an
//!    illegal one is folded if it folds into legal ops, else the patterns
//!    rooted at it are tried by decreasing benefit. After a pattern, the op
//!    it modified in place and the ops it created are legalized in turn
//!    (recursively); a pattern already being applied further up the
//!    recursion is not tried again.
//! 3. Replaced and erased ops are erased at the end. Casts the framework
//!    inserted to bridge converted types are then reconciled (dead ones
//!    dropped, round trips folded); a cast still used is handed to the type
//!    converter's materializations, and if none applies the conversion
//!    fails with MLIR's "failed to legalize unresolved materialization".
//!
//! # Differences from MLIR
//! There is no rollback: a pattern that fails must leave the IR unchanged
//! (MLIR's contract with `allowPatternRollback` off), and when the ops a
//! successful pattern created cannot be legalized, the conversion of that
//! op fails without trying further patterns. The cost model that prefers
//! patterns producing legal ops directly is reduced to benefit order.
//! Uses are replaced immediately rather than at the end, which gives the
//! same IR when the conversion succeeds.

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
use crate::rewrite::{Listener, Rewriter};
use crate::verify::plain_error;
use pattern::{ConversionState, Materialization};
use rustc_hash::FxHashSet;

/// What a conversion produced: `Ok` with the diagnostics patterns emitted
/// on the way (they do not fail it), or `Err` with those and, last, the
/// error that failed it.
pub type ConversionResult = Result<Vec<Diagnostic>, Vec<Diagnostic>>;

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
    Driver::new(ctx, target, patterns, converter, false).run(ir, roots)
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
    Driver::new(ctx, target, patterns, converter, true).run(ir, roots)
}

struct Driver<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a FrozenConversionPatterns,
    converter: Option<&'a TypeConverter>,
    full: bool,
    state: ConversionState,
    /// Ops nested in recursively legal ops.
    ignored: FxHashSet<OpId>,
    /// Patterns being applied up the recursion (by address).
    active: Vec<*const ()>,
}

/// Records nothing: the conversion keeps its own books.
struct Quiet;
impl Listener for Quiet {}

impl<'a> Driver<'a> {
    fn new(
        ctx: &'a Context,
        target: &'a ConversionTarget,
        patterns: &'a FrozenConversionPatterns,
        converter: Option<&'a TypeConverter>,
        full: bool,
    ) -> Self {
        Driver {
            ctx,
            target,
            patterns,
            converter,
            full,
            state: ConversionState::default(),
            ignored: FxHashSet::default(),
            active: Vec::new(),
        }
    }

    fn run(mut self, ir: &mut Ir, roots: &[OpId]) -> ConversionResult {
        let r = self.convert(ir, roots);
        let mut diags = std::mem::take(&mut self.state.diagnostics);
        match r.and_then(|()| self.finish(ir)) {
            Ok(()) => Ok(diags),
            Err(d) => {
                diags.push(d);
                Err(diags)
            }
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
            if self.legalize(ir, op) {
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
        if self.ignored.contains(&op) || self.state.erased_set.contains(&op) {
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
                let nested = ir.nested_ops(op);
                self.ignored.extend(nested.into_iter().filter(|&o| o != op));
            }
            return true;
        }
        if self.ignored.contains(&op) {
            return true;
        }
        if let Some(folded) = self.try_fold(ir, op) {
            return folded;
        }
        self.legalize_with_pattern(ir, op)
    }

    /// Folds `op` if that leaves only legal ops: `Some(result)` when it
    /// folded, `None` to go on with patterns.
    fn try_fold(&mut self, ir: &mut Ir, op: OpId) -> Option<bool> {
        // Constants are looked for where the operands were before the
        // conversion's replacements (MLIR defers them to the end).
        let constants: Vec<Option<crate::Attribute>> = ir
            .operands(op)
            .map(|v| {
                let v = self.state.originals.get(&v).copied().unwrap_or(v);
                crate::rewrite::folder::value_constant(self.ctx, ir, v)
            })
            .collect();
        let results = crate::rewrite::folder::fold_op_with(self.ctx, ir, op, &constants)?;
        if results.is_empty() {
            // Folded in place: legalize the updated op.
            return Some(crate::support::stack::grow(|| self.legalize(ir, op)));
        }
        let loc = ir.op(op).loc;
        let dialect = self.ctx.op_name_info(ir.op_name(op)).dialect().to_string();
        let mut created = Vec::new();
        let mut values = Vec::new();
        {
            let mut quiet = Quiet;
            let mut rw = Rewriter::with_listener(self.ctx, ir, &mut quiet);
            rw.set_insertion_point_before(op);
            for (i, r) in results.iter().enumerate() {
                match *r {
                    FoldResult::Value(v) => values.push(v),
                    FoldResult::Attr(a) => {
                        let ty = rw.ir.value_type(rw.ir.result(op, i));
                        match rw.materialize_constant(&dialect, a, ty, loc) {
                            Some(c) => {
                                created.push(c);
                                values.push(rw.ir.result(c, 0));
                            }
                            None => {
                                for c in created {
                                    rw.erase_op(c);
                                }
                                return None;
                            }
                        }
                    }
                }
            }
        }
        // The constants must be legal as they are (no rollback past here).
        if created
            .iter()
            .any(|&c| self.target.is_legal(self.ctx, ir, c).is_none())
        {
            for c in created {
                ir.erase_op(c);
            }
            return None;
        }
        let mut quiet = Quiet;
        let mut crw = ConversionRewriter {
            rw: Rewriter::with_listener(self.ctx, ir, &mut quiet),
            state: &mut self.state,
            converter: self.converter,
        };
        crw.replace_op(op, &values);
        Some(true)
    }

    fn legalize_with_pattern(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let patterns = self.patterns.for_op(ir.op_name(op));
        for p in patterns {
            let key = std::sync::Arc::as_ptr(&p) as *const ();
            if self.active.contains(&key) {
                continue;
            }
            let operands = self.adapted_operands(ir, op);
            let (created_from, modified_from) =
                (self.state.created.len(), self.state.modified.len());
            let matched = {
                let mut quiet = Quiet;
                let mut crw = ConversionRewriter {
                    rw: Rewriter::with_listener(self.ctx, ir, &mut quiet),
                    state: &mut self.state,
                    converter: self.converter,
                };
                crw.rw.set_insertion_point_before(op);
                p.match_and_rewrite(op, &operands, &mut crw)
            };
            if !matched {
                continue;
            }
            self.active.push(key);
            let ok = crate::support::stack::grow(|| {
                self.legalize_results(ir, modified_from, created_from)
            });
            self.active.pop();
            return ok;
        }
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
        let created: Vec<OpId> = self.state.created[created_from..].to_vec();
        for c in created {
            if !self.state.erased_set.contains(&c) && !self.legalize(ir, c) {
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
    /// before `op` (dropped at the end if the pattern does not use it).
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
            let loc = ir.op(op).loc;
            let mut quiet = Quiet;
            let mut crw = ConversionRewriter {
                rw: Rewriter::with_listener(self.ctx, ir, &mut quiet),
                state: &mut self.state,
                converter: self.converter,
            };
            crw.rw.set_insertion_point_before(op);
            *v = crw.cast(*v, want, loc, Materialization::Target);
        }
        operands
    }

    /// Step 3 of the module doc.
    fn finish(&mut self, ir: &mut Ir) -> Result<(), Diagnostic> {
        for &op in self.state.erased.iter().rev() {
            ir.erase_op(op);
        }
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
                let mut quiet = Quiet;
                let mut rw = Rewriter::with_listener(self.ctx, ir, &mut quiet);
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
                    let from = self.ctx.print_type(ir.value_type(input));
                    let to = self.ctx.print_type(ty);
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
