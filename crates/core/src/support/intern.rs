//! A thread-safe uniquer: values are stored once, in an append-only store, and
//! named by a dense `u32` index.
//!
//! Reads (`get`) take no lock: the store is a `boxcar::Vec`, whose elements never
//! move once pushed, so a `&T` stays valid for the interner's lifetime even while
//! other threads intern new values. A lookup or insertion takes a short mutex on
//! one of [`SHARDS`] hash tables, chosen by the value's hash: threads parsing or
//! rewriting different functions at once mostly intern different values, and
//! with a single table they queued on its lock (profiles of two-thread runs
//! showed the lock's slow path and the cache line bouncing between cores).
//! This is what lets passes on several threads share one context.

use hashbrown::HashTable;
use parking_lot::Mutex;
use std::hash::{BuildHasher, Hash};

pub struct Interner<T> {
    items: boxcar::Vec<T>,
    /// Index of each value with the high half of its hash. Keeping the hash
    /// here lets the table grow, and skip candidates whose hash differs,
    /// without touching the values themselves (reading them is a cache miss
    /// per value, which made rehashing a large interner costly).
    shards: [Shard; SHARDS],
}

/// How many independently locked tables an interner has.
pub const SHARDS: usize = 16;

/// One lock and its table, alone on its cache line so that threads working
/// on different shards do not invalidate each other's.
#[repr(align(64))]
#[derive(Default)]
struct Shard(Mutex<HashTable<Slot>>);

#[derive(Copy, Clone)]
struct Slot {
    index: u32,
    hash_hi: u32,
}

impl Slot {
    /// The hash the table files this slot under: the stored half, spread
    /// over both halves since hashbrown takes the bucket from the low bits
    /// and the tag byte from the high ones.
    #[inline]
    fn table_hash(self) -> u64 {
        spread(self.hash_hi)
    }
}

#[inline]
fn high_half(hash: u64) -> u32 {
    (hash >> 32) as u32
}

#[inline]
fn spread(hi: u32) -> u64 {
    ((hi as u64) << 32) | hi as u64
}

pub fn hash_of<T: Hash + ?Sized>(v: &T) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(v)
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Hash + Eq> Interner<T> {
    pub fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: Default::default(),
        }
    }

    /// The table a value with this hash lives in. The shard comes from the
    /// low half of the hash, which the tables themselves never see (they
    /// file slots under the high half), so every bucket of a shard stays in
    /// use.
    #[inline]
    fn shard(&self, hash: u64) -> &Mutex<HashTable<Slot>> {
        &self.shards[(hash as u32 >> 28) as usize % SHARDS].0
    }

    /// Interns an owned value whose hash the caller computed.
    pub fn intern_hashed(&self, hash: u64, value: T) -> u32 {
        let hi = high_half(hash);
        let mut table = self.shard(hash).lock();
        if let Some(s) = self.find(&table, hi, |v| *v == value) {
            return s;
        }
        self.insert(&mut table, hi, value)
    }

    /// Lookup by a borrowed key: `eq` compares a stored value with the key and
    /// `make` builds the owned value only when the key is new (so interning a
    /// `&str` that already exists allocates nothing).
    pub fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let hi = high_half(hash);
        let mut table = self.shard(hash).lock();
        if let Some(s) = self.find(&table, hi, eq) {
            return s;
        }
        self.insert(&mut table, hi, make())
    }

    #[inline]
    fn find(&self, table: &HashTable<Slot>, hi: u32, eq: impl Fn(&T) -> bool) -> Option<u32> {
        table
            .find(spread(hi), |s| {
                s.hash_hi == hi && eq(&self.items[s.index as usize])
            })
            .map(|s| s.index)
    }

    #[inline]
    fn insert(&self, table: &mut HashTable<Slot>, hi: u32, value: T) -> u32 {
        let index = self.items.push(value) as u32;
        table.insert_unique(spread(hi), Slot { index, hash_hi: hi }, |s| s.table_hash());
        index
    }

    /// Stores `value` without entering it in the hash table: for values
    /// the caller uniques by other means (and never looks up here).
    pub fn push_unindexed(&self, value: T) -> u32 {
        self.items.push(value) as u32
    }

    #[inline]
    pub fn get(&self, idx: u32) -> &T {
        &self.items[idx as usize]
    }

    pub fn len(&self) -> usize {
        self.items.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Eight threads intern overlapping sets of strings on a fresh interner,
    /// each in its own order: every value is stored once, and every thread
    /// gets the same index for it.
    #[test]
    fn threads_interning_the_same_values_agree() {
        let interner: Interner<String> = Interner::new();
        const N: u32 = 5000;
        let per_thread: Vec<Vec<(u32, u32)>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..8u32)
                .map(|t| {
                    let interner = &interner;
                    s.spawn(move || {
                        (0..N)
                            .map(|i| {
                                let k = (i * 7919 + t * 613) % N;
                                let v = format!("value-{k}");
                                (k, interner.intern_hashed(hash_of(&v), v))
                            })
                            .collect()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(interner.len(), N as usize);
        let mut index_of = vec![u32::MAX; N as usize];
        for (k, idx) in per_thread.into_iter().flatten() {
            let slot = &mut index_of[k as usize];
            assert!(
                *slot == u32::MAX || *slot == idx,
                "value-{k} interned twice"
            );
            *slot = idx;
            assert_eq!(interner.get(idx), &format!("value-{k}"));
        }
    }
}
