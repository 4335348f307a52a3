//! The engine's look at one position of a game under review: its best move and line, how
//! every seat stands, and, before a roll of the dice, how lucky the roll was. The Web
//! Worker answers one [`Look`] per request, so the page shows the review's progress and
//! stays free; [`super::judge`] turns the looks into marks.

use super::lines::{cangua_lines, searched_lines, Line};
use super::standing::{capped, final_standing};
use crate::ai::dice;
use crate::ai::{Clock, Level, Limits, Think};
use crate::core::{Game, Player, Text};
use crate::games::cangua::{Cangua, DiceState, Move as CanguaMove};
use crate::games::{ganh::Ganh, oaq::Oaq, toan::Toan};
use crate::record::{to_session, Record, RecordError};
use serde::{Deserialize, Serialize};

/// What the engine sees at the position before move `ply` of a game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Look {
    /// Moves played before this position.
    pub ply: u32,
    /// The playing colours in seat order, as letters (`rb`, `rbgy`).
    pub seats: String,
    /// The seat to move (index into `seats`); meaningless once the game is over.
    pub mover: u8,
    /// The move the game played from here, in notation (empty at the game's end).
    pub played: String,
    /// The engine's move here (empty when there was nothing to choose).
    pub best: String,
    /// The line the engine expects from here, its move first.
    pub line: Vec<String>,
    /// Legal moves here (a roll counts as one).
    pub choices: u32,
    /// How each seat stands here with the best play, in seat order (hundredths, within
    /// ±[`super::CAP`]); empty when the engine did not search (a forced move).
    pub standing: Vec<i32>,
    /// Before a roll of the dice: the worth of the roll the game got and the worth
    /// expected of a roll, to the player rolling (hundredths).
    pub luck: Option<(i32, i32)>,
    /// How deep the engine looked.
    pub depth: u32,
    /// The engine's best lines here, best first, when they were asked for (the analysis
    /// board).
    #[serde(default)]
    pub lines: Vec<Line>,
}

/// A game the review can look at.
pub trait Reviewed: Think {
    /// The engine's look at this position (the game with its history); `played` is the
    /// move the game made from here, if any.
    fn look(&self, played: Option<Self::Move>, limits: Limits, clock: &dyn Clock) -> Look;

    /// The engine's best `count` lines here (the analysis board).
    fn lines(&self, count: usize, limits: Limits, clock: &dyn Clock) -> Vec<Line> {
        searched_lines(self, count, limits, clock)
    }
}

/// The look at the position before move `ply` of `record` (after its last move when `ply`
/// is its length), searching at most `limits` (no contempt: a draw is even), reading time
/// from `clock`. `Err` with a sentence for a record that does not replay or a ply past its
/// end. Never panics.
pub fn look(record: &Record, ply: usize, limits: Limits, clock: &dyn Clock) -> Result<Look, Text> {
    look_with_lines(record, ply, 0, limits, clock)
}

/// As [`look`], with the engine's best `lines` lines (at most 5) besides; the time of
/// `limits` is shared between the look and the lines.
pub fn look_with_lines(
    record: &Record,
    ply: usize,
    lines: usize,
    limits: Limits,
    clock: &dyn Clock,
) -> Result<Look, Text> {
    let limits = Limits {
        contempt: Some(0),
        ..limits
    };
    /// [`look_in`] for the game the registry finds.
    struct In<'a>(&'a Record, usize, usize, Limits, &'a dyn Clock);
    impl In<'_> {
        fn visit<G: Reviewed>(self) -> Result<Look, Text> {
            look_in::<G>(self.0, self.1, self.2, self.3, self.4)
        }
    }
    crate::visit_game!(&record.game, In(record, ply, lines, limits, clock))
        .unwrap_or_else(|| Err(crate::games::no_such_game(&record.game)))
}

/// [`look`] for the game `G`.
fn look_in<G: Reviewed>(
    record: &Record,
    ply: usize,
    lines: usize,
    limits: Limits,
    clock: &dyn Clock,
) -> Result<Look, Text> {
    let session = to_session::<G>(record).map_err(record_text)?;
    let moves = session.moves();
    if ply > moves.len() {
        return Err(Text::new(
            format!(
                "Ván chỉ có {} nước, không có nước thứ {}.",
                moves.len(),
                ply + 1
            ),
            format!(
                "The game has {} moves, not a move {}.",
                moves.len(),
                ply + 1
            ),
        ));
    }
    let game = session.replay(ply);
    if lines == 0 {
        let mut look = game.look(moves.get(ply).copied(), limits, clock);
        look.ply = ply as u32;
        return Ok(look);
    }
    let half = Limits {
        time_ms: limits.time_ms.map(|t| t / 2.0),
        ..limits
    };
    let mut look = game.look(moves.get(ply).copied(), half, clock);
    look.ply = ply as u32;
    look.lines = game.lines(lines.min(5), half, clock);
    // Two players: the bar says what the best line says (the look's own search had half
    // the time).
    if let (Some(top), 2) = (look.lines.first(), look.standing.len()) {
        let m = look.mover as usize;
        look.standing = (0..2)
            .map(|i| if i == m { top.score } else { -top.score })
            .collect();
    }
    Ok(look)
}

