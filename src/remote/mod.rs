//! Play with a friend on another device, with no server: what travels between two copies
//! of the app and how each side checks it. Pure, as `record` is: text in, text out. The page
//! carries these texts over a WebRTC data channel, in an invitation link and its QR code, or
//! in a move's link; the rules decide what a message may change. See `docs/remote.md`.

pub mod by_link;
pub mod follow;
pub mod invite;
pub mod message;
pub mod pack;
pub mod qr;
pub mod sdp;

pub use follow::{receive, Board, Verdict};
pub use message::{Message, TableId};
