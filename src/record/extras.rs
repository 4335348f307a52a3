//! The text of two extra fields the app keeps in its records: who sits at each seat
//! (`players: red=person blue=hard`) and the results of a match's finished games
//! (`results: red/points, draw/repetition`), with each game's score (`points: 20-12, 5-5`).
//! The record keeps them as plain text; these helpers write and read them.

use crate::core::{EndReason, Outcome, ParseError, Player};

/// Every end reason with its word in `results`.
const REASONS: [(EndReason, &str); 9] = [
    (EndReason::NoPieces, "no-pieces"),
    (EndReason::NoMoves, "no-moves"),
    (EndReason::Repetition, "repetition"),
    (EndReason::NoProgress, "no-progress"),
    (EndReason::ZeroCaptured, "zero"),
    (EndReason::PointTarget, "points"),
    (EndReason::Finished, "finished"),
    (EndReason::QuanCleared, "quan-cleared"),
    (EndReason::NoRefill, "no-refill"),
];

/// A seat's word: `red`, `blue`, `yellow`, `green` (the English names are ASCII, so the
/// Unicode case tables stay out of the wasm).
fn seat_word(p: Player) -> String {
    p.name_en().to_ascii_lowercase()
}

/// Reads a seat's word.
fn read_seat(word: &str) -> Option<Player> {
    Player::ALL.into_iter().find(|p| seat_word(*p) == word)
}

/// Whether `word` is a player kind or level as the app writes it (`person`, `hard`).
fn is_word(word: &str) -> bool {
    !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Writes the `players` field: `red=person blue=hard`. Kinds that are not a lowercase word
/// (letters, digits, `-`) are written as `unknown`.
pub fn format_players(seats: &[(Player, &str)]) -> String {
    let words: Vec<String> = seats
        .iter()
        .map(|(p, kind)| {
            format!(
                "{}={}",
                seat_word(*p),
                if is_word(kind) { kind } else { "unknown" }
            )
        })
        .collect();
    words.join(" ")
}

/// Reads the `players` field written by [`format_players`].
///
/// # Errors
/// A word that is not `seat=kind`, an unknown seat, or a seat given twice, at its character.
pub fn parse_players(text: &str) -> Result<Vec<(Player, String)>, ParseError> {
    let mut seats: Vec<(Player, String)> = Vec::new();
    for (at, word) in crate::core::words_at(text) {
        let seat = word
            .split_once('=')
            .and_then(|(s, k)| Some((read_seat(s)?, k)))
            .filter(|(_, k)| is_word(k));
        let Some((seat, kind)) = seat else {
            return Err(ParseError::at(
                at,
                format!(
                    "'{}' không phải 'màu=người chơi' (ví dụ 'red=person', 'blue=hard').",
                    super::error::quoted(word)
                ),
                format!(
                    "'{}' is not 'seat=player' (e.g. 'red=person', 'blue=hard').",
                    super::error::quoted(word)
                ),
            ));
        };
        if seats.iter().any(|(p, _)| *p == seat) {
            return Err(ParseError::at(
                at,
                format!("Màu {} được kể hai lần.", seat.name_vi()),
                format!("{} is listed twice.", seat.name_en()),
            ));
        }
        seats.push((seat, kind.to_string()));
    }
    Ok(seats)
}

/// Writes one outcome as in `results`: `red/points`, `draw/repetition`, `places/red-yellow`.
fn format_outcome(outcome: &Outcome) -> String {
    let reason = |r: EndReason| REASONS.iter().find(|(e, _)| *e == r).map_or("", |(_, w)| w);
    match outcome {
        Outcome::Win(p, r) => format!("{}/{}", seat_word(*p), reason(*r)),
        Outcome::Draw(r) => format!("draw/{}", reason(*r)),
        Outcome::Places(ps) => {
            let seats: Vec<String> = ps.iter().map(|p| seat_word(*p)).collect();
            format!("places/{}", seats.join("-"))
        }
    }
}

/// Writes the `results` field: the outcomes of a match's finished games, oldest first,
/// comma-separated (`red/zero, draw/repetition, blue/points`).
pub fn format_outcomes(outcomes: &[Outcome]) -> String {
    let words: Vec<String> = outcomes.iter().map(format_outcome).collect();
    words.join(", ")
}

/// Reads the `results` field written by [`format_outcomes`].
///
/// # Errors
/// An outcome that is not `seat/reason`, `draw/reason` or `places/seat-seat…`, at its character.
pub fn parse_outcomes(text: &str) -> Result<Vec<Outcome>, ParseError> {
    items(text)
        .into_iter()
        .map(|(at, word)| {
            read_outcome(word).ok_or_else(|| {
                ParseError::at(
                    at,
                    format!(
                        "'{}' không phải kết quả một ván (ví dụ 'red/points', 'draw/repetition').",
                        super::error::quoted(word)
                    ),
                    format!(
                        "'{}' is not the result of a game (e.g. 'red/points', 'draw/repetition').",
                        super::error::quoted(word)
                    ),
                )
            })
        })
        .collect()
}

/// The comma-separated items of a list field, trimmed, each with the character offset where
/// it starts; none for a blank field.
fn items(text: &str) -> Vec<(usize, &str)> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut at = 0;
    for part in text.split(',') {
        let lead = part.chars().take_while(|c| c.is_whitespace()).count();
        out.push((at + lead, part.trim()));
        at += part.chars().count() + 1;
    }
    out
}

/// Reads one outcome written by [`format_outcome`].
fn read_outcome(word: &str) -> Option<Outcome> {
    let (who, what) = word.split_once('/')?;
    let reason = || REASONS.iter().find(|(_, w)| *w == what).map(|(e, _)| *e);
    match who {
        "draw" => Some(Outcome::Draw(reason()?)),
        "places" => {
            let seats: Option<Vec<Player>> = what.split('-').map(read_seat).collect();
            let seats = seats?;
            let distinct = seats
                .iter()
                .enumerate()
                .all(|(i, p)| !seats[..i].contains(p));
            distinct.then_some(Outcome::Places(seats))
        }
        _ => Some(Outcome::Win(read_seat(who)?, reason()?)),
    }
}

/// Writes the `points` field: Red's and Blue's points in each finished game of a match,
/// oldest first (`20-12, 5-5`).
pub fn format_points(points: &[[u32; 2]]) -> String {
    let words: Vec<String> = points.iter().map(|[r, b]| format!("{r}-{b}")).collect();
    words.join(", ")
}

/// Reads the `points` field written by [`format_points`].
///
/// # Errors
/// A game's score that is not `number-number`, at its character.
pub fn parse_points(text: &str) -> Result<Vec<[u32; 2]>, ParseError> {
    let number = |n: &str| {
        n.parse::<u32>()
            .ok()
            .filter(|_| n.bytes().all(|b| b.is_ascii_digit()))
    };
    items(text)
        .into_iter()
        .map(|(at, word)| {
            let score = word
                .split_once('-')
                .and_then(|(r, b)| Some([number(r)?, number(b)?]));
            score.ok_or_else(|| {
                ParseError::at(
                    at,
                    format!(
                        "'{}' không phải điểm một ván (ví dụ '20-12': điểm Đỏ, rồi điểm Xanh).",
                        super::error::quoted(word)
                    ),
                    format!(
                        "'{}' is not the score of a game (e.g. '20-12': Red's points, then Blue's).",
                        super::error::quoted(word)
                    ),
                )
            })
        })
        .collect()
}
