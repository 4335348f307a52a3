//! Turning a record into a game with its history, and a game with its history into a
//! record. Loading replays every move through the game's own rules, so a record that was
//! changed into something impossible is refused with the move and line where it breaks.

use super::error::{quoted, quoted_up_to, RecordError, RecordErrorKind as Kind};
use super::fields::{is_extra_name, one_line, Record, Start};
use super::names::name_or_id;
use crate::core::{BadPair, Game, GameOptions, Lang, ParseError, PlayError, Session};

/// Replays `record` as a game of `G`: the options (those left out take their default), the
/// start (`G::new(options, seed)` for the standard start, else
/// `G::from_position_seeded(start, options, seed)`), every move, then the undone moves, which
/// are undone again so that redo finds them. The dice generator of Cờ cá ngựa comes back
/// exactly: it is seeded by the seed and moved on by each roll.
///
/// # Errors
/// The record is of another game; an option, the start position, a move or an undone move
/// is refused by the game's rules (the game's own sentence is quoted, with the line, the
/// field and the move's number); or the `position` field is not where the moves lead.
pub fn to_session<G: Game>(record: &Record) -> Result<Session<G>, RecordError> {
    replay(record, None)
}

/// As [`to_session`], showing `each` every move as it is replayed (the undone ones last):
/// the game before it, the move and its report. A screen builds its move list in the same
/// replay, so a long game is replayed once when it opens.
///
/// # Errors
/// As [`to_session`].
pub fn to_session_with<G: Game>(
    record: &Record,
    mut each: impl FnMut(&G, G::Move, &G::Report),
) -> Result<Session<G>, RecordError> {
    replay(record, Some(&mut each))
}

/// [`to_session`], with `each` seeing every move when there is one.
fn replay<G: Game>(record: &Record, mut each: Each<'_, G>) -> Result<Session<G>, RecordError> {
    check_game(record, G::ID)?;
    let options = read_options::<G>(record)?;
    let start = match &record.start {
        Start::Standard => G::new(options.clone(), record.seed),
        Start::Position(p) => G::from_position_seeded(p, options.clone(), record.seed)
            .map_err(|e| bad_start(record, &e))?,
    };
    let mut session = Session::new(start);
    play_all(&mut session, record, "moves", &record.moves, &mut each)?;
    check_position(&session, record, &options)?;
    let cursor = session.moves().len();
    play_all(&mut session, record, "redo", &record.redo, &mut each)?;
    session.go_to(cursor);
    Ok(session)
}

// The error sentences below are written once, outside the functions generic over the game
// (each of those is compiled once per game into the page module).

/// Refuses `record` when it is not a record of game `id`.
fn check_game(record: &Record, id: &str) -> Result<(), RecordError> {
    if record.game == id {
        return Ok(());
    }
    Err(RecordError::at(
        Kind::WrongGame,
        record.line_of("game"),
        "game",
        format!(
            "Đây là bản ghi của {}, không phải của {}.",
            name_or_id(&record.game),
            name_or_id(id)
        ),
        format!(
            "This is a record of {}, not of {}.",
            name_or_id(&record.game),
            name_or_id(id)
        ),
    ))
}

/// The start position `e` refused.
fn bad_start(record: &Record, e: &ParseError) -> RecordError {
    RecordError::at(
        Kind::BadPosition,
        record.line_of("start"),
        "start",
        format!("Không thể bày thế cờ ban đầu: {}", e.message(Lang::Vi)),
        format!(
            "The start position cannot be set up: {}",
            e.message(Lang::En)
        ),
    )
}

/// Writes `session` as a record: the options, `seed` (the seed the game was made with: the
/// app keeps it), the start (`standard` when it is the standard start for these options
/// and seed), the moves in effect, the undone ones, the position now, and `extras`
/// (`("players", "red=person blue=hard")`, …). An extra whose name is a core field or not
/// a field name is left out; line breaks in a value become spaces.
pub fn from_session<G: Game>(session: &Session<G>, seed: u64, extras: &[(&str, &str)]) -> Record {
    let start = session.start();
    let options = start.options().clone();
    let standard = G::new(options.clone(), seed).position() == start.position();
    let mut game = start.clone();
    let mut moves = Vec::with_capacity(session.all_moves().len());
    for &mv in session.all_moves() {
        moves.push(game.format_move(mv));
        // Every move of a session was legal when it was played from this start.
        let _ = game.play(mv);
    }
    let redo = moves.split_off(session.moves().len());
    let mut record = Record::new(G::ID);
    record.options = options
        .pairs()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    record.seed = seed;
    record.start = if standard {
        Start::Standard
    } else {
        Start::Position(start.position())
    };
    record.moves = moves;
    record.redo = redo;
    record.position = Some(session.game().position());
    for (name, value) in extras {
        if is_extra_name(name) && record.extra(name).is_none() {
            record.extras.push((name.to_string(), one_line(value)));
        }
    }
    record
}

/// Checks that `record` opens as a game of the kind it names, replaying it with that
/// game's rules (the check [`to_session`] makes, for code that does not know the game).
///
/// # Errors
/// As [`to_session`].
pub fn validate(record: &Record) -> Result<(), RecordError> {
    /// Replays the record as the game `G`.
    struct Check<'a>(&'a Record);
    impl Check<'_> {
        fn visit<G: Game>(self) -> Result<(), RecordError> {
            to_session::<G>(self.0).map(drop)
        }
    }
    crate::visit_game!(&record.game, Check(record)).unwrap_or_else(|| Err(unknown_game(record)))
}

