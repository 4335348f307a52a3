//! Cờ toán for the search: a node holding the cells, the score and what the draw rules need
//! (the game's own move generator makes every move), and its evaluation.
//!
//! **Evaluation**, from the player to move, in hundredths of a point: a sum of weighted terms
//! ([`ToanNode::features`]) whose weights were fitted to the results of 1,500 games of
//! self-play (docs/ai.md, "The evaluations' weights"):
//! - the score: 89 per point ahead (points decide the game at the target and at a stall);
//! - pieces: 90 per piece on the board, less 11 per point of its value: a piece is a partner
//!   for captures, but a high one is points for the enemy when it falls (a 1 is worth 79, a 9
//!   almost nothing);
//! - the 0's guard: −90 for each enemy piece next to one's own 0 (a partner for a capture of
//!   the 0); own pieces there count −7 (a ringed 0 is safe, but those pieces are idle);
//! - pairs: 6 per pair of own pieces side by side (every capture needs one);
//! - advance: 5 per rank each piece has come towards the enemy's 0, where the captures are.
//!
//! Captures themselves are left to the quiescence search, which plays them out.

use super::keys::{mix64, zobrist};
use super::search::{End, TwoPlayer};
use crate::core::{EndReason, Player};
use crate::games::toan::{
    owner, value, Cell, Move, Square, State, Toan, CELLS, EMPTY, NEXT, OFF, ZERO_HOMES,
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
fn board_key(cells: &[Square; CELLS], to_move: Player) -> u64 {
    let mut k = if to_move == Player::Blue {
        BLUE_TO_MOVE
    } else {
        0
    };
    for (i, &sq) in cells.iter().enumerate() {
        k ^= z(i, sq);
    }
    k
}

/// The part of the key that the cells `touched` add.
#[inline]
fn cells_key(cells: &[Square; CELLS], touched: [Option<Cell>; 2]) -> u64 {
    touched
        .into_iter()
        .flatten()
        .fold(0, |k, c| k ^ z(c.index(), cells[c.index()]))
}

/// A position of Cờ toán as the search walks it: the rules' own `State` (which makes the
/// moves and ends the game) with its key.
#[derive(Clone, Copy, Debug)]
pub struct ToanNode {
    state: State,
    /// Zobrist key of the cells and the player to move.
    zob: u64,
    /// Whether a third repetition ends the game.
    repetition: bool,
}

impl ToanNode {
    /// The node of `game`'s current position, and the keys of the positions before it since
    /// the last capture.
    pub fn of(game: &Toan) -> (ToanNode, Vec<u64>) {
        let state = *game.state();
        let node = ToanNode {
            state,
            zob: board_key(state.cells(), state.to_move),
            repetition: crate::core::Game::options(game).draw_repetition,
        };
        let score_key = node.score_key();
        let mut history: Vec<u64> = game
            .search_history()
            .map(|(c, p)| board_key(c, p) ^ score_key)
            .collect();
        history.pop(); // the current position, which the search adds itself
        (node, history)
    }

    /// The part of the key that the score adds.
    #[inline]
    fn score_key(&self) -> u64 {
        let score = self.state.score;
        mix64(u64::from(score[0]) | u64::from(score[1]) << 32)
    }

    /// The cells.
    #[inline]
    fn cells(&self) -> &[Square; CELLS] {
        self.state.cells()
    }

    /// How the game stalled for `reason` ends for the player to move (the rules' stall).
    fn stalled(&self, reason: EndReason) -> End {
        End::of(&self.state.stall(reason), self.state.to_move)
    }
}

/// How many terms the evaluation weighs.
pub const FEATURES: usize = 7;

/// The weight of each of [`ToanNode::features`], in hundredths of a point.
const WEIGHTS: [i32; FEATURES] = [89, -7, -90, 6, 5, 90, -11];

impl ToanNode {
    /// The terms the evaluation weighs, each for the player to move less its opponent:
    /// points scored; own pieces next to one's own 0; enemy pieces next to one's own 0;
    /// pairs of own pieces side by side (the 0 included); ranks come towards the enemy's 0
    /// (the 0 never moves); pieces on the
    /// board (the 0 apart); their values summed. Public so that the weights can be fitted to
    /// the results of games (docs/ai.md).
    pub fn features(&self) -> [i32; FEATURES] {
        let me = self.state.side();
        let (score, cells) = (self.state.score, self.cells());
        let mut f = [0; FEATURES];
        f[0] = score[me] as i32 - score[1 - me] as i32;
        for (s, home) in ZERO_HOMES.iter().enumerate() {
            let sign = if s == me { 1 } else { -1 };
            let home = home.index();
            // Guard of side s's 0 (wherever it stands; it never moves from its home).
            if cells[home] != EMPTY && value(cells[home]) == 0 && owner(cells[home]) == s {
                for &n in &NEXT[home] {
                    if n != OFF {
                        let sq = cells[usize::from(n)];
                        if sq != EMPTY {
                            f[if owner(sq) == s { 1 } else { 2 }] += sign;
                        }
                    }
                }
            }
        }
        for (i, &sq) in cells.iter().enumerate() {
            if sq == EMPTY {
                continue;
            }
            let s = owner(sq);
            let sign = if s == me { 1 } else { -1 };
            // Count each pair once: neighbours N, NE, E, SE (the 0 pairs too).
            for &n in &NEXT[i][..4] {
                if n != OFF {
                    let other = cells[usize::from(n)];
                    if other != EMPTY && owner(other) == s {
                        f[3] += sign;
                    }
                }
            }
            if value(sq) != 0 {
                let rank = (i / 9) as i32;
                f[4] += sign * if s == 0 { rank } else { 10 - rank };
                f[5] += sign;
                f[6] += sign * i32::from(value(sq));
            }
        }
        f
    }
}

impl TwoPlayer for ToanNode {
    type Move = Move;
    const HISTORY_SIZE: usize = CELLS * CELLS;

    fn moves(&self, out: &mut Vec<Move>) {
        if self.end().is_none() {
            self.state.moves(|mv| out.push(mv));
        }
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        if self.end().is_none() {
            self.state.captures(|mv| out.push(mv));
        }
    }

    fn after(&self, mv: Move) -> ToanNode {
        let mut next = *self;
        let touched = [mv.from(), mv.to()];
        next.zob ^= BLUE_TO_MOVE ^ cells_key(self.cells(), touched);
        next.state.play_unchecked(mv);
        next.zob ^= cells_key(next.cells(), touched);
        next
    }

    fn end(&self) -> Option<End> {
        // Neither side able to move is found when the moves are listed ([`Self::no_moves`]).
        self.state
            .ended(|| false)
            .map(|o| End::of(&o, self.state.to_move))
    }

    fn stall(&self) -> Option<End> {
        self.repetition.then(|| self.stalled(EndReason::Repetition))
    }

    fn key(&self) -> u64 {
        self.zob ^ self.score_key()
    }

    fn reversible_plies(&self) -> usize {
        self.state.quiet_plies as usize
    }

    fn evaluate(&self) -> i32 {
        let f = self.features();
        f.iter().zip(WEIGHTS).map(|(x, w)| x * w).sum()
    }

    fn order_hint(&self, mv: Move) -> i32 {
        match mv {
            Move::Capture { to, .. } => {
                let v = value(self.cells()[to.index()]);
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
        self.stalled(EndReason::NoMoves)
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
