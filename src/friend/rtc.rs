//! One WebRTC data channel to another device, and nothing of the game: it makes this side's
//! session description (offer or answer) and waits until every address is gathered (the
//! description then travels whole, in a link), and it reports what happens to the channel
//! as [`Net`] events for link `k`. No request leaves the device unless the person set a
//! STUN server (the dialog's setting, stored on this device); with none, only this
//! network's own addresses are offered.

use super::event::{Net, Sink};
use crate::page::dom;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// How long gathering addresses may take (a STUN server that does not answer) before the
/// description goes with the addresses found so far.
const GATHER_MS: i32 = 6_000;

/// A connection to one other device.
pub struct Conn {
    pc: RtcPeerConnection,
    channel: Rc<RefCell<Option<RtcDataChannel>>>,
}

/// Runs `f` once `promise` resolves with its value; a rejection reports `Gathered(k, None)`.
fn then(promise: js_sys::Promise, k: u8, sink: &Sink, f: impl FnOnce(JsValue) + 'static) {
    let mut f = Some(f);
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |v: JsValue| {
        if let Some(f) = f.take() {
            f(v);
        }
    });
    let s = sink.clone();
    let fail = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        dom::log(&format!("connection: {e:?}"));
        s(Net::Gathered(k, None));
    });
    let _ = promise.then2(&ok, &fail);
    ok.forget();
    fail.forget();
}

/// Wires `channel`'s events to link `k`.
fn wire_channel(channel: &RtcDataChannel, k: u8, sink: &Sink) {
    let s = sink.clone();
    let open = Closure::<dyn FnMut()>::new(move || {
        s(Net::Opened(k));
    });
    channel.set_onopen(Some(open.as_ref().unchecked_ref()));
    open.forget();
    let s = sink.clone();
    let close = Closure::<dyn FnMut()>::new(move || {
        s(Net::Closed(k));
    });
    channel.set_onclose(Some(close.as_ref().unchecked_ref()));
    close.forget();
    let s = sink.clone();
    let message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        // Only text is ever sent; anything else is a message that does not read.
        let text = e.data().as_string().unwrap_or_default();
        s(Net::Received(k, text));
    });
    channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
    message.forget();
}

impl Conn {
    /// A new connection for link `k`, with the STUN server `stun` when one is set.
    fn new(k: u8, stun: &str, sink: &Sink) -> Result<Conn, JsValue> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        if !stun.is_empty() {
            let server = RtcIceServer::new();
            server.set_urls_str(stun);
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let pc = RtcPeerConnection::new_with_configuration(&config)?;
        let conn = Conn {
            pc,
            channel: Rc::new(RefCell::new(None)),
        };
        // The description goes once gathering is complete, or when the time is up.
        let sent = Rc::new(Cell::new(false));
        let report = {
            let pc = conn.pc.clone();
            let sink = sink.clone();
            move || {
                if !sent.replace(true) {
                    let sdp = pc.local_description().map(|d| d.sdp());
                    sink(Net::Gathered(k, sdp));
                }
            }
        };
        let r = report.clone();
        let pc = conn.pc.clone();
        let gathering = Closure::<dyn FnMut()>::new(move || {
            if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                r();
            }
        });
        conn.pc
            .set_onicegatheringstatechange(Some(gathering.as_ref().unchecked_ref()));
        gathering.forget();
        let timeout = Closure::once_into_js(report);
        let _ = dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(
            timeout.unchecked_ref(),
            GATHER_MS,
        );
        let s = sink.clone();
        let pc = conn.pc.clone();
        let state = Closure::<dyn FnMut()>::new(move || {
            if matches!(
                pc.connection_state(),
                RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
            ) {
                s(Net::Closed(k));
            }
        });
        conn.pc
            .set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
        state.forget();
        Ok(conn)
    }

    /// The host's side of link `k`: a channel and its offer (reported when gathered).
    pub fn offer(k: u8, stun: &str, sink: &Sink) -> Result<Conn, JsValue> {
        let conn = Conn::new(k, stun, sink)?;
        let channel = conn.pc.create_data_channel("cdg");
        wire_channel(&channel, k, sink);
        *conn.channel.borrow_mut() = Some(channel);
        let pc = conn.pc.clone();
        let s = sink.clone();
        then(conn.pc.create_offer(), k, sink, move |offer| {
            let desc: RtcSessionDescriptionInit = offer.unchecked_into();
            then(pc.set_local_description(&desc), k, &s, |_| {});
        });
        Ok(conn)
    }

    /// A guest's side: answers the host's `offer` (reported as link 0 when gathered).
    pub fn answer(offer: &str, stun: &str, sink: &Sink) -> Result<Conn, JsValue> {
        let conn = Conn::new(0, stun, sink)?;
        let slot = conn.channel.clone();
        let s = sink.clone();
        let on_channel =
            Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
                let channel = e.channel();
                wire_channel(&channel, 0, &s);
                let open = channel.ready_state() == RtcDataChannelState::Open;
                *slot.borrow_mut() = Some(channel);
                if open {
                    s(Net::Opened(0));
                }
            });
        conn.pc
            .set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
        on_channel.forget();
        let desc = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        desc.set_sdp(offer);
        let pc = conn.pc.clone();
        let s = sink.clone();
        then(conn.pc.set_remote_description(&desc), 0, sink, move |_| {
            let pc2 = pc.clone();
            let s2 = s.clone();
            then(pc.create_answer(), 0, &s, move |answer| {
                let desc: RtcSessionDescriptionInit = answer.unchecked_into();
                then(pc2.set_local_description(&desc), 0, &s2, |_| {});
            });
        });
        Ok(conn)
    }

    /// The host takes the friend's `answer` for link `k`.
    pub fn accept(&self, k: u8, answer: &str, sink: &Sink) {
        let desc = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        desc.set_sdp(answer);
        then(self.pc.set_remote_description(&desc), k, sink, |_| {});
    }

    /// Sends `text`; false when the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        self.channel
            .borrow()
            .as_ref()
            .filter(|c| c.ready_state() == RtcDataChannelState::Open)
            .is_some_and(|c| c.send_with_str(text).is_ok())
    }

    /// Closes the connection (its events stop with it).
    pub fn close(&self) {
        if let Some(c) = self.channel.borrow().as_ref() {
            c.set_onclose(None);
            c.close();
        }
        self.pc.set_onconnectionstatechange(None);
        self.pc.close();
    }
}
