//! Random-game invariants for Cờ gánh, checked against a plain reference model of the rules
//! written here from the text of RULES.md §1 (coordinates and loops, no bit masks), so that the
//! bitboard engine and the model have to agree move by move. Native only (long loops).
#![cfg(not(target_arch = "wasm32"))]

use co_dan_gian::core::{EndReason, Game, GameOptions, NoProgress, Outcome, PlayError, Player};
use co_dan_gian::games::ganh::{Forced, Ganh, GanhOptions, GanhReport, Move, Point, Vay};
use proptest::prelude::*;

// ---- The reference model -----------------------------------------------------------------

/// (file, rank) of point index `i`.
fn xy(i: usize) -> (i32, i32) {
    ((i % 5) as i32, (i / 5) as i32)
}

/// The index of (file, rank), if on the board.
fn at(f: i32, r: i32) -> Option<usize> {
    ((0..5).contains(&f) && (0..5).contains(&r)).then_some((r * 5 + f) as usize)
}

/// Whether a drawn segment joins `a` and `b`: orthogonal neighbours always, diagonal
/// neighbours when file + rank is even.
fn joined_by_rule(a: usize, b: usize) -> bool {
    let ((fa, ra), (fb, rb)) = (xy(a), xy(b));
    let (df, dr) = ((fa - fb).abs(), (ra - rb).abs());
    df + dr == 1 || (df == 1 && dr == 1 && (fa + ra) % 2 == 0)
}

/// The model's geometry, worked out once from the two functions above and below.
struct Geometry {
    /// The points joined to each point.
    neighbours: Vec<Vec<usize>>,
    /// For each point, the pairs of points on either side of it along a drawn line.
    pairs: Vec<Vec<(usize, usize)>>,
}

/// The model's geometry.
fn geometry() -> &'static Geometry {
    static G: std::sync::OnceLock<Geometry> = std::sync::OnceLock::new();
    G.get_or_init(|| Geometry {
        neighbours: (0..25)
            .map(|a| (0..25).filter(|&b| joined_by_rule(a, b)).collect())
            .collect(),
        pairs: (0..25).map(pairs_by_rule).collect(),
    })
}

/// The pairs of points on either side of `t` along a drawn line through `t`.
fn pairs(t: usize) -> &'static [(usize, usize)] {
    &geometry().pairs[t]
}

/// The pairs either side of `t`: the two points one step each way along each of the four
/// directions, when both exist and both steps are drawn segments.
fn pairs_by_rule(t: usize) -> Vec<(usize, usize)> {
    let (f, r) = xy(t);
    [(1, 0), (0, 1), (1, 1), (-1, 1)]
        .into_iter()
        .filter_map(|(df, dr)| Some((at(f - df, r - dr)?, at(f + df, r + dr)?)))
        .filter(|&(a, b)| joined_by_rule(t, a) && joined_by_rule(t, b))
        .collect()
}

/// A position of the model: 25 points, player to move, obligation points (sorted indices).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Model {
    board: [Option<Player>; 25],
    side: Player,
    obligation: Vec<usize>,
}

impl Model {
    /// Reads a position string (trusted: written by the engine).
    fn read(s: &str) -> Model {
        let mut fields = s.split(' ');
        let mut board = [None; 25];
        for (row, rank) in fields.next().unwrap().split('/').enumerate() {
            for (file, c) in rank.chars().enumerate() {
                board[(4 - row) * 5 + file] = match c {
                    'R' => Some(Player::Red),
                    'B' => Some(Player::Blue),
                    _ => None,
                };
            }
        }
        let side = if fields.next().unwrap() == "r" {
            Player::Red
        } else {
            Player::Blue
        };
        let mut obligation: Vec<usize> = match fields.next().unwrap() {
            "-" => vec![],
            list => list
                .split(',')
                .map(|n| Point::parse(n).unwrap().index())
                .collect(),
        };
        obligation.sort();
        Model {
            board,
            side,
            obligation,
        }
    }

    /// Gánh points for `x`: empty, between two enemy pieces on a line, next to a piece of `x`.
    fn ganh_points(&self, x: Player) -> Vec<usize> {
        let enemy = Some(x.opponent());
        (0..25)
            .filter(|&p| self.board[p].is_none())
            .filter(|&p| {
                pairs(p)
                    .iter()
                    .any(|&(a, b)| self.board[a] == enemy && self.board[b] == enemy)
            })
            .filter(|&p| {
                geometry().neighbours[p]
                    .iter()
                    .any(|&q| self.board[q] == Some(x))
            })
            .collect()
    }

