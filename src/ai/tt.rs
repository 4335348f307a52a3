//! The transposition table: a fixed-size array of what earlier searches learnt about a
//! position (its best move, a score and whether that score is exact or a bound), found by the
//! position's 64-bit key.

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

/// One slot.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// The full key of the position, to tell it from others that share the slot.
    pub key: u64,
    /// The best (or refuting) move found.
    pub mv: Option<M>,
    /// The score, with wins and losses counted from this position (not from the root).
    pub score: i32,
    /// The depth it was searched to.
    pub depth: i16,
    /// What the score means.
    pub bound: Bound,
}

/// A table of `2^bits` slots; a new entry replaces an old one unless the old one is of the
/// same position and deeper.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of `2^bits` empty slots.
    pub fn new(bits: u32) -> Table<M> {
        let size = 1usize << bits.min(26);
        Table {
            slots: vec![None; size],
            mask: size - 1,
        }
    }

    /// What is stored for `key`, if anything.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[(key as usize) & self.mask].filter(|e| e.key == key)
    }

    /// Stores an entry.
    #[inline]
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[(entry.key as usize) & self.mask];
        let keep = slot.is_some_and(|old| old.key == entry.key && old.depth > entry.depth);
        if !keep {
            *slot = Some(entry);
        }
    }
}
