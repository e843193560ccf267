//! Uniquing of plain `file:line:col` locations.
//!
//! The parser gives every op such a location, so a large input makes one
//! new location per op. Uniquing them in the general attribute table costs a
//! random probe into a large hash table each (a cache miss, and rehashing as
//! it grows), which was about a tenth of a whole parse-verify-print run.
//! Here each file keeps its locations in increasing (line, column) order, as
//! the parser creates them: a location past the last one is new and is
//! simply appended, with no lookup. Locations made out of order (a custom
//! parser asking for an earlier position, an explicit `loc(...)`, a builder)
//! are found by binary search or in a small hash map.
//!
//! The table is split by blocks of [`LINES_PER_BLOCK`] lines, each with its
//! own ordered list, spread over [`SHARDS`] locks. Threads parsing different
//! functions of one file at once (see the parallel parser) then work in
//! different blocks: each still appends in order, and they rarely wait for
//! the same lock. With one list and one lock, the thread parsing the earlier
//! half of a file found every location "out of order" and filed it in the
//! hash map, and the lock was the hottest spot of a two-thread parse.
//!
//! The attributes themselves are stored with all others (see
//! [`Interner::push_unindexed`](super::intern::Interner::push_unindexed)), so
//! a location's handle is an ordinary attribute handle.

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

/// Lines per block: large enough that a function usually fits in one or two.
const LINES_PER_BLOCK: u32 = 1024;

/// How many locks the blocks are spread over.
const SHARDS: usize = 16;

/// A position: line in the high half, column in the low half, so that the
/// order of keys is the order of positions.
fn key(line: u32, col: u32) -> u64 {
    ((line as u64) << 32) | col as u64
}

#[derive(Default)]
struct FileLocs {
    /// Keys in increasing order, with the index of their attribute.
    ordered: Vec<(u64, u32)>,
    /// Locations that were made before a later one of the same file.
    others: FxHashMap<u64, u32>,
}

/// The blocks of one shard, by (file's string attribute index, block).
#[repr(align(64))]
#[derive(Default)]
struct Shard(Mutex<FxHashMap<(u32, u32), FileLocs>>);

/// The plain locations of every file. Shared between threads.
#[derive(Default)]
pub struct FileLocTable {
    shards: [Shard; SHARDS],
}

impl FileLocTable {
    /// The index of the location `file:line:col`; `make` stores a new one
    /// and returns its index (it runs under the shard's lock, so a location
    /// is made once even when two threads ask for it at the same time).
    pub fn get_or_insert(&self, file: u32, line: u32, col: u32, make: impl FnOnce() -> u32) -> u32 {
        let block = line / LINES_PER_BLOCK;
        let mut shard = self.shards[block as usize % SHARDS].0.lock();
        let locs = shard.entry((file, block)).or_default();
        let k = key(line, col);
        // A key beyond the last ordered one cannot be anywhere yet: `others`
        // only ever receives keys below the ordered maximum.
        if locs.ordered.last().is_none_or(|&(last, _)| last < k) {
            let index = make();
            locs.ordered.push((k, index));
            return index;
        }
        if let Ok(i) = locs.ordered.binary_search_by_key(&k, |e| e.0) {
            return locs.ordered[i].1;
        }
        *locs.others.entry(k).or_insert_with(make)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniques_in_and_out_of_order() {
        let t = FileLocTable::default();
        let mut next = 0u32;
        let mut make = || {
            next += 1;
            next
        };
        let a = t.get_or_insert(7, 1, 5, &mut make);
        let b = t.get_or_insert(7, 2, 3, &mut make);
        let c = t.get_or_insert(7, 1, 9, &mut make); // out of order: new
        let d = t.get_or_insert(8, 1, 5, &mut make); // another file
        assert_eq!([a, b, c, d], [1, 2, 3, 4]);
        assert_eq!(t.get_or_insert(7, 1, 5, &mut make), a);
        assert_eq!(t.get_or_insert(7, 2, 3, &mut make), b);
        assert_eq!(t.get_or_insert(7, 1, 9, &mut make), c);
        assert_eq!(t.get_or_insert(8, 1, 5, &mut make), d);
        assert_eq!(t.get_or_insert(7, 3, 1, &mut make), 5);
        // Lines in other blocks, before and after.
        let far = t.get_or_insert(7, 5000, 1, &mut make);
        let near = t.get_or_insert(7, 4, 1, &mut make);
        assert_eq!([far, near], [6, 7]);
        assert_eq!(t.get_or_insert(7, 5000, 1, &mut make), far);
        assert_eq!(t.get_or_insert(7, 4, 1, &mut make), near);
        assert_eq!(t.get_or_insert(7, 1, 9, &mut make), c);
        assert_eq!(next, 7);
    }

    #[test]
    fn uniques_across_threads() {
        let t = FileLocTable::default();
        let next = std::sync::atomic::AtomicU32::new(0);
        let make = || next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let per_thread: Vec<Vec<u32>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..8)
                .map(|_| {
                    s.spawn(|| {
                        (0..3000u32)
                            .map(|l| t.get_or_insert(1, l * 7 % 3001, l % 5, make))
                            .collect()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(per_thread.iter().all(|v| *v == per_thread[0]));
        assert_eq!(next.load(std::sync::atomic::Ordering::Relaxed), 3000);
    }
}
