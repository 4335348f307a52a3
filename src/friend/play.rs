//! Carries out every [`Net`] event. The host's game is the truth: a guest gets it whole
//! when it joins (and whenever the two differ), each move travels with the position after
//! it and is checked by the rules ([`crate::remote::follow`]) before it is played, and a
//! takeback needs the other side's yes. Also play by link: the game's link, packed, after
//! each move. See docs/remote.md.

use super::host::{Host, Now};
use super::line::{Line, Shown};
use super::rtc::Conn;
use super::state::{Friends, Link, LinkState, NetTable};
use super::ui::{device_name, FriendUi};
use super::{Net, Sink};
use crate::core::{Lang, Player, Text};
use crate::page::dom;
use crate::page::i18n::{lang, set_lang};
use crate::record::Record;
use crate::remote::by_link::{follows, Follows};
use crate::remote::follow::{back_to, receive, Board, Peer, Verdict};
use crate::remote::invite::{Invite, Kind, MAX_FRIENDS};
use crate::remote::{pack, qr, sdp, Message, TableId};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The channel other tabs of this browser pass replies on.
const BUS: &str = "cdg-friend";

/// The page's own address, without its fragment.
fn page() -> String {
    let href = dom::window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// A sentence in the current language.
fn say(vi: &str, en: &str) -> String {
    match lang() {
        Lang::Vi => vi.to_string(),
        Lang::En => en.to_string(),
    }
}

/// Tells the person `t` in the panel's line (until the next thing to tell).
fn notice(f: &mut Friends, t: Text) {
    f.notice = Some(t);
}

/// The game on screen as the checks see it.
struct HostBoard;

impl Board for HostBoard {
    fn ply(&self) -> usize {
        Host.now().ply
    }
    fn turn(&self) -> Option<Player> {
        Host.now().turn
    }
    fn play_text(&mut self, mv: &str) -> Result<(), String> {
        Host.play(mv)
    }
    fn fair(&self, mv: &str) -> bool {
        Host.fair(mv)
    }
    fn undo(&mut self) {
        Host.undo();
    }
    fn position(&self) -> String {
        Host.now().position
    }
}

/// The dialog, built the first time.
fn ui<'a>(f: &'a mut Friends, sink: &Sink) -> &'a mut FriendUi {
    if f.ui.is_none() {
        let root: web_sys::HtmlElement = dom::document()
            .get_element_by_id("app")
            .or_else(|| dom::document().body().map(Into::into))
            .map(|e| e.unchecked_into())
            .expect("page has a body");
        f.ui = Some(FriendUi::build(&root, sink));
    }
    f.ui.as_mut().expect("built above")
}

/// The title of link `k`'s block: the device and its colours.
fn title(t: &NetTable, k: u8) -> String {
    if !t.host {
        return say("Lời đáp của bạn", "Your reply");
    }
    let colours: Vec<&str> = t
        .colours(k)
        .iter()
        .map(|p| match lang() {
            Lang::Vi => p.name_vi(),
            Lang::En => p.name_en(),
        })
        .collect();
    format!("{} — {}", device_name(k), colours.join(", "))
}

/// Shows link `k`'s state in the dialog.
fn show_state(f: &mut Friends, k: u8, text: &str, sink: &Sink) {
    let Some(t) = f.table.as_ref() else { return };
    let (title, host) = (title(t, k), t.host);
    if let Some(ui) = f.ui.as_mut() {
        ui.state(k, &title, host, text, sink);
    }
}

/// Shows an error in the dialog.
fn dialog_error(f: &mut Friends, t: &Text) {
    if let Some(ui) = f.ui.as_ref() {
        ui.set_error(t.get(lang()));
    }
}

