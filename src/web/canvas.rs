//! A canvas that stays sharp: its backing store follows the CSS size times the device
//! pixel ratio, and drawing is done in CSS pixels.

use super::dom;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The board's canvas and its 2D context.
pub struct Canvas {
    /// The element.
    pub el: HtmlCanvasElement,
    /// Its 2D context, scaled so that one unit is one CSS pixel.
    pub ctx: CanvasRenderingContext2d,
    /// Width in CSS pixels.
    pub width: f64,
    /// Height in CSS pixels.
    pub height: f64,
}

impl Canvas {
    /// A new canvas element with its context.
    pub fn new() -> Canvas {
        let el: HtmlCanvasElement = dom::el("canvas", "board").unchecked_into();
        let ctx: CanvasRenderingContext2d = el
            .get_context("2d")
            .ok()
            .flatten()
            .expect("the browser has a 2D canvas")
            .unchecked_into();
        Canvas {
            el,
            ctx,
            width: 0.0,
            height: 0.0,
        }
    }

    /// Sets the CSS size and the backing store for the current pixel ratio.
    pub fn resize(&mut self, width: f64, height: f64) {
        let ratio = dom::window().device_pixel_ratio().max(1.0);
        self.width = width;
        self.height = height;
        self.el.set_width((width * ratio).round() as u32);
        self.el.set_height((height * ratio).round() as u32);
        let style = self.el.style();
        let _ = style.set_property("width", &format!("{}px", width.round() as i64));
        let _ = style.set_property("height", &format!("{}px", height.round() as i64));
        let _ = self.ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
    }

    /// Turns a pointer event's client position into canvas CSS pixels.
    pub fn to_local(&self, client_x: f64, client_y: f64) -> (f64, f64) {
        let r = self.el.get_bounding_client_rect();
        (client_x - r.left(), client_y - r.top())
    }

    /// Turns canvas CSS pixels into client coordinates (for the test hook).
    pub fn to_client(&self, x: f64, y: f64) -> (f64, f64) {
        let r = self.el.get_bounding_client_rect();
        (x + r.left(), y + r.top())
    }
}

impl Default for Canvas {
    fn default() -> Canvas {
        Canvas::new()
    }
}
