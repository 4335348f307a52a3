#![cfg(not(target_arch = "wasm32"))]
//! Native-only property tests of saved games (proptest):
//! - random games of each game (from the standard start, from positions reached by play,
//!   and from random set-up positions; Cờ cá ngựa with 2, 3 and 4 players and one or two
//!   dice), with random undo/redo, keep the game's invariants after every move and come back
//!   from their record, share link and saved game as the identical game: same position,
//!   legal moves, outcome, move list and cursor, same future dice, and the same game on
//!   after it;
//! - reading random text, record-like text, mutated records, mutated share links and
//!   mutated saved games never panics, and a damaged link or saved game never opens as
//!   another game.
//!
//! Cases per test are set with `ProptestConfig::with_cases` (see `CASES_*`): 2,050 random
//! games and 315,000 reader cases, 317,050 in all, about 20 s in a debug build on 2 cores.
//! Most reader cases draw a seed from proptest and build their input from it (proptest's
//! own string strategies cost ten times more per case in a debug build). `million_cases`
//! (ignored) runs 1,000,000 more reader cases and 3,000 more games, for a report:
//! `cargo test --release --test suite record_props:: -- --ignored --nocapture`.

use co_dan_gian::core::{Game, GameOptions, Player, Session};
use co_dan_gian::games::cangua::{Cangua, CanguaOptions, Move as CanguaMove, Place};
use co_dan_gian::games::ganh::{Ganh, GanhOptions};
use co_dan_gian::games::toan::{Cell, Toan, ToanOptions, CELLS};
use co_dan_gian::record::{
    from_fragment, from_session, seal, to_fragment, to_session, unseal, validate, Record,
    RecordErrorKind,
};
use oorandom::Rand64;
use proptest::prelude::*;
use std::sync::OnceLock;

/// Random games of Cờ gánh (each also checks its share link and saved game).
const CASES_GANH: u32 = 1_000;
/// Random games of Cờ toán.
const CASES_TOAN: u32 = 600;
/// Random games of Cờ cá ngựa.
const CASES_CANGUA: u32 = 450;
/// Text drawn by proptest's own string strategies, fed to every reader.
const CASES_ANY_TEXT: u32 = 15_000;
/// Raw bytes, record tokens and any characters, fed to every reader.
const CASES_RANDOM_TEXT: u32 = 100_000;
/// Text shaped like a record, with random fields and values.
const CASES_RECORD_LIKE: u32 = 50_000;
/// Valid records with random damage, read and replayed.
const CASES_MUTATED_RECORDS: u32 = 60_000;
/// Records with random moves in each game's notation, replayed.
const CASES_RANDOM_MOVES: u32 = 30_000;
/// Share links with random damage.
const CASES_MUTATED_LINKS: u32 = 30_000;
/// Saved games with random damage.
const CASES_MUTATED_SAVES: u32 = 30_000;

/// What the random tests need to know of each game beyond the `Game` trait.
trait Subject: Game + Sized {
    /// Random options.
    fn random_options(rng: &mut Rand64) -> Self::Options;
    /// A random position string that may or may not be accepted.
    fn random_setup(rng: &mut Rand64, options: &Self::Options) -> String;
    /// The move a random player makes (Cờ cá ngựa rolls the seeded dice most of the time).
    fn pick(&self, moves: &[Self::Move], rng: &mut Rand64) -> Self::Move {
        moves[rng.rand_range(0..moves.len() as u64) as usize]
    }
    /// A quantity no move changes (pieces on the board, points plus pieces, …).
    fn conserved(&self) -> u64;
    /// Checks the game's own invariants in this position.
    fn check(&self);
    /// Asserts that the two games will roll the same dice.
    fn same_future(&self, _other: &Self) {}
}

impl Subject for Ganh {
    fn random_options(rng: &mut Rand64) -> GanhOptions {
        let mut o = GanhOptions::default();
        o.set(
            "forced",
            ["opening", "always", "off"][rng.rand_range(0..3) as usize],
        )
        .unwrap();
        o.set(
            "first",
            ["red", "blue", "random"][rng.rand_range(0..3) as usize],
        )
        .unwrap();
        o.set("repetition", on_off(rng)).unwrap();
        o.set("no-progress", on_off(rng)).unwrap();
        o.set("vay", ["group", "single"][rng.rand_range(0..2) as usize])
            .unwrap();
        o
    }

