//! The position string: `r=h3,t40,t12,s b=s,s,s,s y=t0,s,s,s g=s,s,s,s r 6`: each playing
//! seat's horses (most advanced first), the player to move, and the dice (`-`, `6`, `3+5`,
//! `3+5/5`), and with `three-sixes=on` the 6s rolled in a row when there are any (`6x2`).

use super::dice::{Dice, DiceCount, DiceState};
use super::game::{Cangua, HORSES};
use super::options::CanguaOptions;
use super::place::{colour, most_advanced_first, Place};
use super::{movegen, play};
use crate::core::{ParseError, Player};
use std::fmt::Write;

/// Writes the position string of `game`.
pub(crate) fn format(game: &Cangua) -> String {
    let mut text = String::with_capacity(64);
    for &seat in &game.seats {
        text.push(seat.letter());
        let mut sep = '=';
        for place in game.horses(seat) {
            let _ = write!(text, "{sep}{place}");
            sep = ',';
        }
        text.push(' ');
    }
    text.push(game.to_move.letter());
    let _ = match game.dice {
        DiceState::ToRoll => write!(text, " -"),
        DiceState::Rolled { roll, left } if left == roll => write!(text, " {roll}"),
        DiceState::Rolled { roll, left } => write!(text, " {roll}/{left}"),
    };
    if game.sixes > 0 {
        let _ = write!(text, " 6x{}", game.sixes);
    }
    text
}

/// One word of the position string and the character offset where it starts.
struct Word<'a> {
    at: usize,
    text: &'a str,
}

/// Splits `text` into words at whitespace, keeping each word's character offset.
fn words(text: &str) -> Vec<Word<'_>> {
    let mut words = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (chars, (byte, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (true, Some((at, from))) => {
                words.push(Word {
                    at,
                    // `get`, not indexing: a char boundary here, and no panic path.
                    text: text.get(from..byte).unwrap_or_default(),
                });
                start = None;
            }
            (false, None) => start = Some((chars, byte)),
            _ => {}
        }
    }
    if let Some((at, from)) = start {
        words.push(Word {
            at,
            text: text.get(from..).unwrap_or_default(),
        });
    }
    words
}

/// A horse read from the text, with where it was written.
struct Written {
    owner: Player,
    place: Place,
    at: usize,
}

/// Reads a position string.
pub(crate) fn parse(text: &str, options: CanguaOptions) -> Result<Cangua, ParseError> {
    let words = words(text);
    let end = text.chars().count();
    if words.is_empty() {
        return Err(ParseError::whole(
            "Thế cờ trống: viết ví dụ 'r=s,s,s,s y=s,s,s,s r -'.",
            "The position is empty: write e.g. 'r=s,s,s,s y=s,s,s,s r -'.",
        ));
    }
    let seat_words = words.iter().take_while(|w| w.text.contains('=')).count();
    let mut seats: Vec<(Player, [Place; HORSES])> = Vec::new();
    let mut written: Vec<Written> = Vec::new();
    for word in &words[..seat_words] {
        let (owner, horses) = parse_seat(word, &mut written)?;
        if seats.iter().any(|(p, _)| *p == owner) {
            return Err(ParseError::at(
                word.at,
                format!("Màu {} được ghi hai lần.", owner.name_vi()),
                format!("{} is written twice.", owner.name_en()),
            ));
        }
        seats.push((owner, horses));
    }
    if seats.len() < 2 {
        let at = words.get(seat_words).map_or(end, |w| w.at);
        return Err(ParseError::at(
            at,
            "Cần từ 2 đến 4 màu, mỗi màu viết như 'r=t5,s,s,s'.",
            "Expected 2 to 4 colours, each written like 'r=t5,s,s,s'.",
        ));
    }
    check_crowding(&written)?;

    let to_move = parse_to_move(words.get(seat_words), end, &seats)?;
    let dice = parse_dice(words.get(seat_words + 1), end, options.dice)?;
    let mut rest = seat_words + 2;
    let sixes = match words.get(rest) {
        Some(w) if w.text.starts_with("6x") => {
            rest += 1;
            parse_sixes(w, options.three_sixes)?
        }
        _ => 0,
    };
    if let Some(extra) = words.get(rest) {
        return Err(ParseError::at(
            extra.at,
            format!("Thừa '{}' sau phần xúc xắc.", extra.text),
            format!("Unexpected '{}' after the dice.", extra.text),
        ));
    }

    crate::core::sort_small_by_key(&mut seats, |(p, _)| *p);
    let players = seats.iter().map(|(p, _)| *p).collect();
    let mut game = Cangua::empty(CanguaOptions { players, ..options }, fnv1a(text));
    for (seat, mut horses) in seats {
        most_advanced_first(&mut horses);
        game.horses[seat.index()] = horses;
    }
    game.to_move = to_move;
    game.places = game
        .seats
        .iter()
        .copied()
        .filter(|&p| game.has_finished(p))
        .collect();
    check_playable(&mut game, dice)?;
    game.dice = dice;
    game.sixes = sixes;
    Ok(game)
}

