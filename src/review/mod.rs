//! The game review: the engine's [`Look`] at every position of a game, turned into a mark
//! for each move (best, good, inaccuracy, mistake, blunder), the better move and its line,
//! a graph of how each seat stood, and a summary per player with, in Cờ cá ngựa, how lucky
//! their rolls were. Pure: the Web Worker makes the looks, the puzzle module shows them,
//! and the tests check both natively.
//!
//! A move's loss is how much worse the mover stands after it than the engine's best move
//! would have left them (the look after the move against the look before it). It is marked
//! by how much it cuts the mover's expected score, `1 / (1 + e^(−standing / scale))`, so a
//! piece thrown away in an even game weighs more than the same piece in a game long won.
//!
//! ```
//! use co_dan_gian::review::{judge, Look, Mark};
//! let before = Look { seats: "rb".into(), played: "a1-b1".into(), best: "c1-d1".into(),
//!     choices: 5, standing: vec![0, 0], ..Look::default() };
//! let after = Look { ply: 1, seats: "rb".into(), mover: 1, choices: 5,
//!     standing: vec![-400, 400], ..Look::default() };
//! let marks = judge("ganh", &[before, after]);
//! assert_eq!(marks[0].mark, Some(Mark::Blunder));
//! assert_eq!(marks[0].loss, 400);
//! ```

pub mod explain;
mod lines;
mod look;
mod standing;
mod tree;

pub use lines::Line;
pub use look::{look, look_with_lines, Look, Reviewed};
pub use standing::CAP;
pub use tree::{Node, Tree};

use crate::ai::Think;
use crate::core::{Lang, Text};

/// What a move was, by what it cost its player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The engine's own move, or as good.
    Best,
    /// A little worse than the best, nothing to worry about.
    Good,
    /// Gave away some of the game.
    Inaccuracy,
    /// Gave away much of it.
    Mistake,
    /// Turned the game.
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark's name.
    pub fn label(self) -> Text {
        let (vi, en) = match self {
            Mark::Best => ("Nước tốt nhất", "Best"),
            Mark::Good => ("Nước tốt", "Good"),
            Mark::Inaccuracy => ("Thiếu chính xác", "Inaccuracy"),
            Mark::Mistake => ("Sai lầm", "Mistake"),
            Mark::Blunder => ("Sai lầm nghiêm trọng", "Blunder"),
        };
        Text::new(vi, en)
    }

    /// The sign written after the move (`★`, nothing, `?!`, `?`, `??`), as chess annotates.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Best => "★",
            Mark::Good => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark for a move that cut its player's expected score by `drop` (0 to 1), or
    /// that was the engine's move or as good (`best`).
    pub fn of(drop: f64, best: bool) -> Mark {
        match drop {
            _ if best => Mark::Best,
            d if d < 0.06 => Mark::Good,
            d if d < 0.12 => Mark::Inaccuracy,
            d if d < 0.20 => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }
}

/// How far a standing goes towards a won game, per game: the standing at which the
/// mover's expected score is about 73% (`1 / (1 + e^-1)`), [`Think::REVIEW_SCALE`]. An
/// unknown id (whose record the review has already refused) gets Cờ cá ngựa's wide scale.
pub fn scale(game: &str) -> f64 {
    /// The scale of `G`.
    struct Scale;
    impl Scale {
        fn visit<G: Think>(self) -> f64 {
            G::REVIEW_SCALE
        }
    }
    crate::visit_game!(game, Scale).unwrap_or(1500.0)
}

/// A standing as the mover's expected score, 0 to 1.
pub fn expected(standing: i32, scale: f64) -> f64 {
    1.0 / (1.0 + (-f64::from(standing) / scale).exp())
}

/// One move of the game as the review judges it.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// Moves played before it.
    pub ply: usize,
    /// The seat that played it.
    pub mover: usize,
    /// The move.
    pub played: String,
    /// Its mark; `None` when there was nothing to choose (a roll, a forced move).
    pub mark: Option<Mark>,
    /// How much worse its player stood than after the best move (hundredths, ≥ 0).
    pub loss: i32,
    /// The engine's move when it was better than the one played (empty otherwise).
    pub better: String,
    /// The engine's line from the better move.
    pub line: Vec<String>,
    /// How each seat stood before the move (carried over a position the engine did not
    /// search), for the graph.
    pub standing: Vec<i32>,
    /// The luck of the roll, when the move was a roll: got less expected (hundredths).
    pub luck: Option<i32>,
}