    fn random_setup(rng: &mut Rand64, _: &GanhOptions) -> String {
        let ranks: Vec<String> = (0..5)
            .map(|_| {
                (0..5)
                    .map(|_| ['R', 'B', '.', '.'][rng.rand_range(0..4) as usize])
                    .collect()
            })
            .collect();
        format!(
            "{} {} -",
            ranks.join("/"),
            ['r', 'b'][rng.rand_range(0..2) as usize]
        )
    }

    fn conserved(&self) -> u64 {
        u64::from(self.count(Player::Red) + self.count(Player::Blue))
    }

    fn check(&self) {
        let back = Ganh::from_position(&self.position(), *self.options()).unwrap();
        assert_eq!(back.position(), self.position());
    }
}

impl Subject for Toan {
    fn random_options(rng: &mut Rand64) -> ToanOptions {
        let mut o = ToanOptions::default();
        o.set(
            "first",
            ["red", "blue", "random"][rng.rand_range(0..3) as usize],
        )
        .unwrap();
        o.set(
            "target",
            ["10", "20", "30", "7"][rng.rand_range(0..4) as usize],
        )
        .unwrap();
        o.set("blockers", ["any", "enemy"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set("repetition", on_off(rng)).unwrap();
        o.set("no-progress", on_off(rng)).unwrap();
        o.set(
            "match",
            ["1", "3", "all-3", "all-7"][rng.rand_range(0..4) as usize],
        )
        .unwrap();
        o.set("zero-partner", on_off(rng)).unwrap();
        o.set(
            "division",
            ["both", "remainder"][rng.rand_range(0..2) as usize],
        )
        .unwrap();
        o
    }

    fn random_setup(rng: &mut Rand64, options: &ToanOptions) -> String {
        let mut board = vec![String::from("."); CELLS];
        for owner in ['r', 'b'] {
            for value in 0..10 {
                if value == 0 || rng.rand_range(0..3) > 0 {
                    let cell = rng.rand_range(0..CELLS as u64) as usize;
                    if board[cell] == "." {
                        board[cell] = format!("{owner}{value}");
                    }
                }
            }
        }
        let ranks: Vec<String> = (0..11)
            .rev()
            .map(|rank| board[rank * 9..rank * 9 + 9].concat())
            .collect();
        let score = |rng: &mut Rand64| rng.rand_range(0..u64::from(options.target));
        let side = ['r', 'b'][rng.rand_range(0..2) as usize];
        format!("{} {side} {}-{}", ranks.join("/"), score(rng), score(rng))
    }

    fn conserved(&self) -> u64 {
        let on_board: u64 = Cell::ALL
            .iter()
            .filter_map(|&c| self.piece_at(c))
            .map(|p| u64::from(p.value))
            .sum();
        on_board + u64::from(self.score(Player::Red) + self.score(Player::Blue))
    }

    fn check(&self) {
        let back = Toan::from_position(&self.position(), self.options().clone()).unwrap();
        assert_eq!(back.position(), self.position());
    }
}

impl Subject for Cangua {
    fn random_options(rng: &mut Rand64) -> CanguaOptions {
        let mut o = CanguaOptions::default();
        o.set("home", ["climb", "steps"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set("extra", ["1-6", "6"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set(
            "direction",
            ["seat", "reverse"][rng.rand_range(0..2) as usize],
        )
        .unwrap();
        o.set("stop", ["all", "first"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set("stakes", on_off(rng)).unwrap();
        o.set("thau-ma", ["2", "3"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set("bring-out", ["1-6", "6"][rng.rand_range(0..2) as usize])
            .unwrap();
        o.set("three-sixes", on_off(rng)).unwrap();
        o.set(
            "first",
            ["seat", "random", "roll", "green"][rng.rand_range(0..4) as usize],
        )
        .unwrap();
        o
    }

    fn random_setup(rng: &mut Rand64, options: &CanguaOptions) -> String {
        let seats = options.seats();
        let mut parts = Vec::new();
        for seat in &seats {
            let horses: Vec<String> = (0..4)
                .map(|_| match rng.rand_range(0..4) {
                    0 | 1 => "s".to_string(),
                    2 => format!("t{}", rng.rand_range(0..56)),
                    _ => format!("h{}", rng.rand_range(1..7)),
                })
                .collect();
            parts.push(format!("{}={}", seat.letter(), horses.join(",")));
        }
        let to_move = seats[rng.rand_range(0..seats.len() as u64) as usize];
        format!("{} {} -", parts.join(" "), to_move.letter())
    }

    fn pick(&self, moves: &[CanguaMove], rng: &mut Rand64) -> CanguaMove {
        let rolling = matches!(moves.first(), Some(CanguaMove::Roll(_)));
        if rolling && rng.rand_range(0..5) > 0 {
            // Usually the seeded dice; sometimes real dice a family threw.
            return CanguaMove::Roll(self.next_roll());
        }
        moves[rng.rand_range(0..moves.len() as u64) as usize]
    }

    fn conserved(&self) -> u64 {
        self.seats()
            .iter()
            .map(|&p| self.horses(p).len() as u64)
            .sum()
    }

    fn check(&self) {
        let mut track = [false; 56];
        for &seat in self.seats() {
            let horses = self.horses(seat);
            for (i, place) in horses.iter().enumerate() {
                if let Some(cell) = place.cell(seat) {
                    assert!(
                        !track[cell as usize],
                        "two horses on cell {cell}: {}",
                        self.position()
                    );
                    track[cell as usize] = true;
                }
                if matches!(place, Place::Home(_)) {
                    assert!(
                        !horses[..i].contains(place),
                        "two horses on one home cell: {}",
                        self.position()
                    );
                }
            }
        }
        let back = Cangua::from_position(&self.position(), self.options().clone()).unwrap();
        assert_eq!(back.position(), self.position());
    }

    fn same_future(&self, other: &Cangua) {
        assert_eq!(self.roller(), other.roller());
        assert_eq!(self.next_roll(), other.next_roll());
    }
}

/// `on` or `off` at random.
fn on_off(rng: &mut Rand64) -> &'static str {
    ["on", "off"][rng.rand_range(0..2) as usize]
}

/// Where a random game starts.
#[derive(Clone, Copy, Debug)]
enum StartKind {
    /// The standard start.
    Standard,
    /// A position reached by random play, set up from its string.
    Played,
    /// A random position string (the standard start when the game refuses it).
    Random,
}

/// Checks the invariants that every game keeps in every position.
fn check_game<G: Subject>(g: &G, conserved: u64) {
    assert_eq!(
        g.legal_moves().is_empty(),
        g.outcome().is_some(),
        "{}",
        g.position()
    );
    assert_eq!(g.conserved(), conserved, "{}", g.position());
    g.check();
}

/// A random game of `G` with `seed`, started as `kind` says, `plies` long at most, then
/// some moves undone, some replaced and some undone again.
fn random_session<G: Subject>(
    options: G::Options,
    seed: u64,
    kind: StartKind,
    plies: usize,
    rng: &mut Rand64,
) -> Session<G> {
    let start = match kind {
        StartKind::Standard => G::new(options, seed),
        StartKind::Played => {
            let mut g = G::new(options.clone(), rng.rand_u64());
            for _ in 0..rng.rand_range(0..60) {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = g.pick(&moves, rng);
                g.play(mv).unwrap();
            }
            G::from_position_seeded(&g.position(), options, seed).unwrap()
        }
        StartKind::Random => {
            let text = G::random_setup(rng, &options);
            G::from_position_seeded(&text, options.clone(), seed)
                .unwrap_or_else(|_| G::new(options, seed))
        }
    };
    let conserved = start.conserved();
    check_game(&start, conserved);
    let mut s = Session::new(start);
    let extend = |s: &mut Session<G>, n: usize, rng: &mut Rand64| {
        for _ in 0..n {
            let moves = s.game().legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = s.game().pick(&moves, rng);
            s.play(mv).unwrap();
            check_game(s.game(), conserved);
        }
    };
    extend(&mut s, plies, rng);
    for _ in 0..rng.rand_range(0..6) {
        s.undo();
    }
    if rng.rand_range(0..3) == 0 {
        let n = rng.rand_range(0..4) as usize;
        extend(&mut s, n, rng);
        for _ in 0..rng.rand_range(0..4) {
            s.undo();
        }
    }
    s
}

/// Asserts that two sessions are the identical game: now, after redoing each undone move,
/// and after the same random moves on top.
fn assert_same<G: Subject>(a: &Session<G>, b: &Session<G>, rng: &mut Rand64) {
    let (mut a, mut b) = (a.clone(), b.clone());
    let same_now = |a: &Session<G>, b: &Session<G>| {
        assert_eq!(a.game().position(), b.game().position());
        assert_eq!(a.game().legal_moves(), b.game().legal_moves());
        assert_eq!(a.game().outcome(), b.game().outcome());
        assert_eq!(a.game().to_move(), b.game().to_move());
        assert_eq!(a.moves(), b.moves());
        assert_eq!(a.all_moves(), b.all_moves());
        assert_eq!((a.can_undo(), a.can_redo()), (b.can_undo(), b.can_redo()));
        a.game().same_future(b.game());
    };
    same_now(&a, &b);
    while a.redo().is_some() {
        assert!(b.redo().is_some());
        same_now(&a, &b);
    }
    assert!(b.redo().is_none());
    for _ in 0..8 {
        let moves = a.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = a.game().pick(&moves, rng);
        assert_eq!(a.play(mv).is_ok(), b.play(mv).is_ok());
        same_now(&a, &b);
    }
}

/// Writes `s` as a record, reads it back from its text, its share link and its saved form,
/// and checks that each replays as the identical game.
fn check_round_trip<G: Subject>(s: &Session<G>, seed: u64, rng: &mut Rand64) {
    let extras = [("players", "red=person blue=hard")];
    let record = from_session(s, seed, &extras);
    let text = record.format();
    let parsed = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(parsed, record);
    assert_eq!(parsed.format(), text);
    let back: Session<G> = to_session(&parsed).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_same(s, &back, rng);
    assert_eq!(from_session(&back, seed, &extras), record);
    let linked = from_fragment(&to_fragment(&record)).unwrap();
    assert_eq!(linked, record);
    // Equal records replay to equal games (checked above), so equality is enough here.
    let saved = unseal(G::ID, &seal(&record)).unwrap();
    assert_eq!(saved, record);
}

/// One random game of `G` and its round trip.
fn game_case<G: Subject>(options: G::Options, seed: u64, kind: StartKind, plies: usize, salt: u64) {
    let mut rng = Rand64::new(u128::from(seed) << 64 | u128::from(salt));
    let s = random_session::<G>(options, seed, kind, plies, &mut rng);
    check_round_trip(&s, seed, &mut rng);
}

/// A start kind drawn by proptest.
fn start_kind() -> impl Strategy<Value = StartKind> {
    prop_oneof![
        Just(StartKind::Standard),
        Just(StartKind::Played),
        Just(StartKind::Random)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_GANH))]

    #[test]
    fn ganh_random_games_round_trip(seed in any::<u64>(), salt in any::<u64>(), kind in start_kind(), plies in 0usize..120) {
        let options = Ganh::random_options(&mut Rand64::new(u128::from(salt)));
        game_case::<Ganh>(options, seed, kind, plies, salt);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_TOAN))]

    #[test]
    fn toan_random_games_round_trip(seed in any::<u64>(), salt in any::<u64>(), kind in start_kind(), plies in 0usize..80) {
        let options = Toan::random_options(&mut Rand64::new(u128::from(salt)));
        game_case::<Toan>(options, seed, kind, plies, salt);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_CANGUA))]

    #[test]
    fn cangua_random_games_round_trip(
        seed in any::<u64>(),
        salt in any::<u64>(),
        kind in start_kind(),
        players in prop::sample::select(vec!["r,y", "r,b", "b,g", "r,b,y", "b,y,g", "r,b,y,g"]),
        dice in prop::sample::select(vec!["1", "2"]),
        plies in 0usize..300,
    ) {
        let mut options = Cangua::random_options(&mut Rand64::new(u128::from(salt)));
        options.set("players", players).unwrap();
        options.set("dice", dice).unwrap();
        game_case::<Cangua>(options, seed, kind, plies, salt);
    }
}

/// Reads `text` every way there is; none may panic. Returns the record when it parses.
fn read_every_way(text: &str) -> Option<Record> {
    let _ = from_fragment(text);
    for game in ["ganh", "toan", "cangua"] {
        let _ = unseal(game, text);
    }
    let record = Record::parse(text).ok()?;
    let _ = validate(&record);
    // Whatever parses writes back to text that reads as the same record.
    assert_eq!(
        Record::parse(&record.format()).as_ref(),
        Ok(&record),
        "{text:?}"
    );
    Some(record)
}

/// A random element of `items`.
fn pick<'a, T: ?Sized>(rng: &mut Rand64, items: &[&'a T]) -> &'a T {
    items[rng.rand_range(0..items.len() as u64) as usize]
}

