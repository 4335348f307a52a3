//! Cờ cá ngựa, the Vietnamese horse race (RULES.md §3) for 2–4 players.
//!
//! Rolling the dice is a move ([`Move::Roll`]): before a roll the legal moves are every
//! possible roll, and [`Cangua::next_roll`] says what the game's seeded generator would
//! roll now. Playing any roll moves the generator on by one roll, so the same seed and the
//! same moves always give the same game, and undo (replaying fewer moves) restores the dice.
//!
//! ```
//! use co_dan_gian::core::Game;
//! use co_dan_gian::games::cangua::{Cangua, CanguaOptions, Dice, Move};
//!
//! let mut game = Cangua::new(CanguaOptions::default(), 7);
//! // A family rolled a real die and got 6 (the app would play `game.next_roll()`).
//! let report = game.play(Move::Roll(Dice::one(6).unwrap())).unwrap();
//! assert_eq!(report.lost_dice, None);
//! let moves: Vec<String> = game.legal_moves().into_iter().map(|m| game.format_move(m)).collect();
//! assert_eq!(moves, ["6:s-t0"]);
//! game.play(game.parse_move("6:s-t0").unwrap()).unwrap();
//! // A 6 earns another roll.
//! assert_eq!(game.position(), "r=t0,s,s,s y=s,s,s,s r -");
//! ```

mod dice;
mod game;
mod movegen;
mod notation;
mod options;
mod place;
mod play;
mod position;
mod stakes;

pub use dice::{Dice, DiceCount, DiceState, Roller};
pub use game::{Cangua, CanguaReport, Move, HORSES};
pub use options::{BringOut, CanguaOptions, Direction, ExtraRoll, FirstRoll, HomeRule};
pub use place::{
    absolute_cell, gate_cell, start_cell, Place, GATE, HOME_CELLS, SIDE_CELLS, TRACK_CELLS,
};

use crate::core::{Game, Outcome, ParseError, PlayError, Player};

impl Cangua {
    /// A game set up from a position string, with its dice generator seeded by `seed`
    /// (plain [`Game::from_position`] seeds it from the text itself).
    ///
    /// # Errors
    /// As [`Game::from_position`].
    pub fn from_position_seeded(
        position: &str,
        options: CanguaOptions,
        seed: u64,
    ) -> Result<Cangua, ParseError> {
        let mut game = position::parse(position, options)?;
        game.roller = Roller::new(seed);
        Ok(game)
    }

    /// The legal moves of the horse on `from` of the player to move (empty before the
    /// roll), so the board can light up the horses that can move and their targets.
    pub fn moves_for_horse(&self, from: Place) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|mv| matches!(mv, Move::Step { from: f, .. } if *f == from))
            .collect()
    }

    /// The places of the horses that can move now (a stable counts once).
    pub fn movable_horses(&self) -> Vec<Place> {
        let mut froms: Vec<Place> = self
            .legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Step { from, .. } => Some(from),
                Move::Roll(_) => None,
            })
            .collect();
        place::most_advanced_first(&mut froms);
        froms.dedup();
        froms
    }
}

impl Game for Cangua {
    type Move = Move;
    type Options = CanguaOptions;
    type Report = CanguaReport;

    const ID: &'static str = "cangua";
    /// 15 M sequences a second, 30 M with two dice: `perft cangua 13` (1.4e8) in 10 s,
    /// `perft cangua 7 --dice 2` (1.7e8) in 6 s.
    const PERFT_BUDGET: f64 = 2e8;
    const DICE: bool = true;

    /// Every horse in its stable; who rolls first follows `first` (by default the first
    /// playing seat).
    fn new(options: CanguaOptions, seed: u64) -> Cangua {
        let mut game = Cangua::empty(options, seed);
        game.choose_first(seed);
        game
    }

    /// The seats in the position replace `options.players`; the dice generator is seeded
    /// from the text, so the same position always rolls the same dice.
    fn from_position(position: &str, options: CanguaOptions) -> Result<Cangua, ParseError> {
        position::parse(position, options)
    }

    /// As the inherent [`Cangua::from_position_seeded`]: the dice come from `seed`.
    fn from_position_seeded(
        position: &str,
        options: CanguaOptions,
        seed: u64,
    ) -> Result<Cangua, ParseError> {
        Cangua::from_position_seeded(position, options, seed)
    }

    fn options(&self) -> &CanguaOptions {
        &self.options
    }

    fn position(&self) -> String {
        position::format(self)
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        movegen::legal_moves(self)
    }

    fn play(&mut self, mv: Move) -> Result<CanguaReport, PlayError> {
        play::play(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome::Places(self.places.clone()))
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        notation::parse_move(text)
    }

    fn format_move(&self, mv: Move) -> String {
        notation::format_move(mv)
    }
}
