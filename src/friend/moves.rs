//! The game across the connections: each move made here goes out with the position after
//! it; a message from the other side is checked by the rules ([`crate::remote::follow`])
//! before anything changes; the host's game, whole, when the two differ; takebacks by
//! consent; and the panel's line that says where things stand.

use super::event::Sink;
use super::line::{Line, Shown};
use super::state::{Friends, LinkState};
use super::table::{remember, restore, seat};
use super::talk::{notice, say, told};
use super::wire::{caught_up, relay, send, sync, sync_all};
use crate::core::{Player, Text};
use crate::page::host::{Host, Now};
use crate::page::i18n::lang;
use crate::record::Record;
use crate::remote::follow::{back_to, receive, Board, Verdict};
use crate::remote::Message;

/// The game on screen as the checks see it.
pub(super) struct HostBoard;

impl Board for HostBoard {
    fn ply(&self) -> usize {
        Host.now().ply
    }
    fn turn(&self) -> Option<Player> {
        Host.now().turn
    }
    fn play_text(&mut self, mv: &str) -> Result<(), Text> {
        Host.play(mv)
    }
    fn fair(&self, mv: &str) -> bool {
        // An app that cannot answer refuses the move itself, with why, in play_text.
        Host.fair(mv).unwrap_or(true)
    }
    fn undo(&mut self) {
        // An undo that fails leaves the ply where it was: back_to stops there.
        if let Err(e) = Host.undo() {
            crate::page::dom::log(&format!("undo: {e}"));
        }
    }
    fn position(&self) -> String {
        Host.now().position
    }
}

/// A message over link `k`.
pub(super) fn received(f: &mut Friends, k: u8, text: &str) {
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
            told(f, Host.hold_auto());
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
        Verdict::Load { seats, record } => load(f, k, &seats, &record),
        Verdict::Resync => sync(f, k),
        Verdict::AskTakeback(ply) => {
            let n = Host.now().ply.saturating_sub(ply as usize);
            notice(
                f,
                Text::new(
                    format!("Bạn ở máy kia xin đi lại {n} nước. Bạn có đồng ý không?"),
                    format!(
                        "Your friend on the other device asks to take back {n} move{}. Do you allow it?",
                        if n == 1 { "" } else { "s" }
                    ),
                ),
            )
        }
        Verdict::TookBack(_) => {
            caught_up(f);
            notice(
                f,
                Text::new(
                    "Bạn ở máy kia đã đồng ý cho đi lại.",
                    "Your friend allowed the takeback.",
                ),
            );
            if host {
                sync_all(f, Some(k));
            }
        }
        Verdict::TakebackRefused => notice(
            f,
            Text::new(
                "Bạn ở máy kia không đồng ý cho đi lại.",
                "Your friend refused the takeback.",
            ),
        ),
    }
    Host.update();
}

/// A guest opens the host's game and its seats.
pub(super) fn load(f: &mut Friends, k: u8, mine: &[Player], text: &str) {
    let Some(t) = f.table.as_ref().filter(|t| !t.host) else {
        return;
    };
    let game = t.game.clone();
    let checked = Record::parse(text).map_err(|e| e.sentence()).and_then(|r| {
        if r.game == game {
            Ok(())
        } else {
            Err(Text::new(
                "ván của máy chủ là một trò khác.",
                "the host's game is another game.",
            ))
        }
    });
    if let Err(why) = checked.and_then(|()| Host.load(text)) {
        return notice(
            f,
            Text::new(
                format!(
                    "Không mở được ván từ máy chủ: {} Ván ở đây không đổi.",
                    why.vi
                ),
                format!(
                    "The host's game cannot be opened: {} The game here is unchanged.",
                    why.en
                ),
            ),
        );
    }
    told(f, Host.hold_auto());
    let players = Host.now().players;
    let Some(t) = f.table.as_mut() else { return };
    for p in Player::ALL {
        t.devices[p.index()] = u8::from(!mine.contains(&p));
    }
    let theirs: Vec<Player> = players
        .iter()
        .copied()
        .filter(|p| !mine.contains(p))
        .collect();
    if let Some(l) = t.link(k) {
        l.peer.theirs = theirs;
    }
    let seated = seat(t);
    remember(t);
    told(f, seated);
    caught_up(f);
    if let Some(ui) = f.ui.as_ref() {
        ui.close();
    }
}

