//! Cờ cá ngựa's words on the shared table: the panel (turn and dice, horses home, what just
//! happened, the roll-off), each move of the list one line per roll, the words announced
//! when a horse lands, and two screen settings: automatic moves and real dice; and what a
//! tap on its board does and which move plays by itself ([`tap`]).

mod panel;
pub mod tap;
pub mod words;

use super::move_line::MoveLine;
use super::prefs::Pref;
use super::present::{Course, Present, Seen, Worded};
use super::state::Table;
use crate::core::{Game, Lang, Outcome, Player, Text};
use crate::games::cangua::{Cangua, CanguaOptions, CanguaReport, Move, Place};
use words::name;

/// The key of the automatic-move setting (play the only move by itself).
pub const AUTO: &str = "auto";
/// The key of the real-dice setting (the family throws real dice and enters the roll).
pub const REAL_DICE: &str = "real-dice";

/// The Cờ cá ngựa presenter: whether automatic moves wait for the person.
#[derive(Clone, Copy, Debug, Default)]
pub struct CanguaWords {
    /// Set after undo, a jump or a game opened: no move by itself before the person acts.
    pub auto_hold: bool,
}

/// The Cờ cá ngựa table.
pub type CanguaTable = Table<Cangua, CanguaWords>;

/// The words announced over the board for a move, several joined in one line (empty when
/// there are none).
fn announcement(r: &CanguaReport, lang: Lang) -> String {
    let mut said: Vec<String> = Vec::new();
    if r.kicked.is_some() {
        said.push(words::KICK.get(lang).into());
    }
    if r.thau_ma {
        said.push(words::THAU_MA.get(lang).into());
    }
    if r.sap_ham {
        said.push(words::SAP_HAM.get(lang).into());
    }
    if let Some((_, place)) = r.finished {
        said.push(words::finished(place, lang));
    }
    if r.third_six {
        said.push(words::THIRD_SIX.get(lang).into());
        return said.join(" ");
    }
    let lost_roll = matches!(r.mv, Move::Roll(_)) && r.lost_dice.is_some();
    match (lost_roll, r.extra_roll) {
        (true, true) => said.push(format!(
            "{} — {}",
            words::NO_MOVE_SHORT.get(lang),
            words::ROLL_AGAIN.get(lang)
        )),
        (true, false) => said.push(words::NO_MOVE.get(lang).into()),
        (false, true) => said.push(words::ROLL_AGAIN.get(lang).into()),
        (false, false) => {}
    }
    said.join(" ")
}

impl Present<Cangua> for CanguaWords {
    type Spot = Place;

    const PREFS: &'static [Pref] = &[
        Pref {
            key: AUTO,
            default: Some(true),
        },
        Pref {
            key: REAL_DICE,
            default: Some(false),
        },
    ];

    fn from(_game: &Cangua, mv: Move) -> Option<Place> {
        match mv {
            Move::Step { from, .. } => Some(from),
            Move::Roll(_) => None,
        }
    }

    fn to(_game: &Cangua, mv: Move) -> Option<Place> {
        match mv {
            Move::Step { to, .. } => Some(to),
            Move::Roll(_) => None,
        }
    }

    /// Places are the mover's own: a horse there is the mover's.
    fn owner(game: &Cangua, place: Place) -> Option<Player> {
        let me = game.to_move();
        game.horses(me).contains(&place).then_some(me)
    }

    fn stuck(_game: &Cangua, _place: Place) -> Text {
        words::CANNOT_MOVE.text()
    }

    /// Heard with the move at once; the board shows them when the horse lands.
    fn announce(&self, _before: &Cangua, r: &CanguaReport, lang: Lang) -> Option<String> {
        Some(announcement(r, lang)).filter(|w| !w.is_empty())
    }

    fn list_move(
        &self,
        before: &Cangua,
        mv: Move,
        r: &CanguaReport,
        ply: usize,
        lang: Lang,
        lines: &mut Vec<MoveLine>,
    ) {
        let text = panel::move_words(r, lang);
        match (mv, lines.last_mut()) {
            (Move::Step { .. }, Some(line)) => line.moves.push((text, ply)),
            _ => lines.push(MoveLine::new(
                format!("{} ", name(before.to_move(), lang)),
                text,
                ply,
                " — ",
            )),
        }
    }

    fn facts(&self, t: &dyn Seen<Cangua>, lang: Lang) -> Vec<(Option<Player>, String)> {
        let g = t.game();
        g.seats()
            .iter()
            .map(|&p| (Some(p), panel::fact(g, p, lang)))
            .collect()
    }

    /// The hint or notice, what the last move did, the roll-off, and what to do now.
    fn message(&self, t: &dyn Seen<Cangua>, lead: Option<String>, lang: Lang) -> Option<String> {
        let g = t.game();
        let mut message: Vec<String> = lead.into_iter().collect();
        if let Some(r) = t.last() {
            message.extend(panel::what_happened(r, lang));
        }
        if t.ply() < 2 {
            message.extend(panel::rolloff(t.session().start(), lang));
        }
        if g.outcome().is_none() {
            message.push(panel::prompt(g, lang));
        }
        Some(message.join(" "))
    }

    fn describe(_game: &Cangua, place: Place, _lang: Lang) -> String {
        place.to_string()
    }

    /// The board is not read cell by cell: the keyboard steps through what can be tapped.
    fn spots(_game: &Cangua) -> Vec<Place> {
        Vec::new()
    }

    fn outcome(&self, t: &dyn Seen<Cangua>, _o: &Outcome, lang: Lang) -> String {
        panel::result(t.game(), lang)
    }

    fn players(game: &Cangua) -> Vec<Player> {
        game.seats().to_vec()
    }

    /// Seats sit round the board in seat order: Red at the bottom, then counter-clockwise.
    fn side_of(p: Player) -> u8 {
        p.index() as u8
    }
}

impl Worded for Cangua {
    type Words = CanguaWords;
}

impl Course<Cangua> for CanguaWords {
    fn check(options: &CanguaOptions, lang: Lang) -> Result<(), String> {
        options.check().map_err(|e| e.message(lang))
    }

    fn history_moved(&mut self) {
        self.auto_hold = true;
    }

    fn fair(&self, game: &Cangua, mv: Move) -> bool {
        match mv {
            Move::Roll(dice) => dice == game.next_roll(),
            _ => true,
        }
    }

    fn started(&mut self) {
        self.auto_hold = false;
    }
}
