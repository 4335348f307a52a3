//! The games a record may hold, by the id written in its `game` field.

/// Every game's id and its name, in the app's order.
pub const GAMES: [(&str, &str); 3] = [
    ("ganh", "Cờ gánh"),
    ("toan", "Cờ toán"),
    ("cangua", "Cờ cá ngựa"),
];

/// The name of the game with id `id` (`ganh` → `Cờ gánh`), or `None` for an unknown id.
pub fn game_name(id: &str) -> Option<&'static str> {
    GAMES.iter().find(|(i, _)| *i == id).map(|(_, name)| *name)
}

/// The game's name for a message: its name when known, else the id as given, quoted.
pub(crate) fn name_or_id(id: &str) -> String {
    game_name(id).map_or_else(|| format!("'{}'", super::error::quoted(id)), str::to_string)
}
