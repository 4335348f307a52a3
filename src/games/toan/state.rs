//! A position of Cờ toán without its history, and the rules that turn it into the next one:
//! the one copy of what a move does (the step, the capture and its points, the quiet-ply
//! count) and of how a game ends, used by [`super::Toan`] and by the computer opponent's
//! search alike (as shakmaty's `play_unchecked`). It is `Copy`, so a search copies it and
//! plays on the copy.

use super::board::Board;
use super::cell::CELLS;
use super::movegen::{generate, generate_captures, has_move};
use super::mv::Move;
use super::options::{CaptureRules, ToanOptions};
use super::piece::{encode, Square, EMPTY};
use crate::core::{EndReason, Outcome, Player};

/// The options a position's moves and ends depend on, copied out of [`ToanOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    /// Which captures exist.
    pub capture: CaptureRules,
    /// The points that win.
    pub target: u32,
    /// Quiet plies that end the game (`u32::MAX`: the rule is off).
    pub no_progress: u32,
}

impl Rules {
    /// The rules of `options`.
    pub fn of(options: &ToanOptions) -> Rules {
        Rules {
            capture: options.capture_rules(),
            target: options.target,
            no_progress: options.no_progress.plies().unwrap_or(u32::MAX),
        }
    }
}

/// The board, the player to move, the score and the plies since the last capture, with the
/// rules they are played by.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    /// The pieces.
    pub(crate) board: Board,
    /// The player to move.
    pub(crate) to_move: Player,
    /// Red's and Blue's points.
    pub(crate) score: [u32; 2],
    /// Plies since the last capture (passes count), for the 100-ply rule.
    pub(crate) quiet_plies: u32,
    /// The cell each side's 0 was set up on (`u8::MAX` for none): a 0 never moves, so it is
    /// still on the board exactly when that cell still holds it.
    zeros: [u8; 2],
    /// What the moves and ends depend on.
    pub(crate) rules: Rules,
}

impl State {
    /// `board` with `to_move` to move and `score` scored, no quiet ply yet.
    pub(crate) fn new(board: Board, to_move: Player, score: [u32; 2], rules: Rules) -> State {
        let zero = |s: usize| {
            board
                .cells
                .iter()
                .position(|&sq| sq == encode(s, 0))
                .map_or(u8::MAX, |i| i as u8)
        };
        State {
            board,
            to_move,
            score,
            quiet_plies: 0,
            zeros: [zero(0), zero(1)],
            rules,
        }
    }

    /// The cells.
    #[inline]
    pub(crate) fn cells(&self) -> &[Square; CELLS] {
        &self.board.cells
    }

    /// The side index of the player to move (0 Red, 1 Blue).
    #[inline]
    pub(crate) fn side(&self) -> usize {
        usize::from(self.to_move == Player::Blue)
    }

    /// Whether side `s` still has its 0.
    #[inline]
    pub(crate) fn has_zero(&self, s: usize) -> bool {
        self.board.cells.get(usize::from(self.zeros[s])) == Some(&encode(s, 0))
    }

    /// Plays `mv`, which must be legal here: the piece steps or captures (the mover scores
    /// the captured number and the quiet count starts again), or the player passes; then
    /// the other player is to move. Returns the square taken ([`EMPTY`] for none).
    #[inline]
    pub(crate) fn play_unchecked(&mut self, mv: Move) -> Square {
        let mover = self.side();
        let mut taken = EMPTY;
        match mv {
            Move::Pass => {}
            Move::Step { from, to } | Move::Capture { from, to } => {
                let (f, t) = (from.index(), to.index());
                taken = self.board.cells[t];
                self.board.cells[t] = self.board.cells[f];
                self.board.cells[f] = EMPTY;
            }
        }
        if taken == EMPTY {
            self.quiet_plies = self.quiet_plies.saturating_add(1);
        } else {
            let points = u32::from(super::piece::value(taken));
            self.score[mover] = self.score[mover].saturating_add(points);
            self.quiet_plies = 0;
        }
        self.to_move = self.to_move.opponent();
        taken
    }

    /// Calls `emit` with every legal move, assuming the game is not over by
    /// [`State::ended`]: the steps and captures, or a pass when only the other player can
    /// move. None at all means neither can move: the game is over ([`State::no_moves`]).
    #[inline]
    pub(crate) fn moves(&self, mut emit: impl FnMut(Move)) {
        let mut any = false;
        generate(&self.board.cells, self.side(), self.rules.capture, |mv| {
            any = true;
            emit(mv);
        });
        if !any && has_move(&self.board.cells, 1 - self.side(), self.rules.capture) {
            emit(Move::Pass);
        }
    }

    /// Calls `emit` with every capture, in the order of [`State::moves`].
    #[inline]
    pub(crate) fn captures(&self, emit: impl FnMut(Move)) {
        generate_captures(&self.board.cells, self.side(), self.rules.capture, emit);
    }

    /// Whether the player to move has a step or a capture.
    pub(crate) fn can_move(&self) -> bool {
        has_move(&self.board.cells, self.side(), self.rules.capture)
    }

    /// How the game stands ended here, in this order: a 0 captured, the point target, the
    /// third repetition (`repeated`: only the game knows its history), 100 quiet plies.
    /// Neither side able to move ends it too; that is found by listing the moves
    /// ([`State::moves`] gives none) or asked by [`State::no_moves`].
    #[inline]
    pub(crate) fn ended(&self, repeated: impl FnOnce() -> bool) -> Option<Outcome> {
        let decided = !self.has_zero(0)
            || !self.has_zero(1)
            || self.score[0].max(self.score[1]) >= self.rules.target;
        if decided {
            return self.decided();
        }
        if repeated() {
            return Some(self.stall(EndReason::Repetition));
        }
        if self.quiet_plies >= self.rules.no_progress {
            return Some(self.stall(EndReason::NoProgress));
        }
        None
    }

    /// How a game that a 0 or the point target ended stands (asked only then).
    #[cold]
    fn decided(&self) -> Option<Outcome> {
        for (s, player) in [(0, Player::Red), (1, Player::Blue)] {
            if !self.has_zero(s) {
                return Some(Outcome::Win(player.opponent(), EndReason::ZeroCaptured));
            }
        }
        for (s, player) in [(0, Player::Red), (1, Player::Blue)] {
            if self.score[s] >= self.rules.target {
                return Some(Outcome::Win(player, EndReason::PointTarget));
            }
        }
        None
    }

    /// Whether neither side can move (the game is then over: [`EndReason::NoMoves`]).
    pub(crate) fn no_moves(&self) -> bool {
        let rules = self.rules.capture;
        !has_move(&self.board.cells, 0, rules) && !has_move(&self.board.cells, 1, rules)
    }

    /// A stalled game: the higher score wins it, equal scores draw it.
    pub(crate) fn stall(&self, reason: EndReason) -> Outcome {
        match self.score[0].cmp(&self.score[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(Player::Red, reason),
            std::cmp::Ordering::Less => Outcome::Win(Player::Blue, reason),
            std::cmp::Ordering::Equal => Outcome::Draw(reason),
        }
    }
}
