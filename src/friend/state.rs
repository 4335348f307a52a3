//! The state of play with a friend on another device: the table in play across devices
//! (which device plays each colour, one connection per friend device, how far every device
//! has the game), the dialog once built, the panel's line. Data only; [`super::play`] acts
//! on it.

use super::line::Line;
use super::rtc::Conn;
use super::ui::FriendUi;
use crate::core::{Player, Text};
use crate::remote::follow::Peer;
use crate::remote::TableId;
use web_sys::BroadcastChannel;

/// Where a connection stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// Gathering this side's addresses.
    Preparing,
    /// The invitation (or reply) is out; waiting for the other side.
    Waiting,
    /// Open: moves go both ways.
    Open,
    /// Closed or failed after it was made, or never made: a new invitation resumes it.
    Lost,
}

/// One connection.
pub struct Link {
    /// The friend device's number (1–3 on the host; 0 on a guest, its link to the host).
    pub k: u8,
    /// The connection, while there is one.
    pub conn: Option<Conn>,
    /// What the other device may do here.
    pub peer: Peer,
    /// Where it stands.
    pub state: LinkState,
}

/// A game played across devices.
pub struct NetTable {
    /// The game's id.
    pub game: String,
    /// The table.
    pub id: TableId,
    /// Whether this device is the host (its game is the truth).
    pub host: bool,
    /// Which device plays each colour, by colour index: 0 this one; on the host 1–3 the
    /// friend devices; on a guest 1 for every colour it does not play.
    pub devices: [u8; 4],
    /// A guest's number at the host's table.
    pub me: u8,
    /// The connections.
    pub links: Vec<Link>,
    /// Moves in effect that every device has.
    pub shared: usize,
    /// The colour to move after those moves.
    pub turn: Option<Player>,
}

impl NetTable {
    /// The link of friend device `k`.
    pub fn link(&mut self, k: u8) -> Option<&mut Link> {
        self.links.iter_mut().find(|l| l.k == k)
    }

    /// The colours played on device `k`.
    pub fn colours(&self, k: u8) -> Vec<Player> {
        Player::ALL
            .into_iter()
            .filter(|p| self.devices[p.index()] == k)
            .collect()
    }
}

/// Play with a friend, for the whole app.
#[derive(Default)]
pub struct Friends {
    /// The table in play across devices, if any.
    pub table: Option<NetTable>,
    /// The dialog, built when first opened.
    pub ui: Option<FriendUi>,
    /// The channel to this browser's other tabs (a reply opened in another tab).
    pub bus: Option<BroadcastChannel>,
    /// The panel's line.
    pub line: Option<Line>,
    /// The last thing to tell the person (a message refused, a connection lost), shown in
    /// the line until the next.
    pub notice: Option<Text>,
}
