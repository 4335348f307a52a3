//! One puzzle ([`Puzzle`]) and the line of a puzzle file that holds it.

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A name unique in its file (`ganh-17`).
    pub id: String,
    /// Theme keys ([`super::themes::label`] gives their names), the main one first.
    pub themes: Vec<String>,
    /// How hard it is, on the scale of a player's puzzle rating.
    pub rating: u32,
    /// How much better the solution's first move is than the second best (hundredths).
    pub gap: i32,
    /// The position string to solve from.
    pub position: String,
    /// The solver's moves and the replies between them, in notation.
    pub solution: Vec<String>,
}

/// Why a puzzle line or file was refused: a sentence that says what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError(pub String);

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The longest line a puzzle file may hold (a Cờ toán position is about 120 characters).
const MAX_LINE: usize = 1000;

impl Puzzle {
    /// Reads one line of a puzzle file.
    ///
    /// # Errors
    /// A line without its six fields, an empty one, a rating or gap that is not a number,
    /// a solution with an even number of moves (it must end on the solver's move).
    pub fn parse_line(line: &str) -> Result<Puzzle, PuzzleError> {
        if line.len() > MAX_LINE {
            return Err(PuzzleError(format!(
                "the line is {} characters long; a puzzle takes at most {MAX_LINE}",
                line.len()
            )));
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [id, themes, rating, gap, position, solution] = fields[..] else {
            return Err(PuzzleError(format!(
                "a puzzle has 6 fields split by ';' (id, themes, rating, gap, position, solution); this line has {}",
                fields.len()
            )));
        };
        let named = |name: &str, v: &str| {
            if v.is_empty() {
                Err(PuzzleError(format!("the {name} is empty")))
            } else {
                Ok(())
            }
        };
        named("id", id)?;
        named("position", position)?;
        let rating = rating
            .parse::<u32>()
            .ok()
            .filter(|r| *r <= 4000)
            .ok_or_else(|| {
                PuzzleError(format!(
                    "the rating '{}' is not a whole number up to 4000",
                    short(rating)
                ))
            })?;
        let gap = gap
            .parse::<i32>()
            .map_err(|_| PuzzleError(format!("the gap '{}' is not a whole number", short(gap))))?;
        let solution: Vec<String> = solution.split_whitespace().map(str::to_string).collect();
        if solution.len() % 2 == 0 {
            return Err(PuzzleError(format!(
                "the solution has {} moves; it must end on the solver's move (1, 3, 5… moves)",
                solution.len()
            )));
        }
        let themes: Vec<String> = themes
            .split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        if themes.is_empty() {
            return Err(PuzzleError("the puzzle names no theme".into()));
        }
        Ok(Puzzle {
            id: id.to_string(),
            themes,
            rating,
            gap,
            position: position.to_string(),
            solution,
        })
    }

    /// The puzzle as one line of a puzzle file.
    pub fn line(&self) -> String {
        format!(
            "{};{};{};{};{};{}",
            self.id,
            self.themes.join(","),
            self.rating,
            self.gap,
            self.position,
            self.solution.join(" ")
        )
    }

    /// Every puzzle of a file, skipping comments and empty lines.
    ///
    /// # Errors
    /// The first bad line, with its number; or two puzzles with one id.
    pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        let mut out: Vec<Puzzle> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let p = Puzzle::parse_line(line)
                .map_err(|e| PuzzleError(format!("line {}: {}", i + 1, e.0)))?;
            if out.iter().any(|q| q.id == p.id) {
                return Err(PuzzleError(format!(
                    "line {}: the id '{}' is used twice",
                    i + 1,
                    short(&p.id)
                )));
            }
            out.push(p);
        }
        Ok(out)
    }
}

/// At most 40 characters of `text`, for messages.
fn short(text: &str) -> String {
    let mut s: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        s.push('…');
    }
    s
}
