//! What happens in play with a friend, as events carried out one at a time, and where they
//! are sent.

use std::rc::Rc;

/// What happens in play with a friend. Links are numbered by friend device: 1 to 3 on
/// the host, 0 on a guest (its link to the host).
pub enum Net {
    /// The panel's "Play with a friend on another device".
    Open,
    /// The dialog's "Make the invitation".
    Invite,
    /// The dialog's "Play by link".
    ByLink,
    /// The panel's "Send your move" (play by link).
    SendMove,
    /// A reply for friend device `k` (0: whichever it says), pasted or passed on by
    /// another tab.
    Reply(u8, String),
    /// The page was opened at an address for this module: an invitation, a reply (which
    /// goes to the tab that waits for it) or a packed link (play by link).
    Address(String),
    /// Another tab took the reply this tab passed on.
    ReplyTaken,
    /// Link `k`'s description of this side of the connection is ready (its SDP), or `None`
    /// when none could be made.
    Gathered(u8, Option<String>),
    /// Link `k` is open.
    Opened(u8),
    /// Link `k` closed or failed.
    Closed(u8),
    /// A message came over link `k`.
    Received(u8, String),
    /// The person answered the other side's takeback request.
    TakebackAnswer(bool),
    /// The person closed the line's message.
    Dismiss,
    /// The app's Undo in a game played across devices: ask to take back to this ply.
    Takeback(u32),
    /// The app changed the game (a move made here, a new game): follow it.
    Follow,
    /// The language changed.
    Lang(String),
    /// Close the dialog.
    Close,
    /// Sends this text as it is to every connection (the end-to-end tests send tampered
    /// and out-of-turn messages with it).
    SendRaw(String),
}

/// Where events go.
pub type Sink = Rc<dyn Fn(Net)>;
