//! Drawing Cờ cá ngựa as the printed board: four coloured corner stables, the track of round
//! cells round the central cross, the numbered home columns, the coloured centre; then the
//! horses, the highlights, the dice and the real-dice picker. Reads the game; decides nothing.

use super::anim::{Hop, Tumble};
use super::dice::{self, Face};
use super::geometry::{self, turn_corner, Geometry};
use super::horse::seahorse;
use super::layout::{self, die_size, Piece};
use crate::core::{Game, Player};
use crate::games::cangua::{
    gate_cell, start_cell, Cangua, Dice, DiceCount, DiceState, Place, HOME_CELLS,
};
use crate::table::cangua::words;
use crate::web::paint::{self, fill, rim, ring, INK, WOOD};
use std::f64::consts::TAU;
use web_sys::CanvasRenderingContext2d;

/// Radius of a cell, in cells.
const CELL_R: f64 = 0.42;
/// The ground of the cross and of the track cells.
const CROSS: &str = "#FBF4E4";
const CELL: &str = "#FFFDF7";
/// The soft ring round what the player to move may use now: the horses, the dice.
const WAITING: &str = "rgba(239,108,0,0.85)";

/// Everything the board shows at one moment.
pub struct Scene<'a> {
    /// The game as it stands.
    pub game: &'a Cangua,
    /// Horses of the player to move that can move now (soft rings).
    pub movable: &'a [Place],
    /// The horse picked up, whose destinations are shown.
    pub selected: Option<Place>,
    /// Its destinations, each with the die it uses (labelled when there are several).
    pub targets: &'a [(Place, Dice)],
    /// A horse hopping.
    pub hop: Option<&'a Hop>,
    /// The dice tumbling.
    pub tumble: Option<&'a Tumble>,
    /// A roll just lost by a player who no longer has the turn.
    pub lost: Option<(Player, Dice)>,
    /// The real-dice picker, when open: its title and the first die picked.
    pub picker: Option<(&'a str, Option<u8>)>,
    /// The time.
    pub now: f64,
}

/// Draws the whole board; returns whether something still moves.
pub fn board(ctx: &CanvasRenderingContext2d, g: &Geometry, s: &Scene) -> bool {
    let side = g.cell * geometry::GRID + 2.0 * g.origin;
    ctx.clear_rect(0.0, 0.0, side + 1.0, side + 1.0);
    paint::round_rect(ctx, 1.0, 1.0, side - 2.0, side - 2.0, side * 0.025);
    ctx.set_fill_style_str(WOOD);
    ctx.fill();
    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str("rgba(62,39,35,0.25)");
    ctx.stroke();

    for p in Player::ALL {
        stable(ctx, g, p, s.game.seats().contains(&p));
    }
    cross(ctx, g);
    centre(ctx, g);
    track(ctx, g);
    homes(ctx, g);

    let mut animating = false;
    let settled = s.tumble.is_none_or(|t| t.done(s.now)) && s.hop.is_none_or(|h| h.done(s.now));
    if settled && s.picker.is_none() {
        rings(ctx, g, s);
    }
    animating |= horses(ctx, g, s);
    animating |= dice_area(ctx, g, s);
    if let Some((title, first)) = s.picker {
        dice::picker(ctx, g, title, first);
    }
    animating
}

/// A path through grid corners, closed.
fn polygon(ctx: &CanvasRenderingContext2d, g: &Geometry, points: &[(f64, f64)]) {
    ctx.begin_path();
    for (i, &p) in points.iter().enumerate() {
        let (x, y) = g.corner(p);
        if i == 0 {
            ctx.move_to(x, y);
        } else {
            ctx.line_to(x, y);
        }
    }
    ctx.close_path();
}

