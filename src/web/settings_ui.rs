//! The settings dialog: who sits at each colour (rows that follow the player count as it is
//! chosen), the game's rules, and this device's settings. A choice that is only on or off is
//! a switch; the Apply button says whether it starts a new game.

use super::command::{Command, Sink};
use super::dom::{self, append, attr, el, on};
use super::i18n::{tr, Tr};
use super::option_rows::DEFAULT;
use super::seats::{Seat, Seats};
use super::shell::Shell;
use super::view::{GameView, Setting};
use super::words as w;
use crate::core::Player;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement};

const APPLY_NEW: Tr = tr("Áp dụng và bắt đầu ván mới", "Apply and start a new game");

/// Whether a setting is a plain on/off choice (shown as a switch).
fn is_switch(s: &Setting) -> bool {
    matches!(
        s.choices.as_slice(),
        [("on", _), ("off", _)] | [("off", _), ("on", _)]
    )
}

/// The colours a `players` value names (`r,b,y`), if it is one.
fn colours(value: &str) -> Vec<Player> {
    value
        .split(',')
        .filter_map(|l| {
            Player::ALL
                .into_iter()
                .find(|p| p.letter().to_string() == l)
        })
        .collect()
}

/// Opens the dialog `s` for game `id`, shown by `view`.
pub fn open(s: &Shell, id: &'static str, view: &dyn GameView) {
    dom::clear(&s.dialog_fields);
    s.dialog_error.set_text_content(None);
    let rules: Vec<(String, String)> = view.rules_options();
    let mut values: Vec<(&str, String)> = view
        .option_values()
        .into_iter()
        .chain(super::prefs::values())
        .collect();
    let settings = view.settings();
    let defaults = super::option_rows::defaults(id);
    // The seats come first: who plays is the first question when a game is set up. A game
    // that chooses its colours offers a row for each, shown when that colour plays.
    let chooses_colours = settings.iter().any(|st| st.key == "players");
    let seat_rows = if chooses_colours {
        Player::ALL.to_vec()
    } else {
        view.players()
    };
    let seats = super::seats::of(id);
    head(&s.dialog_fields, w::PLAYERS);
    for p in seat_rows {
        let st = Setting {
            key: Seats::key(p),
            label: w::seat_label(p),
            choices: Seat::choices(id),
        };
        values.push((Seats::key(p), seats.get(p).name().to_string()));
        let row = field(&s.dialog_fields, &st, &values, None);
        attr(&row, "data-seat", &p.letter().to_string());
    }
    // The rules, then the screen's own settings with this device's.
    let (rule_settings, screen): (Vec<&Setting>, Vec<&Setting>) = settings
        .iter()
        .partition(|st| rules.iter().any(|(k, _)| k == st.key));
    if !rule_settings.is_empty() {
        head(&s.dialog_fields, w::GAME_RULES);
    }
    for st in rule_settings {
        field(&s.dialog_fields, st, &values, Some(&defaults));
    }
    head(&s.dialog_fields, w::ON_THIS_DEVICE);
    for st in screen {
        field(&s.dialog_fields, st, &values, None);
    }
    let on_off = || vec![("on", w::ON), ("off", w::OFF)];
    let app_settings = [
        Setting {
            key: "app.sound",
            label: w::SOUND,
            choices: on_off(),
        },
        Setting {
            key: "app.motion",
            label: w::MOTION,
            choices: vec![("system", w::MOTION_SYSTEM), ("on", w::ON), ("off", w::OFF)],
        },
        Setting {
            key: "app.face",
            label: w::FACE,
            choices: on_off(),
        },
        Setting {
            key: "app.pace",
            label: w::PACE,
            choices: vec![("normal", w::PACE_NORMAL), ("fast", w::PACE_FAST)],
        },
    ];
    for st in &app_settings {
        field(&s.dialog_fields, st, &values, None);
    }
    follow(&s.dialog_fields, &s.dialog_apply);
    let _ = s.dialog.show_modal();
}

fn head(parent: &HtmlElement, text: Tr) {
    append(parent, el("h3", "")).set_text_content(Some(text.now()));
}

/// One row: a switch for an on/off choice, a list otherwise. A rule's row (given the rules'
/// `defaults`) remembers its value, so that Apply can say whether it starts a new game, and
/// marks the default choice.
fn field(
    parent: &HtmlElement,
    st: &Setting,
    values: &[(&str, String)],
    defaults: Option<&[(&str, String)]>,
) -> HtmlElement {
    let rule = defaults.is_some();
    let default = defaults
        .and_then(|d| d.iter().find(|(k, _)| *k == st.key))
        .map(|(_, v)| v.as_str());
    let current = values
        .iter()
        .find(|(k, _)| *k == st.key)
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    if is_switch(st) {
        let row = append(parent, el("label", "field switch"));
        append(&row, el("span", "")).set_text_content(Some(st.label.now()));
        let input: HtmlInputElement = el("input", "").unchecked_into();
        input.set_type("checkbox");
        attr(&input, "role", "switch");
        attr(&input, "name", st.key);
        input.set_checked(current == "on");
        if rule {
            attr(&input, "data-initial", &current);
        }
        append(&row, input);
        return row;
    }
    let row = append(parent, el("label", "field"));
    append(&row, el("span", "")).set_text_content(Some(st.label.now()));
    let select: HtmlSelectElement = el("select", "").unchecked_into();
    attr(&select, "name", st.key);
    if rule {
        attr(&select, "data-initial", &current);
    }
    for (value, text) in &st.choices {
        let o: web_sys::HtmlOptionElement = el("option", "").unchecked_into();
        o.set_value(value);
        if default == Some(*value) {
            o.set_text(&format!("{} ({})", text.now(), DEFAULT.now()));
        } else {
            o.set_text(text.now());
        }
        o.set_selected(current == *value);
        append(&select, o);
    }
    append(&row, select);
    // A long choice is cut in its box: said whole beneath it ([`follow`] writes it).
    let full = append(&row, el("small", "choice-full"));
    attr(&full, "aria-hidden", "true");
    row
}

