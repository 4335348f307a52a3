//! Making and keeping the connections: the host's invitations (one per friend device),
//! the friend's reply (pasted, or passed on by another tab of this browser), a guest
//! answering an invitation, links opening and closing, and the table brought back after a
//! reload (its connections lost until a new invitation).

use super::table::{fresh_table, hang_up, remember, seat};
use super::talk::{dialog_error, notice, say, show_state, told, ui};
use super::wire::sync;
use crate::page::host::Host;

/// The channel other tabs of this browser pass replies on.
const BUS: &str = "cdg-friend";
use super::event::{Net, Sink};
use super::rtc::Conn;
use super::state::{Friends, Link, LinkState, NetTable};
use super::ui::device_name;
use crate::core::{Player, Text};
use crate::page::dom;
use crate::page::i18n::lang;
use crate::remote::follow::Peer;
use crate::remote::invite::{Invite, Kind, MAX_FRIENDS};
use crate::remote::{qr, sdp, TableId};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The host's "Make the invitation": one connection per friend device.
pub(super) fn invite(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    let Some(ui) = f.ui.as_ref() else { return };
    let devices = ui.devices(&now.players);
    let stun = ui.stun();
    let mut used = [false; 4];
    for p in &now.players {
        used[usize::from(devices[p.index()])] = true;
    }
    let friends: Vec<u8> = (1..=MAX_FRIENDS)
        .filter(|&k| used[usize::from(k)])
        .collect();
    if friends.is_empty() {
        ui.set_error(&say(
            "Hãy chọn ít nhất một quân cho máy của bạn.",
            "Choose at least one colour for a friend's device.",
        ));
        return;
    }
    ui.set_error("");
    hang_up(f);
    // The same game keeps its table: a new invitation resumes it where it is.
    let table = TableId::parse(&now.table).unwrap_or_else(fresh_table);
    let mut t = NetTable {
        game: now.game.clone(),
        id: table,
        host: true,
        devices,
        me: 0,
        links: Vec::new(),
        shared: now.ply,
        turn: now.turn,
    };
    let seated = seat(&t);
    remember(&t);
    for &k in &friends {
        let peer = Peer::new(table, t.colours(k));
        let conn = Conn::offer(k, &stun, sink).ok();
        t.links.push(Link {
            k,
            conn,
            peer,
            state: LinkState::Preparing,
        });
    }
    f.table = Some(t);
    told(f, seated);
    if let Some(ui) = f.ui.as_mut() {
        ui.clear_links();
        ui.invited();
    }
    listen(f, sink);
    for k in friends {
        show_state(
            f,
            k,
            &say("Đang chuẩn bị lời mời…", "Preparing the invitation…"),
            sink,
        );
    }
}

/// Listens for replies opened in another tab of this browser.
pub(super) fn listen(f: &mut Friends, sink: &Sink) {
    if f.bus.is_some() {
        return;
    }
    let Ok(bus) = web_sys::BroadcastChannel::new(BUS) else {
        return;
    };
    let s = sink.clone();
    let b2 = bus.clone();
    let h = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(text) = e.data().as_string() else {
            return;
        };
        if let Ok(inv) = Invite::read(&text) {
            if inv.kind == Kind::Answer {
                let _ = b2.post_message(&format!("taken {}", inv.table).into());
                s(Net::Reply(0, text));
            }
        }
    });
    bus.set_onmessage(Some(h.as_ref().unchecked_ref()));
    h.forget();
    f.bus = Some(bus);
}

