//! The board editor's model for Cờ cá ngựa: each seat's four horses (in the stable, on the
//! track, in its home column), the seat to move and the dice, read from and written as a
//! position string. A tap puts a horse of the chosen colour on a cell, or takes it back
//! to its stable; whether the result is a position the rules accept is the rules' call
//! ([`crate::core::Game::from_position`]): the editor tries each change on them first.
//!
//! ```
//! use co_dan_gian::core::Player;
//! use co_dan_gian::puzzle::horses::Horses;
//! let mut h = Horses::read("r=s,s,s,s b=s,s,s,s r -").unwrap();
//! h.tap(Player::Red, "c0").unwrap();
//! assert_eq!(h.write(), "r=t0,s,s,s b=s,s,s,s r -");
//! h.tap(Player::Red, "c0").unwrap();
//! assert_eq!(h.write(), "r=s,s,s,s b=s,s,s,s r -");
//! ```

use crate::core::{Player, Text};
use crate::games::cangua::{absolute_cell, Place, HOME_CELLS, HORSES, TRACK_CELLS};

/// A Cờ cá ngựa position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Horses {
    /// Each playing seat's horses, in seat order.
    pub seats: Vec<(Player, Vec<Place>)>,
    /// The seat to move.
    pub to_move: Player,
    /// The dice: `-` (to roll) or a value rolled (`6`, `3+5`).
    pub dice: String,
}

impl Horses {
    /// The model of a position string (`r=t0,s,s,s b=s,s,s,s r -`; a trailing 6s count is
    /// dropped), or `None` when it is not one.
    pub fn read(position: &str) -> Option<Horses> {
        let words: Vec<&str> = position.split_whitespace().collect();
        let mut seats = Vec::new();
        let mut i = 0;
        while let Some((seat, list)) = words.get(i).and_then(|w| w.split_once('=')) {
            let p = Player::from_letter(seat.chars().next()?)?;
            let places: Option<Vec<Place>> = list.split(',').map(Place::parse).collect();
            seats.push((p, places?));
            i += 1;
        }
        let to_move = Player::from_letter(words.get(i)?.chars().next()?)?;
        let dice = words.get(i + 1)?.to_string();
        (!seats.is_empty()).then_some(Horses {
            seats,
            to_move,
            dice,
        })
    }

    /// The position string.
    pub fn write(&self) -> String {
        let mut out = String::new();
        for (p, places) in &self.seats {
            let list: Vec<String> = places.iter().map(Place::to_string).collect();
            out += &format!("{}={} ", p.letter(), list.join(","));
        }
        format!("{out}{} {}", self.to_move.letter(), self.dice)
    }

    /// The place a cell named `cell` is for `owner`'s horses: `c12` a track cell by its
    /// number round the board (0–55, as the board names it), `r:h3` a home cell (only
    /// its own colour's), `r:s` a stable.
    fn place_of(owner: Player, cell: &str) -> Option<Place> {
        if let Some(n) = cell.strip_prefix('c').and_then(|n| n.parse::<u8>().ok()) {
            let steps = (0..TRACK_CELLS).find(|&s| absolute_cell(owner, s) == n)?;
            return Some(Place::Track(steps));
        }
        let (colour, rest) = cell.split_once(':')?;
        if Player::from_letter(colour.chars().next()?)? != owner {
            return None;
        }
        match Place::parse(rest)? {
            Place::Home(k) if (1..=HOME_CELLS).contains(&k) => Some(Place::Home(k)),
            Place::Stable => Some(Place::Stable),
            _ => None,
        }
    }

    /// A tap with `owner`'s colour on `cell`: a horse of theirs there goes back to the
    /// stable; else one from their stable goes there. `Err` with why not (another colour's
    /// home, an empty stable).
    pub fn tap(&mut self, owner: Player, cell: &str) -> Result<(), Text> {
        let place = Self::place_of(owner, cell).ok_or_else(|| {
            Text::new(
                "Ngựa màu này không đứng được ở ô đó.",
                "A horse of this colour cannot stand there.",
            )
        })?;
        let Some((_, horses)) = self.seats.iter_mut().find(|(p, _)| *p == owner) else {
            return Err(Text::new(
                "Màu này không chơi trong ván.",
                "This colour does not play in this game.",
            ));
        };
        if place == Place::Stable {
            return Ok(());
        }
        if let Some(h) = horses.iter_mut().find(|h| **h == place) {
            *h = Place::Stable;
        } else if let Some(h) = horses.iter_mut().find(|h| **h == Place::Stable) {
            *h = place;
        } else {
            return Err(Text::new(
                format!("Chuồng đã hết ngựa (mỗi màu {HORSES} con)."),
                format!("The stable is empty (each colour has {HORSES} horses)."),
            ));
        }
        crate::core::sort_small_by_key(horses, |h| std::cmp::Reverse(h.progress()));
        Ok(())
    }

    /// The eraser on `cell`: whichever horse stands there goes back to its stable.
    pub fn erase(&mut self, cell: &str) {
        for (owner, horses) in &mut self.seats {
            if let Some(place) = Self::place_of(*owner, cell) {
                if let Some(h) = horses
                    .iter_mut()
                    .find(|h| **h == place && place != Place::Stable)
                {
                    *h = Place::Stable;
                    crate::core::sort_small_by_key(horses, |h| std::cmp::Reverse(h.progress()));
                    return;
                }
            }
        }
    }
}
