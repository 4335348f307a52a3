//! The four-player network (`src/ai/cangua_net4.rs`): after each game of self-play, every
//! position's chances move towards its λ-return (the chances the network gave the positions
//! after it, weighed by λ, ending with the result: who came home first), down the gradient
//! of the softmax's cross-entropy. The game counts as over once someone is home. With a
//! mix, some seats of each game hold back the leader as Medium does (many folk players do),
//! so the chances learnt are those of a table where being seen ahead draws the others' fire.

use co_dan_gian::ai::cangua_eval::{utility, worth, Chances, Style};
use co_dan_gian::ai::cangua_net4::{
    by_seat, inputs, softmax, Net4, HIDDEN, INPUTS, LEARNED, SEATS,
};
use co_dan_gian::core::{Game, Player};
use co_dan_gian::games::cangua::{Cangua, DiceState, Move};

use super::{ends, random_weights, rust_list, Run, Weights};

/// Where each part starts in the weights: w1, b1, w2, b2, then c last.
const B1: usize = INPUTS * HIDDEN;
const W2: usize = B1 + HIDDEN;
const B2: usize = W2 + SEATS * HIDDEN;
const WEIGHTS: usize = B2 + SEATS + 1;
/// Rolls after which a game of self-play is given up (none comes near).
const MAX_ROLLS: usize = 100_000;

/// Weights being trained.
struct Owned(Vec<f32>);

impl Owned {
    fn net(&self) -> Net4<'_> {
        let v = &self.0;
        Net4 {
            w1: &v[..B1],
            b1: &v[B1..W2],
            w2: &v[W2..B2],
            b2: &v[B2..WEIGHTS - 1],
            c: v[WEIGHTS - 1],
        }
    }

    fn from_net(net: Net4<'_>) -> Owned {
        let mut v = net.w1.to_vec();
        v.extend(net.b1);
        v.extend(net.w2);
        v.extend(net.b2);
        v.push(net.c);
        Owned(v)
    }

    /// The weights as the Rust source of `cangua_net4_weights.rs`.
    fn source(&self) -> String {
        let net = self.net();
        format!(
            "//! Weights of the learned four-player Cờ cá ngựa evaluation, written by `src/bin/cangua-td/four.rs`.\n\n\
             /// Input to hidden.\n#[rustfmt::skip]\npub static W1: [f32; {}] = [\n{}];\n\n\
             /// Hidden biases.\n#[rustfmt::skip]\npub const B1: [f32; {}] = [\n{}];\n\n\
             /// Hidden to output.\n#[rustfmt::skip]\npub const W2: [f32; {}] = [\n{}];\n\n\
             /// Output biases.\n#[rustfmt::skip]\npub const B2: [f32; {}] = [\n{}];\n\n\
             /// Weight of each seat's hand-made worth.\npub const C: f32 = {:.5};\n",
            net.w1.len(),
            rust_list(net.w1),
            net.b1.len(),
            rust_list(net.b1),
            net.w2.len(),
            rust_list(net.w2),
            net.b2.len(),
            rust_list(net.b2),
            net.c
        )
    }
}

impl Weights for Owned {
    fn shipped() -> Owned {
        Owned::from_net(LEARNED)
    }

    fn random(seed: u64) -> Owned {
        Owned(random_weights(
            INPUTS * HIDDEN,
            HIDDEN + SEATS * HIDDEN + SEATS,
            seed,
        ))
    }
}

/// A position of a game played, as the network reads it.
struct Seen {
    on: Vec<usize>,
    worth: [f32; SEATS],
    seats: [Player; SEATS],
}

impl Seen {
    fn of(g: &Cangua, chances: &Chances) -> Seen {
        let (on, worth, seats) = inputs(g, &worth(g, Style::FULL, chances));
        Seen { on, worth, seats }
    }

    /// The network's chances for each seat, by seat index.
    fn chances(&self, net: Net4<'_>) -> [f32; 4] {
        by_seat(&self.seats, net.chances(&self.on, &self.worth))
    }
}

/// What a position reached after a play is worth to `me`: its chance to come home first.
fn value_for(net: Net4<'_>, g: &Cangua, chances: &Chances, me: Player) -> f32 {
    match g.places().first() {
        Some(&w) => f32::from(u8::from(w == me)),
        None => Seen::of(g, chances).chances(net)[me.index()],
    }
}