/// Pieces of text that records are made of.
const TOKENS: &[&str] = &[
    "co-dan-gian",
    "record",
    "1",
    "2",
    "0",
    "saved",
    "game",
    "ganh",
    "toan",
    "cangua",
    "options",
    "seed",
    "start",
    "standard",
    "moves",
    "redo",
    "position",
    "players",
    "results",
    ":",
    ": ",
    ",",
    ", ",
    "=",
    " ",
    "\n",
    "\r\n",
    "#",
    "forced=off",
    "first=random",
    "players=r,b,y",
    "dice=2",
    "home=steps",
    "target=1",
    "match=7",
    "blockers=enemy",
    "a3-b3",
    "e3-d3",
    "b3-c3",
    "d3-d2",
    "i1-i5",
    "d3xd7",
    "pass",
    "roll 6",
    "roll 3+5",
    "6:s-t0",
    "3:t0-t3",
    "1+6:s-t0",
    "4:t55-h4",
    "BBBBB/B...B/R...B/R...R/RRRRR r -",
    "R..../...../...../...../....B r -",
    "r=t0,s,s,s y=s,s,s,s r 6",
    "r=t53,t10,s,s b=t20,s,s,s y=s,s,s,s r -",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "ờ",
    "\u{0}",
    "\t",
    "red=person blue=hard",
    "red/points",
    "draw/repetition",
];

