//! The settings of Cờ cá ngựa and their text form (`players=r,y`, `dice=2`, `first=roll`, …).

use super::dice::DiceCount;
use super::place::colour;
use crate::core::{GameOptions, ParseError, Player};

/// How a horse moves once it reaches its gate and home column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum HomeRule {
    /// From the gate a roll of n enters home cell n; inside, a horse on cell k climbs to
    /// k+1 only with a roll of exactly k+1 (the default).
    #[default]
    Climb,
    /// From the gate a roll of n enters home cell n; inside, a roll of n moves n cells up
    /// if it stays within 6 and jumps no horse.
    Steps,
}

/// Which rolls earn another roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ExtraRoll {
    /// 1 or 6 with one die; 1+6 or any double with two (the default).
    #[default]
    OneOrSix,
    /// Only 6 with one die, only 6+6 with two.
    SixOnly,
}

/// Which rolls bring a horse out of the stable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum BringOut {
    /// 1 or 6 with one die; 1+6 or any double with two (the default).
    #[default]
    OneOrSix,
    /// Only a 6 with one die; any double with two.
    SixOnly,
}

/// Who rolls first in a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FirstRoll {
    /// The first playing seat in seat order (the default).
    #[default]
    FirstSeat,
    /// This seat (the first playing seat after it in seat order if it does not play).
    Seat(Player),
    /// Drawn from the game's seed.
    Random,
    /// Every player rolls one die, the highest starts; tied players roll again.
    HighestRoll,
}

/// Which way the turn passes round the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Direction {
    /// Red, Blue, Yellow, Green, skipping empty seats (the default).
    #[default]
    SeatOrder,
    /// Green, Yellow, Blue, Red: the other way round.
    Reverse,
}

/// The settings of a game of Cờ cá ngựa.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanguaOptions {
    /// The seats that play (2–4), in seat order. Default: Red and Yellow, facing each other.
    pub players: Vec<Player>,
    /// One die (default) or two.
    pub dice: DiceCount,
    /// How horses enter and climb the home column.
    pub home: HomeRule,
    /// Which rolls earn another roll.
    pub extra_roll: ExtraRoll,
    /// Which way the turn passes.
    pub direction: Direction,
    /// End the game as soon as the first player finishes (default: play on for every place).
    pub stop_at_first: bool,
    /// Settle chips on the result screen (default off).
    pub stakes: bool,
    /// Chips the game's first thầu mạ collects from every other player (2 or 3).
    pub thau_ma_chips: u8,
    /// Who rolls first (key `first`).
    pub first: FirstRoll,
    /// Which rolls bring a horse out (key `bring-out`: `1-6`, `6`).
    pub bring_out: BringOut,
    /// A third 6 in a row passes the turn (key `three-sixes`: `on`, `off`).
    pub three_sixes: bool,
}

impl Default for CanguaOptions {
    fn default() -> CanguaOptions {
        CanguaOptions {
            players: vec![Player::Red, Player::Yellow],
            dice: DiceCount::One,
            home: HomeRule::Climb,
            extra_roll: ExtraRoll::OneOrSix,
            direction: Direction::SeatOrder,
            stop_at_first: false,
            stakes: false,
            thau_ma_chips: 2,
            first: FirstRoll::FirstSeat,
            bring_out: BringOut::OneOrSix,
            three_sixes: false,
        }
    }
}

impl CanguaOptions {
    /// The playing seats in seat order, each once. Fewer than two distinct seats (only
    /// possible when the field was filled in by hand) falls back to Red and Yellow.
    pub fn seats(&self) -> Vec<Player> {
        let mut seats = self.players.clone();
        seats.sort();
        seats.dedup();
        if seats.len() < 2 {
            seats = vec![Player::Red, Player::Yellow];
        }
        seats
    }

    /// Whether the options agree with each other: a chosen first seat must play.
    ///
    /// # Errors
    /// The chosen seat and the seats that play, as a sentence.
    pub fn check(&self) -> Result<(), ParseError> {
        match self.first {
            FirstRoll::Seat(p) if !self.seats().contains(&p) => Err(ParseError::whole(
                format!(
                    "{} không chơi ván này nên không đi trước được.",
                    p.name_vi()
                ),
                format!(
                    "{} does not play in this game, so cannot go first.",
                    p.name_en()
                ),
            )),
            _ => Ok(()),
        }
    }

    /// Whether `roll` brings a horse out under `bring-out`.
    pub fn brings_out(&self, roll: super::Dice) -> bool {
        match self.bring_out {
            BringOut::OneOrSix => roll.brings_out(),
            BringOut::SixOnly => roll.is_six(),
        }
    }
}

/// The word of a seat in `first`: `red`, `blue`, `yellow`, `green`.
fn seat_word(p: Player) -> &'static str {
    match p {
        Player::Red => "red",
        Player::Blue => "blue",
        Player::Yellow => "yellow",
        Player::Green => "green",
    }
}

