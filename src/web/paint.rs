//! Drawing pieces common to every board: wood and paper grounds, discs with a rim and a
//! soft shadow, highlight rings, and easing for motion.

use crate::core::Player;
use std::f64::consts::TAU;
use web_sys::CanvasRenderingContext2d;

/// Wood ground (Cờ gánh, Cờ cá ngựa).
pub const WOOD: &str = "#F3E5C8";
/// Paper ground (Cờ toán).
pub const PAPER: &str = "#FAF7F0";
/// Lines and text.
pub const INK: &str = "#3E2723";

/// The fill colour of a player's pieces.
pub fn fill(p: Player) -> &'static str {
    match p {
        Player::Red => "#C62828",
        Player::Blue => "#1565C0",
        Player::Yellow => "#F9A825",
        Player::Green => "#2E7D32",
    }
}

/// The lighter rim of a player's pieces, so they read on any ground.
pub fn rim(p: Player) -> &'static str {
    match p {
        Player::Red => "#EF9A9A",
        Player::Blue => "#90CAF9",
        Player::Yellow => "#FFF59D",
        Player::Green => "#A5D6A7",
    }
}

/// `x` kept within `lo`..=`hi` (`hi` wins if they cross). Unlike `f64::clamp` it never
/// panics, and so keeps the panic's float formatting out of the page module.
pub fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    x.max(lo).min(hi)
}

/// Ease-out (cubic) of a progress from 0 to 1.
pub fn ease_out(t: f64) -> f64 {
    let t = clamp(t, 0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

/// Progress from 0 to 1 of something that started at `t0` and lasts `ms`.
pub fn progress(now: f64, t0: f64, ms: f64) -> f64 {
    if ms <= 0.0 {
        1.0
    } else {
        clamp((now - t0) / ms, 0.0, 1.0)
    }
}

/// A rounded rectangle path.
pub fn round_rect(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, r: f64) {
    ctx.begin_path();
    ctx.move_to(x + r, y);
    ctx.arc_to(x + w, y, x + w, y + h, r).ok();
    ctx.arc_to(x + w, y + h, x, y + h, r).ok();
    ctx.arc_to(x, y + h, x, y, r).ok();
    ctx.arc_to(x, y, x + w, y, r).ok();
    ctx.close_path();
}

/// A piece as a disc at (x, y), radius r, squeezed horizontally by `squash` (1 = round,
/// 0 = edge-on, for the coin flip).
pub fn disc(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, p: Player, squash: f64) {
    let sx = clamp(squash, 0.02, 1.0);
    ctx.save();
    ctx.set_shadow_color("rgba(0,0,0,0.35)");
    ctx.set_shadow_blur(r * 0.35);
    ctx.set_shadow_offset_y(r * 0.12);
    ctx.begin_path();
    ctx.ellipse(x, y, r * sx, r, 0.0, 0.0, TAU).ok();
    ctx.set_fill_style_str(fill(p));
    ctx.fill();
    ctx.restore();
    ctx.begin_path();
    ctx.ellipse(x, y, (r * 0.86) * sx, r * 0.86, 0.0, 0.0, TAU)
        .ok();
    ctx.set_line_width(r * 0.12);
    ctx.set_stroke_style_str(rim(p));
    ctx.stroke();
}

/// A soft highlight ring around (x, y).
pub fn ring(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, colour: &str, width: f64) {
    ctx.begin_path();
    ctx.arc(x, y, r, 0.0, TAU).ok();
    ctx.set_line_width(width);
    ctx.set_stroke_style_str(colour);
    ctx.stroke();
}

/// A filled dot.
pub fn dot(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, colour: &str) {
    ctx.begin_path();
    ctx.arc(x, y, r, 0.0, TAU).ok();
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

/// The keyboard cursor: a dashed square of half-side `h` round (x, y), dark on light and
/// light on dark so it shows on any ground.
pub fn focus_box(ctx: &CanvasRenderingContext2d, x: f64, y: f64, h: f64) {
    ctx.save();
    let dash = js_sys::Array::of2(&(h * 0.3).into(), &(h * 0.2).into());
    let _ = ctx.set_line_dash(&dash);
    ctx.set_line_width(3.0);
    ctx.set_stroke_style_str("#FFFFFF");
    ctx.stroke_rect(x - h, y - h, 2.0 * h, 2.0 * h);
    ctx.set_line_width(2.0);
    ctx.set_stroke_style_str("#1F1A17");
    ctx.stroke_rect(x - h, y - h, 2.0 * h, 2.0 * h);
    ctx.restore();
}

/// A canvas font in the system stack: `weight` (`"600"`, or `""` for normal) at `size` CSS
/// pixels, rounded to whole pixels (integer text keeps float formatting out of the module).
pub fn font(weight: &str, size: f64) -> String {
    let px = size.round() as i64;
    if weight.is_empty() {
        format!("{px}px system-ui, sans-serif")
    } else {
        format!("{weight} {px}px system-ui, sans-serif")
    }
}

/// Sine through the browser's `Math.sin`: Rust's own (libm's) brings about 2.5 KB gzip of
/// argument reduction into the page module for the few angles the boards animate with.
pub fn sin(x: f64) -> f64 {
    js_sys::Math::sin(x)
}

/// Cosine through the browser's `Math.cos` (see [`sin`]).
pub fn cos(x: f64) -> f64 {
    js_sys::Math::cos(x)
}

/// Sets `ctx` up for a board's coordinates: small centred text of `size` px in `colour`.
pub fn coordinate_text(ctx: &CanvasRenderingContext2d, size: f64, colour: &str) {
    ctx.set_font(&font("", size));
    ctx.set_fill_style_str(colour);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
}