    /// Legal moves as (from, to), sorted.
    fn legal(&self, forced: Forced) -> Vec<(usize, usize)> {
        let allowed: Option<Vec<usize>> = match forced {
            Forced::Opening if !self.obligation.is_empty() => Some(self.obligation.clone()),
            Forced::Always => Some(self.ganh_points(self.side)).filter(|g| !g.is_empty()),
            _ => None,
        };
        let mut out = vec![];
        for from in (0..25).filter(|&i| self.board[i] == Some(self.side)) {
            for &to in geometry().neighbours[from]
                .iter()
                .filter(|&&j| self.board[j].is_none())
            {
                if allowed.as_ref().is_none_or(|a| a.contains(&to)) {
                    out.push((from, to));
                }
            }
        }
        out
    }

    /// Plays a legal move: step, gánh, vây of the opponent's groups (or, with `Vay::Single`,
    /// of each opponent piece with no empty neighbour), mở. Returns the pieces taken by gánh
    /// and by vây and the new gánh points of the opponent (all sorted).
    fn play(
        &mut self,
        from: usize,
        to: usize,
        (forced, rule): (Forced, Vay),
    ) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
        let me = self.side;
        let them = me.opponent();
        let before = self.ganh_points(them);
        self.board[from] = None;
        self.board[to] = Some(me);
        let mut ganh = vec![];
        for &(a, b) in pairs(to) {
            if self.board[a] == Some(them) && self.board[b] == Some(them) {
                ganh.extend([a, b]);
            }
        }
        for &q in &ganh {
            self.board[q] = Some(me);
        }
        // Vây: flood each enemy group; if no member touches an empty point, it turns.
        let mut vay = vec![];
        let mut done = [false; 25];
        for start in 0..25 {
            if done[start] || self.board[start] != Some(them) {
                continue;
            }
            let mut group = vec![start];
            done[start] = true;
            let mut k = 0;
            while k < group.len() {
                let g = group[k];
                for &q in &geometry().neighbours[g] {
                    if !done[q] && self.board[q] == Some(them) {
                        done[q] = true;
                        group.push(q);
                    }
                }
                k += 1;
            }
            let free = |g: usize| {
                geometry().neighbours[g]
                    .iter()
                    .any(|&q| self.board[q].is_none())
            };
            if rule == Vay::Single {
                vay.extend(group.into_iter().filter(|&g| !free(g)));
            } else if !group.iter().any(|&g| free(g)) {
                vay.extend(group);
            }
        }
        for &q in &vay {
            self.board[q] = Some(me);
        }
        self.side = them;
        let after = self.ganh_points(them);
        let mo: Vec<usize> = if forced == Forced::Off {
            vec![]
        } else {
            after.into_iter().filter(|p| !before.contains(p)).collect()
        };
        self.obligation = if forced == Forced::Opening {
            mo.clone()
        } else {
            vec![]
        };
        ganh.sort();
        vay.sort();
        (ganh, vay, mo)
    }

    /// Pieces of `x`.
    fn count(&self, x: Player) -> u32 {
        self.board.iter().filter(|&&b| b == Some(x)).count() as u32
    }
}

// ---- Random games ------------------------------------------------------------------------

/// Sorted indices of points.
fn idx(points: &[Point]) -> Vec<usize> {
    let mut v: Vec<usize> = points.iter().map(|p| p.index()).collect();
    v.sort();
    v
}

/// Every (from, to) pair on the board, legal or not.
fn all_moves() -> impl Iterator<Item = Move> {
    Point::ALL
        .into_iter()
        .flat_map(|a| Point::ALL.into_iter().map(move |b| Move::new(a, b)))
}

/// Checks the engine's report against the model's and the report's own shape.
fn check_report(r: &GanhReport, mv: Move, ganh: &[usize], vay: &[usize], mo: &[usize]) {
    assert_eq!(r.mv, mv);
    assert_eq!(idx(&r.ganh), ganh, "gánh");
    assert_eq!(idx(&r.vay), vay, "vây");
    assert_eq!(idx(&r.mo), mo, "mở");
    assert!(
        matches!(r.chau(), 0 | 2 | 4 | 6),
        "chầu {} (8 would need the mover's own line)",
        r.chau()
    );
    for pair in r.ganh.chunks(2) {
        let (a, b, t) = (
            pair[0].index() as i32,
            pair[1].index() as i32,
            mv.to.index() as i32,
        );
        assert_eq!(
            a + b,
            2 * t,
            "each pair stands either side of the landing point"
        );
    }
    let mut names: Vec<(u8, u8)> = r.mo.iter().map(|p| (p.file(), p.rank())).collect();
    names.sort();
    assert_eq!(
        names,
        r.mo.iter()
            .map(|p| (p.file(), p.rank()))
            .collect::<Vec<_>>(),
        "mở sorted by name"
    );
}

