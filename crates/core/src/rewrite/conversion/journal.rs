//! The journal of a conversion: every IR change made through the
//! [`ConversionRewriter`](super::ConversionRewriter) while pattern rollback
//! is allowed, so that the changes since any [`Mark`] can be undone (MLIR's
//! `IRRewrite` list of `ConversionPatternRewriterImpl`).
//!
//! Each entry records what the change destroyed, never a copy of the IR: an
//! op's old place (its block and the op after it), a block's old region and
//! index, an operand's old value, a value's old type, or, for an op changed
//! in place, the op's own operands, successors, attributes, properties and
//! location (MLIR's `ModifyOperationRewrite`). Recording is O(1) per change
//! (O(size of the op) for an in-place modification); undoing an entry costs
//! the same, except moving a run of ops back, which is linear in the run.
//!
//! Undoing walks the entries from the last one back to the mark, so each
//! entry is undone on exactly the IR it left behind.

use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::{Attribute, Type};
use smallvec::SmallVec;
use std::cell::RefCell;

/// One undoable change.
pub(super) enum Change {
    /// An op was created and inserted (MLIR's `CreateOperationRewrite`).
    /// Undo unlinks the blocks of its regions (blocks moved in are put back
    /// by their own entries) and erases it.
    CreateOp(OpId),
    /// A block was created in a region (`CreateBlockRewrite`): undo erases
    /// it.
    CreateBlock(BlockId),
    /// `op` left its place: it was before `next` in `block` (at its end
    /// when `next` is `None`), or detached when `block` is `None`. Recorded
    /// for moves and for the detaching of erased and replaced ops
    /// (`MoveOperationRewrite`, `EraseOperationRewrite`).
    MoveOp {
        op: OpId,
        block: Option<BlockId>,
        next: Option<OpId>,
    },
    /// The run of ops `first..=last` (consecutive in one block) was moved
    /// out of `block`, where it was before `next` (`InlineBlockRewrite`).
    MoveOps {
        first: OpId,
        last: OpId,
        block: BlockId,
        next: Option<OpId>,
    },
    /// `block` left `region` (`None`: it was detached), where it was at
    /// `index` (`MoveBlockRewrite`, `EraseBlockRewrite`).
    MoveBlock {
        block: BlockId,
        region: Option<RegionId>,
        index: usize,
    },
    /// `new` was split off the end of `block` (`SplitBlockRewrite`): undo
    /// moves its ops back and erases it.
    SplitBlock { block: BlockId, new: BlockId },
    /// Operand `index` of `op` was `old` (`ReplaceBlockArgRewrite` and the
    /// uses that replacements update).
    SetOperand { op: OpId, index: u32, old: Value },
    /// An op before an in-place modification.
    ModifyOp(Box<OpSnapshot>),
    /// `value` had type `old` (block signature conversion).
    SetValueType { value: Value, old: Type },
    /// An argument was appended to `block`: undo removes it.
    AddBlockArg(BlockId),
    /// The underlying rewriter reported a change the conversion rewriter
    /// did not make (a plain rewrite pattern, or a pattern acting on `rw.rw`
    /// directly): the changes around it cannot be undone.
    Untracked,
}

/// What an in-place modification may change of an op.
pub(super) struct OpSnapshot {
    op: OpId,
    operands: SmallVec<[Value; 4]>,
    successors: SmallVec<[BlockId; 2]>,
    attrs: Attribute,
    properties: Option<Attribute>,
    loc: Attribute,
}

impl OpSnapshot {
    pub(super) fn take(ir: &Ir, op: OpId) -> Self {
        let d = ir.op(op);
        OpSnapshot {
            op,
            operands: ir.operands(op).collect(),
            successors: ir.successors(op).iter().copied().collect(),
            attrs: d.attrs,
            properties: d.properties,
            loc: d.loc,
        }
    }

    fn restore(&self, ir: &mut Ir) {
        let op = self.op;
        if ir.operand_values(op) != self.operands.as_slice() {
            ir.set_operands(op, &self.operands);
        }
        if ir.successors(op) != self.successors.as_slice() {
            ir.set_successors(op, &self.successors);
        }
        let d = ir.op_mut(op);
        d.attrs = self.attrs;
        d.properties = self.properties;
        d.loc = self.loc;
    }
}

