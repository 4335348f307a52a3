//! `engine`: the engine protocol (docs/engine.md), as UCI is for chess. Line commands on
//! standard input (`identify`, `isready`, `newgame`, `position`, `go`, `stop`, `quit`),
//! answers on standard output (`id …`, `readyok`, `info …`, `bestmove …`, `error …`). A bad
//! line gets one `error` line and the engine waits for the next; nothing panics.
//!
//! A reader thread forwards the lines and, on `stop`, marks the latest `go` it has read as
//! stopped (on `quit`, every one); the search's clock reads the mark, so a search in progress
//! ends at once with its best move so far, and a `stop` never cuts short a later `go`.

use super::caps;
use super::job::{game_at, play_moves, Job};
use super::output::{Failure, Out};
use super::quote::{short, tame, QUOTE_CHARS};
use super::CliError;
use crate::ai::{Clock, Level, Limits, NativeClock, Think, CONTEMPT_CAP};
use crate::core::GameOptions;
use std::io::BufRead;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

/// The longest command line read; a longer one is refused whole.
pub const LINE_CAP: usize = 1 << 20;

/// The commands, for the error on an unknown one.
const COMMANDS: &str = "identify, isready, newgame, position, go, stop, quit";

/// The engine's job: it answers the lines of standard input until `quit` or its end.
pub fn engine() -> Job {
    Box::new(|out: &mut Out<'_>| {
        let mut input = out.take_input();
        let stop = AtomicU64::new(0);
        std::thread::scope(|s| {
            let (tx, rx) = mpsc::channel::<Line>();
            let stop = &stop;
            s.spawn(move || read_lines(&mut *input, stop, &tx));
            let mut engine = Engine {
                table: None,
                searches: 0,
            };
            for line in rx {
                let text = match line {
                    Line::TooLong => {
                        out.line(&format!("error a line longer than {LINE_CAP} bytes"))?;
                        continue;
                    }
                    Line::Text(t) => t,
                };
                match engine.command(&text, stop, out) {
                    Ok(Next::Quit) => break,
                    Ok(Next::Continue) => {}
                    Err(Failure::Bad(e)) => out.line(&format!("error {}", e.0))?,
                    Err(e) => return Err(e),
                }
                out.flush()?;
            }
            Ok(())
        })
    })
}

/// A line from standard input.
enum Line {
    Text(String),
    TooLong,
}

/// Forwards the lines of `input` until its end or `quit`. `stop` holds the number of the
/// last `go` stopped (counting from 1): `stop` marks the latest `go` read, `quit` all.
fn read_lines(input: &mut (dyn BufRead + Send), stop: &AtomicU64, tx: &mpsc::Sender<Line>) {
    let mut gos = 0u64;
    loop {
        let mut bytes = Vec::new();
        let mut too_long = false;
        loop {
            let Ok(buf) = input.fill_buf() else { return };
            if buf.is_empty() {
                if bytes.is_empty() && !too_long {
                    return;
                }
                break;
            }
            let (take, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            if bytes.len() + take > LINE_CAP {
                too_long = true;
                bytes.clear();
            } else if !too_long {
                bytes.extend_from_slice(&buf[..take]);
            }
            input.consume(take);
            if done {
                break;
            }
        }
        if too_long {
            if tx.send(Line::TooLong).is_err() {
                return;
            }
            continue;
        }
        let text = String::from_utf8_lossy(&bytes).trim().to_string();
        let word = text.split_whitespace().next().unwrap_or("");
        let quit = word == "quit";
        match word {
            "go" => gos += 1,
            "stop" => stop.store(gos, Ordering::SeqCst),
            "quit" => stop.store(u64::MAX, Ordering::SeqCst),
            _ => {}
        }
        if tx.send(Line::Text(text)).is_err() || quit {
            return;
        }
    }
}

/// What to do after a command.
enum Next {
    Continue,
    Quit,
}

/// The engine's state: the game set up by `newgame`, if any, and the `go`s answered.
struct Engine {
    table: Option<Box<dyn Table>>,
    searches: u64,
}

impl Engine {
    fn command(
        &mut self,
        line: &str,
        stop: &AtomicU64,
        out: &mut Out<'_>,
    ) -> Result<Next, Failure> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&verb, rest)) = words.split_first() else {
            return Ok(Next::Continue);
        };
        match verb {
            "identify" => {
                out.line(&format!(
                    "id name co-dan-gian {}",
                    env!("CARGO_PKG_VERSION")
                ))?;
                out.line("id protocol 1")?;
                out.line("id games ganh toan cangua")?;
                out.line(&format!(
                    "id levels {}",
                    Level::ALL.map(Level::name).join(" ")
                ))?;
                out.line("identified")?;
            }
            "isready" => out.line("readyok")?,
            "newgame" => self.table = Some(new_table(rest)?),
            "position" => self.table()?.position(rest)?,
            "go" => {
                // Counted before any check, as the reader counts every `go` line.
                self.searches += 1;
                let number = self.searches;
                let table = self.table()?;
                let go = Go::read(rest, table.game_id())?;
                let clock = StopClock {
                    inner: NativeClock::new(),
                    stop,
                    number,
                    read: std::cell::Cell::new(false),
                };
                let (info, best) = table.go(&go, &clock)?;
                out.line(&info)?;
                out.line(&format!("bestmove {best}"))?;
            }
            "stop" => {}
            "quit" => return Ok(Next::Quit),
            v => {
                return Err(CliError(format!(
                    "unknown command '{}' (commands: {COMMANDS})",
                    short(v)
                ))
                .into())
            }
        }
        Ok(Next::Continue)
    }

    fn table(&mut self) -> Result<&mut Box<dyn Table>, CliError> {
        self.table
            .as_mut()
            .ok_or_else(|| CliError("no game: send newgame GAME first".into()))
    }
}

