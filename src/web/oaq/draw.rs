//! Drawing Ô ăn quan: the chalk lines of two rows and two half-moons on wood, the dân as
//! piles of pebbles with their number, the quan as a big stone, each side's store, the
//! square picked with the way to sow and where its last stone falls, and the hand sowing.
//! Reads what it is given; decides nothing.

use super::geometry::Geometry;
use crate::core::{Lang, Player};
use crate::games::oaq::{seat, Store, SQUARES};
use crate::table::oaq::Scene;
use crate::web::paint::{self, dot, ring, INK, WOOD};
use crate::web::screen::Frame;
use std::f64::consts::{FRAC_PI_2, TAU};
use web_sys::CanvasRenderingContext2d;

/// Pebbles drawn in a pile at most (the number says the rest).
const PILE: u8 = 14;

/// The way a picked square can sow: the square tapped to choose it, and where its last
/// stone falls with what the move captures.
pub struct Way {
    /// The square beside the picked one, toward the sowing.
    pub toward: usize,
    /// Where the last stone falls.
    pub lands: usize,
    /// Dân and quan it captures.
    pub takes: (u32, u32),
}

/// What the view wants highlighted.
pub struct Marks<'a> {
    /// The square picked up.
    pub selected: Option<usize>,
    /// Its two ways.
    pub ways: &'a [Way],
    /// The square the last move sowed from.
    pub last: Option<usize>,
    /// The keyboard cursor.
    pub cursor: Option<usize>,
    /// The side to move, while the game goes on (its store is outlined).
    pub to_move: Option<usize>,
    /// The language of the store strips.
    pub lang: Lang,
    /// Face to face on a tablet: North's strip is turned toward North.
    pub facing: bool,
}

/// Draws the board showing `scene`.
pub fn board(f: &Frame, g: &Geometry, scene: &Scene, marks: &Marks) {
    let ctx = f.ctx;
    let u = g.u;
    ctx.clear_rect(0.0, 0.0, g.w, g.h);
    paint::round_rect(ctx, 1.0, 1.0, g.w - 2.0, g.h - 2.0, u * 0.2);
    ctx.set_fill_style_str(WOOD);
    ctx.fill();
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str("rgba(62,39,35,0.25)");
    ctx.stroke();

    if let Some(i) = marks.last {
        shade(ctx, g, i, "rgba(249,168,37,0.20)");
    }
    if let Some(i) = scene.lit {
        shade(ctx, g, i, "rgba(198,40,40,0.22)");
    }
    if let Some(i) = marks.selected {
        shade(ctx, g, i, "rgba(249,168,37,0.45)");
    }
    lines(ctx, g);
    for way in marks.ways {
        preview(ctx, g, marks.selected, way);
    }
    for i in 0..SQUARES {
        pile(ctx, g, i, scene);
    }
    if let Some((i, left)) = scene.hand {
        hand(ctx, g, i, left);
    }
    for side in 0..2 {
        store(ctx, g, side, scene.stores[side], marks);
    }
    if let Some(i) = marks.cursor {
        let (x, y) = g.xy(i);
        paint::focus_box(ctx, x, y, u * 0.46);
    }
}