/// Reads the `players` value: 2–4 distinct colour letters separated by commas.
fn parse_players(value: &str) -> Result<Vec<Player>, ParseError> {
    let mut players = Vec::new();
    let mut at = 0;
    for part in value.split(',') {
        let Some(player) = colour(part) else {
            return Err(ParseError::at(
                at,
                format!("'{part}' không phải màu quân: dùng r, b, y hoặc g."),
                format!("'{part}' is not a colour: use r, b, y or g."),
            ));
        };
        if players.contains(&player) {
            return Err(ParseError::at(
                at,
                format!("Màu {} được kể hai lần.", player.name_vi()),
                format!("{} is listed twice.", player.name_en()),
            ));
        }
        players.push(player);
        at += part.chars().count() + 1;
    }
    if players.len() < 2 {
        return Err(ParseError::whole(
            "Cờ cá ngựa cần từ 2 đến 4 người chơi.",
            "Cờ cá ngựa needs 2 to 4 players.",
        ));
    }
    players.sort();
    Ok(players)
}

/// The error for a value that `key` does not take.
fn bad_value(key: &str, value: &str, allowed: &str) -> ParseError {
    ParseError::whole(
        format!("Tùy chọn '{key}' không nhận giá trị '{value}' (dùng {allowed})."),
        format!("The option '{key}' does not take '{value}' (use {allowed})."),
    )
}

impl GameOptions for CanguaOptions {
    fn set(&mut self, key: &str, value: &str) -> Result<(), ParseError> {
        match (key, value) {
            ("players", _) => self.players = parse_players(value)?,
            ("dice", "1") => self.dice = DiceCount::One,
            ("dice", "2") => self.dice = DiceCount::Two,
            ("dice", _) => return Err(bad_value(key, value, "1, 2")),
            ("home", "climb") => self.home = HomeRule::Climb,
            ("home", "steps") => self.home = HomeRule::Steps,
            ("home", _) => return Err(bad_value(key, value, "climb, steps")),
            ("extra", "1-6") => self.extra_roll = ExtraRoll::OneOrSix,
            ("extra", "6") => self.extra_roll = ExtraRoll::SixOnly,
            ("extra", _) => return Err(bad_value(key, value, "1-6, 6")),
            ("direction", "seat") => self.direction = Direction::SeatOrder,
            ("direction", "reverse") => self.direction = Direction::Reverse,
            ("direction", _) => return Err(bad_value(key, value, "seat, reverse")),
            ("stop", "first") => self.stop_at_first = true,
            ("stop", "all") => self.stop_at_first = false,
            ("stop", _) => return Err(bad_value(key, value, "first, all")),
            ("stakes", "on") => self.stakes = true,
            ("stakes", "off") => self.stakes = false,
            ("stakes", _) => return Err(bad_value(key, value, "on, off")),
            ("thau-ma", "2") => self.thau_ma_chips = 2,
            ("thau-ma", "3") => self.thau_ma_chips = 3,
            ("thau-ma", _) => return Err(bad_value(key, value, "2, 3")),
            ("first", "seat") => self.first = FirstRoll::FirstSeat,
            ("first", "random") => self.first = FirstRoll::Random,
            ("first", "roll") => self.first = FirstRoll::HighestRoll,
            ("first", _) => {
                let seat = Player::ALL.into_iter().find(|&p| seat_word(p) == value);
                let Some(seat) = seat else {
                    return Err(bad_value(
                        key,
                        value,
                        "seat, red, blue, yellow, green, random, roll",
                    ));
                };
                self.first = FirstRoll::Seat(seat);
            }
            ("bring-out", "1-6") => self.bring_out = BringOut::OneOrSix,
            ("bring-out", "6") => self.bring_out = BringOut::SixOnly,
            ("bring-out", _) => return Err(bad_value(key, value, "1-6, 6")),
            ("three-sixes", "on") => self.three_sixes = true,
            ("three-sixes", "off") => self.three_sixes = false,
            ("three-sixes", _) => return Err(bad_value(key, value, "on, off")),
            _ => {
                return Err(ParseError::whole(
                    format!("Cờ cá ngựa không có tùy chọn '{key}'."),
                    format!("Cờ cá ngựa has no option '{key}'."),
                ))
            }
        }
        Ok(())
    }

    fn pairs(&self) -> Vec<(&'static str, String)> {
        let players: Vec<String> = self
            .seats()
            .iter()
            .map(|p| p.letter().to_string())
            .collect();
        let word = |on: bool, yes: &str, no: &str| if on { yes } else { no }.to_string();
        vec![
            ("players", players.join(",")),
            ("dice", word(self.dice == DiceCount::Two, "2", "1")),
            ("home", word(self.home == HomeRule::Steps, "steps", "climb")),
            (
                "extra",
                word(self.extra_roll == ExtraRoll::SixOnly, "6", "1-6"),
            ),
            (
                "direction",
                word(self.direction == Direction::Reverse, "reverse", "seat"),
            ),
            ("stop", word(self.stop_at_first, "first", "all")),
            ("stakes", word(self.stakes, "on", "off")),
            ("thau-ma", self.thau_ma_chips.to_string()),
            (
                "first",
                match self.first {
                    FirstRoll::FirstSeat => "seat",
                    FirstRoll::Seat(p) => seat_word(p),
                    FirstRoll::Random => "random",
                    FirstRoll::HighestRoll => "roll",
                }
                .to_string(),
            ),
            (
                "bring-out",
                word(self.bring_out == BringOut::SixOnly, "6", "1-6"),
            ),
            ("three-sixes", word(self.three_sixes, "on", "off")),
        ]
    }
}
