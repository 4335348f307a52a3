//! Cờ toán's pieces: discs whose number is shown as pips laid out like dice faces (extended
//! to 7, 8 and 9), and the 0 drawn as a small brain.

use crate::core::Player;
use crate::web::paint::{self, dot};
use std::f64::consts::{PI, TAU};
use web_sys::CanvasRenderingContext2d;

/// Pip positions for 1–9 on a 3×3 lattice (-1, 0, 1 on each axis).
fn pips(n: u8) -> &'static [(i8, i8)] {
    const C: (i8, i8) = (0, 0);
    match n {
        1 => &[C],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), C, (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), C, (-1, 1), (1, 1)],
        6 => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
        7 => &[(-1, -1), (1, -1), (-1, 0), C, (1, 0), (-1, 1), (1, 1)],
        8 => &[
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ],
        9 => &[
            (-1, -1),
            (0, -1),
            (1, -1),
            (-1, 0),
            C,
            (1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
        ],
        _ => &[],
    }
}

/// The height of a piece's numeral in CSS pixels, for a piece of radius `r`: most of the
/// disc, so a phone's 38-pixel cells still show numbers readable at arm's length.
pub fn numeral_px(r: f64) -> f64 {
    r * 1.3
}

/// Draws piece `value` of `owner` at (x, y) with radius r; `digit` writes its number large
/// in place of the pips (the 0 keeps its brain).
pub fn piece(
    ctx: &CanvasRenderingContext2d,
    x: f64,
    y: f64,
    r: f64,
    owner: Player,
    value: u8,
    digit: bool,
) {
    paint::disc(ctx, x, y, r, owner, 1.0);
    if value == 0 {
        brain(ctx, x, y, r * 0.62);
    } else if digit {
        ctx.set_fill_style_str("#FFFFFF");
        ctx.set_font(&crate::web::paint::font("700", numeral_px(r)));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        let _ = ctx.fill_text(&value.to_string(), x, y + r * 0.06);
    } else {
        let spread = r * 0.42;
        let pr = r * if value > 6 { 0.12 } else { 0.14 };
        for &(dx, dy) in pips(value) {
            dot(
                ctx,
                x + dx as f64 * spread,
                y + dy as f64 * spread,
                pr,
                "#FFFFFF",
            );
        }
    }
}

/// A simple drawn brain: two lobes, a middle fold and a few curls.
fn brain(ctx: &CanvasRenderingContext2d, x: f64, y: f64, s: f64) {
    ctx.save();
    ctx.set_fill_style_str("#F8BBD0");
    ctx.set_stroke_style_str("#6D2A3A");
    ctx.set_line_width((s * 0.09).max(1.0));
    ctx.set_line_cap("round");
    for side in [-1.0, 1.0] {
        ctx.begin_path();
        ctx.ellipse(x + side * s * 0.42, y, s * 0.5, s * 0.72, 0.0, 0.0, TAU)
            .ok();
        ctx.fill();
        ctx.stroke();
    }
    ctx.begin_path();
    ctx.move_to(x, y - s * 0.68);
    ctx.line_to(x, y + s * 0.68);
    for side in [-1.0, 1.0] {
        let cx = x + side * s * 0.45;
        ctx.move_to(cx + s * 0.22, y - s * 0.3);
        ctx.arc(cx, y - s * 0.3, s * 0.22, 0.0, PI).ok();
        ctx.move_to(cx - s * 0.22, y + s * 0.28);
        ctx.arc(cx, y + s * 0.28, s * 0.22, PI, TAU).ok();
    }
    ctx.stroke();
    ctx.restore();
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn a_phone_cell_shows_a_numeral_readable_at_arms_length() {
        // A 390-pixel phone: the board takes its width, 9.9 cells across (38 px), pieces
        // 0.4 of a cell.
        let cell = (390.0 - 12.0) / 9.9;
        assert!(numeral_px(cell * 0.4) >= 19.0, "{}", numeral_px(cell * 0.4));
    }
}
