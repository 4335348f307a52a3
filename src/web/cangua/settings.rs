//! The settings dialog for Cờ cá ngựa: the rules' options (players, dice, home, …) and two
//! settings of the screen itself that are not rules: automatic moves and real dice.

use crate::table::cangua::{AUTO, REAL_DICE};
use crate::web::i18n::tr;
use crate::web::view::Setting;

/// The choices the dialog offers.
pub fn all() -> Vec<Setting> {
    let on_off = || vec![("on", tr("Bật", "On")), ("off", tr("Tắt", "Off"))];
    vec![
        Setting {
            key: "players",
            label: tr("Người chơi", "Players"),
            choices: vec![
                (
                    "r,y",
                    tr("2 người: Đỏ, Vàng (đối diện)", "2: Red, Yellow (facing)"),
                ),
                (
                    "b,g",
                    tr(
                        "2 người: Xanh, Xanh lá (đối diện)",
                        "2: Blue, Green (facing)",
                    ),
                ),
                (
                    "r,b",
                    tr(
                        "2 người: Đỏ, Xanh (cạnh nhau)",
                        "2: Red, Blue (side by side)",
                    ),
                ),
                (
                    "r,b,y",
                    tr("3 người: Đỏ, Xanh, Vàng", "3: Red, Blue, Yellow"),
                ),
                (
                    "b,y,g",
                    tr("3 người: Xanh, Vàng, Xanh lá", "3: Blue, Yellow, Green"),
                ),
                (
                    "r,y,g",
                    tr("3 người: Đỏ, Vàng, Xanh lá", "3: Red, Yellow, Green"),
                ),
                ("r,b,y,g", tr("4 người", "4 players")),
            ],
        },
        Setting {
            key: "dice",
            label: tr("Xúc xắc", "Dice"),
            choices: vec![
                ("1", tr("Một con", "One die")),
                ("2", tr("Hai con", "Two dice")),
            ],
        },
        Setting {
            key: "home",
            label: tr("Lên chuồng", "In the home column"),
            choices: vec![
                (
                    "climb",
                    tr(
                        "Leo từng bậc: ô k lên k+1 khi gieo đúng k+1",
                        "Climb: cell k to k+1 on a roll of k+1",
                    ),
                ),
                (
                    "steps",
                    tr(
                        "Đi theo số: gieo n lên n ô",
                        "Steps: a roll of n moves n cells",
                    ),
                ),
            ],
        },
        Setting {
            key: "extra",
            label: tr("Được gieo tiếp khi", "Roll again after"),
            choices: vec![
                (
                    "1-6",
                    tr(
                        "Gieo 1 hoặc 6 (1+6 hoặc đôi)",
                        "A 1 or a 6 (1+6 or a double)",
                    ),
                ),
                ("6", tr("Chỉ khi gieo 6 (6+6)", "Only a 6 (6+6)")),
            ],
        },
        Setting {
            key: "bring-out",
            label: tr("Ra quân khi gieo", "Bring a horse out on"),
            choices: vec![
                (
                    "1-6",
                    tr("1 hoặc 6 (1+6 hoặc đôi)", "A 1 or a 6 (1+6 or a double)"),
                ),
                ("6", tr("Chỉ 6 (đôi bất kỳ)", "Only a 6 (any double)")),
            ],
        },
        Setting {
            key: "three-sixes",
            label: tr(
                "Gieo 6 ba lần liên tiếp thì mất lượt",
                "A third 6 in a row passes the turn",
            ),
            choices: vec![("off", tr("Tắt", "Off")), ("on", tr("Bật", "On"))],
        },
        Setting {
            key: "first",
            label: tr("Đi trước", "Who starts"),
            choices: vec![
                ("seat", tr("Ghế đầu tiên", "The first seat")),
                ("red", tr("Đỏ", "Red")),
                ("blue", tr("Xanh", "Blue")),
                ("yellow", tr("Vàng", "Yellow")),
                ("green", tr("Xanh lá", "Green")),
                ("random", tr("Ngẫu nhiên", "Random")),
                (
                    "roll",
                    tr(
                        "Gieo xúc xắc: ai cao nhất đi trước",
                        "Roll: the highest roll starts",
                    ),
                ),
            ],
        },
        Setting {
            key: "direction",
            label: tr("Chiều lượt đi", "Turn order"),
            choices: vec![
                (
                    "seat",
                    tr("Đỏ → Xanh → Vàng → Xanh lá", "Red → Blue → Yellow → Green"),
                ),
                ("reverse", tr("Ngược lại", "The other way round")),
            ],
        },
        Setting {
            key: "stop",
            label: tr("Kết thúc", "The game ends"),
            choices: vec![
                (
                    "all",
                    tr("Khi đã xếp hạng mọi người", "When every place is settled"),
                ),
                (
                    "first",
                    tr("Khi có người về nhất", "When the first player finishes"),
                ),
            ],
        },
        Setting {
            key: "stakes",
            label: tr("Tính tiền cược", "Settle chips"),
            choices: vec![("off", tr("Tắt", "Off")), ("on", tr("Bật", "On"))],
        },
        Setting {
            key: "thau-ma",
            label: tr("Thầu mạ đầu tiên được", "First thầu mạ collects"),
            choices: vec![
                ("2", tr("2 phỉnh mỗi người", "2 chips from each")),
                ("3", tr("3 phỉnh mỗi người", "3 chips from each")),
            ],
        },
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
    ]
}
