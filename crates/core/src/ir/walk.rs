//! Walking nested operations without recursion (inputs may nest 100k deep).

use super::{Ir, OpId};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    PreOrder,
    PostOrder,
}

impl Ir {
    /// Visits `root` and every op nested in it; the callback gets the nesting
    /// depth (0 for `root`).
    pub fn walk(&self, root: OpId, order: WalkOrder, f: &mut dyn FnMut(usize, OpId)) {
        // Each stack entry is an op and whether its children were pushed.
        let mut stack: Vec<(OpId, usize, bool)> = vec![(root, 0, false)];
        while let Some((op, depth, expanded)) = stack.pop() {
            if expanded {
                f(depth, op);
                continue;
            }
            match order {
                WalkOrder::PreOrder => f(depth, op),
                WalkOrder::PostOrder => stack.push((op, depth, true)),
            }
            let mut children = Vec::new();
            for &r in self.regions(op) {
                for &b in self.region_blocks(r) {
                    children.extend(self.block_ops(b));
                }
            }
            for c in children.into_iter().rev() {
                stack.push((c, depth + 1, false));
            }
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
}