/// Random text: raw bytes, record tokens, or any characters.
fn random_text(rng: &mut Rand64) -> String {
    let len = rng.rand_range(0..300) as usize;
    match rng.rand_range(0..3) {
        0 => {
            let bytes: Vec<u8> = (0..len).map(|_| rng.rand_u64() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => (0..len / 4).map(|_| pick(rng, TOKENS)).collect(),
        _ => (0..len)
            .filter_map(|_| char::from_u32(rng.rand_range(0..0x11_0000) as u32))
            .collect(),
    }
}

/// Random text shaped like a record: a header, then lines of a field name and a value.
fn random_record_like(rng: &mut Rand64) -> String {
    let version = pick(rng, &["1", "1", "1", "2", "0", "01", "x", ""]);
    let mut text = format!("co-dan-gian record {version}\n");
    for _ in 0..rng.rand_range(0..10) {
        let name = pick(
            rng,
            &[
                "game", "options", "seed", "start", "moves", "redo", "position", "players", "x", "",
            ],
        );
        text.push_str(name);
        text.push_str(pick(rng, &[": ", ":", " ", ""]));
        for _ in 0..rng.rand_range(0..6) {
            text.push_str(pick(rng, TOKENS));
            text.push_str(pick(rng, &[", ", " ", ""]));
        }
        text.push('\n');
    }
    text
}

/// A move in one of the games' notations, right or wrong for the position.
fn random_notation(rng: &mut Rand64) -> String {
    let mut n = |lo: u64, hi: u64| rng.rand_range(lo..hi + 1);
    let file = |i: u64| char::from(b'a' + i as u8);
    match n(0, 4) {
        0 => format!("{}{}-{}{}", file(n(0, 4)), n(1, 5), file(n(0, 4)), n(1, 5)),
        1 => format!(
            "{}{}{}{}{}",
            file(n(0, 8)),
            n(1, 11),
            ["-", "x"][n(0, 1) as usize],
            file(n(0, 8)),
            n(1, 11)
        ),
        2 => [
            format!("roll {}", n(1, 6)),
            format!("roll {}+{}", n(1, 6), n(1, 6)),
            "pass".to_string(),
        ][n(0, 2) as usize]
            .clone(),
        _ => {
            let mut place = || match n(0, 2) {
                0 => "s".to_string(),
                1 => format!("t{}", n(0, 57)),
                _ => format!("h{}", n(1, 7)),
            };
            let (from, to) = (place(), place());
            format!("{}:{from}-{to}", n(1, 6))
        }
    }
}

/// A record whose moves are random moves in the games' notations (most are not legal).
fn random_moves_record(rng: &mut Rand64) -> String {
    let game = pick(rng, &["ganh", "toan", "cangua"]);
    let start = pick(
        rng,
        &[
            "standard",
            "standard",
            "BBBBB/B...B/R...B/R...R/RRRRR r -",
            "r=t50,t3,s,s b=h2,s,s,s r -",
            "r=s,s,s,s y=s,s,s,s r 6",
        ],
    );
    let moves: Vec<String> = (0..rng.rand_range(0..12))
        .map(|_| random_notation(rng))
        .collect();
    let redo: Vec<String> = (0..rng.rand_range(0..3))
        .map(|_| random_notation(rng))
        .collect();
    format!(
        "co-dan-gian record 1\ngame: {game}\nstart: {start}\nmoves: {}\nredo: {}\n",
        moves.join(", "),
        redo.join(", ")
    )
}

/// A valid record to damage, with its share link and saved form.
struct Base {
    /// The record's text.
    text: String,
    /// The record.
    record: Record,
    /// Its share-link payload.
    link: String,
    /// Its saved form.
    saved: String,
}

/// Valid records of each game to damage, ready in every form.
fn bases() -> &'static [Base] {
    static BASES: OnceLock<Vec<Base>> = OnceLock::new();
    BASES.get_or_init(|| {
        base_records()
            .into_iter()
            .map(|text| {
                let record = Record::parse(&text).unwrap();
                Base {
                    link: to_fragment(&record),
                    saved: seal(&record),
                    record,
                    text,
                }
            })
            .collect()
    })
}

/// A base drawn with `rng`.
fn any_base(rng: &mut Rand64) -> &'static Base {
    let bases = bases();
    &bases[rng.rand_range(0..bases.len() as u64) as usize]
}

