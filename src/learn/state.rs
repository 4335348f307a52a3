//! What the learning module holds and how it answers each event: the one screen on the board
//! apart ([`Screen`]: the puzzles, a lesson path, the board editor, the review or the analysis
//! board), and for the puzzles each game's file, the puzzle being solved and how far, the
//! player's progress, and the person's own mistakes when those are practised.

use super::analysis::Analysis;
use super::editor::Editor;
use super::event::{later, Event};
use super::lesson::Lessons;
use super::own::{due, own_store, save_own};
use super::panel::{Panel, Shown, Stage};
use super::review::Review;
use super::words as w;
use crate::core::Lang;
use crate::page::host::Host;
use crate::page::{dom, i18n, words};
use crate::puzzle::progress::{self, judge, Progress, Verdict};
use crate::puzzle::Puzzle;

/// The puzzle being solved.
struct Current {
    /// Its place in the game's file.
    index: usize,
    /// The next solution move the person is to find (0, 2, 4…).
    at: usize,
    stage: Stage,
    /// The rating change it gave, once judged.
    change: Option<i32>,
    /// Solution moves already played by Show.
    shown: usize,
}

/// The module's screen on the board apart.
#[derive(Default)]
enum Screen {
    /// The game's puzzles, or the person's own mistakes.
    #[default]
    Puzzles,
    /// A lesson path.
    Lesson(Lessons),
    /// The board editor.
    Editor(Editor),
    /// The game review (its worker stops when another screen opens).
    Review(Review),
    /// The analysis board (the same).
    Analysis(Analysis),
    /// The board editor of a game it does not set up yet: the sentence that says so.
    NoEditor,
}

/// The puzzle screen.
#[derive(Default)]
pub struct Learn {
    /// The game whose puzzles are open.
    game: String,
    /// Each game's puzzles once fetched, or why they cannot be had.
    files: Vec<(String, Result<Vec<Puzzle>, String>)>,
    current: Option<Current>,
    progress: Progress,
    theme: String,
    panel: Option<Panel>,
    /// The screen on the board apart: the puzzles, or another.
    screen: Screen,
    /// A position the editor hands to the analysis board it opens.
    analyse_from: Option<String>,
    /// The person's own mistakes as puzzles, when those are being practised: the ones
    /// still due when the practice started or moved on.
    own: Option<Result<Vec<Puzzle>, String>>,
    /// The puzzle screen opens on the person's own mistakes (asked from the review).
    want_own: bool,
}

fn key(what: &str, game: &str) -> String {
    format!("cdg.puzzles.{what}.{game}")
}

