//! Variations: other lines of play kept beside a record's moves (the analysis board's
//! branches). Each is an extra field, `variation-1`, `variation-2`, …, whose value is
//! `AT: MOVE, MOVE, …`: the line played instead of the main line's move AT + 1, from the
//! position after its first AT moves. Extras, so a reader that does not know them keeps them
//! and format version 1 does not change (docs/records.md).
//!
//! ```
//! use co_dan_gian::games::ganh::Ganh;
//! use co_dan_gian::record::{check_variations, read_variations, write_variations, Record, Variation};
//!
//! let mut r = Record::new("ganh");
//! r.moves = vec!["a3-b3".into(), "e3-d3".into()];
//! write_variations(&mut r, &[Variation { at: 1, moves: vec!["a4-a3".into()] }]);
//! let text = r.format();
//! assert!(text.contains("\nvariation-1: 1: a4-a3\n"));
//! let back = Record::parse(&text).unwrap();
//! let vars = read_variations(&back).unwrap();
//! assert_eq!(vars[0].moves, ["a4-a3"]);
//! assert!(check_variations::<Ganh>(&back, &vars).is_ok());
//! ```

use super::error::{quoted, RecordError, RecordErrorKind as Kind};
use super::fields::Record;
use super::replay::{to_session, unknown_game};
use crate::core::{Game, Lang};

/// The most variations a record keeps.
pub const MAX_VARIATIONS: usize = 100;

/// A line of play beside the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// Main-line moves played before it branches off.
    pub at: usize,
    /// Its moves, in notation.
    pub moves: Vec<String>,
}

/// The prefix of the variations' field names.
const PREFIX: &str = "variation-";

/// The variations of `record`, in the order of their fields. Refuses, with the line and the
/// field, one that is not `AT: MOVE, …` with AT a number at most the number of main-line
/// moves, or that has no moves; and more than [`MAX_VARIATIONS`].
pub fn read_variations(record: &Record) -> Result<Vec<Variation>, RecordError> {
    let mut out = Vec::new();
    for (name, value) in &record.extras {
        if !name.starts_with(PREFIX) {
            continue;
        }
        let bad = |vi: String, en: String| {
            RecordError::at(Kind::Syntax, record.line_of(name), name, vi, en)
        };
        if out.len() == MAX_VARIATIONS {
            return Err(bad(
                format!("Quá nhiều nhánh: một ván giữ tối đa {MAX_VARIATIONS} nhánh."),
                format!("Too many variations: a record keeps at most {MAX_VARIATIONS}."),
            ));
        }
        let Some((at, moves)) = value.split_once(':') else {
            return Err(bad(
                "Cần 'SỐ NƯỚC: NƯỚC, NƯỚC, …' (số nước của ván chính trước nhánh).".into(),
                "Expected 'AT: MOVE, MOVE, …' (the main line's moves before it branches).".into(),
            ));
        };
        let at: usize = match at.trim().parse() {
            Ok(n) if n <= record.moves.len() => n,
            _ => {
                let shown = quoted(at.trim());
                let n = record.moves.len();
                return Err(bad(
                    format!("Nhánh rẽ sau {shown} nước, nhưng ván chính chỉ có {n} nước."),
                    format!(
                        "The variation branches after {shown} moves, but the main line has {n}."
                    ),
                ));
            }
        };
        let moves: Vec<String> = moves
            .split(',')
            .map(|m| m.trim().to_string())
            .filter(|m| !m.is_empty())
            .collect();
        if moves.is_empty() {
            return Err(bad(
                "Nhánh này không có nước nào.".into(),
                "This variation has no moves.".into(),
            ));
        }
        out.push(Variation { at, moves });
    }
    Ok(out)
}

/// Sets `record`'s variations to `vars` (those it had are dropped; the first
/// [`MAX_VARIATIONS`] kept).
pub fn write_variations(record: &mut Record, vars: &[Variation]) {
    record.extras.retain(|(n, _)| !n.starts_with(PREFIX));
    for (i, v) in vars.iter().take(MAX_VARIATIONS).enumerate() {
        let value = format!("{}: {}", v.at, v.moves.join(", "));
        record.set_extra(&format!("{PREFIX}{}", i + 1), &value);
    }
}

/// As [`check_variations`], in the game `record` names, whichever it is.
///
/// # Errors
/// A game the registry does not have, or as [`check_variations`].
pub fn check_variations_of(record: &Record, vars: &[Variation]) -> Result<(), RecordError> {
    /// Checks the variations as the game `G`.
    struct Check<'a>(&'a Record, &'a [Variation]);
    impl Check<'_> {
        fn visit<G: Game>(self) -> Result<(), RecordError> {
            check_variations::<G>(self.0, self.1)
        }
    }
    crate::visit_game!(&record.game, Check(record, vars))
        .unwrap_or_else(|| Err(unknown_game(record)))
}

/// Checks that each of `vars` is legal in `record`'s game `G`: its moves played one by one
/// from the main line's position after `at` moves. The error names the variation's field
/// and the move refused.
pub fn check_variations<G: Game>(record: &Record, vars: &[Variation]) -> Result<(), RecordError> {
    let session = to_session::<G>(record)?;
    for (i, v) in vars.iter().enumerate() {
        let name = format!("{PREFIX}{}", i + 1);
        let mut game = session.replay(v.at);
        for (k, text) in v.moves.iter().enumerate() {
            let why = match game.parse_move(text) {
                Ok(mv) => match game.play(mv) {
                    Ok(_) => continue,
                    Err(e) => [e.message(Lang::Vi), e.message(Lang::En)],
                },
                Err(e) => [e.message(Lang::Vi), e.message(Lang::En)],
            };
            let [vi, en] = why;
            let shown = quoted(text);
            let n = k + 1;
            return Err(RecordError::at(
                Kind::IllegalMove,
                record.line_of(&name),
                &name,
                format!("Nước {n} của nhánh, {shown}, không đi được: {vi}"),
                format!("Move {n} of the variation, {shown}, cannot be played: {en}"),
            ));
        }
    }
    Ok(())
}