/// Valid records of each game to damage: short games from each kind of start.
fn base_records() -> Vec<String> {
    let mut out = Vec::new();
    let mut rng = Rand64::new(2024);
    for (i, kind) in [StartKind::Standard, StartKind::Played, StartKind::Random]
        .into_iter()
        .enumerate()
    {
        let seed = i as u64 * 7 + 1;
        let g = random_session::<Ganh>(GanhOptions::default(), seed, kind, 24, &mut rng);
        out.push(from_session(&g, seed, &[("players", "red=person blue=easy")]).format());
        let t = random_session::<Toan>(ToanOptions::default(), seed, kind, 16, &mut rng);
        out.push(from_session(&t, seed, &[("results", "red/points")]).format());
        let mut o = CanguaOptions::default();
        o.set("players", ["r,y", "r,b,y", "r,b,y,g"][i]).unwrap();
        o.set("dice", ["1", "2", "2"][i]).unwrap();
        let c = random_session::<Cangua>(o, seed, kind, 30, &mut rng);
        out.push(from_session(&c, seed, &[]).format());
    }
    out
}

/// Characters that damage is made of: the record's own, line breaks, and others.
const DAMAGE: &[char] = &[
    '\n', '\r', ' ', ',', ':', '=', '-', '+', '/', '.', 'x', 'r', 'b', 's', 't', 'h', '0', '1',
    '5', '9', 'ờ', '\u{0}', '#', '_', 'A',
];