/// Fills square `i` (a half-moon for a quan square) with `colour`.
fn shade(ctx: &CanvasRenderingContext2d, g: &Geometry, i: usize, colour: &str) {
    outline(ctx, g, i);
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

/// The path of square `i`.
fn outline(ctx: &CanvasRenderingContext2d, g: &Geometry, i: usize) {
    let u = g.u;
    ctx.begin_path();
    match i {
        0 => {
            ctx.arc(g.x0 + u, g.y0 + u, u, FRAC_PI_2, 3.0 * FRAC_PI_2)
                .ok();
        }
        6 => {
            ctx.arc(g.x0 + 6.0 * u, g.y0 + u, u, -FRAC_PI_2, FRAC_PI_2)
                .ok();
        }
        _ => {
            let (x, y) = g.xy(i);
            ctx.rect(x - u / 2.0, y - u / 2.0, u, u);
        }
    }
    ctx.close_path();
}

/// The chalk lines: the two rows of five and the half-moons.
fn lines(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let (u, x0, y0) = (g.u, g.x0, g.y0);
    ctx.begin_path();
    ctx.rect(x0 + u, y0, 5.0 * u, 2.0 * u);
    ctx.move_to(x0 + u, y0 + u);
    ctx.line_to(x0 + 6.0 * u, y0 + u);
    for c in 2..6 {
        let x = x0 + f64::from(c) * u;
        ctx.move_to(x, y0);
        ctx.line_to(x, y0 + 2.0 * u);
    }
    ctx.move_to(x0 + u, y0 + 2.0 * u);
    ctx.arc(x0 + u, y0 + u, u, FRAC_PI_2, 3.0 * FRAC_PI_2).ok();
    ctx.move_to(x0 + 6.0 * u, y0);
    ctx.arc(x0 + 6.0 * u, y0 + u, u, -FRAC_PI_2, FRAC_PI_2).ok();
    ctx.set_line_width((u * 0.04).max(1.5));
    ctx.set_line_cap("round");
    ctx.set_stroke_style_str(INK);
    ctx.stroke();
}

/// The way `way` from the picked square: an arrow into the square beside it, and a dashed
/// ring where the last stone falls, with what the move takes.
fn preview(ctx: &CanvasRenderingContext2d, g: &Geometry, from: Option<usize>, way: &Way) {
    let u = g.u;
    let Some(from) = from else { return };
    let ((x1, y1), (x2, y2)) = (g.xy(from), g.xy(way.toward));
    shade(ctx, g, way.toward, "rgba(46,125,50,0.16)");
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (ax, ay) = (x1 + ux * u * 0.3, y1 + uy * u * 0.3);
    let (bx, by) = (x2 - ux * u * 0.05, y2 - uy * u * 0.05);
    ctx.begin_path();
    ctx.move_to(ax, ay);
    ctx.line_to(bx, by);
    let head = u * 0.16;
    ctx.move_to(
        bx - ux * head - uy * head * 0.7,
        by - uy * head + ux * head * 0.7,
    );
    ctx.line_to(bx, by);
    ctx.line_to(
        bx - ux * head + uy * head * 0.7,
        by - uy * head - ux * head * 0.7,
    );
    ctx.set_line_width((u * 0.07).max(2.0));
    ctx.set_stroke_style_str("rgba(46,125,50,0.9)");
    ctx.stroke();

    let (lx, ly) = g.xy(way.lands);
    ctx.save();
    let dash = js_sys::Array::of2(&(u * 0.08).into(), &(u * 0.06).into());
    let _ = ctx.set_line_dash(&dash);
    ring(
        ctx,
        lx,
        ly,
        u * 0.42,
        "rgba(46,125,50,0.95)",
        (u * 0.05).max(2.0),
    );
    ctx.restore();
    let (dan, quan) = way.takes;
    if dan + quan > 0 {
        let text = if quan > 0 {
            format!("+{dan} +quan")
        } else {
            format!("+{dan}")
        };
        label(ctx, lx, ly - u * 0.36, &text, u * 0.22, "#1B5E20");
    }
}

/// Text centred at (`x`, `y`) with a light halo, so it reads on pebbles and wood alike.
fn label(ctx: &CanvasRenderingContext2d, x: f64, y: f64, text: &str, size: f64, colour: &str) {
    ctx.set_font(&paint::font("700", size.max(11.0)));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_line_width(3.0);
    ctx.set_line_join("round");
    ctx.set_stroke_style_str("rgba(250,247,240,0.95)");
    ctx.stroke_text(text, x, y).ok();
    ctx.set_fill_style_str(colour);
    ctx.fill_text(text, x, y).ok();
}

/// The dân of square `i` as a pile, its quan as a big stone, and the number of dân.
fn pile(ctx: &CanvasRenderingContext2d, g: &Geometry, i: usize, scene: &Scene) {
    let u = g.u;
    let (mut x, y) = g.xy(i);
    let quan = i % 6 == 0 && scene.quan[i / 6];
    if quan {
        let qx = x + if i == 0 { -0.05 * u } else { 0.05 * u };
        stone(ctx, qx, y - u * 0.28, u * 0.21, "#5D4037", "#8D6E63");
        x = qx;
    }
    let n = scene.dan[i];
    let cy = if quan { y + u * 0.16 } else { y };
    let r = u * 0.08;
    for k in 0..n.min(PILE) {
        let k = f64::from(k);
        let dist = r * 1.5 * k.sqrt();
        let angle = k * 2.4;
        let px = x + dist * paint::cos(angle);
        let py = cy + dist * paint::sin(angle) * 0.8;
        let (fill, rim) = if (k as u32) % 3 == 0 {
            ("#9E9E9E", "#616161")
        } else if (k as u32) % 3 == 1 {
            ("#BDBDBD", "#757575")
        } else {
            ("#A1887F", "#6D4C41")
        };
        stone(ctx, px, py, r, fill, rim);
    }
    if n > 0 || (i % 6 != 0) {
        let (nx, ny) = match i {
            0 => (x - u * 0.05, y + u * 0.62),
            6 => (x + u * 0.05, y + u * 0.62),
            _ => (x + u * 0.32, y + u * 0.33),
        };
        let colour = if n == 0 { "rgba(62,39,35,0.45)" } else { INK };
        label(ctx, nx, ny, &n.to_string(), u * 0.24, colour);
    }
}

/// A pebble or the quan: a disc with a darker rim and a small light.
fn stone(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, fill: &str, rim: &str) {
    ctx.begin_path();
    ctx.arc(x, y, r, 0.0, TAU).ok();
    ctx.set_fill_style_str(fill);
    ctx.fill();
    ctx.set_line_width((r * 0.25).max(1.0));
    ctx.set_stroke_style_str(rim);
    ctx.stroke();
    dot(
        ctx,
        x - r * 0.35,
        y - r * 0.35,
        r * 0.28,
        "rgba(255,255,255,0.45)",
    );
}

/// The hand over square `i`, with the dân still to drop.
fn hand(ctx: &CanvasRenderingContext2d, g: &Geometry, i: usize, left: u8) {
    let u = g.u;
    let (x, y) = g.xy(i);
    ring(
        ctx,
        x,
        y,
        u * 0.44,
        "rgba(198,40,40,0.85)",
        (u * 0.05).max(2.0),
    );
    if left > 0 {
        let (bx, by) = (x - u * 0.3, y - u * 0.3);
        dot(ctx, bx, by, u * 0.17, "rgba(198,40,40,0.92)");
        ctx.set_font(&paint::font("700", (u * 0.2).max(11.0)));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str("#FFFFFF");
        ctx.fill_text(&left.to_string(), bx, by).ok();
    }
}

/// Side `side`'s store in its strip: its colour, the dân and quan taken, and its debt.
fn store(ctx: &CanvasRenderingContext2d, g: &Geometry, side: usize, st: Store, marks: &Marks) {
    let u = g.u;
    let y = g.store_y(side);
    let p: Player = seat(side);
    // No name: the disc says whose it is, so the picture reads in both languages (the home
    // card shows it); the debt only once there is one (the panel always says it).
    let mut text = format!("{} dân · {} quan", st.dan, st.quan);
    if st.owed > 0 {
        text.push_str(&match marks.lang {
            Lang::Vi => format!(" · nợ {}", st.owed),
            Lang::En => format!(" · owes {}", st.owed),
        });
    }
    let size = paint::clamp(u * 0.24, 11.0, 20.0);
    ctx.set_font(&paint::font("600", size));
    let width = ctx.measure_text(&text).map(|m| m.width()).unwrap_or(0.0);
    // Face to face, North's strip is written the right way up for North, across the table.
    let turned = marks.facing && side == 1;
    ctx.save();
    ctx.translate(g.w / 2.0, y).ok();
    if turned {
        ctx.rotate(std::f64::consts::PI).ok();
    }
    let (x, y) = (0.0, 0.0);
    if marks.to_move == Some(side) {
        paint::round_rect(
            ctx,
            x - width / 2.0 - size * 1.4,
            y - size * 0.8,
            width + size * 2.2,
            size * 1.6,
            size * 0.8,
        );
        ctx.set_fill_style_str("rgba(255,255,255,0.55)");
        ctx.fill();
    }
    paint::disc(ctx, x - width / 2.0 - size * 0.7, y, size * 0.4, p, 1.0);
    ctx.set_text_align("left");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(INK);
    ctx.fill_text(&text, x - width / 2.0, y).ok();
    ctx.restore();
}
