//! Drawing Cờ toán: the paper grid with the two 0-homes crossed, the pieces, what a picked
//! piece can do (moves as dots, captures as rings with their arithmetic), and motion.

use super::geometry::{Geometry, FILES, RANKS};
use super::pieces;
use crate::core::Player;
use crate::games::toan::{Cell, Move, Piece, Toan, ZERO_HOMES};
use crate::web::paint::{self, ease_out, progress, ring, INK, PAPER};
use crate::web::screen::{Frame, Motion};
use web_sys::CanvasRenderingContext2d;

/// How long a move glides (a capture's jump takes the same).
pub const MOVE_MS: f64 = 220.0;

/// A move being shown.
#[derive(Clone, Debug)]
pub struct MoveAnim {
    /// When it started.
    pub t0: f64,
    /// Where the piece came from and went to.
    pub from: Cell,
    /// See [`MoveAnim::from`].
    pub to: Cell,
    /// The enemy piece taken, fading out under the mover.
    pub captured: Option<Piece>,
    /// Zero duration (reduced motion).
    pub instant: bool,
}

impl Motion for MoveAnim {
    fn done(&self, now: f64) -> bool {
        self.instant || now >= self.t0 + MOVE_MS
    }
}

/// A capture target to ring, with the arithmetic written beside it.
pub struct Target {
    /// The capture.
    pub mv: Move,
    /// Its arithmetic, one operation a line.
    pub lines: Vec<String>,
}

/// What the view wants highlighted.
pub struct Marks<'a> {
    /// The picked-up piece.
    pub selected: Option<Cell>,
    /// Empty cells it can move to.
    pub steps: &'a [Cell],
    /// Captures to ring and label.
    pub targets: &'a [Target],
    /// Every capture of the player to move (the learning aid), drawn faintly.
    pub all_captures: &'a [Move],
    /// The last move, drawn faintly.
    pub last: Option<(Cell, Cell)>,
    /// Digits on the pieces as well as pips.
    pub digits: bool,
    /// The keyboard cursor.
    pub cursor: Option<Cell>,
}

/// Draws the whole board; returns whether an animation continues.
pub fn board(f: &Frame, g: &Geometry, game: &Toan, marks: &Marks, anim: Option<&MoveAnim>) -> bool {
    let (ctx, now) = (f.ctx, f.now);
    ctx.clear_rect(0.0, 0.0, g.w, g.h);
    paint::round_rect(ctx, 1.0, 1.0, g.w - 2.0, g.h - 2.0, g.cell * 0.25);
    ctx.set_fill_style_str(PAPER);
    ctx.fill();
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str("rgba(62,39,35,0.25)");
    ctx.stroke();
    grid(ctx, g);
    if g.cell >= 20.0 {
        coordinates(ctx, g); // not on the small home-screen picture
    }

    let c = g.cell;
    if let Some((a, b)) = marks.last {
        for cell in [a, b] {
            let (x, y) = g.xy(cell);
            ctx.set_fill_style_str("rgba(249,168,37,0.18)");
            ctx.fill_rect(x - c / 2.0 + 1.0, y - c / 2.0 + 1.0, c - 2.0, c - 2.0);
        }
    }
    for mv in marks.all_captures {
        if let (Some(from), Some(to)) = (mv.from(), mv.to()) {
            let ((x1, y1), (x2, y2)) = (g.xy(from), g.xy(to));
            ctx.begin_path();
            ctx.move_to(x1, y1);
            ctx.line_to(x2, y2);
            ctx.set_line_width(c * 0.06);
            ctx.set_stroke_style_str("rgba(198,40,40,0.35)");
            ctx.stroke();
            ring(ctx, x2, y2, c * 0.47, "rgba(198,40,40,0.55)", c * 0.06);
        }
    }

    let r = c * 0.4;
    let moving = anim.filter(|a| !a.instant && !a.done(now));
    for cell in Cell::ALL {
        let Some(p) = game.piece_at(cell) else {
            continue;
        };
        let (mut x, mut y) = g.xy(cell);
        if let Some(a) = moving.filter(|a| a.to == cell) {
            let t = ease_out(progress(now, a.t0, MOVE_MS));
            let (fx, fy) = g.xy(a.from);
            x = fx + (x - fx) * t;
            y = fy + (y - fy) * t
                - if a.captured.is_some() {
                    crate::web::paint::sin(t * std::f64::consts::PI) * c * 0.6
                } else {
                    0.0
                };
            if let Some(victim) = a.captured {
                let (vx, vy) = g.xy(a.to);
                ctx.set_global_alpha(1.0 - t);
                pieces::piece(ctx, vx, vy, r, victim.owner, victim.value, marks.digits);
                ctx.set_global_alpha(1.0);
            }
        }
        pieces::piece(ctx, x, y, r, p.owner, p.value, marks.digits);
    }

    if let Some(s) = marks.selected {
        let (x, y) = g.xy(s);
        ring(ctx, x, y, r * 1.12, "#F9A825", c * 0.08);
    }
    for &s in marks.steps {
        let (x, y) = g.xy(s);
        paint::dot(ctx, x, y, c * 0.12, "rgba(46,125,50,0.85)");
    }
    for t in marks.targets {
        if let Some(to) = t.mv.to() {
            let (x, y) = g.xy(to);
            ring(ctx, x, y, r * 1.12, "rgba(198,40,40,0.95)", c * 0.09);
        }
    }
    for t in marks.targets {
        if let Some(to) = t.mv.to() {
            label(ctx, g, to, &t.lines, &|c| game.piece_at(c).is_some());
        }
    }
    if let Some(cur) = marks.cursor {
        let (x, y) = g.xy(cur);
        paint::focus_box(ctx, x, y, c * 0.46);
    }
    moving.is_some()
}

