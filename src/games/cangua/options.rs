//! The settings of Cờ cá ngựa and their text form (`players=r,y`, `dice=2`, `first=roll`, …).

use super::dice::DiceCount;
use super::place::colour;
use crate::core::options::{choice, spec, words, Choice, Custom, Schema, ON_OFF};
use crate::core::{GameOptions, ParseError, Player};
use crate::{choices, pick};

#[rustfmt::skip]
choices! {
    /// How a horse moves once it reaches its gate and home column.
    pub enum HomeRule in HOME {
        /// From the gate a roll of n enters home cell n; inside, a horse on cell k climbs to
        /// k+1 only with a roll of exactly k+1 (the default).
        #[default]
        Climb = ("climb", "Leo từng bậc: ô k lên k+1 khi gieo đúng k+1", "Climb: cell k to k+1 on a roll of k+1"),
        /// From the gate a roll of n enters home cell n; inside, a roll of n moves n cells up
        /// if it stays within 6 and jumps no horse.
        Steps = ("steps", "Đi theo số: gieo n lên n ô", "Steps: a roll of n moves n cells"),
    }
}

#[rustfmt::skip]
choices! {
    /// Which rolls earn another roll.
    pub enum ExtraRoll in EXTRA {
        /// 1 or 6 with one die; 1+6 or any double with two (the default).
        #[default]
        OneOrSix = ("1-6", "Gieo 1 hoặc 6 (1+6 hoặc đôi)", "A 1 or a 6 (1+6 or a double)"),
        /// Only 6 with one die, only 6+6 with two.
        SixOnly = ("6", "Chỉ khi gieo 6 (6+6)", "Only a 6 (6+6)"),
    }
}