/// A stable in its corner: a coloured square with four spots (dimmed when nobody plays it).
fn stable(ctx: &CanvasRenderingContext2d, g: &Geometry, p: Player, playing: bool) {
    let seat = p.index();
    let square = |lo: f64, hi: f64| {
        let (a, b) = (turn_corner((lo, lo), seat), turn_corner((hi, hi), seat));
        let (x0, y0) = g.corner((a.0.min(b.0), a.1.min(b.1)));
        let (x1, y1) = g.corner((a.0.max(b.0), a.1.max(b.1)));
        (x0, y0, x1 - x0, y1 - y0)
    };
    ctx.save();
    if !playing {
        ctx.set_global_alpha(0.3);
    }
    let (x, y, w, h) = square(9.12, 14.88);
    paint::round_rect(ctx, x, y, w, h, g.cell * 0.45);
    ctx.set_fill_style_str(fill(p));
    ctx.fill();
    let (x, y, w, h) = square(9.55, 14.45);
    paint::round_rect(ctx, x, y, w, h, g.cell * 0.4);
    ctx.set_fill_style_str("rgba(255,255,255,0.78)");
    ctx.fill();
    for n in 0..4 {
        let (cx, cy) = g.xy(geometry::stable(seat, n));
        ctx.begin_path();
        ctx.arc(cx, cy, g.cell * 0.66, 0.0, TAU).ok();
        ctx.set_fill_style_str(rim(p));
        ctx.fill();
        ctx.set_line_width(g.cell * 0.06);
        ctx.set_stroke_style_str(fill(p));
        ctx.stroke();
    }
    ctx.restore();
}

/// The cross: its ground and the dark outline round it.
fn cross(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let quarter = [
        (6.0, 15.0),
        (9.0, 15.0),
        (9.0, 10.0),
        (10.0, 10.0),
        (10.0, 9.0),
    ];
    let points: Vec<(f64, f64)> = (0..4)
        .flat_map(|seat| quarter.iter().map(move |&c| turn_corner(c, seat)))
        .collect();
    polygon(ctx, g, &points);
    ctx.set_fill_style_str(CROSS);
    ctx.fill();
    ctx.set_line_join("round");
    ctx.set_line_width((g.cell * 0.08).max(2.0));
    ctx.set_stroke_style_str(INK);
    ctx.stroke();
}

/// The centre: four triangles, one in each colour, pointing inwards from each home column.
fn centre(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    for p in Player::ALL {
        let tri: Vec<(f64, f64)> = [(6.0, 9.0), (9.0, 9.0), (7.5, 7.5)]
            .iter()
            .map(|&c| turn_corner(c, p.index()))
            .collect();
        polygon(ctx, g, &tri);
        ctx.set_fill_style_str(fill(p));
        ctx.fill();
        ctx.set_line_width((g.cell * 0.04).max(1.0));
        ctx.set_stroke_style_str("rgba(255,255,255,0.7)");
        ctx.stroke();
    }
}

/// One round cell at grid cell `c`.
fn cell(
    ctx: &CanvasRenderingContext2d,
    g: &Geometry,
    c: (f64, f64),
    ground: &str,
    line: &str,
    width: f64,
) {
    let (x, y) = g.xy(c);
    ctx.begin_path();
    ctx.arc(x, y, g.cell * CELL_R, 0.0, TAU).ok();
    ctx.set_fill_style_str(ground);
    ctx.fill();
    ctx.set_line_width(width);
    ctx.set_stroke_style_str(line);
    ctx.stroke();
}

/// The 56 track cells, with each start cell filled and each gate ringed in its owner's colour.
fn track(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let thin = (g.cell * 0.045).max(1.0);
    for i in 0..56u8 {
        let owner = Player::ALL
            .into_iter()
            .find(|&p| start_cell(p) == i || gate_cell(p) == i);
        let c = geometry::track(i as usize);
        match owner {
            Some(p) if start_cell(p) == i => {
                cell(ctx, g, c, fill(p), INK, thin);
                arrow(ctx, g, p, c);
            }
            Some(p) => cell(ctx, g, c, rim(p), fill(p), thin * 2.6),
            None => cell(ctx, g, c, CELL, INK, thin),
        }
    }
}

/// A small white arrow on a start cell, pointing the way the horses run.
fn arrow(ctx: &CanvasRenderingContext2d, g: &Geometry, p: Player, c: (f64, f64)) {
    let next = geometry::track(start_cell(p) as usize + 1);
    let (dx, dy) = (next.0 - c.0, next.1 - c.1);
    let (x, y) = g.xy(c);
    let r = g.cell * 0.2;
    ctx.begin_path();
    ctx.move_to(x + dx * r, y + dy * r);
    ctx.line_to(
        x - dx * r * 0.6 - dy * r * 0.8,
        y - dy * r * 0.6 + dx * r * 0.8,
    );
    ctx.line_to(
        x - dx * r * 0.6 + dy * r * 0.8,
        y - dy * r * 0.6 - dx * r * 0.8,
    );
    ctx.close_path();
    ctx.set_fill_style_str("rgba(255,255,255,0.9)");
    ctx.fill();
}

