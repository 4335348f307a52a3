//! The board editor on the board apart: a palette of pieces (Cờ toán: each number of each
//! side), an eraser and a mover; every tap on the board is tried on the rules at once and
//! kept only when they accept the position, or refused with their sentence. The position
//! then opens as a game against the computer (a share link of a record that starts there,
//! with the other side seated as the computer), so a game in progress is asked about first.

use super::event::{dispatch, Event};
use super::words::{self as w, seat_name};
use crate::core::Player;
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::{button, lang};
use crate::puzzle::edit::{Edited, Grid, GridShape, Model};
use crate::puzzle::horses::Horses;
use crate::record::{to_fragment, Record, Start};
use web_sys::HtmlElement;

/// What a tap on the board does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Puts this piece there (`R`, `B`; `r5`, `b0`).
    Piece(String),
    /// Empties the cell.
    Erase,
    /// Picks a piece up, then puts it on the next cell tapped.
    Move,
}

/// A position being set up.
pub struct Editor {
    game: String,
    /// The game's start position (what Reset goes back to).
    start: String,
    /// The shape of the game's board of cells (none for Cờ cá ngựa).
    shape: Option<GridShape>,
    /// The palette's pieces: each as the position writes it, and what its button shows.
    palette: Vec<(String, String)>,
    /// Cờ gánh's and Cờ toán's board (empty for Cờ cá ngựa).
    grid: Grid,
    /// Cờ cá ngựa's horses and dice, when that is the game.
    horses: Option<Horses>,
    brush: Brush,
    /// The cell picked up by the mover.
    picked: Option<String>,
    /// The rules' sentence for the last change refused.
    refused: Option<String>,
}

impl Editor {
    /// The editor of the game `game`, from its start position; `None` for an id that is not
    /// a game's, or a game the editor does not set up yet.
    pub fn open(game: &str) -> Option<Editor> {
        /// [`Editor::of`] for the game the registry finds.
        struct Open;
        impl Open {
            fn visit<G: Edited>(self) -> Option<Editor> {
                Editor::of::<G>()
            }
        }
        crate::visit_game!(game, Open).flatten()
    }

    /// The editor of `G`, from its start position.
    fn of<G: Edited>() -> Option<Editor> {
        let start = G::new(Default::default(), 0).position();
        let (grid, horses, shape) = match G::MODEL {
            Model::Grid(shape) => (Grid::read(shape, &start)?, None, Some(shape)),
            Model::Horses => (Grid::default(), Some(Horses::read(&start)?), None),
            Model::None => return None,
        };
        let seats: Vec<Player> = match &horses {
            Some(h) => h.seats.iter().map(|(p, _)| *p).collect(),
            None => vec![Player::Red, Player::Blue],
        };
        let palette = G::palette(&seats);
        let brush = Brush::Piece(palette.first()?.0.clone());
        let e = Editor {
            game: G::ID.to_string(),
            start,
            shape,
            palette,
            grid,
            horses,
            brush,
            picked: None,
            refused: None,
        };
        let mut e = e;
        e.refused = Host
            .position(&e.position())
            .err()
            .map(|t| t.get(lang()).to_string());
        Host.update();
        Some(e)
    }

    /// Keeps `grid` if the rules accept it (the board then shows it), or says why not.
    fn try_grid(&mut self, grid: Grid) {
        if self.accepts(&grid.write()) {
            self.grid = grid;
        }
    }

    /// Keeps `horses` if the rules accept them, or says why not.
    fn try_horses(&mut self, horses: Horses) {
        if self.accepts(&horses.write()) {
            self.horses = Some(horses);
        }
    }

    /// Whether the rules accept `position` (the board then shows it); if not, why is kept.
    fn accepts(&mut self, position: &str) -> bool {
        let ok = match Host.position(position) {
            Ok(()) => {
                self.refused = None;
                true
            }
            Err(e) => {
                self.refused = Some(e.get(lang()).to_string());
                false
            }
        };
        Host.update();
        ok
    }

    /// A tap on Cờ cá ngựa's cell `name`: a horse of the brush's colour put there or taken
    /// back, or (the eraser) whichever horse is there taken back.
    fn tap_horses(&mut self, name: &str) {
        let Some(mut h) = self.horses.clone() else {
            return;
        };
        let done = match &self.brush {
            Brush::Piece(c) => {
                let owner = c.chars().next().and_then(Player::from_letter);
                owner.map_or(Ok(()), |p| h.tap(p, name))
            }
            _ => {
                h.erase(name);
                Ok(())
            }
        };
        match done {
            Ok(()) => self.try_horses(h),
            Err(why) => {
                self.refused = Some(why.get(lang()).to_string());
                Host.update();
            }
        }
    }