/// A choice longer than this many characters may be cut in its box (some 310 px wide on a
/// phone, 400 px at most).
const LONG_CHOICE: usize = 28;

/// Every choice in the dialog as (key, value); a switch reads `on` or `off`.
fn read(fields: &HtmlElement) -> Vec<(String, String, Option<String>)> {
    let mut out = Vec::new();
    let Ok(list) = fields.query_selector_all("select, input[type=checkbox]") else {
        return out;
    };
    for i in 0..list.length() {
        let Some(node) = list.item(i) else { continue };
        let e: &web_sys::Element = node.unchecked_ref();
        let initial = e.get_attribute("data-initial");
        if let Some(sel) = node.dyn_ref::<HtmlSelectElement>() {
            out.push((sel.name(), sel.value(), initial));
        } else if let Some(input) = node.dyn_ref::<HtmlInputElement>() {
            let v = if input.checked() { "on" } else { "off" };
            out.push((input.name(), v.to_string(), initial));
        }
    }
    out
}

/// Brings the dialog in step with its own choices: the seat rows of the colours chosen, and
/// what Apply will do.
fn follow(fields: &HtmlElement, apply: &HtmlElement) {
    let values = read(fields);
    if let Some((_, v, _)) = values.iter().find(|(k, _, _)| k == "players") {
        let playing = colours(v);
        if let Ok(rows) = fields.query_selector_all("[data-seat]") {
            for i in 0..rows.length() {
                let Some(row) = rows.item(i) else { continue };
                let row: &web_sys::Element = row.unchecked_ref();
                let letter = row.get_attribute("data-seat").unwrap_or_default();
                dom::set_hidden(
                    row,
                    !playing.iter().any(|p| p.letter().to_string() == letter),
                );
            }
        }
    }
    // Each long choice said whole beneath its box.
    if let Ok(all) = fields.query_selector_all(".choice-full") {
        for i in 0..all.length() {
            let Some(full) = all.item(i) else { continue };
            let full: &web_sys::Element = full.unchecked_ref();
            let text = full
                .previous_element_sibling()
                .and_then(|s| s.query_selector("option:checked").ok().flatten())
                .and_then(|o| o.text_content())
                .unwrap_or_default();
            dom::set_hidden(full, text.chars().count() <= LONG_CHOICE);
            full.set_text_content(Some(&text));
        }
    }
    let restarts = values
        .iter()
        .any(|(_, v, initial)| initial.as_ref().is_some_and(|i| i != v));
    let label = if restarts { APPLY_NEW } else { w::APPLY };
    if let Some(l) = apply.query_selector(".label").ok().flatten() {
        l.set_text_content(Some(label.now()));
    }
}

/// Applies the dialog: the device's settings and the seats at once, the rules (a new game
/// when they change). `None` when no game is on screen; an error keeps the dialog open.
pub fn apply(
    s: &Shell,
    id: Option<&'static str>,
    mut view: Option<&mut Box<dyn GameView>>,
) -> Option<Result<(), String>> {
    {
        let mut values: Vec<(String, String)> = read(&s.dialog_fields)
            .into_iter()
            .map(|(k, v, _)| (k, v))
            .collect();
        values.retain(|(k, v)| !super::prefs::set(k, v));
        if let Some(id) = id {
            let mut seats = super::seats::of(id);
            for p in Player::ALL {
                if let Some((_, v)) = values.iter().find(|(k, _)| k == Seats::key(p)) {
                    seats.set(p, Seat::parse(v).unwrap_or_default());
                }
            }
            let players = view.as_ref().map(|v| v.players()).unwrap_or_default();
            super::seats::set(id, seats, &players);
        }
        values.retain(|(k, _)| !k.starts_with("seat."));
        let r = view.as_mut().map(|v| v.apply_options(&values));
        if let Some(Err(e)) = &r {
            s.dialog_error.set_text_content(Some(e));
        } else {
            s.dialog.close();
        }
        r
    }
}

/// Wires the dialog's buttons (Apply goes to `sink`) and its live choices.
pub fn wire(s: &Shell, sink: &Sink) {
    let k = sink.clone();
    on(&s.dialog_apply, "click", move |_| {
        k(Command::ApplySettings);
    });
    let d = s.dialog.clone();
    on(&s.dialog_cancel, "click", move |_| d.close());
    let (fields, apply) = (s.dialog_fields.clone(), s.dialog_apply.clone());
    on(&s.dialog_fields, "change", move |_| follow(&fields, &apply));
}