/// A clock that jumps far ahead once the `go` numbered `number` is stopped, so the search's
/// deadline expires. Its first reading (where the search's deadline starts) is always the
/// real time, so a `stop` that came before the search began ends it too.
struct StopClock<'s> {
    inner: NativeClock,
    stop: &'s AtomicU64,
    number: u64,
    read: std::cell::Cell<bool>,
}

impl Clock for StopClock<'_> {
    fn now_ms(&self) -> f64 {
        let now = self.inner.now_ms();
        if self.read.replace(true) && self.stop.load(Ordering::Relaxed) >= self.number {
            now + 1e12
        } else {
            now
        }
    }
}

/// `go` read: the limits and nothing else.
struct Go {
    limits: Limits,
}

impl Go {
    /// `go [movetime MS] [depth D] [nodes N]`. Without `movetime` the level's time budget
    /// still bounds the search, so `stop` can always end it.
    fn read(words: &[&str], game_id: &str) -> Result<Go, CliError> {
        let mut limits = Limits::LEVEL;
        let mut it = words.iter();
        while let Some(&key) = it.next() {
            let value = it
                .next()
                .ok_or_else(|| CliError(format!("go {}: needs a value", short(key))))?;
            let number = |max: u64| {
                value
                    .parse::<u64>()
                    .ok()
                    .filter(|n| (1..=max).contains(n))
                    .ok_or_else(|| {
                        CliError(format!(
                            "go {} {}: use a whole number from 1 to {max}",
                            short(key),
                            short(value)
                        ))
                    })
            };
            match key {
                "movetime" => {
                    let cap = caps::time_cap_ms(game_id);
                    limits.time_ms = Some((number(u64::MAX)? as f64).min(cap));
                }
                "depth" => {
                    limits.depth = Some(number(u64::from(crate::ai::MAX_DEPTH))? as u32);
                }
                "nodes" => limits.nodes = Some(number(caps::nodes_cap(game_id))?),
                k => {
                    return Err(CliError(format!(
                        "go {}: use movetime, depth or nodes",
                        short(k)
                    )))
                }
            }
        }
        if limits.time_ms.is_none() {
            limits.time_ms = Some(caps::time_cap_ms(game_id));
        }
        Ok(Go { limits })
    }
}

/// A game being played through the protocol, whichever game it is.
trait Table {
    fn game_id(&self) -> &'static str;
    /// `position start|POSITION [moves MOVE...]`.
    fn position(&mut self, words: &[&str]) -> Result<(), CliError>;
    /// Searches; returns the `info` line and the move (`none` when the game is over).
    fn go(&mut self, go: &Go, clock: &dyn Clock) -> Result<(String, String), CliError>;
}

/// One game of `G`: its options, the engine's settings and the game as it stands.
struct GameTable<G: Think> {
    options: G::Options,
    level: Level,
    contempt: Option<i32>,
    seed: u64,
    game: G,
    searches: u64,
    /// What the engine's searches of this game have learnt ([`Think::think_with`]).
    memory: G::Memory,
}