    /// Sets Cờ cá ngựa's dice: `-` to roll, or the value rolled.
    pub fn dice(&mut self, value: &str) {
        if let Some(mut h) = self.horses.clone() {
            h.dice = value.to_string();
            self.try_horses(h);
        }
    }

    /// A tap on the cell `name`.
    pub fn tap(&mut self, name: &str) {
        if self.horses.is_some() {
            return self.tap_horses(name);
        }
        let Some(here) = self.grid.get(name).map(str::to_string) else {
            return;
        };
        let mut grid = self.grid.clone();
        match &self.brush {
            Brush::Piece(p) if here == *p => {
                grid.set(name, "");
            }
            Brush::Piece(p) => {
                grid.set(name, p);
            }
            Brush::Erase => {
                grid.set(name, "");
            }
            Brush::Move => match self.picked.take() {
                None if !here.is_empty() => {
                    self.picked = Some(name.to_string());
                    self.refused = None;
                    return;
                }
                None => return,
                Some(from) => {
                    let piece = grid.get(&from).unwrap_or_default().to_string();
                    grid.set(&from, "");
                    grid.set(name, &piece);
                }
            },
        }
        self.try_grid(grid);
    }

    /// Chooses what a tap does (`erase`, `move`, or a piece's text).
    pub fn brush(&mut self, b: &str) {
        self.picked = None;
        self.brush = match b {
            "erase" => Brush::Erase,
            "move" => Brush::Move,
            p => Brush::Piece(p.to_string()),
        };
    }

    /// Sets the side to move (`r` or `b`; Cờ cá ngựa any seat's letter).
    pub fn side(&mut self, side: char) {
        if let Some(mut h) = self.horses.clone() {
            if let Some(p) = Player::from_letter(side) {
                h.to_move = p;
                self.try_horses(h);
            }
            return;
        }
        let mut grid = self.grid.clone();
        grid.side = side;
        self.try_grid(grid);
    }

    /// Back to the start position.
    pub fn reset(&mut self) {
        if self.horses.is_some() {
            if let Some(h) = Horses::read(&self.start) {
                self.try_horses(h);
            }
            return;
        }
        if let Some(g) = self.shape.and_then(|shape| Grid::read(shape, &self.start)) {
            self.picked = None;
            self.try_grid(g);
        }
    }

    /// Opens the position as a game against the computer (medium), the person playing the
    /// side to move.
    pub fn play(&self) {
        let mut record = Record::new(&self.game);
        record.start = Start::Position(self.position());
        let (seats, me): (Vec<Player>, Player) = match &self.horses {
            Some(h) => (h.seats.iter().map(|(p, _)| *p).collect(), h.to_move),
            None => (
                vec![Player::Red, Player::Blue],
                Player::from_letter(self.grid.side).unwrap_or(Player::Red),
            ),
        };
        let address = against(record, &seats, me, "medium");
        let _ = dom::window().location().set_hash(&address);
    }