/// This side's description for link `k` is ready: the invitation or reply as a link.
pub(super) fn gathered(f: &mut Friends, k: u8, desc: Option<String>, sink: &Sink) {
    let Some(t) = f.table.as_ref() else { return };
    let short = desc.as_deref().map(sdp::compact);
    let Some(Ok(short)) = short else {
        if let Some(Err(e)) = short {
            dom::log(&format!("connection: {e}"));
        }
        if let Some(l) = f.table.as_mut().and_then(|t| t.link(k)) {
            l.state = LinkState::Lost;
        }
        show_state(f, k, &say(
            "Không tạo được kết nối trên mạng này (có lẽ máy không có mạng, hoặc cần máy chủ STUN). Hãy chơi qua liên kết.",
            "No connection can be made on this network (perhaps the device is offline, or a STUN server is needed). Play by link instead.",
        ), sink);
        // The host's choices again, with "Play by link" among them.
        if let (Some(ui), true) = (f.ui.as_ref(), f.table.as_ref().is_some_and(|t| t.host)) {
            ui.choices();
        }
        return;
    };
    let inv = Invite {
        kind: if t.host { Kind::Offer } else { Kind::Answer },
        game: t.game.clone(),
        table: t.id,
        friend: if t.host { k } else { t.me },
        sdp: short,
    };
    let link = inv.link(&dom::page_address());
    let host = t.host;
    if let Some(l) = f.table.as_mut().and_then(|t| t.link(k)) {
        l.state = LinkState::Waiting;
    }
    let text = if host {
        say(
            "Gửi lời mời này cho bạn (liên kết hoặc mã QR), rồi mở hoặc dán lời đáp của bạn vào ô bên dưới.",
            "Send this invitation to your friend (the link or the QR code), then open or paste their reply below.",
        )
    } else {
        say(
            "Gửi lời đáp này cho người đã mời bạn. Ván bắt đầu khi hai máy nối được với nhau.",
            "Send this reply to the person who invited you. The game starts once the two devices connect.",
        )
    };
    show_state(f, k, &text, sink);
    if let Some(ui) = f.ui.as_mut() {
        ui.link(k, &link);
        match qr::modules(&link) {
            Ok((size, dark)) => ui.qr(k, size, &dark),
            Err(t) => ui.set_error(t.get(lang())),
        }
    }
}

/// The friend's reply for link `k` (0: the one it names), pasted or from another tab.
pub(super) fn reply(f: &mut Friends, k: u8, text: &str, sink: &Sink) {
    let inv = match Invite::read(text) {
        Ok(i) => i,
        Err(t) => return dialog_error(f, &t),
    };
    let Some(t) = f.table.as_mut().filter(|t| t.host) else {
        return dialog_error(
            f,
            &Text::new(
                "Không có lời mời nào đang chờ lời đáp này.",
                "No invitation is waiting for this reply.",
            ),
        );
    };
    if inv.kind != Kind::Answer || inv.table != t.id || inv.game != t.game {
        return dialog_error(
            f,
            &Text::new(
                "Đây không phải lời đáp cho lời mời này (có lẽ của một lời mời cũ).",
                "This is not a reply to this invitation (perhaps to an older one).",
            ),
        );
    }
    let friend = if k == 0 { inv.friend } else { k };
    if inv.friend != friend {
        return dialog_error(
            f,
            &Text::new(
                format!(
                    "Đây là lời đáp của {}, không phải của {}.",
                    device_name(inv.friend),
                    device_name(friend)
                ),
                format!(
                    "This is the reply of {}, not of {}.",
                    device_name(inv.friend),
                    device_name(friend)
                ),
            ),
        );
    }
    let desc = match sdp::expand(&inv.sdp) {
        Ok(d) => d,
        Err(e) => {
            return dialog_error(
                f,
                &Text::new(
                    format!("Lời đáp bị hỏng: {e}."),
                    format!("The reply is damaged: {e}."),
                ),
            )
        }
    };
    let Some(l) = t.link(friend) else { return };
    if l.state == LinkState::Open {
        return;
    }
    if let Some(c) = l.conn.as_ref() {
        c.accept(friend, &desc, sink);
    }
    dialog_error(f, &Text::new("", ""));
    show_state(f, friend, &say("Đang kết nối…", "Connecting…"), sink);
}

