//! The page module's allocator (`src/web/heap.rs`): in the browser every test binary of this
//! crate runs on it, and this one works it hard: blocks of many sizes and alignments made,
//! grown, shrunk and freed in a random order, each checked to keep its own bytes. Natively
//! the same test runs on the system's allocator.

// Linked, so that its global allocator (the page's, on wasm) is this binary's.
extern crate co_dan_gian;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// A small deterministic generator (xorshift), so a failure replays.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }
}

/// A block filled with its own tag, so an overlap with any other block shows.
fn filled(tag: u8, len: usize) -> Vec<u8> {
    vec![tag; len]
}

#[test]
fn blocks_keep_their_bytes_through_random_allocations_growth_and_frees() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut live: Vec<(u8, Vec<u8>)> = Vec::new();
    for step in 0..20_000u32 {
        let tag = (step % 251) as u8 + 1;
        match rng.below(10) {
            // Make a block: mostly small, sometimes up to 256 KiB.
            0..=4 => {
                let len = if rng.below(50) == 0 {
                    rng.below(1 << 18)
                } else {
                    rng.below(300)
                };
                live.push((tag, filled(tag, len)));
            }
            // Grow or shrink one in place of a realloc, keeping its bytes.
            5 | 6 if !live.is_empty() => {
                let i = rng.below(live.len() as u64);
                let (t, v) = &mut live[i];
                let len = rng.below(2 * v.len() as u64 + 64);
                if len > v.len() {
                    v.resize(len, *t);
                } else {
                    v.truncate(len);
                    v.shrink_to_fit();
                }
            }
            // Free one.
            _ if !live.is_empty() => {
                let i = rng.below(live.len() as u64);
                let (t, v) = live.swap_remove(i);
                assert!(
                    v.iter().all(|&b| b == t),
                    "step {step}: a freed block lost its bytes"
                );
            }
            _ => {}
        }
    }
    for (t, v) in &live {
        assert!(v.iter().all(|b| b == t), "a live block lost its bytes");
    }
}

#[test]
fn blocks_are_aligned_as_their_type_asks() {
    #[repr(align(64))]
    struct Line([u8; 64]);
    #[repr(align(4096))]
    struct Page([u8; 16]);
    let lines: Vec<Box<Line>> = (0..100).map(|i| Box::new(Line([i as u8; 64]))).collect();
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(&**l as *const Line as usize % 64, 0);
        assert_eq!(l.0[63], i as u8);
    }
    let pages: Vec<Box<Page>> = (0..8).map(|i| Box::new(Page([i; 16]))).collect();
    for (i, p) in pages.iter().enumerate() {
        assert_eq!(&**p as *const Page as usize % 4096, 0);
        assert_eq!(p.0[15], i as u8);
    }
    let words: Vec<u64> = (0..1000).collect();
    assert_eq!(words.as_ptr() as usize % 8, 0);
    assert_eq!(words.iter().sum::<u64>(), 499_500);
}

#[test]
fn a_freed_block_is_used_again_for_the_same_size() {
    // Memory is reused, not only taken: making and freeing the same block many times does
    // not grow the wasm memory.
    let before = memory_pages();
    for _ in 0..10_000 {
        let v = filled(7, 40_000);
        assert_eq!(v[39_999], 7);
    }
    assert!(
        memory_pages() <= before + 1,
        "memory grew from {before} to {} pages",
        memory_pages()
    );
}

#[cfg(target_arch = "wasm32")]
fn memory_pages() -> usize {
    core::arch::wasm32::memory_size::<0>()
}

#[cfg(not(target_arch = "wasm32"))]
fn memory_pages() -> usize {
    0
}