    /// Draws the editor into `root`.
    pub fn draw(&self, root: &HtmlElement) {
        dom::clear(root);
        attr(
            root,
            "data-state",
            if self.refused.is_some() {
                "refused"
            } else {
                "editing"
            },
        );
        attr(root, "data-position", &self.position());
        append(root, el("h2", "puzzle-title")).set_text_content(Some(w::EDITOR.now()));
        append(root, el("p", "lesson-ask")).set_text_content(Some(w::EDITOR_HELP.now()));
        let palette = append(root, el("div", &format!("editor-palette {}", self.game)));
        let seats: Vec<Player> = match &self.horses {
            Some(h) => h.seats.iter().map(|(p, _)| *p).collect(),
            None => vec![Player::Red, Player::Blue],
        };
        for (key, text) in &self.palette {
            let owner = key
                .chars()
                .next()
                .and_then(|c| Player::from_letter(c.to_ascii_lowercase()))
                .unwrap_or(Player::Red);
            let side = owner.name_en().to_lowercase();
            let b = append(&palette, el("button", &format!("brush piece {side}")));
            attr(&b, "type", "button");
            attr(&b, "data-brush", key);
            let who = seat_name(owner, lang());
            attr(&b, "aria-label", &format!("{who} {text}"));
            let pressed = self.brush == Brush::Piece(key.clone());
            attr(&b, "aria-pressed", if pressed { "true" } else { "false" });
            b.set_text_content(Some(text));
            let k = key.clone();
            on(&b, "click", move |_| dispatch(Event::Brush(k.clone())));
        }
        let tools: &[(&str, &str, _)] = if self.horses.is_some() {
            &[("erase", "✕", w::ERASE)]
        } else {
            &[("erase", "✕", w::ERASE), ("move", "↔", w::MOVE)]
        };
        for &(key, icon, word) in tools {
            let b = append(&palette, button(&format!("brush tool {key}"), icon, word));
            attr(&b, "data-brush", key);
            let on_now = matches!(
                (&self.brush, key),
                (Brush::Erase, "erase") | (Brush::Move, "move")
            );
            attr(&b, "aria-pressed", if on_now { "true" } else { "false" });
            on(&b, "click", move |_| {
                dispatch(Event::Brush(key.to_string()))
            });
        }
        let sides = append(root, el("div", "editor-side"));
        append(&sides, el("span", "")).set_text_content(Some(w::TO_MOVE.now()));
        let to_move = self
            .horses
            .as_ref()
            .map_or(self.grid.side, |h| h.to_move.letter());
        for p in &seats {
            let c = p.letter();
            let b = append(&sides, el("button", &format!("side side-{c}")));
            b.set_text_content(Some(&seat_name(*p, lang())));
            attr(
                &b,
                "aria-pressed",
                if to_move == c { "true" } else { "false" },
            );
            on(&b, "click", move |_| dispatch(Event::Side(c)));
        }
        if let Some(h) = &self.horses {
            let dice = append(root, el("div", "editor-side editor-dice"));
            append(&dice, el("span", "")).set_text_content(Some(w::DICE.now()));
            for v in ["-", "1", "2", "3", "4", "5", "6"] {
                let b = append(&dice, el("button", "dice-value"));
                attr(&b, "data-dice", v);
                let label = if v == "-" { w::TO_ROLL.now() } else { v };
                attr(&b, "aria-label", label);
                b.set_text_content(Some(if v == "-" { "–" } else { v }));
                attr(
                    &b,
                    "aria-pressed",
                    if h.dice == v { "true" } else { "false" },
                );
                on(&b, "click", move |_| dispatch(Event::Dice(v.to_string())));
            }
        }
        let status = append(root, el("p", "editor-status puzzle-task"));
        let text = match (&self.refused, &self.picked) {
            (Some(why), _) => format!("{} {why}", w::REFUSED.now()),
            (None, Some(cell)) => format!("{} {cell}.", w::PICKED.now()),
            (None, None) => w::LEGAL.now().to_string(),
        };
        status.set_text_content(Some(&text));
        let pos = append(root, el("p", "puzzle-solution editor-position"));
        pos.set_text_content(Some(&self.position()));
        let actions = append(root, el("div", "puzzle-actions"));
        let reset = append(&actions, button("editor-reset", "⟲", w::START_POSITION));
        on(&reset, "click", |_| dispatch(Event::EditReset));
        let play = append(
            &actions,
            button("primary editor-play", "▶", w::PLAY_COMPUTER),
        );
        on(&play, "click", |_| dispatch(Event::EditPlay));
        let analyse = append(&actions, button("editor-analyse", "≈", w::ANALYSE));
        on(&analyse, "click", |_| dispatch(Event::EditAnalyse));
    }

    /// The position set up, as its string.
    pub fn position(&self) -> String {
        match &self.horses {
            Some(h) => h.write(),
            None => self.grid.write(),
        }
    }

    /// The game (`ganh`, `toan`).
    pub fn game(&self) -> &str {
        &self.game
    }
}

/// The address (`/GAME?r=…`) of `record`'s game with `me` a person here and the other
/// colours of `seats` the computer at `level`: the game's own table opens it.
pub fn against(mut record: Record, seats: &[Player], me: Player, level: &str) -> String {
    let players: Vec<String> = seats
        .iter()
        .map(|&p| {
            let who = if p == me { "person" } else { level };
            format!("{}={who}", p.name_en().to_lowercase())
        })
        .collect();
    record.extras.push(("players".into(), players.join(" ")));
    format!("/{}?r={}", record.game, to_fragment(&record))
}
