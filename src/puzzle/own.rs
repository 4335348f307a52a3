//! Your own mistakes as puzzles ("Luyện lại lỗi của bạn" / "Practise your mistakes"): each
//! mistake and blunder a person made in a reviewed game becomes a puzzle (the position
//! before it, the engine's better move to find), solved like the shipped ones and shown again
//! until it is solved twice. Kept on the device as one text: a line per puzzle, how many
//! times it was solved, the options of its game (`key=value` split by spaces), then the
//! puzzle's own line (`docs/puzzles.md`):
//! `SOLVED;OPTIONS;ID;THEMES;RATING;GAP;POSITION;SOLUTION`. Pure: no browser.
//!
//! ```
//! use co_dan_gian::puzzle::own::Own;
//! use co_dan_gian::puzzle::Puzzle;
//! let p = Puzzle::parse_line("x;own,mistake;1200;250;BBBBB/B...B/R...B/R...R/RRRRR r -;a3-b3").unwrap();
//! let mut own = Own::default();
//! let opts = vec![("no-progress".to_string(), "50".to_string())];
//! assert_eq!(own.add("ganh", vec![(p.clone(), opts.clone()), (p, opts)]), 1, "the same position once");
//! let id = own.due()[0].id.clone();
//! assert_eq!(id, "own-ganh-1");
//! own.record(&id, true);
//! own.record(&id, true);
//! assert!(own.due().is_empty(), "solved twice: done");
//! assert_eq!(Own::from_text(&own.to_text()), Ok(own));
//! ```

use super::Puzzle;
use crate::core::{Game, Player};
use crate::record::{parse_players, to_session, Record};
use crate::review::{Judged, Mark};

/// How many times a puzzle of your own is solved before it stops coming back.
pub const SOLVED_TIMES: u32 = 2;

/// The most puzzles kept per game: the oldest finished ones give way first.
pub const MAX_KEPT: usize = 200;

/// One of your own puzzles and how many times it was solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnPuzzle {
    /// The puzzle (its themes `own` and the mark, `mistake` or `blunder`).
    pub puzzle: Puzzle,
    /// Times solved.
    pub solved: u32,
    /// The options of the game it came from (`key`, `value`), under which its position is
    /// set up.
    pub options: Vec<(String, String)>,
}

/// A game's puzzles from your own mistakes, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Own {
    /// The puzzles.
    pub puzzles: Vec<OwnPuzzle>,
}

impl Own {
    /// The text kept in storage.
    pub fn to_text(&self) -> String {
        self.puzzles
            .iter()
            .map(|p| {
                let options: Vec<String> =
                    p.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("{};{};{}\n", p.solved, options.join(" "), p.puzzle.line())
            })
            .collect()
    }