/// Characters that damage a share link is made of: its own, and a few others.
const LINK_DAMAGE: &[char] = &[
    'A', 'B', 'Q', 'g', 'w', 'z', '0', '5', '9', '-', '_', '%', '=', '+', '\n', ' ',
];

/// `text` with 1–4 random edits: characters changed, inserted or deleted, lines dropped,
/// doubled or swapped, the end cut off; characters come from `alphabet`.
fn damage(text: &str, rng: &mut Rand64, alphabet: &[char]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.rand_range(1..5) {
        let at = rng.rand_range(0..chars.len().max(1) as u64) as usize;
        let c = alphabet[rng.rand_range(0..alphabet.len() as u64) as usize];
        match rng.rand_range(0..8) {
            0 | 1 if !chars.is_empty() => chars[at] = c,
            2 => chars.insert(at.min(chars.len()), c),
            3 if !chars.is_empty() => {
                let end = (at + 1 + rng.rand_range(0..8) as usize).min(chars.len());
                chars.drain(at..end);
            }
            4 => chars.truncate(at),
            op => {
                let s: String = chars.iter().collect();
                let mut lines: Vec<&str> = s.split('\n').collect();
                let i = rng.rand_range(0..lines.len() as u64) as usize;
                let j = rng.rand_range(0..lines.len() as u64) as usize;
                match op {
                    5 => {
                        lines.remove(i);
                    }
                    6 => lines.insert(i, lines[j]),
                    _ => lines.swap(i, j),
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// One damaged record, read every way.
fn damaged_record_case(seed: u64) {
    let mut rng = Rand64::new(u128::from(seed));
    let base = any_base(&mut rng);
    read_every_way(&damage(&base.text, &mut rng, DAMAGE));
}

/// One damaged share link: refused as damaged, or (when the damage touched nothing that
/// counts, such as the padding bits of the last deflate byte) the same record.
fn damaged_link_case(seed: u64) {
    let mut rng = Rand64::new(u128::from(seed));
    let base = any_base(&mut rng);
    let link = damage(&base.link, &mut rng, LINK_DAMAGE);
    match from_fragment(&link) {
        Ok(back) => assert_eq!(back, base.record, "{link}"),
        Err(e) => assert!(matches!(e.kind, RecordErrorKind::Damaged), "{link}: {e}"),
    }
}

/// One damaged saved game: refused, or the same record (a change that leaves the header's
/// numbers as they were, such as a hex digit in capitals).
fn damaged_save_case(seed: u64) {
    let mut rng = Rand64::new(u128::from(seed));
    let base = any_base(&mut rng);
    let stored = damage(&base.saved, &mut rng, DAMAGE);
    match unseal(&base.record.game, &stored) {
        Ok(back) => assert_eq!(back, base.record, "{stored:?}"),
        Err(e) => assert!(
            matches!(
                e.kind,
                RecordErrorKind::Damaged | RecordErrorKind::NewerVersion(_)
            ),
            "{stored:?}: {e}"
        ),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_ANY_TEXT))]

    /// Text drawn by proptest (shrinks to the smallest failing text).
    #[test]
    fn any_text_never_panics(text in prop_oneof![".{0,120}", "[ -~\n]{0,120}"]) {
        read_every_way(&text);
        read_every_way(&format!("co-dan-gian record 1\n{text}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_RANDOM_TEXT))]

    /// Raw bytes, record tokens and any characters, drawn from a seed.
    #[test]
    fn random_text_never_panics(seed in any::<u64>()) {
        read_every_way(&random_text(&mut Rand64::new(u128::from(seed))));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_RECORD_LIKE))]

    #[test]
    fn record_like_text_never_panics(seed in any::<u64>()) {
        read_every_way(&random_record_like(&mut Rand64::new(u128::from(seed))));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_MUTATED_RECORDS))]

    #[test]
    fn damaged_records_never_panic(seed in any::<u64>()) {
        damaged_record_case(seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_RANDOM_MOVES))]

    #[test]
    fn random_move_lists_never_panic(seed in any::<u64>()) {
        read_every_way(&random_moves_record(&mut Rand64::new(u128::from(seed))));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_MUTATED_LINKS))]

    #[test]
    fn damaged_links_are_refused_or_unchanged(seed in any::<u64>()) {
        damaged_link_case(seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES_MUTATED_SAVES))]

    #[test]
    fn damaged_saves_are_refused_or_unchanged(seed in any::<u64>()) {
        damaged_save_case(seed);
    }
}

