//! The person's preferences for this device, remembered in local storage: sound, motion,
//! face-to-face seating and the computer's pace. They change how the app looks and sounds, never the rules.

use super::dom;
use std::cell::Cell;

/// Whether things move on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Follow the system's reduced-motion setting (the default).
    System,
    /// Always animate.
    On,
    /// Never animate: moves are instant, only a short highlight remains.
    Off,
}

thread_local! {
    static SOUND: Cell<bool> = const { Cell::new(true) };
    static MOTION: Cell<Motion> = const { Cell::new(Motion::System) };
    static FACE: Cell<bool> = const { Cell::new(false) };
    static QUICK: Cell<bool> = const { Cell::new(false) };
}

/// Reads the saved preferences (defaults on the first visit).
pub fn restore() {
    SOUND.set(dom::load("cdg.sound").as_deref() != Some("off"));
    MOTION.set(match dom::load("cdg.motion").as_deref() {
        Some("on") => Motion::On,
        Some("off") => Motion::Off,
        _ => Motion::System,
    });
    FACE.set(dom::load("cdg.face").as_deref() == Some("on"));
    QUICK.set(dom::load("cdg.pace").as_deref() == Some("fast"));
    tell_dom();
}

/// Hands the motion switch to [`dom::prefers_reduced_motion`], which the boards read.
fn tell_dom() {
    dom::set_reduced_motion(match MOTION.with(Cell::get) {
        Motion::On => Some(false),
        Motion::Off => Some(true),
        Motion::System => None,
    });
}

/// Whether sound effects play.
pub fn sound() -> bool {
    SOUND.with(Cell::get)
}

/// Whether two players sit face to face (the far player's labels turn round).
pub fn face_to_face() -> bool {
    FACE.with(Cell::get)
}

/// Whether the computer's turns are quick: its rolls and moves shown at once, without the
/// pause for their words (a long Cờ cá ngựa with several computer seats goes faster).
pub fn quick_computer() -> bool {
    QUICK.with(Cell::get)
}

/// The preferences as key/value pairs, for the settings dialog.
pub fn values() -> Vec<(&'static str, String)> {
    let motion = match MOTION.with(Cell::get) {
        Motion::System => "system",
        Motion::On => "on",
        Motion::Off => "off",
    };
    let on = |b: bool| if b { "on" } else { "off" }.to_string();
    vec![
        ("app.sound", on(sound())),
        ("app.motion", motion.into()),
        ("app.face", on(face_to_face())),
        (
            "app.pace",
            if quick_computer() { "fast" } else { "normal" }.into(),
        ),
    ]
}

/// Sets one preference from the settings dialog and remembers it; false for an unknown key.
pub fn set(key: &str, value: &str) -> bool {
    match key {
        "app.sound" => {
            SOUND.set(value == "on");
            dom::save("cdg.sound", value);
        }
        "app.motion" => {
            let m = match value {
                "on" => Motion::On,
                "off" => Motion::Off,
                _ => Motion::System,
            };
            MOTION.set(m);
            tell_dom();
            dom::save("cdg.motion", value);
        }
        "app.face" => {
            FACE.set(value == "on");
            dom::save("cdg.face", value);
        }
        "app.pace" => {
            QUICK.set(value == "fast");
            dom::save("cdg.pace", value);
        }
        _ => return false,
    }
    true
}