/// Carries out one event.
pub fn handle(f: &mut Friends, ev: Net, sink: &Sink) {
    match ev {
        Net::Open => open(f, sink),
        Net::Invite => invite(f, sink),
        Net::ByLink => by_link(f, sink),
        Net::SendMove => send_move(f, sink),
        Net::Reply(k, text) => reply(f, k, &text, sink),
        Net::Address(h) => address(f, &h, sink),
        Net::ReplyTaken => show_state(
            f,
            0,
            &say(
                "Đã chuyển lời đáp tới ván đang chờ trong trình duyệt này. Bạn có thể đóng thẻ này.",
                "The reply went to the game waiting for it in this browser. You can close this tab.",
            ),
            sink,
        ),
        Net::Gathered(k, desc) => gathered(f, k, desc, sink),
        Net::Opened(k) => opened(f, k, sink),
        Net::Closed(k) => closed(f, k, sink),
        Net::Received(k, text) => received(f, k, &text, sink),
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
fn open(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    if now.game.is_empty() {
        return;
    }
    let friends = if now.players.len() > 2 { MAX_FRIENDS } else { 1 };
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

/// A fresh table id.
fn fresh_table() -> TableId {
    TableId(dom::fresh_seed())
}

/// Remembers the table's roles on this device, so a reload keeps them.
fn remember(t: &NetTable) {
    let devices: String = t.devices.iter().map(|d| char::from(b'0' + d)).collect();
    let role = if t.host { "host" } else { "guest" };
    dom::save(&format!("cdg.net.{}", t.game), &format!("{role} {} {devices}", t.me));
}

/// Seats this device's colours as people and the others as friends, at the table.
fn seat(t: &NetTable) {
    Host.seat(&t.colours(0), &t.id.to_string());
}

/// Closes every connection of the table.
fn hang_up(f: &mut Friends) {
    if let Some(t) = f.table.as_mut() {
        for l in &mut t.links {
            if let Some(c) = l.conn.take() {
                c.close();
            }
        }
    }
}

/// The host's "Make the invitation": one connection per friend device.
fn invite(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    let Some(ui) = f.ui.as_ref() else { return };
    let devices = ui.devices(&now.players);
    let stun = ui.stun();
    let mut used = [false; 4];
    for p in &now.players {
        used[usize::from(devices[p.index()])] = true;
    }
    let friends: Vec<u8> = (1..=MAX_FRIENDS).filter(|&k| used[usize::from(k)]).collect();
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
    seat(&t);
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
    if let Some(ui) = f.ui.as_mut() {
        ui.clear_links();
        ui.invited();
    }
    listen(f, sink);
    for k in friends {
        show_state(f, k, &say("Đang chuẩn bị lời mời…", "Preparing the invitation…"), sink);
    }
}

/// Listens for replies opened in another tab of this browser.
fn listen(f: &mut Friends, sink: &Sink) {
    if f.bus.is_some() {
        return;
    }
    let Ok(bus) = web_sys::BroadcastChannel::new(BUS) else { return };
    let s = sink.clone();
    let b2 = bus.clone();
    let h = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let Some(text) = e.data().as_string() else { return };
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
fn gathered(f: &mut Friends, k: u8, desc: Option<String>, sink: &Sink) {
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
        return;
    };
    let inv = Invite {
        kind: if t.host { Kind::Offer } else { Kind::Answer },
        game: t.game.clone(),
        table: t.id,
        friend: if t.host { k } else { t.me },
        sdp: short,
    };
    let link = inv.link(&page());
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
fn reply(f: &mut Friends, k: u8, text: &str, sink: &Sink) {
    let inv = match Invite::read(text) {
        Ok(i) => i,
        Err(t) => return dialog_error(f, &t),
    };
    let Some(t) = f.table.as_mut().filter(|t| t.host) else {
        return dialog_error(f, &Text::new(
            "Không có lời mời nào đang chờ lời đáp này.",
            "No invitation is waiting for this reply.",
        ));
    };
    if inv.kind != Kind::Answer || inv.table != t.id || inv.game != t.game {
        return dialog_error(f, &Text::new(
            "Đây không phải lời đáp cho lời mời này (có lẽ của một lời mời cũ).",
            "This is not a reply to this invitation (perhaps to an older one).",
        ));
    }
    let friend = if k == 0 { inv.friend } else { k };
    if inv.friend != friend {
        return dialog_error(f, &Text::new(
            format!("Đây là lời đáp của {}, không phải của {}.", device_name(inv.friend), device_name(friend)),
            format!("This is the reply of {}, not of {}.", device_name(inv.friend), device_name(friend)),
        ));
    }
    let desc = match sdp::expand(&inv.sdp) {
        Ok(d) => d,
        Err(e) => {
            return dialog_error(f, &Text::new(
                format!("Lời đáp bị hỏng: {e}."),
                format!("The reply is damaged: {e}."),
            ))
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
fn join(f: &mut Friends, text: &str, sink: &Sink) {
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
        show_state(f, 0, &say("Đang chuẩn bị lời đáp…", "Preparing your reply…"), sink);
    } else {
        dialog_error(f, &Text::new(
            "Lời mời bị hỏng: phần kết nối không đọc được.",
            "The invitation is damaged: its connection part cannot be read.",
        ));
    }
}

/// The page was opened with a reply: passes it to the tab waiting for it.
fn pass_reply(f: &mut Friends, text: &str, sink: &Sink) {
    let Ok(bus) = web_sys::BroadcastChannel::new(BUS) else { return };
    let s = sink.clone();
    let h = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if e.data().as_string().is_some_and(|t| t.starts_with("taken ")) {
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

/// Sends `msg` over link `k`.
fn send(f: &mut Friends, k: u8, msg: &Message) {
    if let Some(c) = f.table.as_mut().and_then(|t| t.link(k)).and_then(|l| l.conn.as_ref()) {
        c.send(&msg.encode());
    }
}

/// The host's game, whole, to link `k`.
fn sync(f: &mut Friends, k: u8) {
    let Some(t) = f.table.as_ref().filter(|t| t.host) else { return };
    let msg = Message::Sync {
        table: t.id,
        seats: t.colours(k),
        record: Host.record(),
    };
    send(f, k, &msg);
}

/// The host's game to every friend device but `except`.
fn sync_all(f: &mut Friends, except: Option<u8>) {
    let ks: Vec<u8> = f
        .table
        .as_ref()
        .map(|t| t.links.iter().map(|l| l.k).filter(|k| Some(*k) != except).collect())
        .unwrap_or_default();
    for k in ks {
        sync(f, k);
    }
}

/// Link `k` opened.
fn opened(f: &mut Friends, k: u8, sink: &Sink) {
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
fn closed(f: &mut Friends, k: u8, sink: &Sink) {
    let Some(l) = f.table.as_mut().and_then(|t| t.link(k)) else { return };
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

/// A message over link `k`.
fn received(f: &mut Friends, k: u8, text: &str, sink: &Sink) {
    let Some(t) = f.table.as_mut() else { return };
    let host = t.host;
    let msg = match Message::decode(text) {
        Ok(m) => m,
        Err(e) => return notice(f, e.sentence()),
    };
    let Some(link) = t.link(k) else { return };
    let verdict = receive(&mut link.peer, &mut HostBoard, &msg);
    match verdict {
        Verdict::Played => {
            Host.hold_auto();
            caught_up(f);
            if host {
                relay(f, k, text);
            }
        }
        Verdict::Refused(t) => notice(f, t),
        Verdict::Differ(t) => {
            notice(f, t);
            if host {
                sync(f, k);
            } else {
                let id = f.table.as_ref().map(|t| t.id).unwrap_or_default();
                send(f, k, &Message::Resync { table: id });
            }
        }
        Verdict::Load { seats, record } => load(f, k, &seats, &record, sink),
        Verdict::Resync => sync(f, k),
        Verdict::AskTakeback(ply) => notice(f, Text::new(
            format!("Bạn ở máy kia xin đi lại (quay về sau nước thứ {ply}). Bạn có đồng ý không?"),
            format!("Your friend on the other device asks to take back moves (back to after move {ply}). Do you allow it?"),
        )),
        Verdict::TookBack(_) => {
            caught_up(f);
            notice(f, Text::new("Bạn đã đồng ý cho đi lại.", "Your friend allowed the takeback."));
            if host {
                sync_all(f, Some(k));
            }
        }
        Verdict::TakebackRefused => notice(f, Text::new(
            "Bạn không đồng ý cho đi lại.",
            "Your friend refused the takeback.",
        )),
    }
    Host.update();
}

/// Every device has the game as it is here now.
fn caught_up(f: &mut Friends) {
    let now = Host.now();
    if let Some(t) = f.table.as_mut() {
        t.shared = now.ply;
        t.turn = now.turn;
    }
}

/// The host passes a move from link `from` on to the other friend devices.
fn relay(f: &Friends, from: u8, text: &str) {
    let Some(t) = f.table.as_ref() else { return };
    for l in t.links.iter().filter(|l| l.k != from) {
        if let Some(c) = l.conn.as_ref() {
            c.send(text);
        }
    }
}

/// A guest opens the host's game and its seats.
fn load(f: &mut Friends, k: u8, mine: &[Player], text: &str, sink: &Sink) {
    let Some(t) = f.table.as_ref().filter(|t| !t.host) else { return };
    let game = t.game.clone();
    let checked = Record::parse(text).map_err(|e| e.message(lang())).and_then(|r| {
        if r.game == game {
            Ok(())
        } else {
            Err(say("ván của máy chủ là một trò khác.", "the host's game is another game."))
        }
    });
    if let Err(why) = checked.and_then(|()| Host.load(text)) {
        return notice(f, Text::new(
            format!("Không mở được ván từ máy chủ: {why} Ván ở đây không đổi."),
            format!("The host's game cannot be opened: {why} The game here is unchanged."),
        ));
    }
    Host.hold_auto();
    let players = Host.now().players;
    let Some(t) = f.table.as_mut() else { return };
    for p in Player::ALL {
        t.devices[p.index()] = u8::from(!mine.contains(&p));
    }
    let theirs: Vec<Player> = players.iter().copied().filter(|p| !mine.contains(p)).collect();
    if let Some(l) = t.link(k) {
        l.peer.theirs = theirs;
    }
    seat(t);
    remember(t);
    caught_up(f);
    handle(f, Net::Close, sink);
}

/// The person's answer to the other side's takeback request.
fn answer_takeback(f: &mut Friends, yes: bool) {
    let Some(t) = f.table.as_mut() else { return };
    let (id, host) = (t.id, t.host);
    let Some((k, ply)) = t
        .links
        .iter_mut()
        .find_map(|l| l.peer.asking.take().map(|p| (l.k, p)))
    else {
        return;
    };
    send(f, k, &Message::TakebackAnswer { table: id, ply, yes });
    f.notice = None;
    if yes {
        back_to(&mut HostBoard, ply);
        caught_up(f);
        if host {
            sync_all(f, Some(k));
        }
    }
    Host.update();
}

/// The app's Undo in a game played across devices: asks the other side to take back to
/// `ply` (the moves stay until it agrees).
fn takeback(f: &mut Friends, ply: u32) {
    let Some(t) = f.table.as_mut() else { return };
    let table = t.id;
    let ks: Vec<u8> = t.links.iter().filter(|l| l.state == LinkState::Open).map(|l| l.k).collect();
    if ks.is_empty() {
        return notice(f, Text::new(
            "Không đi lại được khi chưa nối với máy kia.",
            "No takeback while the other device is not connected.",
        ));
    }
    for l in &mut t.links {
        l.peer.asked = Some(ply);
    }
    for k in ks {
        send(f, k, &Message::Takeback { table, ply });
    }
    notice(f, Text::new(
        "Đã xin đi lại; chờ bạn ở máy kia đồng ý.",
        "Takeback asked for; waiting for your friend to allow it.",
    ));
}

/// After every event and every change the app reports: the moves made here go to the other
/// devices, and the panel's line says where the connection stands.
fn follow(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    restore(f, &now);
    let Some(t) = f.table.as_ref().filter(|t| t.game == now.game) else {
        return show_line(f, &now, sink);
    };
    let (shared, turn, table, host) = (t.shared, t.turn, t.id, t.host);
    if now.ply > shared {
        let mover = turn.filter(|p| t.devices[p.index()] == 0);
        let mv = (now.ply == shared + 1)
            .then(|| Record::parse(&Host.record()).ok())
            .flatten()
            .and_then(|r| r.moves.get(shared).cloned());
        match (mover, mv) {
            (Some(player), Some(mv)) => {
                let msg = Message::Move {
                    table,
                    ply: shared as u32,
                    player,
                    mv,
                    position: now.position.clone(),
                };
                let ks: Vec<u8> = t.links.iter().map(|l| l.k).collect();
                for k in ks {
                    send(f, k, &msg);
                }
            }
            _ if host => sync_all(f, None),
            (Some(_), None) => send(f, 0, &Message::Resync { table }),
            // A move of another device's colour made here on its own (an automatic move):
            // that device sends it; the copy that comes back is an old move, dropped.
            (None, _) => {}
        }
        caught_up(f);
    } else if now.ply < shared {
        // Not through a takeback (a new game): the host's game is the truth.
        if host {
            sync_all(f, None);
        } else {
            send(f, 0, &Message::Resync { table });
        }
        caught_up(f);
    }
    show_line(f, &now, sink);
}

/// Brings back, after a reload, the table the game on screen was played at (its
/// connections lost: a new invitation resumes it).
fn restore(f: &mut Friends, now: &Now) {
    if now.game.is_empty() || f.table.as_ref().is_some_and(|t| t.game == now.game) {
        return;
    }
    let (Some(table), Some(saved)) = (
        TableId::parse(&now.table),
        dom::load(&format!("cdg.net.{}", now.game)),
    ) else {
        return;
    };
    let mut w = saved.split(' ');
    let host = w.next() == Some("host");
    let me = w.next().and_then(|m| m.parse().ok()).unwrap_or(1);
    let mut devices = [0u8; 4];
    for (i, c) in w.next().unwrap_or("").bytes().take(4).enumerate() {
        devices[i] = c.saturating_sub(b'0').min(MAX_FRIENDS);
    }
    let mut t = NetTable {
        game: now.game.clone(),
        id: table,
        host,
        devices,
        me,
        links: Vec::new(),
        shared: now.ply,
        turn: now.turn,
    };
    let ks: Vec<u8> = if host {
        (1..=MAX_FRIENDS)
            .filter(|&k| now.players.iter().any(|p| devices[p.index()] == k))
            .collect()
    } else {
        vec![0]
    };
    for k in ks {
        let theirs = now
            .players
            .iter()
            .copied()
            .filter(|p| if host { devices[p.index()] == k } else { devices[p.index()] != 0 })
            .collect();
        t.links.push(Link {
            k,
            conn: None,
            peer: Peer::new(table, theirs),
            state: LinkState::Lost,
        });
    }
    if t.links.is_empty() {
        return;
    }
    hang_up(f);
    f.table = Some(t);
}

/// The panel's line (built the first time): the connection's state, or play by link
/// with its Send button, and the last thing to tell.
fn show_line(f: &mut Friends, now: &Now, sink: &Sink) {
    if f.line.is_none() {
        f.line = Line::build(sink);
    }
    let (net, state) = match f.table.as_ref().filter(|t| t.game == now.game) {
        None if now.table.is_empty() => ("", String::new()),
        None => ("link", say(
            "Chơi qua liên kết: sau nước đi của bạn, nhấn Gửi nước đi.",
            "Playing by link: after your move, press Send your move.",
        )),
        Some(t) if t.links.iter().all(|l| l.state == LinkState::Open) => {
            if now.turn.is_some_and(|p| t.devices[p.index()] != 0) {
                ("open", say("Đã kết nối — chờ nước đi của bạn ở máy kia.", "Connected — waiting for your friend's move."))
            } else {
                ("open", say("Đã kết nối.", "Connected."))
            }
        }
        Some(t) if t.links.iter().any(|l| l.state == LinkState::Lost) => ("lost", if t.host {
            say("Mất kết nối. Nhấn ⇄ để mời lại; ván chơi tiếp từ đây.", "Connection lost. Press ⇄ to invite again; the game goes on from here.")
        } else {
            say("Mất kết nối. Chờ lời mời mới từ người mời; ván chơi tiếp từ đây.", "Connection lost. Wait for a new invitation; the game goes on from here.")
        }),
        Some(_) => ("waiting", say("Đang chờ kết nối…", "Waiting for the connection…")),
    };
    let asking = f
        .table
        .as_ref()
        .is_some_and(|t| t.links.iter().any(|l| l.peer.asking.is_some()));
    if let Some(line) = f.line.as_ref() {
        line.show(&Shown {
            net,
            state: &state,
            notice: f.notice.as_ref().map(|t| t.get(lang())),
            asking,
        });
    }
}

/// "Play by link": the game gets a table, and each move goes as its link.
fn by_link(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    if now.game.is_empty() {
        return;
    }
    hang_up(f);
    f.table = None;
    dom::remove(&format!("cdg.net.{}", now.game));
    let table = TableId::parse(&now.table).unwrap_or_else(fresh_table);
    Host.seat(&now.players, &table.to_string());
    send_move(f, sink);
}

/// "Send your move": the game's link, packed.
fn send_move(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    let Ok(mut record) = Record::parse(&Host.record()) else { return };
    crate::remote::by_link::shorten(&mut record);
    let link = format!("{}#/{}?z={}", page(), now.game, pack::pack(&record.format()));
    let ui = ui(f, sink);
    ui.open(false, &[], &[0; 4], 0);
    ui.clear_links();
    ui.state(9, &say("Liên kết nước đi của bạn", "Your move's link"), false, &say(
        "Gửi liên kết này cho bạn (ví dụ qua ứng dụng trò chuyện). Bạn mở nó, đi một nước rồi gửi lại cho bạn.",
        "Send this link to your friend (in a chat app, say). They open it, play a move and send one back.",
    ), sink);
    ui.link(9, &link);
}

/// The page was opened at an address for this module: an invitation, a reply or a packed
/// link of play by link.
fn address(f: &mut Friends, h: &str, sink: &Sink) {
    if h.starts_with("#/join?") || h.starts_with("#/reply?") {
        if let Ok(hist) = dom::window().history() {
            let _ = hist.replace_state_with_url(&JsValue::NULL, "", Some("#/"));
        }
        if h.starts_with("#/join?") {
            join(f, h, sink);
        } else {
            pass_reply(f, h, sink);
        }
        return;
    }
    let Some((path, query)) = h.split_once('?') else { return };
    let game = path.trim_start_matches("#/");
    if let Some(packed) = query.split('&').find_map(|kv| kv.strip_prefix("z=")) {
        unpack(f, game, packed);
    }
}

/// A packed link opened for `game`: the same game continues; another one opens.
fn unpack(f: &mut Friends, game: &str, packed: &str) {
    let text = match pack::unpack(packed) {
        Ok(t) => t,
        Err(t) => return notice(f, t),
    };
    let cannot = |vi: String, en: String| {
        Text::new(
            format!("Không mở được ván từ liên kết: {vi} Ván đang chơi không đổi."),
            format!("The game cannot be opened from the link: {en} The game in progress is unchanged."),
        )
    };
    let record = match Record::parse(&text) {
        Ok(r) if r.game == game => r,
        Ok(_) => return notice(f, cannot("liên kết là của một trò khác.".into(), "the link is of another game.".into())),
        Err(e) => return notice(f, cannot(e.message(Lang::Vi), e.message(Lang::En))),
    };
    let now = Host.now();
    if now.game != game {
        return;
    }
    let same = record.extra("table").is_some_and(|t| t == now.table);
    if same {
        let mine = Record::parse(&Host.record()).map(|r| r.moves).unwrap_or_default();
        match follows(&mine, &record.moves) {
            Err(t) => return notice(f, t),
            Ok(Follows::Same) => {
                return notice(f, Text::new(
                    "Liên kết này chính là ván đang chơi: chưa có nước mới.",
                    "This link is the game in progress: there is no new move yet.",
                ))
            }
            Ok(Follows::Continues(_)) => {}
        }
    }
    let t = match Host.load(&text) {
        Ok(()) => Text::new(
            "Đã nhận nước đi của bạn. Đi nước của bạn rồi nhấn Gửi nước đi.",
            "Your friend's move is here. Play yours, then press Send your move.",
        ),
        Err(why) => cannot(why.clone(), why),
    };
    notice(f, t);
    Host.update();
}
