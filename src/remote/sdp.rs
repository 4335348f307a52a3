//! An offer or answer of a WebRTC data channel, cut down to what the connection needs (the
//! ICE user name and password, the DTLS certificate's fingerprint, the DTLS role and the
//! addresses to try) so an invitation's link and QR code stay short; and written back out
//! as a whole session description the browser accepts.
//!
//! ```
//! use co_dan_gian::remote::sdp::{compact, expand};
//!
//! let sdp = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
//!   m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
//!   a=candidate:1 1 udp 2113937151 10.99.0.1 50823 typ host generation 0\r\n\
//!   a=ice-ufrag:8sJ0\r\na=ice-pwd:xUbsR0Yl4PmUIkhZeDrCgPdX\r\n\
//!   a=fingerprint:sha-256 5E:1B:0C:9D:0A:3B:25:52:7D:16:1D:C3:47:9A:05:8C:AD:59:F5:02:43:C4:16:9A:65:8E:14:6F:0F:63:D9:1F\r\n\
//!   a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\n";
//! let short = compact(sdp).unwrap();
//! assert_eq!(short, "8sJ0~xUbsR0Yl4PmUIkhZeDrCgPdX~XhsMnQo7JVJ9Fh3DR5oFjK1Z9QJDxBaaZY4Ubw9j2R8~a~h10.99.0.1,50823");
//! let back = expand(&short).unwrap();
//! assert!(back.contains(" 10.99.0.1 50823 typ host\r\n"));
//! assert_eq!(compact(&back).unwrap(), short);
//! ```

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use std::fmt::Write;

/// The most addresses kept (a phone on Wi-Fi and mobile data has a handful).
const MAX_CANDIDATES: usize = 8;

/// Why a description cannot be compacted or expanded (English; the page words its own
/// sentence around it).
pub type SdpError = String;

/// The parts of a description that matter.
#[derive(Debug, Default, PartialEq, Eq)]
struct Parts {
    ufrag: String,
    pwd: String,
    fingerprint: Vec<u8>,
    setup: char,
    candidates: Vec<(char, String, u16)>,
}

/// Whether `s` is made only of ICE characters (letters, digits, `+`, `/`).
fn ice_chars(s: &str, min: usize) -> bool {
    s.len() >= min
        && s.len() <= 256
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// Whether `s` can be an address in a candidate: an IPv4 or IPv6 address or an mDNS name.
fn address_chars(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b':' | b'-'))
}

/// The short form of a session description (`ufrag~pwd~fingerprint~role~addresses`).
///
/// # Errors
/// A description without ICE credentials, a SHA-256 fingerprint or any UDP address.
pub fn compact(sdp: &str) -> Result<String, SdpError> {
    let mut p = Parts::default();
    for line in sdp.lines() {
        let line = line.trim_end_matches('\r');
        if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
            p.ufrag = v.to_string();
        } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
            p.pwd = v.to_string();
        } else if let Some(v) = line.strip_prefix("a=fingerprint:sha-256 ") {
            p.fingerprint = v
                .split(':')
                .map(|h| u8::from_str_radix(h, 16))
                .collect::<Result<_, _>>()
                .map_err(|_| "the fingerprint is not hexadecimal".to_string())?;
        } else if let Some(v) = line.strip_prefix("a=setup:") {
            p.setup = match v {
                "actpass" => 'a',
                "active" => 'c',
                "passive" => 'p',
                _ => return Err(format!("unknown DTLS role '{v}'")),
            };
        } else if let Some(v) = line.strip_prefix("a=candidate:") {
            if let Some(c) = candidate(v) {
                if p.candidates.len() < MAX_CANDIDATES && !p.candidates.contains(&c) {
                    p.candidates.push(c);
                }
            }
        }
    }
    check(&p)?;
    let mut out = format!(
        "{}~{}~{}~{}",
        p.ufrag,
        p.pwd,
        URL_SAFE_NO_PAD.encode(&p.fingerprint),
        p.setup
    );
    for (kind, ip, port) in &p.candidates {
        let _ = write!(out, "~{kind}{ip},{port}");
    }
    Ok(out)
}