/// Reads the count of 6s in a row, `6x1` or `6x2`, only meaningful with `three-sixes=on`.
fn parse_sixes(word: &Word<'_>, three_sixes: bool) -> Result<u8, ParseError> {
    if !three_sixes {
        return Err(ParseError::at(
            word.at,
            format!(
                "'{}' đếm số lần gieo 6 liên tiếp, chỉ dùng khi bật three-sixes.",
                word.text
            ),
            format!(
                "'{}' counts 6s in a row, which only three-sixes=on uses.",
                word.text
            ),
        ));
    }
    match word.text {
        "6x1" => Ok(1),
        "6x2" => Ok(2),
        _ => Err(ParseError::at(
            word.at,
            format!(
                "'{}' không đúng: viết 6x1 hoặc 6x2 (số lần gieo 6 liên tiếp).",
                word.text
            ),
            format!(
                "'{}' is not right: write 6x1 or 6x2 (the 6s rolled in a row).",
                word.text
            ),
        )),
    }
}

/// Reads one seat's word `c=h1,h2,h3,h4`, noting each horse in `written`.
fn parse_seat(
    word: &Word<'_>,
    written: &mut Vec<Written>,
) -> Result<(Player, [Place; HORSES]), ParseError> {
    let (letter, list) = word.text.split_once('=').unwrap_or(("", word.text));
    let Some(owner) = colour(letter) else {
        return Err(ParseError::at(
            word.at,
            format!("'{letter}' không phải màu quân: dùng r, b, y hoặc g."),
            format!("'{letter}' is not a colour: use r, b, y or g."),
        ));
    };
    let mut horses = Vec::new();
    let mut at = word.at + 2;
    for item in list.split(',') {
        let place = Place::parse(item).ok_or_else(|| {
            ParseError::at(
                at,
                format!("'{item}' không phải vị trí ngựa: dùng s, t0–t55 hoặc h1–h6."),
                format!("'{item}' is not a horse's place: use s, t0–t55 or h1–h6."),
            )
        })?;
        horses.push(place);
        written.push(Written { owner, place, at });
        at += item.chars().count() + 1;
    }
    let count = horses.len();
    <[Place; HORSES]>::try_from(horses)
        .map(|h| (owner, h))
        .map_err(|_| {
            ParseError::at(
                word.at,
                format!(
                    "{} có {count} con ngựa; mỗi màu có đúng {HORSES} con.",
                    owner.name_vi()
                ),
                format!(
                    "{} has {count} horses; each colour has exactly {HORSES}.",
                    owner.name_en()
                ),
            )
        })
}

