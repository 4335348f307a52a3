//! A record's moves in the move list's words, for the screens that show moves away from
//! the table (the review and the analysis board, in the puzzle module): "gieo 5",
//! "ra quân", "a3-b3 ×2", as the game's presenter writes them.

use super::lines::Lines;
use super::move_line::MoveLine;
use super::present::{Present, Worded};
use crate::core::{Game, Lang};
use crate::record::{to_session_with, unknown_game, Record, RecordError};

/// The move list's words for every move of `record`, one text a move, in `lang`.
///
/// # Errors
/// The record is of no game here, or its moves do not replay (the sentence names the move).
pub fn record_words(record: &Record, lang: Lang) -> Result<Vec<String>, RecordError> {
    /// [`words`] for the game the registry finds, with its presenter.
    struct Words<'a>(&'a Record, Lang);
    impl Words<'_> {
        fn visit<G: Worded>(self) -> Result<Vec<String>, RecordError> {
            words::<G, G::Words>(self.0, self.1)
        }
    }
    crate::visit_game!(&record.game, Words(record, lang))
        .unwrap_or_else(|| Err(unknown_game(record)))
}

/// [`record_words`] for game `G` and its presenter `P`.
fn words<G: Game, P: Present<G> + Default>(
    record: &Record,
    lang: Lang,
) -> Result<Vec<String>, RecordError> {
    let p = P::default();
    let mut lines = Lines::new(lang);
    let mut ply = 0;
    to_session_with::<G>(record, |before, mv, report| {
        ply += 1;
        lines.push(&p, before, mv, report, ply);
    })?;
    Ok(MoveLine::each_move(lines.lines(), ply))
}
