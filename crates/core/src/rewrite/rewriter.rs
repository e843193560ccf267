//! The rewriter: every IR change a pattern makes goes through it, so that a
//! [`Listener`] hears of it (MLIR's `RewriterBase` and `PatternRewriter`).
//!
//! The notifications follow MLIR's: replacing uses notifies each user as
//! modified (once per use, in use-list order), erasing an op notifies its
//! nested ops first (post-order, later blocks and ops first), and moved ops
//! are notified as inserted. The greedy driver's worklist order, and thus
//! the output, depends on this sequence.

use crate::context::Context;
use crate::ir::{BlockId, InsertPoint, Ir, IrMapping, OpId, OperationState, RegionId, Value};
use crate::{Attribute, Type};

/// Hears of the changes made through a [`Rewriter`] (MLIR's
/// `RewriterBase::Listener`). Every hook gets the IR as it is at the time of
/// the notification: after an insertion or modification, before an erasure.
pub trait Listener {
    /// `op` was inserted (created at the insertion point, or moved).
    fn notify_op_inserted(&mut self, _ir: &Ir, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, successors, or a use of
    /// its operand replaced).
    fn notify_op_modified(&mut self, _ir: &Ir, _op: OpId) {}
    /// The uses of `op`'s results are about to be replaced by `with` (one
    /// value per result); when the op itself is replaced, its erasure follows.
    fn notify_op_replaced(&mut self, _ir: &Ir, _op: OpId, _with: &[Value]) {}
    /// `op` is about to be erased (nested ops were notified first).
    fn notify_op_erased(&mut self, _ir: &Ir, _op: OpId) {}
    /// `block` is about to be erased.
    fn notify_block_erased(&mut self, _ir: &Ir, _block: BlockId) {}
}

/// Makes changes to an [`Ir`] and reports them to a listener.
pub struct Rewriter<'a> {
    /// The context types and attributes come from.
    pub ctx: &'a Context,
    /// The arena being rewritten. Changing it directly bypasses the listener:
    /// fine for ops the rewriter created and has not inserted yet.
    pub ir: &'a mut Ir,
    point: Option<InsertPoint>,
    listener: Option<&'a mut dyn Listener>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter without a listener.
    pub fn new(ctx: &'a Context, ir: &'a mut Ir) -> Self {
        Rewriter {
            ctx,
            ir,
            point: None,
            listener: None,
        }
    }

    /// A rewriter reporting to `listener`.
    pub fn with_listener(ctx: &'a Context, ir: &'a mut Ir, listener: &'a mut dyn Listener) -> Self {
        Rewriter {
            ctx,
            ir,
            point: None,
            listener: Some(listener),
        }
    }

    // ---- insertion point ----

