//! Playing a turn: the capture's arithmetic, the score, and how the game ends.

use super::arithmetic::{distance_list, ops_for, Op};
use super::cell::Dir;
use super::movegen::has_move;
use super::options::Blockers;
use super::{side, Move, Piece, Toan};
use crate::core::{EndReason, Game, Lang, Outcome, Player, Text};

/// Plies without a capture that end the game when the `no-progress` rule is on.
pub const NO_PROGRESS_PLIES: u32 = 100;

/// Occurrences of one position that end the game when the `repetition` rule is on.
pub const REPETITIONS: usize = 3;

/// What a turn did, for announcements and animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanReport {
    /// The move played.
    pub mv: Move,
    /// The enemy piece captured, if any.
    pub captured: Option<Piece>,
    /// Every operation that made the capture (empty for a move or a pass).
    pub ops: Vec<Op>,
    /// Whether the captured piece was the 0: thắng tuyệt đối.
    pub zero_captured: bool,
    /// Whether the player passed for want of a legal move.
    pub passed: bool,
}

/// The partner, the direction and the distance beyond the partner of a capture's geometry:
/// the partner stands next to the mover on the line to the target.
fn capture_line(from: super::Cell, to: super::Cell) -> Option<(super::Cell, Dir, u8)> {
    let (dir, steps) = Dir::between(from, to)?;
    let partner = from.step(dir)?;
    Some((partner, dir, steps.checked_sub(1)?))
}

impl Toan {
    /// Every operation that makes the capture `mv` here (several when several give the same
    /// distance, as 8 + 5 = 13 and 8 − 5 = 3 both give 3); empty when `mv` is not a legal capture.
    pub fn capture_ops(&self, mv: Move) -> Vec<Op> {
        let Move::Capture { from, to } = mv else {
            return Vec::new();
        };
        if !self.is_legal(mv) {
            return Vec::new();
        }
        let Some((partner, _, distance)) = capture_line(from, to) else {
            return Vec::new();
        };
        match (self.piece_at(from), self.piece_at(partner)) {
            (Some(m), Some(p)) => ops_for(m.value, p.value, distance),
            _ => Vec::new(),
        }
    }

    /// The move as the move list shows it, in the app's default language:
    /// `f1xf4 (8+5=13)`, with every operation of a capture; moves and passes as plain notation.
    pub fn annotate(&self, mv: Move) -> String {
        self.annotate_in(mv, Lang::default())
    }

    /// [`Toan::annotate`] in `lang` (only a remainder reads differently: `8÷5 dư 3`, `8÷5 rem 3`).
    pub fn annotate_in(&self, mv: Move, lang: Lang) -> String {
        let ops = self.capture_ops(mv);
        if ops.is_empty() {
            return mv.to_string();
        }
        let shown: Vec<String> = ops.iter().map(|op| op.short(lang)).collect();
        format!("{mv} ({})", shown.join(", "))
    }

    /// Plays a move already known to be legal.
    pub(crate) fn apply(&mut self, mv: Move) -> ToanReport {
        let mover = self.to_move;
        let mut report = ToanReport {
            mv,
            captured: None,
            ops: Vec::new(),
            zero_captured: false,
            passed: false,
        };
        match mv {
            Move::Pass => {
                report.passed = true;
                self.quiet_plies += 1;
            }
            Move::Step { from, to } => {
                self.board.cells[to.index()] = self.board.cells[from.index()];
                self.board.cells[from.index()] = super::piece::EMPTY;
                self.quiet_plies += 1;
            }
            Move::Capture { from, to } => {
                report.ops = self.capture_ops(mv);
                let captured = self.board.piece_at(to);
                self.board.cells[to.index()] = self.board.cells[from.index()];
                self.board.cells[from.index()] = super::piece::EMPTY;
                if let Some(piece) = captured {
                    self.score[side(mover)] =
                        self.score[side(mover)].saturating_add(u32::from(piece.value));
                    report.zero_captured = piece.is_zero();
                }
                report.captured = captured;
                self.quiet_plies = 0;
                // No earlier position can come back once a piece has left the board.
                self.seen.clear();
            }
        }
        self.to_move = mover.opponent();
        self.remember();
        self.outcome = self.judge();
        report
    }

    /// How the game stands ended, judged from the position and its record, in this order:
    /// a 0 captured, the point target, the third repetition, 100 quiet plies, neither side able
    /// to move.
    pub(crate) fn judge(&self) -> Option<Outcome> {
        for (s, player) in [(0, Player::Red), (1, Player::Blue)] {
            if !self.board.has_zero(s) {
                return Some(Outcome::Win(player.opponent(), EndReason::ZeroCaptured));
            }
        }
        for (s, player) in [(0, Player::Red), (1, Player::Blue)] {
            if self.score[s] >= self.options.target {
                return Some(Outcome::Win(player, EndReason::PointTarget));
            }
        }
        if self.options.draw_repetition && self.repetitions() >= REPETITIONS {
            return Some(self.stall(EndReason::Repetition));
        }
        if self.options.draw_no_progress && self.quiet_plies >= NO_PROGRESS_PLIES {
            return Some(self.stall(EndReason::NoProgress));
        }
        let blockers = self.options.blockers;
        if !has_move(&self.board.cells, 0, blockers) && !has_move(&self.board.cells, 1, blockers) {
            return Some(self.stall(EndReason::NoMoves));
        }
        None
    }

