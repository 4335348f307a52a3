//! The games a record may hold, by the id written in its `game` field: the registry's.

/// The name of the game with id `id` (`ganh` → `Cờ gánh`), or `None` for an unknown id.
pub fn game_name(id: &str) -> Option<&'static str> {
    crate::games::find(id).map(|g| g.name)
}

/// The game's name for a message: its name when known, else the id as given, quoted.
pub(crate) fn name_or_id(id: &str) -> String {
    game_name(id).map_or_else(|| format!("'{}'", super::error::quoted(id)), str::to_string)
}