/// The changes of a conversion and the ops created, shared by the
/// conversion rewriter and the listener of its underlying rewriter (which
/// hears of ops created through `rw.rw`, e.g. by typed builders).
#[derive(Default)]
pub(super) struct Journal {
    /// Whether changes are recorded (`allowPatternRollback`).
    pub record: bool,
    /// Set while the conversion rewriter creates an op itself, so that the
    /// listener does not count it as a pattern's new op.
    pub quiet: bool,
    /// Ops slots at the start of the conversion: an op below this that is
    /// reported as inserted is a moved original op, not a new one.
    pub ops_at_start: usize,
    pub changes: Vec<Change>,
    /// Ops created by patterns, in creation order: legalized after their
    /// pattern (MLIR's `patternNewOps`).
    pub created: Vec<OpId>,
    /// The ops the listener has heard of as inserted.
    pub reported: rustc_hash::FxHashSet<OpId>,
}

impl Journal {
    pub(super) fn log(&mut self, c: Change) {
        if self.record {
            self.changes.push(c);
        }
    }
}

/// Hears of the ops the underlying rewriter creates.
pub(super) struct Recorder<'j>(pub &'j RefCell<Journal>);

impl crate::rewrite::Listener for Recorder<'_> {
    fn notify_op_inserted(&mut self, _ir: &Ir, op: OpId) {
        let mut j = self.0.borrow_mut();
        if j.quiet {
            return;
        }
        // An op reported before, or older than the conversion, was moved
        // through `rw.rw` rather than the conversion rewriter, which would
        // have recorded where it was.
        if op.index() < j.ops_at_start || !j.reported.insert(op) {
            j.log(Change::Untracked);
            return;
        }
        j.log(Change::CreateOp(op));
        j.created.push(op);
    }
    fn notify_op_modified(&mut self, _ir: &Ir, _op: OpId) {
        self.0.borrow_mut().log(Change::Untracked);
    }
    fn notify_op_replaced(&mut self, _ir: &Ir, _op: OpId, _with: &[Value]) {
        self.0.borrow_mut().log(Change::Untracked);
    }
    fn notify_op_erased(&mut self, _ir: &Ir, _op: OpId) {
        self.0.borrow_mut().log(Change::Untracked);
    }
    fn notify_block_erased(&mut self, _ir: &Ir, _block: BlockId) {
        self.0.borrow_mut().log(Change::Untracked);
    }
}

/// Undoes one change.
pub(super) fn undo(_ctx: &Context, ir: &mut Ir, c: Change) {
    match c {
        Change::CreateOp(op) => {
            if !ir.is_op_alive(op) {
                return;
            }
            for r in ir.regions(op).to_vec() {
                for b in ir.region_blocks(r).to_vec() {
                    ir.detach_block(b);
                }
            }
            ir.erase_op(op);
        }
        Change::CreateBlock(b) => ir.erase_block(b),
        Change::MoveOp { op, block, next } => {
            ir.detach_op(op);
            place(ir, op, block, next);
        }
        Change::MoveOps {
            first,
            last,
            block,
            next,
        } => {
            let mut cur = Some(first);
            while let Some(o) = cur {
                cur = if o == last { None } else { ir.next_op(o) };
                ir.detach_op(o);
                place(ir, o, Some(block), next);
            }
        }
        Change::MoveBlock {
            block,
            region,
            index,
        } => {
            ir.detach_block(block);
            if let Some(r) = region {
                ir.insert_block(r, index, block);
            }
        }
        Change::SplitBlock { block, new } => {
            while let Some(o) = ir.first_op(new) {
                ir.detach_op(o);
                ir.append_op(block, o);
            }
            ir.erase_block(new);
        }
        Change::SetOperand { op, index, old } => ir.set_operand(op, index as usize, old),
        Change::ModifyOp(s) => s.restore(ir),
        Change::SetValueType { value, old } => ir.set_value_type(value, old),
        Change::AddBlockArg(b) => {
            let n = ir.block_args(b).len();
            ir.erase_block_arg(b, n - 1);
        }
        Change::Untracked => {
            unreachable!("the driver does not undo past an untracked change")
        }
    }
}

/// Puts the detached `op` before `next`, or at the end of `block`.
fn place(ir: &mut Ir, op: OpId, block: Option<BlockId>, next: Option<OpId>) {
    match (next, block) {
        (Some(n), _) => ir.insert_op_before(n, op),
        (None, Some(b)) => ir.append_op(b, op),
        (None, None) => {}
    }
}
