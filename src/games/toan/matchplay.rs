//! A match (cuộc chơi) of 1, 3, 5 or 7 games: games alternate who starts, capturing a 0
//! ends the whole match at once, and otherwise the first to win a majority takes it (best of
//! N) or, with `match=all-N`, every game is played and the most games won, then the most
//! points in total, take it.

use super::game::Toan;
use super::options::ToanOptions;
use crate::core::{EndReason, Outcome, PlayError, Player, Text};

/// A match in progress: its options, the results so far and who starts the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToanMatch {
    options: ToanOptions,
    first_starter: Player,
    results: Vec<Outcome>,
    /// Red's and Blue's points in each finished game (0–0 when recorded without them).
    points: Vec<[u32; 2]>,
}

impl ToanMatch {
    /// A new match; `seed` draws lots for the first game's starter when that is random.
    pub fn new(options: ToanOptions, seed: u64) -> ToanMatch {
        let first_starter = options.first.resolve(seed);
        ToanMatch {
            options,
            first_starter,
            results: Vec::new(),
            points: Vec::new(),
        }
    }

    /// The match's options (every game is played with them).
    pub fn options(&self) -> &ToanOptions {
        &self.options
    }

    /// The number of games agreed: 1, 3, 5 or 7 (anything else set by hand counts as itself,
    /// at least 1).
    pub fn games(&self) -> u32 {
        self.options.match_games.max(1)
    }

    /// Whether every agreed game is played (`match=all-N`).
    pub fn plays_all(&self) -> bool {
        self.options.match_all
    }

    /// Game wins that take the match early: a majority, N/2 + 1 (best of N); in an all-N
    /// match more than N, since only a 0 ends it early.
    pub fn wins_needed(&self) -> u32 {
        if self.plays_all() {
            self.games() + 1
        } else {
            self.games() / 2 + 1
        }
    }

    /// The points of each finished game, Red's then Blue's, in order.
    pub fn points(&self) -> &[[u32; 2]] {
        &self.points
    }

    /// `player`'s points over every finished game.
    pub fn total_points(&self, player: Player) -> u32 {
        let s = usize::from(player == Player::Blue);
        self.points.iter().map(|p| p[s]).sum()
    }

    /// The results of the finished games, in order.
    pub fn results(&self) -> &[Outcome] {
        &self.results
    }

    /// Games won by `player` so far.
    pub fn wins(&self, player: Player) -> u32 {
        self.results
            .iter()
            .filter(|o| matches!(o, Outcome::Win(p, _) if *p == player))
            .count() as u32
    }

    /// Who starts game number `index` (0 for the first): starters alternate.
    pub fn starter(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.first_starter
        } else {
            self.first_starter.opponent()
        }
    }

    /// Who starts the next game.
    pub fn next_starter(&self) -> Player {
        self.starter(self.results.len())
    }

    /// The next game, ready to play, or `None` when the match is over.
    pub fn next_game(&self) -> Option<Toan> {
        (!self.is_over()).then(|| Toan::with_starter(self.options.clone(), self.next_starter()))
    }

    /// The player who captured a 0, if a game ended that way (thắng tuyệt đối).
    pub fn absolute_winner(&self) -> Option<Player> {
        self.results.iter().find_map(|o| match o {
            Outcome::Win(p, EndReason::ZeroCaptured) => Some(*p),
            _ => None,
        })
    }

    /// Records a finished game's outcome.
    ///
    /// # Errors
    /// The match is already over, or the outcome is not one a game of Cờ toán can have.
    pub fn record_game(&mut self, outcome: Outcome) -> Result<(), PlayError> {
        self.record_scored(outcome, [0, 0])
    }

    /// Records a finished game: its result and the game's final score.
    ///
    /// # Errors
    /// As [`ToanMatch::record_game`]; a game not finished is refused.
    pub fn record_finished(&mut self, game: &Toan) -> Result<(), PlayError> {
        let Some(outcome) = crate::core::Game::outcome(game) else {
            return Err(PlayError::Illegal(Text::new(
                "Ván cờ chưa kết thúc.",
                "The game is not over.",
            )));
        };
        self.record_scored(outcome, [game.score(Player::Red), game.score(Player::Blue)])
    }

    /// Records a finished game's outcome and its points, Red's then Blue's.
    ///
    /// # Errors
    /// As [`ToanMatch::record_game`].
    pub fn record_scored(&mut self, outcome: Outcome, points: [u32; 2]) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::Illegal(Text::new(
                "Trận đấu đã kết thúc.",
                "The match is over.",
            )));
        }
        match outcome {
            Outcome::Win(Player::Red | Player::Blue, _) | Outcome::Draw(_) => {
                self.results.push(outcome);
                self.points.push(points);
                Ok(())
            }
            _ => Err(PlayError::Illegal(Text::new(
                "Kết quả này không phải của một ván cờ toán.",
                "This is not the result of a game of Cờ toán.",
            ))),
        }
    }

    /// The match's winner: whoever captured a 0; else the first to the majority; else, once
    /// every game is played, whoever won more games (in an all-N match, with equal wins, the
    /// more points in total). `None` while it goes on, or when it ends level.
    pub fn winner(&self) -> Option<Player> {
        if let Some(p) = self.absolute_winner() {
            return Some(p);
        }
        if !self.is_over() {
            return None;
        }
        let (red, blue) = (self.wins(Player::Red), self.wins(Player::Blue));
        let mut order = red.cmp(&blue);
        if self.plays_all() {
            order = order.then(
                self.total_points(Player::Red)
                    .cmp(&self.total_points(Player::Blue)),
            );
        }
        match order {
            std::cmp::Ordering::Greater => Some(Player::Red),
            std::cmp::Ordering::Less => Some(Player::Blue),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Whether the match is decided (or every game has been played).
    pub fn is_over(&self) -> bool {
        self.absolute_winner().is_some()
            || self.wins(Player::Red) >= self.wins_needed()
            || self.wins(Player::Blue) >= self.wins_needed()
            || self.results.len() as u32 >= self.games()
    }
}
