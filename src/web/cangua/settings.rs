//! The settings dialog for Cờ cá ngựa: the rules' options (players, dice, home, …) and two
//! settings of the screen itself that are not rules: automatic moves and real dice.

use crate::games::cangua::CanguaOptions;
use crate::table::cangua::{AUTO, REAL_DICE};
use crate::web::i18n::tr;
use crate::web::view::Setting;

/// The choices the dialog offers.
pub fn all() -> Vec<Setting> {
    let mut rows = crate::web::option_rows::rows::<CanguaOptions>();
    rows.extend([
        Setting::on_off(
            AUTO,
            tr(
                "Tự đi khi chỉ có một nước",
                "Move by itself when only one move exists",
            ),
        ),
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