/// A million more cases of the readers and 3,000 more random games, for the report:
/// `cargo test --release --test suite record_props:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn million_cases() {
    let start = std::time::Instant::now();
    let mut rng = Rand64::new(0x5eed);
    for i in 0..1_000_000u64 {
        let seed = rng.rand_u64();
        match i % 6 {
            0 => drop(read_every_way(&random_text(&mut Rand64::new(u128::from(
                seed,
            ))))),
            1 => drop(read_every_way(&random_record_like(&mut Rand64::new(
                u128::from(seed),
            )))),
            2 => damaged_record_case(seed),
            3 => drop(read_every_way(&random_moves_record(&mut Rand64::new(
                u128::from(seed),
            )))),
            4 => damaged_link_case(seed),
            _ => damaged_save_case(seed),
        }
    }
    for i in 0..1_000u64 {
        let (seed, salt) = (rng.rand_u64(), rng.rand_u64());
        let kind = [StartKind::Standard, StartKind::Played, StartKind::Random][i as usize % 3];
        game_case::<Ganh>(
            Ganh::random_options(&mut Rand64::new(u128::from(salt))),
            seed,
            kind,
            120,
            salt,
        );
        game_case::<Toan>(
            Toan::random_options(&mut Rand64::new(u128::from(salt))),
            seed,
            kind,
            80,
            salt,
        );
        let mut options = Cangua::random_options(&mut Rand64::new(u128::from(salt)));
        options
            .set("players", ["r,y", "r,b,y", "r,b,y,g"][i as usize % 3])
            .unwrap();
        options
            .set("dice", ["1", "2"][(i / 3) as usize % 2])
            .unwrap();
        game_case::<Cangua>(options, seed, kind, 300, salt);
    }
    eprintln!(
        "1,000,000 reader cases and 3,000 random games in {:?}",
        start.elapsed()
    );
}

