//! Who sits at each colour: a person, or the computer at a level. Kept per game by the app,
//! changeable in the settings at any time, and written into saved games as `players`.

use super::dom;
use super::i18n::{tr, Tr};
use crate::ai::Level;
use crate::core::Player;
use crate::remote::TableId;
use crate::table::{Hand, Hands};
use std::cell::RefCell;

const PERSON: Tr = tr("Người chơi", "A person");
const FRIEND: Tr = tr("Bạn ở máy khác", "A friend, on another device");

/// One seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Seat {
    /// A person at the table (the default).
    #[default]
    Person,
    /// The computer at a level.
    Computer(Level),
    /// A person at another device, in play with a friend ([`super::friend`]): moves come
    /// over the connection, never from a tap here.
    Friend,
}

impl Seat {
    /// The text form used in settings and records: `person`, `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Seat::Person => "person",
            Seat::Friend => "friend",
            Seat::Computer(l) => l.name(),
        }
    }

    /// Who sits here, as the game screen says it beside the colour: "Người chơi",
    /// "Máy — dễ", "Bạn ở máy khác".
    pub fn label(self, lang: crate::core::Lang) -> &'static str {
        match self {
            Seat::Person => PERSON.get(lang),
            Seat::Friend => FRIEND.get(lang),
            Seat::Computer(l) => l.seat_label().get(lang),
        }
    }

    /// Reads a name written by [`Seat::name`] (`random` is for measuring, not offered).
    pub fn parse(text: &str) -> Option<Seat> {
        match text {
            "person" => Some(Seat::Person),
            "friend" => Some(Seat::Friend),
            _ => Level::named(text)
                .filter(|l| *l != Level::Random)
                .map(Seat::Computer),
        }
    }

    /// The choices offered in the settings dialog of the game `game_id`: a person, or the
    /// computer at each level the game offers.
    pub fn choices(game_id: &str) -> Vec<(&'static str, Tr)> {
        let mut out = vec![("person", PERSON)];
        out.extend(
            crate::ai::levels_of(game_id)
                .iter()
                .map(|l| (l.name(), l.seat_label())),
        );
        out
    }
}

/// The seats of one game, by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Seats([Seat; 4]);

impl Seats {
    /// Who sits at `p`.
    pub fn get(&self, p: Player) -> Seat {
        self.0[p.index()]
    }

    /// Seats `seat` at `p`.
    pub fn set(&mut self, p: Player, seat: Seat) {
        self.0[p.index()] = seat;
    }

    /// The settings key of colour `p`'s seat.
    pub fn key(p: Player) -> &'static str {
        match p {
            Player::Red => "seat.r",
            Player::Blue => "seat.b",
            Player::Yellow => "seat.y",
            Player::Green => "seat.g",
        }
    }

    /// The record form for `players`: `red=person blue=hard`.
    pub fn to_text(self, players: &[Player]) -> String {
        players
            .iter()
            .map(|p| format!("{}={}", colour_word(*p), self.get(*p).name()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads [`Seats::to_text`]; unknown words are skipped (a person sits there).
    pub fn from_text(text: &str) -> Seats {
        let mut s = Seats::default();
        for pair in text.split_whitespace() {
            let Some((colour, seat)) = pair.split_once('=') else {
                continue;
            };
            let player = Player::ALL.into_iter().find(|p| colour_word(*p) == colour);
            if let (Some(p), Some(seat)) = (player, Seat::parse(seat)) {
                s.set(p, seat);
            }
        }
        s
    }
}

impl Seats {
    /// The seats of a game never set on this device: a newcomer plays Red against the
    /// computer at Easy (every game offers it; Mới tập, below, is a choice in the new-game
    /// sheet), as the game screen says.
    pub fn newcomer() -> Seats {
        let level = Seat::Computer(Level::Easy);
        Seats([Seat::Person, level, level, level])
    }

    /// Who acts for each colour, as the table sees it.
    pub fn hands(self) -> Hands {
        Hands(self.0.map(|s| match s {
            Seat::Person => Hand::Person,
            Seat::Computer(_) => Hand::Computer,
            Seat::Friend => Hand::Friend,
        }))
    }
}

/// The colour's word in records: `red`, `blue`, `yellow`, `green`.
fn colour_word(p: Player) -> &'static str {
    match p {
        Player::Red => "red",
        Player::Blue => "blue",
        Player::Yellow => "yellow",
        Player::Green => "green",
    }
}

thread_local! {
    /// Each game's seats, by id (a list: a hash map costs the page module more).
    static TABLE: RefCell<Vec<(String, Seats)>> = const { RefCell::new(Vec::new()) };
    /// Each game's table across devices, as read or set (storage is read once a game).
    static TABLES: RefCell<Vec<(String, Option<TableId>)>> = const { RefCell::new(Vec::new()) };
}

/// Remembers `seats` for game `id` in [`TABLE`].
fn keep(id: &str, seats: Seats) {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        match t.iter_mut().find(|(k, _)| k == id) {
            Some(e) => e.1 = seats,
            None => t.push((id.to_string(), seats)),
        }
    });
}

/// The seats of game `id` as last set on this device ([`Seats::newcomer`] until then; a
/// board apart, persons).
pub fn of(id: &str) -> Seats {
    if let Some(s) = TABLE.with(|t| t.borrow().iter().find(|(k, _)| k == id).map(|e| e.1)) {
        return s;
    }
    // A board apart (a puzzle, the review, the analysis board) is played by persons.
    let fresh = || match crate::games::find(id) {
        Some(_) => Seats::newcomer(),
        None => Seats::default(),
    };
    let s = dom::load(&format!("cdg.seats.{id}")).map_or_else(fresh, |t| Seats::from_text(&t));
    keep(id, s);
    s
}

/// Sets the seats of game `id` and remembers them on this device.
pub fn set(id: &str, seats: Seats, players: &[Player]) {
    keep(id, seats);
    dom::save(&format!("cdg.seats.{id}"), &seats.to_text(players));
}

/// The `players` field of game `id`'s record: `red=person blue=hard`.
pub fn record_text(id: &str, players: &[Player]) -> String {
    let seats = of(id);
    let pairs: Vec<(Player, &str)> = players.iter().map(|&p| (p, seats.get(p).name())).collect();
    crate::record::format_players(&pairs)
}

/// Seats game `id` as a record's `players` field says (a loaded or shared game).
pub fn restore_from_record(id: &str, text: Option<&str>, players: &[Player]) {
    if let Some(text) = text {
        set(id, Seats::from_text(text), players);
    }
}

/// The table game `id` is played at across devices (play with a friend, or by link), if it
/// is: kept on this device and written into its records as `table`, so a link or a message
/// for this game is known from one for another.
pub fn table(id: &str) -> Option<TableId> {
    if let Some(t) = TABLES.with(|t| t.borrow().iter().find(|(k, _)| k == id).map(|e| e.1)) {
        return t;
    }
    let t = dom::load(&format!("cdg.table.{id}")).and_then(|t| TableId::parse(&t));
    TABLES.with(|v| v.borrow_mut().push((id.to_string(), t)));
    t
}

/// Sets (or with `None` ends) the table of game `id`.
pub fn set_table(id: &str, table: Option<TableId>) {
    TABLES.with(|v| {
        let mut v = v.borrow_mut();
        v.retain(|(k, _)| k != id);
        v.push((id.to_string(), table));
    });
    match table {
        Some(t) => {
            dom::save(&format!("cdg.table.{id}"), &t.to_string());
        }
        None => dom::remove(&format!("cdg.table.{id}")),
    }
}
