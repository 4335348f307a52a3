//! The "Play with a friend on another device" dialog: which device plays each colour, the
//! STUN setting, and one block per link with its invitation or reply as a link, a QR code,
//! Copy and Share, a box for the friend's reply and the connection's state. It shows what
//! [`super::play`] tells it and sends the person's choices as [`Net`] events.

use super::event::{Net, Sink};
use crate::core::Player;
use crate::page::dom::{self, append, attr, el, on};
use crate::page::i18n::{button, label, tr, Tr};
use crate::page::words::{CLOSE, COPIED, COPY, FRIEND};
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlCanvasElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

const INTRO: Tr = tr(
    "Chọn máy cầm mỗi quân, tạo lời mời rồi gửi cho bạn (liên kết hoặc mã QR). Bạn mở lời mời và gửi lại lời đáp; bạn mở hoặc dán lời đáp ở đây. Không cần máy chủ: hai máy nối thẳng với nhau.",
    "Choose which device plays each colour, make the invitation and send it to your friend (a link or the QR code). Your friend opens it and sends back a reply; open or paste the reply here. No server is needed: the two devices connect directly.",
);
const HERE: Tr = tr("Máy này", "This device");
const STUN: Tr = tr("Máy chủ STUN (không bắt buộc)", "STUN server (optional)");
const STUN_HELP: Tr = tr(
    "Để trống khi hai máy dùng chung một mạng Wi-Fi. Khi chơi qua Internet, một máy chủ STUN (ví dụ stun:stun.example.org:3478) giúp mỗi máy biết địa chỉ của mình; chỉ khi bạn điền vào đây ứng dụng mới gửi yêu cầu tới nó.",
    "Leave it empty when both devices share one Wi-Fi network. Across the internet, a STUN server (for example stun:stun.example.org:3478) tells each device its own address; the app sends it a request only when you fill this in.",
);
const INVITE: Tr = tr("Tạo lời mời", "Make the invitation");
const BY_LINK: Tr = tr("Chơi qua liên kết", "Play by link");
const BY_LINK_HELP: Tr = tr(
    "Không kết nối được? Chơi qua liên kết: sau mỗi nước, gửi liên kết của ván cho bạn.",
    "Cannot connect? Play by link: after each move, send your friend the game's link.",
);
const SHARE: Tr = tr("Chia sẻ", "Share");
const REPLY: Tr = tr(
    "Dán lời đáp của bạn vào đây",
    "Paste your friend's reply here",
);
const CONNECT: Tr = tr("Kết nối", "Connect");

/// One link's block.
struct Block {
    k: u8,
    root: HtmlElement,
    state: HtmlElement,
    qr: HtmlCanvasElement,
    link: HtmlInputElement,
}

/// The dialog's elements.
pub struct FriendUi {
    pub dialog: HtmlDialogElement,
    setup: HtmlElement,
    seats: HtmlElement,
    stun: HtmlInputElement,
    blocks: Vec<Block>,
    list: HtmlElement,
    error: HtmlElement,
}

/// The name of friend device `k` ("Máy bạn 1").
pub fn device_name(k: u8) -> String {
    if k == 0 {
        return HERE.now().to_string();
    }
    format!("{} {k}", tr("Máy bạn", "Friend's device").now())
}

