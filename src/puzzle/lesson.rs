//! The first lesson of each game: a short guided walk through the rules on the real board.
//! Each step sets up a position, says in one sentence what to do, and waits for that move
//! (marked on the board); a right move is answered with one sentence of why. Data only: the
//! puzzle module (`crate::learn` in the browser) walks through it, and `tests/puzzles.rs`
//! checks that every asked move is legal and does what its sentence says.

use crate::core::{Game, Text};

/// One step of a lesson.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The position the step starts from.
    pub position: &'static str,
    /// The move asked for, in notation.
    pub mv: &'static str,
    /// What to do, in Vietnamese.
    pub ask_vi: &'static str,
    /// What to do, in English.
    pub ask_en: &'static str,
    /// What the move did, once made (Vietnamese).
    pub done_vi: &'static str,
    /// See [`Step::done_vi`] (English).
    pub done_en: &'static str,
}

impl Step {
    /// What to do, in both languages.
    pub fn ask(&self) -> Text {
        Text::new(self.ask_vi, self.ask_en)
    }

    /// What the move did, in both languages.
    pub fn done(&self) -> Text {
        Text::new(self.done_vi, self.done_en)
    }
}

const GANH: &[Step] = &[
    Step {
        position: "BBBBB/B...B/R...B/R...R/RRRRR r -",
        mv: "a3-b3",
        ask_vi: "Mỗi lượt, một quân đi một bước theo đường kẻ tới điểm trống bên cạnh. Đỏ đi trước: đưa quân ở a3 sang b3.",
        ask_en: "Each turn one piece steps along a line to an empty point next to it. Red moves first: move the piece on a3 to b3.",
        done_vi: "Đúng rồi. Quân chỉ đi theo đường kẻ: đường chéo chỉ có ở một số điểm.",
        done_en: "Right. Pieces move only along the lines; only some points have diagonals.",
    },
    Step {
        position: "...../...../.B.B./..R../..... r -",
        mv: "c2-c3",
        ask_vi: "Gánh: đi vào giữa hai quân đối phương trên một đường thẳng thì cả hai thành quân mình. Đưa c2 lên c3.",
        ask_en: "Gánh: step in between two enemy pieces on one line and both become yours. Move c2 up to c3.",
        done_vi: "Gánh! Hai quân Xanh ở b3 và d3 đã thành quân Đỏ.",
        done_en: "Gánh! Blue's pieces on b3 and d3 are now Red's.",
    },
    Step {
        position: "BR.../.R.../R..../...../..... r -",
        mv: "a3-a4",
        ask_vi: "Vây: quân đối phương bị vây kín, không còn đường đi, cũng thành quân mình. Đưa a3 lên a4 để vây quân Xanh ở a5.",
        ask_en: "Vây: enemy pieces shut in with no empty point to go to become yours too. Move a3 up to a4 to shut in Blue's a5.",
        done_vi: "Vây! Quân ở a5 không còn đường đi nên thành quân Đỏ.",
        done_en: "Vây! The piece on a5 had nowhere to go, so it is Red's now.",
    },
    Step {
        position: "...../B..../.B.B./R.R../..... r c3",
        mv: "c2-c3",
        ask_vi: "Mở: đối phương để trống một điểm giữa hai quân của họ (c3). Khi bị mở, bạn phải gánh ngay. Hãy gánh ở c3.",
        ask_en: "Mở: the opponent has left a point empty between two of their pieces (c3). When a mở is made, you must gánh there. Gánh at c3.",
        done_vi: "Xong bài học! Bên nào hết quân hoặc hết nước đi là thua.",
        done_en: "Lesson done! A side with no pieces or no move left loses.",
    },
];

const TOAN: &[Step] = &[
    Step {
        position: "........./....b0..../........./........./........./........./........./........./........./....r0..../..r3...... r 0-0",
        mv: "c1-c4",
        ask_vi: "Quân số n đi thẳng theo 8 hướng, từ 1 đến n ô trống. Quân 0 không bao giờ đi. Đưa quân 3 ở c1 lên c4 (3 ô).",
        ask_en: "A piece numbered n moves straight in any of 8 directions, 1 to n empty cells. The 0 never moves. Move the 3 on c1 up to c4 (3 cells).",
        done_vi: "Đúng rồi: quân 3 đi được nhiều nhất 3 ô.",
        done_en: "Right: a 3 goes at most 3 cells.",
    },
    Step {
        position: "........./....b0..../........./........./........./........./.....b3.../........./........./....r0r5.../.....r8... r 0-0",
        mv: "f1xf5",
        ask_vi: "Ăn quân bằng phép tính: quân 8 (f1) cạnh quân 5 (f2). 8 + 5 = 13, lấy hàng đơn vị là 3: quân 8 nhảy qua quân 5, đi tiếp 3 ô và ăn quân ở f5.",
        ask_en: "Capture by arithmetic: the 8 (f1) stands next to the 5 (f2). 8 + 5 = 13; its units digit is 3: the 8 jumps over the 5, goes 3 cells on and takes the piece on f5.",
        done_vi: "Ăn quân! Bạn được 3 điểm, bằng số của quân bị ăn.",
        done_en: "Captured! You score 3 points, the number of the piece taken.",
    },
    Step {
        position: "........./....b0..../........./.b7......./........./........./........./........./........./.r3..r0..../.r2....... r 0-0",
        mv: "b1xb8",
        ask_vi: "Phép nhân cũng được: 2 × 3 = 6. Quân 2 (b1) nhảy qua quân 3 (b2), đi 6 ô và ăn quân 7 ở b8.",
        ask_en: "Multiplying works too: 2 × 3 = 6. The 2 (b1) jumps over the 3 (b2), goes 6 cells and takes the 7 on b8.",
        done_vi: "Đúng! Cộng, trừ, nhân, chia (cả số dư) đều dùng được; hàng đơn vị 0 thì không.",
        done_en: "Right! Adding, subtracting, multiplying and dividing (the remainder too) all work; a units digit of 0 never does.",
    },
    Step {
        position: "........./....b0..../....r5..../....r6..../........./........./........./........./........./....r0..../......... r 0-0",
        mv: "e8xe10",
        ask_vi: "Ăn được quân 0 của đối phương là thắng tuyệt đối. 6 − 5 = 1: quân 6 (e8) nhảy qua quân 5, đi 1 ô và ăn quân 0 ở e10.",
        ask_en: "Taking the enemy 0 wins outright. 6 − 5 = 1: the 6 (e8) jumps over the 5, goes 1 cell and takes the 0 on e10.",
        done_vi: "Thắng tuyệt đối! Xong bài học: nhớ giữ quân 0 của mình.",
        done_en: "An absolute win! Lesson done: keep your own 0 safe.",
    },
];

