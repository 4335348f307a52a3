//! Cờ toán, the mathematical chess of Bắc Ninh (RULES.md §2).
//!
//! Two sides of ten numbered pieces on a 9 × 11 board. A piece n moves up to n cells in a
//! straight line; two of your pieces standing side by side capture along their line at a
//! distance given by their sum, difference, product, quotient or remainder (units digit only).
//! Capturing the enemy 0 wins outright; otherwise the first to the point target wins.
//!
//! ```
//! use co_dan_gian::core::Game;
//! use co_dan_gian::games::toan::{Toan, ToanOptions};
//!
//! let mut game = Toan::new(ToanOptions::default(), 0);
//! assert_eq!(game.legal_moves().len(), 87);
//! let mv = game.parse_move("i1-i5").unwrap();
//! game.play(mv).unwrap();
//! assert!(game.position().ends_with(" b 0-0"));
//! ```

pub mod arithmetic;
mod board;
mod cell;
mod explain;
mod matchplay;
mod movegen;
mod mv;
mod options;
mod perft;
mod piece;
mod play;
mod position;
mod state;

pub use crate::core::First;
pub use arithmetic::{Op, OpKind};
pub use cell::{zero_home, Cell, Dir, CELLS, FILES, RANKS, ZERO_HOMES};
pub use matchplay::ToanMatch;
pub use mv::Move;
pub use options::{Blockers, CaptureRules, Division, ToanOptions};
pub use piece::Piece;
pub use play::{ToanReport, NO_PROGRESS_PLIES, REPETITIONS};

use crate::core::{Game, Outcome, ParseError, PlayError, Player};
use board::Board;

// What the computer opponent's search walks (crate only): the cells, the one move generator
// and the pieces' byte form. The rules stay here; the search only calls them.
pub(crate) use cell::{NEXT, OFF};
pub(crate) use piece::{owner, value, Square, EMPTY};
pub(crate) use state::State;

/// The position string of the start (RULES.md §2).
pub const START: &str = "b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0";

/// A position and what the rules need of its past: a game of Cờ toán in progress.
#[derive(Clone, Debug)]
pub struct Toan {
    options: ToanOptions,
    /// The position without its history: the board, the player to move, the score, the
    /// plies since the last capture.
    state: State,
    /// The positions (board and player to move) since the last capture, current one last;
    /// kept only while the repetition rule is on.
    seen: Vec<(Board, Player)>,
    outcome: Option<Outcome>,
}

/// Side index used by the board: 0 for Red, 1 for Blue.
fn side(player: Player) -> usize {
    usize::from(player == Player::Blue)
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

    fn from_setup(options: ToanOptions, board: Board, to_move: Player, score: [u32; 2]) -> Toan {
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
    fn remember(&mut self) {
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

impl Game for Toan {
    type Move = Move;
    type Options = ToanOptions;
    type Report = ToanReport;

    const ID: &'static str = "toan";

    fn new(options: ToanOptions, seed: u64) -> Toan {
        let starter = options.first.resolve(seed);
        Toan::with_starter(options, starter)
    }

    fn from_position(position: &str, options: ToanOptions) -> Result<Toan, ParseError> {
        let setup = position::parse(position)?;
        if !setup.board.has_zero(0) && !setup.board.has_zero(1) {
            return Err(ParseError::whole(
                "Cả hai quân số 0 đều không có trên bàn cờ; ván cờ dừng ngay khi một quân 0 bị bắt.",
                "Neither 0 is on the board; a game stops as soon as one 0 is captured.",
            ));
        }
        let target = options.target;
        if setup.score[0] >= target && setup.score[1] >= target {
            return Err(ParseError::whole(
                format!("Cả hai bên đều đã đạt mốc {target} điểm; ván cờ dừng khi bên đầu tiên đạt mốc."),
                format!("Both sides have reached the {target}-point target; a game stops when the first one does."),
            ));
        }
        Ok(Toan::from_setup(
            options,
            setup.board,
            setup.to_move,
            setup.score,
        ))
    }

    fn options(&self) -> &ToanOptions {
        &self.options
    }

    fn position(&self) -> String {
        position::format(&self.state.board, self.state.to_move, self.state.score)
    }

    fn to_move(&self) -> Player {
        self.state.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.state.moves(|mv| moves.push(mv));
        moves
    }

    fn play(&mut self, mv: Move) -> Result<ToanReport, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.is_legal(mv) {
            return Err(PlayError::Illegal(self.why_illegal(mv)));
        }
        Ok(self.apply(mv))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        Move::parse(text)
    }

    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    fn is_legal(&self, mv: Move) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        if mv == Move::Pass {
            return self.must_pass();
        }
        let mut found = false;
        self.state.moves(|m| found |= m == mv);
        found
    }

    fn perft(&self, depth: u32) -> u64 {
        perft::perft(self, depth)
    }
}
