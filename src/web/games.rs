//! The games the app offers: their names, descriptions, addresses and views, from the
//! registry and each game's presenter folder ([`Presented`]).

use super::i18n::Tr;
use super::view::GameView;
use crate::core::{Game, GameOptions};

/// One game on the home screen.
pub struct GameInfo {
    /// Its address: `#/ID`.
    pub id: &'static str,
    /// Its Vietnamese name, shown in both languages.
    pub name: &'static str,
    /// One line on what it is (for its home card, which a game's own page module leaves out).
    #[cfg_attr(feature = "one-game", allow(dead_code))]
    pub blurb: Tr,
    /// Makes its screen.
    pub make: fn() -> Box<dyn GameView>,
}

/// A game the app shows: its presenter folder (`src/web/ID/`) implements this, and the app's
/// list of games comes from the registry ([`crate::registry!`]), so a game is named once.
pub trait Presented: Game {
    /// One line on what it is, for its home card.
    const BLURB: Tr;
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
            blurb: G::BLURB,
            make: G::view,
        }
    }
}

/// Every game the app has, in the registry's order.
pub fn all() -> Vec<GameInfo> {
    crate::registry!(presented_games!())
}

/// The game with address `id`.
pub fn find(id: &str) -> Option<GameInfo> {
    all().into_iter().find(|g| g.id == id)
}