/// A record that undoes thousands of moves (a hostile link, or a very long game taken back
/// to its start) loads in linear time with every undone move kept for redo.
#[test]
fn long_redo_tail_is_restored_whole() {
    let shuffle = ["a3-b3", "e3-d3", "b3-a3", "d3-e3"];
    let redo: Vec<&str> = shuffle.iter().cycle().take(6_000).copied().collect();
    let text = format!(
        "co-dan-gian record 1\ngame: ganh\noptions: repetition=off no-progress=off\nmoves: {}\nredo: {}\n",
        shuffle.join(", "),
        redo.join(", ")
    );
    let start = std::time::Instant::now();
    let s: Session<Ganh> = to_session(&Record::parse(&text).unwrap()).unwrap();
    assert_eq!((s.moves().len(), s.all_moves().len()), (4, 4 + 6000));
    eprintln!("restored 6000 undone moves in {:?}", start.elapsed());
    // An illegal undone move is refused.
    let at = text.rfind("d3-e3").unwrap();
    let bad = format!("{}a1-a5\n", &text[..at]);
    let Err(e) = to_session::<Ganh>(&Record::parse(&bad).unwrap()) else {
        panic!("a1-a5 was played")
    };
    assert_eq!(e.kind, RecordErrorKind::IllegalMove);
    assert!(
        e.message(co_dan_gian::core::Lang::En)
            .starts_with("Line 5 (redo): Undone move 6000 'a1-a5'"),
        "{e}"
    );
}
