//! Trains the learned Cờ cá ngựa evaluation (`src/ai/cangua_net.rs`) by TD(λ) over games of
//! self-play, two players with two dice, each choosing the use of its roll that the network
//! values best, and writes the weights as Rust source:
//!
//! `cargo run --release --bin cangua-td -- GAMES ALPHA LAMBDA SEED OUT.rs [learned]`
//!
//! With `learned` it starts from the weights that ship, else from small random weights.
//! docs/ai.md ("A sixth round") gives the runs that made the shipped weights.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    train::main();
}

/// Training runs natively only.
#[cfg(target_arch = "wasm32")]
fn main() {}

/// The training loop and what it needs.
#[cfg(not(target_arch = "wasm32"))]
mod train {
    use co_dan_gian::ai::cangua_eval::{worth, Chances, Style};
    use co_dan_gian::ai::cangua_net::{inputs, sigmoid, Net, HIDDEN, INPUTS, LEARNED};
    use co_dan_gian::core::{Game, GameOptions, Player};
    use co_dan_gian::games::cangua::{Cangua, CanguaOptions, DiceState, Move};

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

        fn from(net: Net<'_>) -> Owned {
            let mut v = net.w1.to_vec();
            v.extend(net.b1);
            v.extend(net.w2);
            v.extend([net.b2, net.c]);
            Owned(v)
        }

        fn random(seed: u64) -> Owned {
            let mut r = oorandom::Rand64::new(u128::from(seed));
            let mut v: Vec<f32> = (0..INPUTS * HIDDEN)
                .map(|_| (r.rand_float() as f32 - 0.5) * 0.2)
                .collect();
            v.extend(vec![0.0; 2 * HIDDEN + 1]);
            v.push(3.0);
            Owned(v)
        }

        /// The weights as the Rust source of `cangua_net_weights.rs`.
        fn source(&self) -> String {
            let net = self.net();
            let list = |xs: &[f32]| {
                xs.chunks(8)
                    .map(|c| {
                        let c: Vec<String> = c.iter().map(|x| format!("{x:.5}")).collect();
                        format!("    {},\n", c.join(", "))
                    })
                    .collect::<String>()
            };
            format!(
                "//! Weights of the learned Cờ cá ngựa evaluation, written by `src/bin/cangua-td.rs`.\n\n\
                 use super::cangua_net::{{HIDDEN, INPUTS}};\n\n\
                 /// Input to hidden.\n#[rustfmt::skip]\npub const W1: [f32; INPUTS * HIDDEN] = [\n{}];\n\n\
                 /// Hidden biases.\n#[rustfmt::skip]\npub const B1: [f32; HIDDEN] = [\n{}];\n\n\
                 /// Hidden to output.\n#[rustfmt::skip]\npub const W2: [f32; HIDDEN] = [\n{}];\n\n\
                 /// Output bias.\npub const B2: f32 = {:.5};\n\n\
                 /// Weight of the hand-made difference.\npub const C: f32 = {:.5};\n",
                list(net.w1),
                list(net.b1),
                list(net.w2),
                net.b2,
                net.c
            )
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

    /// Every different position the dice in hand can lead to.
    fn ends(g: &Cangua, out: &mut Vec<Cangua>) {
        if g.outcome().is_some() || g.dice() == DiceState::ToRoll {
            let p = g.position();
            if !out.iter().any(|h| h.position() == p) {
                out.push(g.clone());
            }
            return;
        }
        for m in g.legal_moves() {
            let mut n = g.clone();
            if n.play(m).is_ok() {
                ends(&n, out);
            }
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

    pub fn main() {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let parsed = (|| -> Option<(u64, f32, f32, u64, String)> {
            Some((
                args.first()?.parse().ok()?,
                args.get(1)?.parse().ok()?,
                args.get(2)?.parse().ok()?,
                args.get(3)?.parse().ok()?,
                args.get(4)?.clone(),
            ))
        })();
        let Some((games, alpha, lambda, seed, out)) = parsed else {
            eprintln!("usage: cangua-td GAMES ALPHA LAMBDA SEED OUT.rs [learned]");
            std::process::exit(2);
        };
        let mut w = if args.get(5).map(String::as_str) == Some("learned") {
            Owned::from(LEARNED)
        } else {
            Owned::random(seed)
        };
        let mut options = CanguaOptions::default();
        if options.set("dice", "2").is_err() {
            eprintln!("cangua-td: two dice are not an option");
            std::process::exit(2);
        }
        let chances = Chances::of(&options);
        let (mut err, mut ends_seen) = (0.0f64, 0u64);
        for game in 0..games {
            let mut g = Cangua::new(
                options.clone(),
                seed.wrapping_mul(1_000_000).wrapping_add(game),
            );
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
            if (game + 1) % 10_000 == 0 {
                eprintln!(
                    "{} games: last-step squared error {:.4}, c {:.3}",
                    game + 1,
                    err / ends_seen.max(1) as f64,
                    w.net().c
                );
                (err, ends_seen) = (0.0, 0);
                std::fs::write(&out, w.source()).unwrap_or_else(|e| {
                    eprintln!("cangua-td: cannot write {out}: {e}");
                    std::process::exit(1);
                });
            }
        }
        if let Err(e) = std::fs::write(&out, w.source()) {
            eprintln!("cangua-td: cannot write {out}: {e}");
            std::process::exit(1);
        }
    }
}
