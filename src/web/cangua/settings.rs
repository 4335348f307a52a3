//! The settings dialog for Cờ cá ngựa: the rules' options (players, dice, home, …) and two
//! settings of the screen itself that are not rules: automatic moves and real dice.

use crate::core::GameOptions;
use crate::games::cangua::CanguaOptions;
use crate::web::i18n::{lang, tr};
use crate::web::view::Setting;

/// The screen's own settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// Play the move by itself when only one move exists.
    pub auto_move: bool,
    /// The family throws real dice and enters the roll by hand.
    pub real_dice: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            auto_move: true,
            real_dice: false,
        }
    }
}

/// The key of the automatic-move setting.
const AUTO: &str = "auto";
/// The key of the real-dice setting.
const REAL_DICE: &str = "real-dice";

impl Prefs {
    /// The screen's settings as key/value pairs.
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let word = |on: bool| if on { "on" } else { "off" }.to_string();
        vec![
            (AUTO, word(self.auto_move)),
            (REAL_DICE, word(self.real_dice)),
        ]
    }
}

/// Reads the dialog's values into rules options and screen settings, starting from the
/// current ones.
///
/// # Errors
/// A value the rules or the screen do not take, as a sentence in the current language.
pub fn read(
    values: &[(String, String)],
    options: &CanguaOptions,
    prefs: Prefs,
) -> Result<(CanguaOptions, Prefs), String> {
    let mut o = options.clone();
    let mut p = prefs;
    for (k, v) in values {
        let on = match v.as_str() {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        };
        match (k.as_str(), on) {
            (AUTO, Some(on)) => p.auto_move = on,
            (REAL_DICE, Some(on)) => p.real_dice = on,
            (AUTO | REAL_DICE, None) => {
                let text = tr(
                    "Giá trị phải là bật hoặc tắt.",
                    "The value must be on or off.",
                );
                return Err(format!("{k}: {}", text.get(lang())));
            }
            _ => o.set(k, v).map_err(|e| e.message(lang()))?,
        }
    }
    o.check().map_err(|e| e.message(lang()))?;
    Ok((o, p))
}

/// The choices the dialog offers.
pub fn all() -> Vec<Setting> {
    let on_off = || vec![("on", tr("Bật", "On")), ("off", tr("Tắt", "Off"))];
    let mut rows = crate::web::option_rows::rows::<CanguaOptions>();
    rows.extend([
        Setting {
            key: AUTO,
            label: tr(
                "Tự đi khi chỉ có một nước",
                "Move by itself when only one move exists",
            ),
            choices: on_off(),
        },
        Setting {
            key: REAL_DICE,
            label: tr(
                "Xúc xắc thật: tự nhập số gieo",
                "Real dice: enter the roll by hand",
            ),
            choices: vec![("off", tr("Tắt", "Off")), ("on", tr("Bật", "On"))],
        },
    ]);
    rows
}
