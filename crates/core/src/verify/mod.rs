//! The verifier: structural invariants (terminators, successors, block
//! arguments, regions), trait checks, per-op verifiers and SSA dominance,
//! reporting the same messages at the same locations as MLIR.
//!
//! The walk uses an explicit work list (entrance and exit visits, as MLIR's
//! `OperationVerifier`), so nesting depth is bounded only by memory.

pub mod dominance;

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::Traits;
use crate::ir::symbol::symbol_name;
use crate::ir::{BlockId, Ir, OpId};
use dominance::DominanceInfo;
use rustc_hash::FxHashMap;

/// An error at `op`'s location, prefixed `'name' op ` and followed by MLIR's
/// "see current operation" note.
pub fn op_error(ctx: &Context, ir: &Ir, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    let name = ctx.op_name_str(ir.op_name(op));
    plain_error(ctx, ir, op, format!("'{name}' op {}", msg.as_ref()))
}

/// An error at `op`'s location without the op-name prefix (MLIR's
/// `op->emitError`), with the "see current operation" note unless the
/// context says not to (`--mlir-print-op-on-diagnostic=false`).
pub fn plain_error(ctx: &Context, ir: &Ir, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let loc = ir.op(op).loc;
    if !ctx.print_op_on_diagnostic() {
        return Diagnostic::error(loc, msg);
    }
    let text = crate::asm::printer::print_op_for_diagnostic(ctx, ir, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    Diagnostic::error(loc, msg).with_note(loc, format!("see current operation: {sep}{text}"))
}

fn may_be_valid_without_terminator(ctx: &Context, ir: &Ir, b: BlockId) -> bool {
    let Some(r) = ir.block_parent(b) else {
        return true;
    };
    if ir.region_blocks(r).len() != 1 {
        return false;
    }
    match ir.region_parent(r) {
        None => true,
        Some(op) => match ctx.op_def(ir.op_name(op)) {
            None => true,
            Some(d) => d.has(Traits::NO_TERMINATOR),
        },
    }
}

fn might_be_terminator(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    match ctx.op_def(ir.op_name(op)) {
        None => true,
        Some(d) => d.has(Traits::TERMINATOR),
    }
}

enum Work {
    Op(OpId),
    Block(BlockId),
}

/// Verifies `root` and everything nested in it.
pub fn verify(ctx: &Context, ir: &Ir, root: OpId) -> Result<(), Diagnostic> {
    let mut v = Verifier {
        ctx,
        ir,
        dom: DominanceInfo::default(),
        symbol_users: std::cell::Cell::new(0),
    };
    v.verify_op_and_dominance(root)
}

/// Runs the symbol-use checks of `op` and the ops nested in it, not
/// descending into nested symbol tables. MLIR's parser verifies a lone
/// top-level op (`--no-implicit-module`) inside a temporary module, whose
/// symbol table checks the op's symbol uses even when the op itself is not
/// a symbol table.
pub fn verify_symbol_uses_from(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let def = ctx.op_def(ir.op_name(op));
    if let Some(f) = def.and_then(|d| d.verify_symbol_uses) {
        f(ctx, ir, op)?;
    }
    if def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
        return Ok(());
    }
    let v = Verifier {
        ctx,
        ir,
        dom: DominanceInfo::default(),
        symbol_users: std::cell::Cell::new(0),
    };
    v.verify_symbol_uses(op)
}

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    dom: DominanceInfo,
    /// How many ops with symbol-use checks have been entered so far: a
    /// symbol table under which none were entered skips walking for them.
    symbol_users: std::cell::Cell<usize>,
}

