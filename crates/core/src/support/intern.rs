//! A thread-safe uniquer: values are stored once, in an append-only store, and
//! named by a dense `u32` index.
//!
//! Reads (`get`) take no lock: the store is a `boxcar::Vec`, whose elements never
//! move once pushed, so a `&T` stays valid for the interner's lifetime even while
//! other threads intern new values. Insertion takes a short mutex on the hash
//! table only. This is what lets passes on several threads share one context.

use hashbrown::HashTable;
use parking_lot::Mutex;
use std::hash::{BuildHasher, Hash};

pub struct Interner<T> {
    items: boxcar::Vec<(u64, T)>,
    table: Mutex<HashTable<u32>>,
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
            table: Mutex::new(HashTable::new()),
        }
    }

    /// Returns the index of `value`, storing it first if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = hash_of(&value);
        self.intern_hashed(hash, value)
    }

    /// Interns an owned value whose hash the caller computed.
    pub fn intern_hashed(&self, hash: u64, value: T) -> u32 {
        let mut table = self.table.lock();
        if let Some(&idx) = table.find(hash, |&i| self.items[i as usize].1 == value) {
            return idx;
        }
        let idx = self.items.push((hash, value)) as u32;
        let items = &self.items;
        table.insert_unique(hash, idx, |&i| items[i as usize].0);
        idx
    }

    /// Lookup by a borrowed key: `eq` compares a stored value with the key and
    /// `make` builds the owned value only when the key is new (so interning a
    /// `&str` that already exists allocates nothing).
    pub fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let mut table = self.table.lock();
        if let Some(&idx) = table.find(hash, |&i| eq(&self.items[i as usize].1)) {
            return idx;
        }
        let idx = self.items.push((hash, make())) as u32;
        let items = &self.items;
        table.insert_unique(hash, idx, |&i| items[i as usize].0);
        idx
    }

    #[inline]
    pub fn get(&self, idx: u32) -> &T {
        &self.items[idx as usize].1
    }

    pub fn len(&self) -> usize {
        self.items.count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
