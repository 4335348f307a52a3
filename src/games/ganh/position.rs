//! The position (board, player to move, obligation) and its text form:
//! `BBBBB/B...B/R...B/R...R/RRRRR r -`.

use super::board::Bits;
use super::options::Forced;
use super::point::{bad_point, Point};
use crate::core::{ParseError, Player};
use std::fmt;

/// Everything the rules need to know about a moment of the game, apart from its history:
/// the pieces of the player to move (`us`) and of the other (`them`), who is to move, and the
/// mở obligation (`mo`: the points the player to move must land on, empty mask for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Position {
    /// The pieces of the player to move.
    pub us: u32,
    /// The pieces of the other player.
    pub them: u32,
    /// The player to move.
    pub side: Player,
    /// The points the player to move must land on after a mở (forced=opening only).
    pub mo: u32,
}

/// The start: `BBBBB/B...B/R...B/R...R/RRRRR`.
const START_RED: u32 = 0b11111 | (0b10001 << 5) | (0b00001 << 10);
/// Blue's start, Red's turned half round.
const START_BLUE: u32 = START_RED.reverse_bits() >> 7;

impl Position {
    /// The start position with `side` to move.
    pub fn start(side: Player) -> Position {
        Position::from_colours(START_RED, START_BLUE, side, 0)
    }

    /// A position from each colour's pieces.
    pub fn from_colours(red: u32, blue: u32, side: Player, mo: u32) -> Position {
        match side {
            Player::Red => Position {
                us: red,
                them: blue,
                side,
                mo,
            },
            _ => Position {
                us: blue,
                them: red,
                side: Player::Blue,
                mo,
            },
        }
    }

    /// Red's pieces.
    pub fn red(&self) -> u32 {
        if self.side == Player::Red {
            self.us
        } else {
            self.them
        }
    }

    /// Blue's pieces.
    pub fn blue(&self) -> u32 {
        if self.side == Player::Red {
            self.them
        } else {
            self.us
        }
    }

    /// The pieces of `player`.
    pub fn pieces(&self, player: Player) -> u32 {
        if player == self.side {
            self.us
        } else {
            self.them
        }
    }

    /// The key that tells positions apart for the repetition rule.
    pub fn key(&self) -> u128 {
        (self.red() as u128)
            | ((self.blue() as u128) << 25)
            | ((self.mo as u128) << 50)
            | ((self.side == Player::Blue) as u128) << 75
    }

    /// Reads a position string. `forced` says whether an obligation field may be present
    /// (only with forced=opening; with the others it is always `-`).
    ///
    /// # Errors
    /// Malformed text, with the character offset of the problem.
    pub fn parse(text: &str, forced: Forced) -> Result<Position, ParseError> {
        let fields = fields(text);
        let end = text.chars().count();
        let Some((board_at, board)) = fields.first() else {
            return Err(ParseError::whole(
                "Thế cờ trống.",
                "The position string is empty.",
            ));
        };
        let (red, blue) = parse_board(*board_at, board)?;
        let Some((side_at, side)) = fields.get(1) else {
            return Err(ParseError::at(
                end,
                "Thiếu bên đi (r hoặc b) sau bàn cờ.",
                "The player to move (r or b) is missing after the board.",
            ));
        };
        let side = match side.as_str() {
            "r" => Player::Red,
            "b" => Player::Blue,
            _ => {
                return Err(ParseError::at(
                    *side_at,
                    format!("Bên đi phải là 'r' (Đỏ) hoặc 'b' (Xanh), không phải '{side}'."),
                    format!("The player to move must be 'r' (Red) or 'b' (Blue), not '{side}'."),
                ))
            }
        };
        let Some((mo_at, mo_text)) = fields.get(2) else {
            return Err(ParseError::at(
                end,
                "Thiếu các điểm bắt buộc (hoặc '-') sau bên đi.",
                "The obligation points (or '-') are missing after the player to move.",
            ));
        };
        if let Some((extra_at, extra)) = fields.get(3) {
            return Err(ParseError::at(
                *extra_at,
                format!("Thừa '{extra}' sau các điểm bắt buộc."),
                format!("Unexpected '{extra}' after the obligation points."),
            ));
        }
        if red | blue == 0 {
            return Err(ParseError::at(
                *board_at,
                "Bàn cờ không có quân nào.",
                "The board has no pieces.",
            ));
        }
        let mut pos = Position::from_colours(red, blue, side, 0);
        let mo = parse_obligation(*mo_at, mo_text, &pos)?;
        if mo != 0 && forced != Forced::Opening {
            return Err(ParseError::at(
                *mo_at,
                "Điểm bắt buộc (mở) chỉ có khi luật bắt gánh là 'opening'; ở đây phải ghi '-'.",
                "Obligation points (mở) exist only with forced=opening; here the field must be '-'.",
            ));
        }
        pos.mo = mo;
        Ok(pos)
    }
}

/// The whitespace-separated fields of `text`, each with the offset of its first character.
fn fields(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, c) in text.chars().enumerate() {
        if c.is_whitespace() {
            out.extend(current.take());
        } else {
            current.get_or_insert_with(|| (i, String::new())).1.push(c);
        }
    }
    out.extend(current);
    out
}