impl FriendUi {
    /// Builds the dialog (closed) in `root`.
    pub fn build(root: &HtmlElement, sink: &Sink) -> FriendUi {
        let dialog: HtmlDialogElement =
            el("dialog", "records-dialog friend-dialog").unchecked_into();
        append(root, dialog.clone());
        attr(&dialog, "aria-labelledby", "friend-title");
        let h = append(&dialog, el("h2", ""));
        attr(&h, "id", "friend-title");
        label(&h, FRIEND);
        let setup = append(&dialog, el("div", "friend-setup"));
        label(&append(&setup, el("p", "friend-intro")), INTRO);
        let seats = append(&setup, el("div", "friend-seats"));
        let l = append(&setup, el("label", "rec-field friend-stun"));
        label(&append(&l, el("span", "")), STUN);
        let stun: HtmlInputElement = append(&l, el("input", "stun")).unchecked_into();
        attr(&stun, "type", "text");
        attr(&stun, "spellcheck", "false");
        attr(&stun, "autocomplete", "off");
        stun.set_value(&dom::load("cdg.stun").unwrap_or_default());
        label(&append(&setup, el("p", "friend-help")), STUN_HELP);
        let row = append(&setup, el("div", "dialog-actions"));
        let invite = append(&row, button("primary friend-invite", "", INVITE));
        let s = sink.clone();
        on(&invite, "click", move |_| {
            s(Net::Invite);
        });
        label(&append(&setup, el("p", "friend-help")), BY_LINK_HELP);
        let by_link = append(&setup, button("friend-bylink", "", BY_LINK));
        let s = sink.clone();
        on(&by_link, "click", move |_| {
            s(Net::ByLink);
        });
        let list = append(&dialog, el("div", "friend-links"));
        let error = append(&dialog, el("p", "error friend-error"));
        attr(&error, "role", "alert");
        let row = append(&dialog, el("div", "dialog-actions"));
        let close = append(&row, button("friend-close", "", CLOSE));
        let s = sink.clone();
        on(&close, "click", move |_| {
            s(Net::Close);
        });
        on(&dialog, "keydown", |e| e.stop_propagation());
        FriendUi {
            dialog,
            setup,
            seats,
            stun,
            blocks: Vec::new(),
            list,
            error,
        }
    }

    /// Opens the dialog: the host's choices for `players` (each colour's device as
    /// `devices` says, up to `friends` friend devices), or a guest's view without them.
    pub fn open(&mut self, host: bool, players: &[Player], devices: &[u8; 4], friends: u8) {
        dom::set_hidden(&self.setup, !host);
        dom::clear(&self.seats);
        for &p in players {
            let l = append(&self.seats, el("label", "rec-field"));
            append(&l, el("span", "")).set_text_content(Some(&format!(
                "{} / {}",
                p.name_vi(),
                p.name_en()
            )));
            let select: HtmlSelectElement = append(&l, el("select", "")).unchecked_into();
            attr(&select, "data-seat", &p.letter().to_string());
            for k in 0..=friends {
                let o = append(&select, el("option", ""));
                attr(&o, "value", &k.to_string());
                o.set_text_content(Some(&device_name(k)));
            }
            select.set_value(&devices[p.index()].to_string());
        }
        self.set_error("");
        if !self.dialog.open() {
            let _ = self.dialog.show_modal();
        }
    }

    /// Hides the choices once the invitations are made (opening the dialog shows them again).
    pub fn invited(&self) {
        dom::set_hidden(&self.setup, true);
    }

    /// Shows the choices again (no connection could be made: "Play by link" is among them).
    pub fn choices(&self) {
        dom::set_hidden(&self.setup, false);
    }

    /// The device chosen for each colour (0: this one).
    pub fn devices(&self, players: &[Player]) -> [u8; 4] {
        let mut out = [0; 4];
        for &p in players {
            let sel = format!("select[data-seat='{}']", p.letter());
            if let Ok(Some(s)) = self.seats.query_selector(&sel) {
                let s: HtmlSelectElement = s.unchecked_into();
                out[p.index()] = s.value().parse().unwrap_or(0);
            }
        }
        out
    }

    /// The STUN server as set (and remembered on this device).
    pub fn stun(&self) -> String {
        let v = self.stun.value().trim().to_string();
        dom::save("cdg.stun", &v);
        v
    }

    /// Removes every link's block.
    pub fn clear_links(&mut self) {
        self.blocks.clear();
        dom::clear(&self.list);
    }

