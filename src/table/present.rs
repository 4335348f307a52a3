//! What each game brings to the shared [`Table`]: the words of the screen, never the game.
//! The table hands it positions and moves; it answers with sentences and lines.

use super::move_line::MoveLine;
use super::prefs::{Pref, Prefs};
use crate::core::{Game, Lang, Outcome, Player, Session, Text};
use crate::record::{Record, RecordError};
use std::fmt::Debug;

/// A game the shared table has words for: its presenter, which the registry's visitors
/// reach from the game's type (the move list's words of a record, for the review).
pub trait Worded: Game {
    /// The game's presenter.
    type Words: Present<Self> + Default;
}

/// What a presenter may read of the table it speaks for ([`super::Table`] is one): the game
/// as it stands, how it came there, and the settings; never the table's own workings.
pub trait Seen<G: Game> {
    /// The game as it stands.
    fn game(&self) -> &G;
    /// The session: start, moves, cursor.
    fn session(&self) -> &Session<G>;
    /// The rules' options of the next game.
    fn options(&self) -> &G::Options;
    /// The screen's own settings.
    fn prefs(&self) -> &Prefs;
    /// The report of the last move in effect.
    fn last(&self) -> Option<&G::Report>;
    /// How many moves are in effect.
    fn ply(&self) -> usize;
    /// The legal moves of the piece picked up.
    fn targets(&self) -> Vec<G::Move>;
}

/// One game's presenter: the spots a tap picks, the words of a move and of the panel, what
/// each cell says to a screen reader, and any state of its own beyond the rules (Cờ toán's
/// match, Cờ cá ngựa's pause before an automatic move).
pub trait Present<G: Game>: Course<G> + Sized {
    /// What a tap picks and a move starts from or lands on: a point, a cell, a horse's place.
    type Spot: Copy + Eq + Debug;

    /// The screen's own settings this game has (none by default).
    const PREFS: &'static [Pref] = &[];

    /// Where `mv` starts in `game`, if on the board (a move may name its square relative
    /// to the mover, as Ô ăn quan's do).
    fn from(game: &G, mv: G::Move) -> Option<Self::Spot>;

    /// Where `mv` lands in `game`, if on the board: the spot a second tap picks it by.
    fn to(game: &G, mv: G::Move) -> Option<Self::Spot>;

    /// Whose piece stands on `spot`.
    fn owner(game: &G, spot: Self::Spot) -> Option<Player>;

    /// Why the mover's own piece on `spot` cannot be picked up: it has no move now.
    fn stuck(game: &G, spot: Self::Spot) -> Text;

    /// Why a tap on the other side's piece picks nothing up.
    fn not_yours() -> Text {
        Text::new(
            "Hãy chọn một quân của bên đang đi.",
            "Pick a piece of the side to move.",
        )
    }

    /// The words announced over the board for a move played from `before` ("Gánh!").
    fn announce(&self, before: &G, report: &G::Report, lang: Lang) -> Option<String>;

    /// Adds move `mv` (played from `before`, ply `ply` once made) to the move list `lines`.
    fn list_move(
        &self,
        before: &G,
        mv: G::Move,
        report: &G::Report,
        ply: usize,
        lang: Lang,
        lines: &mut Vec<MoveLine>,
    );

    /// The panel's key numbers, from the game as it stands.
    fn facts(&self, t: &dyn Seen<G>, lang: Lang) -> Vec<(Option<Player>, String)>;

    /// The panel's message: `lead` (the hint or a notice, when shown), and the game's own
    /// (the mở obligation, a capture's arithmetic, the dice).
    fn message(&self, t: &dyn Seen<G>, lead: Option<String>, lang: Lang) -> Option<String>;

    /// What a screen reader adds on the target of `mv` (", can move here").
    fn target_words(_game: &G, _mv: G::Move, lang: Lang) -> String {
        match lang {
            Lang::Vi => ", đi được tới đây".to_string(),
            Lang::En => ", can move here".to_string(),
        }
    }

    /// One step of the keyboard cursor from `from` (none yet: where it starts) by (`dx`,
    /// `dy`) spots; `None` on a board the keys do not walk spot by spot.
    fn step(_from: Option<Self::Spot>, _dx: i32, _dy: i32) -> Option<Self::Spot> {
        None
    }

    /// One spot read aloud: its name and what stands on it.
    fn describe(game: &G, spot: Self::Spot, lang: Lang) -> String;

    /// The spots the board reads aloud, in reading order.
    fn spots(game: &G) -> Vec<Self::Spot>;

    /// A hinted move, as the panel shows it after "Gợi ý:".
    fn hint_words(game: &G, mv: G::Move, _lang: Lang) -> String {
        game.format_move(mv)
    }

    /// The end of the game in words.
    fn outcome(&self, _t: &dyn Seen<G>, o: &Outcome, lang: Lang) -> String {
        o.summary(lang)
    }

    /// The colours that play, in seat order.
    fn players(_game: &G) -> Vec<Player> {
        vec![Player::Red, Player::Blue]
    }

    /// Which side of the table `p` sits at, for face-to-face seating: 0 bottom (the screen's
    /// own reader), 1 right, 2 top, 3 left.
    fn side_of(p: Player) -> u8 {
        if p == Player::Red {
            0
        } else {
            2
        }
    }
}

/// A presenter's part in the course of games, beyond the rules: the options checked as a
/// whole, the next game (Cờ toán's match goes on), the end card's button, its own record
/// extras, and what it is told (a new game, a jump in the history; Cờ cá ngựa then waits
/// before playing by itself). Every part has a default: a game without such state writes
/// `impl Course<G> for Words {}`.
pub trait Course<G: Game> {
    /// Checks the options as a whole (one that only makes sense with another).
    ///
    /// # Errors
    /// Options that do not go together, as a sentence in `lang`.
    fn check(_options: &G::Options, _lang: Lang) -> Result<(), String> {
        Ok(())
    }

    /// The next game: from the options and a fresh seed by default. Returns the game and the
    /// seed to keep for its record (Cờ toán's next game of a match keeps the match's).
    fn next_game(
        &mut self,
        _current: &G,
        options: &G::Options,
        fresh: u64,
        _seed: u64,
    ) -> (G, u64) {
        (G::new(options.clone(), fresh), fresh)
    }

    /// A new game (match) after the rules' options changed.
    fn restart(&mut self, options: &G::Options, fresh: u64) -> G {
        G::new(options.clone(), fresh)
    }

    /// The end card's button for the next game ("Chơi lại", "Ván tiếp theo").
    fn again(&self, _game: &G) -> (&'static str, &'static str) {
        ("Chơi lại", "Play again")
    }

    /// Whether nothing goes on once `game` is over (a match continues).
    fn finished(&self, game: &G) -> bool {
        game.outcome().is_some()
    }

    /// The presenter's own record extras (a match's results).
    fn extras(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }

    /// Reads the presenter's own extras of `record`, opened with `seed`.
    ///
    /// # Errors
    /// A malformed extra, naming its line; the presenter is then unchanged.
    fn load_extras(&mut self, _record: &Record, _options: &G::Options) -> Result<(), RecordError> {
        Ok(())
    }

    /// Told when the history jumps (undo, a jump, a game opened): Cờ cá ngựa waits before
    /// playing by itself again.
    fn history_moved(&mut self) {}

    /// Whether `mv`, coming from another device, is what this game's own chance gives
    /// (Cờ cá ngựa: a roll must show the seeded dice). True for every move of a game
    /// without chance.
    fn fair(&self, _game: &G, _mv: G::Move) -> bool {
        true
    }

    /// Told when a new game starts.
    fn started(&mut self) {}
}
