//! Play by link, no connection needed: after each move the game's link, packed and cut to
//! what it needs; a link opened here continues the same game, or is refused (an old move,
//! a fork) with the sentence that says why. Also the addresses this module is opened at.

use super::connect::{join, pass_reply};
use super::event::Sink;
use super::state::Friends;
use super::table::{fresh_table, hang_up};
use super::talk::{notice, say, ui};
use crate::core::{Lang, Text};
use crate::page::dom;
use crate::page::host::Host;
use crate::record::Record;
use crate::remote::by_link::{follows, Follows};
use crate::remote::{pack, TableId};
use wasm_bindgen::prelude::*;

/// "Play by link": the game gets a table, and each move goes as its link.
pub(super) fn by_link(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    if now.game.is_empty() {
        return;
    }
    hang_up(f);
    f.table = None;
    dom::remove(&format!("cdg.net.{}", now.game));
    let table = TableId::parse(&now.table).unwrap_or_else(fresh_table);
    if let Err(e) = Host.seat(&now.players, &table.to_string()) {
        return notice(f, e);
    }
    send_move(f, sink);
}

/// "Send your move": the game's link, packed.
pub(super) fn send_move(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    let mut record = match Host.record() {
        Ok(text) => match Record::parse(&text) {
            Ok(r) => r,
            Err(e) => return notice(f, e.sentence()),
        },
        Err(e) => return notice(f, e),
    };
    crate::remote::by_link::shorten(&mut record);
    let link = format!(
        "{}#/{}?z={}",
        dom::page_address(),
        now.game,
        pack::pack(&record.format())
    );
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
pub(super) fn address(f: &mut Friends, h: &str, sink: &Sink) {
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
    let Some((path, query)) = h.split_once('?') else {
        return;
    };
    let game = path.trim_start_matches("#/");
    if let Some(packed) = query.split('&').find_map(|kv| kv.strip_prefix("z=")) {
        unpack(f, game, packed);
    }
}

/// A packed link opened for `game`: the same game continues; another one opens.
pub(super) fn unpack(f: &mut Friends, game: &str, packed: &str) {
    let text = match pack::unpack(packed) {
        Ok(t) => t,
        Err(t) => return notice(f, t),
    };
    let cannot = |vi: String, en: String| {
        Text::new(
            format!("Không mở được ván từ liên kết: {vi} Ván đang chơi không đổi."),
            format!(
                "The game cannot be opened from the link: {en} The game in progress is unchanged."
            ),
        )
    };
    let record = match Record::parse(&text) {
        Ok(r) if r.game == game => r,
        Ok(_) => {
            return notice(
                f,
                cannot(
                    "liên kết là của một trò khác.".into(),
                    "the link is of another game.".into(),
                ),
            )
        }
        Err(e) => return notice(f, cannot(e.message(Lang::Vi), e.message(Lang::En))),
    };
    let now = Host.now();
    if now.game != game {
        return;
    }
    let same = record.extra("table").is_some_and(|t| t == now.table);
    if same {
        let mine = Host
            .record()
            .ok()
            .and_then(|r| Record::parse(&r).ok())
            .map(|r| r.moves)
            .unwrap_or_default();
        match follows(&mine, &record.moves) {
            Err(t) => return notice(f, t),
            Ok(Follows::Same) => {
                return notice(
                    f,
                    Text::new(
                        "Liên kết này chính là ván đang chơi: chưa có nước mới.",
                        "This link is the game in progress: there is no new move yet.",
                    ),
                )
            }
            Ok(Follows::Continues(_)) => {}
        }
    }
    let t = match Host.load(&text) {
        Ok(()) => Text::new(
            "Đã nhận nước đi của bạn. Đi nước của bạn rồi nhấn Gửi nước đi.",
            "Your friend's move is here. Play yours, then press Send your move.",
        ),
        Err(why) => cannot(why.vi, why.en),
    };
    notice(f, t);
    Host.update();
}
