//! "How to play" pages: for each game a few short sections in both languages, each with a
//! diagram drawn by the game's own view from a position string (so the pictures are the
//! real board and the real rules, never a drawing that could disagree with them).

use super::i18n::{tr, Tr};

/// A diagram: a position, and optionally the cell tapped to show what a piece can do.
pub struct Diagram {
    /// The position string to set up.
    pub position: &'static str,
    /// A cell to tap after setting up (its moves and captures then show).
    pub tap: Option<&'static str>,
    /// A line under the picture.
    pub caption: Tr,
}

/// One section of a page.
pub struct Section {
    /// Its heading.
    pub title: Tr,
    /// Its text.
    pub text: Tr,
    /// Its pictures.
    pub diagrams: Vec<Diagram>,
    /// A list under the text, one line each (the variants that Settings offers).
    pub items: Vec<Tr>,
}

fn d(position: &'static str, tap: Option<&'static str>, caption: Tr) -> Diagram {
    Diagram {
        position,
        tap,
        caption,
    }
}

/// The page for game `id`.
pub fn page(id: &str) -> Vec<Section> {
    match id {
        "ganh" => ganh(),
        "toan" => toan(),
        "cangua" => cangua(),
        _ => Vec::new(),
    }
}

fn ganh() -> Vec<Section> {
    vec![
        Section {
            title: tr("Bàn cờ và quân cờ", "Board and pieces"),
            text: tr(
                "Hai người, mỗi bên 8 quân trên 25 điểm. Đường chéo chỉ có ở những điểm được vẽ. Đỏ đi trước.",
                "Two players with 8 pieces each on 25 points. Diagonals exist only where they are drawn. Red moves first.",
            ),
            diagrams: vec![d("BBBBB/B...B/R...B/R...R/RRRRR r -", Some("a3"), tr("Quân a3 đi được ba hướng.", "The piece on a3 can go three ways."))],
            items: vec![],
        },
        Section {
            title: tr("Gánh", "Gánh (carry)"),
            text: tr(
                "Đi một quân vào giữa hai quân đối phương trên một đường thẳng: cả hai quân đó đổi màu thành quân mình. Gánh trên hai đường một lúc là chầu 4, ba đường là chầu 6.",
                "Move a piece between two enemy pieces on one line: both turn into yours. Gánh on two lines at once is chầu 4, on three lines chầu 6.",
            ),
            diagrams: vec![
                d("...../...../.B.B./..R../..... r -", Some("c2"), tr("Đỏ đi c2-c3 và gánh b3, d3.", "Red plays c2-c3 and carries b3 and d3.")),
                d("...../..B../.B.B./.RB../..... r -", Some("b2"), tr("b2-c3: chầu 4.", "b2-c3: chầu 4.")),
            ],
            items: vec![],
        },
        Section {
            title: tr("Vây", "Vây (enclosure)"),
            text: tr(
                "Sau nước đi, nhóm quân đối phương nào không còn điểm trống bên cạnh thì bị vây và đổi màu.",
                "After your move, every enemy group left with no empty neighbouring point is enclosed and turns into yours.",
            ),
            diagrams: vec![d("....B/...../...../RR.../B.R.. r -", Some("c1"), tr("c1-b1 vây quân a1.", "c1-b1 encloses a1."))],
            items: vec![],
        },
        Section {
            title: tr("Mở", "Mở (opening)"),
            text: tr(
                "Nếu nước đi của bạn tạo ra chỗ cho đối phương gánh, đối phương bắt buộc phải gánh ở đó. Nước này gọi là mở: hy sinh hai quân để gánh lại nhiều hơn.",
                "If your move opens a point where your opponent can gánh, they must gánh there. This is a mở: give two pieces to win more back.",
            ),
            diagrams: vec![d("BBBBB/B...B/R...B/R.R.R/RR.RR b d2", None, tr("Sau c1-c2, Xanh phải đi e3-d2.", "After c1-c2, Blue must play e3-d2."))],
            items: vec![],
        },
        Section {
            title: tr("Kết thúc", "The end"),
            text: tr(
                "Bên nào hết quân là thua; bên thắng giữ cả 16 quân. Ván hòa khi một thế cờ lặp lại lần thứ ba, hoặc sau 100 nước liền không đổi màu quân nào (có thể tắt trong Cài đặt).",
                "A player with no pieces left loses; the winner holds all 16. The game is drawn when a position comes up for the third time, or after 100 plies without a conversion (both can be switched off in Settings).",
            ),
            diagrams: vec![],
            items: vec![],
        },
        variants(vec![tr(
            "Vây từng quân: mỗi quân đối phương không còn điểm trống bên cạnh đều đổi màu, dù nhóm của nó còn đường đi (lời văn gốc).",
            "Vây of single pieces: every enemy piece with no empty neighbour turns, even when its group can still move (the original wording).",
        )]),
    ]
}