/// The person's answer to the other side's takeback request.
pub(super) fn answer_takeback(f: &mut Friends, yes: bool) {
    let Some(t) = f.table.as_mut() else { return };
    let (id, host) = (t.id, t.host);
    let Some((k, ply)) = t
        .links
        .iter_mut()
        .find_map(|l| l.peer.asking.take().map(|p| (l.k, p)))
    else {
        return;
    };
    send(
        f,
        k,
        &Message::TakebackAnswer {
            table: id,
            ply,
            yes,
        },
    );
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
pub(super) fn takeback(f: &mut Friends, ply: u32) {
    let Some(t) = f.table.as_mut() else { return };
    let table = t.id;
    let ks: Vec<u8> = t
        .links
        .iter()
        .filter(|l| l.state == LinkState::Open)
        .map(|l| l.k)
        .collect();
    if ks.is_empty() {
        return notice(
            f,
            Text::new(
                "Không đi lại được khi chưa nối với máy kia.",
                "No takeback while the other device is not connected.",
            ),
        );
    }
    for l in &mut t.links {
        l.peer.asked = Some(ply);
    }
    for k in ks {
        send(f, k, &Message::Takeback { table, ply });
    }
    notice(
        f,
        Text::new(
            "Đã xin đi lại; chờ bạn ở máy kia đồng ý.",
            "Takeback asked for; waiting for your friend to allow it.",
        ),
    );
}

/// After every event and every change the app reports: the moves made here go to the other
/// devices, and the panel's line says where the connection stands.
pub(super) fn follow(f: &mut Friends, sink: &Sink) {
    let now = Host.now();
    restore(f, &now);
    let Some(t) = f.table.as_ref().filter(|t| t.game == now.game) else {
        return show_line(f, &now, sink);
    };
    let (shared, turn, table, host) = (t.shared, t.turn, t.id, t.host);
    if now.ply > shared {
        let mover = turn.filter(|p| t.devices[p.index()] == 0);
        let mv = (now.ply == shared + 1)
            .then(|| Host.record().ok().and_then(|r| Record::parse(&r).ok()))
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
        // Not through a takeback (a new game): the host's game is the truth, and the seats
        // stay as the table has them (the new-game sheet may have changed them here).
        if host {
            if let Some(seated) = f.table.as_ref().map(seat) {
                told(f, seated);
            }
            sync_all(f, None);
        } else {
            send(f, 0, &Message::Resync { table });
        }
        caught_up(f);
    }
    show_line(f, &now, sink);
}

/// The panel's line (built the first time): the connection's state, or play by link
/// with its Send button, and the last thing to tell.
pub(super) fn show_line(f: &mut Friends, now: &Now, sink: &Sink) {
    if f.line.is_none() {
        f.line = Line::build(sink);
    }
    let (net, state) = match f.table.as_ref().filter(|t| t.game == now.game) {
        None if now.table.is_empty() => ("", String::new()),
        None => (
            "link",
            say(
                "Chơi qua liên kết: sau nước đi của bạn, nhấn Gửi nước đi.",
                "Playing by link: after your move, press Send your move.",
            ),
        ),
        Some(t) if t.links.iter().all(|l| l.state == LinkState::Open) => {
            if now.turn.is_some_and(|p| t.devices[p.index()] != 0) {
                (
                    "open",
                    say(
                        "Đã kết nối — chờ nước đi của bạn ở máy kia.",
                        "Connected — waiting for your friend's move.",
                    ),
                )
            } else {
                ("open", say("Đã kết nối.", "Connected."))
            }
        }
        Some(t) if t.links.iter().any(|l| l.state == LinkState::Lost) => (
            "lost",
            if t.host {
                say(
                    "Mất kết nối. Nhấn ⇄ để mời lại; ván chơi tiếp từ đây.",
                    "Connection lost. Press ⇄ to invite again; the game goes on from here.",
                )
            } else {
                say(
                    "Mất kết nối. Chờ lời mời mới từ người mời; ván chơi tiếp từ đây.",
                    "Connection lost. Wait for a new invitation; the game goes on from here.",
                )
            },
        ),
        Some(_) => (
            "waiting",
            say("Đang chờ kết nối…", "Waiting for the connection…"),
        ),
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
