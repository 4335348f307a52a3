//! Sending to the other devices: a message over one link, the host's game whole to one
//! or all friend devices, a move passed on by the host; and noting how far every device
//! has the game.

use super::state::Friends;
use super::talk::notice;
use crate::page::host::Host;
use crate::remote::Message;

/// Sends `msg` over link `k`.
pub(super) fn send(f: &mut Friends, k: u8, msg: &Message) {
    if let Some(c) = f
        .table
        .as_mut()
        .and_then(|t| t.link(k))
        .and_then(|l| l.conn.as_ref())
    {
        c.send(&msg.encode());
    }
}

/// The host's game, whole, to link `k`.
pub(super) fn sync(f: &mut Friends, k: u8) {
    let Some(t) = f.table.as_ref().filter(|t| t.host) else {
        return;
    };
    let (table, seats) = (t.id, t.colours(k));
    let record = match Host.record() {
        Ok(r) => r,
        Err(e) => return notice(f, e),
    };
    let msg = Message::Sync {
        table,
        seats,
        record,
    };
    send(f, k, &msg);
}

/// The host's game to every friend device but `except`.
pub(super) fn sync_all(f: &mut Friends, except: Option<u8>) {
    let ks: Vec<u8> = f
        .table
        .as_ref()
        .map(|t| {
            t.links
                .iter()
                .map(|l| l.k)
                .filter(|k| Some(*k) != except)
                .collect()
        })
        .unwrap_or_default();
    for k in ks {
        sync(f, k);
    }
}

/// Every device has the game as it is here now.
pub(super) fn caught_up(f: &mut Friends) {
    let now = Host.now();
    if let Some(t) = f.table.as_mut() {
        t.shared = now.ply;
        t.turn = now.turn;
    }
}

/// The host passes a move from link `from` on to the other friend devices.
pub(super) fn relay(f: &Friends, from: u8, text: &str) {
    let Some(t) = f.table.as_ref() else { return };
    for l in t.links.iter().filter(|l| l.k != from) {
        if let Some(c) = l.conn.as_ref() {
            c.send(text);
        }
    }
}