/// Moves the network's chances for `seen` towards `target` (by seat index) by `alpha`.
fn step(w: &mut Owned, seen: &Seen, target: &[f32; 4], alpha: f32) {
    let net = w.net();
    let h = net.hidden(&seen.on);
    let p = softmax(net.logits(&h, &seen.worth));
    let dz: [f32; SEATS] = std::array::from_fn(|k| target[seen.seats[k].index()] - p[k]);
    let dh: [f32; HIDDEN] = std::array::from_fn(|j| {
        (0..SEATS)
            .map(|k| dz[k] * net.w2[k * HIDDEN + j])
            .sum::<f32>()
            * (1.0 - h[j] * h[j])
    });
    let dc: f32 = dz.iter().zip(&seen.worth).map(|(d, x)| d * x).sum();
    let v = &mut w.0;
    for &i in &seen.on {
        for (x, d) in v[i * HIDDEN..(i + 1) * HIDDEN].iter_mut().zip(&dh) {
            *x += alpha * d;
        }
    }
    for (x, d) in v[B1..W2].iter_mut().zip(&dh) {
        *x += alpha * d;
    }
    for k in 0..SEATS {
        for j in 0..HIDDEN {
            v[W2 + k * HIDDEN + j] += alpha * dz[k] * h[j];
        }
        v[B2 + k] += alpha * dz[k];
    }
    v[WEIGHTS - 1] += alpha * dc;
}

/// What Medium makes of a position reached after its play: its worth less the leader's.
fn medium_value(g: &Cangua, chances: &Chances, me: Player) -> f32 {
    utility(g, &worth(g, Style::BASIC, chances), me, Style::BASIC) as f32
}

/// Plays one game of self-play from `g`: every position waiting for a roll until someone
/// is home, with the chances the network gave it, and who came home first. The seats in
/// `medium` (by index) play as Medium does.
fn play(
    w: &Owned,
    mut g: Cangua,
    chances: &Chances,
    medium: [bool; 4],
) -> Option<(Vec<Seen>, Vec<[f32; 4]>, Player)> {
    let (mut seen, mut said) = (Vec::new(), Vec::new());
    for _ in 0..MAX_ROLLS {
        if let Some(&first) = g.places().first() {
            return Some((seen, said, first));
        }
        let s = Seen::of(&g, chances);
        said.push(s.chances(w.net()));
        seen.push(s);
        g.play(Move::Roll(g.next_roll())).ok()?;
        if g.dice() != DiceState::ToRoll && g.outcome().is_none() {
            let me = g.to_move();
            let mut all = Vec::new();
            ends(&g, &mut all);
            let net = w.net();
            let value = |x: &Cangua| {
                if medium[me.index()] {
                    medium_value(x, chances, me)
                } else {
                    value_for(net, x, chances, me)
                }
            };
            g = all
                .into_iter()
                .map(|x| (value(&x), x))
                .max_by(|p, q| p.0.total_cmp(&q.0))?
                .1;
        }
    }
    None
}

/// Trains the four-player network as `run` asks.
pub fn train(run: &Run) {
    let (alpha, lambda) = (run.alpha, run.lambda);
    let mut w: Owned = run.start();
    let (options, chances) = Run::options("r,b,y,g");
    let (mut err, mut count) = (0.0f64, 0u64);
    let mut seats = oorandom::Rand64::new(u128::from(run.seed) << 1 | 1);
    for (game, g) in run.games(&options) {
        let medium = std::array::from_fn(|_| seats.rand_float() < run.mix);
        let Some((seen, said, first)) = play(&w, g, &chances, medium) else {
            continue;
        };
        let mut result = [0.0f32; 4];
        result[first.index()] = 1.0;
        // λ-returns from the end back: the last position's target is the result.
        let mut target = result;
        for t in (0..seen.len()).rev() {
            step(&mut w, &seen[t], &target, alpha);
            err += said[t]
                .iter()
                .zip(&result)
                .map(|(p, z)| f64::from((p - z) * (p - z)))
                .sum::<f64>();
            count += 1;
            target = std::array::from_fn(|i| (1.0 - lambda) * said[t][i] + lambda * target[i]);
        }
        run.checkpoint(
            game,
            "squared error against the result",
            (&mut err, &mut count),
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
        let file = include_str!("../../ai/cangua_net4_weights.rs");
        assert_eq!(Owned::shipped().source(), file);
    }
}