/// Plays one random game from the start under `options`, checking every invariant at every
/// ply; `exhaustive` also plays every one of the 625 (from, to) pairs at every ply.
fn random_game(options: GanhOptions, seed: u64, exhaustive: bool) -> Option<Outcome> {
    let mut rng = oorandom::Rand32::new(seed);
    let mut g = Ganh::new(options, seed);
    let mut model = Model::read(&g.position());
    let mut history = std::collections::HashMap::from([(model.clone(), 1u32)]);
    let mut quiet = 0;
    for ply in 0..300 {
        let position = g.position();
        // (The position string reading back with the same moves: tests/invariants.rs.)
        assert_eq!(Model::read(&position), model, "engine and model positions");
        assert_eq!(
            g.count(Player::Red) + g.count(Player::Blue),
            16,
            "16 pieces, always"
        );
        let legal = g.legal_moves();
        // Listed moves: sorted, exactly the model's, exactly those is_legal accepts.
        assert!(legal.windows(2).all(|w| w[0] < w[1]), "fixed order");
        if g.outcome().is_none() {
            let expect: Vec<Move> = model
                .legal(options.forced)
                .iter()
                .map(|&(a, b)| Move::new(Point::ALL[a], Point::ALL[b]))
                .collect();
            assert_eq!(legal, expect, "legal moves in {position}");
        }
        if exhaustive {
            for mv in all_moves() {
                assert_eq!(g.is_legal(mv), legal.contains(&mv), "{mv} in {position}");
            }
        }
        // The obligation as the app sees it.
        match options.forced {
            Forced::Opening => assert_eq!(idx(&g.obligation()), model.obligation),
            Forced::Always => assert_eq!(idx(&g.obligation()), model.ganh_points(model.side)),
            Forced::Off => assert!(g.obligation().is_empty()),
        }
        if !g.obligation().is_empty() && g.outcome().is_none() {
            let obligation = g.obligation();
            assert!(legal.iter().all(|m| obligation.contains(&m.to)));
        }
        // Moves from each point are the listed moves from there (every eighth ply).
        for p in Point::ALL
            .into_iter()
            .filter(|_| exhaustive || ply % 8 == 0)
        {
            let from_p: Vec<Move> = legal.iter().copied().filter(|m| m.from == p).collect();
            assert_eq!(g.moves_from(p), from_p);
        }
        // Every other move is refused and changes nothing.
        let samples: Vec<Move> = if exhaustive {
            all_moves().collect()
        } else {
            // One move of a random own piece to a random point, and one anything-to-anything.
            let own: Vec<Point> = Point::ALL
                .into_iter()
                .filter(|&p| g.piece_at(p) == Some(g.to_move()))
                .collect();
            let mut any = || Point::ALL[rng.rand_range(0..25) as usize];
            let own_piece = own.get(any().index() % own.len().max(1)).copied();
            [
                own_piece.map(|from| Move::new(from, any())),
                Some(Move::new(any(), any())),
            ]
            .into_iter()
            .flatten()
            .collect()
        };
        for mv in samples.into_iter().filter(|m| !legal.contains(m)) {
            assert!(!g.is_legal(mv));
            let (quiet_before, outcome_before) = (g.plies_without_conversion(), g.outcome());
            let err = g.play(mv).expect_err("unlisted move refused");
            if outcome_before.is_some() {
                assert_eq!(err, PlayError::GameOver);
            }
            assert_eq!(
                (g.position(), g.plies_without_conversion(), g.outcome()),
                (position.clone(), quiet_before, outcome_before)
            );
        }
        if exhaustive {
            for &mv in &legal {
                assert!(g.clone().play(mv).is_ok(), "listed move {mv} plays");
            }
        }
        // The end.
        let Some(&mv) = legal.get(rng.rand_range(0..legal.len().max(1) as u32) as usize) else {
            assert!(
                g.outcome().is_some(),
                "no legal move only once the game is over"
            );
            return g.outcome();
        };
        assert_eq!(g.outcome(), None);
        let mover = g.to_move();
        let (mine, theirs) = (g.count(mover), g.count(mover.opponent()));
        let report = g.play(mv).expect("listed move plays");
        let (ganh, vay, mo) = model.play(
            mv.from.index(),
            mv.to.index(),
            (options.forced, options.vay),
        );
        check_report(&report, mv, &ganh, &vay, &mo);
        // The mover never loses pieces; the opponent loses exactly what turned.
        assert_eq!(g.count(mover), mine + report.converted());
        assert_eq!(g.count(mover.opponent()), theirs - report.converted());
        quiet = if report.converted() > 0 { 0 } else { quiet + 1 };
        assert_eq!(g.plies_without_conversion(), quiet);
        let seen = history.entry(model.clone()).or_insert(0);
        *seen += 1;
        let seen = *seen;
        // The outcome, judged from the model.
        let expected = if model.count(model.side) == 0 {
            Some(Outcome::Win(mover, EndReason::NoPieces))
        } else if model.legal(options.forced).is_empty() {
            Some(Outcome::Win(mover, EndReason::NoMoves))
        } else if options.draw_repetition && seen >= 3 {
            Some(Outcome::Draw(EndReason::Repetition))
        } else if options.no_progress.plies().is_some_and(|n| quiet >= n) {
            Some(Outcome::Draw(EndReason::NoProgress))
        } else {
            None
        };
        assert_eq!(
            g.outcome(),
            expected,
            "outcome after {mv} in {}",
            g.position()
        );
    }
    g.outcome()
}

