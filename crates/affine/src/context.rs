//! The uniquer: handle types and the thread-safe store behind them.
//!
//! Every expression, map and set lives once in an append-only table of an
//! [`AffineContext`]; handles are indices into it, so structural equality is
//! handle equality, exactly like MLIR's pointer-uniqued storage.  Nodes are
//! never freed, which also keeps deep expression trees from needing a
//! recursive drop.

// Keys are small interned ids: FxHash is several times cheaper than
// SipHash here and HashDoS is not a concern for an in-process uniquer.
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::hash::BuildHasher;
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// A uniqued affine expression.  Ordering follows creation order and carries
/// no meaning beyond being total and stable within one context.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct AffineExpr(pub(crate) u32);

/// A uniqued affine map.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap(pub(crate) u32);

/// A uniqued integer set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet(pub(crate) u32);

impl AffineExpr {
    /// The raw index of this expression in its context.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl AffineMap {
    /// The raw index of this map in its context.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl IntegerSet {
    /// The raw index of this set in its context.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The shape of one expression node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(AffineExpr, AffineExpr),
    Mul(AffineExpr, AffineExpr),
    Mod(AffineExpr, AffineExpr),
    FloorDiv(AffineExpr, AffineExpr),
    CeilDiv(AffineExpr, AffineExpr),
}

impl AffineExprKind {
    /// The operands of a binary expression.
    pub fn operands(self) -> Option<(AffineExpr, AffineExpr)> {
        match self {
            AffineExprKind::Add(l, r)
            | AffineExprKind::Mul(l, r)
            | AffineExprKind::Mod(l, r)
            | AffineExprKind::FloorDiv(l, r)
            | AffineExprKind::CeilDiv(l, r) => Some((l, r)),
            _ => None,
        }
    }
}

/// Per-node facts that MLIR recomputes by walking the tree.  Caching them at
/// creation keeps simplification linear on long sums (MLIR's walks make it
/// quadratic) and keeps it from recursing over deep trees.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ExprInfo {
    pub kind: AffineExprKind,
    /// `AffineExpr::isSymbolicOrConstant`.
    pub symbolic: bool,
    /// `AffineExpr::getLargestKnownDivisor`, with C++'s wrapping int64 math.
    pub divisor: i64,
}

#[derive(Clone)]
pub(crate) struct MapInfo {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Arc<[AffineExpr]>,
}

#[derive(Clone)]
pub(crate) struct SetInfo {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Arc<[AffineExpr]>,
    pub eq_flags: Arc<[bool]>,
}

type SetKey = (u32, u32, Arc<[AffineExpr]>, Arc<[bool]>);