/// Reads the board field (ranks 5 down to 1) into Red's and Blue's pieces.
fn parse_board(at: usize, board: &str) -> Result<(u32, u32), ParseError> {
    let mut ranks: Vec<(usize, Vec<char>)> = vec![(at, Vec::new())];
    for (i, c) in board.chars().enumerate() {
        if c == '/' {
            ranks.push((at + i + 1, Vec::new()));
        } else if let Some(last) = ranks.last_mut() {
            last.1.push(c);
        }
    }
    if ranks.len() != 5 {
        let n = ranks.len();
        let place = ranks.get(5).map_or(at, |r| r.0);
        return Err(ParseError::at(
            place,
            format!("Bàn cờ phải có đúng 5 hàng ngăn cách bởi '/', nhưng ở đây có {n}."),
            format!("The board needs exactly 5 ranks separated by '/', but has {n}."),
        ));
    }
    let (mut red, mut blue) = (0, 0);
    for (row, (start, cells)) in ranks.iter().enumerate() {
        let rank = 4 - row as u8;
        for (file, &c) in cells.iter().enumerate().take(5) {
            let p = Point::new(file as u8, rank).map_or(0, |p| p.bit());
            match c {
                'R' => red |= p,
                'B' => blue |= p,
                '.' => {}
                _ => {
                    let name = Point::new(file as u8, rank)
                        .map(|p| p.name())
                        .unwrap_or_default();
                    return Err(ParseError::at(
                        start + file,
                        format!("Ký tự '{c}' ở điểm {name} không hợp lệ: chỉ dùng R (Đỏ), B (Xanh) hoặc '.' (trống)."),
                        format!("'{c}' at {name} is not allowed: use R (Red), B (Blue) or '.' (empty)."),
                    ));
                }
            }
        }
        if cells.len() != 5 {
            let (n, r) = (cells.len(), rank + 1);
            return Err(ParseError::at(
                *start,
                format!("Hàng {r} có {n} điểm; mỗi hàng phải có đúng 5 (R, B hoặc '.')."),
                format!("Rank {r} has {n} points; each rank needs exactly 5 (R, B or '.')."),
            ));
        }
    }
    Ok((red, blue))
}

/// Reads the obligation field: `-`, or point names sorted by name, each empty and a gánh
/// point of the player to move.
fn parse_obligation(at: usize, text: &str, pos: &Position) -> Result<u32, ParseError> {
    if text == "-" {
        return Ok(0);
    }
    let mut mask = 0;
    let mut previous: Option<Point> = None;
    let mut offset = at;
    for item in text.split(',') {
        let p = Point::parse(item).ok_or_else(|| bad_point(offset, item))?;
        if let Some(q) = previous {
            if q == p {
                return Err(ParseError::at(
                    offset,
                    format!("Điểm bắt buộc {p} bị ghi hai lần."),
                    format!("The obligation point {p} is listed twice."),
                ));
            }
            if q.name_order() > p.name_order() {
                return Err(ParseError::at(
                    offset,
                    format!("Các điểm bắt buộc phải xếp theo tên (a1, a2, …, e5): {p} phải đứng trước {q}."),
                    format!("Obligation points must be sorted by name (a1, a2, …, e5): {p} comes before {q}."),
                ));
            }
        }
        if (pos.us | pos.them) & p.bit() != 0 {
            return Err(ParseError::at(
                offset,
                format!("Điểm bắt buộc {p} đang có quân; nó phải trống."),
                format!("The obligation point {p} is occupied; it must be empty."),
            ));
        }
        if pos.ganh_points() & p.bit() == 0 {
            let (vi, en) = (pos.side.name_vi(), pos.side.name_en());
            return Err(ParseError::at(
                offset,
                format!("{vi} không gánh được ở {p}, nên {p} không thể là điểm bắt buộc."),
                format!("{en} cannot gánh on {p}, so {p} cannot be an obligation point."),
            ));
        }
        mask |= p.bit();
        previous = Some(p);
        offset += item.chars().count() + 1;
    }
    Ok(mask)
}

/// The points of `mask` sorted by name (a1, a2, …, e5), as position strings list them.
pub(crate) fn sorted_by_name(mask: u32) -> Vec<Point> {
    let mut v: Vec<Point> = Bits(mask).collect();
    crate::core::sort_small_by_key(&mut v, |p| p.name_order());
    v
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (red, blue) = (self.red(), self.blue());
        for rank in (0..5u8).rev() {
            for file in 0..5u8 {
                let bit = Point::new(file, rank).map_or(0, |p| p.bit());
                let c = if red & bit != 0 {
                    'R'
                } else if blue & bit != 0 {
                    'B'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                write!(f, "/")?;
            }
        }
        write!(f, " {} ", self.side.letter())?;
        if self.mo == 0 {
            return write!(f, "-");
        }
        let names: Vec<String> = sorted_by_name(self.mo).iter().map(|p| p.name()).collect();
        write!(f, "{}", names.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_symmetric_under_a_half_turn() {
        assert_eq!(START_BLUE, START_RED.reverse_bits() >> 7);
        assert_eq!(
            Position::start(Player::Red).to_string(),
            "BBBBB/B...B/R...B/R...R/RRRRR r -"
        );
        assert_eq!(START_RED.count_ones(), 8);
        assert_eq!(START_RED & START_BLUE, 0);
    }

    #[test]
    fn repetition_key_tells_apart_board_side_and_obligation() {
        let a = Position::from_colours(0b11, 0b1100, Player::Red, 0);
        let keys = [
            a.key(),
            Position {
                side: Player::Blue,
                us: a.them,
                them: a.us,
                mo: 0,
            }
            .key(),
            Position { mo: 1 << 20, ..a }.key(),
            Position::from_colours(0b11, 0b11000, Player::Red, 0).key(),
            Position::from_colours(0b1100, 0b11, Player::Red, 0).key(),
        ];
        for i in 0..keys.len() {
            for j in 0..i {
                assert_ne!(keys[i], keys[j], "{i} {j}");
            }
        }
    }
}