/// `newgame GAME [KEY=VALUE]...`: `level`, `contempt` and `seed` set the engine, every
/// other key is a game option.
fn new_table(words: &[&str]) -> Result<Box<dyn Table>, CliError> {
    let (&game, settings) = words
        .split_first()
        .ok_or_else(|| CliError("newgame needs a GAME: ganh, toan or cangua".into()))?;
    /// A table for the game the registry finds.
    struct NewTable<'a>(&'a [&'a str]);
    impl NewTable<'_> {
        fn visit<G: Think + 'static>(self) -> Result<Box<dyn Table>, CliError> {
            Ok(Box::new(GameTable::<G>::new(self.0)?))
        }
    }
    crate::visit_game!(game, NewTable(settings)).unwrap_or_else(|| {
        Err(CliError(format!(
            "newgame {}: games are {}",
            short(game),
            crate::games::ids()
        )))
    })
}

impl<G: Think> GameTable<G> {
    fn new(settings: &[&str]) -> Result<GameTable<G>, CliError> {
        // The game's options, each with the setting it came from.
        let mut pairs = Vec::new();
        let (mut level, mut contempt, mut seed) = (Level::Hard, None, 1);
        for s in settings {
            let (k, v) = s.split_once('=').ok_or_else(|| {
                CliError(format!("newgame {}: write settings as KEY=VALUE", short(s)))
            })?;
            if k.chars().count() > QUOTE_CHARS || v.chars().count() > QUOTE_CHARS {
                return Err(CliError(format!(
                    "newgame {}: too long for a setting",
                    short(s)
                )));
            }
            let bad = |why: String| CliError(format!("newgame {}: {why}", short(s)));
            match k {
                "level" => level = Level::parse(v).map_err(|e| bad(e.to_string()))?,
                "contempt" => {
                    contempt = Some(
                        v.parse::<i32>()
                            .ok()
                            .filter(|c| c.abs() <= CONTEMPT_CAP)
                            .ok_or_else(|| {
                                bad(format!(
                                    "use a whole number from -{CONTEMPT_CAP} to {CONTEMPT_CAP}"
                                ))
                            })?,
                    )
                }
                "seed" => seed = v.parse().map_err(|_| bad("not a whole number".into()))?,
                _ => pairs.push((s, k, v)),
            }
        }
        let options =
            G::Options::from_pairs(pairs.iter().map(|(_, k, v)| (k, v))).map_err(|e| {
                let s = pairs.get(e.index).map_or("", |(s, _, _)| s);
                CliError(format!(
                    "newgame {}: {}",
                    short(s),
                    tame(&e.error.to_string())
                ))
            })?;
        Ok(GameTable {
            game: G::new(options.clone(), seed),
            options,
            level,
            contempt,
            seed,
            searches: 0,
            memory: G::Memory::default(),
        })
    }
}

impl<G: Think> Table for GameTable<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn position(&mut self, words: &[&str]) -> Result<(), CliError> {
        let split = words
            .iter()
            .position(|w| *w == "moves")
            .unwrap_or(words.len());
        let start = words[..split].join(" ");
        if start.is_empty() {
            return Err(CliError("position needs start or a POSITION".into()));
        }
        let moves: Vec<String> = words[split..]
            .iter()
            .skip(1)
            .map(|m| m.to_string())
            .collect();
        let start = if start == "start" {
            G::new(self.options.clone(), self.seed)
        } else {
            game_at::<G>(Some(&start), self.options.clone())?
        };
        self.game = play_moves(start, &moves)?;
        Ok(())
    }

    fn go(&mut self, go: &Go, clock: &dyn Clock) -> Result<(String, String), CliError> {
        let limits = Limits {
            contempt: self.contempt,
            ..go.limits
        };
        self.searches += 1;
        let seed = self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ self.searches;
        let started = std::time::Instant::now();
        let mut info = self
            .game
            .think_with(self.level, limits, clock, seed, &mut self.memory);
        // The stop clock jumps ahead when stopped: the time spent is read from the real one.
        info.time_ms = started.elapsed().as_secs_f64() * 1000.0;
        let best = info
            .best
            .map_or("none".to_string(), |m| self.game.format_move(m));
        let pv = pv_text(&self.game, &info.pv);
        Ok((
            format!(
                "info depth {} seldepth {} score {} nodes {} time {:.0} nps {:.0}{pv}",
                info.depth,
                info.seldepth,
                info.score,
                info.nodes,
                info.time_ms,
                info.nodes_per_second()
            ),
            best,
        ))
    }
}

/// ` pv MOVE...`: the line in the game's notation, each move written in the position it is
/// played in (empty for no line).
fn pv_text<G: Think>(game: &G, pv: &[G::Move]) -> String {
    let mut game = game.clone();
    let mut text = String::new();
    for &mv in pv {
        if !game.is_legal(mv) {
            break;
        }
        text.push_str(if text.is_empty() { " pv " } else { " " });
        text.push_str(&game.format_move(mv));
        if game.play(mv).is_err() {
            break;
        }
    }
    text
}
