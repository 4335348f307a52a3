//! The page's address as the app reads it: the screen (`#/ganh`) and a share link's
//! payload (`#/ganh?r=…`). A link is a stranger's input and may be huge: its length is
//! checked while it is still the browser's string, so a link too long to be a game is
//! refused without being copied, and the browser's slow rewrite of such an address waits
//! until the page has answered.

use super::dom;
use super::games::{self, GameInfo};
use crate::record::{check_link_size, RecordError};
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The address's fragment, as the browser's own string.
fn hash() -> JsString {
    js_sys::Reflect::get(&dom::window().location(), &"hash".into())
        .ok()
        .and_then(|h| h.dyn_into::<JsString>().ok())
        .unwrap_or_else(|| JsString::from(""))
}

/// Where the fragment's query starts (`?`), if it has one.
fn query_start(h: &JsString) -> Option<u32> {
    u32::try_from(h.index_of("?", 0)).ok()
}

/// The fragment without its query (`#/ganh` of `#/ganh?r=…`).
pub fn path() -> String {
    let h = hash();
    match query_start(&h) {
        Some(q) => h.slice(0, q).into(),
        None => h.into(),
    }
}

/// When the address is a share link for one of the games: that game and the link's
/// payload (or why it cannot be read: too long). The address becomes the game's own
/// (`#/ganh`), at once, or just after the page has answered when the link was huge.
pub fn take_link() -> Option<(GameInfo, Result<String, RecordError>)> {
    let h = hash();
    let q = query_start(&h)?;
    let path: String = h.slice(0, q).into();
    let info = games::find(path.trim_start_matches('#').trim_start_matches('/'))?;
    let own = format!("#/{}", info.id);
    let query = h.slice(q + 1, h.length());
    // Room for the query's other fields; the payload itself is checked again when read.
    let too_long = check_link_size((query.length() as usize).saturating_sub(64));
    if too_long.is_err() {
        let later = Closure::once_into_js(move || {
            // Unless the person has gone elsewhere meanwhile.
            if JsValue::from(hash()) == JsValue::from(h) {
                replace_address(&own);
            }
        });
        let _ = dom::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
        return Some((info, too_long.map(|_| String::new())));
    }
    replace_address(&own);
    let query: String = query.into();
    let payload = query.split('&').find_map(|kv| kv.strip_prefix("r="))?;
    Some((info, Ok(payload.to_string())))
}

/// Replaces the address's fragment with `hash`, with no new history entry.
fn replace_address(hash: &str) {
    if let Ok(h) = dom::window().history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(hash));
    }
}

/// When the address is for play with a friend (an invitation `#/join?…`, a reply
/// `#/reply?…`, a packed link `#/toan?z=…`): the address, for the friend module to read.
pub fn for_friend() -> Option<String> {
    let h: String = hash().into();
    let packed = h
        .split_once('?')
        .is_some_and(|(_, q)| q.split('&').any(|kv| kv.starts_with("z=")));
    let ours = packed || h.starts_with("#/join?") || h.starts_with("#/reply?");
    ours.then_some(h)
}
