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
//! The attributes themselves are stored with all others (see
//! [`Interner::push_unindexed`](super::intern::Interner::push_unindexed)), so
//! a location's handle is an ordinary attribute handle.

use rustc_hash::FxHashMap;

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

/// The plain locations of every file, by the file's string attribute index.
#[derive(Default)]
pub struct FileLocTable {
    files: FxHashMap<u32, FileLocs>,
}

impl FileLocTable {
    /// The index of the location `file:line:col`; `make` stores a new one
    /// and returns its index.
    pub fn get_or_insert(
        &mut self,
        file: u32,
        line: u32,
        col: u32,
        make: impl FnOnce() -> u32,
    ) -> u32 {
        let locs = self.files.entry(file).or_default();
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
        let mut t = FileLocTable::default();
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
        assert_eq!(next, 5);
    }
}
