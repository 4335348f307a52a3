//! The table across devices on this device: a fresh table's id, the roles kept in storage
//! so a reload keeps them, the seats set in the app, hanging up, and the table brought
//! back after a reload (its connections lost until a new invitation).

use super::state::{Friends, Link, LinkState, NetTable};
use crate::page::dom;
use crate::page::host::{Host, Now};
use crate::remote::follow::Peer;
use crate::remote::invite::MAX_FRIENDS;
use crate::remote::TableId;

/// A fresh table id.
pub(super) fn fresh_table() -> TableId {
    TableId(dom::fresh_seed())
}

/// Remembers the table's roles on this device, so a reload keeps them.
pub(super) fn remember(t: &NetTable) {
    let devices: String = t.devices.iter().map(|d| char::from(b'0' + d)).collect();
    let role = if t.host { "host" } else { "guest" };
    dom::save(
        &format!("cdg.net.{}", t.game),
        &format!("{role} {} {devices}", t.me),
    );
}

/// Seats this device's colours as people and the others as friends, at the table.
///
/// # Errors
/// Why the app could not.
pub(super) fn seat(t: &NetTable) -> Result<(), crate::core::Text> {
    Host.seat(&t.colours(0), &t.id.to_string())
}

/// Closes every connection of the table.
pub(super) fn hang_up(f: &mut Friends) {
    if let Some(t) = f.table.as_mut() {
        for l in &mut t.links {
            if let Some(c) = l.conn.take() {
                c.close();
            }
        }
    }
}

/// Brings back, after a reload, the table the game on screen was played at (its
/// connections lost: a new invitation resumes it).
pub(super) fn restore(f: &mut Friends, now: &Now) {
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
            .filter(|p| {
                if host {
                    devices[p.index()] == k
                } else {
                    devices[p.index()] != 0
                }
            })
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
