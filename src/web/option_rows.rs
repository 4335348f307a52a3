//! The settings dialog's rows for a game's rules, built from the game's option schema, so
//! that no screen lists its options again.

use super::i18n::{tr, Tr};
use super::view::Setting;
use crate::core::{Game, GameOptions};

/// The label of the choice that is the rule's default, after its own label.
pub const DEFAULT: Tr = tr("mặc định", "default");

/// One row per option of `O`, in the schema's order, each offering the schema's values.
pub fn rows<O: GameOptions>() -> Vec<Setting> {
    O::SCHEMA
        .options
        .iter()
        .map(|spec| Setting {
            key: spec.key,
            label: spec.label,
            choices: spec
                .field
                .offered()
                .into_iter()
                .filter(|c| !c.label.en.is_empty())
                .map(|c| (c.value, c.label))
                .collect(),
        })
        .collect()
}

/// The default value of every rules option of the game `id`, as `(key, value)`.
pub fn defaults(id: &str) -> Vec<(&'static str, String)> {
    /// The defaults of `G`'s options.
    struct Defaults;
    impl Defaults {
        fn visit<G: Game>(self) -> Vec<(&'static str, String)> {
            G::Options::default().pairs()
        }
    }
    crate::visit_game!(id, Defaults).unwrap_or_default()
}
