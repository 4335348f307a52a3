//! The new-game sheet, from a game's home card or its New game button: who plays (the
//! computer at a level, or a friend on this device; in Cờ cá ngựa 2, 3 or 4 players and which
//! seats the computer takes), then Start. One or two taps to a game; a game in progress is
//! only replaced by Start, and the sheet says so first.

use super::command::{Command, Sink};
use super::dom::{self, append, attr, el, on};
use super::i18n::button;
use super::i18n::{tr, Tr};
use super::saves::Parts;
use super::seats::{Seat, Seats};
use super::view::GameView;
use super::words as w;
use crate::ai::Level;
use crate::core::Player;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement, HtmlInputElement};

const WHO: Tr = tr("Ai chơi?", "Who plays?");
const COMPUTER: Tr = tr("Với máy", "The computer");
const FRIEND: Tr = tr("Hai người, cùng máy này", "Two people, this device");
const LEVEL: Tr = tr("Máy chơi", "The computer plays");
const SIDE: Tr = tr("Bạn cầm quân", "You play");
const FIRST: Tr = tr("đi trước", "moves first");
const COUNT: Tr = tr("Số người chơi", "Players");
const SEATS: Tr = tr("Ai ngồi mỗi màu", "Who sits at each colour");
const PERSON: Tr = tr("Người", "Person");
const MACHINE: Tr = tr("Máy", "Computer");
const START: Tr = tr("Bắt đầu", "Start");
const MORE: Tr = tr("Tuỳ chọn khác…", "More options…");

/// What the sheet has chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    /// A game of Cờ cá ngựa (players and seats), or a two-player game.
    dice: bool,
    /// Two-player games: the computer plays one side.
    computer: bool,
    /// The computer's level.
    level: Level,
    /// Two-player games: the person's colour when the computer plays.
    side: Player,
    /// Cờ cá ngựa: how many play, and which colours the computer takes.
    count: usize,
    machines: [bool; 4],
}

/// The colours of a Cờ cá ngựa game of `n` players: facing each other for two, then in order.
fn colours(n: usize) -> &'static [Player] {
    match n {
        2 => &[Player::Red, Player::Yellow],
        3 => &[Player::Red, Player::Blue, Player::Yellow],
        _ => &Player::ALL,
    }
}

