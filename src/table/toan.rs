//! Cờ toán's words on the shared table: the cells, a capture's arithmetic, the scores and
//! the match, the learning aid, and the move list one move a line. Games are played in a
//! match (best of 1–7), which this presenter keeps.

use super::grid::step;
use super::move_line::MoveLine;
use super::prefs::Pref;
use super::present::{Course, Present, Seen, Worded};
use super::state::Table;
use crate::core::{Game, Lang, Outcome, PlayError, Player, Text};
use crate::games::toan::{Cell, Move, Toan, ToanMatch, ToanOptions, ToanReport};
use crate::record::{
    format_outcomes, format_points, parse_outcomes, parse_points, Record, RecordError,
    RecordErrorKind,
};

/// The key of the digits setting (digits on the pieces as well as pips).
pub const DIGITS: &str = "digits";
/// The key of the learning aid (every capture of the player to move shown).
pub const AID: &str = "aid";

/// The Cờ toán presenter: the match the games belong to.
#[derive(Clone, Debug)]
pub struct ToanWords {
    matchplay: ToanMatch,
}

impl Default for ToanWords {
    fn default() -> ToanWords {
        ToanWords {
            matchplay: ToanMatch::new(ToanOptions::default(), 0),
        }
    }
}

/// The Cờ toán table.
pub type ToanTable = Table<Toan, ToanWords>;

impl ToanWords {
    /// The match as it would stand with `game`'s result counted.
    pub fn match_with(&self, game: &Toan) -> ToanMatch {
        let mut m = self.matchplay.clone();
        if game.outcome().is_some() {
            let _ = m.record_finished(game);
        }
        m
    }

    /// A fresh match of `options` made with `seed`, and its first game.
    fn new_match(&mut self, options: &ToanOptions, seed: u64) -> Toan {
        self.matchplay = ToanMatch::new(options.clone(), seed);
        Toan::with_starter(options.clone(), self.matchplay.next_starter())
    }
}

/// Each capture of `mv`'s operations in words.
fn ops(game: &Toan, mv: Move, lang: Lang) -> Vec<String> {
    game.capture_ops(mv)
        .into_iter()
        .map(|o| o.describe(lang))
        .collect()
}

impl Present<Toan> for ToanWords {
    type Spot = Cell;