/// The error for a record whose `game` is not one of the registry's.
pub fn unknown_game(record: &Record) -> RecordError {
    RecordError::at(
        Kind::UnknownGame,
        record.line_of("game"),
        "game",
        format!("Không biết trò chơi '{}'.", quoted(&record.game)),
        format!("Unknown game '{}'.", quoted(&record.game)),
    )
}

/// The options of `record`: the defaults, then each `key=value` set in turn.
fn read_options<G: Game>(record: &Record) -> Result<G::Options, RecordError> {
    G::Options::from_pairs(record.options.iter().map(|(k, v)| (k, v)))
        .map_err(|bad| bad_option(record, &bad))
}

/// The option `bad` refused.
fn bad_option(record: &Record, bad: &BadPair) -> RecordError {
    let (k, v) = (quoted(&bad.key), quoted(&bad.value));
    RecordError::at(
        Kind::BadOption,
        record.line_of("options"),
        "options",
        format!("{k}={v}: {}", bad.error.message(Lang::Vi)),
        format!("{k}={v}: {}", bad.error.message(Lang::En)),
    )
}

/// What sees each move as it is replayed: the game before it, the move and its report.
type Each<'a, G> = Option<&'a mut dyn FnMut(&G, <G as Game>::Move, &<G as Game>::Report)>;

/// Plays the moves of field `field` (`moves` or `redo`) in turn, showing each to `each`
/// (the game before it is kept only when there is someone to show it to).
fn play_all<G: Game>(
    session: &mut Session<G>,
    record: &Record,
    field: &str,
    moves: &[String],
    each: &mut Each<'_, G>,
) -> Result<(), RecordError> {
    for (i, text) in moves.iter().enumerate() {
        let k = i + 1;
        let mv = session
            .game()
            .parse_move(text)
            .map_err(|e| bad_move(record, field, k, text, G::ID, Refused::Notation(&e)))?;
        let before = each.is_some().then(|| session.game().clone());
        let report = session
            .play(mv)
            .map_err(|e| bad_move(record, field, k, text, G::ID, Refused::Play(&e)))?;
        if let (Some(f), Some(before)) = (each.as_mut(), before) {
            f(&before, mv, &report);
        }
    }
    Ok(())
}

/// Why a move of a record was refused.
enum Refused<'a> {
    /// It is not written in the game's notation.
    Notation(&'a ParseError),
    /// It cannot be played there.
    Play(&'a PlayError),
}

/// Move number `k` of field `field`, `text`, refused by game `id`.
fn bad_move(
    record: &Record,
    field: &str,
    k: usize,
    text: &str,
    id: &str,
    why: Refused<'_>,
) -> RecordError {
    let line = record.line_of(field);
    let (what_vi, what_en) = if field == "redo" {
        ("Nước đã lùi", "Undone move")
    } else {
        ("Nước", "Move")
    };
    let t = quoted(text);
    let (kind, vi, en) = match why {
        Refused::Notation(e) => (
            Kind::BadMove,
            format!(
                "{what_vi} thứ {k} '{t}' không viết đúng cách ghi nước đi của {}: {}",
                name_or_id(id),
                e.message(Lang::Vi)
            ),
            format!(
                "{what_en} {k} '{t}' is not written in the notation of {}: {}",
                name_or_id(id),
                e.message(Lang::En)
            ),
        ),
        Refused::Play(PlayError::GameOver) => (
            Kind::IllegalMove,
            format!("{what_vi} thứ {k} '{t}' đến sau khi ván cờ đã kết thúc."),
            format!("{what_en} {k} '{t}' comes after the game is over."),
        ),
        Refused::Play(PlayError::Illegal(why)) => (
            Kind::IllegalMove,
            format!(
                "{what_vi} thứ {k} '{t}' không hợp lệ ở thế cờ này: {}",
                why.vi
            ),
            format!("{what_en} {k} '{t}' is not legal here: {}", why.en),
        ),
    };
    RecordError::at(kind, line, field, vi, en)
}

/// Checks the `position` field, when there is one, against the game the moves lead to.
/// A position written differently but meaning the same (as its game reads it) is accepted.
fn check_position<G: Game>(
    session: &Session<G>,
    record: &Record,
    options: &G::Options,
) -> Result<(), RecordError> {
    let Some(given) = &record.position else {
        return Ok(());
    };
    let actual = session.game().position();
    if *given == actual {
        return Ok(());
    }
    let same = G::from_position(given, options.clone()).is_ok_and(|g| g.position() == actual);
    if same {
        return Ok(());
    }
    Err(mismatch(record, given, &actual))
}

/// The `position` field `given` is not `actual`, where the moves lead.
fn mismatch(record: &Record, given: &str, actual: &str) -> RecordError {
    RecordError::at(
        Kind::Mismatch,
        record.line_of("position"),
        "position",
        format!(
            "Các nước đi dẫn đến thế cờ '{actual}', không phải '{}': bản ghi đã bị sửa (xóa dòng này để mở các nước đi như chúng đang có).",
            quoted_up_to(given, 300)
        ),
        format!(
            "The moves lead to '{actual}', not '{}': the record has been changed (delete this line to load the moves as they are).",
            quoted_up_to(given, 300)
        ),
    )
}
