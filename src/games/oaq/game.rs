//! A game of Ô ăn quan: the position, the options, and the `Game` trait.

use super::board::ROW;
use super::mv::Move;
use super::options::OaqOptions;
use super::position;
use super::report::OaqReport;
use super::state::{Ending, Rules, State, Step};
use crate::core::{EndReason, Game, Outcome, ParseError, PlayError, Player, Text};

/// A game of Ô ăn quan in progress.
#[derive(Clone, Debug)]
pub struct Oaq {
    /// The options it is played with.
    options: OaqOptions,
    /// The position, refilled as soon as a refill is due.
    state: State,
    /// The repetition key of every position since the start (or the position read), the
    /// current one last.
    seen: Vec<u128>,
}

/// The occurrence of the same position that ends the game.
const REPETITIONS: usize = 3;

/// The seat of side `side`: South (0) plays Red, North (1) Blue.
pub fn seat(side: usize) -> Player {
    if side == 0 {
        Player::Red
    } else {
        Player::Blue
    }
}

impl Oaq {
    /// A game from `state` (not yet refilled) under `options`.
    fn from_state(mut state: State, options: OaqOptions) -> Oaq {
        state.settle(Rules::of(&options), &mut |_| {});
        Oaq {
            options,
            seen: vec![state.repetition_key()],
            state,
        }
    }

    /// The position as the rules hold it (the search walks it).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Side `side`'s count so far (0 South, 1 North): captures, quan at their worth, debts;
    /// once the game is over, with the dân left on its row.
    pub fn score(&self, side: usize) -> i32 {
        self.state.score(side, self.options.mandarin.worth())
    }

    /// Why the move `mv` cannot be played here.
    fn refusal(&self, mv: Move) -> PlayError {
        if self.state.end.is_some() {
            return PlayError::GameOver;
        }
        let text = mv.text();
        if mv.square as usize >= ROW {
            return PlayError::Illegal(Text::new(
                format!("Nước {text}: mỗi bên chỉ có năm ô, a đến e."),
                format!("Move {text}: each side has five squares, a to e."),
            ));
        }
        PlayError::Illegal(Text::new(
            format!(
                "Nước {text}: ô {} của bên đi không có dân để rải.",
                &text[..1]
            ),
            format!(
                "Move {text}: the mover's square {} has no dân to sow.",
                &text[..1]
            ),
        ))
    }
}

impl Game for Oaq {
    type Move = Move;
    type Options = OaqOptions;
    type Report = OaqReport;

    const ID: &'static str = "oaq";
    /// 45 M sequences a second: `perft oaq 9` (9.0e7) in 2.0 s.
    const PERFT_BUDGET: f64 = 4e8;

    fn new(options: OaqOptions, _seed: u64) -> Oaq {
        let first = usize::from(options.first.player() == Player::Blue);
        Oaq::from_state(State::start(first), options)
    }

    fn from_position(text: &str, options: OaqOptions) -> Result<Oaq, ParseError> {
        Ok(Oaq::from_state(position::read(text)?, options))
    }

    fn options(&self) -> &OaqOptions {
        &self.options
    }

    fn position(&self) -> String {
        position::write(&self.state)
    }

    fn to_move(&self) -> Player {
        seat(self.state.side)
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(2 * ROW);
        self.state.moves(|mv| out.push(mv));
        out
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.state.is_legal(mv)
    }

    fn play(&mut self, mv: Move) -> Result<OaqReport, PlayError> {
        if !self.state.is_legal(mv) {
            return Err(self.refusal(mv));
        }
        let mut steps: Vec<Step> = Vec::new();
        self.state
            .play(mv, Rules::of(&self.options), |s| steps.push(s));
        let key = self.state.repetition_key();
        self.seen.push(key);
        if self.state.end.is_none()
            && self.seen.iter().filter(|&&k| k == key).count() >= REPETITIONS
        {
            self.state.end = Some(Ending::Repetition);
        }
        Ok(OaqReport { mv, steps })
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = match self.state.end? {
            Ending::Cleared => EndReason::QuanCleared,
            Ending::NoRefill => EndReason::NoRefill,
            Ending::Repetition => EndReason::Repetition,
        };
        Some(match self.state.lead(0, self.options.mandarin.worth()) {
            std::cmp::Ordering::Greater => Outcome::Win(seat(0), reason),
            std::cmp::Ordering::Less => Outcome::Win(seat(1), reason),
            std::cmp::Ordering::Equal => Outcome::Draw(reason),
        })
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        Move::parse(text)
    }

    fn format_move(&self, mv: Move) -> String {
        mv.text()
    }

    fn perft(&self, depth: u32) -> u64 {
        super::perft::perft(&self.state, Rules::of(&self.options), depth)
    }
}
