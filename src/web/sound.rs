//! Short sound effects made in the browser with Web Audio (nothing to download): a move, a
//! capture, the dice, a win. Silent when the person has switched sound off.

use super::prefs;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// The effects the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece set down.
    Move,
    /// Pieces taken or turned over.
    Capture,
    /// Dice rattling.
    Dice,
    /// The game is won.
    Win,
}

thread_local! {
    static CTX: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Makes the audio context ahead of the first sound: starting the audio device can take a
/// tenth of a second, which must not land on the first move's frame. Called once the first
/// board is up; the context waits, silent, until a tap lets it play.
pub fn warm_up() {
    if prefs::sound() {
        CTX.with(|c| {
            let mut c = c.borrow_mut();
            if c.is_none() {
                *c = AudioContext::new().ok();
            }
        });
    }
}

/// Plays `s` now (unless sound is off or the browser has no Web Audio).
pub fn play(s: Sound) {
    if !prefs::sound() {
        return;
    }
    CTX.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref() {
            let _ = ctx.resume();
            let t = ctx.current_time();
            match s {
                Sound::Move => tone(ctx, t, 520.0, 380.0, 0.07, 0.18, OscillatorType::Sine),
                Sound::Capture => {
                    tone(ctx, t, 520.0, 520.0, 0.09, 0.16, OscillatorType::Triangle);
                    tone(
                        ctx,
                        t + 0.09,
                        780.0,
                        780.0,
                        0.12,
                        0.16,
                        OscillatorType::Triangle,
                    );
                }
                Sound::Dice => {
                    for i in 0..6 {
                        let f = 900.0 + 260.0 * ((i * 7 % 5) as f64);
                        tone(
                            ctx,
                            t + i as f64 * 0.045,
                            f,
                            f * 0.7,
                            0.03,
                            0.08,
                            OscillatorType::Square,
                        );
                    }
                }
                Sound::Win => {
                    for (i, f) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                        tone(
                            ctx,
                            t + i as f64 * 0.12,
                            f,
                            f,
                            0.16,
                            0.16,
                            OscillatorType::Triangle,
                        );
                    }
                }
            }
        }
    });
}

/// One short tone gliding from `f0` to `f1` Hz, starting at `t` for `len` seconds.
fn tone(ctx: &AudioContext, t: f64, f0: f64, f1: f64, len: f64, volume: f32, kind: OscillatorType) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    osc.set_type(kind);
    let _ = osc.frequency().set_value_at_time(f0 as f32, t);
    let _ = osc
        .frequency()
        .exponential_ramp_to_value_at_time(f1 as f32, t + len);
    let g = gain.gain();
    let _ = g.set_value_at_time(0.0001, t);
    let _ = g.exponential_ramp_to_value_at_time(volume, t + 0.01);
    let _ = g.exponential_ramp_to_value_at_time(0.0001, t + len);
    let _ = osc.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&ctx.destination());
    let _ = osc.start_with_when(t);
    let _ = osc.stop_with_when(t + len + 0.02);
}