/// The section listing the folk variants that Settings offers, one line each.
fn variants(items: Vec<Tr>) -> Section {
    Section {
        title: tr("Luật tùy chọn (trong Cài đặt)", "Variants (in Settings)"),
        text: tr(
            "Mỗi nhà một lệ: những luật sau bật được trong Cài đặt.",
            "Every family has its own rules: these can be set in Settings.",
        ),
        diagrams: vec![],
        items,
    }
}

fn toan() -> Vec<Section> {
    vec![
        Section {
            title: tr("Bàn cờ và quân cờ", "Board and pieces"),
            text: tr(
                "Bàn 9 × 11 ô. Mỗi bên có mười quân số 0 đến 9; số chấm trên quân là số của nó, quân 0 vẽ hình bộ não và đứng trên ô gạch chéo.",
                "A board of 9 × 11 cells. Each side has ten pieces numbered 0 to 9; the dots show the number, and the 0, drawn as a brain, stands on the crossed cell.",
            ),
            diagrams: vec![d("b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0", Some("c1"), tr("Quân 3 đi tối đa 3 ô theo 8 hướng.", "The 3 moves up to 3 cells in 8 directions."))],
            items: vec![],
        },
        Section {
            title: tr("Ăn quân bằng phép tính", "Capturing by arithmetic"),
            text: tr(
                "Hai quân mình đứng cạnh nhau: quân đi nhảy qua quân kia. Số ô tính sau quân kia là chữ số hàng đơn vị của tổng, hiệu, tích, thương hoặc số dư của hai số. Ô đích phải có quân đối phương và đường đi phải trống.",
                "Two of your pieces side by side: the mover jumps over its partner. The cells counted beyond the partner are the units digit of the sum, difference, product, quotient or remainder of their numbers. The target must hold an enemy piece and the way must be clear.",
            ),
            diagrams: vec![d(".b8b7b6b5b4b3b2b1/....b0..../........./........./....b9..../........./........./........./........./r1...r0..../.r2r3r4r5r6r7r8r9 r 0-0", Some("e1"), tr("5 + 0 = 5: quân 5 ăn quân 9 ở e7.", "5 + 0 = 5: the 5 takes the 9 on e7."))],
            items: vec![],
        },
        Section {
            title: tr("Điểm và kết thúc", "Points and the end"),
            text: tr(
                "Quân bị ăn được tính điểm theo số của nó. Ăn được quân 0 là thắng tuyệt đối. Ai đạt mốc điểm (mặc định 20) trước thì thắng ván.",
                "A captured piece scores its number. Capturing the 0 is an absolute win. The first to the point target (20 by default) wins the game.",
            ),
            diagrams: vec![],
            items: vec![],
        },
        variants(vec![
            tr(
                "Chơi đủ số ván: trận đấu chơi hết mọi ván; ăn quân 0 vẫn thắng ngay, còn lại ai thắng nhiều ván hơn, rồi nhiều điểm hơn, thắng trận.",
                "All games played: the match plays every game; taking a 0 still wins it at once, otherwise more games won, then more points, take it.",
            ),
            tr(
                "Quân 0 làm quân tính: tắt thì quân 0 không cùng quân khác ăn quân được.",
                "The 0 as a partner: switched off, the 0 never helps a capture.",
            ),
            tr(
                "Phép chia: chỉ dùng số dư (8 : 5 = 1 dư 3 chỉ ăn ở ô thứ 3).",
                "Division: only the remainder (8 ÷ 5 = 1 remainder 3 captures only at 3).",
            ),
        ]),
    ]
}

