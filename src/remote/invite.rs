//! An invitation to play on another device, and the friend's reply, as the text a link and
//! its QR code carry: which game, which table, which friend device, and the connection's
//! short description ([`super::sdp`]).
//!
//! ```
//! use co_dan_gian::remote::invite::{Invite, Kind};
//! use co_dan_gian::remote::TableId;
//!
//! let inv = Invite { kind: Kind::Offer, game: "ganh".into(), table: TableId(7), friend: 1,
//!                    sdp: "u~p~f~a~h10.0.0.1,5000".into() };
//! let link = inv.link("https://example.org/co/");
//! assert_eq!(link, "https://example.org/co/#/join?i=o1.ganh.0000000000000007.1.u~p~f~a~h10.0.0.1,5000");
//! assert_eq!(Invite::read(&link), Ok(inv.clone()));
//! assert_eq!(Invite::read("o1.ganh.0000000000000007.1.u~p~f~a~h10.0.0.1,5000"), Ok(inv));
//! assert!(Invite::read("o1.chess.0000000000000007.1.x").is_err());
//! ```

use super::message::TableId;
use crate::core::Text;

/// Which half of the handshake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The host's invitation (a WebRTC offer).
    Offer,
    /// The friend's reply (a WebRTC answer).
    Answer,
}

/// The most friend devices at one table (Cờ cá ngựa: four devices in all).
pub const MAX_FRIENDS: u8 = 3;

/// An invitation or a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// Invitation or reply.
    pub kind: Kind,
    /// The game's id (`ganh`, `toan`, `cangua`).
    pub game: String,
    /// The table.
    pub table: TableId,
    /// Which friend device, 1 to [`MAX_FRIENDS`].
    pub friend: u8,
    /// The connection's short description.
    pub sdp: String,
}

/// The longest payload read (a QR code holds under 3 KB).
const MAX_CHARS: usize = 2048;

impl Invite {
    /// The payload: `o1.GAME.TABLE.FRIEND.SDP` (`a1.` for a reply).
    pub fn payload(&self) -> String {
        let k = match self.kind {
            Kind::Offer => 'o',
            Kind::Answer => 'a',
        };
        format!(
            "{k}1.{}.{}.{}.{}",
            self.game, self.table, self.friend, self.sdp
        )
    }

    /// The link that opens it in the app at `page` (the page's address without its
    /// fragment): `#/join?i=…` for an invitation, `#/reply?a=…` for a reply.
    pub fn link(&self, page: &str) -> String {
        match self.kind {
            Kind::Offer => format!("{page}#/join?i={}", self.payload()),
            Kind::Answer => format!("{page}#/reply?a={}", self.payload()),
        }
    }

    /// Reads a link made by [`Invite::link`], or its payload alone (pasted by hand; spaces
    /// around it are fine).
    ///
    /// # Errors
    /// Not an invitation or reply of this app, a game it does not have, a malformed table,
    /// friend or connection description: a sentence saying which.
    pub fn read(text: &str) -> Result<Invite, Text> {
        let text = text.trim();
        if text.len() > MAX_CHARS {
            return Err(Text::new(
                "Lời mời quá dài: đây không phải lời mời của Cờ dân gian.",
                "The invitation is too long: this is not a Cờ dân gian invitation.",
            ));
        }
        let payload = ["#/join?i=", "#/reply?a="]
            .iter()
            .find_map(|k| text.split_once(k).map(|(_, p)| p))
            .unwrap_or(text);
        let f: Vec<&str> = payload.splitn(5, '.').collect();
        let kind = match f.first() {
            Some(&"o1") => Kind::Offer,
            Some(&"a1") => Kind::Answer,
            _ => {
                return Err(Text::new(
                    "Đây không phải lời mời hay lời đáp của Cờ dân gian.",
                    "This is not a Cờ dân gian invitation or reply.",
                ))
            }
        };
        let bad = |vi: &str, en: &str| {
            Text::new(
                format!("Lời mời bị hỏng: {vi}."),
                format!("The invitation is damaged: {en}."),
            )
        };
        if f.len() < 5 {
            return Err(bad("thiếu phần", "parts are missing"));
        }
        if crate::record::game_name(f[1]).is_none() {
            return Err(bad("không có trò chơi này", "there is no such game"));
        }
        let table =
            TableId::parse(f[2]).ok_or_else(|| bad("số bàn sai", "the table number is wrong"))?;
        let friend = f[3]
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=MAX_FRIENDS).contains(n))
            .ok_or_else(|| bad("số máy bạn sai", "the friend's device number is wrong"))?;
        // What a short session description is written with (letters, digits, `~,.:+/_-`):
        // anything else, a second link run into this one say, is damage.
        let sdp_char = |c: char| {
            c.is_ascii_alphanumeric() || matches!(c, '~' | ',' | '.' | ':' | '+' | '/' | '_' | '-')
        };
        if f[4].is_empty() || !f[4].chars().all(sdp_char) {
            return Err(bad("phần kết nối sai", "the connection part is wrong"));
        }
        Ok(Invite {
            kind,
            game: f[1].to_string(),
            table,
            friend,
            sdp: f[4].to_string(),
        })
    }
}
