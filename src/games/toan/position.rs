//! The position string (RULES.md §2): ranks 11 down to 1 joined by `/`, nine cells each
//! (`.` or a colour letter and a digit: `r5`, `b0`), the player to move, the score `red-blue`.

use super::board::Board;
use super::cell::{Cell, CELLS, FILES, RANKS};
use super::piece::{encode, EMPTY};
use crate::core::{ParseError, Player};

/// A position read from text, before the options decide whether the game is already over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Setup {
    /// The pieces.
    pub board: Board,
    /// The player to move.
    pub to_move: Player,
    /// Red's and Blue's points.
    pub score: [u32; 2],
}

/// Writes a position string.
pub(crate) fn format(board: &Board, to_move: Player, score: [u32; 2]) -> String {
    let mut out = String::with_capacity(140);
    for rank in (0..RANKS).rev() {
        for file in 0..FILES {
            let piece = Cell::new(file, rank).and_then(|c| board.piece_at(c));
            match piece {
                Some(p) => out.push_str(&p.code()),
                None => out.push('.'),
            }
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(to_move.letter());
    out.push_str(&format!(" {}-{}", score[0], score[1]));
    out
}

/// Reads a position string.
///
/// # Errors
/// Malformed text, with what is wrong and the character where it is.
pub(crate) fn parse(text: &str) -> Result<Setup, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = skip_space(&chars, 0);
    if i == chars.len() {
        return Err(ParseError::whole(
            "Chuỗi thế cờ trống.",
            "The position string is empty.",
        ));
    }
    let mut cells = [EMPTY; CELLS];
    // Where each (side, number) was first seen, to refuse a second one.
    let mut seen: [[Option<Cell>; 10]; 2] = [[None; 10]; 2];
    for rank in (0..RANKS).rev() {
        let mut file = 0u8;
        while let Some(&c) = chars.get(i) {
            if c == '/' || c.is_whitespace() {
                break;
            }
            let Some(cell) = Cell::new(file, rank) else {
                return Err(ParseError::at(
                    i,
                    format!("Hàng {} có quá 9 ô.", rank + 1),
                    format!("Rank {} has more than 9 cells.", rank + 1),
                ));
            };
            match c {
                '.' => i += 1,
                'r' | 'b' => {
                    let side = usize::from(c == 'b');
                    let Some(value) = chars.get(i + 1).and_then(|d| d.to_digit(10)) else {
                        return Err(ParseError::at(
                            i + 1,
                            format!("Sau màu quân '{c}' cần một chữ số 0–9 (số của quân)."),
                            format!("The colour '{c}' must be followed by a digit 0–9 (the piece's number)."),
                        ));
                    };
                    let value = value as u8;
                    if let Some(earlier) = seen[side][usize::from(value)] {
                        let (vi, en) = if side == 0 { ("Đỏ", "Red") } else { ("Xanh", "Blue") };
                        return Err(ParseError::at(
                            i,
                            format!("{vi} có hai quân số {value} ({earlier} và {cell}); mỗi bên chỉ có một quân mỗi số."),
                            format!("{en} has two pieces numbered {value} ({earlier} and {cell}); each side has one of each."),
                        ));
                    }
                    seen[side][usize::from(value)] = Some(cell);
                    cells[cell.index()] = encode(side, value);
                    i += 2;
                }
                _ => {
                    return Err(ParseError::at(
                        i,
                        format!("Ký tự '{c}' không dùng được trên bàn cờ: mỗi ô là '.' hoặc 'r'/'b' kèm một chữ số."),
                        format!("'{c}' cannot stand on the board: each cell is '.' or 'r'/'b' followed by a digit."),
                    ))
                }
            }
            file += 1;
        }
        if file < FILES {
            return Err(ParseError::at(
                i,
                format!("Hàng {} chỉ có {file} ô; mỗi hàng cần đúng 9 ô.", rank + 1),
                format!(
                    "Rank {} has only {file} cells; every rank needs exactly 9.",
                    rank + 1
                ),
            ));
        }
        if rank > 0 {
            if chars.get(i) != Some(&'/') {
                return Err(ParseError::at(
                    i,
                    format!(
                        "Cần '/' sau hàng {}: bàn cờ có 11 hàng, từ hàng 11 xuống hàng 1.",
                        rank + 1
                    ),
                    format!(
                        "Expected '/' after rank {}: the board has 11 ranks, from 11 down to 1.",
                        rank + 1
                    ),
                ));
            }
            i += 1;
        }
    }
    if chars.get(i) == Some(&'/') {
        return Err(ParseError::at(
            i,
            "Bàn cờ có quá 11 hàng.",
            "The board has more than 11 ranks.",
        ));
    }
    let board = Board { cells };

    i = skip_space(&chars, i);
    let to_move = match chars.get(i) {
        None => {
            return Err(ParseError::at(
                i,
                "Thiếu bên đi ('r' hoặc 'b') sau bàn cờ.",
                "The player to move ('r' or 'b') is missing after the board.",
            ))
        }
        Some('r') => Player::Red,
        Some('b') => Player::Blue,
        Some(_) => return Err(bad_player(i)),
    };
    i += 1;
    if chars.get(i).is_some_and(|c| !c.is_whitespace()) {
        return Err(bad_player(i - 1));
    }

    i = skip_space(&chars, i);
    if i == chars.len() {
        return Err(ParseError::at(
            i,
            "Thiếu điểm số dạng đỏ-xanh (ví dụ 0-0) sau bên đi.",
            "The score, red-blue (such as 0-0), is missing after the player to move.",
        ));
    }
    let red = read_number(&chars, &mut i)?;
    if chars.get(i) != Some(&'-') {
        return Err(bad_score(i));
    }
    i += 1;
    let blue = read_number(&chars, &mut i)?;

    i = skip_space(&chars, i);
    if i < chars.len() {
        return Err(ParseError::at(
            i,
            "Thừa nội dung sau điểm số.",
            "Unexpected text after the score.",
        ));
    }
    Ok(Setup {
        board,
        to_move,
        score: [red, blue],
    })
}

fn skip_space(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    i
}

fn bad_player(at: usize) -> ParseError {
    ParseError::at(
        at,
        "Bên đi phải là 'r' (Đỏ) hoặc 'b' (Xanh).",
        "The player to move must be 'r' (Red) or 'b' (Blue).",
    )
}

fn bad_score(at: usize) -> ParseError {
    ParseError::at(
        at,
        "Điểm số phải có dạng đỏ-xanh bằng số, ví dụ 0-0 hoặc 12-5.",
        "The score must be written red-blue in digits, such as 0-0 or 12-5.",
    )
}

/// Reads a run of digits as a number of points.
fn read_number(chars: &[char], i: &mut usize) -> Result<u32, ParseError> {
    let start = *i;
    let mut n: u32 = 0;
    while let Some(d) = chars.get(*i).and_then(|c| c.to_digit(10)) {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(d))
            .ok_or_else(|| ParseError::at(start, "Điểm số quá lớn.", "The score is too large."))?;
        *i += 1;
    }
    if *i == start {
        return Err(bad_score(start));
    }
    Ok(n)
}
