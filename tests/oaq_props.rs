//! Random-game properties of Ô ăn quan, checked against a plain reference model of the
//! rules (docs/rules-oaq.md) written here without the game's code: at every ply of many
//! random games under every option set,
//!
//! - the legal moves are the model's (every non-empty square of the mover, both ways);
//! - the position after each move is the model's;
//! - no stone is made or lost: the board and the stores hold 50 dân and 2 quan;
//! - a turn always ends (`play` returns), and a finished game lists no move and refuses
//!   every move, changing nothing;
//! - the count at the end is the model's.
//!
//! Games per option set: [`GAMES`], or `OAQ_GAMES` in the environment.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use co_dan_gian::core::{Game, GameOptions, PlayError};
use co_dan_gian::games::oaq::Oaq;

/// Random games per option set.
const GAMES: u64 = 1_500;

/// The option sets played: every value of every option at least once.
const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[],
    &[("quan-non", "on")],
    &[("refill", "end")],
    &[("mandarin", "5"), ("first", "north")],
    &[("quan-non", "on"), ("refill", "end"), ("mandarin", "5")],
];

/// The number of random games per option set.
fn games() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(n) = std::env::var("OAQ_GAMES").ok().and_then(|v| v.parse().ok()) {
        return n;
    }
    if cfg!(target_arch = "wasm32") {
        GAMES / 10
    } else {
        GAMES
    }
}

/// The reference model: the ring as plain numbers.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    /// Dân per square, 0–11.
    dan: Vec<u32>,
    /// Quan stone still in square 0, in square 6.
    quan: [bool; 2],
    /// Per side (South, North): captured dân, captured quan, owed.
    stores: [(u32, u32, u32); 2],
    /// 0 South, 1 North.
    side: usize,
    /// The game is over.
    over: bool,
    /// Keys of the positions so far, debts left out.
    seen: Vec<String>,
    quan_non: bool,
    borrow: bool,
    worth: u32,
}

impl Model {
    fn new(pairs: &[(&str, &str)]) -> Model {
        let get = |k: &str, d: &'static str| {
            pairs
                .iter()
                .find(|(key, _)| *key == k)
                .map_or(d, |(_, v)| v)
                .to_string()
        };
        let mut dan = vec![5; 12];
        dan[0] = 0;
        dan[6] = 0;
        let mut m = Model {
            dan,
            quan: [true, true],
            stores: [(0, 0, 0); 2],
            side: usize::from(get("first", "south") == "north"),
            over: false,
            seen: Vec::new(),
            quan_non: get("quan-non", "off") == "on",
            borrow: get("refill", "borrow") == "borrow",
            worth: get("mandarin", "10").parse().expect("worth"),
        };
        m.seen.push(m.key());
        m
    }

    fn text(&self) -> String {
        let squares: Vec<String> = (0..12)
            .map(|i| {
                let q = (i == 0 && self.quan[0]) || (i == 6 && self.quan[1]);
                format!("{}{}", if q { "Q" } else { "" }, self.dan[i])
            })
            .collect();
        let st = |s: (u32, u32, u32)| format!("{}:{}:{}", s.0, s.1, s.2);
        format!(
            "{} {} {} {}",
            squares.join("/"),
            ["s", "n"][self.side],
            st(self.stores[0]),
            st(self.stores[1])
        )
    }

    fn key(&self) -> String {
        let mut s = self.stores;
        s[0].2 = 0;
        s[1].2 = 0;
        format!("{:?}{:?}{:?}{}", self.dan, self.quan, s, self.side)
    }

    fn has_quan(&self, i: usize) -> bool {
        (i == 0 && self.quan[0]) || (i == 6 && self.quan[1])
    }

    fn holds(&self, i: usize) -> bool {
        self.dan[i] > 0 || self.has_quan(i)
    }

    fn row(&self, side: usize) -> std::ops::Range<usize> {
        if side == 0 {
            1..6
        } else {
            7..12
        }
    }

    /// Moves as text, sorted as the game lists them.
    fn moves(&self) -> Vec<String> {
        if self.over {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (k, i) in self.row(self.side).enumerate() {
            if self.dan[i] > 0 {
                let letter = (b'a' + k as u8) as char;
                out.push(format!("{letter}<"));
                out.push(format!("{letter}>"));
            }
        }
        out
    }

    fn play(&mut self, mv: &str) {
        let k = (mv.as_bytes()[0] - b'a') as usize;
        let up = mv.ends_with('>');
        let next = |i: usize| if up { (i + 1) % 12 } else { (i + 11) % 12 };
        let mut pick = self.row(self.side).start + k;
        let mut pickups: Vec<(Vec<u32>, usize)> = Vec::new();
        'turn: loop {
            if pickups.contains(&(self.dan.clone(), pick)) {
                break;
            }
            pickups.push((self.dan.clone(), pick));
            let mut hand = std::mem::take(&mut self.dan[pick]);
            let mut at = pick;
            while hand > 0 {
                at = next(at);
                self.dan[at] += 1;
                hand -= 1;
            }
            let n = next(at);
            if n == 0 || n == 6 {
                break;
            }
            if self.dan[n] > 0 {
                pick = n;
                continue;
            }
            let mut gap = n;
            loop {
                let target = next(gap);
                if !self.holds(target) {
                    break 'turn;
                }
                if self.quan_non && self.has_quan(target) && self.dan[target] < 5 {
                    break 'turn;
                }
                self.stores[self.side].0 += std::mem::take(&mut self.dan[target]);
                if self.has_quan(target) {
                    self.quan[target / 6] = false;
                    self.stores[self.side].1 += 1;
                }
                let after = next(target);
                if after == 0 || after == 6 || self.dan[after] > 0 {
                    break 'turn;
                }
                gap = after;
            }
        }
        self.side = 1 - self.side;
        self.settle();
        let key = self.key();
        self.seen.push(key.clone());
        if !self.over && self.seen.iter().filter(|k| **k == key).count() >= 3 {
            self.over = true;
        }
    }

    /// The end when both quan squares are empty, else the refill if due.
    fn settle(&mut self) {
        if !self.holds(0) && !self.holds(6) {
            self.over = true;
            return;
        }
        let row = self.row(self.side);
        if self.dan[row.clone()].iter().any(|&d| d > 0) {
            return;
        }
        let me = self.side;
        let own = self.stores[me].0.min(5);
        let lend = 5 - own;
        if lend > 0 && (!self.borrow || self.stores[1 - me].0 < lend) {
            self.over = true;
            return;
        }
        self.stores[me].0 -= own;
        self.stores[1 - me].0 -= lend;
        self.stores[me].2 += lend;
        for i in row {
            self.dan[i] = 1;
        }
    }

    /// The count of side `s` (with its row once the game is over).
    fn score(&self, s: usize) -> i64 {
        let (d, q, o) = self.stores[s];
        let row: u32 = if self.over {
            self.dan[self.row(s)].iter().sum()
        } else {
            0
        };
        i64::from(d + q * self.worth + row + self.stores[1 - s].2) - i64::from(o)
    }
}

