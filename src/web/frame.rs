//! The board on the canvas: its size in the page, drawing it, and the animation-frame loop
//! (at most one frame pending; a frame asks for the next while something still moves).

use super::app::App;
use super::dom;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What a frame did.
pub struct Drawn {
    /// Something still moves: another frame is wanted.
    pub more: bool,
    /// The game changed on its own (the panel follows it).
    pub changed: bool,
}

/// The animation-frame loop: runs `each` on the next frame, once however often it is asked.
#[derive(Clone)]
pub struct Ticker {
    pending: Rc<RefCell<bool>>,
    callback: Rc<Closure<dyn FnMut(f64)>>,
}

impl Ticker {
    /// A loop that calls `each` on every frame asked for.
    pub fn new(mut each: impl FnMut() + 'static) -> Ticker {
        let pending = Rc::new(RefCell::new(false));
        let p2 = pending.clone();
        let callback = Closure::new(move |_t: f64| {
            *p2.borrow_mut() = false;
            each();
        });
        Ticker {
            pending,
            callback: Rc::new(callback),
        }
    }

    /// Asks for one more animation frame (at most one is ever pending).
    pub fn request(&self) {
        if self.pending.replace(true) {
            return;
        }
        let f: &js_sys::Function = self.callback.as_ref().as_ref().unchecked_ref();
        let _ = dom::window().request_animation_frame(f);
    }
}

/// Sizes the canvas to the largest board of the view's shape that fits.
pub fn layout(app: &mut App) {
    let Some(aspect) = app.view().map(|v| v.aspect()) else {
        return;
    };
    let wrap = &app.shell.board_wrap;
    // The page's CSS sizes the board's box from its shape on a phone (a tall Cờ toán board
    // takes the phone's width, not a square's height): width per 1,000 of height, a whole
    // number (float formatting would cost the first download about 10 KB).
    let shape = (aspect * 1000.0).round() as u32;
    let _ = wrap
        .style()
        .set_property("--board-shape", &shape.to_string());
    let style = dom::window().get_computed_style(wrap).ok().flatten();
    let padding = |side: &str| {
        style
            .as_ref()
            .and_then(|st| st.get_property_value(side).ok())
            // Whole pixels are enough here: the digits before any `.` or `px`, read by hand
            // (no float parsing, no string slicing that could panic).
            .map_or(0.0, |v| {
                let whole = v.bytes().take_while(u8::is_ascii_digit).fold(0u32, |n, d| {
                    n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
                });
                f64::from(whole)
            })
    };
    let pad = padding("padding-left");
    let aw = wrap.client_width() as f64 - 2.0 * pad;
    let ah = wrap.client_height() as f64 - padding("padding-top") - padding("padding-bottom");
    if aw <= 0.0 || ah <= 0.0 {
        return;
    }
    let (mut bw, mut bh) = (aw, aw / aspect);
    if bh > ah {
        bh = ah;
        bw = ah * aspect;
    }
    let (bw, bh) = (bw.floor(), bh.floor());
    if (bw - app.shell.canvas.width).abs() > 0.5 || (bh - app.shell.canvas.height).abs() > 0.5 {
        app.shell.canvas.resize(bw, bh);
    }
}

/// Draws the board once (after letting the game act on its own: an automatic move, a lost
/// roll passing the turn).
pub fn draw(app: &mut App) -> Drawn {
    let now = dom::now();
    let (w, h) = (app.shell.canvas.width, app.shell.canvas.height);
    let ctx = app.shell.canvas.ctx.clone();
    let changed = app.view().is_some_and(|v| v.tick(now));
    let more = match app.view() {
        Some(v) if w > 0.0 => v.draw(&ctx, w, h, now) || changed,
        _ => {
            return Drawn {
                more: false,
                changed,
            }
        }
    };
    if !app.drawn_once {
        app.drawn_once = true;
        if let Some(p) = dom::window().performance() {
            let _ = p.mark("cdg-first-board");
        }
    }
    Drawn { more, changed }
}
