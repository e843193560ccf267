//! Side tables keyed by IR entity ids: a dense vector indexed by the id,
//! so lookups are an index (no hashing) and memory is one slot per id up to
//! the largest key used.

use std::marker::PhantomData;

/// An IR entity id usable as a dense index ([`super::OpId`],
/// [`super::BlockId`], [`super::RegionId`], [`super::Value`]).
pub trait EntityId: Copy {
    /// The id's index in its arena.
    fn index(self) -> usize;
    /// The id of index `i`.
    fn from_index(i: usize) -> Self;
}

/// A map from entity ids of one kind to values (a typed side table, e.g.
/// an analysis result per op).
#[derive(Clone, Debug)]
pub struct EntityMap<K: EntityId, V> {
    slots: Vec<Option<V>>,
    len: usize,
    _key: PhantomData<K>,
}

impl<K: EntityId, V> Default for EntityMap<K, V> {
    fn default() -> Self {
        EntityMap {
            slots: Vec::new(),
            len: 0,
            _key: PhantomData,
        }
    }
}

impl<K: EntityId, V> EntityMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value of `k`.
    pub fn get(&self, k: K) -> Option<&V> {
        self.slots.get(k.index()).and_then(|s| s.as_ref())
    }

    /// The value of `k`, mutably.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.slots.get_mut(k.index()).and_then(|s| s.as_mut())
    }

    /// Sets the value of `k`, returning the previous one.
    pub fn insert(&mut self, k: K, v: V) -> Option<V> {
        let i = k.index();
        if self.slots.len() <= i {
            self.slots.resize_with(i + 1, || None);
        }
        let old = self.slots[i].replace(v);
        if old.is_none() {
            self.len += 1;
        }
        old
    }

    /// Removes the value of `k`.
    pub fn remove(&mut self, k: K) -> Option<V> {
        let old = self.slots.get_mut(k.index()).and_then(|s| s.take());
        if old.is_some() {
            self.len -= 1;
        }
        old
    }

    /// Whether `k` has a value.
    pub fn contains_key(&self, k: K) -> bool {
        self.get(k).is_some()
    }

    /// The value of `k`, inserting `f()` first if it has none.
    pub fn get_or_insert_with(&mut self, k: K, f: impl FnOnce() -> V) -> &mut V {
        if !self.contains_key(k) {
            self.insert(k, f());
        }
        self.get_mut(k).expect("just inserted")
    }

    /// Number of keys with a value.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no key has a value.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The entries, by increasing id.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.as_ref().map(|v| (K::from_index(i), v)))
    }

    /// Removes every entry.
    pub fn clear(&mut self) {
        self.slots.clear();
        self.len = 0;
    }
}

impl<K: EntityId, V> std::ops::Index<K> for EntityMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        self.get(k).expect("no entry for this id in the side table")
    }
}
