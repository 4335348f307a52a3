//! Move notation: `roll 6`, `roll 3+5` for rolls; `6:s-t0`, `3:t12-t15`, `4:t55-h4`,
//! `1+6:s-t0` for horse moves (the dice used, then the horse's place before and after).

use super::dice::Dice;
use super::game::Move;
use super::place::Place;
use crate::core::ParseError;

/// The word that starts a roll in the notation.
const ROLL_WORD: &str = "roll";
/// The Vietnamese word for a roll, also accepted when reading.
const ROLL_WORD_VI: &str = "gieo";

/// Writes a move: `roll 3+5`, `6:s-t0`.
pub(crate) fn format_move(mv: Move) -> String {
    match mv {
        Move::Roll(dice) => format!("{ROLL_WORD} {dice}"),
        Move::Step { die, from, to } => format!("{die}:{from}-{to}"),
    }
}

/// Reads a move written by [`format_move`] (surrounding spaces allowed; `gieo` for `roll`).
pub(crate) fn parse_move(text: &str) -> Result<Move, ParseError> {
    let lead = text.chars().take_while(|c| c.is_whitespace()).count();
    let body = text.trim();
    if body.is_empty() {
        return Err(ParseError::whole(
            "Nước đi trống: viết ví dụ 'roll 6' hoặc '3:t12-t15'.",
            "The move is empty: write e.g. 'roll 6' or '3:t12-t15'.",
        ));
    }
    for word in [ROLL_WORD, ROLL_WORD_VI] {
        if let Some(rest) = body.strip_prefix(word) {
            let gap = rest.chars().take_while(|c| c.is_whitespace()).count();
            let value = rest.trim_start();
            let at = lead + word.len() + gap;
            return match Dice::parse(value) {
                Some(dice) if gap > 0 => Ok(Move::Roll(dice)),
                _ => Err(ParseError::at(
                    at,
                    format!("'{value}' không phải kết quả gieo: viết 'roll 6' hoặc 'roll 3+5'."),
                    format!("'{value}' is not a roll: write 'roll 6' or 'roll 3+5'."),
                )),
            };
        }
    }
    let Some((die_text, places)) = body.split_once(':') else {
        return Err(ParseError::at(
            lead,
            format!("'{body}' không phải nước đi: viết 'roll 6' hoặc xúc xắc, ':', rồi hai vị trí như '3:t12-t15'."),
            format!("'{body}' is not a move: write 'roll 6', or the dice, ':' and two places as in '3:t12-t15'."),
        ));
    };
    let Some(die) = Dice::parse(die_text) else {
        return Err(ParseError::at(
            lead,
            format!("'{die_text}' không phải xúc xắc: viết một số 1–6 hoặc cặp như '1+6'."),
            format!("'{die_text}' is not a die: write a number 1–6 or a pair such as '1+6'."),
        ));
    };
    let places_at = lead + die_text.chars().count() + 1;
    let (from_text, to_text) = places.split_once('-').unwrap_or((places, ""));
    let to_at = places_at + from_text.chars().count() + 1;
    let from = read_place(from_text, places_at)?;
    let to = read_place(to_text, to_at)?;
    Ok(Move::Step { die, from, to })
}

/// Reads one place of a move, or says what is wrong with it at `at`.
fn read_place(text: &str, at: usize) -> Result<Place, ParseError> {
    Place::parse(text).ok_or_else(|| {
        ParseError::at(
            at,
            format!("'{text}' không phải vị trí ngựa: dùng s (thảo nguyên), t0–t55 (đường đua) hoặc h1–h6 (chuồng)."),
            format!("'{text}' is not a horse's place: use s (stable), t0–t55 (track) or h1–h6 (home)."),
        )
    })
}