fn cangua() -> Vec<Section> {
    vec![
        Section {
            title: tr("Ra quân", "Bringing a horse out"),
            text: tr(
                "Mỗi người có 4 ngựa ở thảo nguyên. Gieo được 1 hoặc 6 thì đưa một ngựa ra ô xuất phát. Gieo 1 hoặc 6 được gieo thêm lượt nữa.",
                "Each player has 4 horses in the stable (thảo nguyên). A roll of 1 or 6 brings one out onto the start cell, and a 1 or 6 earns another roll.",
            ),
            diagrams: vec![d("r=s,s,s,s y=s,s,s,s r 6", None, tr("Đỏ gieo 6: ngựa ở thảo nguyên sáng lên, ra được.", "Red rolls a 6: the stable's horses light up and may come out."))],
            items: vec![],
        },
        Section {
            title: tr("Đi và đá", "Moving and kicking"),
            text: tr(
                "Gieo n thì một ngựa đi đúng n ô, không được nhảy qua ngựa nào. Dừng đúng ô có ngựa đối phương thì đá ngựa đó về thảo nguyên.",
                "A roll of n moves one horse exactly n cells, jumping no horse. Landing on an enemy horse kicks it back to its stable.",
            ),
            diagrams: vec![d("r=t10,s,s,s y=t42,s,s,s r 4", None, tr("Đỏ gieo 4: đi đúng vào ô của ngựa Vàng và đá nó về thảo nguyên.", "Red rolls a 4: landing on Yellow's horse kicks it back to its stable."))],
            items: vec![],
        },
        Section {
            title: tr("Về chuồng, thầu mạ và sập hầm", "Home, thầu mạ and sập hầm"),
            text: tr(
                "Từ cửa chuồng, gieo n thì vào ô n của chuồng; muốn lên ô k+1 phải gieo đúng k+1. Vào thẳng ô 6 là thầu mạ, vào ô 1 là sập hầm. Ai có 4 ngựa ở ô 3, 4, 5, 6 là về đích.",
                "From its gate a roll of n enters home cell n; to climb from k to k+1 needs exactly k+1. Entering straight onto 6 is a thầu mạ, onto 1 a sập hầm. Four horses on cells 3, 4, 5 and 6 finish.",
            ),
            diagrams: vec![d("r=h3,t55,s,s y=s,s,s,s r 4", None, tr("Gieo 4: ngựa ở ô 3 lên ô 4; ngựa ở cửa không vào được vì ô 3 có ngựa.", "A 4: the horse on 3 climbs to 4; the one at the gate cannot enter past cell 3."))],
            items: vec![],
        },
        variants(vec![
            tr(
                "Người đi trước: chọn một màu, ngẫu nhiên, hoặc mỗi người gieo một lần, ai cao nhất đi trước (bằng nhau thì gieo lại).",
                "Who starts: a chosen colour, random, or everyone rolls once and the highest starts (ties roll again).",
            ),
            tr(
                "Ra quân chỉ khi gieo 6 (hai xúc xắc: đôi bất kỳ).",
                "Bring a horse out only on a 6 (two dice: any double).",
            ),
            tr(
                "Gieo 6 ba lần liên tiếp: lần thứ ba mất lượt (hai xúc xắc: ba lần đôi).",
                "Three 6s in a row: the third loses the turn (two dice: three doubles).",
            ),
        ]),
    ]
}