const CANGUA: &[Step] = &[
    Step {
        position: "r=t20,s,s,s y=s,s,s,s r 6",
        mv: "6:s-t0",
        ask_vi: "Gieo được 1 hoặc 6 thì được xuất quân. Bạn gieo được 6: đưa một ngựa từ thảo nguyên ra ô xuất phát.",
        ask_en: "A 1 or a 6 brings a horse out. You rolled a 6: move one from the stable onto the start cell.",
        done_vi: "Xuất quân! Gieo được 1 hoặc 6 còn được gieo thêm lượt nữa.",
        done_en: "Out it comes! A 1 or a 6 also gives another roll.",
    },
    Step {
        position: "r=t20,t0,s,s y=s,s,s,s r 4",
        mv: "4:t0-t4",
        ask_vi: "Ngựa đi đúng số ô xúc xắc. Đưa ngựa ở ô xuất phát đi 4 ô, nhường chỗ cho ngựa sau.",
        ask_en: "A horse moves as many cells as the dice show. Move the horse on the start cell 4 on, to make room for the next one.",
        done_vi: "Đúng rồi: ngựa đứng ở ô xuất phát thì không xuất thêm ngựa được.",
        done_en: "Right: while a horse stands on the start cell, no other can come out.",
    },
    Step {
        position: "r=t10,t2,s,s y=t42,s,s,s r 4",
        mv: "4:t10-t14",
        ask_vi: "Đá ngựa: dừng đúng ô có ngựa đối phương thì đá nó về thảo nguyên. Đi ngựa ở ô 10 thêm 4 ô để đá ngựa Vàng.",
        ask_en: "Kick (đá): stop right on an enemy horse and it goes back to its stable. Move the horse 4 on from cell 10 to kick Yellow's.",
        done_vi: "Đá! Ngựa Vàng phải về thảo nguyên, bắt đầu lại.",
        done_en: "Kicked! Yellow's horse goes back to its stable and starts again.",
    },
    Step {
        position: "r=t55,t20,s,s y=t5,s,s,s r 6",
        mv: "6:t55-h6",
        ask_vi: "Đến cửa chuồng, ngựa vào chuồng theo số xúc xắc. Gieo 6 ở cửa chuồng: vào thẳng ô 6, gọi là thầu mạ.",
        ask_en: "At its gate a horse goes into its home column by the dice. A 6 at the gate goes straight to cell 6: that is thầu mạ.",
        done_vi: "Thầu mạ! Xong bài học: ai đưa đủ bốn ngựa vào chuồng trước thì thắng.",
        done_en: "Thầu mạ! Lesson done: the first to bring all four horses home wins.",
    },
];

/// A game that has a first lesson (every registered game: empty until it is written).
pub trait Taught: Game {
    /// The first lesson's steps, in order.
    const FIRST_LESSON: &'static [Step];
}

impl Taught for crate::games::ganh::Ganh {
    const FIRST_LESSON: &'static [Step] = GANH;
}

impl Taught for crate::games::toan::Toan {
    const FIRST_LESSON: &'static [Step] = TOAN;
}

impl Taught for crate::games::cangua::Cangua {
    const FIRST_LESSON: &'static [Step] = CANGUA;
}

impl Taught for crate::games::oaq::Oaq {
    /// Not written yet (issue 36).
    const FIRST_LESSON: &'static [Step] = &[];
}

/// The first lesson of the game `game`; none for an id that is not a game's.
pub fn first(game: &str) -> &'static [Step] {
    /// Reads a game's [`Taught::FIRST_LESSON`].
    struct First;
    impl First {
        fn visit<G: Taught>(self) -> &'static [Step] {
            G::FIRST_LESSON
        }
    }
    crate::visit_game!(game, First).unwrap_or(&[])
}