    /// A stalled game: the higher score wins it, equal scores draw it.
    fn stall(&self, reason: EndReason) -> Outcome {
        match self.score[0].cmp(&self.score[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(Player::Red, reason),
            std::cmp::Ordering::Less => Outcome::Win(Player::Blue, reason),
            std::cmp::Ordering::Equal => Outcome::Draw(reason),
        }
    }

    /// Why `mv` is not legal here, as a sentence in both languages.
    pub(crate) fn why_illegal(&self, mv: Move) -> Text {
        let (from, to) = match mv {
            Move::Pass => {
                return Text::new(
                    "Bạn vẫn còn nước đi nên không được bỏ lượt.",
                    "You have a legal move, so you cannot pass.",
                )
            }
            Move::Step { from, to } | Move::Capture { from, to } => (from, to),
        };
        let Some(piece) = self.piece_at(from) else {
            return Text::new(
                format!("Không có quân nào ở {from}."),
                format!("There is no piece on {from}."),
            );
        };
        if piece.owner != self.to_move {
            return Text::new(
                format!("Quân ở {from} là của đối phương."),
                format!("The piece on {from} belongs to the opponent."),
            );
        }
        if piece.is_zero() {
            return Text::new(
                "Quân số 0 không bao giờ di chuyển, cũng không bao giờ đi bắt.",
                "The 0 never moves, and it never makes a capture.",
            );
        }
        let Some((dir, steps)) = Dir::between(from, to) else {
            return Text::new(
                format!("{from} và {to} không cùng một hàng ngang, hàng dọc hay đường chéo."),
                format!("{from} and {to} are not on one rank, file or diagonal."),
            );
        };
        let n = piece.value;
        match mv {
            Move::Step { .. } => {
                if steps > n && n == 1 {
                    return Text::new("Quân số 1 chỉ đi được 1 ô.", "A 1 moves one cell only.");
                }
                if steps > n {
                    return Text::new(
                        format!("Quân số {n} chỉ đi được từ 1 đến {n} ô."),
                        format!("A {n} moves 1 to {n} cells only."),
                    );
                }
                let mut cell = from;
                for _ in 0..steps {
                    match cell.step(dir) {
                        Some(next) if self.piece_at(next).is_none() => cell = next,
                        Some(next) if next == to => {
                            return if self.piece_at(to).is_some_and(|p| p.owner == self.to_move) {
                                Text::new(
                                    format!("Ô {to} đã có quân của bạn."),
                                    format!("{to} already holds a piece of yours."),
                                )
                            } else {
                                Text::new(
                                    format!("Ô {to} có quân đối phương: chỉ ăn quân bằng nước bắt theo phép tính, không bằng nước đi."),
                                    format!("{to} holds an enemy piece: pieces are taken only by a capture with arithmetic, never by a move."),
                                )
                            };
                        }
                        Some(next) => {
                            return Text::new(
                                format!("Đường từ {from} đến {to} bị quân ở {next} chặn."),
                                format!(
                                "The way from {from} to {to} is blocked by the piece on {next}."
                            ),
                            )
                        }
                        None => break,
                    }
                }
            }
            Move::Capture { .. } => return self.why_not_capture(from, to, n),
            Move::Pass => {}
        }
        Text::new(
            "Nước này không hợp lệ ở đây.",
            "This move is not legal here.",
        )
    }

    fn why_not_capture(&self, from: super::Cell, to: super::Cell, m: u8) -> Text {
        match self.piece_at(to) {
            Some(t) if t.owner != self.to_move => {}
            _ => {
                return Text::new(
                    format!("Không có quân đối phương ở {to} để bắt."),
                    format!("There is no enemy piece on {to} to capture."),
                )
            }
        }
        let Some((partner, dir, distance)) = capture_line(from, to).filter(|&(_, _, d)| d > 0)
        else {
            return Text::new(
                format!("Để bắt {to}, quân ở {from} phải nhảy qua một quân của mình đứng liền kề trên cùng đường thẳng."),
                format!("To capture {to}, the piece on {from} must jump over a piece of its own next to it on the same line."),
            );
        };
        let p = match self.piece_at(partner) {
            Some(p) if p.owner == self.to_move => p.value,
            _ => {
                return Text::new(
                    format!("Ô {partner}, liền kề {from} về phía {to}, không có quân của bạn để làm phép tính."),
                    format!("{partner}, next to {from} towards {to}, holds no piece of yours to do the arithmetic with."),
                )
            }
        };
        let mut cell = partner;
        for _ in 1..distance {
            let Some(next) = cell.step(dir) else { break };
            cell = next;
            if let Some(between) = self.piece_at(next) {
                if self.options.blockers == Blockers::Any || between.owner != self.to_move {
                    return Text::new(
                        format!("Quân ở {next} cản đường bắt từ {partner} đến {to}."),
                        format!("The piece on {next} stands in the way from {partner} to {to}."),
                    );
                }
            }
        }
        let usable = distance_list(m, p);
        let list: Vec<String> = usable.iter().map(u8::to_string).collect();
        let list = if list.is_empty() {
            "—".to_string()
        } else {
            list.join(", ")
        };
        Text::new(
            format!("Không phép tính nào của {m} và {p} cho ra {distance} (cặp này bắt được ở khoảng cách: {list})."),
            format!("No operation on {m} and {p} gives {distance} (this pair captures at distances: {list})."),
        )
    }
}