    /// Where created ops go; `None` leaves them detached.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.point
    }
    /// Sets where created ops go (`None`: leave them detached).
    pub fn set_insertion_point(&mut self, p: Option<InsertPoint>) {
        self.point = p;
    }
    /// Inserts before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = Some(InsertPoint::Before(op));
    }
    /// Inserts right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = Some(match self.ir.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.ir.parent_block(op).expect("op in a block")),
        });
    }
    /// Inserts at the start of `b`.
    pub fn set_insertion_point_to_start(&mut self, b: BlockId) {
        self.point = Some(match self.ir.first_op(b) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(b),
        });
    }
    /// Inserts at the end of `b`.
    pub fn set_insertion_point_to_end(&mut self, b: BlockId) {
        self.point = Some(InsertPoint::End(b));
    }
    /// The block the insertion point is in.
    pub fn insertion_block(&self) -> Option<BlockId> {
        match self.point? {
            InsertPoint::End(b) => Some(b),
            InsertPoint::Before(o) => self.ir.parent_block(o),
        }
    }

    // ---- notifications ----

    fn inserted(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_inserted(self.ir, op);
        }
    }

    /// Reports that `op` was changed in place (MLIR's
    /// `finalizeOpModification`).
    pub fn notify_modified(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_modified(self.ir, op);
        }
    }

    /// Changes `op` with `f` and reports it as modified (MLIR's
    /// `modifyOpInPlace`).
    pub fn modify_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        let r = f(self.ir);
        self.notify_modified(op);
        r
    }

    /// Records why a pattern did not match (MLIR's `notifyMatchFailure`);
    /// always `false`, for `return rw.notify_match_failure(..)`.
    pub fn notify_match_failure(&mut self, _reason: &str) -> bool {
        false
    }

    // ---- creation ----

    /// Inserts the detached `op` at the insertion point.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.point {
            Some(InsertPoint::End(b)) => self.ir.append_op(b, op),
            Some(InsertPoint::Before(a)) => self.ir.insert_op_before(a, op),
            None => {}
        }
        self.inserted(op);
        op
    }

    /// Creates an op at the insertion point, completed as
    /// [`OperationState::complete`] says (a registered op given no
    /// properties starts with its definition's defaults, as MLIR's property
    /// storage does).
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        state.complete(self.ctx);
        let op = self.ir.create_op(state);
        self.insert(op)
    }

    /// Clones `op` (with its regions) at the insertion point; nested ops are
    /// reported as inserted first, in pre-order.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let new = self.ir.clone_op(op, map);
        if self.listener.is_some() {
            let nested = self.ir.nested_ops(new);
            for o in nested {
                self.inserted(o);
            }
        }
        self.insert(new)
    }

    /// Asks `op`'s dialect to create a constant op for `value` of type `ty`
    /// at the insertion point (MLIR's `materializeConstant`).
    pub fn materialize_constant(
        &mut self,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let d = self.ctx.load_dialect(dialect)?;
        let op = d.materialize_constant(self.ctx, self.ir, value, ty, loc)?;
        Some(self.insert(op))
    }

    // ---- replacement and erasure ----

    /// Makes every use of `from` a use of `to`, reporting each user.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.ir.uses(from).next() {
            self.ir.set_operand(u.op, u.index as usize, to);
            self.notify_modified(u.op);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, crate::ir::UseRef) -> bool,
    ) {
        let uses: Vec<_> = self.ir.uses(from).collect();
        for u in uses {
            if pred(self.ir, u) {
                self.ir.set_operand(u.op, u.index as usize, to);
                self.notify_modified(u.op);
            }
        }
    }

    /// Replaces the uses of `op`'s results with `with` (one per result).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, with: &[Value]) {
        assert_eq!(
            self.ir.num_results(op),
            with.len(),
            "replacement values do not match the op's results"
        );
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_replaced(self.ir, op, with);
        }
        for (i, &v) in with.iter().enumerate() {
            let r = self.ir.result(op, i);
            self.replace_all_uses_with(r, v);
        }
    }

    /// Replaces `op`'s results with `with` and erases it.
    pub fn replace_op(&mut self, op: OpId, with: &[Value]) {
        self.replace_all_op_uses_with(op, with);
        self.erase_op(op);
    }

    /// Creates an op from `state` before `op`, replaces `op` with its
    /// results and erases `op`.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.point;
        self.set_insertion_point_before(op);
        let new = self.create(state);
        self.point = saved;
        let results: Vec<Value> = self.ir.results(new).collect();
        self.replace_op(op, &results);
        new
    }

    /// Erases `op`, which must have no uses left outside it. Nested ops are
    /// erased (and reported) first: for each region from the last, blocks
    /// from the last, ops from the last.
    pub fn erase_op(&mut self, op: OpId) {
        if self.listener.is_none() {
            self.ir.erase_op(op);
            return;
        }
        self.erase_tree(op);
    }

    fn erase_tree(&mut self, op: OpId) {
        let regions: Vec<RegionId> = self.ir.regions(op).to_vec();
        for &r in regions.iter().rev() {
            let blocks: Vec<BlockId> = self.ir.region_blocks(r).to_vec();
            for &b in blocks.iter().rev() {
                let mut cur = self.ir.last_op(b);
                while let Some(o) = cur {
                    cur = self.ir.prev_op(o);
                    crate::support::stack::grow(|| self.erase_tree(o));
                }
            }
            for &b in blocks.iter().rev() {
                if let Some(l) = self.listener.as_deref_mut() {
                    l.notify_block_erased(self.ir, b);
                }
                self.ir.erase_block(b);
            }
        }
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_op_erased(self.ir, op);
        }
        self.ir.erase_op(op);
    }

    /// Erases block `b` and its ops (last first); its arguments must have no
    /// uses outside it.
    pub fn erase_block(&mut self, b: BlockId) {
        let mut cur = self.ir.last_op(b);
        while let Some(o) = cur {
            cur = self.ir.prev_op(o);
            self.erase_op(o);
        }
        if let Some(l) = self.listener.as_deref_mut() {
            l.notify_block_erased(self.ir, b);
        }
        self.ir.erase_block(b);
    }

    // ---- moving ----

    /// Moves `op` right before `anchor`, reporting it as inserted.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        assert!(
            !self.ir.is_ancestor(op, anchor),
            "cannot move an op into its own body"
        );
        self.ir.move_op_before(op, anchor);
        self.inserted(op);
    }

    /// Moves `op` right after `anchor`, reporting it as inserted.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        assert!(
            !self.ir.is_ancestor(op, anchor),
            "cannot move an op into its own body"
        );
        self.ir.detach_op(op);
        self.ir.insert_op_after(anchor, op);
        self.inserted(op);
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
        let src_args: Vec<Value> = self.ir.block_args(src).to_vec();
        assert_eq!(
            src_args.len(),
            args.len(),
            "incorrect number of replacement values for the block arguments"
        );
        for (a, &v) in src_args.into_iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.ir.first_op(src) {
            self.ir.detach_op(o);
            match before {
                Some(b) => self.ir.insert_op_before(b, o),
                None => self.ir.append_op(dest, o),
            }
            self.inserted(o);
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
        self.ir.split_block(b, before)
    }

    /// Moves the blocks of `src` into `dest` before block index `pos`
    /// (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, src: RegionId, dest: RegionId, pos: usize) {
        let blocks: Vec<BlockId> = self.ir.region_blocks(src).to_vec();
        for (i, b) in blocks.into_iter().enumerate() {
            self.ir.detach_block(b);
            self.ir.insert_block(dest, pos + i, b);
        }
    }
}
