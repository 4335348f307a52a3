//! Sorting for the few items the games sort (seats, horses, a player's points): a stable
//! insertion sort. The standard library's sorts are built for large slices and cost the
//! page module 3 to 4 KB of wasm for each element type they are used with; this costs a
//! few dozen bytes, and is as fast for the at most 25 items sorted here.

/// Sorts `v` stably by `key`, as [`slice::sort_by_key`] does.
pub fn sort_small_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` stably, as [`slice::sort`] does.
pub fn sort_small<T: Ord>(v: &mut [T]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small pseudo-random slices (a fixed LCG), with many equal keys.
    fn samples() -> Vec<Vec<(u8, usize)>> {
        let mut x: u32 = 12345;
        let mut next = move || {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (x >> 16) as u8 % 5
        };
        (0..200)
            .map(|n| (0..n % 26).map(|i| (next(), i)).collect())
            .collect()
    }

    #[test]
    fn sorts_by_key_as_the_standard_stable_sort_does() {
        for s in samples() {
            let (mut mine, mut std) = (s.clone(), s);
            sort_small_by_key(&mut mine, |e| e.0);
            std.sort_by_key(|e| e.0);
            assert_eq!(mine, std, "equal keys keep their order");
        }
    }

    #[test]
    fn sorts_as_the_standard_sort_does() {
        for s in samples() {
            let (mut mine, mut std) = (s.clone(), s);
            sort_small(&mut mine);
            std.sort();
            assert_eq!(mine, std);
        }
        let mut empty: [u8; 0] = [];
        sort_small(&mut empty);
        let mut one = [7];
        sort_small(&mut one);
        assert_eq!(one, [7]);
    }
}
