//! The keyboard cursor on a grid board (Cờ gánh's points, Cờ toán's cells): one step of the
//! arrow keys, kept on the board.

/// The (file, rank) one arrow press from (`file`, `rank`) by (`dx`, `dy`) on a board of
/// `files` × `ranks`, stopping at the edges.
pub fn step(file: u8, rank: u8, dx: i32, dy: i32, files: u8, ranks: u8) -> (u8, u8) {
    let f = (i32::from(file) + dx).clamp(0, i32::from(files) - 1);
    let r = (i32::from(rank) + dy).clamp(0, i32::from(ranks) - 1);
    (f as u8, r as u8)
}