impl Learn {
    /// Carries out `ev`.
    pub fn handle(&mut self, ev: Event) {
        // Another screen of the module ends the review and its worker.
        if matches!(
            ev,
            Event::Open(_)
                | Event::OpenLesson(_)
                | Event::OpenEditor(_)
                | Event::OpenReview(_)
                | Event::OpenAnalysis(_)
                | Event::Leave
        ) {
            self.close_engines();
        }
        match ev {
            Event::OpenAnalysis(game) => {
                self.panel.get_or_insert_with(Panel::build).attach();
                let start = self.analyse_from.take();
                self.screen = Screen::Analysis(Analysis::open(&game, start));
            }
            Event::EditAnalyse => {
                if let Screen::Editor(e) = &self.screen {
                    self.analyse_from = Some(e.position());
                    let _ = dom::window()
                        .location()
                        .set_hash(&format!("/analysis/{}", e.game()));
                }
            }
            Event::PlayLine(i) => {
                if let Some(a) = self.analysis() {
                    a.play_line(i);
                }
            }
            Event::Step(way) => {
                if let Some(a) = self.analysis() {
                    a.step(way);
                }
            }
            Event::GoNode(id) => {
                if let Some(a) = self.analysis() {
                    a.go(id);
                }
            }
            Event::Export => {
                if let Some(a) = self.analysis() {
                    a.export();
                }
            }
            Event::Import(text) => {
                if let Some(a) = self.analysis() {
                    a.import(&text);
                }
            }
            Event::SetPosition(p) => {
                if let Some(a) = self.analysis() {
                    a.set_position(&p);
                }
            }
            Event::OpenReview(game) => {
                self.panel.get_or_insert_with(Panel::build).attach();
                self.screen = Screen::Review(Review::open(&game));
            }
            Event::Leave => return,
            Event::Looked(data) => {
                // Only what each look changes is drawn (by the review or the analysis).
                match &mut self.screen {
                    Screen::Review(r) => r.answer(data),
                    Screen::Analysis(a) => a.answer(data),
                    _ => {}
                }
                return;
            }
            Event::ReviewSelect(ply) => {
                if let Some(r) = self.review() {
                    r.select(ply);
                }
            }
            Event::GraphTap(x) => {
                if let Some(r) = self.review() {
                    r.graph_tap(x);
                }
            }
            Event::ShowLine => {
                if let Some(r) = self.review() {
                    r.show_line();
                }
            }
            Event::LineStep => {
                // A step after the person has left does nothing (the board is not theirs).
                if let Some(r) = self.review().filter(|_| Host.now().apart().is_some()) {
                    r.line_step();
                }
                return;
            }
            Event::NextMistake => {
                if let Some(r) = self.review() {
                    r.next_mistake();
                }
            }
            Event::Open(game) => {
                self.screen = Screen::Puzzles;
                let own = std::mem::take(&mut self.want_own);
                if self.own.take().is_some() {
                    // The own puzzle left half solved is not one of the file's.
                    self.current = None;
                }
                if own {
                    self.current = None;
                    self.own = Some(Ok(due(&game)));
                }
                self.open(game);
            }
            Event::Own(on) => {
                self.current = None;
                dom::remove(&key("current", &self.game));
                self.own = on.then(|| Ok(due(&self.game)));
                // The game's own file is fetched if it has not come yet.
                self.open(self.game.clone());
            }
            Event::PractiseOwn(game) => {
                self.want_own = true;
                let _ = dom::window()
                    .location()
                    .set_hash(&format!("/puzzles/{game}"));
            }
            Event::OpenLesson(game) => {
                self.panel.get_or_insert_with(Panel::build).attach();
                self.screen = Screen::Lesson(Lessons::open(&game));
            }
            Event::OpenEditor(game) => {
                self.panel.get_or_insert_with(Panel::build).attach();
                self.screen = Editor::open(&game).map_or(Screen::NoEditor, Screen::Editor);
            }
            Event::Tap(name) => {
                if let Some(e) = self.editor() {
                    e.tap(&name);
                }
            }
            Event::Brush(b) => {
                if let Some(e) = self.editor() {
                    e.brush(&b);
                }
            }
            Event::Dice(v) => {
                if let Some(e) = self.editor() {
                    e.dice(&v);
                }
            }
            Event::Side(c) => {
                if let Some(e) = self.editor() {
                    e.side(c);
                }
            }
            Event::EditReset => {
                if let Some(e) = self.editor() {
                    e.reset();
                }
            }
            Event::EditPlay => {
                if let Some(e) = self.editor() {
                    e.play();
                }
            }
            Event::Lesson(act) => {
                if let Some(l) = self.lesson() {
                    l.act(act);
                }
            }
            Event::Follow if matches!(self.screen, Screen::Editor(_) | Screen::Review(_)) => {}
            Event::Follow if matches!(self.screen, Screen::Analysis(_)) => {
                if let Some(a) = self.analysis() {
                    a.follow();
                }
            }
            Event::Follow if matches!(self.screen, Screen::Lesson(_)) => {
                if let Some(l) = self.lesson() {
                    l.follow();
                }
            }
            Event::Follow => self.follow(),
            Event::Lang(code) => {
                if let Some(l) = Lang::from_code(&code) {
                    i18n::set_lang(l);
                }
                self.retitle();
            }
            Event::Loaded(game, text) => {
                let file = match text {
                    None => Err(w::NOT_LOADED.now().to_string()),
                    Some(t) => {
                        Puzzle::parse_file(&t).map_err(|e| format!("{}: {}", w::DAMAGED.now(), e.0))
                    }
                };
                self.files.retain(|(g, _)| *g != game);
                self.files.push((game.clone(), file));
                // Only the puzzles take it up: a file that comes late must not set a puzzle
                // over a review's or a lesson's board.
                if game == self.game && matches!(self.screen, Screen::Puzzles) {
                    self.resume();
                }
            }
            Event::Reply => self.reply(),
            Event::Show => self.show(),
            Event::ShowStep => self.show_step(),
            Event::Next => {
                let done = self.puzzle().map(|p| p.id.clone());
                self.current = None;
                dom::remove(&key("current", &self.game));
                if self.own.is_some() {
                    let mut queue = due(&self.game);
                    // The one just tried goes to the back of the queue.
                    if let Some(at) = queue.iter().position(|p| Some(&p.id) == done.as_ref()) {
                        let p = queue.remove(at);
                        queue.push(p);
                    }
                    self.own = Some(Ok(queue));
                }
                self.resume();
            }
            Event::Theme(t) => {
                self.theme = t;
                dom::save(&key("theme", &self.game), &self.theme);
                // A puzzle of the theme now, unless the one being solved has it.
                let keeps = self
                    .current
                    .as_ref()
                    .is_some_and(|c| c.stage == Stage::Solving)
                    && self
                        .puzzle()
                        .is_some_and(|p| self.theme.is_empty() || p.themes.contains(&self.theme));
                if !keeps {
                    self.handle(Event::Next);
                }
            }
        }
        self.draw();
    }