/// The page was opened with an invitation: this device answers it.
pub(super) fn join(f: &mut Friends, text: &str, sink: &Sink) {
    let inv = Invite::read(text).and_then(|i| {
        if i.kind == Kind::Offer {
            Ok(i)
        } else {
            Err(Text::new(
                "Đây là một lời đáp, không phải lời mời: hãy mở nó trên máy đã gửi lời mời.",
                "This is a reply, not an invitation: open it on the device that sent the invitation.",
            ))
        }
    });
    let inv = match inv {
        Ok(i) => i,
        Err(t) => {
            ui(f, sink).open(false, &[], &[0; 4], 0);
            return dialog_error(f, &t);
        }
    };
    let _ = dom::window().location().set_hash(&format!("/{}", inv.game));
    hang_up(f);
    let stun = dom::load("cdg.stun").unwrap_or_default();
    let conn = sdp::expand(&inv.sdp)
        .ok()
        .and_then(|offer| Conn::answer(&offer, &stun, sink).ok());
    let ok = conn.is_some();
    f.table = Some(NetTable {
        game: inv.game.clone(),
        id: inv.table,
        host: false,
        devices: [1; 4],
        me: inv.friend,
        links: vec![Link {
            k: 0,
            conn,
            peer: Peer::new(inv.table, Player::ALL.to_vec()),
            state: LinkState::Preparing,
        }],
        shared: 0,
        turn: None,
    });
    let ui = ui(f, sink);
    ui.open(false, &[], &[0; 4], 0);
    ui.clear_links();
    if ok {
        show_state(
            f,
            0,
            &say("Đang chuẩn bị lời đáp…", "Preparing your reply…"),
            sink,
        );
    } else {
        dialog_error(
            f,
            &Text::new(
                "Lời mời bị hỏng: phần kết nối không đọc được.",
                "The invitation is damaged: its connection part cannot be read.",
            ),
        );
    }
}

/// The page was opened with a reply: passes it to the tab waiting for it.
pub(super) fn pass_reply(f: &mut Friends, text: &str, sink: &Sink) {
    let Ok(bus) = web_sys::BroadcastChannel::new(BUS) else {
        return;
    };
    let s = sink.clone();
    let h = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if e.data()
            .as_string()
            .is_some_and(|t| t.starts_with("taken "))
        {
            s(Net::ReplyTaken);
        }
    });
    bus.set_onmessage(Some(h.as_ref().unchecked_ref()));
    h.forget();
    let _ = bus.post_message(&text.into());
    f.bus = Some(bus);
    let ui = ui(f, sink);
    ui.open(false, &[], &[0; 4], 0);
    ui.clear_links();
    ui.state(0, &say("Lời đáp", "Reply"), false, &say(
        "Không có ván nào trong trình duyệt này đang chờ lời đáp này. Hãy mở nó trên máy đã gửi lời mời, hoặc dán nó vào ô lời đáp ở đó.",
        "No game in this browser is waiting for this reply. Open it on the device that sent the invitation, or paste it into the reply box there.",
    ), sink);
    ui.link(0, text);
}

/// Link `k` opened.
pub(super) fn opened(f: &mut Friends, k: u8, sink: &Sink) {
    let Some(t) = f.table.as_mut() else { return };
    let host = t.host;
    if let Some(l) = t.link(k) {
        l.state = LinkState::Open;
    }
    let all = t.links.iter().all(|l| l.state == LinkState::Open);
    show_state(f, k, &say("Đã kết nối.", "Connected."), sink);
    f.notice = None;
    if host {
        sync(f, k);
        if all {
            if let Some(ui) = f.ui.as_ref() {
                ui.close();
            }
        }
    }
}

/// Link `k` closed or failed.
pub(super) fn closed(f: &mut Friends, k: u8, sink: &Sink) {
    let Some(l) = f.table.as_mut().and_then(|t| t.link(k)) else {
        return;
    };
    if l.state == LinkState::Lost {
        return;
    }
    l.state = LinkState::Lost;
    if let Some(c) = l.conn.take() {
        c.close();
    }
    show_state(f, k, &say("Mất kết nối.", "Connection lost."), sink);
    let who = if f.table.as_ref().is_some_and(|t| t.host) {
        device_name(k)
    } else {
        say("máy chủ", "the host")
    };
    notice(f, Text::new(
        format!("Mất kết nối với {who}. Ván được giữ nguyên: một lời mời mới cho ván này sẽ chơi tiếp từ đây."),
        format!("The connection to {who} was lost. The game is kept: a new invitation for this game goes on from here."),
    ));
}
