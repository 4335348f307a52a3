//! 64-bit position keys for the transposition table: a strong mixer for positions that fit
//! in a few words (Cờ gánh's bit boards) and Zobrist tables for positions made of cells
//! (Cờ toán), all fixed at compile time so every run and every platform agrees.

/// The SplitMix64 finaliser: a bijective scramble of 64 bits.
#[inline]
pub const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A 64-bit key of a 128-bit value.
#[inline]
pub const fn mix128(k: u128) -> u64 {
    mix64((k as u64) ^ mix64((k >> 64) as u64 ^ 0x9e37_79b9_7f4a_7c15))
}

/// `N` random-looking words from the SplitMix64 sequence started at `seed`.
pub const fn zobrist<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        out[i] = mix64(state);
        i += 1;
    }
    out
}
