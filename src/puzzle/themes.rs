//! What a puzzle is about: each game names its themes from what the solution's moves do,
//! as the rules report them.

use super::rank::{rank_moves, Ranked};
use crate::ai::search::WIN_SCORE;
use crate::ai::Think;
use crate::core::{Game, Text};
use crate::games::cangua::{Cangua, Move as HorseMove, Place};
use crate::games::ganh::Ganh;
use crate::games::oaq::Oaq;
use crate::games::toan::{OpKind, Toan};

/// A game whose puzzles can be mined: it names a puzzle's themes.
pub trait Themed: Think {
    /// The depth the command-line miner ranks moves at by default: a few milliseconds a
    /// position.
    const MINING_DEPTH: u64;
    /// The random opening plies of each mined game by default.
    const MINING_OPENING: u64 = 4;

    /// The themes of the puzzle at `self` (the position to solve) whose solution is `line`
    /// (the solver's move, the reply, …) and whose first moves were ranked `ranked`, the
    /// main theme first.
    fn themes(&self, line: &[Self::Move], ranked: &[Ranked<Self::Move>]) -> Vec<&'static str>;

    /// Every legal move scored `depth` deep for the player to move, best first.
    fn rank(&self, depth: u32) -> Vec<Ranked<Self::Move>> {
        rank_moves(self, depth)
    }

    /// The least score of a puzzle's best move and the most of its second best (a puzzle is
    /// not the least bad way to lose, and not a position where every move wins).
    fn bounds(&self) -> (i32, i32) {
        (-150, 150)
    }

    /// At most this many solver moves in a solution.
    fn max_line(&self) -> usize {
        usize::MAX
    }

    /// Whether the miner keeps a game's puzzles with the largest gaps (looking at every
    /// position of the game) instead of the first ones it meets.
    fn largest_per_game(&self) -> bool {
        false
    }
}

/// Whether the best move is the only one that does not lose outright or lose much: a
/// defence ("the only move").
fn defence<M>(ranked: &[Ranked<M>]) -> bool {
    match ranked {
        [best, second, ..] => best.score <= 100 && second.score <= -300,
        _ => false,
    }
}

/// Plays `line` from `game` and hands `each` the report of every solver's move (the first,
/// the third, …) with its index in the line.
fn solver_reports<G: Game>(game: &G, line: &[G::Move], mut each: impl FnMut(usize, G::Report)) {
    let mut game = game.clone();
    for (i, &mv) in line.iter().enumerate() {
        let Ok(report) = game.play(mv) else { break };
        if i % 2 == 0 {
            each(i, report);
        }
    }
}

impl Themed for Ganh {
    const MINING_DEPTH: u64 = 6;

    /// `chau` (one move turns 4 or 6 pieces by gánh), `ganh`, `vay`, `mo` (the first move
    /// opens a gánh point that the opponent must take, to their cost), `defend` (the only
    /// move that holds), else `quiet`.
    fn themes(&self, line: &[Self::Move], ranked: &[Ranked<Self::Move>]) -> Vec<&'static str> {
        let mut themes = Vec::new();
        solver_reports(self, line, |i, report| {
            if report.ganh.len() >= 4 {
                themes.push("chau");
            }
            if !report.ganh.is_empty() {
                themes.push("ganh");
            }
            if !report.vay.is_empty() {
                themes.push("vay");
            }
            if i == 0 && !report.mo.is_empty() {
                themes.push("mo");
            }
        });
        if defence(ranked) {
            themes.push("defend");
        }
        finish(themes)
    }
}

impl Themed for Oaq {
    const MINING_DEPTH: u64 = 6;

    /// `an-quan` (the solver takes a quan), `chain` (ăn liên tiếp: one move takes two squares
    /// or more), `capture` (any other capture), `defend`, else `quiet`.
    fn themes(&self, line: &[Self::Move], ranked: &[Ranked<Self::Move>]) -> Vec<&'static str> {
        let mut themes = Vec::new();
        solver_reports(self, line, |_, report| {
            if report.captured().1 > 0 {
                themes.push("an-quan");
            }
            if report.captures() >= 2 {
                themes.push("chain");
            }
            if report.captures() > 0 {
                themes.push("capture");
            }
        });
        if defence(ranked) {
            themes.push("defend");
        }
        finish(themes)
    }
}

impl Themed for Toan {
    const MINING_DEPTH: u64 = 3;