#[rustfmt::skip]
choices! {
    /// Which rolls bring a horse out of the stable.
    pub enum BringOut in BRING_OUT {
        /// 1 or 6 with one die; 1+6 or any double with two (the default).
        #[default]
        OneOrSix = ("1-6", "1 hoặc 6 (1+6 hoặc đôi)", "A 1 or a 6 (1+6 or a double)"),
        /// Only a 6 with one die; any double with two.
        SixOnly = ("6", "Chỉ 6 (đôi bất kỳ)", "Only a 6 (any double)"),
    }
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

/// The values of [`FirstRoll`], each with its text and label.
#[rustfmt::skip]
const FIRST: &[(FirstRoll, Choice)] = &[
    (FirstRoll::FirstSeat, choice("seat", "Ghế đầu tiên", "The first seat")),
    (FirstRoll::Seat(Player::Red), choice("red", "Đỏ", "Red")),
    (FirstRoll::Seat(Player::Blue), choice("blue", "Xanh", "Blue")),
    (FirstRoll::Seat(Player::Yellow), choice("yellow", "Vàng", "Yellow")),
    (FirstRoll::Seat(Player::Green), choice("green", "Xanh lá", "Green")),
    (FirstRoll::Random, choice("random", "Ngẫu nhiên", "Random")),
    (FirstRoll::HighestRoll, choice("roll", "Gieo xúc xắc: ai cao nhất đi trước", "Roll: the highest roll starts")),
];

#[rustfmt::skip]
choices! {
    /// Which way the turn passes round the table.
    pub enum Direction in DIRECTION {
        /// Red, Blue, Yellow, Green, skipping empty seats (the default).
        #[default]
        SeatOrder = ("seat", "Đỏ → Xanh → Vàng → Xanh lá", "Red → Blue → Yellow → Green"),
        /// Green, Yellow, Blue, Red: the other way round.
        Reverse = ("reverse", "Ngược lại", "The other way round"),
    }
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
        crate::core::sort_small(&mut seats);
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
    crate::core::sort_small(&mut players);
    Ok(players)
}

/// The seats `players` offers in the settings dialog (it takes any 2 to 4 colours).
#[rustfmt::skip]
const SEATINGS: &[Choice] = &[
    choice("r,y", "2 người: Đỏ, Vàng (đối diện)", "2: Red, Yellow (facing)"),
    choice("b,g", "2 người: Xanh, Xanh lá (đối diện)", "2: Blue, Green (facing)"),
    choice("r,b", "2 người: Đỏ, Xanh (cạnh nhau)", "2: Red, Blue (side by side)"),
    choice("r,b,y", "3 người: Đỏ, Xanh, Vàng", "3: Red, Blue, Yellow"),
    choice("b,y,g", "3 người: Xanh, Vàng, Xanh lá", "3: Blue, Yellow, Green"),
    choice("r,y,g", "3 người: Đỏ, Vàng, Xanh lá", "3: Red, Yellow, Green"),
    choice("r,b,y,g", "4 người", "4 players"),
];

/// The `players` option: the seats as colour letters, `r,b,y`.
const PLAYERS: Custom<CanguaOptions> = Custom {
    takes: words(
        "2 đến 4 màu khác nhau trong r, b, y, g, cách nhau bằng dấu phẩy",
        "2 to 4 different colours of r, b, y, g, separated by commas",
    ),
    offered: SEATINGS,
    get: |o: &CanguaOptions| {
        let letters: Vec<String> = o.seats().iter().map(|p| p.letter().to_string()).collect();
        letters.join(",")
    },
    set: |o: &mut CanguaOptions, v| {
        o.players = parse_players(v)?;
        Ok(())
    },
};

// The values of the options that take one of two.
#[rustfmt::skip]
const DICE: &[(DiceCount, Choice)] = &[
    (DiceCount::One, choice("1", "Một con", "One die")),
    (DiceCount::Two, choice("2", "Hai con", "Two dice")),
];
/// Whether the game stops when the first player is home.
#[rustfmt::skip]
const STOP: &[(bool, Choice)] = &[
    (false, choice("all", "Khi đã xếp hạng mọi người", "When every place is settled")),
    (true, choice("first", "Khi có người về nhất", "When the first player finishes")),
];
/// The chips the first thầu mạ collects.
#[rustfmt::skip]
const THAU_MA: &[(u8, Choice)] = &[
    (2, choice("2", "2 phỉnh mỗi người", "2 chips from each")),
    (3, choice("3", "3 phỉnh mỗi người", "3 chips from each")),
];
impl GameOptions for CanguaOptions {
    #[rustfmt::skip]
    const SCHEMA: Schema<CanguaOptions> = Schema { game: "Cờ cá ngựa", options: &[
        spec("players", "Người chơi", "Players", &PLAYERS),
        spec("dice", "Xúc xắc", "Dice", pick!(CanguaOptions, dice, DICE)),
        spec("home", "Lên chuồng", "In the home column", pick!(CanguaOptions, home, HOME)),
        spec("extra", "Được gieo tiếp khi", "Roll again after", pick!(CanguaOptions, extra_roll, EXTRA)),
        spec("direction", "Chiều lượt đi", "Turn order", pick!(CanguaOptions, direction, DIRECTION)),
        spec("stop", "Kết thúc", "The game ends", pick!(CanguaOptions, stop_at_first, STOP)),
        spec("stakes", "Tính tiền cược", "Settle chips", pick!(CanguaOptions, stakes, ON_OFF)),
        spec("thau-ma", "Thầu mạ đầu tiên được", "First thầu mạ collects",
            pick!(CanguaOptions, thau_ma_chips, THAU_MA)),
        spec("first", "Đi trước", "Who starts", pick!(CanguaOptions, first, FIRST)),
        spec("bring-out", "Ra quân khi gieo", "Bring a horse out on", pick!(CanguaOptions, bring_out, BRING_OUT)),
        spec("three-sixes", "Gieo 6 ba lần liên tiếp thì mất lượt", "A third 6 in a row passes the turn",
            pick!(CanguaOptions, three_sixes, ON_OFF)),
    ]};
}
