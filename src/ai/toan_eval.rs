//! Cờ toán for the search: a node holding the cells, the score and what the draw rules need
//! (the game's own move generator makes every move), and its evaluation.
//!
//! **Evaluation**, from the player to move, in hundredths of a point:
//! - the score: 100 per point ahead (points decide the game at the target and at a stall);
//! - the 0's guard: 12 per own piece next to one's own 0 (a 0 ringed by its own pieces cannot
//!   be reached), and 30 against each enemy piece next to it (a partner for a capture of the 0);
//! - pairs: 4 per pair of own pieces side by side (every capture needs one);
//! - advance: 2 per rank each piece has come towards the enemy's 0, where the captures are.
//!
//! Captures themselves are left to the quiescence search, which plays them out.

use super::keys::{mix64, zobrist};
use super::search::{End, TwoPlayer};
use crate::games::toan::{
    generate, generate_captures, has_move, owner, value, CaptureRules, Move, Square, Toan, CELLS,
    EMPTY, NO_PROGRESS_PLIES, ZERO_HOMES,
};

/// One word per (cell, square byte): the Zobrist key of a piece on a cell.
static ZOBRIST: [u64; CELLS * 32] = zobrist::<{ CELLS * 32 }>(0x70a7);
/// Added to the key when Blue is to move.
const BLUE_TO_MOVE: u64 = 0x2f6a_1b3c_9d4e_5f70;

/// The Zobrist word of `sq` on cell index `i` (0 for an empty cell).
#[inline]
fn z(i: usize, sq: Square) -> u64 {
    if sq == EMPTY {
        0
    } else {
        ZOBRIST[i * 32 + usize::from(sq & 31)]
    }
}

/// The key of the cells and the player to move.
fn board_key(cells: &[Square; CELLS], side: usize) -> u64 {
    let mut k = if side == 1 { BLUE_TO_MOVE } else { 0 };
    for (i, &sq) in cells.iter().enumerate() {
        k ^= z(i, sq);
    }
    k
}