/// Reads a candidate line's value: a UDP host, server-reflexive or relay address.
fn candidate(v: &str) -> Option<(char, String, u16)> {
    let w: Vec<&str> = v.split(' ').collect();
    if w.len() < 8 || !w[2].eq_ignore_ascii_case("udp") || w[1] != "1" || w[6] != "typ" {
        return None;
    }
    let kind = match w[7] {
        "host" => 'h',
        "srflx" => 's',
        "relay" => 'r',
        _ => return None,
    };
    let port = w[5].parse().ok()?;
    address_chars(w[4]).then(|| (kind, w[4].to_string(), port))
}

/// Refuses parts a connection cannot be made with.
fn check(p: &Parts) -> Result<(), SdpError> {
    if !ice_chars(&p.ufrag, 4) || !ice_chars(&p.pwd, 22) {
        return Err("the ICE user name or password is missing or malformed".into());
    }
    if p.fingerprint.len() != 32 {
        return Err("the SHA-256 fingerprint is missing".into());
    }
    if p.setup == '\0' {
        return Err("the DTLS role is missing".into());
    }
    if p.candidates.is_empty() {
        return Err("there is no address to connect to".into());
    }
    Ok(())
}

/// Reads the short form back into its parts.
fn read(short: &str) -> Result<Parts, SdpError> {
    let mut f = short.split('~');
    let mut next = || f.next().unwrap_or("");
    let (ufrag, pwd, fp, setup) = (next(), next(), next(), next());
    let fingerprint = URL_SAFE_NO_PAD
        .decode(fp)
        .map_err(|_| "the fingerprint is not base64url".to_string())?;
    let setup = match setup {
        "a" | "c" | "p" => setup.chars().next().unwrap_or('a'),
        _ => {
            return Err(format!(
                "unknown DTLS role '{}'",
                setup.chars().take(8).collect::<String>()
            ))
        }
    };
    let mut candidates = Vec::new();
    for c in f.by_ref().take(MAX_CANDIDATES + 1) {
        let mut chars = c.chars();
        let kind = chars.next().filter(|k| matches!(k, 'h' | 's' | 'r'));
        let (ip, port) = chars.as_str().rsplit_once(',').unwrap_or(("", ""));
        match (kind, port.parse::<u16>()) {
            (Some(k), Ok(port)) if address_chars(ip) => candidates.push((k, ip.to_string(), port)),
            _ => return Err("an address is malformed".into()),
        }
    }
    if candidates.len() > MAX_CANDIDATES {
        return Err("too many addresses".into());
    }
    let p = Parts {
        ufrag: ufrag.to_string(),
        pwd: pwd.to_string(),
        fingerprint,
        setup,
        candidates,
    };
    check(&p)?;
    Ok(p)
}

/// Writes the short form out as a whole session description for a data channel.
///
/// # Errors
/// A short form that [`compact`] could not have written.
pub fn expand(short: &str) -> Result<String, SdpError> {
    let p = read(short)?;
    let (ip, port) = (&p.candidates[0].1, p.candidates[0].2);
    let family = if ip.contains(':') { "IP6" } else { "IP4" };
    let mut s = String::from("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n");
    s.push_str("a=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n");
    let _ = write!(
        s,
        "m=application {port} UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN {family} {ip}\r\n"
    );
    for (i, (kind, ip, port)) in p.candidates.iter().enumerate() {
        let (typ, pref) = match kind {
            'h' => ("host", 126u32),
            's' => ("srflx", 100),
            _ => ("relay", 0),
        };
        let priority = (pref << 24) | ((65_535 - i as u32) << 8) | 255;
        let _ = write!(
            s,
            "a=candidate:{} 1 udp {priority} {ip} {port} typ {typ}",
            i + 1
        );
        if *kind != 'h' {
            s.push_str(" raddr 0.0.0.0 rport 0");
        }
        s.push_str("\r\n");
    }
    let fp: Vec<String> = p.fingerprint.iter().map(|b| format!("{b:02X}")).collect();
    let setup = match p.setup {
        'a' => "actpass",
        'c' => "active",
        _ => "passive",
    };
    let _ = write!(
        s,
        "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {}\r\na=setup:{setup}\r\n\
         a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n",
        p.ufrag,
        p.pwd,
        fp.join(":")
    );
    Ok(s)
}
