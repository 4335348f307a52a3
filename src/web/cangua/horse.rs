//! A horse as a small seahorse silhouette in its player's colour, with a white outline so it
//! reads on any cell: head with snout, crest, back fin, curled tail, an eye.

use crate::core::Player;
use crate::web::paint::{fill, rim, INK};
use std::f64::consts::TAU;
use web_sys::CanvasRenderingContext2d;

/// The drawing is laid out in a 100×100 box, facing left; `Pen` maps it onto the canvas.
struct Pen<'a> {
    ctx: &'a CanvasRenderingContext2d,
    x: f64,
    y: f64,
    s: f64,
}

impl Pen<'_> {
    fn p(&self, x: f64, y: f64) -> (f64, f64) {
        (self.x + (x - 50.0) * self.s, self.y + (y - 50.0) * self.s)
    }
    fn move_to(&self, x: f64, y: f64) {
        let (a, b) = self.p(x, y);
        self.ctx.move_to(a, b);
    }
    fn line_to(&self, x: f64, y: f64) {
        let (a, b) = self.p(x, y);
        self.ctx.line_to(a, b);
    }
    fn curve(&self, c: [f64; 6]) {
        let (a, b) = self.p(c[0], c[1]);
        let (d, e) = self.p(c[2], c[3]);
        let (f, g) = self.p(c[4], c[5]);
        self.ctx.bezier_curve_to(a, b, d, e, f, g);
    }

    /// Head, body and belly as one closed outline.
    fn body(&self) {
        self.ctx.begin_path();
        self.move_to(50.0, 8.0);
        for c in [
            [62.0, 6.0, 68.0, 18.0, 62.0, 28.0],  // back of the head
            [76.0, 38.0, 78.0, 58.0, 66.0, 70.0], // the back
            [62.0, 74.0, 58.0, 76.0, 54.0, 78.0], // down to the tail
        ] {
            self.curve(c);
        }
        self.line_to(44.0, 76.0);
        for c in [
            [32.0, 70.0, 30.0, 54.0, 36.0, 44.0], // belly
            [38.0, 40.0, 40.0, 36.0, 38.0, 33.0], // throat
            [32.0, 31.0, 24.0, 31.0, 14.0, 31.0], // under the snout
            [9.0, 31.0, 9.0, 24.0, 14.0, 24.0],   // snout tip
            [24.0, 24.0, 30.0, 22.0, 34.0, 18.0], // top of the snout
            [38.0, 10.0, 44.0, 8.0, 50.0, 8.0],   // forehead
        ] {
            self.curve(c);
        }
        self.ctx.close_path();
    }

    /// The tail, a curl drawn as a thick line.
    fn tail(&self) {
        self.ctx.begin_path();
        self.move_to(49.0, 72.0);
        self.curve([46.0, 86.0, 50.0, 97.0, 62.0, 97.0]);
        self.curve([74.0, 97.0, 76.0, 82.0, 67.0, 80.0]);
        self.curve([61.0, 79.0, 58.0, 86.0, 64.0, 89.0]);
    }

    fn fin(&self) {
        self.ctx.begin_path();
        self.move_to(70.0, 40.0);
        self.line_to(84.0, 46.0);
        self.line_to(82.0, 56.0);
        self.line_to(72.0, 60.0);
        self.ctx.close_path();
    }

    fn crest(&self) {
        self.ctx.begin_path();
        self.move_to(46.0, 10.0);
        self.line_to(52.0, 0.0);
        self.line_to(58.0, 4.0);
        self.line_to(60.0, 12.0);
        self.ctx.close_path();
    }
}

/// Draws a seahorse of `p` centred at (x, y), `size` pixels tall, lifted by `lift` (0–1,
/// for a hop: a larger shadow further below).
pub fn seahorse(ctx: &CanvasRenderingContext2d, x: f64, y: f64, size: f64, p: Player, lift: f64) {
    let pen = Pen {
        ctx,
        x,
        y,
        s: size / 100.0,
    };
    let s = pen.s;
    let outline = (size * 0.06).max(1.5);
    let tail_w = 9.0 * s;
    ctx.save();
    ctx.set_line_join("round");
    ctx.set_line_cap("round");

    ctx.save();
    ctx.set_shadow_color("rgba(0,0,0,0.35)");
    ctx.set_shadow_blur(size * (0.08 + 0.12 * lift));
    ctx.set_shadow_offset_y(size * (0.03 + 0.12 * lift));
    ctx.set_stroke_style_str("#fff");
    ctx.set_fill_style_str("#fff");
    ctx.set_line_width(2.0 * outline);
    pen.body();
    ctx.stroke();
    ctx.fill();
    pen.fin();
    ctx.stroke();
    pen.crest();
    ctx.stroke();
    ctx.set_line_width(tail_w + 2.0 * outline);
    pen.tail();
    ctx.stroke();
    ctx.restore();

    ctx.set_fill_style_str(fill(p));
    pen.fin();
    ctx.fill();
    pen.crest();
    ctx.fill();
    pen.body();
    ctx.fill();
    ctx.set_stroke_style_str(fill(p));
    ctx.set_line_width(tail_w);
    pen.tail();
    ctx.stroke();

    if size >= 18.0 {
        ctx.set_stroke_style_str(rim(p));
        ctx.set_line_width((3.0 * s).max(1.0));
        for yy in [50.0, 58.0, 66.0] {
            ctx.begin_path();
            pen.move_to(37.0, yy);
            let (a, b) = pen.p(44.0, yy + 2.0);
            let (c, d) = pen.p(48.0, yy - 1.0);
            ctx.quadratic_curve_to(a, b, c, d);
            ctx.stroke();
        }
    }
    let (ex, ey) = pen.p(46.0, 19.0);
    ctx.begin_path();
    ctx.arc(ex, ey, 5.0 * s, 0.0, TAU).ok();
    ctx.set_fill_style_str("#fff");
    ctx.fill();
    ctx.begin_path();
    ctx.arc(ex - 1.0 * s, ey, 2.8 * s, 0.0, TAU).ok();
    ctx.set_fill_style_str(INK);
    ctx.fill();
    ctx.restore();
}
