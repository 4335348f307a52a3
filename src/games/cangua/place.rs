//! Where a horse can stand: its stable, a track cell counted from its own start, or a home
//! cell; and the absolute track cells that the board draws.

use crate::core::Player;
use std::fmt;

/// Cells on the closed track round the board.
pub const TRACK_CELLS: u8 = 56;
/// Track cells on each player's side; seat s starts at absolute cell `SIDE_CELLS * s`.
pub const SIDE_CELLS: u8 = 14;
/// Steps from a horse's start cell to its gate (cửa chuồng), the last track cell it may reach.
pub const GATE: u8 = TRACK_CELLS - 1;
/// Cells in each home column (chuồng), numbered 1 to 6, 6 the deepest.
pub const HOME_CELLS: u8 = 6;

/// A horse's place, seen from its owner. The derived order runs from least to most
/// advanced: stable, then track steps low to high, then home cells low to high.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// In its stable (thảo nguyên), waiting to be brought out.
    Stable,
    /// On the track, this many steps (0–55) past its own start cell; 55 is the gate.
    Track(u8),
    /// On this cell (1–6) of its own home column.
    Home(u8),
}

impl Place {
    /// The gate (cửa chuồng): the track cell just before the horse's own start cell.
    pub const GATE: Place = Place::Track(GATE);

    /// The absolute track cell (0–55) of a horse of `owner` here, or `None` off the track.
    pub fn cell(self, owner: Player) -> Option<u8> {
        match self {
            Place::Track(steps) => Some(absolute_cell(owner, steps)),
            _ => None,
        }
    }

    /// How far along its journey a horse here is: 0 in the stable, 1–56 on the track,
    /// 57–62 in the home. Used to order unfinished players.
    pub fn progress(self) -> u32 {
        match self {
            Place::Stable => 0,
            Place::Track(steps) => u32::from(steps) + 1,
            Place::Home(k) => u32::from(TRACK_CELLS) + u32::from(k),
        }
    }

    /// Reads a place as written in positions and moves: `s`, `t0`…`t55`, `h1`…`h6`.
    pub fn parse(text: &str) -> Option<Place> {
        let mut chars = text.chars();
        let kind = chars.next()?;
        let digits = chars.as_str();
        let number = || -> Option<u8> {
            if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return None;
            }
            digits.parse().ok()
        };
        match kind {
            's' if digits.is_empty() => Some(Place::Stable),
            't' => number().filter(|&n| n <= GATE).map(Place::Track),
            'h' => number()
                .filter(|&k| (1..=HOME_CELLS).contains(&k))
                .map(Place::Home),
            _ => None,
        }
    }
}

/// Puts a player's horses in their written order: most advanced first.
pub(crate) fn most_advanced_first(horses: &mut [Place]) {
    crate::core::sort_small_by_key(horses, |h| std::cmp::Reverse(*h));
}

/// Reads a colour written as its one letter (`r`, `b`, `y`, `g`).
pub(crate) fn colour(text: &str) -> Option<Player> {
    let mut letters = text.chars();
    match (letters.next().and_then(Player::from_letter), letters.next()) {
        (Some(player), None) => Some(player),
        _ => None,
    }
}

/// Written as in positions and moves: `s`, `t12`, `h3`.
impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Stable => f.write_str("s"),
            Place::Track(steps) => write!(f, "t{steps}"),
            Place::Home(k) => write!(f, "h{k}"),
        }
    }
}

/// The absolute track cell (0–55) that a horse of `owner` reaches `steps` past its own start.
/// Seat s starts at cell 14·s; its gate is the cell before that.
pub fn absolute_cell(owner: Player, steps: u8) -> u8 {
    let start = SIDE_CELLS as usize * owner.index();
    ((start + steps as usize) % TRACK_CELLS as usize) as u8
}

/// The absolute track cell of `owner`'s start cell.
pub fn start_cell(owner: Player) -> u8 {
    absolute_cell(owner, 0)
}

/// The absolute track cell of `owner`'s gate.
pub fn gate_cell(owner: Player) -> u8 {
    absolute_cell(owner, GATE)
}
