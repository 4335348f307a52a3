//! Play by link: each move goes to the friend as the game's link, and the app that opens it
//! decides whether it continues the game it has, by the moves alone.
//!
//! ```
//! use co_dan_gian::remote::by_link::{follows, Follows};
//!
//! let mine = ["a", "b"].map(String::from);
//! assert_eq!(follows(&mine, &["a", "b", "c"].map(String::from)), Ok(Follows::Continues(1)));
//! assert_eq!(follows(&mine, &["a", "b"].map(String::from)), Ok(Follows::Same));
//! assert!(follows(&mine, &["a"].map(String::from)).is_err()); // an old link
//! assert!(follows(&mine, &["a", "x", "c"].map(String::from)).is_err()); // a fork
//! ```

use crate::core::{Game, GameOptions, Text};
use crate::record::Record;

/// The options a game takes when a record leaves them out: its defaults.
struct Defaults;

impl Defaults {
    fn visit<G: Game>(self) -> Vec<(String, String)> {
        let pairs = G::Options::default().pairs();
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }
}

/// Cuts a record down to what a move's link needs, so links stay short enough for a chat
/// message: the options that differ from the game's defaults, the seed, the start, the
/// moves (the undone ones too), and the table it belongs to; not the seats, the screen's
/// settings or the position check (the rules replay the moves anyway).
///
/// ```
/// use co_dan_gian::record::Record;
/// let mut r = Record::parse("co-dan-gian record 1\ngame: toan\nmoves: b1-b2\nplayers: red=person blue=person\ntable: 00000000000000aa\n").unwrap();
/// co_dan_gian::remote::by_link::shorten(&mut r);
/// assert_eq!(r.format(), "co-dan-gian record 1\ngame: toan\noptions:\nseed: 0\nstart: standard\nmoves: b1-b2\nredo:\ntable: 00000000000000aa\n");
/// ```
pub fn shorten(record: &mut Record) {
    let defaults: Vec<(String, String)> =
        crate::visit_game!(&record.game, Defaults).unwrap_or_default();
    record.options.retain(|kv| !defaults.contains(kv));
    record.position = None;
    record.extras.retain(|(k, _)| k == "table");
}

/// How a link's moves stand to the game here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Follows {
    /// The link has this many moves more: it continues the game.
    Continues(usize),
    /// The same moves: nothing new.
    Same,
}

/// Whether the moves of a link (`theirs`) continue `mine`.
///
/// # Errors
/// An old link (fewer moves, all of them here) or a fork (a move that differs): the
/// sentence that says so.
pub fn follows(mine: &[String], theirs: &[String]) -> Result<Follows, Text> {
    if let Some(i) = mine.iter().zip(theirs).position(|(a, b)| a != b) {
        return Err(Text::new(
            format!(
                "Liên kết này không nối tiếp ván của bạn: nước thứ {} khác nhau ('{}' ở đây, '{}' trong liên kết). Ván đang chơi không đổi.",
                i + 1, mine[i], theirs[i]
            ),
            format!(
                "This link does not continue your game: move {} differs ('{}' here, '{}' in the link). The game in progress is unchanged.",
                i + 1, mine[i], theirs[i]
            ),
        ));
    }
    if theirs.len() < mine.len() {
        return Err(Text::new(
            format!(
                "Liên kết này là một nước cũ của ván này: nó có {} nước, ván của bạn đã có {}. Ván đang chơi không đổi.",
                theirs.len(), mine.len()
            ),
            format!(
                "This link is an old move of this game: it has {} moves, your game already has {}. The game in progress is unchanged.",
                theirs.len(), mine.len()
            ),
        ));
    }
    Ok(match theirs.len() - mine.len() {
        0 => Follows::Same,
        n => Follows::Continues(n),
    })
}
