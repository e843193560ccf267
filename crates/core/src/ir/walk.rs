//! Walking nested operations without recursion (inputs may nest 100k deep).

use super::{Ir, OpId};
use crate::context::Context;

/// In which order [`Ir::walk`] visits ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// An op before the ops nested in it.
    PreOrder,
    /// An op after the ops nested in it (MLIR's default walk order).
    PostOrder,
}

impl Ir {
    /// Visits `root` and every op nested in it; the callback gets the nesting
    /// depth (0 for `root`).
    pub fn walk(&self, root: OpId, order: WalkOrder, f: &mut dyn FnMut(usize, OpId)) {
        // Each stack entry is an op and whether its children were pushed.
        // Inline for the common shallow walk (an op without regions walks
        // without allocating).
        let mut stack: smallvec::SmallVec<[(OpId, usize, bool); 8]> =
            smallvec::smallvec![(root, 0, false)];
        while let Some((op, depth, expanded)) = stack.pop() {
            if expanded {
                f(depth, op);
                continue;
            }
            match order {
                WalkOrder::PreOrder => f(depth, op),
                WalkOrder::PostOrder => stack.push((op, depth, true)),
            }
            // Children go on the stack last first, so they pop in order.
            let start = stack.len();
            for &r in self.regions(op) {
                for &b in self.region_blocks(r) {
                    stack.extend(self.block_ops(b).map(|c| (c, depth + 1, false)));
                }
            }
            stack[start..].reverse();
        }
    }

    /// Ops nested in `root` (not `root` itself), pre-order.
    pub fn nested_ops(&self, root: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk(root, WalkOrder::PreOrder, &mut |_, o| {
            if o != root {
                v.push(o)
            }
        });
        v
    }

    /// The ops named `name` in `root` (`root` included), in walk `order`:
    /// e.g. a module-level pass collecting the functions it works on.
    pub fn ops_named(&self, ctx: &Context, root: OpId, name: &str, order: WalkOrder) -> Vec<OpId> {
        let name = ctx.op_name(name);
        let mut v = Vec::new();
        self.walk(root, order, &mut |_, o| {
            if self.op_name(o) == name {
                v.push(o)
            }
        });
        v
    }
}

/// What a mutable walk does after visiting an op (MLIR's `WalkResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    /// Go on (into the op's regions, in a pre-order walk).
    Advance,
    /// Do not visit the op's regions (pre-order only; same as `Advance`
    /// after the regions were visited).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// One level of a mutable walk: the regions of an op (or the root
/// regions), with a cursor that already points past the op being visited,
/// so a visit may erase, replace or move it (MLIR's early-increment walk).
struct Frame {
    owner: Option<OpId>,
    regions: smallvec::SmallVec<[super::RegionId; 1]>,
    region: usize,
    block: usize,
    next: Option<OpId>,
    started: bool,
}

impl Frame {
    fn new(owner: Option<OpId>, regions: &[super::RegionId]) -> Self {
        Frame {
            owner,
            regions: regions.into(),
            region: 0,
            block: 0,
            next: None,
            started: false,
        }
    }

    /// The next op of this level, advancing over blocks and regions.
    fn advance(&mut self, ir: &Ir) -> Option<OpId> {
        loop {
            if self.started {
                if let Some(o) = self.next {
                    self.next = ir.next_op(o);
                    return Some(o);
                }
                self.block += 1;
            }
            self.started = true;
            let r = *self.regions.get(self.region)?;
            match ir.region_blocks(r).get(self.block) {
                Some(&b) => self.next = ir.first_op(b),
                None => {
                    self.region += 1;
                    self.block = 0;
                    self.started = false;
                }
            }
        }
    }
}

impl Ir {
    /// Visits the ops nested in `regions` (not their parent), letting the
    /// callback change the IR: it may erase or replace the visited op, or
    /// move it elsewhere, and returns whether to descend into the op
    /// ([`WalkResult::Skip`] does not) or stop. Blocks are taken in order
    /// as the walk reaches them; the next op of a block is fixed before its
    /// predecessor is visited. In post-order, an op is visited after its
    /// regions. Returns `false` if interrupted. No recursion: any nesting
    /// depth works.
    pub fn walk_regions_mut<C>(
        &mut self,
        regions: &[super::RegionId],
        order: WalkOrder,
        cx: &mut C,
        f: &mut dyn FnMut(&mut Ir, &mut C, OpId) -> WalkResult,
    ) -> bool {
        let mut stack: Vec<Frame> = vec![Frame::new(None, regions)];
        while let Some(frame) = stack.last_mut() {
            let Some(op) = frame.advance(self) else {
                let done = stack.pop().expect("non-empty stack");
                if let (Some(owner), WalkOrder::PostOrder) = (done.owner, order) {
                    if self.is_op_alive(owner) && f(self, cx, owner) == WalkResult::Interrupt {
                        return false;
                    }
                }
                continue;
            };
            if order == WalkOrder::PreOrder {
                match f(self, cx, op) {
                    WalkResult::Interrupt => return false,
                    WalkResult::Skip => continue,
                    WalkResult::Advance => {}
                }
                if !self.is_op_alive(op) {
                    continue;
                }
            }
            if self.regions(op).is_empty() {
                if order == WalkOrder::PostOrder && f(self, cx, op) == WalkResult::Interrupt {
                    return false;
                }
            } else {
                let regions: smallvec::SmallVec<[super::RegionId; 1]> = self.regions(op).into();
                stack.push(Frame::new(Some(op), &regions));
            }
        }
        true
    }

    /// [`Ir::walk_regions_mut`] over `root` and the ops nested in it.
    pub fn walk_mut<C>(
        &mut self,
        root: OpId,
        order: WalkOrder,
        cx: &mut C,
        f: &mut dyn FnMut(&mut Ir, &mut C, OpId) -> WalkResult,
    ) -> bool {
        if order == WalkOrder::PreOrder {
            match f(self, cx, root) {
                WalkResult::Interrupt => return false,
                WalkResult::Skip => return true,
                WalkResult::Advance => {}
            }
            if !self.is_op_alive(root) {
                return true;
            }
        }
        let regions: smallvec::SmallVec<[super::RegionId; 1]> = self.regions(root).into();
        if !self.walk_regions_mut(&regions, order, cx, f) {
            return false;
        }
        if order == WalkOrder::PostOrder && self.is_op_alive(root) {
            return f(self, cx, root) != WalkResult::Interrupt;
        }
        true
    }
}
