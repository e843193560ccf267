//! Post-dominance (MLIR's `PostDominanceInfo`): `a` post-dominates `b` when
//! every path from `b` to an exit of their region goes through `a`.
//!
//! Computed lazily per region on the reversed CFG with a virtual exit that
//! every block without successors leads to (Cooper-Harvey-Kennedy, as the
//! dominator trees of the verifier). Blocks that cannot reach an exit (an
//! infinite loop) are post-dominated by nothing but themselves.

use crate::ir::{BlockId, Ir, OpId, RegionId};
use rustc_hash::FxHashMap;

struct RegionPostDom {
    /// Post-order index (on the reversed graph) of each block reaching an
    /// exit; the virtual exit is not stored.
    order: FxHashMap<BlockId, usize>,
    /// Immediate post-dominator by order index; `usize::MAX` is the
    /// virtual exit.
    ipdom: Vec<usize>,
}

const EXIT: usize = usize::MAX;

fn build(ir: &Ir, r: RegionId) -> RegionPostDom {
    let blocks = ir.region_blocks(r);
    let succs = |b: BlockId| -> &[BlockId] {
        match ir.last_op(b) {
            Some(t) => ir.successors(t),
            None => &[],
        }
    };
    // Predecessors within the region.
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in blocks {
        for &s in succs(b) {
            if ir.block_parent(s) == Some(r) {
                preds.entry(s).or_default().push(b);
            }
        }
    }
    // Post-order of the reversed graph from the virtual exit.
    let exits: Vec<BlockId> = blocks
        .iter()
        .copied()
        .filter(|&b| !succs(b).iter().any(|s| ir.block_parent(*s) == Some(r)))
        .collect();
    let mut order: FxHashMap<BlockId, usize> = FxHashMap::default();
    let mut post: Vec<BlockId> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for &e in &exits {
        if !seen.insert(e) {
            continue;
        }
        let mut stack: Vec<(BlockId, usize)> = vec![(e, 0)];
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let ps = preds.get(&b).map_or(&[][..], |v| v.as_slice());
            if *i < ps.len() {
                let p = ps[*i];
                *i += 1;
                if seen.insert(p) {
                    stack.push((p, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
    }
    for (i, &b) in post.iter().enumerate() {
        order.insert(b, i);
    }
    let n = post.len();
    let mut ipdom = vec![None::<usize>; n];
    let is_exit = |b: BlockId| exits.contains(&b);
    // Exits are post-dominated by the virtual exit.
    for (i, &b) in post.iter().enumerate() {
        if is_exit(b) {
            ipdom[i] = Some(EXIT);
        }
    }
    let intersect = |ipdom: &[Option<usize>], mut a: usize, mut b: usize| -> usize {
        while a != b {
            if a == EXIT || b == EXIT {
                return EXIT;
            }
            while a < b {
                a = ipdom[a].expect("processed");
                if a == EXIT {
                    return EXIT;
                }
            }
            while b < a {
                b = ipdom[b].expect("processed");
                if b == EXIT {
                    return EXIT;
                }
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        // Reverse post-order of the reversed graph.
        for i in (0..n).rev() {
            let b = post[i];
            if is_exit(b) {
                continue;
            }
            // "Predecessors" in the reversed graph are the successors.
            let mut new: Option<usize> = None;
            for s in succs(b) {
                let Some(&si) = order.get(s) else { continue };
                if ipdom[si].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => si,
                    Some(cur) => intersect(&ipdom, cur, si),
                });
            }
            if new.is_some() && ipdom[i] != new {
                ipdom[i] = new;
                changed = true;
            }
        }
    }
    RegionPostDom {
        order,
        ipdom: ipdom.into_iter().map(|d| d.unwrap_or(EXIT)).collect(),
    }
}

/// Post-dominance queries, computed per region on first use.
#[derive(Default)]
pub struct PostDominanceInfo {
    regions: FxHashMap<RegionId, RegionPostDom>,
}

impl PostDominanceInfo {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    fn region(&mut self, ir: &Ir, r: RegionId) -> &RegionPostDom {
        self.regions.entry(r).or_insert_with(|| build(ir, r))
    }

    /// Whether block `a` post-dominates block `b` (both in one region).
    pub fn block_post_dominates(&mut self, ir: &Ir, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(r) = ir.block_parent(a) else {
            return false;
        };
        if ir.block_parent(b) != Some(r) {
            return false;
        }
        let d = self.region(ir, r);
        let (Some(&ia), Some(&ib)) = (d.order.get(&a), d.order.get(&b)) else {
            return false;
        };
        let mut cur = ib;
        while cur != EXIT && cur != ia {
            cur = d.ipdom[cur];
        }
        cur == ia
    }

    /// Whether op `a` post-dominates op `b`: `a` is `b` or after it in its
    /// block, or `a`'s block post-dominates `b`'s; ops in nested regions are
    /// compared through their ancestors in a common region.
    pub fn post_dominates(&mut self, ir: &Ir, a: OpId, b: OpId) -> bool {
        let Some((a, b)) = common_ancestors(ir, a, b) else {
            return false;
        };
        let (ba, bb) = (ir.parent_block(a), ir.parent_block(b));
        match (ba, bb) {
            (Some(x), Some(y)) if x == y => {
                // Same block: `a` must not come before `b`.
                let mut cur = Some(b);
                while let Some(o) = cur {
                    if o == a {
                        return true;
                    }
                    cur = ir.next_op(o);
                }
                false
            }
            (Some(x), Some(y)) => self.block_post_dominates(ir, x, y),
            _ => false,
        }
    }

    /// Forgets cached results (after the CFG changed).
    pub fn invalidate(&mut self) {
        self.regions.clear();
    }
}

/// The ancestors of `a` and `b` (or themselves) that sit in one region.
fn common_ancestors(ir: &Ir, a: OpId, b: OpId) -> Option<(OpId, OpId)> {
    let chain = |mut op: OpId| {
        let mut v = vec![op];
        while let Some(p) = ir.parent_op(op) {
            v.push(p);
            op = p;
        }
        v
    };
    let (ca, cb) = (chain(a), chain(b));
    for &x in &ca {
        let rx = ir.parent_block(x).and_then(|blk| ir.block_parent(blk));
        for &y in &cb {
            let ry = ir.parent_block(y).and_then(|blk| ir.block_parent(blk));
            if rx.is_some() && rx == ry {
                return Some((x, y));
            }
        }
    }
    None
}
