//! The games the app offers: their names, descriptions, addresses and views, from the
//! registry and each game's presenter folder ([`Presented`]).

use super::i18n::Tr;
use super::view::GameView;
use crate::core::{Game, GameOptions};

/// One game the app plays in this build (a game's page module plays only its own).
pub struct GameInfo {
    /// Its address: `#/ID`.
    pub id: &'static str,
    /// Its Vietnamese name, shown in both languages.
    pub name: &'static str,
    /// Makes its screen.
    pub make: fn() -> Box<dyn GameView>,
}

/// A game the app shows: its presenter folder (`src/web/ID/`) implements this, and the app's
/// list of games comes from the registry ([`crate::registry!`]), so a game is named once.
pub trait Presented: Game {
    /// One line on what it is, for its home card.
    const BLURB: Tr;
    /// Whether the board editor sets its positions up (the home card links it).
    const EDITABLE: bool = false;
    /// Makes its screen.
    fn view() -> Box<dyn GameView>;
}

/// [`all`] from the registry's list.
#[doc(hidden)]
#[macro_export]
macro_rules! presented_games {
    ([$($(#[$when:meta])* $game:path),* $(,)?]) => {
        vec![$($(#[$when])* $crate::web::games::GameInfo::of::<$game>()),*]
    };
}

impl GameInfo {
    /// What the home screen shows of `G`.
    fn of<G: Presented>() -> GameInfo {
        GameInfo {
            id: G::ID,
            name: <G::Options as GameOptions>::SCHEMA.game,
            make: G::view,
        }
    }
}

/// Every game the app has, in the registry's order.
pub fn all() -> Vec<GameInfo> {
    crate::registry!(presented_games!())
}

/// A home card: what the home screen shows of a game, known without its code, so the home
/// screen's page module carries no game (each card's address loads its game's own module).
#[derive(Clone, Copy)]
#[cfg_attr(
    not(any(not(feature = "one-game"), feature = "app-home")),
    allow(dead_code)
)]
pub struct Card {
    /// Its address: `#/ID`.
    pub id: &'static str,
    /// Its Vietnamese name, shown in both languages.
    pub name: &'static str,
    /// One line on what it is.
    pub blurb: Tr,
    /// Whether the card links the board editor.
    pub editable: bool,
}

impl Card {
    /// The card of `G`: constants only, so no code of `G` is linked.
    pub const fn of<G: Presented>() -> Card {
        Card {
            id: G::ID,
            name: <G::Options as GameOptions>::SCHEMA.game,
            blurb: G::BLURB,
            editable: G::EDITABLE,
        }
    }
}

/// [`CARDS`] from the registry's list: every game, whichever this build plays.
#[doc(hidden)]
#[macro_export]
macro_rules! home_cards {
    ([$($(#[$when:meta])* $game:path),* $(,)?]) => {
        &[$($crate::web::games::Card::of::<$game>()),*]
    };
}

/// Every game's home card, in the registry's order.
#[cfg_attr(
    not(any(not(feature = "one-game"), feature = "app-home")),
    allow(dead_code)
)]
pub const CARDS: &[Card] = crate::registry!(home_cards!());

/// The game with address `id`.
pub fn find(id: &str) -> Option<GameInfo> {
    all().into_iter().find(|g| g.id == id)
}