    /// The block of link `k`, made with `title` (and a reply box on the host) if new.
    fn block(&mut self, k: u8, title: &str, reply: bool, sink: &Sink) -> &Block {
        if let Some(i) = self.blocks.iter().position(|b| b.k == k) {
            return &self.blocks[i];
        }
        let root = append(&self.list, el("section", "invite"));
        attr(&root, "data-friend", &k.to_string());
        append(&root, el("h3", "")).set_text_content(Some(title));
        let state = append(&root, el("p", "state"));
        attr(&state, "role", "status");
        let qr: HtmlCanvasElement = append(&root, el("canvas", "qr")).unchecked_into();
        dom::set_hidden(&qr, true);
        let row = append(&root, el("div", "link-row"));
        let link: HtmlInputElement = append(&row, el("input", "link")).unchecked_into();
        attr(&link, "readonly", "");
        attr(&link, "aria-label", title);
        let copy = append(&row, button("copy", "", COPY));
        let (l2, st) = (link.clone(), state.clone());
        on(&copy, "click", move |_| {
            let (l3, st2) = (l2.clone(), st.clone());
            dom::copy_text(&l2.value(), move |ok| {
                if ok {
                    st2.set_text_content(Some(COPIED.now()));
                } else {
                    l3.select();
                }
            });
        });
        if js_sys::Reflect::has(&dom::window().navigator(), &"share".into()).unwrap_or(false) {
            let share = append(&row, button("share", "", SHARE));
            let l2 = link.clone();
            on(&share, "click", move |_| share_url(&l2.value()));
        }
        if reply {
            let l = append(&root, el("label", "rec-field"));
            label(&append(&l, el("span", "")), REPLY);
            let input: HtmlInputElement = append(&l, el("input", "reply")).unchecked_into();
            attr(&input, "spellcheck", "false");
            attr(&input, "autocomplete", "off");
            let connect = append(&root, button("use-reply", "", CONNECT));
            let s = sink.clone();
            on(&connect, "click", move |_| {
                s(Net::Reply(k, input.value()));
            });
        }
        self.blocks.push(Block {
            k,
            root,
            state,
            qr,
            link,
        });
        let last = self.blocks.len() - 1;
        &self.blocks[last]
    }

    /// Shows link `k`'s block with `title` and its state `text`.
    pub fn state(&mut self, k: u8, title: &str, reply: bool, text: &str, sink: &Sink) {
        let b = self.block(k, title, reply, sink);
        b.state.set_text_content(Some(text));
    }

    /// Shows `link` in link `k`'s block (its QR code follows with [`FriendUi::qr`]).
    pub fn link(&mut self, k: u8, link: &str) {
        if let Some(b) = self.blocks.iter().find(|b| b.k == k) {
            b.link.set_value(link);
            dom::attr(&b.root, "data-ready", "true");
        }
    }

    /// Draws link `k`'s QR code: `size` modules a side, row by row (true: dark).
    pub fn qr(&mut self, k: u8, size: usize, dark: &[bool]) {
        let Some(b) = self.blocks.iter().find(|b| b.k == k) else {
            return;
        };
        draw_qr(&b.qr, size, dark);
        dom::set_hidden(&b.qr, false);
    }

    /// Shows an error (empty: none).
    pub fn set_error(&self, text: &str) {
        self.error.set_text_content(Some(text));
    }

    /// Closes the dialog.
    pub fn close(&self) {
        self.dialog.close();
    }
}

/// Shares `url` with the Web Share API (a chat app, on a phone).
fn share_url(url: &str) {
    let nav = dom::window().navigator();
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    if let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call1(&nav, &data);
        }
    }
}

/// Draws a QR code on `canvas`, 4 light modules of quiet zone round it, each module a whole
/// number of device pixels.
fn draw_qr(canvas: &HtmlCanvasElement, size: usize, dark: &[bool]) {
    let size = u32::try_from(size).unwrap_or(0);
    let side = size + 8;
    let ratio = dom::window().device_pixel_ratio().max(1.0);
    let css = 240.0_f64.min(f64::from(side) * 6.0);
    let px = ((css * ratio) / f64::from(side)).floor().max(1.0);
    let w = (px * f64::from(side)) as u32;
    canvas.set_width(w);
    canvas.set_height(w);
    let _ = canvas
        .style()
        .set_property("width", &format!("{}px", f64::from(w) / ratio));
    let Some(ctx) = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .map(|c| c.unchecked_into::<web_sys::CanvasRenderingContext2d>())
    else {
        return;
    };
    ctx.set_fill_style_str("#fff");
    ctx.fill_rect(0.0, 0.0, f64::from(w), f64::from(w));
    ctx.set_fill_style_str("#000");
    for (i, d) in dark.iter().enumerate() {
        if *d {
            let (x, y) = ((i as u32 % size) + 4, (i as u32 / size) + 4);
            ctx.fill_rect(f64::from(x) * px, f64::from(y) * px, px, px);
        }
    }
}