/// The grid of cells and the crosses on the two 0-homes.
fn grid(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let c = g.cell;
    ctx.set_stroke_style_str("rgba(62,39,35,0.55)");
    ctx.set_line_width((c * 0.02).max(1.0));
    ctx.begin_path();
    for f in 0..=FILES as u32 {
        let x = g.x0 + f as f64 * c;
        ctx.move_to(x, g.y0);
        ctx.line_to(x, g.y0 + RANKS * c);
    }
    for r in 0..=RANKS as u32 {
        let y = g.y0 + r as f64 * c;
        ctx.move_to(g.x0, y);
        ctx.line_to(g.x0 + FILES * c, y);
    }
    ctx.stroke();
    ctx.begin_path();
    ctx.set_stroke_style_str(INK);
    ctx.set_line_width((c * 0.035).max(1.5));
    for home in ZERO_HOMES {
        let (x, y) = g.xy(home);
        let h = c / 2.0;
        ctx.move_to(x - h, y - h);
        ctx.line_to(x + h, y + h);
        ctx.move_to(x + h, y - h);
        ctx.line_to(x - h, y + h);
    }
    ctx.stroke();
    ctx.set_line_width((c * 0.04).max(1.5));
    ctx.stroke_rect(g.x0, g.y0, FILES * c, RANKS * c);
}

/// File letters below the grid and rank numbers to its left.
fn coordinates(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let size = paint::clamp(g.cell * 0.26, 9.0, 14.0);
    paint::coordinate_text(ctx, size, "rgba(62,39,35,0.65)");
    let below = g.y0 + RANKS * g.cell + (g.h - g.y0 - RANKS * g.cell) / 2.0;
    for f in 0..FILES as u8 {
        let x = g.x0 + (f as f64 + 0.5) * g.cell;
        let _ = ctx.fill_text(&((b'a' + f) as char).to_string(), x, below);
    }
    for r in 0..RANKS as u8 {
        let y = g.y0 + (RANKS - 1.0 - r as f64 + 0.5) * g.cell;
        let _ = ctx.fill_text(&(r + 1).to_string(), g.x0 / 2.0, y);
    }
}

/// The arithmetic of a capture in a small card beside its target, kept on the canvas.
/// Of the places beside its target (right, left, above, below), the card takes the one that
/// covers the fewest pieces (`occupied`), so it does not hide the board it explains.
fn label(
    ctx: &CanvasRenderingContext2d,
    g: &Geometry,
    at: Cell,
    lines: &[String],
    occupied: &dyn Fn(Cell) -> bool,
) {
    if lines.is_empty() {
        return;
    }
    let size = crate::web::paint::clamp(g.cell * 0.3, 11.0, 16.0);
    ctx.set_font(&crate::web::paint::font("600", size));
    let width = lines
        .iter()
        .map(|l| ctx.measure_text(l).map(|m| m.width()).unwrap_or(0.0))
        .fold(0.0, f64::max)
        + size;
    let height = lines.len() as f64 * size * 1.3 + size * 0.5;
    let (x, y) = g.xy(at);
    let gap = g.cell * 0.55;
    let place = |left: f64, top: f64| {
        let left = crate::web::paint::clamp(left, 2.0, (g.w - width - 2.0).max(2.0));
        let top = crate::web::paint::clamp(top, 2.0, (g.h - height - 2.0).max(2.0));
        (left, top)
    };
    let candidates = [
        place(x + gap, y - height / 2.0),
        place(x - gap - width, y - height / 2.0),
        place(x - width / 2.0, y - gap - height),
        place(x - width / 2.0, y + gap),
    ];
    let covered = |(left, top): (f64, f64)| {
        Cell::ALL
            .iter()
            .filter(|&&c| {
                let (cx, cy) = g.xy(c);
                let r = g.cell * 0.4;
                c != at
                    && occupied(c)
                    && cx + r > left
                    && cx - r < left + width
                    && cy + r > top
                    && cy - r < top + height
            })
            .count()
            // Never over the target itself.
            + 100 * usize::from(x > left && x < left + width && y > top && y < top + height)
    };
    let (left, top) = candidates
        .into_iter()
        .min_by_key(|&c| covered(c))
        .unwrap_or((2.0, 2.0));
    paint::round_rect(ctx, left, top, width, height, size * 0.4);
    ctx.set_fill_style_str("rgba(255,255,255,0.96)");
    ctx.fill();
    ctx.set_line_width(1.5);
    ctx.set_stroke_style_str(paint::fill(Player::Red));
    ctx.stroke();
    ctx.set_fill_style_str(INK);
    ctx.set_text_align("left");
    ctx.set_text_baseline("middle");
    for (i, l) in lines.iter().enumerate() {
        let _ = ctx.fill_text(
            l,
            left + size / 2.0,
            top + size * 0.25 + (i as f64 + 0.5) * size * 1.3,
        );
    }
}
