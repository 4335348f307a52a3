//! The two-player network (`src/ai/cangua_net.rs`): TD(λ) with eligibility traces, a step
//! after every roll towards the value of the position it led to (the game's result at the
//! end).

use co_dan_gian::ai::cangua_eval::{worth, Chances, Style};
use co_dan_gian::ai::cangua_net::{inputs, sigmoid, Net, HIDDEN, INPUTS, LEARNED};
use co_dan_gian::core::{Game, Player};
use co_dan_gian::games::cangua::{Cangua, DiceState, Move};

use super::{ends, random_weights, rust_list, Run, Weights};

/// Every weight, in the order w1, b1, w2, b2, c.
const WEIGHTS: usize = INPUTS * HIDDEN + 2 * HIDDEN + 2;

/// Weights being trained.
struct Owned(Vec<f32>);

impl Owned {
    fn net(&self) -> Net<'_> {
        let v = &self.0;
        let h = INPUTS * HIDDEN;
        Net {
            w1: &v[..h],
            b1: &v[h..h + HIDDEN],
            w2: &v[h + HIDDEN..h + 2 * HIDDEN],
            b2: v[WEIGHTS - 2],
            c: v[WEIGHTS - 1],
        }
    }

    fn from_net(net: Net<'_>) -> Owned {
        let mut v = net.w1.to_vec();
        v.extend(net.b1);
        v.extend(net.w2);
        v.extend([net.b2, net.c]);
        Owned(v)
    }

    /// The weights as the Rust source of `cangua_net_weights.rs`.
    fn source(&self) -> String {
        let net = self.net();
        let list = rust_list;
        format!(
            "//! Weights of the learned Cờ cá ngựa evaluation, written by `src/bin/cangua-td/two.rs`.\n\n\
             /// Input to hidden.\n#[rustfmt::skip]\npub const W1: [f32; {}] = [\n{}];\n\n\
             /// Hidden biases.\n#[rustfmt::skip]\npub const B1: [f32; {}] = [\n{}];\n\n\
             /// Hidden to output.\n#[rustfmt::skip]\npub const W2: [f32; {}] = [\n{}];\n\n\
             /// Output bias.\npub const B2: f32 = {:.5};\n\n\
             /// Weight of the hand-made difference.\npub const C: f32 = {:.5};\n",
            net.w1.len(),
            list(net.w1),
            net.b1.len(),
            list(net.b1),
            net.w2.len(),
            list(net.w2),
            net.b2,
            net.c
        )
    }
}

impl Weights for Owned {
    fn shipped() -> Owned {
        Owned::from_net(LEARNED)
    }

    fn random(seed: u64) -> Owned {
        Owned(random_weights(INPUTS * HIDDEN, 2 * HIDDEN + 1, seed))
    }
}

/// The network's inputs for the player to move, with Hard's hand-made worths.
fn inputs_of(g: &Cangua, chances: &Chances) -> (Vec<usize>, f32) {
    inputs(g, &worth(g, Style::FULL, chances))
}

/// What a position reached after a play is worth to `me`.
fn value_for(net: Net<'_>, g: &Cangua, chances: &Chances, me: Player) -> f32 {
    if g.outcome().is_some() {
        return if g.places().first() == Some(&me) {
            1.0
        } else {
            0.0
        };
    }
    let (on, d) = inputs_of(g, chances);
    let v = net.value(&on, d);
    if g.to_move() == me {
        v
    } else {
        1.0 - v
    }
}

/// Red's winning chance by the network and its gradient.
fn value_and_gradient(net: Net<'_>, g: &Cangua, chances: &Chances) -> (f32, Vec<f32>) {
    let r = g.to_move();
    let (on, d) = inputs_of(g, chances);
    let h = net.hidden(&on);
    let v = sigmoid(net.logit(&h, d));
    let sign = if r == Player::Red { 1.0 } else { -1.0 };
    let dz = sign * v * (1.0 - v);
    let mut grad = vec![0.0f32; WEIGHTS];
    for j in 0..HIDDEN {
        let dh = dz * net.w2[j] * (1.0 - h[j] * h[j]);
        for &i in &on {
            grad[i * HIDDEN + j] += dh;
        }
        grad[INPUTS * HIDDEN + j] = dh;
        grad[INPUTS * HIDDEN + HIDDEN + j] = dz * h[j];
    }
    grad[WEIGHTS - 2] = dz;
    grad[WEIGHTS - 1] = dz * d;
    (if r == Player::Red { v } else { 1.0 - v }, grad)
}

/// Trains the two-player network as `run` asks.
pub fn train(run: &Run) {
    let (alpha, lambda) = (run.alpha, run.lambda);
    let mut w: Owned = run.start();
    let (options, chances) = Run::options("r,y");
    let (mut err, mut ends_seen) = (0.0f64, 0u64);
    for (game, mut g) in run.games(&options) {
        let (mut v, mut trace) = value_and_gradient(w.net(), &g, &chances);
        while g.play(Move::Roll(g.next_roll())).is_ok() {
            if g.dice() != DiceState::ToRoll && g.outcome().is_none() {
                let me = g.to_move();
                let mut all = Vec::new();
                ends(&g, &mut all);
                let net = w.net();
                if let Some((_, best)) = all
                    .into_iter()
                    .map(|x| (value_for(net, &x, &chances, me), x))
                    .max_by(|p, q| p.0.total_cmp(&q.0))
                {
                    g = best;
                }
            }
            let over = g.outcome().is_some();
            let next = if over {
                f32::from(u8::from(g.places().first() == Some(&Player::Red)))
            } else {
                value_and_gradient(w.net(), &g, &chances).0
            };
            let delta = next - v;
            for (x, e) in w.0.iter_mut().zip(&trace) {
                *x += alpha * delta * e;
            }
            if over {
                err += f64::from(delta * delta);
                ends_seen += 1;
                break;
            }
            // The value and gradient at the new position, after this step's change.
            let (now, grad) = value_and_gradient(w.net(), &g, &chances);
            for (e, x) in trace.iter_mut().zip(&grad) {
                *e = lambda * *e + x;
            }
            v = now;
        }
        run.checkpoint(
            game,
            "last-step squared error",
            (&mut err, &mut ends_seen),
            w.net().c,
            || w.source(),
        );
    }
    run.write(&w.source());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Written out, the weights that ship give back their own file, byte for byte: the file
    /// the trainer writes is one the build takes as it is.
    #[test]
    fn the_shipped_weights_write_their_own_file() {
        let file = include_str!("../../ai/cangua_net_weights.rs");
        assert_eq!(Owned::shipped().source(), file);
    }
}