    /// Reads a text of [`Own::to_text`].
    ///
    /// # Errors
    /// The first line that does not read, by its number.
    pub fn from_text(text: &str) -> Result<Own, String> {
        let mut own = Own::default();
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |what: String| format!("line {}: {what}", i + 1);
            let (solved, rest) = line
                .split_once(';')
                .ok_or_else(|| bad("no count of times solved".into()))?;
            let solved = solved
                .trim()
                .parse()
                .map_err(|_| bad(format!("'{solved}' is not a count of times solved")))?;
            let (options, rest) = rest
                .split_once(';')
                .ok_or_else(|| bad("no options field".into()))?;
            let options = options
                .split_whitespace()
                .map(|kv| {
                    kv.split_once('=')
                        .map(|(k, v)| (k.to_string(), v.to_string()))
                        .ok_or_else(|| bad(format!("'{kv}' is not 'key=value'")))
                })
                .collect::<Result<_, _>>()?;
            let puzzle = Puzzle::parse_line(rest).map_err(|e| bad(e.0))?;
            own.puzzles.push(OwnPuzzle {
                puzzle,
                solved,
                options,
            });
        }
        Ok(own)
    }

    /// The puzzles still to solve, oldest first.
    pub fn due(&self) -> Vec<&Puzzle> {
        self.puzzles
            .iter()
            .filter(|p| p.solved < SOLVED_TIMES)
            .map(|p| &p.puzzle)
            .collect()
    }

    /// Adds `new` (of the game `game`, each with its game's options), each named `own-GAME-N`,
    /// but for a position and move already kept; returns how many were added. Past [`MAX_KEPT`] the oldest finished
    /// puzzles go, then the oldest.
    pub fn add(&mut self, game: &str, new: Vec<(Puzzle, Vec<(String, String)>)>) -> usize {
        let mut next = self
            .puzzles
            .iter()
            .filter_map(|p| super::progress::number(&p.puzzle.id))
            .max()
            .unwrap_or(0);
        let mut added = 0;
        for (mut p, options) in new {
            let kept = self
                .puzzles
                .iter()
                .any(|o| o.puzzle.position == p.position && o.puzzle.solution == p.solution);
            if kept {
                continue;
            }
            next += 1;
            p.id = format!("own-{game}-{next}");
            self.puzzles.push(OwnPuzzle {
                puzzle: p,
                solved: 0,
                options,
            });
            added += 1;
        }
        while self.puzzles.len() > MAX_KEPT {
            let at = self
                .puzzles
                .iter()
                .position(|p| p.solved >= SOLVED_TIMES)
                .unwrap_or(0);
            self.puzzles.remove(at);
        }
        added
    }

    /// Counts puzzle `id` as solved once more (a miss changes nothing: it comes back).
    pub fn record(&mut self, id: &str, solved: bool) {
        if let Some(p) = self.puzzles.iter_mut().find(|p| p.puzzle.id == id) {
            if solved {
                p.solved += 1;
            }
        }
    }
}

/// The puzzles of the person's mistakes and blunders in the reviewed game of `record`, from
/// the review's marks `judged`: each the position before the move, the better move to find,
/// with the record's options.
/// A person is a seat the record's `players` field calls `person` (every seat when it has
/// none: a game passed round the table); `seats` are the colours in seat order (a mark's
/// `mover` indexes them). Empty when the record does not replay.
pub fn from_review(
    record: &Record,
    seats: &[Player],
    judged: &[Judged],
) -> Vec<(Puzzle, Vec<(String, String)>)> {
    /// Replays the record with the game's rules.
    struct Positions<'a>(&'a Record, &'a [usize]);
    impl Positions<'_> {
        fn visit<G: Game>(self) -> Vec<String> {
            let Ok(session) = to_session::<G>(self.0) else {
                return Vec::new();
            };
            self.1
                .iter()
                .map(|&ply| session.replay(ply).position())
                .collect()
        }
    }
    let people: Option<Vec<Player>> = record
        .extra("players")
        .and_then(|t| parse_players(t).ok())
        .map(|seats| {
            seats
                .iter()
                .filter(|(_, kind)| kind == "person")
                .map(|(p, _)| *p)
                .collect()
        });
    let chosen: Vec<&Judged> = judged
        .iter()
        .filter(|j| matches!(j.mark, Some(Mark::Mistake | Mark::Blunder)) && !j.better.is_empty())
        .filter(|j| match (&people, seats.get(j.mover)) {
            (Some(people), Some(seat)) => people.contains(seat),
            (Some(_), None) => false,
            (None, _) => true,
        })
        .collect();
    let plies: Vec<usize> = chosen.iter().map(|j| j.ply).collect();
    let positions: Vec<String> =
        crate::visit_game!(&record.game, Positions(record, &plies)).unwrap_or_default();
    chosen
        .iter()
        .zip(positions)
        .map(|(j, position)| {
            let blunder = j.mark == Some(Mark::Blunder);
            let puzzle = Puzzle {
                id: String::new(),
                themes: vec![
                    "own".into(),
                    if blunder { "blunder" } else { "mistake" }.into(),
                ],
                rating: if blunder { 1100 } else { 1300 },
                gap: j.loss,
                position,
                solution: vec![j.better.clone()],
            };
            (puzzle, record.options.clone())
        })
        .collect()
}
