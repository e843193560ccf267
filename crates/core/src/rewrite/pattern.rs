//! Rewrite patterns and pattern sets.

use crate::context::{Context, OpName};
use crate::ir::OpId;
use crate::rewrite::Rewriter;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A rewrite pattern (MLIR's `RewritePattern`): matches an op and rewrites
/// it through the [`Rewriter`].
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern is rooted at; `None` matches any op.
    fn root(&self) -> Option<&'static str>;

    /// Higher benefits are tried first (MLIR's `PatternBenefit`).
    fn benefit(&self) -> u16 {
        1
    }

    /// The pattern's name, for `disable-patterns`/`enable-patterns` and
    /// debugging (MLIR's debug name, the C++ class name).
    fn name(&self) -> &'static str;

    /// Matches `op` and, on success, rewrites it and returns `true`. A
    /// pattern that returns `false` must not have changed the IR.
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool;
}

/// A pattern made of a function, for patterns without state.
pub struct FnPattern {
    /// The op name the pattern is rooted at; `None` matches any op.
    pub root: Option<&'static str>,
    /// The pattern's name (see [`RewritePattern::name`]).
    pub name: &'static str,
    /// Higher benefits are tried first.
    pub benefit: u16,
    /// Matches and rewrites, returning whether the IR changed (see
    /// [`RewritePattern::match_and_rewrite`]).
    pub f: fn(OpId, &mut Rewriter<'_>) -> bool,
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&'static str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        (self.f)(op, rw)
    }
}

/// Patterns being collected (MLIR's `RewritePatternSet`), in insertion order.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) {
        self.patterns.push(Arc::new(p));
    }

    /// Adds a pattern given as a function rooted at `root` with benefit 1.
    pub fn add_fn(
        &mut self,
        root: &'static str,
        name: &'static str,
        f: fn(OpId, &mut Rewriter<'_>) -> bool,
    ) {
        self.add(FnPattern {
            root: Some(root),
            name,
            benefit: 1,
            f,
        });
    }

    /// Adds a function pattern with an explicit benefit.
    pub fn add_fn_with_benefit(
        &mut self,
        root: &'static str,
        name: &'static str,
        benefit: u16,
        f: fn(OpId, &mut Rewriter<'_>) -> bool,
    ) {
        self.add(FnPattern {
            root: Some(root),
            name,
            benefit,
            f,
        });
    }

    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Keeps only the patterns `keep` accepts (by name).
    pub fn retain(&mut self, mut keep: impl FnMut(&str) -> bool) {
        self.patterns.retain(|p| keep(p.name()));
    }

    /// Freezes the set for matching.
    pub fn freeze(self, ctx: &Context) -> FrozenPatternSet {
        FrozenPatternSet::new(ctx, self.patterns)
    }
}

/// Patterns ready for matching (MLIR's `FrozenRewritePatternSet` with the
/// default cost model): per root op name, sorted by decreasing benefit,
/// ties kept in insertion order; any-op patterns are merged in by benefit.
pub struct FrozenPatternSet {
    by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>>,
    any_op: Vec<Arc<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    fn new(ctx: &Context, patterns: Vec<Arc<dyn RewritePattern>>) -> Self {
        let mut by_op: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for p in patterns {
            match p.root() {
                Some(name) => by_op.entry(ctx.op_name(name)).or_default().push(p),
                None => any_op.push(p),
            }
        }
        for v in by_op.values_mut() {
            v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any_op.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { by_op, any_op }
    }

    /// An empty set.
    pub fn empty() -> Self {
        FrozenPatternSet {
            by_op: FxHashMap::default(),
            any_op: Vec::new(),
        }
    }

    /// Tries the patterns that apply to `op` in order until one succeeds
    /// (MLIR's `PatternApplicator::matchAndRewrite`).
    pub fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let specific: &[Arc<dyn RewritePattern>] = self
            .by_op
            .get(&rw.ir.op_name(op))
            .map_or(&[], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        // Merge the two lists by benefit; at equal benefit the op-specific
        // pattern comes first, as in MLIR's applicator.
        while i < specific.len() || j < self.any_op.len() {
            let take_specific = match (specific.get(i), self.any_op.get(j)) {
                (Some(a), Some(b)) => a.benefit() >= b.benefit(),
                (Some(_), None) => true,
                _ => false,
            };
            let p = if take_specific {
                i += 1;
                &specific[i - 1]
            } else {
                j += 1;
                &self.any_op[j - 1]
            };
            // Patterns build before their root, as MLIR's applicator sets.
            rw.set_insertion_point_before(op);
            if p.match_and_rewrite(op, rw) {
                return true;
            }
            if !rw.ir.is_op_alive(op) {
                // A failing pattern must not erase its root; stop rather
                // than match a dead op.
                return false;
            }
        }
        false
    }
}