/// A record error as a sentence in both languages.
fn record_text(e: RecordError) -> Text {
    Text::new(
        e.message(crate::core::Lang::Vi),
        e.message(crate::core::Lang::En),
    )
}

/// A look at `game` with its seats, its mover and the move `played` from it, and whether
/// the game is over there (the look is then whole: each seat's final standing).
fn begin<G: Think>(game: &G, played: Option<G::Move>) -> (Look, bool) {
    let seats = game.seats();
    let mover = seats.iter().position(|&p| p == game.to_move()).unwrap_or(0);
    let mut look = Look {
        seats: seats.iter().map(|p| p.letter()).collect(),
        mover: mover as u8,
        played: played.map(|m| game.format_move(m)).unwrap_or_default(),
        ..Look::default()
    };
    let outcome = game.outcome();
    if let Some(o) = &outcome {
        look.standing = final_standing(o, &seats);
    }
    (look, outcome.is_some())
}

/// The look of a two-player game searched by alpha-beta (Cờ gánh, Cờ toán): the mover's
/// score, the other seat's its opposite.
fn searched<G: Think>(
    game: &G,
    played: Option<G::Move>,
    limits: Limits,
    clock: &dyn Clock,
) -> Look {
    let (mut look, over) = begin(game, played);
    if over {
        return look;
    }
    let moves = game.legal_moves();
    look.choices = moves.len() as u32;
    if moves.len() < 2 {
        look.standing = forced_standing(game, limits, clock);
        return look;
    }
    let info = game.think(Level::Hard, limits, clock, 1);
    let Some(best) = info.best else { return look };
    look.best = game.format_move(best);
    look.depth = info.depth;
    let mut line = game.clone();
    for mv in info.pv.iter().take(8) {
        let text = line.format_move(*mv);
        if line.play(*mv).is_err() {
            break;
        }
        look.line.push(text);
    }
    look.standing = two_sided(game, game.to_move(), capped(info.score));
    look
}

/// The standings of a two-player game where `who` stands at `score`.
fn two_sided<G: Think>(game: &G, who: Player, score: i32) -> Vec<i32> {
    game.seats()
        .iter()
        .map(|&p| if p == who { score } else { -score })
        .collect()
}

/// Forced replies followed before a search (the search plays a lone legal move without a
/// score), as the puzzles' ranking does.
const FORCED_CHAIN: usize = 20;

/// The standings where the player to move has one legal move: its moves played through to
/// the first real choice, which is searched (empty if the chain runs on).
fn forced_standing<G: Think>(game: &G, limits: Limits, clock: &dyn Clock) -> Vec<i32> {
    let mut g = game.clone();
    for _ in 0..FORCED_CHAIN {
        if let Some(outcome) = g.outcome() {
            return final_standing(&outcome, &g.seats());
        }
        let moves = g.legal_moves();
        if moves.len() == 1 {
            if g.play(moves[0]).is_err() {
                break;
            }
            continue;
        }
        let info = g.think(Level::Hard, limits, clock, 1);
        return two_sided(&g, g.to_move(), capped(info.score));
    }
    Vec::new()
}

impl Reviewed for Ganh {
    fn look(&self, played: Option<Self::Move>, limits: Limits, clock: &dyn Clock) -> Look {
        searched(self, played, limits, clock)
    }
}

impl Reviewed for Toan {
    fn look(&self, played: Option<Self::Move>, limits: Limits, clock: &dyn Clock) -> Look {
        searched(self, played, limits, clock)
    }
}

impl Reviewed for Oaq {
    fn look(&self, played: Option<Self::Move>, limits: Limits, clock: &dyn Clock) -> Look {
        searched(self, played, limits, clock)
    }
}

/// Cờ cá ngựa: a choice is weighed by the worth of what it leaves for the dice ahead (each
/// seat's worth less the mean of the others', [`dice::standing`]), a roll by its luck.
impl Reviewed for Cangua {
    fn lines(&self, count: usize, _limits: Limits, _clock: &dyn Clock) -> Vec<Line> {
        cangua_lines(self, count)
    }

    fn look(&self, played: Option<Self::Move>, _limits: Limits, _clock: &dyn Clock) -> Look {
        let (mut look, over) = begin(self, played);
        if over {
            return look;
        }
        look.standing = dice::standing(self).into_iter().map(capped).collect();
        if self.dice() == DiceState::ToRoll {
            look.choices = 1;
            if let Some(CanguaMove::Roll(d)) = played {
                look.luck = dice::luck(self, d);
            }
            return look;
        }
        let ranked = dice::rank(self, 1);
        look.choices = ranked.len() as u32;
        if ranked.len() > 1 {
            look.best = self.format_move(ranked[0].0);
            look.line = vec![look.best.clone()];
            look.depth = 1;
        }
        look
    }
}