/// The moves of a game with their marks, from the looks at each of its positions in order
/// (`looks[k]` before move `k`; the look after the last move last). Moves whose looks are
/// missing are left out.
pub fn judge(game: &str, looks: &[Look]) -> Vec<Judged> {
    let scale = scale(game);
    let mut out = Vec::new();
    let mut carried: Vec<i32> = Vec::new();
    for (k, look) in looks.iter().enumerate() {
        if !look.standing.is_empty() {
            carried = look.standing.clone();
        }
        if look.played.is_empty() {
            continue;
        }
        let m = look.mover as usize;
        // How the mover stood after the move: the next look the engine searched.
        let after = looks[k + 1..]
            .iter()
            .find(|l| !l.standing.is_empty())
            .and_then(|l| l.standing.get(m).copied());
        let before = look.standing.get(m).copied();
        let chose = look.choices > 1 && !look.best.is_empty();
        let (mark, loss) = match (chose, before, after) {
            (true, Some(b), Some(a)) => {
                let loss = if look.played == look.best {
                    0
                } else {
                    (b - a).max(0)
                };
                let drop = expected(b, scale) - expected(a, scale);
                (Some(Mark::of(drop, loss == 0)), loss)
            }
            _ => (None, 0),
        };
        let worse = mark.is_some_and(|m| m > Mark::Good);
        out.push(Judged {
            ply: k,
            mover: m,
            played: look.played.clone(),
            mark,
            loss,
            better: if worse {
                look.best.clone()
            } else {
                String::new()
            },
            line: if worse { look.line.clone() } else { Vec::new() },
            standing: carried.clone(),
            luck: look.luck.map(|(got, exp)| got - exp),
        });
    }
    out
}

/// The loss counted at most for one move in an average (a lost game's moves would drown
/// the rest otherwise).
pub const LOSS_CAP: i32 = 1000;

/// One player's part of a review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// How many of their moves got each mark, in [`Mark::ALL`]'s order.
    pub marks: [u32; 5],
    /// Their average loss per move marked (hundredths, each at most [`LOSS_CAP`]).
    pub average_loss: i32,
    /// Their rolls of the dice.
    pub rolls: u32,
    /// The luck of those rolls added up: got less expected (hundredths).
    pub luck: i32,
}

/// The summary of each seat (`seats` of them), in seat order.
pub fn summarize(moves: &[Judged], seats: usize) -> Vec<Summary> {
    let mut out = vec![Summary::default(); seats];
    let mut losses = vec![(0i64, 0i64); seats];
    for j in moves {
        let Some(s) = out.get_mut(j.mover) else {
            continue;
        };
        if let Some(mark) = j.mark {
            s.marks[mark as usize] += 1;
            losses[j.mover].0 += i64::from(j.loss.min(LOSS_CAP));
            losses[j.mover].1 += 1;
        }
        if let Some(l) = j.luck {
            s.rolls += 1;
            s.luck += l;
        }
    }
    for (s, (sum, n)) in out.iter_mut().zip(losses) {
        s.average_loss = if n > 0 { (sum / n) as i32 } else { 0 };
    }
    out
}

/// A summary's words, for `lang` (the marks with a count, the average loss, the luck).
pub fn summary_line(s: &Summary, lang: Lang) -> String {
    let mut parts: Vec<String> = Mark::ALL
        .iter()
        .zip(s.marks)
        .filter(|(_, n)| *n > 0)
        .map(|(m, n)| format!("{} {n}", m.label().get(lang)))
        .collect();
    let avg = f64::from(s.average_loss) / 100.0;
    parts.push(match lang {
        Lang::Vi => format!("mất trung bình {avg:.2}"),
        Lang::En => format!("average loss {avg:.2}"),
    });
    if s.rolls > 0 {
        let per = f64::from(s.luck) / 100.0 / f64::from(s.rolls);
        parts.push(match lang {
            Lang::Vi => format!("may rủi {per:+.2} mỗi lần gieo ({} lần)", s.rolls),
            Lang::En => format!("luck {per:+.2} a roll ({} rolls)", s.rolls),
        });
    }
    parts.join(" · ")
}
