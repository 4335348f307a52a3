//! Why a move is refused: one clear sentence in each language, for the player. Legality
//! itself is the move generator's call; this only finds the words.

use super::arithmetic::distance_list_with;
use super::cell::{Cell, Dir};
use super::game::Toan;
use super::mv::Move;
use super::options::Blockers;
use super::play::capture_line;
use crate::core::Text;

/// A sentence in Vietnamese and English.
fn say(vi: impl Into<String>, en: impl Into<String>) -> Text {
    Text::new(vi, en)
}

impl Toan {
    /// Why `mv`, which the move generator refused, is not legal here.
    pub(crate) fn why_illegal(&self, mv: Move) -> Text {
        let (from, to) = match mv {
            Move::Step { from, to } | Move::Capture { from, to } => (from, to),
            Move::Pass => {
                return say(
                    "Bạn vẫn còn nước đi nên không được bỏ lượt.",
                    "You have a legal move, so you cannot pass.",
                )
            }
        };
        let Some(piece) = self.piece_at(from) else {
            return say(
                format!("Không có quân nào ở {from}."),
                format!("There is no piece on {from}."),
            );
        };
        if piece.owner != self.state.to_move {
            return say(
                format!("Quân ở {from} là của đối phương."),
                format!("The piece on {from} belongs to the opponent."),
            );
        }
        if piece.is_zero() {
            return say(
                "Quân số 0 không bao giờ di chuyển, cũng không bao giờ đi bắt.",
                "The 0 never moves, and it never makes a capture.",
            );
        }
        let Some((dir, steps)) = Dir::between(from, to) else {
            return say(
                format!("{from} và {to} không cùng một hàng ngang, hàng dọc hay đường chéo."),
                format!("{from} and {to} are not on one rank, file or diagonal."),
            );
        };
        let explained = match mv {
            Move::Step { .. } => self.why_not_step(from, to, dir, steps, piece.value),
            _ => self.why_not_capture(from, to, piece.value),
        };
        explained.unwrap_or_else(|| {
            say(
                "Nước này không hợp lệ ở đây.",
                "This move is not legal here.",
            )
        })
    }

    /// A move of `n` from `from` to `to`, `steps` cells in direction `dir`.
    fn why_not_step(&self, from: Cell, to: Cell, dir: Dir, steps: u8, n: u8) -> Option<Text> {
        if steps > n {
            return Some(if n == 1 {
                say("Quân số 1 chỉ đi được 1 ô.", "A 1 moves one cell only.")
            } else {
                say(
                    format!("Quân số {n} chỉ đi được từ 1 đến {n} ô."),
                    format!("A {n} moves 1 to {n} cells only."),
                )
            });
        }
        let mut cell = from;
        for _ in 0..steps {
            cell = cell.step(dir)?;
            let Some(there) = self.piece_at(cell) else {
                continue;
            };
            return Some(if cell != to {
                say(
                    format!("Đường từ {from} đến {to} bị quân ở {cell} chặn."),
                    format!("The way from {from} to {to} is blocked by the piece on {cell}."),
                )
            } else if there.owner == self.state.to_move {
                say(
                    format!("Ô {to} đã có quân của bạn."),
                    format!("{to} already holds a piece of yours."),
                )
            } else {
                say(
                    format!("Ô {to} có quân đối phương: chỉ ăn quân bằng nước bắt theo phép tính, không bằng nước đi."),
                    format!("{to} holds an enemy piece: pieces are taken only by a capture with arithmetic, never by a move."),
                )
            });
        }
        None
    }

    /// A capture by a mover of value `m` from `from` onto `to`.
    fn why_not_capture(&self, from: Cell, to: Cell, m: u8) -> Option<Text> {
        if self
            .piece_at(to)
            .is_none_or(|t| t.owner == self.state.to_move)
        {
            return Some(say(
                format!("Không có quân đối phương ở {to} để bắt."),
                format!("There is no enemy piece on {to} to capture."),
            ));
        }
        let Some((partner, dir, distance)) = capture_line(from, to).filter(|&(_, _, d)| d > 0)
        else {
            return Some(say(
                format!("Để bắt {to}, quân ở {from} phải nhảy qua một quân của mình đứng liền kề trên cùng đường thẳng."),
                format!("To capture {to}, the piece on {from} must jump over a piece of its own next to it on the same line."),
            ));
        };
        let Some(p) = self
            .piece_at(partner)
            .filter(|p| p.owner == self.state.to_move)
        else {
            return Some(say(
                format!("Ô {partner}, liền kề {from} về phía {to}, không có quân của bạn để làm phép tính."),
                format!("{partner}, next to {from} towards {to}, holds no piece of yours to do the arithmetic with."),
            ));
        };
        if p.value == 0 && !self.options.zero_partner {
            return Some(say(
                format!("Ván này không dùng quân 0 làm quân tính (tùy chọn zero-partner tắt): quân 0 ở {partner} không bắt cùng {from} được."),
                format!("In this game the 0 is no capture partner (option zero-partner off): the 0 on {partner} cannot capture with {from}."),
            ));
        }
        let mut cell = partner;
        for _ in 1..distance {
            cell = cell.step(dir)?;
            let blocks = self.piece_at(cell).is_some_and(|between| {
                self.options.blockers == Blockers::Any || between.owner != self.state.to_move
            });
            if blocks {
                return Some(say(
                    format!("Quân ở {cell} cản đường bắt từ {partner} đến {to}."),
                    format!("The piece on {cell} stands in the way from {partner} to {to}."),
                ));
            }
        }
        let p = p.value;
        let list: Vec<String> = distance_list_with(m, p, self.options.division)
            .iter()
            .map(u8::to_string)
            .collect();
        let list = if list.is_empty() {
            "—".to_string()
        } else {
            list.join(", ")
        };
        Some(say(
            format!("Không phép tính nào của {m} và {p} cho ra {distance} (cặp này bắt được ở khoảng cách: {list})."),
            format!("No operation on {m} and {p} gives {distance} (this pair captures at distances: {list})."),
        ))
    }
}