/// Refuses two horses on one track cell, or two horses of one colour on one home cell.
fn check_crowding(written: &[Written]) -> Result<(), ParseError> {
    for (i, later) in written.iter().enumerate() {
        for earlier in &written[..i] {
            let same_track = matches!(later.place, Place::Track(_))
                && later.place.cell(later.owner) == earlier.place.cell(earlier.owner);
            let same_home = matches!(later.place, Place::Home(_))
                && later.owner == earlier.owner
                && later.place == earlier.place;
            if same_track || same_home {
                return Err(ParseError::at(
                    later.at,
                    format!(
                        "Hai con ngựa trên cùng một ô: {} {} và {} {}.",
                        earlier.owner.name_vi(),
                        earlier.place,
                        later.owner.name_vi(),
                        later.place
                    ),
                    format!(
                        "Two horses on one cell: {} {} and {} {}.",
                        earlier.owner.name_en(),
                        earlier.place,
                        later.owner.name_en(),
                        later.place
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Reads the player to move, who must be one of `seats`.
fn parse_to_move(
    word: Option<&Word<'_>>,
    end: usize,
    seats: &[(Player, [Place; HORSES])],
) -> Result<Player, ParseError> {
    let Some(word) = word else {
        return Err(ParseError::at(
            end,
            "Thiếu người đi (r, b, y hoặc g) sau các màu.",
            "Missing the player to move (r, b, y or g) after the colours.",
        ));
    };
    let Some(player) = colour(word.text) else {
        return Err(ParseError::at(
            word.at,
            format!("'{}' không phải người đi: dùng r, b, y hoặc g.", word.text),
            format!("'{}' is not a player to move: use r, b, y or g.", word.text),
        ));
    };
    if !seats.iter().any(|(p, _)| *p == player) {
        return Err(ParseError::at(
            word.at,
            format!(
                "{} không chơi trong thế cờ này nên không thể đến lượt.",
                player.name_vi()
            ),
            format!(
                "{} is not playing in this position, so it cannot be their turn.",
                player.name_en()
            ),
        ));
    }
    Ok(player)
}

/// Reads the dice field: `-`, `6`, `3+5` or `3+5/5`, with as many dice as the game uses.
fn parse_dice(
    word: Option<&Word<'_>>,
    end: usize,
    count: DiceCount,
) -> Result<DiceState, ParseError> {
    let Some(word) = word else {
        return Err(ParseError::at(
            end,
            "Thiếu phần xúc xắc ('-' nếu chưa gieo) sau người đi.",
            "Missing the dice ('-' before rolling) after the player to move.",
        ));
    };
    if word.text == "-" {
        return Ok(DiceState::ToRoll);
    }
    let bad = || {
        ParseError::at(
            word.at,
            format!(
                "'{}' không phải xúc xắc: dùng '-', '6', '3+5' hoặc '3+5/5'.",
                word.text
            ),
            format!(
                "'{}' is not a dice field: use '-', '6', '3+5' or '3+5/5'.",
                word.text
            ),
        )
    };
    let (roll_text, left_text) = match word.text.split_once('/') {
        Some((roll, left)) => (roll, Some(left)),
        None => (word.text, None),
    };
    let roll = Dice::parse(roll_text)
        .filter(|r| r.is_pair() || left_text.is_none())
        .ok_or_else(bad)?;
    if roll.is_pair() != (count == DiceCount::Two) {
        let (vi, en) = match count {
            DiceCount::One => ("một xúc xắc", "one die"),
            DiceCount::Two => ("hai xúc xắc", "two dice"),
        };
        return Err(ParseError::at(
            word.at,
            format!("Ván này chơi {vi}, nhưng xúc xắc ghi '{roll}'."),
            format!("This game uses {en}, but the dice field says '{roll}'."),
        ));
    }
    let left = match left_text {
        None => roll,
        Some(text) => {
            let left = Dice::parse(text).filter(|l| !l.is_pair()).ok_or_else(bad)?;
            if !roll.values().contains(&left.values()[0]) {
                return Err(ParseError::at(
                    word.at + roll_text.chars().count() + 1,
                    format!("Phần còn lại '{text}' phải là một trong hai con của '{roll}'."),
                    format!("The value left '{text}' must be one of the two dice of '{roll}'."),
                ));
            }
            left
        }
    };
    Ok(DiceState::Rolled { roll, left })
}

/// Refuses positions that no game reaches: everyone finished, a finished player to move,
/// dice on the table after the end, or dice left with no legal use (those are lost at once).
fn check_playable(game: &mut Cangua, dice: DiceState) -> Result<(), ParseError> {
    if game.places.len() == game.seats.len() {
        return Err(ParseError::whole(
            "Mọi người chơi đều đã về đủ chuồng; ít nhất một người phải còn đang đua.",
            "Every player has finished; at least one must still be racing.",
        ));
    }
    play::settle_if_over(game);
    let to_move = game.to_move;
    if !game.over && game.has_finished(to_move) {
        return Err(ParseError::whole(
            format!(
                "{} đã về đủ chuồng nên không thể đến lượt.",
                to_move.name_vi()
            ),
            format!(
                "{} has finished, so it cannot be their turn.",
                to_move.name_en()
            ),
        ));
    }
    if let DiceState::Rolled { roll, left } = dice {
        if game.over {
            return Err(ParseError::whole(
                "Ván cờ đã xong nên không thể còn xúc xắc: dùng '-'.",
                "The game is over, so no dice can be on the table: use '-'.",
            ));
        }
        if movegen::step_moves(game, roll, left).is_empty() {
            return Err(ParseError::whole(
                format!("Xúc xắc còn {left} nhưng không có nước đi nào; số đó đã mất ngay và lượt đã qua."),
                format!("The dice left ({left}) have no legal move; they would have been lost at once and the turn passed."),
            ));
        }
    }
    Ok(())
}

/// A 64-bit FNV-1a hash of `text`, to seed the dice of a game set up from a position.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
