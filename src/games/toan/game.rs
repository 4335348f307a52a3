//! A game of Cờ toán in progress ([`Toan`]): the position and what the rules need of its
//! past, and what a turn did ([`ToanReport`]).

use super::arithmetic::Op;
use super::board::Board;
use super::cell::{Cell, CELLS};
use super::mv::Move;
use super::options::ToanOptions;
use super::piece::{Piece, Square};
use super::state::{self, State};
use crate::core::{Game, Outcome, Player};

/// What a turn did, for announcements and animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanReport {
    /// The move played.
    pub mv: Move,
    /// The enemy piece captured, if any.
    pub captured: Option<Piece>,
    /// Every operation that made the capture (empty for a move or a pass).
    pub ops: Vec<Op>,
    /// Whether the captured piece was the 0: thắng tuyệt đối.
    pub zero_captured: bool,
    /// Whether the player passed for want of a legal move.
    pub passed: bool,
}

/// A position and what the rules need of its past: a game of Cờ toán in progress.
#[derive(Clone, Debug)]
pub struct Toan {
    pub(super) options: ToanOptions,
    /// The position without its history: the board, the player to move, the score, the
    /// plies since the last capture.
    pub(super) state: State,
    /// The positions (board and player to move) since the last capture, current one last;
    /// kept only while the repetition rule is on.
    pub(super) seen: Vec<(Board, Player)>,
    pub(super) outcome: Option<Outcome>,
}

impl Toan {
    /// A new game from the start with `starter` to move (a match uses this for its games).
    pub fn with_starter(options: ToanOptions, starter: Player) -> Toan {
        let starter = if starter == Player::Blue {
            Player::Blue
        } else {
            Player::Red
        };
        Toan::from_setup(options, Board::start(), starter, [0, 0])
    }

    pub(super) fn from_setup(
        options: ToanOptions,
        board: Board,
        to_move: Player,
        score: [u32; 2],
    ) -> Toan {
        let rules = state::Rules::of(&options);
        let mut game = Toan {
            options,
            state: State::new(board, to_move, score, rules),
            seen: Vec::new(),
            outcome: None,
        };
        game.remember();
        game.outcome = game.judge();
        game
    }

    /// The piece on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        self.state.board.piece_at(cell)
    }

    /// The points `player` has scored (Red and Blue; other seats have none).
    pub fn score(&self, player: Player) -> u32 {
        match player {
            Player::Red => self.state.score[0],
            Player::Blue => self.state.score[1],
            _ => 0,
        }
    }

    /// Plies played since the last capture (the 100-ply rule counts these).
    pub fn quiet_plies(&self) -> u32 {
        self.state.quiet_plies
    }

    /// The legal moves of the piece on `cell` (what the board highlights when it is picked).
    pub fn moves_from(&self, cell: Cell) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == Some(cell))
            .collect()
    }

    /// Every legal capture here (the learning aid that shows them all).
    pub fn captures(&self) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|mv| mv.is_capture())
            .collect()
    }

    /// Whether the player to move can do nothing but pass.
    pub fn must_pass(&self) -> bool {
        self.outcome.is_none() && !self.state.can_move()
    }

    /// The position without its history: where the computer opponent's search starts.
    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    /// The cells and player to move of every position since the last capture, the current
    /// one last (empty when the repetition rule is off): for the search's repetition check.
    pub(crate) fn search_history(&self) -> impl Iterator<Item = (&[Square; CELLS], Player)> {
        self.seen.iter().map(|(b, p)| (&b.cells, *p))
    }

    /// Adds the current position to the repetition record.
    pub(super) fn remember(&mut self) {
        if self.options.draw_repetition {
            self.seen.push((self.state.board, self.state.to_move));
        }
    }

    /// How many times the current position (same player to move) has stood on the board
    /// since the last capture, this time included.
    pub fn repetitions(&self) -> usize {
        self.seen
            .iter()
            .filter(|&&(b, p)| b == self.state.board && p == self.state.to_move)
            .count()
    }
}