/// Options from the three `forced` values and the two draw rules.
fn options(forced: &str, repetition: bool, no_progress: NoProgress) -> GanhOptions {
    let mut o = GanhOptions::default();
    o.set("forced", forced).unwrap();
    o.draw_repetition = repetition;
    o.no_progress = no_progress;
    o
}

#[test]
fn random_games_keep_the_invariants_and_agree_with_the_model() {
    let mut ends = std::collections::BTreeMap::new();
    for seed in 0..2_400u64 {
        let forced = ["opening", "always", "off"][(seed % 3) as usize];
        // One game in four counts 50 plies to the no-progress draw, the others 100.
        let length = if seed % 4 == 1 {
            NoProgress::Fifty
        } else {
            NoProgress::Hundred
        };
        let mut o = options(forced, true, length);
        if seed % 8 == 7 {
            o.vay = Vay::Single;
        }
        let outcome = random_game(o, seed, seed % 601 == 0);
        *ends
            .entry(format!("{forced} {length:?} {outcome:?}"))
            .or_insert(0) += 1;
    }
    println!("{ends:#?}");
    // The random games reach every kind of end the rules have from the start.
    let seen = |what: &str| ends.keys().any(|k| k.contains(what));
    assert!(
        seen("NoPieces")
            && seen("Repetition")
            && seen("Fifty Some(Draw(NoProgress))")
            && seen("Hundred Some(Draw(NoProgress))"),
        "{ends:?}"
    );
}

#[test]
fn random_games_without_draw_rules() {
    for seed in 0..150u64 {
        let forced = ["opening", "always", "off"][(seed % 3) as usize];
        random_game(
            options(forced, false, NoProgress::Off),
            10_000 + seed,
            false,
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn proptest_random_games(seed in any::<u64>(), forced in 0..3usize, repetition: bool, no_progress in 0..3usize, first in 0..3usize, single: bool) {
        let length = [NoProgress::Hundred, NoProgress::Fifty, NoProgress::Off][no_progress];
        let mut o = options(["opening", "always", "off"][forced], repetition, length);
        o.set("first", ["red", "blue", "random"][first]).unwrap();
        o.set("vay", if single { "single" } else { "group" }).unwrap();
        random_game(o, seed, false);
    }

    #[test]
    fn proptest_parsing_never_panics(text in "\\PC{0,80}") {
        let _ = Ganh::from_position(&text, GanhOptions::default());
        let _ = Ganh::new(GanhOptions::default(), 0).parse_move(&text);
    }

    #[test]
    fn proptest_parsing_near_valid_strings_never_panics(
        board in "[RB./]{20,34}", side in "[rbx]", mo in "(-|[a-f][0-6](,[a-f][0-6]){0,3})"
    ) {
        let text = format!("{board} {side} {mo}");
        for forced in ["opening", "always", "off"] {
            if let Ok(g) = Ganh::from_position(&text, options(forced, true, NoProgress::Hundred)) {
                // Whatever parses writes itself back and reads the same.
                let again = Ganh::from_position(&g.position(), options(forced, true, NoProgress::Hundred)).unwrap();
                prop_assert_eq!(again.position(), g.position());
                prop_assert_eq!(again.legal_moves(), g.legal_moves());
            }
        }
    }
}
