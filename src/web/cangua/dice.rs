//! Drawing dice: white with black pips, a blank face with "?" while waiting to be rolled,
//! a greyed face once used or lost; and the real-dice picker over the board.

use super::geometry::Geometry;
use super::layout::{self, FACE};
use crate::web::paint::{self, INK};
use web_sys::CanvasRenderingContext2d;

/// How a die looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// Showing a value.
    Value(u8),
    /// Showing a value already used or lost.
    Spent(u8),
    /// Waiting to be rolled.
    Blank,
}

/// Draws one die centred at (x, y), `size` pixels wide, turned by `angle` radians.
pub fn die(ctx: &CanvasRenderingContext2d, x: f64, y: f64, size: f64, face: Face, angle: f64) {
    ctx.save();
    let _ = ctx.translate(x, y);
    let _ = ctx.rotate(angle);
    let h = size / 2.0;
    ctx.save();
    ctx.set_shadow_color("rgba(0,0,0,0.3)");
    ctx.set_shadow_blur(size * 0.12);
    ctx.set_shadow_offset_y(size * 0.05);
    paint::round_rect(ctx, -h, -h, size, size, size * 0.2);
    ctx.set_fill_style_str(if matches!(face, Face::Spent(_)) {
        "#E4DED3"
    } else {
        "#FFFFFF"
    });
    ctx.fill();
    ctx.restore();
    ctx.set_line_width((size * 0.035).max(1.0));
    ctx.set_stroke_style_str("rgba(31,26,23,0.55)");
    ctx.stroke();
    match face {
        Face::Value(v) => pips(ctx, size, v, INK),
        Face::Spent(v) => pips(ctx, size, v, "rgba(31,26,23,0.35)"),
        Face::Blank => {
            ctx.set_fill_style_str("rgba(31,26,23,0.55)");
            ctx.set_font(&crate::web::paint::font("700", size * 0.62));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            let _ = ctx.fill_text("?", 0.0, size * 0.04);
        }
    }
    ctx.restore();
}

/// The pips of `v` on a die of `size` centred at the origin.
fn pips(ctx: &CanvasRenderingContext2d, size: f64, v: u8, colour: &str) {
    let o = size * 0.26;
    let spots: &[(f64, f64)] = match v {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    let r = if v == 1 { size * 0.12 } else { size * 0.09 };
    let colour = if v == 1 && colour == INK {
        "#B71C1C"
    } else {
        colour
    };
    for (dx, dy) in spots {
        paint::dot(ctx, dx * o, dy * o, r, colour);
    }
}

/// Draws the real-dice picker: a card over the board with the six faces, a title, and the
/// first die already picked (two dice).
pub fn picker(ctx: &CanvasRenderingContext2d, g: &Geometry, title: &str, first: Option<u8>) {
    let (l, t, r, b) = layout::picker_panel();
    let (x0, y0) = g.corner((l, t));
    let (x1, y1) = g.corner((r, b));
    ctx.save();
    ctx.set_shadow_color("rgba(0,0,0,0.35)");
    ctx.set_shadow_blur(g.cell * 0.8);
    ctx.set_shadow_offset_y(g.cell * 0.15);
    paint::round_rect(ctx, x0, y0, x1 - x0, y1 - y0, g.cell * 0.5);
    ctx.set_fill_style_str("#FAF7F0");
    ctx.fill();
    ctx.restore();
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str("rgba(62,39,35,0.35)");
    ctx.stroke();

    let size = crate::web::paint::clamp(g.cell * 0.55, 13.0, 26.0);
    ctx.set_font(&crate::web::paint::font("600", size));
    ctx.set_fill_style_str(INK);
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let (cx, ty) = g.corner((7.5, t + 1.0));
    let text = match first {
        Some(v) => format!("{title}: {v} + ?"),
        None => title.to_string(),
    };
    let _ = ctx.fill_text(&text, cx, ty);
    for v in 1..=6 {
        let (x, y) = g.xy(layout::picker_face(v));
        die(ctx, x, y, FACE * g.cell * 0.86, Face::Value(v), 0.0);
    }
}