/// The four home columns: six cells in their colour numbered 1 to 6 towards the centre.
fn homes(ctx: &CanvasRenderingContext2d, g: &Geometry) {
    let size = (g.cell * 0.46).round().max(9.0);
    ctx.set_font(&crate::web::paint::font("700", size));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for p in Player::ALL {
        for k in 1..=HOME_CELLS {
            let c = geometry::home(p.index(), k);
            cell(ctx, g, c, rim(p), fill(p), (g.cell * 0.07).max(1.5));
            let (x, y) = g.xy(c);
            ctx.set_fill_style_str(dark(p));
            let _ = ctx.fill_text(&k.to_string(), x, y + size * 0.05);
        }
    }
}

/// A darker shade of a player's colour, for numbers on its light cells.
fn dark(p: Player) -> &'static str {
    match p {
        Player::Red => "#8E1B1B",
        Player::Blue => "#0D3C7A",
        Player::Yellow => "#6D4C00",
        Player::Green => "#1B4D1F",
    }
}

/// Soft rings round the horses that can move, the horse picked up, and its destinations.
fn rings(ctx: &CanvasRenderingContext2d, g: &Geometry, s: &Scene) {
    let me = s.game.to_move();
    let pieces = layout::pieces(s.game);
    let r = g.cell * 0.62;
    for piece in pieces
        .iter()
        .filter(|pc| pc.owner == me && s.movable.contains(&pc.place))
    {
        let (x, y) = g.xy(piece.at);
        let chosen = s.selected == Some(piece.place);
        let (colour, width) = if chosen {
            ("#F9A825".to_string(), r * 0.2)
        } else {
            (WAITING.to_string(), r * 0.14)
        };
        let scale = if piece.place == Place::Stable {
            1.12
        } else {
            1.0
        };
        ring(ctx, x, y, r * scale, &colour, width);
    }
    let labelled = s.targets.len() > 1;
    for &(place, die) in s.targets {
        let (x, y) = g.xy(layout::grid_of(me, place, 0));
        ring(
            ctx,
            x,
            y,
            g.cell * 0.5,
            "rgba(46,125,50,0.95)",
            g.cell * 0.1,
        );
        paint::dot(ctx, x, y, g.cell * 0.09, "rgba(46,125,50,0.95)");
        if labelled {
            badge(
                ctx,
                g,
                x + g.cell * 0.42,
                y - g.cell * 0.42,
                &die.to_string(),
            );
        }
    }
}

/// A small dark label (the die a destination uses).
fn badge(ctx: &CanvasRenderingContext2d, g: &Geometry, x: f64, y: f64, text: &str) {
    let r = g.cell * 0.26;
    paint::dot(ctx, x, y, r.max(8.0), "#2E7D32");
    let size = (g.cell * 0.34).max(10.0).round();
    ctx.set_font(&crate::web::paint::font("700", size));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str("#fff");
    let _ = ctx.fill_text(text, x, y + size * 0.05);
}

/// Every horse, the hopping one and a kicked one where the animation has them.
fn horses(ctx: &CanvasRenderingContext2d, g: &Geometry, s: &Scene) -> bool {
    let hop = s.hop.filter(|h| !h.done(s.now));
    let moving_to = hop.and_then(|h| h.points.last().copied());
    let kicked = hop.and_then(|h| h.kicked(s.now));
    let mut pieces: Vec<Piece> = layout::pieces(s.game);
    if let (Some(h), Some(to)) = (hop, moving_to) {
        if let Some(i) = pieces
            .iter()
            .position(|pc| pc.owner == h.player && pc.at == to)
        {
            pieces.remove(i);
        }
    }
    if let Some((owner, ..)) = kicked {
        let last = pieces
            .iter()
            .rposition(|pc| pc.owner == owner && pc.place == Place::Stable);
        if let Some(i) = last {
            pieces.remove(i);
        }
    }
    for pc in &pieces {
        let size = if pc.place == Place::Stable {
            1.12
        } else {
            0.98
        };
        let (x, y) = g.xy(pc.at);
        seahorse(ctx, x, y, g.cell * size, pc.owner, 0.0);
    }
    if let Some((owner, at, lift)) = kicked {
        let (x, y) = g.xy(at);
        seahorse(ctx, x, y - lift * g.cell * 0.5, g.cell, owner, lift);
    }
    if let Some(h) = hop {
        let (at, lift) = h.mover(s.now);
        let (x, y) = g.xy(at);
        seahorse(
            ctx,
            x,
            y - lift * g.cell * 0.3,
            g.cell * (0.98 + 0.12 * lift),
            h.player,
            lift,
        );
    }
    hop.is_some()
}