    /// Writes the screen's title in the top bar again in the language now (the app wrote it
    /// in the one it opened in), while the board apart is on screen.
    fn retitle(&self) {
        let now = Host.now();
        let Some(name) = now.apart().and_then(crate::record::game_name) else {
            return;
        };
        let word = match self.screen {
            Screen::Puzzles => words::PUZZLES,
            Screen::Lesson(_) => words::LESSON,
            Screen::Editor(_) | Screen::NoEditor => words::SET_UP,
            Screen::Review(_) => words::REVIEW,
            Screen::Analysis(_) => words::ANALYSIS_TITLE,
        };
        let title = format!("{} — {name}", word.now());
        if let Some(h) = dom::document().query_selector("h1.title").ok().flatten() {
            h.set_text_content(Some(&title));
        }
        dom::document().set_title(&format!("{title} — Cờ dân gian"));
    }

    /// Sets the board apart up at puzzle `p`'s position, under the options of the game it
    /// came from (the person's own mistakes keep theirs; the shipped puzzles are the
    /// defaults'), whatever game the board showed before.
    fn set_board(&self, p: &Puzzle) -> Result<(), crate::core::Text> {
        let options = match self.own {
            Some(_) => own_store(&self.game)
                .puzzles
                .into_iter()
                .find(|o| o.puzzle.id == p.id)
                .map(|o| o.options)
                .unwrap_or_default(),
            None => Vec::new(),
        };
        Host.set_up(&self.game, &p.position, &options)
    }

    /// The analysis board, when it is the screen.
    fn analysis(&mut self) -> Option<&mut Analysis> {
        match &mut self.screen {
            Screen::Analysis(a) => Some(a),
            _ => None,
        }
    }

    /// The review, when it is the screen.
    fn review(&mut self) -> Option<&mut Review> {
        match &mut self.screen {
            Screen::Review(r) => Some(r),
            _ => None,
        }
    }

    /// The board editor, when it is the screen.
    fn editor(&mut self) -> Option<&mut Editor> {
        match &mut self.screen {
            Screen::Editor(e) => Some(e),
            _ => None,
        }
    }

    /// The lesson path, when it is the screen.
    fn lesson(&mut self) -> Option<&mut Lessons> {
        match &mut self.screen {
            Screen::Lesson(l) => Some(l),
            _ => None,
        }
    }

    /// Ends the review or the analysis and its worker (another screen opens).
    fn close_engines(&mut self) {
        match &mut self.screen {
            Screen::Review(r) => r.stop(),
            Screen::Analysis(a) => a.stop(),
            _ => return,
        }
        self.screen = Screen::Puzzles;
    }

    fn puzzles(&self) -> Option<&Result<Vec<Puzzle>, String>> {
        if let Some(own) = &self.own {
            return Some(own);
        }
        self.files
            .iter()
            .find(|(g, _)| *g == self.game)
            .map(|(_, f)| f)
    }

    fn puzzle(&self) -> Option<&Puzzle> {
        let i = self.current.as_ref()?.index;
        self.puzzles()?.as_ref().ok()?.get(i)
    }

    /// Opens `game`'s puzzles: its progress and theme from storage, its file (fetched the
    /// first time), then the puzzle left unsolved or a new one.
    fn open(&mut self, game: String) {
        let panel = self.panel.get_or_insert_with(Panel::build);
        panel.attach();
        if game != self.game || self.current.is_none() {
            self.game = game.clone();
            self.current = None;
            self.progress =
                Progress::from_text(&dom::load(&key("progress", &game)).unwrap_or_default());
            self.theme = dom::load(&key("theme", &game)).unwrap_or_default();
        }
        if self.puzzles().is_none() {
            let g = game.clone();
            dom::fetch_text(&format!("puzzles/{game}.txt"), move |text| {
                super::event::dispatch(Event::Loaded(g, text));
            });
            return;
        }
        self.resume();
    }

