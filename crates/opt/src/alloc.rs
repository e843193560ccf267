//! The global allocator: the system one, asking the kernel to back large
//! blocks with transparent huge pages.
//!
//! A big input fills arenas (operations, values, uniqued attributes) of tens
//! of megabytes; touched page by page, they cost a page fault every 4 KiB,
//! which was several percent of a run. With `MADV_HUGEPAGE` a fault maps
//! 2 MiB at once. Only blocks of several huge pages are advised, so small
//! allocations and peak memory are unaffected but for the last partial
//! huge page of each large block.

use std::alloc::{GlobalAlloc, Layout, System};

pub struct HugePageAlloc;

/// Blocks at least this large are advised.
const MIN_ADVISED: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

#[cfg(target_os = "linux")]
fn advise(ptr: *mut u8, size: usize) {
    if ptr.is_null() || size < MIN_ADVISED {
        return;
    }
    // Only whole huge pages inside the block can be backed by them.
    let start = (ptr as usize).next_multiple_of(HUGE_PAGE);
    let end = (ptr as usize + size) & !(HUGE_PAGE - 1);
    if end <= start {
        return;
    }
    // SAFETY: the range lies within a block this allocator just handed out
    // and that nothing else can have freed yet; MADV_HUGEPAGE only changes
    // how the kernel backs those pages, never their contents, and a failure
    // (e.g. THP disabled) leaves ordinary pages, so the result is ignored.
    unsafe {
        libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_: *mut u8, _: usize) {}

// SAFETY: every method forwards to `System` with the caller's arguments
// unchanged and returns its result; `advise` does not touch the block's
// contents, so `System`'s guarantees carry over.
unsafe impl GlobalAlloc for HugePageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        advise(p, layout.size());
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        advise(p, layout.size());
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        advise(p, new_size);
        p
    }
}
