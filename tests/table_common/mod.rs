//! Checks every game's table passes: the move list kept move by move equals the list
//! rebuilt from the start, through plays, undos, redos, jumps and moves that cut off undone
//! ones; and a record opens as the same table.

use co_dan_gian::core::{Game, Lang};
use co_dan_gian::table::{Lines, MoveLine, Present, Table};

/// The move list rebuilt from the start, in `lang`.
pub fn rebuilt<G: Game, P: Present<G>>(t: &Table<G, P>, lang: Lang) -> Vec<MoveLine> {
    Lines::rebuild(&t.p, t.session(), lang).lines().to_vec()
}

/// Plays up to `plies` random moves from `t` (with undos, redos, jumps and cut-offs mixed
/// in), checking after each step that the kept list equals the rebuilt one and that the
/// panel's lines in effect match it.
pub fn random_walk<G: Game, P: Present<G>>(t: &mut Table<G, P>, plies: usize, seed: u64) {
    let mut rng = oorandom::Rand64::new(u128::from(seed));
    for step in 0..plies {
        let lang = if step % 7 == 3 { Lang::En } else { Lang::Vi };
        match rng.rand_range(0..10) {
            0 => {
                t.undo();
            }
            1 => {
                t.redo();
            }
            2 => {
                let to = rng.rand_range(0..(t.plies() as u64 + 1)) as usize;
                t.go_to(to);
            }
            _ => {
                let moves = t.legal_texts();
                if moves.is_empty() {
                    t.undo();
                } else {
                    let pick = &moves[rng.rand_range(0..moves.len() as u64) as usize];
                    t.play_text(pick, lang).expect("a listed move plays");
                }
            }
        }
        let status = t.status(lang);
        let again = rebuilt(t, lang);
        assert_eq!(*status.lines, again, "the kept list after step {step}");
        let in_effect = MoveLine::in_effect(&again, t.ply());
        assert_eq!(
            status.moves.len(),
            in_effect.len(),
            "lines in effect, step {step}"
        );
        assert_eq!(
            status.moves.last(),
            in_effect.last(),
            "last line, step {step}"
        );
    }
}

/// `t`'s record opened on `fresh` gives the same game, history, list and record.
pub fn round_trip<G: Game, P: Present<G>>(t: &Table<G, P>, fresh: &mut Table<G, P>) {
    let record = t.record(&[("players", "red=person blue=easy")], |_| false);
    // The notation kept move by move is what replaying the session writes.
    let replayed = co_dan_gian::record::from_session(t.session(), t.seed(), &[]);
    assert_eq!(
        (
            &record.moves,
            &record.redo,
            &record.start,
            &record.position,
            &record.options
        ),
        (
            &replayed.moves,
            &replayed.redo,
            &replayed.start,
            &replayed.position,
            &replayed.options
        )
    );
    let text = record.format();
    let read = co_dan_gian::record::Record::parse(&text).expect("the record reads back");
    fresh.load_record(&read).expect("the record opens");
    assert_eq!(fresh.game().position(), t.game().position());
    assert_eq!((fresh.ply(), fresh.plies()), (t.ply(), t.plies()));
    assert_eq!(*fresh.status(Lang::Vi).lines, *t.status(Lang::Vi).lines);
    assert_eq!(
        fresh.record(&[("players", "red=person blue=easy")], |_| false),
        record
    );
}
