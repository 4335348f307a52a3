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
mod game;
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
pub use game::{Toan, ToanReport};
pub use matchplay::ToanMatch;
pub use mv::Move;
pub use options::{Blockers, CaptureRules, Division, ToanOptions};
pub use piece::Piece;
pub use play::REPETITIONS;

use crate::core::{Game, Outcome, ParseError, PlayError, Player};

// What the computer opponent's search walks (crate only): the cells, the one move generator
// and the pieces' byte form. The rules stay here; the search only calls them.
pub(crate) use cell::{NEXT, OFF};
pub(crate) use piece::{owner, value, Square, EMPTY};
pub(crate) use state::State;

/// The position string of the start (RULES.md §2).
pub const START: &str = "b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0";

impl Game for Toan {
    type Move = Move;
    type Options = ToanOptions;
    type Report = ToanReport;

    const ID: &'static str = "toan";
    /// 220 M sequences a second: `perft toan 4` (6.5e7); depth 5 is 6.4e9.
    const PERFT_BUDGET: f64 = 2e9;

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
