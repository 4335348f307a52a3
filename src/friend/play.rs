//! Carries out every [`Net`] event. The host's game is the truth: a guest gets it whole
//! when it joins (and whenever the two differ), each move travels with the position after
//! it and is checked by the rules ([`crate::remote::follow`]) before it is played, and a
//! takeback needs the other side's yes. Also play by link: the game's link, packed, after
//! each move. See docs/remote.md.

use super::connect::{closed, gathered, invite, opened, reply};
use super::event::{Net, Sink};
use super::links::{address, by_link, send_move};
use super::moves::{answer_takeback, follow, received, takeback};
use super::state::Friends;
use super::talk::{say, ui};
use super::wire::relay;
use crate::core::Lang;
use crate::page::host::Host;
use crate::page::i18n::set_lang;
use crate::remote::invite::MAX_FRIENDS;

/// Carries out one event.
pub fn handle(f: &mut Friends, ev: Net, sink: &Sink) {
    match ev {
        Net::Open => open(f, sink),
        Net::Invite => invite(f, sink),
        Net::ByLink => by_link(f, sink),
        Net::SendMove => send_move(f, sink),
        Net::Reply(k, text) => reply(f, k, &text, sink),
        Net::Address(h) => address(f, &h, sink),
        Net::ReplyTaken => ui(f, sink).state(
            0,
            &say("Lời đáp", "Reply"),
            false,
            &say(
                "Đã chuyển lời đáp tới ván đang chờ trong trình duyệt này. Bạn có thể đóng thẻ này.",
                "The reply went to the game waiting for it in this browser. You can close this tab.",
            ),
            sink,
        ),
        Net::Gathered(k, desc) => gathered(f, k, desc, sink),
        Net::Opened(k) => opened(f, k, sink),
        Net::Closed(k) => closed(f, k, sink),
        Net::Received(k, text) => received(f, k, &text),
        Net::TakebackAnswer(yes) => answer_takeback(f, yes),
        Net::Dismiss => f.notice = None,
        Net::SendRaw(text) => relay(f, u8::MAX, &text),
        Net::Takeback(ply) => takeback(f, ply),
        Net::Follow => {}
        Net::Lang(code) => {
            if let Some(l) = Lang::from_code(&code) {
                set_lang(l);
            }
        }
        Net::Close => {
            if let Some(ui) = f.ui.as_ref() {
                ui.close();
            }
        }
    }
    follow(f, sink);
}

/// Whether the game on screen is played across devices.
pub fn across(f: &Friends) -> bool {
    let game = Host.now().game;
    f.table.as_ref().is_some_and(|t| t.game == game)
}

/// "Play with a friend": the dialog, with the table's choices when one is in play.
pub(super) fn open(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    if now.game.is_empty() {
        return;
    }
    let friends = if now.players.len() > 2 {
        MAX_FRIENDS
    } else {
        1
    };
    let (host, devices) = match f.table.as_ref().filter(|t| t.game == now.game) {
        Some(t) => (t.host, t.devices),
        None => {
            let mut d = [0; 4];
            for p in now.players.iter().skip(1) {
                d[p.index()] = 1;
            }
            (true, d)
        }
    };
    ui(f, sink).open(host, &now.players, &devices, friends);
}