/// The dice beside the stable of the player concerned, or a medal in a finished player's
/// stable. Returns whether something moves.
fn dice_area(ctx: &CanvasRenderingContext2d, g: &Geometry, s: &Scene) -> bool {
    let game = s.game;
    let over = game.outcome().is_some();
    let mut shown: Vec<Player> = Vec::new();
    let mut animating = false;
    match s.tumble.filter(|t| !t.done(s.now)) {
        Some(t) => {
            let faces = t.faces(s.now);
            draw_dice(
                ctx,
                g,
                t.player,
                &faces.iter().map(|&v| Face::Value(v)).collect::<Vec<_>>(),
                |i| t.wobble(s.now, i),
            );
            shown.push(t.player);
            animating = true;
        }
        None => {
            if let DiceState::Rolled { roll, left } = game.dice() {
                draw_dice(ctx, g, game.to_move(), &faces(roll, left), |_| 0.0);
                shown.push(game.to_move());
            }
        }
    }
    if let Some((p, lost)) = s.lost.filter(|(p, _)| !shown.contains(p)) {
        let spent: Vec<Face> = lost.values().iter().map(|&v| Face::Spent(v)).collect();
        draw_dice(ctx, g, p, &spent, |_| 0.0);
        shown.push(p);
    }
    let me = game.to_move();
    let waiting = !over && game.dice() == DiceState::ToRoll && s.picker.is_none();
    if waiting && !shown.contains(&me) && !animating {
        let count = if game.options().dice == DiceCount::Two {
            2
        } else {
            1
        };
        draw_dice(ctx, g, me, &vec![Face::Blank; count], |_| 0.0);
        let (x, y) = g.xy(geometry::stable_centre(me.index()));
        let r = g.cell * (die_size(count) * if count > 1 { 1.2 } else { 0.85 });
        ring(ctx, x, y, r, WAITING, g.cell * 0.1);
        shown.push(me);
    }
    for (i, &p) in game.places().iter().enumerate() {
        if !shown.contains(&p) {
            medal(ctx, g, p, i + 1);
        }
    }
    animating
}

/// The faces of a roll with `left` still to use: the used die greyed.
fn faces(roll: Dice, left: Dice) -> Vec<Face> {
    match (roll.values(), left.values()) {
        ([a, b], [v]) if b == v => vec![Face::Spent(*a), Face::Value(*b)],
        ([a, b], [_]) => vec![Face::Value(*a), Face::Spent(*b)],
        (values, _) => values.iter().map(|&v| Face::Value(v)).collect(),
    }
}

/// Draws dice showing `faces` at `p`'s stable.
fn draw_dice(
    ctx: &CanvasRenderingContext2d,
    g: &Geometry,
    p: Player,
    faces: &[Face],
    angle: impl Fn(usize) -> f64,
) {
    let size = die_size(faces.len()) * g.cell;
    for (i, (&face, at)) in faces
        .iter()
        .zip(layout::dice_at(p.index(), faces.len()))
        .enumerate()
    {
        let (x, y) = g.xy(at);
        dice::die(ctx, x, y, size, face, angle(i));
    }
}

/// A finished player's place, as a round medal in the middle of its stable.
fn medal(ctx: &CanvasRenderingContext2d, g: &Geometry, p: Player, place: usize) {
    let (x, y) = g.xy(geometry::stable_centre(p.index()));
    let r = g.cell * 0.85;
    paint::disc(ctx, x, y, r, p, 1.0);
    let size = (g.cell * 0.5).max(10.0).round();
    ctx.set_font(&crate::web::paint::font("800", size));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_fill_style_str(if p == Player::Yellow { dark(p) } else { "#fff" });
    let _ = ctx.fill_text(
        &words::place_word(place, crate::web::i18n::lang()),
        x,
        y + size * 0.05,
    );
}