thread_local! {
    static PLAN: Cell<Option<(&'static str, Plan)>> = const { Cell::new(None) };
}

/// The sheet's dialog and the parts filled when it opens.
#[derive(Clone)]
pub struct Sheet {
    pub dialog: HtmlDialogElement,
    title: HtmlElement,
    body: HtmlElement,
    note: HtmlElement,
    start: HtmlElement,
    more: HtmlElement,
    cancel: HtmlElement,
}

impl Sheet {
    /// Builds the dialog (closed) inside `root`.
    pub fn build(root: &HtmlElement) -> Sheet {
        let dialog: HtmlDialogElement = el("dialog", "sheet-dialog").unchecked_into();
        append(root, dialog.clone());
        let title = append(&dialog, el("h2", ""));
        let body = append(&dialog, el("div", "sheet-body"));
        let note = append(&dialog, el("p", "sheet-note"));
        let row = append(&dialog, el("div", "dialog-actions"));
        let more = append(&row, button("sheet-more", "⚙", MORE));
        let cancel = append(&row, button("sheet-cancel", "", w::CANCEL));
        let start = append(&row, button("primary sheet-start", "▶", START));
        on(&dialog, "keydown", |e| e.stop_propagation());
        Sheet {
            dialog,
            title,
            body,
            note,
            start,
            more,
            cancel,
        }
    }
}

/// The plan the sheet opens with for game `id`: the seats as last set (on a first visit, a
/// newcomer's: against the computer, [`super::seats::Seats::newcomer`]).
fn first_plan(id: &str, players: &[Player], dice: bool) -> Plan {
    let seats = super::seats::of(id);
    let level = players
        .iter()
        .find_map(|&p| match seats.get(p) {
            Seat::Computer(l) => Some(l),
            _ => None,
        })
        .unwrap_or(Level::Medium);
    let mut machines = [false; 4];
    for &p in players {
        machines[p.index()] = matches!(seats.get(p), Seat::Computer(_));
    }
    let side = players
        .iter()
        .copied()
        .find(|&p| !machines[p.index()])
        .unwrap_or(Player::Red);
    Plan {
        dice,
        computer: machines.iter().any(|&m| m),
        level,
        side,
        count: players.len().clamp(2, 4),
        machines,
    }
}

/// Opens the sheet `s` for game `id`, shown by `view`.
pub fn open(s: &Sheet, id: &'static str, view: &dyn GameView) {
    let dice = view.roll_state().is_some();
    let plan = first_plan(id, &view.players(), dice);
    PLAN.set(Some((id, plan)));
    let name = super::games::find(id).map_or("", |g| g.name);
    s.title
        .set_text_content(Some(&format!("{} — {name}", w::NEW_GAME.now())));
    let moves = (view.plies() > 0 && !view.finished()).then(|| view.ply());
    s.note
        .set_text_content(moves.map(w::new_game_question).as_deref());
    dom::set_hidden(&s.note, moves.is_none());
    render(s, id, &plan);
    if !s.dialog.open() {
        let _ = s.dialog.show_modal();
    }
    let _ = s.start.focus();
}

/// A group of choices shown as buttons in a row (radio buttons underneath).
fn group(parent: &HtmlElement, name: &str, legend: Tr, options: &[(String, String, bool)]) {
    let set = append(parent, el("fieldset", "choices"));
    attr(&set, "data-name", name);
    append(&set, el("legend", "")).set_text_content(Some(legend.now()));
    let row = append(&set, el("div", "pills"));
    for (value, text, checked) in options {
        let pill = append(&row, el("label", "pill"));
        let input: HtmlInputElement = el("input", "").unchecked_into();
        input.set_type("radio");
        input.set_name(name);
        input.set_value(value);
        input.set_checked(*checked);
        append(&pill, input);
        append(&pill, el("span", "")).set_text_content(Some(text));
    }
}

fn render(s: &Sheet, id: &str, plan: &Plan) {
    dom::clear(&s.body);
    let opt =
        |value: &str, text: &str, checked: bool| (value.to_string(), text.to_string(), checked);
    if plan.dice {
        let counts: Vec<_> = (2..=4)
            .map(|n| opt(&n.to_string(), &n.to_string(), plan.count == n))
            .collect();
        group(&s.body, "count", COUNT, &counts);
        let seats = append(&s.body, el("div", "sheet-seats"));
        append(&seats, el("p", "sheet-head")).set_text_content(Some(SEATS.now()));
        for &p in colours(plan.count) {
            let machine = plan.machines[p.index()];
            let name = format!("seat-{}", p.letter());
            group(
                &seats,
                &name,
                w::seat_label(p),
                &[
                    opt("person", PERSON.now(), !machine),
                    opt("computer", MACHINE.now(), machine),
                ],
            );
        }
    } else {
        group(
            &s.body,
            "who",
            WHO,
            &[
                opt("computer", COMPUTER.now(), plan.computer),
                opt("friend", FRIEND.now(), !plan.computer),
            ],
        );
        if plan.computer {
            let side = |p: Player| {
                let name = if super::i18n::lang() == crate::core::Lang::Vi {
                    p.name_vi()
                } else {
                    p.name_en()
                };
                if p == Player::Red {
                    format!("{name} ({})", FIRST.now())
                } else {
                    name.to_string()
                }
            };
            group(
                &s.body,
                "side",
                SIDE,
                &[
                    opt("r", &side(Player::Red), plan.side == Player::Red),
                    opt("b", &side(Player::Blue), plan.side == Player::Blue),
                ],
            );
        }
    }
    if plan.computer || plan.machines.iter().any(|&m| m) {
        let offered = crate::ai::levels_of(id);
        let levels: Vec<_> = offered
            .iter()
            .map(|l| opt(l.name(), l.label().now(), plan.level == *l))
            .collect();
        group(&s.body, "level", LEVEL, &levels);
        // Whom the first level is for (Mới tập: someone who has just learned the rules).
        if let Some(note) = offered.first().and_then(|l| l.note()) {
            append(&s.body, el("div", "choice-full")).set_text_content(Some(note.now()));
        }
    }
}

/// Reads a change in the sheet into the plan, and shows the sheet again to match it.
fn changed(s: &Sheet, e: &web_sys::Event) {
    let Some(input) = e
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
    else {
        return;
    };
    let (name, value) = (input.name(), input.value());
    let Some((id, mut plan)) = PLAN.get() else {
        return;
    };
    match name.as_str() {
        "who" => plan.computer = value == "computer",
        "side" => {
            plan.side = if value == "b" {
                Player::Blue
            } else {
                Player::Red
            }
        }
        "level" => plan.level = Level::named(&value).unwrap_or(Level::Medium),
        "count" => plan.count = value.parse().unwrap_or(2),
        seat => {
            if let Some(p) = Player::ALL
                .into_iter()
                .find(|p| seat == format!("seat-{}", p.letter()))
            {
                plan.machines[p.index()] = value == "computer";
            }
        }
    }
    PLAN.set(Some((id, plan)));
    render(s, id, &plan);
    // Keeps the keyboard where it was.
    let again = format!("input[name=\"{name}\"][value=\"{value}\"]");
    if let Some(i) = s.body.query_selector(&again).ok().flatten() {
        let _ = i.unchecked_into::<HtmlElement>().focus();
    }
}

/// Start: seats everyone as planned and begins the game; the game started, if any.
pub fn start(s: &Sheet, parts: &mut Parts) -> Option<&'static str> {
    let (id, plan) = PLAN.get()?;
    s.dialog.close();
    {
        let mut seats = Seats::default();
        let computer = Seat::Computer(plan.level);
        let players: Vec<Player> = if plan.dice {
            let cs = colours(plan.count).to_vec();
            for &p in &cs {
                if plan.machines[p.index()] {
                    seats.set(p, computer);
                }
            }
            cs
        } else {
            if plan.computer {
                let other = if plan.side == Player::Red {
                    Player::Blue
                } else {
                    Player::Red
                };
                seats.set(other, computer);
            }
            vec![Player::Red, Player::Blue]
        };
        super::seats::set(id, seats, &players);
        let view = parts.views.get_mut(id)?;
        if plan.dice && view.players() != players {
            let letters: Vec<String> = players.iter().map(|p| p.letter().to_string()).collect();
            if let Err(e) = view.apply_options(&[("players".to_string(), letters.join(","))]) {
                dom::log(&e);
            }
        }
        view.new_game();
        parts.saves.browse.stop(id);
    }
    Some(id)
}

/// Wires the sheet's buttons and choices (Start and "More options" go to `sink`).
pub fn wire(s: &Sheet, sink: &Sink) {
    let s2 = s.clone();
    on(&s.body, "change", move |e| changed(&s2, &e));
    let k = sink.clone();
    on(&s.start, "click", move |_| {
        k(Command::StartSheet);
    });
    let d = s.dialog.clone();
    on(&s.cancel, "click", move |_| d.close());
    let k = sink.clone();
    let d = s.dialog.clone();
    on(&s.more, "click", move |_| {
        d.close();
        k(Command::OpenSettings);
    });
}