/// Plays `games()` random games under `pairs`, checking the model at every ply.
fn random_games(pairs: &[(&str, &str)]) {
    let options = <Oaq as Game>::Options::from_pairs(pairs.iter().copied()).expect("options");
    for seed in 0..games() {
        let mut rng = oorandom::Rand32::new(seed ^ 0x0a9);
        let mut g = Oaq::new(options, seed);
        let mut m = Model::new(pairs);
        let mut plies = 0;
        loop {
            let at = format!("{pairs:?} seed {seed} ply {plies}");
            assert_eq!(g.position(), m.text(), "{at}");
            let s = g.state();
            let board: u32 = s.dan.iter().map(|&d| u32::from(d)).sum();
            let stored: u32 = s.stores.iter().map(|st| u32::from(st.dan)).sum();
            assert_eq!(board + stored, 50, "dân made or lost, {at}");
            let quan = s.quan.iter().filter(|&&q| q).count() as u32
                + s.stores.iter().map(|st| u32::from(st.quan)).sum::<u32>();
            assert_eq!(quan, 2, "quan made or lost, {at}");
            let listed: Vec<String> = g
                .legal_moves()
                .iter()
                .map(|&mv| g.format_move(mv))
                .collect();
            assert_eq!(listed, m.moves(), "{at}");
            if g.outcome().is_some() {
                assert!(m.over, "{at}");
                assert_eq!(
                    (i64::from(g.score(0)), i64::from(g.score(1))),
                    (m.score(0), m.score(1)),
                    "{at}"
                );
                let before = g.position();
                for text in ["a<", "a>", "c>", "e<"] {
                    let mv = g.parse_move(text).expect(text);
                    assert_eq!(g.play(mv), Err(PlayError::GameOver), "{at}");
                }
                assert_eq!(g.position(), before, "{at}");
                break;
            }
            assert!(!m.over, "the model ended, the game did not: {at}");
            assert!(plies < 5_000, "no end in 5,000 plies: {at}");
            let pick = listed[rng.rand_range(0..listed.len() as u32) as usize].clone();
            let mv = g.parse_move(&pick).expect("a listed move reads");
            g.play(mv).expect("a listed move plays");
            m.play(&pick);
            plies += 1;
        }
    }
}

#[test]
fn random_games_agree_with_the_model_and_keep_every_stone() {
    for pairs in OPTION_SETS {
        random_games(pairs);
    }
}
