//! The four games, each a module of pure rules behind [`crate::core::Game`], and the one
//! registry of games.
//!
//! Adding a game is its folder here (its rules and its options schema), its screen under
//! `src/web/`, and one line in `registry!`; its page module of its own (what a first visit
//! of its address loads) is a feature `app-ID` and a `[[bin]]` in Cargo.toml, a two-line
//! `src/bin/app-ID.rs`, and a `<link data-trunk>` in index.html. Every place that goes from a game's id to its
//! type (the command-line tool, the computer, records) asks `visit_game!`, so none of them
//! lists the games again.

pub mod cangua;
pub mod ganh;
pub mod oaq;
pub mod toan;

use crate::core::{Game, GameOptions};

/// The registry: every game's type, once, in the app's order. It hands the list to the
/// macro `$then` (with `$args` after it); [`visit_game!`] and [`GAMES`] are built on it.
///
/// A page module of one game (feature `one-game`, with `app-ID`) registers that game alone:
/// index.html loads it for a first visit of the game's address, so the download carries no
/// other game.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    ($then:ident!($($args:tt)*)) => {
        $crate::$then!([
            #[cfg(any(not(feature = "one-game"), feature = "app-ganh"))] $crate::games::ganh::Ganh,
            #[cfg(any(not(feature = "one-game"), feature = "app-toan"))] $crate::games::toan::Toan,
            #[cfg(any(not(feature = "one-game"), feature = "app-cangua"))] $crate::games::cangua::Cangua,
            #[cfg(any(not(feature = "one-game"), feature = "app-oaq"))] $crate::games::oaq::Oaq,
        ] $($args)*)
    };
}

/// Runs generic code over the game whose id is `id`: `visit_game!(id, visitor)` calls
/// `visitor.visit::<G>()` with `G` that game's type, and gives `Some` of what it returns,
/// or `None` for an unknown id. The visitor's trait is the caller's own, so each caller
/// asks what it needs of `G` (the computer's `Think`, say) without the rules knowing of it.
///
/// ```
/// use co_dan_gian::core::Game;
/// struct Id;
/// impl Id {
///     fn visit<G: Game>(self) -> &'static str {
///         G::ID
///     }
/// }
/// assert_eq!(co_dan_gian::visit_game!("toan", Id), Some("toan"));
/// assert_eq!(co_dan_gian::visit_game!("chess", Id), None);
/// ```
#[macro_export]
macro_rules! visit_game {
    ($id:expr, $visitor:expr) => {
        $crate::registry!(visit_registered!($id, $visitor))
    };
}

/// [`visit_game!`] over the registry's list.
#[doc(hidden)]
#[macro_export]
macro_rules! visit_registered {
    ([$($(#[$when:meta])* $game:path),* $(,)?] $id:expr, $visitor:expr) => {{
        // Unread in a build that plays no game (the home screen's page module).
        #[allow(unused_variables)]
        let id: &str = $id;
        #[allow(unused_mut, unused_variables)]
        let mut visitor = Some($visitor);
        #[allow(unused_mut)]
        let mut found = None;
        $(
            $(#[$when])*
            if id == <$game as $crate::core::Game>::ID {
                if let Some(v) = visitor.take() {
                    found = Some(v.visit::<$game>());
                }
            }
        )*
        found
    }};
}

/// [`GAMES`] from the registry's list: every game, whichever this build plays (an id and a
/// name link none of a game's code).
#[doc(hidden)]
#[macro_export]
macro_rules! registered_infos {
    ([$($(#[$when:meta])* $game:path),* $(,)?]) => {
        &[$($crate::games::GameInfo::of::<$game>()),*]
    };
}

/// What the registry knows of a game without its type: its id and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The short name used on the command line, in records and in addresses: `ganh`.
    pub id: &'static str,
    /// Its Vietnamese name, used in both languages: `Cờ gánh`.
    pub name: &'static str,
}

impl GameInfo {
    /// The id and name of `G`.
    pub const fn of<G: Game>() -> GameInfo {
        GameInfo {
            id: G::ID,
            name: <G::Options as GameOptions>::SCHEMA.game,
        }
    }
}

/// Every game the project has, in the app's order, known by id and name in every build: a
/// record or a link of a game this build does not play (a page module of one game, say) is
/// refused as that game's, not as an unknown one. What this build plays is what
/// [`visit_game!`](crate::visit_game) finds.
pub const GAMES: &[GameInfo] = registry!(registered_infos!());

/// The game with id `id`.
pub fn find(id: &str) -> Option<GameInfo> {
    GAMES.iter().copied().find(|g| g.id == id)
}

/// The sentence for a game id that is not one of ours (the first 24 characters shown).
pub fn no_such_game(id: &str) -> crate::core::Text {
    let shown: String = id.chars().take(24).collect();
    let ids = ids();
    crate::core::Text::new(
        format!("Không có trò chơi '{shown}' (có: {ids})."),
        format!("There is no game '{shown}' (games: {ids})."),
    )
}

/// Every game's id, `ganh, toan, cangua`: for a message listing the games.
pub fn ids() -> String {
    GAMES.iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
}

/// The perft runs the benchmarks measure: game and depth from the start position.
pub const BENCH_PERFT: &[(&str, u32)] = &[("ganh", 6), ("ganh", 7), ("cangua", 10), ("toan", 4)];

/// Perft from the start of the game named `id` with default options, or `None` for an
/// unknown name.
pub fn perft_from_start(id: &str, depth: u32) -> Option<u64> {
    /// Counts from the start of `G`.
    struct Perft(u32);
    impl Perft {
        fn visit<G: Game>(self) -> u64 {
            G::new(Default::default(), 0).perft(self.0)
        }
    }
    visit_game!(id, Perft(depth))
}