/// The key a map is found by in [`Store::map_ids`].
fn map_hash(num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> u64 {
    rustc_hash::FxBuildHasher.hash_one((num_dims, num_symbols, results))
}

#[derive(Default)]
pub(crate) struct Store {
    pub exprs: Vec<ExprInfo>,
    expr_ids: HashMap<AffineExprKind, u32>,
    pub maps: Vec<MapInfo>,
    /// Maps by the hash of their contents (see [`map_hash`]): looked up
    /// from a borrowed result list, so that finding an existing map, the
    /// usual case, allocates nothing.
    map_ids: HashMap<u64, SmallVec<[u32; 1]>>,
    pub sets: Vec<SetInfo>,
    set_ids: HashMap<SetKey, u32>,
}

/// Owns and uniques affine expressions, maps and integer sets.
///
/// `Send + Sync`: all methods take `&self`; a read/write lock guards the
/// tables.  Handles from one context must not be used with another.
#[derive(Default)]
pub struct AffineContext {
    store: RwLock<Store>,
}

pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl AffineContext {
    pub fn new() -> Self {
        Self::default()
    }

    pub(crate) fn read(&self) -> RwLockReadGuard<'_, Store> {
        // A panic while holding the lock cannot leave the tables half
        // updated (every insert is a single push + map insert), so a
        // poisoned lock is still safe to use.
        self.store.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Store> {
        self.store.write().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn info(&self, e: AffineExpr) -> ExprInfo {
        self.read().exprs[e.0 as usize]
    }

    /// The shape of `e`.
    pub fn kind(&self, e: AffineExpr) -> AffineExprKind {
        self.info(e).kind
    }

    /// The value of `e` if it is a constant.
    pub fn as_constant(&self, e: AffineExpr) -> Option<i64> {
        match self.kind(e) {
            AffineExprKind::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// `AffineExpr::isSymbolicOrConstant`: no dimension occurs in `e`.
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.info(e).symbolic
    }

    /// `AffineExpr::getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self, e: AffineExpr) -> i64 {
        self.info(e).divisor
    }

    /// `AffineExpr::isPureAffine`: multiplications have a constant operand
    /// and divisions/mods a constant right operand.
    pub fn is_pure_affine(&self, e: AffineExpr) -> bool {
        let store = self.read();
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            let kind = store.exprs[e.0 as usize].kind;
            let is_const = |x: AffineExpr| {
                matches!(store.exprs[x.0 as usize].kind, AffineExprKind::Constant(_))
            };
            match kind {
                AffineExprKind::Dim(_)
                | AffineExprKind::Symbol(_)
                | AffineExprKind::Constant(_) => {}
                AffineExprKind::Add(l, r) => stack.extend([l, r]),
                AffineExprKind::Mul(l, r) => {
                    if !is_const(l) && !is_const(r) {
                        return false;
                    }
                    stack.extend([l, r]);
                }
                AffineExprKind::Mod(l, r)
                | AffineExprKind::FloorDiv(l, r)
                | AffineExprKind::CeilDiv(l, r) => {
                    if !is_const(r) {
                        return false;
                    }
                    stack.push(l);
                }
            }
        }
        true
    }

    pub fn dim(&self, pos: u32) -> AffineExpr {
        self.intern(AffineExprKind::Dim(pos))
    }

    pub fn symbol(&self, pos: u32) -> AffineExpr {
        self.intern(AffineExprKind::Symbol(pos))
    }

    pub fn constant(&self, v: i64) -> AffineExpr {
        self.intern(AffineExprKind::Constant(v))
    }

    /// Uniques `kind` as is, without any simplification.
    pub(crate) fn intern(&self, kind: AffineExprKind) -> AffineExpr {
        if let Some(&id) = self.read().expr_ids.get(&kind) {
            return AffineExpr(id);
        }
        let mut store = self.write();
        if let Some(&id) = store.expr_ids.get(&kind) {
            return AffineExpr(id);
        }
        let info = {
            let get = |x: AffineExpr| store.exprs[x.0 as usize];
            let (symbolic, divisor) = match kind {
                AffineExprKind::Dim(_) => (false, 1),
                AffineExprKind::Symbol(_) => (true, 1),
                AffineExprKind::Constant(v) => (true, v.wrapping_abs()),
                AffineExprKind::Mul(l, r) => {
                    let (l, r) = (get(l), get(r));
                    (l.symbolic && r.symbolic, l.divisor.wrapping_mul(r.divisor))
                }
                AffineExprKind::Add(l, r) | AffineExprKind::Mod(l, r) => {
                    let (l, r) = (get(l), get(r));
                    (
                        l.symbolic && r.symbolic,
                        gcd(l.divisor as u64, r.divisor as u64) as i64,
                    )
                }
                AffineExprKind::FloorDiv(l, r) | AffineExprKind::CeilDiv(l, r) => {
                    let (l, r) = (get(l), get(r));
                    let mut divisor = 1;
                    if let AffineExprKind::Constant(c) = r.kind {
                        if c != 0 && l.divisor.wrapping_rem(c) == 0 {
                            divisor = l.divisor.wrapping_div(c);
                        }
                    }
                    (l.symbolic && r.symbolic, divisor)
                }
            };
            ExprInfo {
                kind,
                symbolic,
                divisor,
            }
        };
        let id = store.exprs.len() as u32;
        store.exprs.push(info);
        store.expr_ids.insert(kind, id);
        AffineExpr(id)
    }

    /// Uniques a map; like `AffineMap::get`, no simplification happens here.
    pub fn map(&self, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> AffineMap {
        let h = map_hash(num_dims, num_symbols, results);
        let find = |store: &Store| {
            store.map_ids.get(&h).and_then(|ids| {
                ids.iter().copied().find(|&id| {
                    let m = &store.maps[id as usize];
                    m.num_dims == num_dims && m.num_symbols == num_symbols && *m.results == *results
                })
            })
        };
        if let Some(id) = find(&self.read()) {
            return AffineMap(id);
        }
        let mut store = self.write();
        if let Some(id) = find(&store) {
            return AffineMap(id);
        }
        let id = store.maps.len() as u32;
        store.maps.push(MapInfo {
            num_dims,
            num_symbols,
            results: Arc::from(results),
        });
        store.map_ids.entry(h).or_default().push(id);
        AffineMap(id)
    }

    /// Uniques an integer set: `constraints[i] == 0` where `eq_flags[i]`,
    /// `constraints[i] >= 0` otherwise.  A missing flag counts as `>=`.
    pub fn integer_set(
        &self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> IntegerSet {
        let flags: Vec<bool> = (0..constraints.len())
            .map(|i| eq_flags.get(i).copied().unwrap_or(false))
            .collect();
        let key: SetKey = (
            num_dims,
            num_symbols,
            Arc::from(constraints),
            Arc::from(flags),
        );
        if let Some(&id) = self.read().set_ids.get(&key) {
            return IntegerSet(id);
        }
        let mut store = self.write();
        if let Some(&id) = store.set_ids.get(&key) {
            return IntegerSet(id);
        }
        let id = store.sets.len() as u32;
        store.sets.push(SetInfo {
            num_dims,
            num_symbols,
            constraints: key.2.clone(),
            eq_flags: key.3.clone(),
        });
        store.set_ids.insert(key, id);
        IntegerSet(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_is_send_sync() {
        fn check<T: Send + Sync>() {}
        check::<AffineContext>();
    }

    #[test]
    fn uniquing() {
        let ctx = AffineContext::new();
        assert_eq!(ctx.dim(0), ctx.dim(0));
        assert_ne!(ctx.dim(0), ctx.symbol(0));
        let a = ctx.intern(AffineExprKind::Add(ctx.dim(0), ctx.symbol(1)));
        let b = ctx.intern(AffineExprKind::Add(ctx.dim(0), ctx.symbol(1)));
        assert_eq!(a, b);
        let m1 = ctx.map(1, 2, &[a, ctx.constant(3)]);
        let m2 = ctx.map(1, 2, &[a, ctx.constant(3)]);
        let m3 = ctx.map(2, 2, &[a, ctx.constant(3)]);
        assert_eq!(m1, m2);
        assert_ne!(m1, m3);
        let s1 = ctx.integer_set(1, 0, &[a], &[true]);
        assert_eq!(s1, ctx.integer_set(1, 0, &[a], &[true]));
        assert_ne!(s1, ctx.integer_set(1, 0, &[a], &[false]));
    }

    #[test]
    fn cached_facts() {
        let ctx = AffineContext::new();
        let d0 = ctx.dim(0);
        let e = ctx.intern(AffineExprKind::Mul(d0, ctx.constant(-6)));
        assert_eq!(ctx.largest_known_divisor(e), 6);
        assert!(!ctx.is_symbolic_or_constant(e));
        let f = ctx.intern(AffineExprKind::FloorDiv(e, ctx.constant(3)));
        assert_eq!(ctx.largest_known_divisor(f), 2);
        assert!(ctx.is_pure_affine(f));
        let g = ctx.intern(AffineExprKind::Mul(d0, ctx.symbol(0)));
        assert!(!ctx.is_pure_affine(g));
    }
}
