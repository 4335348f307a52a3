//! The screen's own settings (not rules): Cờ toán's digits and learning aid, Cờ cá ngựa's
//! automatic moves and real dice. One checked shape for every game: each is on or off, or
//! left to the screen's default; any other value is refused with a sentence.

use crate::core::Text;

/// One screen setting a game offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pref {
    /// Its key in the settings and in a record's `view` extra.
    pub key: &'static str,
    /// Its value until chosen; `None`: the screen decides (Cờ toán's digits follow the
    /// size of the cells).
    pub default: Option<bool>,
}

/// The screen settings of one game, each on, off or not yet chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    values: Vec<(Pref, Option<bool>)>,
}

impl Prefs {
    /// The settings `specs`, each at its default.
    pub fn new(specs: &[Pref]) -> Prefs {
        Prefs {
            values: specs.iter().map(|p| (*p, p.default)).collect(),
        }
    }

    /// Whether `key` is one of these settings.
    pub fn has(&self, key: &str) -> bool {
        self.values.iter().any(|(p, _)| p.key == key)
    }

    /// The value of `key`: chosen, or its default (`None`: the screen decides; also for a
    /// key that is not a setting here).
    pub fn get(&self, key: &str) -> Option<bool> {
        self.values.iter().find(|(p, _)| p.key == key)?.1
    }

    /// Whether `key` is on, taking `auto` when the screen decides.
    pub fn on(&self, key: &str, auto: bool) -> bool {
        self.get(key).unwrap_or(auto)
    }

    /// Sets `key` from its text `value`, `on` or `off`.
    ///
    /// # Errors
    /// Any other value, naming the key; the settings are then unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Text> {
        let on = match value {
            "on" => true,
            "off" => false,
            _ => {
                return Err(Text::new(
                    format!("{key}: Giá trị phải là bật (on) hoặc tắt (off)."),
                    format!("{key}: The value must be on or off."),
                ))
            }
        };
        if let Some(slot) = self.values.iter_mut().find(|(p, _)| p.key == key) {
            slot.1 = Some(on);
        }
        Ok(())
    }

    /// Every setting as `(key, on|off)`, `auto` deciding those left to the screen.
    pub fn pairs(&self, auto: &dyn Fn(&str) -> bool) -> Vec<(&'static str, String)> {
        self.values
            .iter()
            .map(|(p, v)| {
                let on = v.unwrap_or_else(|| auto(p.key));
                (p.key, if on { "on" } else { "off" }.to_string())
            })
            .collect()
    }

    /// Reads a record's `view` extra (`digits=on aid=off`): words that are not a setting
    /// here or not `on`/`off` are skipped (these are preferences, not rules).
    pub fn read_extra(&mut self, text: &str) {
        for (k, v) in text.split_whitespace().filter_map(|w| w.split_once('=')) {
            if self.has(k) {
                let _ = self.set(k, v);
            }
        }
    }

    /// The `view` extra: `digits=on aid=off`.
    pub fn extra(&self, auto: &dyn Fn(&str) -> bool) -> String {
        let words: Vec<String> = self
            .pairs(auto)
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        words.join(" ")
    }
}