impl Verifier<'_> {
    fn verify_op_and_dominance(&mut self, root: OpId) -> Result<(), Diagnostic> {
        crate::support::stack::grow(|| {
            self.verify_operation(root)?;
            if !self.ir.regions(root).is_empty() {
                self.verify_dominance(root)?;
            }
            Ok(())
        })
    }

    fn is_isolated(&self, op: OpId) -> bool {
        !self.ir.regions(op).is_empty()
            && self
                .ctx
                .op_def(self.ir.op_name(op))
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
    }

    fn verify_operation(&mut self, root: OpId) -> Result<(), Diagnostic> {
        // Exit entries carry the symbol-user count at the op's entrance.
        let mut stack: Vec<(Work, bool, usize)> = vec![(Work::Op(root), false, 0)];
        let ir = self.ir;
        while let Some((w, exit, users_before)) = stack.pop() {
            match w {
                Work::Op(op) => {
                    if exit {
                        self.op_exit(op, users_before)?;
                        continue;
                    }
                    let users_before = self.symbol_users.get();
                    self.op_entrance(op)?;
                    stack.push((Work::Op(op), true, users_before));
                    for &r in ir.regions(op).iter().rev() {
                        for &b in ir.region_blocks(r).iter().rev() {
                            stack.push((Work::Block(b), false, 0));
                        }
                    }
                }
                Work::Block(b) => {
                    if exit {
                        self.block_exit(b)?;
                        continue;
                    }
                    self.block_entrance(b)?;
                    stack.push((Work::Block(b), true, 0));
                    // Pushed in order then reversed in place, so the first
                    // op is popped first, without collecting the block.
                    let first = stack.len();
                    for o in ir.block_ops(b) {
                        if !self.is_isolated(o) {
                            stack.push((Work::Op(o), false, 0));
                        }
                    }
                    stack[first..].reverse();
                }
            }
        }
        Ok(())
    }

    fn block_entrance(&self, b: BlockId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        if ir.is_block_empty(b) {
            if may_be_valid_without_terminator(ctx, ir, b) {
                return Ok(());
            }
            let loc = ir
                .block_parent(b)
                .and_then(|r| ir.region_parent(r))
                .map_or(ctx.unknown_loc(), |p| ir.op(p).loc);
            return Err(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
        }
        let last = ir.last_op(b);
        for op in ir.block_ops(b) {
            if !ir.successors(op).is_empty() && Some(op) != last {
                return Err(plain_error(
                    ctx,
                    ir,
                    op,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    fn block_exit(&self, b: BlockId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let Some(last) = ir.last_op(b) else {
            return Ok(());
        };
        for &s in ir.successors(last) {
            if ir.block_parent(s) != ir.block_parent(b) {
                return Err(op_error(
                    ctx,
                    ir,
                    last,
                    "branching to block of a different region",
                ));
            }
        }
        if may_be_valid_without_terminator(ctx, ir, b) {
            return Ok(());
        }
        if !might_be_terminator(ctx, ir, last) {
            let text = crate::asm::printer::print_op_for_diagnostic(ctx, ir, last);
            return Err(plain_error(
                ctx,
                ir,
                last,
                format!("block with no terminator, has {text}"),
            ));
        }
        Ok(())
    }

    fn op_entrance(&self, op: OpId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let def = ctx.op_def(ir.op_name(op));
        if let Some(def) = def {
            if def.verify_symbol_uses.is_some() {
                self.symbol_users.set(self.symbol_users.get() + 1);
            }
            if let Some(f) = def.verify_shape {
                f(ctx, ir, op)?;
            }
            self.verify_traits(op, def)?;
            if let Some(f) = def.verify {
                f(ctx, ir, op)?;
            }
        }
        for (i, &r) in ir.regions(op).iter().enumerate() {
            if def.is_some_and(|d| d.has(Traits::GRAPH_REGIONS)) && ir.region_blocks(r).len() > 1 {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            if let Some(&entry) = ir.region_blocks(r).first() {
                if self.has_predecessors(entry) {
                    return Err(Diagnostic::error(
                        ir.op(op).loc,
                        "entry block of region may not have predecessors",
                    ));
                }
            }
        }
        Ok(())
    }

    fn has_predecessors(&self, b: BlockId) -> bool {
        let ir = self.ir;
        let Some(r) = ir.block_parent(b) else {
            return false;
        };
        ir.region_blocks(r).iter().any(|&blk| {
            ir.last_op(blk)
                .is_some_and(|t| ir.successors(t).contains(&b))
        })
    }

    /// Checks of the traits the core knows (MLIR's trait `verifyTrait`s).
    fn verify_traits(&self, op: OpId, def: &crate::dialect::OpDef) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        if def.has(Traits::TERMINATOR) {
            if let Some(b) = ir.parent_block(op) {
                if ir.last_op(b) != Some(op) {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        "must be the last operation in the parent block",
                    ));
                }
            }
        }
        if def.has(Traits::ZERO_REGIONS) && !ir.regions(op).is_empty() {
            return Err(op_error(ctx, ir, op, "requires zero regions"));
        }
        if def.has(Traits::SINGLE_BLOCK) {
            for (i, &r) in ir.regions(op).iter().enumerate() {
                let n = ir.region_blocks(r).len();
                if n > 1 {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        format!("expects region #{i} to have 0 or 1 blocks"),
                    ));
                }
            }
        }
        if def.has(Traits::NO_REGION_ARGUMENTS) {
            for (i, &r) in ir.regions(op).iter().enumerate() {
                if let Some(&b) = ir.region_blocks(r).first() {
                    if !ir.block_args(b).is_empty() {
                        let msg = if ir.regions(op).len() == 1 {
                            "region should have no arguments".to_string()
                        } else {
                            format!("region #{i} should have no arguments")
                        };
                        return Err(op_error(ctx, ir, op, msg));
                    }
                }
            }
        }
        Ok(())
    }

    fn op_exit(&mut self, op: OpId, users_before: usize) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        self.verify_isolated_children(op)?;
        let name = ir.op_name(op);
        if let Some(def) = ctx.op_def(name) {
            if def.has(Traits::SYMBOL_TABLE) {
                // Everything nested has been entered by now (isolated ops
                // just above, in this exit): without symbol users among
                // them, walking for their checks would find nothing.
                let has_users = self.symbol_users.get() != users_before;
                self.verify_symbol_table(op, has_users)?;
            }
            if def.has(Traits::ISOLATED_FROM_ABOVE) {
                self.verify_isolation(op)?;
            }
            if let Some(f) = def.verify_regions {
                f(ctx, ir, op)?;
            }
            return Ok(());
        }
        let info = ctx.op_name_info(name);
        let dialect = info.dialect();
        match ctx.dialect(dialect) {
            None => {
                if !ctx.allows_unregistered() {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                    ));
                }
            }
            Some(d) => {
                if !d.allows_unknown_ops() {
                    return Err(plain_error(
                        ctx,
                        ir,
                        op,
                        format!(
                            "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations",
                            ctx.op_name_str(name),
                            dialect
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Verifies the isolated-from-above ops nested directly in `op`'s
    /// regions, which the walk skipped. As in MLIR, they are independent of
    /// each other and run in parallel when the context allows threads; the
    /// error reported is the first in op order either way.
    fn verify_isolated_children(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let mut isolated: Vec<OpId> = Vec::new();
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                isolated.extend(ir.block_ops(b).filter(|&o| self.is_isolated(o)));
            }
        }
        if isolated.len() < 2 || !self.ctx.is_multithreading_enabled() {
            for o in isolated {
                self.verify_op_and_dominance(o)?;
            }
            return Ok(());
        }
        use rayon::prelude::*;
        let ctx = self.ctx;
        let results: Vec<Result<usize, Diagnostic>> = isolated
            .par_iter()
            .map(|&o| {
                let mut v = Verifier {
                    ctx,
                    ir,
                    dom: DominanceInfo::default(),
                    symbol_users: std::cell::Cell::new(0),
                };
                v.verify_op_and_dominance(o).map(|()| v.symbol_users.get())
            })
            .collect();
        for r in results {
            let users = r?;
            self.symbol_users.set(self.symbol_users.get() + users);
        }
        Ok(())
    }

    fn verify_symbol_table(&self, op: OpId, has_users: bool) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let regions = ir.regions(op);
        if regions.len() != 1 {
            return Err(op_error(
                ctx,
                ir,
                op,
                "Operations with a 'SymbolTable' must have exactly one region",
            ));
        }
        if ir.region_blocks(regions[0]).len() != 1 {
            return Err(op_error(
                ctx,
                ir,
                op,
                "Operations with a 'SymbolTable' must have exactly one block",
            ));
        }
        let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
        for o in ir.block_ops(ir.region_blocks(regions[0])[0]) {
            let Some(n) = symbol_name(ctx, ir, o) else {
                continue;
            };
            if let Some(&prev) = seen.get(n) {
                return Err(plain_error(
                    ctx,
                    ir,
                    o,
                    format!(
                        "redefinition of symbol named '{}'",
                        crate::support::raw_text::encode(n)
                    ),
                )
                .with_note(ir.op(prev).loc, "see existing symbol definition here"));
            }
            seen.insert(n, o);
        }
        if !has_users {
            return Ok(());
        }
        self.verify_symbol_uses(op)
    }

    /// Runs the symbol-use checks of every op under `table`, not descending
    /// into nested symbol tables (they check their own).
    fn verify_symbol_uses(&self, table: OpId) -> Result<(), Diagnostic> {
        crate::ir::symbol::with_symbol_table_cache(self.ir, || self.verify_symbol_uses_in(table))
    }

    fn verify_symbol_uses_in(&self, table: OpId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut stack: Vec<OpId> = Vec::new();
        let push_children = |stack: &mut Vec<OpId>, op: OpId| {
            for &r in ir.regions(op).iter().rev() {
                for &b in ir.region_blocks(r).iter().rev() {
                    let ops: Vec<OpId> = ir.block_ops(b).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        };
        push_children(&mut stack, table);
        while let Some(op) = stack.pop() {
            let def = ctx.op_def(ir.op_name(op));
            if let Some(f) = def.and_then(|d| d.verify_symbol_uses) {
                f(ctx, ir, op)?;
            }
            if !def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                push_children(&mut stack, op);
            }
        }
        Ok(())
    }

    /// Values used inside an isolated op must be defined inside it (MLIR's
    /// `verifyIsIsolatedFromAbove`; nested isolated ops check themselves).
    fn verify_isolation(&self, op: OpId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        for &top in ir.regions(op) {
            let mut inside: rustc_hash::FxHashSet<crate::ir::RegionId> =
                rustc_hash::FxHashSet::default();
            let mut pending = vec![top];
            inside.insert(top);
            while let Some(r) = pending.pop() {
                for &b in ir.region_blocks(r) {
                    for inner in ir.block_ops(b) {
                        for v in ir.operands(inner) {
                            let defined_in = ir.value_block(v).and_then(|b| ir.block_parent(b));
                            // Most values come from the region at hand.
                            if !defined_in.is_some_and(|dr| dr == r || inside.contains(&dr)) {
                                return Err(op_error(
                                    ctx,
                                    ir,
                                    inner,
                                    "using value defined outside the region",
                                )
                                .with_note(
                                    ir.op(op).loc,
                                    "required by region isolation constraints",
                                ));
                            }
                        }
                        if !self.is_isolated(inner) {
                            for &sub in ir.regions(inner) {
                                inside.insert(sub);
                                pending.push(sub);
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn verify_dominance(&mut self, root: OpId) -> Result<(), Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut work = vec![root];
        while let Some(op) = work.pop() {
            for &r in ir.regions(op) {
                let ssa = dominance::has_ssa_dominance(ctx, ir, r);
                for &b in ir.region_blocks(r) {
                    let reachable = self.dom.is_reachable(ctx, ir, b);
                    if reachable && ssa {
                        // Uses are checked against op positions in `b`.
                        self.dom.number_block(ir, b);
                    }
                    for o in ir.block_ops(b) {
                        if reachable {
                            for (i, v) in ir.operands(o).enumerate() {
                                if !self.dom.dominates_locally(ir, v, o, b, ssa)
                                    && !self.dom.properly_dominates(ctx, ir, v, o)
                                {
                                    return Err(dominance::diagnose(ctx, ir, o, i));
                                }
                            }
                        }
                        if !ir.regions(o).is_empty() && !self.is_isolated(o) {
                            work.push(o);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