    /// Whether the board on screen is still this game's board apart: a timer or a file that
    /// arrives late must never touch the game in progress.
    fn on_board(&self) -> bool {
        Host.now().apart() == Some(self.game.as_str())
    }

    /// Sets up the puzzle in progress (after a reload, the one that was left) or the next.
    fn resume(&mut self) {
        if !self.on_board() {
            return;
        }
        let Some(Ok(list)) = self.puzzles() else {
            return;
        };
        let theme = (!self.theme.is_empty()).then_some(self.theme.as_str());
        let stored = dom::load(&key("current", &self.game))
            .and_then(|id| list.iter().position(|p| p.id == id));
        let index = match self.current.as_ref() {
            // Your own mistakes come in their queue's order.
            _ if self.own.is_some() && list.is_empty() => {
                self.own = Some(Err(w::NO_OWN.now().to_string()));
                return;
            }
            Some(c) if self.own.is_some() && matches!(c.stage, Stage::Solving | Stage::Waiting) => {
                Some(c.index)
            }
            _ if self.own.is_some() => Some(0),
            // The puzzle being solved; a finished one gives way to the next.
            Some(c) if matches!(c.stage, Stage::Solving | Stage::Waiting) => Some(c.index),
            Some(_) => progress::pick(
                list.iter()
                    .map(|p| (p.rating, p.themes.as_slice(), p.id.as_str())),
                theme,
                &self.progress,
            ),
            None => stored.or_else(|| {
                progress::pick(
                    list.iter()
                        .map(|p| (p.rating, p.themes.as_slice(), p.id.as_str())),
                    theme,
                    &self.progress,
                )
            }),
        };
        let Some(index) = index else { return };
        let puzzle = list[index].clone();
        let id = puzzle.id.clone();
        if let Err(e) = self.set_board(&puzzle) {
            dom::log(&format!("puzzle {id}: {e}"));
            self.current = None;
            let said = format!("{} ({id}): {}", w::NO_BOARD.now(), e.get(i18n::lang()));
            if self.own.is_some() {
                // Said with the way back to the game's puzzles (the draw shows it).
                self.own = Some(Err(said));
            } else if let Some(p) = &self.panel {
                p.error(&said);
            }
            return;
        }
        dom::save(&key("current", &self.game), &id);
        self.current = Some(Current {
            index,
            at: 0,
            stage: Stage::Solving,
            change: None,
            shown: 0,
        });
        Host.update();
    }

    /// A move on the board: judged when it is the person's.
    fn follow(&mut self) {
        let Some(p) = self.puzzle().cloned() else {
            return;
        };
        let Some(c) = self.current.as_mut() else {
            return;
        };
        if c.stage != Stage::Solving {
            return;
        }
        let moves = match Host.moves() {
            Ok(m) => m,
            Err(e) => return self.told(Err(e)),
        };
        let Some(c) = self.current.as_mut() else {
            return;
        };
        if moves.len() != c.at + 1 {
            return;
        }
        let played = moves.last().cloned().unwrap_or_default();
        match judge(&p.solution, c.at, &played) {
            Verdict::Right(_) => {
                c.stage = Stage::Waiting;
                later(500, Event::Reply);
            }
            Verdict::Solved => {
                c.stage = Stage::Solved;
                self.judged(&p, true);
            }
            Verdict::Wrong(expected) => {
                c.stage = Stage::Missed;
                // The position before the wrong move, set up again rather than undone (an
                // undone move would stay to redo, and the next move would ask to drop it).
                let before = &p.solution[..c.at];
                let set_up = self
                    .set_board(&p)
                    .and_then(|()| before.iter().try_for_each(|mv| Host.play(mv)))
                    .and_then(|()| Host.hint(&expected));
                Host.update();
                self.judged(&p, false);
                self.told(set_up);
            }
        }
    }

    /// Shows why a call to the app failed, if it did, in the puzzle's panel.
    fn told(&self, done: Result<(), crate::core::Text>) {
        if let Err(e) = done {
            dom::log(&format!("puzzle: {e}"));
            if let Some(p) = &self.panel {
                p.error(e.get(i18n::lang()));
            }
        }
    }