    /// `zero` (the solution takes the 0), `guard0` (every other move lets the 0 be taken),
    /// `biggest` (of several captures, the one of the biggest number), one of `add`, `sub`,
    /// `mul`, `div` (`div` also for a remainder) for the operation of each capture,
    /// `defend`, else `quiet`.
    fn themes(&self, line: &[Self::Move], ranked: &[Ranked<Self::Move>]) -> Vec<&'static str> {
        let mut themes = Vec::new();
        if ranked.get(1).is_some_and(|r| r.score <= -WIN_SCORE)
            && ranked.first().is_some_and(|r| r.score > -WIN_SCORE)
        {
            themes.push("guard0");
        }
        let mut game = self.clone();
        for (i, &mv) in line.iter().enumerate() {
            let captures: Vec<u8> = if i == 0 {
                game.legal_moves()
                    .into_iter()
                    .filter_map(|m| {
                        let mut g = game.clone();
                        g.play(m).ok()?.captured.map(|p| p.value)
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let Ok(report) = game.play(mv) else { break };
            if i % 2 == 1 {
                continue;
            }
            if report.zero_captured {
                themes.push("zero");
            }
            if let Some(p) = report.captured {
                let values: std::collections::BTreeSet<u8> = captures.iter().copied().collect();
                if i == 0 && values.len() > 1 && values.last() == Some(&p.value) {
                    themes.push("biggest");
                }
                for op in &report.ops {
                    themes.push(match op.kind {
                        OpKind::Add => "add",
                        OpKind::Sub => "sub",
                        OpKind::Mul => "mul",
                        OpKind::Div | OpKind::Rem => "div",
                    });
                }
            }
        }
        if defence(ranked) {
            themes.push("defend");
        }
        finish(themes)
    }
}

impl Themed for Cangua {
    const MINING_DEPTH: u64 = 2;
    /// The dice make each game different from the first roll.
    const MINING_OPENING: u64 = 0;

    /// `kick` (đá: the move sends a horse home to its stable), `thau-ma` (enters the home
    /// straight at cell 6), `home` (a move inside the home column or into it), `out`
    /// (brings a horse out), else `race`; always with `decision`, as every Cờ cá ngựa puzzle
    /// is the choice that matters most for the dice in hand.
    fn themes(&self, line: &[Self::Move], _ranked: &[Ranked<Self::Move>]) -> Vec<&'static str> {
        let mut themes = vec!["decision"];
        let mut game = self.clone();
        if let Some(&mv) = line.first() {
            if let Ok(report) = game.play(mv) {
                if report.kicked.is_some() {
                    themes.push("kick");
                }
                if report.thau_ma {
                    themes.push("thau-ma");
                }
                if let HorseMove::Step { from, to, .. } = mv {
                    if matches!(to, Place::Home(_)) {
                        themes.push("home");
                    }
                    if from == Place::Stable {
                        themes.push("out");
                    }
                }
            }
        }
        if themes.len() == 1 {
            themes.push("race");
        }
        finish(themes)
    }

    /// Scored over the dice ([`crate::ai::dice::rank`]).
    fn rank(&self, depth: u32) -> Vec<Ranked<Self::Move>> {
        crate::ai::dice::rank(self, depth)
            .into_iter()
            .map(|(mv, score)| Ranked { mv, score })
            .collect()
    }

    /// Any scores: what matters is how much the choice changes them.
    fn bounds(&self) -> (i32, i32) {
        (i32::MIN, i32::MAX)
    }

    /// One move: the dice decide what comes after it.
    fn max_line(&self) -> usize {
        1
    }

    /// The decisions that matter most in each game.
    fn largest_per_game(&self) -> bool {
        true
    }
}

/// The themes in order without repeats, `quiet` when there are none.
fn finish(mut themes: Vec<&'static str>) -> Vec<&'static str> {
    let mut seen = Vec::new();
    themes.retain(|t| {
        let new = !seen.contains(t);
        seen.push(t);
        new
    });
    if themes.is_empty() {
        themes.push("quiet");
    }
    themes
}

/// A theme's name in both languages (game terms keep their Vietnamese names); `None` for a
/// key no game uses.
pub fn label(key: &str) -> Option<Text> {
    Some(match key {
        "chau" => Text::new("Chầu (gánh nhiều cặp)", "Chầu (several gánh at once)"),
        "ganh" => Text::new("Gánh", "Gánh"),
        "vay" => Text::new("Vây", "Vây"),
        "mo" => Text::new("Bẫy mở", "A mở trap"),
        "defend" => Text::new("Nước giữ duy nhất", "The only move that holds"),
        "quiet" => Text::new("Nước êm", "A quiet move"),
        "zero" => Text::new("Ăn quân 0", "Take the 0"),
        "guard0" => Text::new("Giữ quân 0", "Defend your 0"),
        "biggest" => Text::new("Ăn quân lớn nhất", "The biggest capture"),
        "add" => Text::new("Ăn bằng phép cộng", "A capture by +"),
        "sub" => Text::new("Ăn bằng phép trừ", "A capture by −"),
        "mul" => Text::new("Ăn bằng phép nhân", "A capture by ×"),
        "div" => Text::new("Ăn bằng phép chia", "A capture by ÷"),
        "decision" => Text::new("Nước quyết định", "The decision that matters"),
        "kick" => Text::new("Đá ngựa", "Kick a horse"),
        "thau-ma" => Text::new("Thầu mạ", "Thầu mạ"),
        "home" => Text::new("Vào chuồng", "Into the home column"),
        "out" => Text::new("Xuất quân", "Bring a horse out"),
        "race" => Text::new("Chạy đua", "The race"),
        "an-quan" => Text::new("Ăn quan", "Take a quan"),
        "chain" => Text::new("Ăn liên tiếp", "A capture chain"),
        "capture" => Text::new("Ăn dân", "Take dân"),
        "own" => Text::new("Lỗi của bạn", "Your own mistake"),
        "mistake" => crate::review::Mark::Mistake.label(),
        "blunder" => crate::review::Mark::Blunder.label(),
        _ => return None,
    })
}
