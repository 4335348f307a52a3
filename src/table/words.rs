//! A record's moves in the move list's words, for the screens that show moves away from
//! the table (the review and the analysis board, in the puzzle module): "gieo 5",
//! "ra quân", "a3-b3 ×2", as the game's presenter writes them.

use super::cangua::CanguaWords;
use super::ganh::GanhWords;
use super::lines::Lines;
use super::move_line::MoveLine;
use super::present::Present;
use super::toan::ToanWords;
use crate::core::{Game, Lang};
use crate::games::{cangua::Cangua, ganh::Ganh, toan::Toan};
use crate::record::{to_session_with, Record, RecordError};

/// The move list's words for every move of `record`, one text a move, in `lang`.
///
/// # Errors
/// The record is of no game here, or its moves do not replay (the sentence names the move).
pub fn record_words(record: &Record, lang: Lang) -> Result<Vec<String>, RecordError> {
    match record.game.as_str() {
        Ganh::ID => words::<Ganh, GanhWords>(record, lang),
        Toan::ID => words::<Toan, ToanWords>(record, lang),
        // Any other id is refused by Cờ cá ngựa's replay, which checks the record's game.
        _ => words::<Cangua, CanguaWords>(record, lang),
    }
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
