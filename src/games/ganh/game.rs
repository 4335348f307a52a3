//! A game of Cờ gánh: the position, its history for the draw rules, and the `Game` trait.

use super::board::{joined, Bits, PAIRS};
use super::options::{Forced, GanhOptions};
use super::perft;
use super::point::{Move, Point};
use super::position::{sorted_by_name, Position};
use super::report::Effects;
use super::report::GanhReport;
use super::state::{Rules, State};
use crate::core::{Game, Outcome, ParseError, PlayError, Player, Text};

/// The occurrence of the same position that draws the game.
const REPETITIONS: usize = 3;

/// A game of Cờ gánh in progress: the position, the options, and the history that the draw
/// rules need (positions seen, plies since the last conversion).
#[derive(Clone, Debug)]
pub struct Ganh {
    /// The options it is played with.
    options: GanhOptions,
    /// The position now and the plies since a piece was last converted.
    state: State,
    /// The key of every position since the start, the current one last.
    seen: Vec<u128>,
    /// How the game ended, once it has.
    outcome: Option<Outcome>,
}

impl Ganh {
    /// A game from `pos` with no earlier history.
    fn from_pos(pos: Position, options: GanhOptions) -> Ganh {
        let rules = Rules::of(&options);
        let mut g = Ganh {
            options,
            state: State::new(pos, rules),
            seen: vec![pos.key()],
            outcome: None,
        };
        g.outcome = g.judge();
        g
    }

    /// The piece on `p`, if any.
    pub fn piece_at(&self, p: Point) -> Option<Player> {
        [Player::Red, Player::Blue]
            .into_iter()
            .find(|&pl| self.state.pos.pieces(pl) & p.bit() != 0)
    }

    /// How many pieces `player` has (0 for Yellow and Green).
    pub fn count(&self, player: Player) -> u32 {
        match player {
            Player::Red | Player::Blue => self.state.pos.pieces(player).count_ones(),
            _ => 0,
        }
    }

    /// The points the player to move must land on, sorted by name; empty when the move is
    /// free. With forced=opening these are the mở points the opponent's last move opened (the
    /// third field of the position string); with forced=always, every point where a gánh is
    /// possible, when there is one (this follows from the board and is not written in the
    /// position string).
    pub fn obligation(&self) -> Vec<Point> {
        sorted_by_name(self.state.obligation())
    }

    /// Whether the player to move must gánh now ("Phải gánh!"): after a mở with
    /// forced=opening, or whenever a gánh is possible with forced=always.
    pub fn must_capture(&self) -> bool {
        self.state.obligation() != 0
    }

