//! The page module's memory allocator: blocks of power-of-two sizes, each size with its own
//! list of freed blocks, carved from fresh wasm pages. It replaces the standard library's
//! dlmalloc in the page module only (about 7 KB of wasm, 2.9 KB gzip of the first download);
//! the computer's worker keeps dlmalloc.
//!
//! The page allocates little and mostly small (strings, move lists, records), so rounding a
//! request up to a power of two costs a little memory and nothing else: allocating and
//! freeing are a few instructions, and a freed block serves the next request of its size.
//! Memory is never given back, as with dlmalloc in wasm (a wasm memory cannot shrink).

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;

/// A wasm page.
const PAGE: usize = 65536;
/// Blocks are aligned to their size, up to this (no type of the app asks for more).
const MAX_ALIGN: usize = 4096;
/// The largest block: 1 GiB (a wasm32 memory holds 4).
const MAX_CLASS: usize = 30;

/// The allocator. One is the page module's global allocator (see `super`).
pub struct Heap(UnsafeCell<State>);

/// Where the next fresh block is carved, and the freed blocks of each size.
struct State {
    /// `free[c]`: the first freed block of 2^c bytes (0: none); each holds the next's address.
    free: [usize; MAX_CLASS + 1],
    /// The start of the memory not handed out yet, up to `end`.
    top: usize,
    /// The end of the memory this allocator took (0 before its first block).
    end: usize,
}

// SAFETY: the page module runs on the page's one thread (wasm32-unknown-unknown without
// threads), so the state is never touched by two callers at once.
unsafe impl Sync for Heap {}

impl Heap {
    /// An allocator that has taken no memory yet.
    pub const fn new() -> Heap {
        Heap(UnsafeCell::new(State {
            free: [0; MAX_CLASS + 1],
            top: 0,
            end: 0,
        }))
    }
}

/// The size class of `layout`: blocks of 2^class bytes (at least 4, room for a link), or
/// `None` beyond the largest or for an alignment over [`MAX_ALIGN`] (the request fails).
fn class(layout: Layout) -> Option<usize> {
    if layout.align() > MAX_ALIGN {
        return None;
    }
    let n = layout.size().max(layout.align()).max(4);
    (n <= 1 << MAX_CLASS).then(|| n.next_power_of_two().trailing_zeros() as usize)
}

impl State {
    /// Takes at least `bytes` more of fresh memory from the wasm memory; false when it has
    /// no more. Memory grown by anyone else in between is stepped over.
    fn grow(&mut self, bytes: usize) -> bool {
        let pages = bytes.div_ceil(PAGE);
        let prev = core::arch::wasm32::memory_grow::<0>(pages);
        if prev == usize::MAX {
            return false;
        }
        let base = prev * PAGE;
        if base != self.end {
            self.top = base;
        }
        self.end = base + pages * PAGE;
        true
    }

    /// A fresh block of 2^`c` bytes, aligned to its size (up to [`MAX_ALIGN`]); 0 when the
    /// memory is full.
    fn carve(&mut self, c: usize) -> usize {
        let size = 1usize << c;
        let align = size.min(MAX_ALIGN);
        loop {
            let start = (self.top + align - 1) & !(align - 1);
            if start + size <= self.end {
                self.top = start + size;
                return start;
            }
            if !self.grow(start + size - self.end) {
                return 0;
            }
        }
    }
}

unsafe impl GlobalAlloc for Heap {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(c) = class(layout) else {
            return std::ptr::null_mut();
        };
        // SAFETY: one thread, and no reference to the state outlives this call.
        let s = unsafe { &mut *self.0.get() };
        let head = s.free[c];
        if head != 0 {
            // SAFETY: a freed block of this class holds the address of the next one.
            s.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        s.carve(c) as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(c) = class(layout) else { return };
        // SAFETY: one thread, and no reference to the state outlives this call.
        let s = unsafe { &mut *self.0.get() };
        // SAFETY: `ptr` is a block of this class (at least 4 bytes, aligned), ours again.
        unsafe { *(ptr as *mut usize) = s.free[c] };
        s.free[c] = ptr as usize;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises a valid size for this alignment.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(new).is_some() && class(new) == class(layout) {
            return ptr; // the block already has room
        }
        // SAFETY: as `GlobalAlloc::realloc` asks: a new block, the bytes kept, the old freed.
        unsafe {
            let next = self.alloc(new);
            if !next.is_null() {
                std::ptr::copy_nonoverlapping(ptr, next, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            next
        }
    }
}
