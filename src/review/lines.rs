//! The analysis board's engine lines: the best few moves of a position, each with its score
//! and the line that follows, as the worker answers them beside a [`super::Look`].

use super::standing::{capped, final_standing};
use crate::ai::{dice, Clock, Level, Limits, Think};
use crate::core::Game;
use crate::games::cangua::{Cangua, DiceState};
use serde::{Deserialize, Serialize};

/// One of the engine's best lines.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// Its first move.
    pub mv: String,
    /// Its score for the player to move (hundredths, within ±[`super::CAP`]).
    pub score: i32,
    /// The moves, its first move first (up to 8).
    pub moves: Vec<String>,
}

/// The moves of a line kept at most.
const LINE_MOVES: usize = 8;

/// The best `count` moves of a two-player game by alpha-beta: every legal move's position
/// searched with an equal share of the time (or to the depth of `limits`, less one), best
/// first.
pub fn searched_lines<G: Think>(
    game: &G,
    count: usize,
    limits: Limits,
    clock: &dyn Clock,
) -> Vec<Line> {
    let moves = game.legal_moves();
    if moves.is_empty() || game.outcome().is_some() {
        return Vec::new();
    }
    let share = Limits {
        time_ms: limits.time_ms.map(|t| t / moves.len() as f64),
        depth: limits.depth.map(|d| d.saturating_sub(1).max(1)),
        ..limits
    };
    let me = game.to_move();
    let mut out: Vec<Line> = moves
        .into_iter()
        .filter_map(|mv| {
            let mut next = game.clone();
            let first = next.format_move(mv);
            next.play(mv).ok()?;
            let mut line = vec![first.clone()];
            // Forced replies are played through (the search gives them no score).
            let mut hops = 0;
            while next.outcome().is_none() && next.legal_moves().len() == 1 && hops < 20 {
                let only = next.legal_moves()[0];
                line.push(next.format_move(only));
                next.play(only).ok()?;
                hops += 1;
            }
            let score = if let Some(o) = next.outcome() {
                let seats = next.seats();
                let i = seats.iter().position(|&p| p == me).unwrap_or(0);
                final_standing(&o, &seats)[i]
            } else {
                let info = next.think(Level::Hard, share, clock, 1);
                let mut g = next.clone();
                for m in info.pv.iter().take(LINE_MOVES) {
                    let t = g.format_move(*m);
                    if g.play(*m).is_err() {
                        break;
                    }
                    line.push(t);
                }
                let s = capped(info.score);
                if next.to_move() == me {
                    s
                } else {
                    -s
                }
            };
            line.truncate(LINE_MOVES);
            Some(Line {
                mv: first,
                score,
                moves: line,
            })
        })
        .collect();
    out.sort_by_key(|l| std::cmp::Reverse(l.score));
    out.truncate(count);
    out
}

/// Cờ cá ngựa's best choices for the dice in hand, weighed one roll ahead (none before a
/// roll: the dice decide).
pub fn cangua_lines(game: &Cangua, count: usize) -> Vec<Line> {
    if game.dice() == DiceState::ToRoll {
        return Vec::new();
    }
    dice::rank(game, 1)
        .into_iter()
        .take(count)
        .map(|(mv, score)| {
            let t = game.format_move(mv);
            Line {
                mv: t.clone(),
                score: capped(score),
                moves: vec![t],
            }
        })
        .collect()
}