    /// The legal moves of the piece on `p` (the renderer's highlights); empty if there is
    /// none, or the game is over.
    pub fn moves_from(&self, p: Point) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.state.pos.moves_from(p, self.options.forced).collect()
    }

    /// Plies played in a row without any piece converted (the no-progress draw comes at 100).
    pub fn plies_without_conversion(&self) -> u32 {
        self.state.quiet
    }

    /// The position without its history, and the repetition keys of every position so far
    /// (the current one last): where the computer opponent's search starts.
    pub(crate) fn search_start(&self) -> (State, &[u128]) {
        (self.state, &self.seen)
    }

    /// How the game stands after a move or a set-up, judged from the position and history.
    fn judge(&self) -> Option<Outcome> {
        let key = self.state.pos.key();
        self.state.ended(|| {
            self.options.draw_repetition
                && self.seen.iter().filter(|&&k| k == key).count() >= REPETITIONS
        })
    }

    /// Why `mv` is not legal here, as a sentence.
    fn why_illegal(&self, mv: Move) -> Text {
        let (from, to) = (mv.from, mv.to);
        let side = self.state.pos.side;
        match self.piece_at(from) {
            None => {
                return Text::new(
                    format!("Không có quân nào ở {from}."),
                    format!("There is no piece on {from}."),
                );
            }
            Some(p) if p != side => {
                return Text::new(
                    format!(
                        "Quân ở {from} là quân {}; đang đến lượt {}.",
                        p.name_vi(),
                        side.name_vi()
                    ),
                    format!(
                        "The piece on {from} is {}; it is {}'s turn.",
                        p.name_en(),
                        side.name_en()
                    ),
                );
            }
            Some(_) => {}
        }
        if !joined(from, to) {
            return Text::new(
                format!(
                    "Không có đường kẻ nối {from} với {to}: quân chỉ đi một bước theo đường kẻ."
                ),
                format!("No line joins {from} to {to}: a piece steps one point along a line."),
            );
        }
        if self.piece_at(to).is_some() {
            return Text::new(
                format!("Điểm {to} đã có quân."),
                format!("The point {to} is occupied."),
            );
        }
        let points: Vec<String> = self.obligation().iter().map(|p| p.name()).collect();
        let list = points.join(", ");
        match self.options.forced {
            Forced::Opening => Text::new(
                format!(
                    "Đối phương vừa mở: {} phải gánh, đi đến một trong các điểm {list}.",
                    side.name_vi()
                ),
                format!(
                    "The opponent opened (mở): {} must gánh by landing on one of {list}.",
                    side.name_en()
                ),
            ),
            _ => Text::new(
                format!(
                    "Có nước gánh nên {} phải gánh, đi đến một trong các điểm {list}.",
                    side.name_vi()
                ),
                format!(
                    "A gánh is possible, so {} must gánh by landing on one of {list}.",
                    side.name_en()
                ),
            ),
        }
    }

    /// The report of a move from its effects.
    fn report(mv: Move, fx: Effects) -> GanhReport {
        let ganh = PAIRS[mv.to.index()]
            .iter()
            .filter(|&&pair| pair != 0 && fx.ganh & pair == pair)
            .flat_map(|&pair| Bits(pair))
            .collect();
        GanhReport {
            mv,
            ganh,
            vay: Bits(fx.vay).collect(),
            mo: sorted_by_name(fx.mo),
        }
    }
}

impl Game for Ganh {
    type Move = Move;
    type Options = GanhOptions;
    type Report = GanhReport;

    const ID: &'static str = "ganh";
    /// 180 M sequences a second: `perft ganh 9` (1.8e9) in 10 s.
    const PERFT_BUDGET: f64 = 2e9;

    fn new(options: GanhOptions, seed: u64) -> Ganh {
        let first = options.first.resolve(seed);
        Ganh::from_pos(Position::start(first), options)
    }

    fn from_position(position: &str, options: GanhOptions) -> Result<Ganh, ParseError> {
        Ok(Ganh::from_pos(
            Position::parse(position, options.forced)?,
            options,
        ))
    }

    fn options(&self) -> &GanhOptions {
        &self.options
    }

    fn position(&self) -> String {
        self.state.pos.to_string()
    }

    fn to_move(&self) -> Player {
        self.state.pos.side
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.state.pos.moves(self.options.forced).collect()
    }

    fn play(&mut self, mv: Move) -> Result<GanhReport, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.legal_moves().contains(&mv) {
            return Err(PlayError::Illegal(self.why_illegal(mv)));
        }
        let fx = self.state.play_unchecked(mv);
        self.seen.push(self.state.pos.key());
        self.outcome = self.judge();
        Ok(Ganh::report(mv, fx))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        Move::parse(text)
    }

    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.outcome.is_none() && self.state.pos.is_legal(mv, self.options.forced)
    }

    /// Perft over positions (board, player to move, obligation) with a fast walk that keeps
    /// no history: like chess perft, it ignores the draw rules, so it equals the trait's
    /// default walk whenever no draw can come within `depth` plies (from a fresh game: a
    /// third repetition needs at least 8 plies, the no-progress draw 100 - its counter).
    /// A finished game counts 0 sequences of length 1 or more.
    fn perft(&self, depth: u32) -> u64 {
        match (depth, &self.outcome) {
            (0, _) => 1,
            (_, Some(_)) => 0,
            _ => perft::perft(
                &self.state.pos,
                depth,
                (self.options.forced, self.options.vay),
            ),
        }
    }
}