    const PREFS: &'static [Pref] = &[
        Pref {
            key: DIGITS,
            default: None,
        },
        Pref {
            key: AID,
            default: Some(false),
        },
    ];

    fn from(_game: &Toan, mv: Move) -> Option<Cell> {
        mv.from()
    }

    fn to(_game: &Toan, mv: Move) -> Option<Cell> {
        mv.to()
    }

    fn owner(game: &Toan, c: Cell) -> Option<Player> {
        game.piece_at(c).map(|p| p.owner)
    }

    fn stuck(game: &Toan, c: Cell) -> Text {
        if game.piece_at(c).is_some_and(|p| p.is_zero()) {
            Text::new("Quân 0 không bao giờ di chuyển.", "The 0 never moves.")
        } else {
            Text::new(
                "Quân này chưa đi hay ăn được.",
                "This piece can neither move nor capture now.",
            )
        }
    }

    fn announce(&self, _before: &Toan, r: &ToanReport, lang: Lang) -> Option<String> {
        if r.zero_captured {
            return Some(
                Text::new("Thắng tuyệt đối!", "Absolute win!")
                    .get(lang)
                    .into(),
            );
        }
        if let Some(p) = r.captured {
            let op = r.ops.first().map(|o| o.describe(lang)).unwrap_or_default();
            return Some(match lang {
                Lang::Vi => format!("+{} điểm! {op}", p.value),
                Lang::En => format!("+{} points! {op}", p.value),
            });
        }
        r.passed
            .then(|| Text::new("Bỏ lượt", "Pass").get(lang).to_string())
    }

    fn list_move(
        &self,
        before: &Toan,
        mv: Move,
        _r: &ToanReport,
        ply: usize,
        lang: Lang,
        lines: &mut Vec<MoveLine>,
    ) {
        let text = before.annotate_in(mv, lang);
        lines.push(MoveLine::numbered(ply, before.to_move(), text, lang));
    }

    fn facts(&self, t: &dyn Seen<Toan>, lang: Lang) -> Vec<(Option<Player>, String)> {
        let g = t.game();
        let o = t.options();
        let mut facts: Vec<(Option<Player>, String)> = [Player::Red, Player::Blue]
            .into_iter()
            .map(|p| {
                let n = g.score(p);
                let text = match lang {
                    Lang::Vi => format!("{}: {n} điểm", p.name_vi()),
                    Lang::En => format!("{}: {n} points", p.name_en()),
                };
                (Some(p), text)
            })
            .collect();
        facts.push((
            None,
            match lang {
                Lang::Vi => format!("Mục tiêu: {} điểm", o.target),
                Lang::En => format!("Target: {} points", o.target),
            },
        ));
        if o.match_games > 1 {
            // The score counts a game just finished at once, as the end card does.
            let n = self.matchplay.results().len() + 1;
            let m = self.match_with(g);
            let (r, b) = (m.wins(Player::Red), m.wins(Player::Blue));
            let all = match (m.plays_all(), lang) {
                (true, Lang::Vi) => " (chơi đủ)",
                (true, Lang::En) => " (all played)",
                _ => "",
            };
            facts.push((
                None,
                match lang {
                    Lang::Vi => format!("Ván {n}/{}{all} · trận {r}–{b}", o.match_games),
                    Lang::En => format!("Game {n} of {}{all} · match {r}–{b}", o.match_games),
                },
            ));
        }
        facts
    }

    fn message(&self, t: &dyn Seen<Toan>, lead: Option<String>, lang: Lang) -> Option<String> {
        if lead.is_some() {
            return lead;
        }
        let g = t.game();
        let targets: Vec<String> = t
            .targets()
            .into_iter()
            .filter(|m| m.is_capture())
            .filter_map(|m| {
                Some(format!(
                    "{}: {}",
                    m.to()?.name(),
                    ops(g, m, lang).join("; ")
                ))
            })
            .collect();
        if !targets.is_empty() {
            return Some(targets.join(" · "));
        }
        if !t.prefs().on(AID, false) || g.outcome().is_some() {
            return None;
        }
        let lines: Vec<String> = g
            .captures()
            .into_iter()
            .map(|mv| format!("{}: {}", g.format_move(mv), ops(g, mv, lang).join("; ")))
            .collect();
        Some(if lines.is_empty() {
            Text::new("Chưa có nước ăn quân nào.", "No capture available.")
                .get(lang)
                .to_string()
        } else {
            lines.join(" · ")
        })
    }

    fn target_words(game: &Toan, mv: Move, lang: Lang) -> String {
        if !mv.is_capture() {
            return match lang {
                Lang::Vi => ", đi được tới đây".to_string(),
                Lang::En => ", can move here".to_string(),
            };
        }
        let can = Text::new("ăn được", "can capture");
        format!(", {}: {}", can.get(lang), ops(game, mv, lang).join("; "))
    }

    fn describe(game: &Toan, c: Cell, lang: Lang) -> String {
        let what = match (game.piece_at(c), lang) {
            (Some(p), Lang::Vi) => format!("quân {} số {}", p.owner.name_vi(), p.value),
            (Some(p), Lang::En) => format!("{} {}", p.owner.name_en(), p.value),
            (None, Lang::Vi) => "trống".to_string(),
            (None, Lang::En) => "empty".to_string(),
        };
        format!("{}: {what}", c.name())
    }

    fn spots(game: &Toan) -> Vec<Cell> {
        (0..11u8)
            .rev()
            .flat_map(|r| (0..9u8).filter_map(move |f| Cell::new(f, r)))
            .filter(|c| game.piece_at(*c).is_some())
            .collect()
    }

    fn step(from: Option<Cell>, dx: i32, dy: i32) -> Option<Cell> {
        let from = from.or(Cell::new(4, 0))?;
        let (f, r) = step(from.file(), from.rank(), dx, dy, 9, 11);
        Cell::new(f, r)
    }

    fn hint_words(game: &Toan, mv: Move, lang: Lang) -> String {
        game.annotate_in(mv, lang)
    }

    fn outcome(&self, t: &dyn Seen<Toan>, o: &Outcome, lang: Lang) -> String {
        let mut text = o.summary(lang);
        text.push('.');
        // A single game has no match to report.
        if t.options().match_games > 1 {
            text.push_str(&match_words(&self.match_with(t.game()), lang));
        }
        text
    }
}

impl Worded for Toan {
    type Words = ToanWords;
}

