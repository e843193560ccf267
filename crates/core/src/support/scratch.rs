//! Dense side tables indexed by entity id that cost only what is touched.
//!
//! A pass or analysis over one function of a large module must not pay for
//! the whole module: a table sized to the arena (`ir.num_op_slots()`) and
//! zeroed on every call makes a per-function pipeline quadratic in the
//! number of functions. A [`SlotTable`] borrows an all-zero buffer from a
//! per-thread pool, remembers which slots it set, and on drop clears just
//! those and gives the buffer back, so the zeroing is paid once per thread.

use std::cell::RefCell;

/// Buffers kept per thread (tables alive at once on one thread: the
/// verifier's dominance info inside a greedy run, say).
const POOL_SIZE: usize = 8;

thread_local! {
    static POOL: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

/// A map from indices to `u32`, where 0 means "absent" (see the module
/// doc). Reads past the end give 0.
pub struct SlotTable {
    buf: Vec<u32>,
    /// Indices that were set to a non-zero value (possibly repeated).
    touched: Vec<u32>,
}

impl Default for SlotTable {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for SlotTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SlotTable")
            .field("touched", &self.touched.len())
            .finish()
    }
}

impl SlotTable {
    /// An empty table, reusing a zeroed buffer of this thread if one is free.
    pub fn new() -> Self {
        let buf = POOL
            .try_with(|p| p.borrow_mut().pop())
            .ok()
            .flatten()
            .unwrap_or_default();
        SlotTable {
            buf,
            touched: Vec::new(),
        }
    }

    /// The value at `i` (0 when never set).
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    /// Sets the value at `i`.
    #[inline]
    pub fn set(&mut self, i: usize, v: u32) {
        if i >= self.buf.len() {
            if v == 0 {
                return;
            }
            self.buf.resize(i + 1, 0);
        }
        let slot = &mut self.buf[i];
        if *slot == 0 && v != 0 {
            self.touched.push(i as u32);
        }
        *slot = v;
    }

    /// Clears every slot (linear in the slots set since the last clear).
    pub fn clear(&mut self) {
        for &i in &self.touched {
            self.buf[i as usize] = 0;
        }
        self.touched.clear();
    }
}

impl Drop for SlotTable {
    fn drop(&mut self) {
        self.clear();
        let buf = std::mem::take(&mut self.buf);
        if buf.capacity() == 0 {
            return;
        }
        let _ = POOL.try_with(|p| {
            let mut p = p.borrow_mut();
            if p.len() < POOL_SIZE {
                p.push(buf);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::SlotTable;

    #[test]
    fn reused_buffers_come_back_zeroed() {
        let mut t = SlotTable::new();
        t.set(1000, 7);
        t.set(3, 1);
        t.set(3, 0);
        t.set(3, 2);
        assert_eq!(
            (t.get(1000), t.get(3), t.get(4), t.get(1 << 20)),
            (7, 2, 0, 0)
        );
        drop(t);
        let t = SlotTable::new();
        assert_eq!((t.get(1000), t.get(3)), (0, 0));
    }
}
