//! The puzzle screen's words in both languages (game terms keep their Vietnamese names).

use crate::core::{Lang, Player};
use crate::page::i18n::{tr, Tr};

/// A seat's name in `l`.
pub fn seat_name(p: Player, l: Lang) -> String {
    match l {
        Lang::Vi => p.name_vi().to_string(),
        Lang::En => p.name_en().to_string(),
    }
}

pub const LOADING: Tr = tr("Đang tải câu đố…", "Loading the puzzles…");
pub const FIND: Tr = tr("tìm nước đi hay nhất.", "find the best move.");
pub const TO_MOVE_VI: &str = "đi";
pub const RIGHT: Tr = tr("Đúng! Đối phương đáp lại…", "Right! The opponent replies…");
pub const GO_ON: Tr = tr(
    "Đúng! Tiếp tục: nước tiếp theo?",
    "Right! Go on: the next move?",
);
pub const SOLVED: Tr = tr("Đã giải!", "Solved!");
pub const MISSED: Tr = tr(
    "Chưa đúng. Nước đúng được đánh dấu trên bàn cờ.",
    "Not this one. The right move is marked on the board.",
);
pub const SHOWN: Tr = tr("Lời giải:", "The solution:");
pub const SOLUTION: Tr = tr("Lời giải", "Solution");
pub const SHOW: Tr = tr("Xem lời giải", "Show the solution");
pub const NEXT: Tr = tr("Câu tiếp theo", "Next puzzle");
pub const THEME: Tr = tr("Chủ đề", "Theme");
pub const ALL_THEMES: Tr = tr("Tất cả chủ đề", "All themes");
pub const RATING: Tr = tr("Điểm câu đố", "Puzzle rating");
pub const STREAK: Tr = tr("Chuỗi đúng", "Streak");
pub const BEST: Tr = tr("cao nhất", "best");
pub const SOLVED_COUNT: Tr = tr("Đã giải", "Solved");
pub const PUZZLE: Tr = tr("Câu đố", "Puzzle");
pub const NOT_LOADED: Tr = tr(
    "Không tải được câu đố (mở lại khi có mạng, hoặc tải lại trang).",
    "The puzzles could not be loaded (open them again online, or reload the page).",
);
pub const DAMAGED: Tr = tr("Tệp câu đố bị hỏng", "The puzzle file is damaged");
pub const NO_BOARD: Tr = tr(
    "Không đặt được thế cờ của câu đố",
    "The puzzle's position could not be set up",
);
pub const LESSON: Tr = tr("Bài", "Lesson");
/// The lesson path's title.
pub const LESSONS: Tr = tr("Các bài học", "Lessons");
/// While the lesson file is fetched.
pub const LOADING_LESSONS: Tr = tr("Đang tải bài học…", "Loading the lessons…");
/// The count of lessons passed.
pub const PASSED: Tr = tr("Đã qua", "Passed");
/// Opens the suggested lesson.
pub const START_LESSON: Tr = tr("Học bài tiếp theo", "Take the next lesson");
/// After the last step.
pub const TAKE_TEST: Tr = tr("Làm bài kiểm tra", "Take the test");
/// A test's heading.
pub const TEST: Tr = tr("Kiểm tra", "Test");
/// After a first wrong try in a test.
pub const NOT_YET: Tr = tr("Chưa đúng, thử lại nhé.", "Not that one, try again.");
/// After a second wrong try.
pub const MARKED: Tr = tr(
    "Chưa đúng. Nước cần đi đã được đánh dấu trên bàn cờ.",
    "Not that one. The move to make is marked on the board.",
);
/// The next test.
pub const NEXT_TEST: Tr = tr("Câu tiếp theo", "Next question");
/// After the last test.
pub const FINISH: Tr = tr("Hoàn thành bài", "Finish the lesson");
/// A lesson passed.
pub const LESSON_PASSED: Tr = tr("Bạn đã qua bài này!", "You passed this lesson!");
/// Why to play the beginner level now.
pub const PLAY_BEGINNER_WHY: Tr = tr(
    "Giờ hãy chơi một ván với máy ở mức Mới tập để dùng điều vừa học.",
    "Now play a game against the computer at the Beginner level (Mới tập) to use what you learned.",
);
/// Opens the game against Mới tập.
pub const PLAY_BEGINNER: Tr = tr("Chơi với Mới tập", "Play the Beginner");
/// The lesson after.
pub const NEXT_LESSON: Tr = tr("Bài tiếp theo", "Next lesson");
/// The lesson file could not be fetched.
pub const LESSONS_NOT_LOADED: Tr = tr(
    "Không tải được bài học (hãy mở lại khi có mạng, hoặc tải lại trang).",
    "The lessons could not be loaded (open them again online, or reload the page).",
);
/// The lesson file does not read.
pub const LESSONS_DAMAGED: Tr = tr("Tệp bài học bị hỏng", "The lesson file is damaged");
/// Your own mistakes as puzzles: the button, the title.
pub const PRACTISE_OWN: Tr = tr("Luyện lại lỗi của bạn", "Practise your mistakes");
/// How many of them are still to solve.
pub const OWN_LEFT: Tr = tr("còn", "left:");
/// Back from them to the game's puzzles.
pub const GAME_PUZZLES: Tr = tr("Câu đố của trò chơi", "The game's puzzles");
/// None to practise.
pub const NO_OWN: Tr = tr(
    "Không còn lỗi nào để luyện. Xem lại một ván đã chơi: các sai lầm của bạn sẽ thành câu đố ở đây.",
    "No mistakes left to practise. Review a game you played: your mistakes and blunders become puzzles here.",
);
/// Back to the list.
pub const ALL_LESSONS: Tr = tr("Tất cả bài học", "All lessons");
pub const STEP: Tr = tr("Bước", "Step");
pub const TRY_AGAIN: Tr = tr(
    "Chưa phải nước này, thử lại nhé: quân cần đi đã được nhấc lên, chạm vào ô cần đến.",
    "Not that one, try again: the piece to move is picked up; tap where it goes.",
);
pub const NEXT_STEP: Tr = tr("Bước tiếp theo", "Next step");
pub const EDITOR: Tr = tr("Bày thế cờ", "Set up a position");
pub const EDITOR_HELP: Tr = tr(
    "Chọn một quân rồi chạm vào ô để đặt; chạm lại để bỏ. Luật kiểm tra ngay từng thay đổi.",
    "Choose a piece, then tap a cell to put it there; tap again to take it off. The rules check each change at once.",
);
pub const ERASE: Tr = tr("Xóa", "Erase");
pub const MOVE: Tr = tr("Dời", "Move");
pub const TO_MOVE: Tr = tr("Bên đi:", "To move:");
pub const REFUSED: Tr = tr("Không đặt được:", "Not allowed:");
pub const PICKED: Tr = tr("Đã nhấc quân ở", "Picked up the piece on");
pub const LEGAL: Tr = tr("Thế cờ hợp lệ.", "A legal position.");
pub const START_POSITION: Tr = tr("Thế ban đầu", "Start position");
pub const PLAY_COMPUTER: Tr = tr("Chơi với máy", "Play the computer");
pub const REVIEW: Tr = tr("Xem lại ván", "Game review");
pub const REVIEWING: Tr = tr(
    "Máy đang xem từng nước:",
    "The engine is looking at each move:",
);
pub const REVIEW_DONE: Tr = tr("Đã xem xong cả ván", "The whole game has been reviewed");
pub const GRAPH: Tr = tr(
    "Biểu đồ thế cờ qua từng nước; chạm để xem nước đó.",
    "How each side stood, move by move; tap to see that move.",
);
pub const LOSS: Tr = tr("mất", "loss");
pub const LUCK: Tr = tr("may rủi của lần gieo", "luck of the roll");
pub const BETTER: Tr = tr("Nước hay hơn", "Better");
pub const LINE: Tr = tr("tiếp theo", "line");
pub const SHOW_LINE: Tr = tr(
    "Xem nước hay hơn trên bàn cờ",
    "Play the better line on the board",
);
pub const NEXT_MISTAKE: Tr = tr("Sai lầm tiếp theo", "Next mistake");
pub const MOVES: Tr = tr(
    "Các nước đã đi, kèm đánh giá",
    "The moves, with their marks",
);
pub const NO_MOVES: Tr = tr(
    "Ván này chưa có nước nào để xem lại.",
    "This game has no moves to review yet.",
);
pub const NO_WORKER: Tr = tr(
    "Không khởi động được máy để xem lại ván (tải lại trang).",
    "The engine for the review could not be started (reload the page).",
);
pub const DICE: Tr = tr("Xúc xắc:", "Dice:");
pub const TO_ROLL: Tr = tr("chưa gieo", "to roll");
pub const ANALYSIS: Tr = tr("Phân tích", "Analysis");
pub const ANALYSE: Tr = tr("Phân tích thế này", "Analyse this position");
pub const EVAL: Tr = tr("Đánh giá của máy", "Engine's evaluation");
pub const THINKING: Tr = tr("Máy đang tính…", "The engine is thinking…");
pub const LINES: Tr = tr("Ba nước hay nhất của máy", "The engine's three best lines");

/// The analysis board's one convention, said under its bar: every number is for the side
/// to move, `who`.
pub fn scores_for(who: &str, l: Lang) -> String {
    match l {
        Lang::Vi => format!("Mọi con số tính cho bên đến lượt ({who}): số dương là {who} hơn."),
        Lang::En => {
            format!("Every number is for the side to move ({who}): plus means {who} stands better.")
        }
    }
}
pub const BACK: Tr = tr("Lùi", "Back");
pub const ON: Tr = tr("Tiến", "On");
pub const RECORD_IO: Tr = tr("Biên bản, nhập và thế cờ", "Record, import and position");
pub const EXPORT: Tr = tr("Xuất biên bản", "Export the record");
pub const IMPORT: Tr = tr("Mở biên bản", "Import a record");
pub const POSITION: Tr = tr("Thế cờ:", "Position:");
pub const SET_POSITION: Tr = tr("Bày thế cờ này", "Set up this position");