impl Course<Toan> for ToanWords {
    /// After a finished game of an unfinished match: the next game, with the match's seed.
    /// Otherwise a new match.
    fn next_game(
        &mut self,
        current: &Toan,
        options: &ToanOptions,
        fresh: u64,
        seed: u64,
    ) -> (Toan, u64) {
        let next = self.match_with(current);
        if current.outcome().is_some() && !next.is_over() {
            self.matchplay = next;
            let game = Toan::with_starter(options.clone(), self.matchplay.next_starter());
            (game, seed)
        } else {
            (self.new_match(options, fresh), fresh)
        }
    }

    fn restart(&mut self, options: &ToanOptions, fresh: u64) -> Toan {
        self.new_match(options, fresh)
    }

    fn again(&self, game: &Toan) -> (&'static str, &'static str) {
        match (
            game.options().match_games > 1,
            self.match_with(game).is_over(),
        ) {
            (true, false) => ("Ván tiếp theo", "Next game"),
            (true, true) => ("Trận mới", "New match"),
            _ => ("Chơi lại", "Play again"),
        }
    }

    fn finished(&self, game: &Toan) -> bool {
        game.outcome().is_some() && self.match_with(game).is_over()
    }

    fn extras(&self) -> Vec<(&'static str, String)> {
        let results = format_outcomes(self.matchplay.results());
        if results.is_empty() {
            return Vec::new();
        }
        vec![
            ("results", results),
            ("points", format_points(self.matchplay.points())),
        ]
    }

    fn load_extras(&mut self, record: &Record, options: &ToanOptions) -> Result<(), RecordError> {
        let mut matchplay = ToanMatch::new(options.clone(), record.seed);
        let syntax = |field: &'static str, vi: String, en: String| {
            RecordError::at(
                RecordErrorKind::Syntax,
                record.line_of(field),
                field,
                vi,
                en,
            )
        };
        let outcomes = parse_outcomes(record.extra("results").unwrap_or(""))
            .map_err(|e| syntax("results", e.message(Lang::Vi), e.message(Lang::En)))?;
        let points = parse_points(record.extra("points").unwrap_or(""))
            .map_err(|e| syntax("points", e.message(Lang::Vi), e.message(Lang::En)))?;
        for (i, outcome) in outcomes.into_iter().enumerate() {
            let score = points.get(i).copied().unwrap_or([0, 0]);
            matchplay.record_scored(outcome, score).map_err(|e| {
                let (vi, en) = match e {
                    PlayError::Illegal(t) => (t.vi, t.en),
                    PlayError::GameOver => (
                        "Trận đấu đã kết thúc.".to_string(),
                        "The match is already over.".to_string(),
                    ),
                };
                syntax(
                    "results",
                    format!("Kết quả ván {}: {vi}", i + 1),
                    format!("The result of game {}: {en}", i + 1),
                )
            })?;
        }
        self.matchplay = matchplay;
        Ok(())
    }
}

/// The match's score after a game: " Trận đấu: Đỏ 1 – 0 Xanh. Chơi tiếp ván sau."
fn match_words(m: &ToanMatch, lang: Lang) -> String {
    let (r, b) = (m.wins(Player::Red), m.wins(Player::Blue));
    // No line break inside the score.
    let mut score = format!(
        "{}\u{a0}{r}\u{a0}–\u{a0}{b}\u{a0}{}",
        Player::Red.name_vi(),
        Player::Blue.name_vi()
    );
    if m.plays_all() {
        let (pr, pb) = (m.total_points(Player::Red), m.total_points(Player::Blue));
        score.push_str(&match lang {
            Lang::Vi => format!(" (tổng điểm {pr}\u{a0}–\u{a0}{pb})"),
            Lang::En => format!(" (points in total {pr}\u{a0}–\u{a0}{pb})"),
        });
    }
    match (m.is_over(), m.winner(), lang) {
        (true, Some(w), Lang::Vi) => format!(" Trận đấu: {score}. {} thắng trận.", w.name_vi()),
        (true, Some(w), Lang::En) => format!(" Match: {score}. {} wins the match.", w.name_en()),
        (true, None, Lang::Vi) => format!(" Trận đấu: {score}. Hòa trận."),
        (true, None, Lang::En) => format!(" Match: {score}. The match is drawn."),
        (false, _, Lang::Vi) => format!(" Trận đấu: {score}. Chơi tiếp ván sau."),
        (false, _, Lang::En) => format!(" Match: {score}. On to the next game."),
    }
}
