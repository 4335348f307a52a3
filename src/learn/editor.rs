//! The board editor on the board apart: a palette of pieces (Cờ toán: each number of each
//! side), an eraser and a mover; every tap on the board is tried on the rules at once and
//! kept only when they accept the position, or refused with their sentence. The position
//! then opens as a game against the computer (a share link of a record that starts there,
//! with the other side seated as the computer), so a game in progress is asked about first.

use super::words as w;
use super::{dispatch, state::Event};
use crate::core::Game;
use crate::games::{ganh::Ganh, toan::Toan};
use crate::page::dom::{self, append, attr, el, on};
use crate::page::host::Host;
use crate::page::i18n::button;
use crate::puzzle::edit::Grid;
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
    grid: Grid,
    brush: Brush,
    /// The cell picked up by the mover.
    picked: Option<String>,
    /// The rules' sentence for the last change refused.
    refused: Option<String>,
}

/// The game's start position.
fn start(game: &str) -> String {
    match game {
        "toan" => Toan::new(Default::default(), 0).position(),
        _ => Ganh::new(Default::default(), 0).position(),
    }
}

impl Editor {
    /// The editor of `game` (Cờ gánh or Cờ toán), from its start position.
    pub fn open(game: &str) -> Option<Editor> {
        let grid = Grid::read(game, &start(game))?;
        let brush = Brush::Piece(if game == "toan" { "r1" } else { "R" }.to_string());
        let e = Editor {
            game: game.to_string(),
            grid,
            brush,
            picked: None,
            refused: None,
        };
        let _ = Host.position(&e.grid.write());
        Host.update();
        Some(e)
    }

    /// Keeps `grid` if the rules accept it (the board then shows it), or says why not.
    fn try_grid(&mut self, grid: Grid) {
        match Host.position(&grid.write()) {
            Ok(()) => {
                self.grid = grid;
                self.refused = None;
            }
            Err(e) => self.refused = Some(e),
        }
        Host.update();
    }

    /// A tap on the cell `name`.
    pub fn tap(&mut self, name: &str) {
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

    /// Sets the side to move (`r` or `b`).
    pub fn side(&mut self, side: char) {
        let mut grid = self.grid.clone();
        grid.side = side;
        self.try_grid(grid);
    }

    /// Back to the start position.
    pub fn reset(&mut self) {
        if let Some(g) = Grid::read(&self.game, &start(&self.game)) {
            self.picked = None;
            self.try_grid(g);
        }
    }

    /// Opens the position as a game against the computer (medium), the person playing the
    /// side to move.
    pub fn play(&self) {
        let mut record = Record::new(&self.game);
        record.start = Start::Position(self.grid.write());
        let (me, them) = if self.grid.side == 'r' {
            ("red", "blue")
        } else {
            ("blue", "red")
        };
        record
            .extras
            .push(("players".into(), format!("{me}=person {them}=medium")));
        let address = format!("/{}?r={}", self.game, to_fragment(&record));
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
        attr(root, "data-position", &self.grid.write());
        append(root, el("h2", "puzzle-title")).set_text_content(Some(w::EDITOR.now()));
        append(root, el("p", "lesson-ask")).set_text_content(Some(w::EDITOR_HELP.now()));
        let palette = append(root, el("div", &format!("editor-palette {}", self.game)));
        let pieces: Vec<(String, String)> = if self.game == "toan" {
            ["r", "b"]
                .iter()
                .flat_map(|s| (0..10).map(move |n| (format!("{s}{n}"), n.to_string())))
                .collect()
        } else {
            vec![("R".into(), "●".into()), ("B".into(), "●".into())]
        };
        for (key, text) in pieces {
            let side = if key.starts_with(['r', 'R']) {
                "red"
            } else {
                "blue"
            };
            let b = append(&palette, el("button", &format!("brush piece {side}")));
            attr(&b, "type", "button");
            attr(&b, "data-brush", &key);
            let who = if side == "red" {
                w::RED.now()
            } else {
                w::BLUE.now()
            };
            attr(&b, "aria-label", &format!("{who} {text}"));
            attr(
                &b,
                "aria-pressed",
                if self.brush == Brush::Piece(key.clone()) {
                    "true"
                } else {
                    "false"
                },
            );
            b.set_text_content(Some(&text));
            let k = key.clone();
            on(&b, "click", move |_| dispatch(Event::Brush(k.clone())));
        }
        for (key, icon, word) in [("erase", "✕", w::ERASE), ("move", "↔", w::MOVE)] {
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
        for (c, word) in [('r', w::RED), ('b', w::BLUE)] {
            let b = append(&sides, button(&format!("side side-{c}"), "", word));
            attr(
                &b,
                "aria-pressed",
                if self.grid.side == c { "true" } else { "false" },
            );
            on(&b, "click", move |_| dispatch(Event::Side(c)));
        }
        let status = append(root, el("p", "editor-status puzzle-task"));
        let text = match (&self.refused, &self.picked) {
            (Some(why), _) => format!("{} {why}", w::REFUSED.now()),
            (None, Some(cell)) => format!("{} {cell}.", w::PICKED.now()),
            (None, None) => w::LEGAL.now().to_string(),
        };
        status.set_text_content(Some(&text));
        let pos = append(root, el("p", "puzzle-solution editor-position"));
        pos.set_text_content(Some(&self.grid.write()));
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
        self.grid.write()
    }

    /// The game (`ganh`, `toan`).
    pub fn game(&self) -> &str {
        &self.game
    }
}