    /// Counts the puzzle for the rating and the streak, once.
    fn judged(&mut self, p: &Puzzle, solved: bool) {
        let Some(c) = self.current.as_mut() else {
            return;
        };
        if c.change.is_some() {
            return;
        }
        if self.own.is_some() {
            // Your own puzzles leave the rating alone: each comes back until solved twice.
            c.change = Some(0);
            let mut own = own_store(&self.game);
            own.record(&p.id, solved);
            save_own(&self.game, &own);
        } else {
            let n = progress::number(&p.id).unwrap_or(0);
            c.change = Some(self.progress.record(n, p.rating, solved));
            dom::save(&key("progress", &self.game), &self.progress.to_text());
        }
        dom::remove(&key("current", &self.game));
    }

    /// The puzzle and where it stands, when it is at `stage` on this game's board apart (a
    /// timer that fires after the person has left does nothing).
    fn at_stage(&mut self, stage: Stage) -> Option<(Puzzle, &mut Current)> {
        if !self.on_board() {
            return None;
        }
        let p = self.puzzle().cloned()?;
        let c = self.current.as_mut().filter(|c| c.stage == stage)?;
        Some((p, c))
    }

    /// Plays the reply after a right move; the person goes on.
    fn reply(&mut self) {
        let Some((p, c)) = self.at_stage(Stage::Waiting) else {
            return;
        };
        let played = p
            .solution
            .get(c.at + 1)
            .map_or(Ok(()), |reply| Host.play(reply));
        c.at += 2;
        c.stage = Stage::Solving;
        Host.update();
        self.told(played);
    }

    /// Shows the solution: the puzzle counts as missed if it was not judged, the board goes
    /// back to the puzzle's position and the solution is played move by move.
    fn show(&mut self) {
        if !self.on_board() {
            return;
        }
        let Some(p) = self.puzzle().cloned() else {
            return;
        };
        self.judged(&p, false);
        let Some(c) = self.current.as_mut() else {
            return;
        };
        c.stage = Stage::Shown;
        c.shown = 0;
        let set_up = self.set_board(&p);
        Host.update();
        if set_up.is_ok() {
            later(400, Event::ShowStep);
        }
        self.told(set_up);
    }

    /// Plays the next move of the solution shown.
    fn show_step(&mut self) {
        let Some((p, c)) = self.at_stage(Stage::Shown) else {
            return;
        };
        if c.shown >= p.solution.len() {
            return;
        }
        let played = Host.play(&p.solution[c.shown]);
        c.shown += 1;
        Host.update();
        if c.shown < p.solution.len() && played.is_ok() {
            later(700, Event::ShowStep);
        }
        self.told(played);
    }

    /// Brings the panel up to date.
    fn draw(&mut self) {
        let Some(panel) = &self.panel else { return };
        match &mut self.screen {
            Screen::Review(r) => return r.draw(panel.root()),
            Screen::Analysis(a) => return a.draw(panel.root()),
            Screen::Editor(e) => return e.draw(panel.root()),
            Screen::Lesson(l) => return l.draw(panel.root()),
            Screen::NoEditor => {
                let (vi, en) = (
                    "Bày cờ chưa có cho trò này: hãy chơi một ván, hoặc mở một ván cờ đã lưu.",
                    "The board editor does not set up this game yet: play a game, or open a saved one.",
                );
                return panel.error(if i18n::lang() == Lang::Vi { vi } else { en });
            }
            Screen::Puzzles => {}
        }
        let themes: Vec<String> = match self.puzzles() {
            Some(Ok(list)) => {
                let mut t: Vec<String> = Vec::new();
                for p in list {
                    for x in &p.themes {
                        if !t.contains(x) {
                            t.push(x.clone());
                        }
                    }
                }
                t
            }
            _ => Vec::new(),
        };
        let shown = match (self.puzzles(), &self.current, self.puzzle()) {
            (None, _, _) => Shown::Loading,
            (Some(Err(e)), _, _) => Shown::Error(e.clone()),
            (_, Some(c), Some(p)) => Shown::Puzzle {
                game: self.game.clone(),
                puzzle: p.clone(),
                stage: c.stage,
                at: c.at,
                // Your own puzzles leave the rating alone: no change to show.
                change: c.change.filter(|_| self.own.is_none()),
            },
            _ => Shown::Loading,
        };
        let due = own_store(&self.game).due().len();
        panel.draw(
            &shown,
            &self.progress,
            &themes,
            &self.theme,
            (self.own.is_some(), due),
        );
    }
}
