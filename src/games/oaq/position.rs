//! The position string (RULES-OAQ.md, "Notation"): the twelve squares by index separated by
//! `/` (a quan square still holding its quan is `Q` and its dân), the side to move (`s` or
//! `n`), then South's and North's stores as `dân:quan:owed`.
//! Start: `Q0/5/5/5/5/5/Q0/5/5/5/5/5 s 0:0:0 0:0:0`.

use super::board::{is_quan, SQUARES};
use super::state::{State, Store, DAN_TOTAL};
use crate::core::ParseError;

/// Writes `state` as a position string.
pub fn write(state: &State) -> String {
    let squares: Vec<String> = (0..SQUARES)
        .map(|i| {
            let quan = if is_quan(i) && state.quan[i / 6] {
                "Q"
            } else {
                ""
            };
            format!("{quan}{}", state.dan[i])
        })
        .collect();
    let side = if state.side == 0 { 's' } else { 'n' };
    let store = |s: Store| format!("{}:{}:{}", s.dan, s.quan, s.owed);
    format!(
        "{} {side} {} {}",
        squares.join("/"),
        store(state.stores[0]),
        store(state.stores[1])
    )
}

/// A count of dân: plain digits, at most [`DAN_TOTAL`].
fn count(text: &str, at: usize, what: (&str, &str)) -> Result<u8, ParseError> {
    let shown: String = text.chars().take(12).collect();
    match text.parse::<u32>() {
        Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) && n <= DAN_TOTAL => Ok(n as u8),
        _ => Err(ParseError::at(
            at,
            format!(
                "'{shown}' không phải {}: cần một số từ 0 đến {DAN_TOTAL}.",
                what.0
            ),
            format!(
                "'{shown}' is not {}: a number from 0 to {DAN_TOTAL} is needed.",
                what.1
            ),
        )),
    }
}

/// A debt: plain digits, at most 65535 (the same dân can be lent again and again).
fn owed(text: &str, at: usize) -> Result<u16, ParseError> {
    let shown: String = text.chars().take(12).collect();
    match text.parse::<u16>() {
        Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(ParseError::at(
            at,
            format!("'{shown}' không phải số dân nợ: cần một số từ 0 đến 65535."),
            format!("'{shown}' is not a number of dân owed: a number from 0 to 65535 is needed."),
        )),
    }
}

/// Reads the twelve squares into `state`.
fn squares(text: &str, at: usize, state: &mut State) -> Result<(), ParseError> {
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() != SQUARES {
        return Err(ParseError::at(
            at,
            format!("Bàn cờ cần 12 ô ngăn bởi '/', ở đây có {}.", parts.len()),
            format!(
                "The board needs 12 squares separated by '/'; this has {}.",
                parts.len()
            ),
        ));
    }
    let mut offset = at;
    for (i, part) in parts.iter().enumerate() {
        let (quan, digits) = match part.strip_prefix('Q') {
            Some(rest) if is_quan(i) => (true, rest),
            Some(_) => {
                return Err(ParseError::at(
                    offset,
                    format!("Ô {i} là ô dân, không có quan ('Q' chỉ ở ô 0 và ô 6)."),
                    format!("Square {i} is a citizens' square and holds no quan ('Q' only at squares 0 and 6)."),
                ))
            }
            None => (false, *part),
        };
        let at_digits = offset + usize::from(quan);
        state.dan[i] = count(digits, at_digits, ("số dân của một ô", "a square's dân"))?;
        if is_quan(i) {
            state.quan[i / 6] = quan;
        }
        offset += part.chars().count() + 1;
    }
    Ok(())
}

/// Reads a store `dân:quan:owed`.
fn store(text: &str, at: usize, who: (&str, &str)) -> Result<Store, ParseError> {
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() != 3 {
        return Err(ParseError::at(
            at,
            format!("Phần của {} cần dạng dân:quan:nợ, như 0:0:0.", who.0),
            format!(
                "{}'s store needs the form dân:quan:owed, such as 0:0:0.",
                who.1
            ),
        ));
    }
    let dan = count(parts[0], at, ("số dân đã ăn", "a number of captured dân"))?;
    let quan_at = at + parts[0].chars().count() + 1;
    let quan = count(
        parts[1],
        quan_at,
        ("số quan đã ăn", "a number of captured quan"),
    )?;
    let owed_at = quan_at + parts[1].chars().count() + 1;
    let owed = owed(parts[2], owed_at)?;
    if quan > 2 {
        return Err(ParseError::at(
            quan_at,
            format!("{} không thể có {quan} quan: cả ván chỉ có 2.", who.0),
            format!(
                "{} cannot hold {quan} quan: there are 2 in the game.",
                who.1
            ),
        ));
    }
    Ok(Store { dan, quan, owed })
}

/// Reads a position string; the refill is not made here. The dân and quan must add up to
/// the game's 50 and 2.
///
/// # Errors
/// Anything malformed, with a sentence that says what and where.
pub fn read(text: &str) -> Result<State, ParseError> {
    let f = crate::core::words_at(text);
    if f.len() != 4 {
        return Err(ParseError::whole(
            format!(
                "Thế cờ Ô ăn quan có 4 phần cách nhau bởi dấu cách (12 ô, bên đi, phần của Nam, phần của Bắc), ở đây có {}.",
                f.len()
            ),
            format!(
                "An Ô ăn quan position has 4 fields separated by spaces (12 squares, side to move, South's store, North's store); this has {}.",
                f.len()
            ),
        ));
    }
    let mut state = State::start(0);
    squares(f[0].1, f[0].0, &mut state)?;
    state.side = match f[1].1 {
        "s" => 0,
        "n" => 1,
        other => {
            let shown: String = other.chars().take(12).collect();
            return Err(ParseError::at(
                f[1].0,
                format!("Bên đi phải là 's' (Nam) hoặc 'n' (Bắc), không phải '{shown}'."),
                format!("The side to move must be 's' (South) or 'n' (North), not '{shown}'."),
            ));
        }
    };
    state.stores[0] = store(f[2].1, f[2].0, ("Nam", "South"))?;
    state.stores[1] = store(f[3].1, f[3].0, ("Bắc", "North"))?;
    let dan = state.board_dan() + state.stores.iter().map(|s| u32::from(s.dan)).sum::<u32>();
    if dan != DAN_TOTAL {
        return Err(ParseError::whole(
            format!("Thế cờ có {dan} dân trên bàn và đã ăn; một ván có đúng {DAN_TOTAL}."),
            format!("The position has {dan} dân on the board and captured; a game has exactly {DAN_TOTAL}."),
        ));
    }
    let quan = state.quan.iter().filter(|&&q| q).count() as u32
        + state.stores.iter().map(|s| u32::from(s.quan)).sum::<u32>();
    if quan != 2 {
        return Err(ParseError::whole(
            format!("Thế cờ có {quan} quan trên bàn và đã ăn; một ván có đúng 2."),
            format!(
                "The position has {quan} quan on the board and captured; a game has exactly 2."
            ),
        ));
    }
    Ok(state)
}
