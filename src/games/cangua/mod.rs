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
mod movegen;
mod notation;
mod options;
mod place;
mod play;
mod position;
mod stakes;

pub use dice::{Dice, DiceCount, DiceState, Roller};
pub use options::{BringOut, CanguaOptions, Direction, ExtraRoll, FirstRoll, HomeRule};
pub use place::{
    absolute_cell, gate_cell, start_cell, Place, GATE, HOME_CELLS, SIDE_CELLS, TRACK_CELLS,
};
pub use play::CanguaReport;

use crate::core::{Game, Outcome, ParseError, PlayError, Player};

/// Horses each player has.
pub const HORSES: usize = 4;

/// A move: roll the dice, or move one horse with part of the roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Roll the dice; they show this (`roll 6`, `roll 3+5`).
    Roll(Dice),
    /// Move the horse on `from` to `to`, using `die`: one value of the roll, or with two
    /// dice the whole roll to bring a horse out (`6:s-t0`, `3:t12-t15`, `1+6:s-t0`).
    Step {
        /// The value (or whole two-dice roll) this move uses.
        die: Dice,
        /// Where the horse stands before the move.
        from: Place,
        /// Where it stands after.
        to: Place,
    },
}

/// A game of Cờ cá ngựa in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cangua {
    /// The settings (with `players` equal to the seats in play).
    options: CanguaOptions,
    /// The playing seats, in seat order.
    seats: Vec<Player>,
    /// Every seat's four horses, most advanced first (non-playing seats stay in the stable).
    horses: [[Place; HORSES]; 4],
    /// Whose turn it is (after the end: the player who made the last move).
    to_move: Player,
    /// The dice of the turn.
    dice: DiceState,
    /// The seeded dice generator.
    roller: Roller,
    /// Players who have finished (or, once the game is over, every player), first first.
    places: Vec<Player>,
    /// Who made the game's first thầu mạ.
    thau_ma_first: Option<Player>,
    /// Each seat's count of sập hầm.
    sap_ham: [u32; 4],
    /// Whether every place is settled.
    over: bool,
    /// Rolls counting as a 6 in a row by the player to move (`three-sixes=on`).
    sixes: u8,
    /// The roll-off that chose the first player (`first=roll`): each round, the players
    /// still tied and the die each rolled. Empty otherwise.
    rolloff: Vec<Vec<(Player, u8)>>,
}

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

    /// The playing seats, in seat order.
    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Where `player`'s four horses stand, most advanced first.
    pub fn horses(&self, player: Player) -> [Place; HORSES] {
        self.horses[player.index()]
    }

    /// The dice of the turn: still to roll, or the roll and the values left.
    pub fn dice(&self) -> DiceState {
        self.dice
    }

    /// What the seeded generator would roll now. The app plays `Move::Roll(next_roll())`
    /// for a normal roll, or the values of real dice when a family rolls its own.
    pub fn next_roll(&self) -> Dice {
        self.roller.peek(self.options.dice)
    }

    /// The dice generator's state (two `u64`s), e.g. to save it beside a position.
    pub fn roller(&self) -> Roller {
        self.roller
    }

    /// Replaces the dice generator, e.g. with one saved by [`Cangua::roller`].
    pub fn set_roller(&mut self, roller: Roller) {
        self.roller = roller;
    }

    /// The players who have finished, first first (every player once the game is over).
    pub fn places(&self) -> &[Player] {
        &self.places
    }

    /// Whether `player` has finished: four horses on home cells 3, 4, 5 and 6.
    pub fn has_finished(&self, player: Player) -> bool {
        let mut homes = self.horses(player);
        crate::core::sort_small(&mut homes);
        homes
            == [
                Place::Home(3),
                Place::Home(4),
                Place::Home(5),
                Place::Home(6),
            ]
    }

    /// Who made the game's first thầu mạ (a horse entering its home straight onto cell 6).
    pub fn thau_ma_first(&self) -> Option<Player> {
        self.thau_ma_first
    }

    /// How many sập hầm (a horse entering its home onto cell 1) `player` has made.
    pub fn sap_ham_count(&self, player: Player) -> u32 {
        self.sap_ham[player.index()]
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

    /// A game with these seats and settings and every horse in its stable.
    fn empty(options: CanguaOptions, seed: u64) -> Cangua {
        let seats = options.seats();
        let options = CanguaOptions {
            players: seats.clone(),
            ..options
        };
        Cangua {
            to_move: seats[0],
            seats,
            options,
            horses: [[Place::Stable; HORSES]; 4],
            dice: DiceState::ToRoll,
            roller: Roller::new(seed),
            places: Vec::new(),
            thau_ma_first: None,
            sap_ham: [0; 4],
            over: false,
            sixes: 0,
            rolloff: Vec::new(),
        }
    }

    /// The roll-off that chose who rolls first (`first=roll`): each round, the players
    /// still tied and the die each rolled; the last round has one highest roll. Empty when
    /// the first player was not rolled for.
    pub fn rolloff(&self) -> &[Vec<(Player, u8)>] {
        &self.rolloff
    }

    /// Rolls counting as a 6 that the player to move has rolled in a row (`three-sixes=on`).
    pub fn sixes_in_a_row(&self) -> u8 {
        self.sixes
    }

    /// Settles who rolls first under `first`, with `seed` for the lots and the roll-off.
    fn choose_first(&mut self, seed: u64) {
        let seats = self.seats.clone();
        self.to_move = match self.options.first {
            FirstRoll::FirstSeat => seats[0],
            FirstRoll::Seat(p) => Player::ALL
                .into_iter()
                .cycle()
                .skip(p.index())
                .take(4)
                .find(|s| seats.contains(s))
                .unwrap_or(seats[0]),
            FirstRoll::Random => {
                let n = seats.len() as u32;
                seats[oorandom::Rand32::new(seed).rand_range(0..n) as usize]
            }
            FirstRoll::HighestRoll => {
                let mut dice = oorandom::Rand32::new(seed ^ ROLLOFF_SALT);
                let mut tied = seats;
                // A tie among k players lasts another round with chance below 1 in 6; 64
                // rounds never end tied in practice, and if they did the first tied starts.
                for _ in 0..64 {
                    let round: Vec<(Player, u8)> = tied
                        .iter()
                        .map(|&p| (p, dice.rand_range(1..7) as u8))
                        .collect();
                    let best = round.iter().map(|&(_, v)| v).max().unwrap_or(0);
                    tied = round
                        .iter()
                        .filter(|&&(_, v)| v == best)
                        .map(|&(p, _)| p)
                        .collect();
                    self.rolloff.push(round);
                    if tied.len() == 1 {
                        break;
                    }
                }
                tied[0]
            }
        };
    }
}

/// Mixed into the seed for the roll-off's dice, so they are not the game's first rolls.
const ROLLOFF_SALT: u64 = 0x726f_6c6c_6f66_6621;

impl Game for Cangua {
    type Move = Move;
    type Options = CanguaOptions;
    type Report = CanguaReport;

    const ID: &'static str = "cangua";

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
