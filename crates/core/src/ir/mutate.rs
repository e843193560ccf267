//! Structural edits beyond single ops: moving blocks, splitting them, and
//! finding predecessors.
//!
//! Predecessor queries follow each block's list of branch edges into it,
//! kept up to date as successors are set and ops erased.

use super::{BlockId, Ir, OpId, RegionId};

impl Ir {
    /// Removes `b` from its region, keeping it (and its ops) alive.
    pub fn detach_block(&mut self, b: BlockId) {
        if let Some(r) = self.block(b).parent {
            let pos = self.region(r).blocks.iter().position(|&x| x == b);
            if let Some(pos) = pos {
                self.region_mut(r).blocks.remove(pos);
            }
            self.block_mut(b).parent = None;
        }
    }

    /// Splits `b` before `before` (an op of `b`): `before` and the ops after
    /// it move to a new block inserted right after `b`, which is returned.
    pub fn split_block(&mut self, b: BlockId, before: OpId) -> BlockId {
        assert_eq!(
            self.parent_block(before),
            Some(b),
            "split point is not an op of the block"
        );
        let nb = self.new_block();
        if let Some(r) = self.block(b).parent {
            let pos = self.block_index_in_region(b).expect("block in its region");
            self.insert_block(r, pos + 1, nb);
        }
        // Splice the tail of the list over in one step (as MLIR's
        // `splitBlock`): only the moved ops' parent changes, one by one.
        let prev = self.op(before).prev;
        let last = self.block(b).last;
        match prev {
            Some(p) => self.op_mut(p).next = None,
            None => self.block_mut(b).first = None,
        }
        self.block_mut(b).last = prev;
        self.op_mut(before).prev = None;
        self.block_mut(nb).first = Some(before);
        self.block_mut(nb).last = last;
        let mut cur = Some(before);
        while let Some(o) = cur {
            let d = self.op_mut(o);
            d.parent = Some(nb);
            cur = d.next;
        }
        nb
    }

    /// The terminators that branch to `b`, with the successor index, most
    /// recent edge first (MLIR's predecessor order). O(edges into `b`).
    pub fn block_predecessors(&self, b: BlockId) -> Vec<(OpId, usize)> {
        self.block_pred_edges(b)
            .map(|u| (u.op, u.index as usize))
            .collect()
    }

    /// Whether no branch targets `b`.
    pub fn has_no_predecessors(&self, b: BlockId) -> bool {
        self.block_pred_edges(b).next().is_none()
    }

    /// The block's only predecessor block, counting each branch edge (MLIR's
    /// `getSinglePredecessor`: `None` if two edges reach `b`, even from one
    /// block).
    pub fn single_predecessor(&self, b: BlockId) -> Option<BlockId> {
        let preds = self.block_predecessors(b);
        match preds.as_slice() {
            [(t, _)] => self.parent_block(*t),
            _ => None,
        }
    }

    /// The distinct predecessor block of `b` if all edges come from one
    /// block (MLIR's `getUniquePredecessor`).
    pub fn unique_predecessor(&self, b: BlockId) -> Option<BlockId> {
        let preds = self.block_predecessors(b);
        let first = self.parent_block(preds.first()?.0)?;
        preds
            .iter()
            .all(|(t, _)| self.parent_block(*t) == Some(first))
            .then_some(first)
    }

    /// The region's entry block, if any.
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.region_blocks(r).first().copied()
    }

    /// The op that ends `b`, if the block is not empty.
    pub fn terminator(&self, b: BlockId) -> Option<OpId> {
        self.last_op(b)
    }

    /// Replaces the successor list of `op` (same length).
    pub fn set_successors(&mut self, op: OpId, succs: &[BlockId]) {
        assert_eq!(self.successors(op).len(), succs.len());
        for (i, &s) in succs.iter().enumerate() {
            self.set_successor(op, i, s);
        }
    }
}
