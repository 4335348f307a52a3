//! What a message from the other device may do to the game here, decided by the rules:
//! a move is played only when it is for this game, at this ply, by a colour the other
//! device plays, legal, and leads to the position it says. Anything else changes nothing
//! and comes back as a sentence to show. Generic over [`Board`], so the same checks run on
//! the page's game and, natively, on a bare session in the tests.

use super::message::{Message, TableId};
use crate::core::{Player, Text};

/// The game as the checks see it.
pub trait Board {
    /// How many moves are in effect.
    fn ply(&self) -> usize;
    /// The colour to move, or `None` once the game is over.
    fn turn(&self) -> Option<Player>;
    /// Plays a move written in the game's notation.
    ///
    /// # Errors
    /// Not a legal move here, as a sentence in both languages; the game is untouched.
    fn play_text(&mut self, mv: &str) -> Result<(), Text>;
    /// Takes back the last move.
    fn undo(&mut self);
    /// Whether `mv` is what the game's own chance gives (a roll must show the host's
    /// seeded dice); true for a game without chance.
    fn fair(&self, _mv: &str) -> bool {
        true
    }
    /// The position string now.
    fn position(&self) -> String;
}

/// The other device, as this one knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Peer {
    /// The game both play.
    pub table: TableId,
    /// The colours whose moves may come from it (for a guest: every colour it does not play
    /// itself, as the host passes on the other guests' moves).
    pub theirs: Vec<Player>,
    /// A takeback this side asked for and has had no answer to: back to this many moves.
    pub asked: Option<u32>,
    /// A takeback the other side asked for, waiting for this side's answer.
    pub asking: Option<u32>,
}

impl Peer {
    /// A peer playing `theirs` in game `table`.
    pub fn new(table: TableId, theirs: Vec<Player>) -> Peer {
        Peer {
            table,
            theirs,
            asked: None,
            asking: None,
        }
    }
}

/// What came of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move was played.
    Played,
    /// Nothing changed: why, to show the person.
    Refused(Text),
    /// Nothing changed and the two games differ: a guest asks the host for its game, the
    /// host sends it ([`Message::Sync`]).
    Differ(Text),
    /// The host's game, to open as it is (the caller reads the record; it plays `seats`).
    Load {
        /// The colours this device plays.
        seats: Vec<Player>,
        /// The record text.
        record: String,
    },
    /// The other side wants its game whole (only the host answers, with a sync).
    Resync,
    /// The other side asks to take back to this many moves: ask the person.
    AskTakeback(u32),
    /// The takeback this side asked for was agreed and made: the game is back at this ply.
    TookBack(u32),
    /// The takeback this side asked for was refused.
    TakebackRefused,
}

/// The sentence for a message about another game.
fn other_game() -> Text {
    Text::new(
        "Tin nhắn này thuộc một ván khác; ván đang chơi không đổi.",
        "That message is for another game; the game here is unchanged.",
    )
}

/// Applies `msg` from `peer` to `board`, or refuses it. Never panics; a refused message
/// leaves the game as it was.
pub fn receive(peer: &mut Peer, board: &mut dyn Board, msg: &Message) -> Verdict {
    if msg.table() != peer.table {
        return Verdict::Refused(other_game());
    }
    match msg {
        Message::Sync { seats, record, .. } => Verdict::Load {
            seats: seats.clone(),
            record: record.clone(),
        },
        Message::Resync { .. } => Verdict::Resync,
        Message::Move {
            ply,
            player,
            mv,
            position,
            ..
        } => play(peer, board, *ply, *player, mv, position),
        Message::Takeback { ply, .. } => {
            if *ply as usize >= board.ply() {
                return Verdict::Refused(Text::new(
                    format!("Máy kia xin đi lại về nước {ply}, nhưng ván ở đây mới có {} nước.", board.ply()),
                    format!("The other device asks to take back to move {ply}, but the game here has only {} moves.", board.ply()),
                ));
            }
            peer.asking = Some(*ply);
            Verdict::AskTakeback(*ply)
        }
        Message::TakebackAnswer { ply, yes, .. } => {
            if peer.asked != Some(*ply) {
                return Verdict::Refused(Text::new(
                    "Máy kia trả lời một lời xin đi lại mà máy này không gửi.",
                    "The other device answered a takeback this device did not ask for.",
                ));
            }
            peer.asked = None;
            if !*yes {
                return Verdict::TakebackRefused;
            }
            back_to(board, *ply);
            Verdict::TookBack(*ply)
        }
    }
}

/// Takes moves back until `ply` are in effect.
pub fn back_to(board: &mut dyn Board, ply: u32) {
    while board.ply() > ply as usize {
        let before = board.ply();
        board.undo();
        if board.ply() >= before {
            break; // nothing more can be undone
        }
    }
}

/// A move from the other device.
fn play(
    peer: &Peer,
    board: &mut dyn Board,
    ply: u32,
    player: Player,
    mv: &str,
    position: &str,
) -> Verdict {
    let here = board.ply();
    if (ply as usize) < here {
        return Verdict::Refused(Text::new(
            format!("Nước '{mv}' từ máy kia là nước thứ {} đã qua; ván ở đây đã có {here} nước.", u64::from(ply) + 1),
            format!("The move '{mv}' from the other device is move {}, already past; the game here has {here} moves.", u64::from(ply) + 1),
        ));
    }
    if ply as usize > here {
        return Verdict::Differ(Text::new(
            format!("Máy kia đã ở nước thứ {}, máy này mới có {here} nước: lấy lại ván từ máy chủ.", u64::from(ply) + 1),
            format!("The other device is at move {}, this one has only {here} moves: taking the game again from the host.", u64::from(ply) + 1),
        ));
    }
    let turn = board.turn();
    if turn != Some(player) || !peer.theirs.contains(&player) {
        let (vi, en) = match turn {
            Some(p) => (
                format!("Đến lượt {}", p.name_vi()),
                format!("It is {}'s turn", p.name_en()),
            ),
            None => (
                "Ván đã kết thúc".to_string(),
                "The game is over".to_string(),
            ),
        };
        let (vi, en) = if peer.theirs.contains(&player) {
            (vi, en)
        } else {
            (
                format!("{vi}, và máy kia không cầm quân {}", player.name_vi()),
                format!(
                    "{en}, and the other device does not play {}",
                    player.name_en()
                ),
            )
        };
        return Verdict::Refused(Text::new(
            format!("Nước '{mv}' từ máy kia bị từ chối: không đúng lượt. {vi}."),
            format!("The move '{mv}' from the other device was refused: out of turn. {en}."),
        ));
    }
    if !board.fair(mv) {
        return Verdict::Refused(Text::new(
            format!("Nước '{mv}' từ máy kia bị từ chối: xúc xắc không khớp với xúc xắc của ván này."),
            format!("The move '{mv}' from the other device was refused: the dice do not match this game's dice."),
        ));
    }
    if let Err(why) = board.play_text(mv) {
        return Verdict::Refused(Text::new(
            format!("Nước '{mv}' từ máy kia bị từ chối: {}", why.vi),
            format!(
                "The move '{mv}' from the other device was refused: {}",
                why.en
            ),
        ));
    }
    if board.position() != position {
        board.undo();
        return Verdict::Differ(Text::new(
            format!("Nước '{mv}' từ máy kia bị từ chối: thế cờ sau nước ấy không khớp với ván ở đây."),
            format!("The move '{mv}' from the other device was refused: the position after it does not match the game here."),
        ));
    }
    Verdict::Played
}
