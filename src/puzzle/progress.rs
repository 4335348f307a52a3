//! A player's puzzle record on this device, per game: the rating (Elo-like, starting at
//! 1200), the streak of puzzles solved in a row, and which puzzles were already tried (so
//! the next one is new). Kept as one short line of text in storage.

/// Where a player stands in one game's puzzles.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The puzzle rating: up when a puzzle is solved, down when missed, by how surprising
    /// that was against the puzzle's own rating.
    pub rating: i32,
    /// Puzzles solved in a row.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// Puzzles solved and missed.
    pub solved: u32,
    /// See [`Progress::solved`].
    pub missed: u32,
    /// The numbers of the puzzles tried (the number after the id's last `-`).
    pub tried: Vec<u32>,
}

/// A new player's rating.
pub const START_RATING: i32 = 1200;
/// How far one puzzle moves the rating at most.
const K: f64 = 32.0;

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            rating: START_RATING,
            streak: 0,
            best_streak: 0,
            solved: 0,
            missed: 0,
            tried: Vec::new(),
        }
    }
}

impl Progress {
    /// Counts the puzzle `number` of rating `puzzle_rating` as solved or missed; returns
    /// the change of the player's rating.
    pub fn record(&mut self, number: u32, puzzle_rating: u32, solved: bool) -> i32 {
        let expected =
            1.0 / (1.0 + 10f64.powf((f64::from(puzzle_rating) - f64::from(self.rating)) / 400.0));
        let score = if solved { 1.0 } else { 0.0 };
        let change = (K * (score - expected)).round() as i32;
        let change = if solved {
            change.max(1)
        } else {
            change.min(-1)
        };
        self.rating = (self.rating + change).clamp(100, 4000);
        if solved {
            self.solved += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.missed += 1;
            self.streak = 0;
        }
        if !self.tried.contains(&number) {
            self.tried.push(number);
        }
        change
    }

    /// The record as stored: `rating streak best solved missed tried,tried,…`.
    pub fn to_text(&self) -> String {
        let tried: Vec<String> = self.tried.iter().map(u32::to_string).collect();
        format!(
            "{} {} {} {} {} {}",
            self.rating,
            self.streak,
            self.best_streak,
            self.solved,
            self.missed,
            tried.join(",")
        )
    }

    /// Reads a stored record; anything damaged gives a fresh one (a puzzle record is not
    /// worth refusing the screen over).
    pub fn from_text(text: &str) -> Progress {
        let parts: Vec<&str> = text.split(' ').collect();
        let num = |i: usize| parts.get(i).and_then(|p| p.parse::<u32>().ok());
        let (Some(rating), Some(streak), Some(best), Some(solved), Some(missed)) =
            (num(0), num(1), num(2), num(3), num(4))
        else {
            return Progress::default();
        };
        let tried = parts
            .get(5)
            .map(|t| {
                t.split(',')
                    .filter_map(|n| n.parse().ok())
                    .take(100_000)
                    .collect()
            })
            .unwrap_or_default();
        Progress {
            rating: (rating.min(4000) as i32).max(100),
            streak,
            best_streak: best.max(streak),
            solved,
            missed,
            tried,
        }
    }
}

/// The number of a puzzle id (`ganh-17` is 17).
pub fn number(id: &str) -> Option<u32> {
    id.rsplit('-').next()?.parse().ok()
}

/// The next puzzle to offer among `puzzles` (index, rating, themes, id): of those with
/// `theme` (any when `None`) not yet tried, the one whose rating is nearest the player's;
/// when every one was tried, the nearest of all of them again. `None` when none has the
/// theme.
pub fn pick<'a>(
    puzzles: impl Iterator<Item = (u32, &'a [String], &'a str)> + Clone,
    theme: Option<&str>,
    progress: &Progress,
) -> Option<usize> {
    let fits = |themes: &[String]| theme.is_none_or(|t| themes.iter().any(|x| x == t));
    let nearest = |fresh: bool| {
        puzzles
            .clone()
            .enumerate()
            .filter(|(_, (_, themes, id))| {
                fits(themes) && (!fresh || number(id).is_none_or(|n| !progress.tried.contains(&n)))
            })
            .min_by_key(|(i, (rating, _, _))| {
                ((i64::from(*rating) - i64::from(progress.rating)).abs(), *i)
            })
            .map(|(i, _)| i)
    };
    nearest(true).or_else(|| nearest(false))
}

/// What one move of the person did to a puzzle being solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move; the reply to play next, and the solution goes on after it.
    Right(String),
    /// The right move, and the last one: solved.
    Solved,
    /// Not the move: the one that was.
    Wrong(String),
}

/// Judges the person's `played` move as the `at`th move of `solution` (0, 2, 4…: the
/// solver's moves).
pub fn judge(solution: &[String], at: usize, played: &str) -> Verdict {
    let Some(expected) = solution.get(at) else {
        return Verdict::Solved;
    };
    if played.trim() != expected {
        return Verdict::Wrong(expected.clone());
    }
    match solution.get(at + 1) {
        Some(reply) if at + 2 < solution.len() => Verdict::Right(reply.clone()),
        _ => Verdict::Solved,
    }
}
