//! A plain model of RULES.md §2 for the Cờ toán tests, written separately from the crate's
//! move generator: the rules read literally, with plain loops and no shared code.

#![allow(dead_code)]

use co_dan_gian::core::{Game, Player};
use co_dan_gian::games::toan::{Blockers, Cell, Division, Toan};
use std::collections::BTreeSet;

pub type Square = Option<(Player, u8)>;

#[derive(Clone)]
pub struct Model {
    pub cells: [[Square; 9]; 11], // [rank][file]
    pub to_move: Player,
    pub score: [u32; 2],
    pub target: u32,
    pub enemy_only: bool,
    /// Whether a 0 may be a partner (option `zero-partner`).
    pub zero_partner: bool,
    /// Whether only the remainder of a division counts (option `division=remainder`).
    pub remainder_only: bool,
}

const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

pub fn idx(p: Player) -> usize {
    usize::from(p == Player::Blue)
}

/// The usable distances of mover `m` with partner `p`: units digits of m+p, |m−p|, m×p and,
/// when neither is 0, of the larger divided by the smaller and its remainder; never 0.
pub fn usable(m: u8, p: u8) -> BTreeSet<u8> {
    usable_with(m, p, false)
}

/// [`usable`], leaving the quotient out when `remainder_only`.
pub fn usable_with(m: u8, p: u8, remainder_only: bool) -> BTreeSet<u8> {
    let mut results = vec![m + p, m.abs_diff(p), m * p];
    let (hi, lo) = (m.max(p), m.min(p));
    if let (Some(q), Some(r)) = (hi.checked_div(lo), hi.checked_rem(lo)) {
        if !remainder_only {
            results.push(q);
        }
        results.push(r);
    }
    results
        .into_iter()
        .map(|r| r % 10)
        .filter(|&d| d != 0)
        .collect()
}

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Model {
    pub fn of(g: &Toan) -> Model {
        let mut cells = [[None; 9]; 11];
        for c in Cell::ALL {
            cells[usize::from(c.rank())][usize::from(c.file())] =
                g.piece_at(c).map(|p| (p.owner, p.value));
        }
        let o = g.options();
        Model {
            cells,
            to_move: g.to_move(),
            score: [g.score(Player::Red), g.score(Player::Blue)],
            target: o.target,
            enemy_only: o.blockers == Blockers::Enemy,
            zero_partner: o.zero_partner,
            remainder_only: o.division == Division::Remainder,
        }
    }

    pub fn at(&self, f: i32, r: i32) -> Option<Square> {
        if (0..9).contains(&f) && (0..11).contains(&r) {
            Some(self.cells[r as usize][f as usize])
        } else {
            None
        }
    }

    /// Steps and captures of `who`, in notation.
    pub fn moves(&self, who: Player) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for r in 0..11 {
            for f in 0..9 {
                let Some(Some((owner, n))) = self.at(f, r) else {
                    continue;
                };
                if owner != who || n == 0 {
                    continue;
                }
                for (df, dr) in DIRECTIONS {
                    for k in 1..=i32::from(n) {
                        if (1..=k).all(|j| self.at(f + j * df, r + j * dr) == Some(None)) {
                            out.insert(format!("{}-{}", name(f, r), name(f + k * df, r + k * dr)));
                        }
                    }
                    let Some(Some((po, p))) = self.at(f + df, r + dr) else {
                        continue;
                    };
                    if po != who || (p == 0 && !self.zero_partner) {
                        continue;
                    }
                    for d in usable_with(n, p, self.remainder_only) {
                        let d = i32::from(d);
                        let (tf, tr) = (f + (1 + d) * df, r + (1 + d) * dr);
                        let Some(Some((to, _))) = self.at(tf, tr) else {
                            continue;
                        };
                        if to == who {
                            continue;
                        }
                        let clear = (2..=d).all(|j| match self.at(f + j * df, r + j * dr) {
                            Some(None) => true,
                            Some(Some((o, _))) => self.enemy_only && o == who,
                            None => false,
                        });
                        if clear {
                            out.insert(format!("{}x{}", name(f, r), name(tf, tr)));
                        }
                    }
                }
            }
        }
        out
    }

    /// What the player to move may play, with the pass rule; empty when neither can move.
    pub fn legal(&self) -> BTreeSet<String> {
        let mine = self.moves(self.to_move);
        if mine.is_empty() && !self.moves(self.to_move.opponent()).is_empty() {
            return ["pass".to_string()].into();
        }
        mine
    }

    pub fn has_zero(&self, who: Player) -> bool {
        self.cells.iter().flatten().any(|&s| s == Some((who, 0)))
    }

    /// Whether the game is over by the position alone (0 taken, target, nobody can move).
    pub fn over(&self) -> bool {
        !self.has_zero(Player::Red)
            || !self.has_zero(Player::Blue)
            || self.score.iter().any(|&s| s >= self.target)
            || self.legal().is_empty()
    }

    /// Plays a move in notation; returns the captured piece's value.
    pub fn play(&mut self, mv: &str) -> Option<u8> {
        let who = self.to_move;
        self.to_move = who.opponent();
        if mv == "pass" {
            return None;
        }
        let sep = mv.find(['-', 'x']).unwrap();
        let (a, b) = (
            Cell::parse(&mv[..sep]).unwrap(),
            Cell::parse(&mv[sep + 1..]).unwrap(),
        );
        let piece = self.cells[usize::from(a.rank())][usize::from(a.file())].take();
        let taken = std::mem::replace(
            &mut self.cells[usize::from(b.rank())][usize::from(b.file())],
            piece,
        );
        let value = taken.map(|(_, v)| v);
        self.score[idx(who)] += u32::from(value.unwrap_or(0));
        value
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over() {
            return 0;
        }
        let legal = self.legal();
        if depth == 1 {
            return legal.len() as u64;
        }
        legal
            .iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}
