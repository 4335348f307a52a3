//! The games the app offers: their names, descriptions, addresses and views.

use super::i18n::{tr, Tr};
use super::view::GameView;

/// One game on the home screen.
pub struct GameInfo {
    /// Its address: `#/ID`.
    pub id: &'static str,
    /// Its Vietnamese name, shown in both languages.
    pub name: &'static str,
    /// One line on what it is.
    pub blurb: Tr,
    /// Makes its screen.
    pub make: fn() -> Box<dyn GameView>,
}

/// Every game the app has, in home-screen order.
pub fn all() -> Vec<GameInfo> {
    vec![
    GameInfo {
        id: "ganh",
        name: "Cờ gánh",
        blurb: tr(
            "Hai người, mười sáu quân: gánh và vây để lật quân đối phương thành quân mình.",
            "Two players, sixteen pieces: gánh and vây turn your opponent's pieces into yours.",
        ),
        make: || Box::new(super::ganh::view()),
    },
    GameInfo {
        id: "toan",
        name: "Cờ toán",
        blurb: tr(
            "Cờ toán Bắc Ninh: mỗi nước ăn quân là một phép cộng, trừ, nhân hay chia.",
            "The mathematical chess of Bắc Ninh: every capture is a sum, a difference, a product or a division.",
        ),
        make: || Box::new(super::toan::view()),
    },
    GameInfo {
        id: "cangua",
        name: "Cờ cá ngựa",
        blurb: tr(
            "Hai đến bốn người gieo xúc xắc, đua bốn chú ngựa quanh bàn về chuồng; đá ngựa đối phương về thảo nguyên.",
            "Two to four players roll the dice and race four horses round the board home; kick rivals back to their stable.",
        ),
        make: || Box::new(super::cangua::view()),
    }]
}

/// The game with address `id`.
pub fn find(id: &str) -> Option<GameInfo> {
    all().into_iter().find(|g| g.id == id)
}