/// The eight neighbours of each cell (`u8::MAX` off the board).
const NEIGHBOURS: [[u8; 8]; CELLS] = {
    let mut t = [[u8::MAX; 8]; CELLS];
    let d: [(i32, i32); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];
    let mut i = 0;
    while i < CELLS {
        let (f, r) = ((i % 9) as i32, (i / 9) as i32);
        let mut k = 0;
        while k < 8 {
            let (nf, nr) = (f + d[k].0, r + d[k].1);
            if nf >= 0 && nf < 9 && nr >= 0 && nr < 11 {
                t[i][k] = (nr * 9 + nf) as u8;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// A position of Cờ toán as the search walks it.
#[derive(Clone, Copy, Debug)]
pub struct ToanNode {
    cells: [Square; CELLS],
    /// Red's and Blue's points.
    score: [u32; 2],
    /// 0 Red, 1 Blue.
    side: usize,
    /// Plies since the last capture.
    quiet: u32,
    /// Zobrist key of the cells and the player to move.
    zob: u64,
    /// Set once the last move captured a 0 or reached the target: the player to move lost.
    lost: bool,
    target: u32,
    rules: CaptureRules,
    repetition: bool,
    no_progress: bool,
}

impl ToanNode {
    /// The node of `game`'s current position, and the keys of the positions before it since
    /// the last capture.
    pub fn of(game: &Toan) -> (ToanNode, Vec<u64>) {
        let (cells, to_move, score, quiet) = game.search_start();
        let options = crate::core::Game::options(game);
        let side = usize::from(to_move == crate::core::Player::Blue);
        let node = ToanNode {
            cells: *cells,
            score,
            side,
            quiet,
            zob: board_key(cells, side),
            lost: false,
            target: options.target,
            rules: options.capture_rules(),
            repetition: options.draw_repetition,
            no_progress: options.draw_no_progress,
        };
        let score_key = node.score_key();
        let mut history: Vec<u64> = game
            .search_history()
            .map(|(c, p)| board_key(c, usize::from(p == crate::core::Player::Blue)) ^ score_key)
            .collect();
        history.pop(); // the current position, which the search adds itself
        (node, history)
    }

    /// The part of the key that the score adds.
    #[inline]
    fn score_key(&self) -> u64 {
        mix64(u64::from(self.score[0]) | u64::from(self.score[1]) << 32)
    }

    /// How a stalled game ends for the player to move: the higher score wins.
    fn by_score(&self) -> End {
        match self.score[self.side].cmp(&self.score[1 - self.side]) {
            std::cmp::Ordering::Greater => End::Win,
            std::cmp::Ordering::Less => End::Loss,
            std::cmp::Ordering::Equal => End::Draw,
        }
    }
}

impl TwoPlayer for ToanNode {
    type Move = Move;
    const HISTORY_SIZE: usize = CELLS * CELLS;

    fn moves(&self, out: &mut Vec<Move>) {
        if self.end().is_some() {
            return;
        }
        let start = out.len();
        generate(&self.cells, self.side, self.rules, |mv| out.push(mv));
        // A player with no move passes, unless neither can move: then the game is over.
        if out.len() == start && has_move(&self.cells, 1 - self.side, self.rules) {
            out.push(Move::Pass);
        }
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        if self.end().is_some() {
            return;
        }
        generate_captures(&self.cells, self.side, self.rules, |mv| out.push(mv));
    }

    fn after(&self, mv: Move) -> ToanNode {
        let mut next = *self;
        next.side = 1 - self.side;
        next.zob ^= BLUE_TO_MOVE;
        next.quiet += 1;
        match mv {
            Move::Pass => {}
            Move::Step { from, to } => {
                let (f, t) = (from.index(), to.index());
                let piece = next.cells[f];
                next.zob ^= z(f, piece) ^ z(t, piece);
                next.cells[t] = piece;
                next.cells[f] = EMPTY;
            }
            Move::Capture { from, to } => {
                let (f, t) = (from.index(), to.index());
                let (piece, taken) = (next.cells[f], next.cells[t]);
                next.zob ^= z(f, piece) ^ z(t, piece) ^ z(t, taken);
                next.cells[t] = piece;
                next.cells[f] = EMPTY;
                let points = value(taken);
                next.score[self.side] += u32::from(points);
                next.quiet = 0;
                next.lost = points == 0 || next.score[self.side] >= self.target;
            }
        }
        next
    }

    fn end(&self) -> Option<End> {
        if self.lost {
            return Some(End::Loss);
        }
        if self.no_progress && self.quiet >= NO_PROGRESS_PLIES {
            return Some(self.by_score());
        }
        // Neither side able to move is found when the moves are listed ([`Self::no_moves`]).
        None
    }

    fn stall(&self) -> Option<End> {
        self.repetition.then(|| self.by_score())
    }

    fn key(&self) -> u64 {
        self.zob ^ self.score_key()
    }

    fn reversible_plies(&self) -> usize {
        self.quiet as usize
    }

    fn evaluate(&self) -> i32 {
        let me = self.side;
        let mut e = (self.score[me] as i32 - self.score[1 - me] as i32) * 100;
        for (s, home) in ZERO_HOMES.iter().enumerate() {
            let sign = if s == me { 1 } else { -1 };
            let home = home.index();
            // Guard of side s's 0 (wherever it stands; it never moves from its home).
            if self.cells[home] != EMPTY
                && value(self.cells[home]) == 0
                && owner(self.cells[home]) == s
            {
                for &n in &NEIGHBOURS[home] {
                    if n != u8::MAX {
                        let sq = self.cells[usize::from(n)];
                        if sq != EMPTY {
                            e += sign * if owner(sq) == s { 12 } else { -30 };
                        }
                    }
                }
            }
        }
        for (i, &sq) in self.cells.iter().enumerate() {
            if sq == EMPTY || value(sq) == 0 {
                continue;
            }
            let s = owner(sq);
            let sign = if s == me { 1 } else { -1 };
            let rank = (i / 9) as i32;
            let advance = if s == 0 { rank } else { 10 - rank };
            let mut pairs = 0;
            // Count each pair once: neighbours N, NE, E, SE.
            for &n in &NEIGHBOURS[i][..4] {
                if n != u8::MAX {
                    let other = self.cells[usize::from(n)];
                    if other != EMPTY && owner(other) == s {
                        pairs += 1;
                    }
                }
            }
            e += sign * (2 * advance + 4 * pairs);
        }
        e
    }

    fn order_hint(&self, mv: Move) -> i32 {
        match mv {
            Move::Capture { to, .. } => {
                let v = value(self.cells[to.index()]);
                if v == 0 {
                    100_000
                } else {
                    100 * i32::from(v) + 10
                }
            }
            _ => 0,
        }
    }

    fn must_move(&self) -> bool {
        false
    }

    fn no_moves(&self) -> End {
        self.by_score()
    }

    /// A quiet move shifts the guard, pair and advance terms by well under a point.
    const FUTILITY_MARGIN: i32 = 120;
    /// In Cờ toán a player is hardly ever worse off for having to move (there is nearly always
    /// a harmless step), so the null-move test is sound enough.
    const NULL_MOVE: bool = true;

    fn pass(&self) -> ToanNode {
        self.after(Move::Pass)
    }

    fn history_index(&self, mv: Move) -> usize {
        match mv {
            Move::Step { from, to } | Move::Capture { from, to } => {
                from.index() * CELLS + to.index()
            }
            Move::Pass => 0,
        }
    }
}
