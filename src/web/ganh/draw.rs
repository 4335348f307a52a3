//! Drawing Cờ gánh: the wooden board with its lines, the pieces, highlights, and the glide
//! and coin-flip animations. Reads the game; decides nothing.

use super::geometry::Geometry;
use crate::core::Player;
use crate::games::ganh::{segments, Ganh, Move, Point};
use crate::web::paint::{self, disc, dot, ease_out, progress, ring, INK, WOOD};
use crate::web::screen::{Frame, Motion};
use web_sys::CanvasRenderingContext2d;

/// How long a piece glides, and how long a converted piece takes to turn over.
pub const GLIDE_MS: f64 = 200.0;
/// See [`GLIDE_MS`].
pub const FLIP_MS: f64 = 300.0;

/// A move being shown: the glide, then the flips.
#[derive(Clone, Debug)]
pub struct MoveAnim {
    /// When it started.
    pub t0: f64,
    /// The move.
    pub mv: Move,
    /// Pieces turning over, and the colour they had.
    pub flips: Vec<Point>,
    /// The colour the flipped pieces had before.
    pub flipped_from: Player,
    /// Zero durations (reduced motion).
    pub instant: bool,
}

impl Motion for MoveAnim {
    fn done(&self, now: f64) -> bool {
        self.instant || now >= self.t0 + GLIDE_MS + FLIP_MS
    }
}

/// What the view wants highlighted.
pub struct Marks<'a> {
    /// The picked-up piece.
    pub selected: Option<Point>,
    /// Where it can go.
    pub targets: &'a [Point],
    /// Points the player must move to (mở); pulse gently.
    pub obliged: &'a [Point],
    /// The last move, drawn faintly.
    pub last: Option<Move>,
    /// The keyboard cursor.
    pub cursor: Option<Point>,
}

/// Draws the whole board for `game` at time `now`; returns whether an animation continues.
pub fn board(f: &Frame, g: &Geometry, game: &Ganh, marks: &Marks, anim: Option<&MoveAnim>) -> bool {
    let (ctx, now) = (f.ctx, f.now);
    ctx.clear_rect(0.0, 0.0, g.side + 1.0, g.side + 1.0);
    paint::round_rect(ctx, 1.0, 1.0, g.side - 2.0, g.side - 2.0, g.side * 0.03);
    ctx.set_fill_style_str(WOOD);
    ctx.fill();
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str("rgba(62,39,35,0.25)");
    ctx.stroke();

    ctx.set_line_cap("round");
    ctx.set_stroke_style_str(INK);
    ctx.set_line_width((g.step * 0.035).max(1.5));
    ctx.begin_path();
    for (a, b) in segments() {
        let (ax, ay) = g.xy(a);
        let (bx, by) = g.xy(b);
        ctx.move_to(ax, ay);
        ctx.line_to(bx, by);
    }
    ctx.stroke();
    for p in Point::ALL {
        let (x, y) = g.xy(p);
        dot(ctx, x, y, (g.step * 0.06).max(2.5), INK);
    }
    if g.step >= 30.0 {
        coordinates(ctx, g); // not on the small home-screen picture
    }

    let r = g.piece_radius();
    if let Some(m) = marks.last {
        for p in [m.from, m.to] {
            let (x, y) = g.xy(p);
            ring(ctx, x, y, r * 1.18, "rgba(62,39,35,0.28)", r * 0.08);
        }
    }
    let mut animating = false;
    let pulse = 0.55 + 0.45 * paint::sin(now / 320.0);
    for &p in marks.obliged {
        let (x, y) = g.xy(p);
        ctx.set_global_alpha(pulse);
        ring(ctx, x, y, r * 0.95, "rgb(239,108,0)", r * 0.16);
        ctx.set_global_alpha(1.0);
        animating = true;
    }

    for p in Point::ALL {
        let Some(owner) = game.piece_at(p) else {
            continue;
        };
        let (mut x, mut y) = g.xy(p);
        let mut colour = owner;
        let mut squash = 1.0;
        if let Some(a) = anim.filter(|a| !a.instant) {
            let glide = ease_out(progress(now, a.t0, GLIDE_MS));
            if p == a.mv.to && glide < 1.0 {
                let (fx, fy) = g.xy(a.mv.from);
                x = fx + (x - fx) * glide;
                y = fy + (y - fy) * glide;
            }
            if a.flips.contains(&p) {
                let f = progress(now, a.t0 + GLIDE_MS, FLIP_MS);
                squash = paint::cos(f * std::f64::consts::PI).abs();
                if f < 0.5 {
                    colour = a.flipped_from;
                }
            }
            animating |= !a.done(now);
        }
        disc(ctx, x, y, r, colour, squash);
    }

    if let Some(s) = marks.selected {
        let (x, y) = g.xy(s);
        ring(ctx, x, y, r * 1.2, "#F9A825", r * 0.18);
    }
    for &t in marks.targets {
        let (x, y) = g.xy(t);
        ring(ctx, x, y, r * 0.7, "rgba(46,125,50,0.9)", r * 0.14);
        dot(ctx, x, y, r * 0.18, "rgba(46,125,50,0.9)");
    }
    if let Some(c) = marks.cursor {
        let (x, y) = g.xy(c);
        paint::focus_box(ctx, x, y, g.step * 0.42);
    }
    animating
}

/// File letters and rank numbers along the edges, small and quiet.
fn coordinates(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let size = paint::clamp(g.step * 0.16, 9.0, 15.0);
    paint::coordinate_text(ctx, size, "rgba(62,39,35,0.6)");
    for f in 0..5u8 {
        let x = g.margin + f as f64 * g.step;
        let _ = ctx.fill_text(
            &((b'a' + f) as char).to_string(),
            x,
            g.side - g.margin * 0.35,
        );
    }
    for r in 0..5u8 {
        let y = g.margin + (4 - r) as f64 * g.step;
        let _ = ctx.fill_text(&(r + 1).to_string(), g.margin * 0.35, y);
    }
}
