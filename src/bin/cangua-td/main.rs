//! Trains the learned Cờ cá ngựa evaluations by temporal differences over games of
//! self-play with two dice, each player choosing the use of its roll that the network values
//! best, and writes the weights as Rust source:
//!
//! - two players (`src/ai/cangua_net.rs`, [`two`]):
//!   `cargo run --release --bin cangua-td -- GAMES ALPHA LAMBDA SEED OUT.rs [learned]`
//! - four players (`src/ai/cangua_net4.rs`, [`four`]):
//!   `cargo run --release --bin cangua-td -- four GAMES ALPHA LAMBDA SEED OUT.rs [learned] [mix=P]`
//!
//! With `learned` it starts from the weights that ship, else from small random weights. With
//! `mix=P` (four players) each seat of each game is, with chance P, a player who holds back
//! the leader as Medium does, instead of one who plays as the network says.
//! docs/ai-log.md ("A sixth round", "A seventh round") gives the runs that made the shipped
//! weights.

#[cfg(not(target_arch = "wasm32"))]
mod four;
#[cfg(not(target_arch = "wasm32"))]
mod two;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let four = args.first().map(String::as_str) == Some("four");
    if four {
        args.remove(0);
    }
    // The mix is for four players only.
    let Some(run) = Run::parse(&args).filter(|r| four || r.mix == 0.0) else {
        eprintln!("usage: cangua-td [four] GAMES ALPHA LAMBDA SEED OUT.rs [learned] [mix=P]");
        std::process::exit(2);
    };
    if four {
        four::train(&run);
    } else {
        two::train(&run);
    }
}

/// Training runs natively only.
#[cfg(target_arch = "wasm32")]
fn main() {}

/// What a training run was asked for.
#[cfg(not(target_arch = "wasm32"))]
pub struct Run {
    /// Games of self-play.
    pub games: u64,
    /// Learning rate.
    pub alpha: f32,
    /// λ: how far back each step's error reaches.
    pub lambda: f32,
    /// Seed of the first weights and of the games' dice.
    pub seed: u64,
    /// Where the weights are written.
    pub out: String,
    /// Whether to start from the weights that ship.
    pub learned: bool,
    /// The chance that a seat plays as Medium does (four players), else as the network says.
    pub mix: f64,
}

#[cfg(not(target_arch = "wasm32"))]
impl Run {
    /// Reads `GAMES ALPHA LAMBDA SEED OUT.rs [learned] [mix=P]`.
    fn parse(args: &[String]) -> Option<Run> {
        let mut run = Run {
            games: args.first()?.parse().ok()?,
            alpha: args.get(1)?.parse().ok()?,
            lambda: args.get(2)?.parse().ok()?,
            seed: args.get(3)?.parse().ok()?,
            out: args.get(4)?.clone(),
            learned: false,
            mix: 0.0,
        };
        for extra in args.get(5..).unwrap_or_default() {
            match extra.strip_prefix("mix=") {
                _ if extra == "learned" => run.learned = true,
                Some(p) => run.mix = p.parse().ok().filter(|p| (0.0..=1.0).contains(p))?,
                None => return None,
            }
        }
        Some(run)
    }

    /// The weights to start from: the ones that ship with `learned`, else small random ones.
    pub fn start<W: Weights>(&self) -> W {
        if self.learned {
            W::shipped()
        } else {
            W::random(self.seed)
        }
    }

    /// The options of the games played (two dice and `players`) and their dice's chances.
    pub fn options(
        players: &str,
    ) -> (
        co_dan_gian::games::cangua::CanguaOptions,
        co_dan_gian::ai::cangua_eval::Chances,
    ) {
        use co_dan_gian::core::GameOptions;
        let mut options = co_dan_gian::games::cangua::CanguaOptions::default();
        if let Err(e) = options
            .set("dice", "2")
            .and_then(|()| options.set("players", players))
        {
            eprintln!("cangua-td: {e}");
            std::process::exit(2);
        }
        let chances = co_dan_gian::ai::cangua_eval::Chances::of(&options);
        (options, chances)
    }

    /// The games of self-play under `options`: each one's number and its start (its dice
    /// seeded from the run's seed and the number).
    pub fn games<'a>(
        &self,
        options: &'a co_dan_gian::games::cangua::CanguaOptions,
    ) -> impl Iterator<Item = (u64, co_dan_gian::games::cangua::Cangua)> + 'a {
        use co_dan_gian::core::Game as _;
        let seed = self.seed;
        (0..self.games).map(move |game| {
            let dice = seed.wrapping_mul(1_000_000).wrapping_add(game);
            (
                game,
                co_dan_gian::games::cangua::Cangua::new(options.clone(), dice),
            )
        })
    }

    /// After every 10,000th game (`game` counts from 0): prints `what`, the mean of the
    /// errors `err` over `count` measured since the last report and the hand-made worth's
    /// weight `c`, resets them, and writes the weights so far (`source`).
    pub fn checkpoint(
        &self,
        game: u64,
        what: &str,
        (err, count): (&mut f64, &mut u64),
        c: f32,
        source: impl FnOnce() -> String,
    ) {
        if (game + 1) % 10_000 != 0 {
            return;
        }
        let mean = *err / (*count).max(1) as f64;
        eprintln!("{} games: {what} {mean:.4}, c {c:.3}", game + 1);
        (*err, *count) = (0.0, 0);
        self.write(&source());
    }

    /// Writes the weights' source `text` to the output file, or stops with a message.
    pub fn write(&self, text: &str) {
        if let Err(e) = std::fs::write(&self.out, text) {
            eprintln!("cangua-td: cannot write {}: {e}", self.out);
            std::process::exit(1);
        }
    }
}

/// A network's weights being trained.
#[cfg(not(target_arch = "wasm32"))]
pub trait Weights {
    /// The weights that ship.
    fn shipped() -> Self;
    /// Small random weights from `seed`.
    fn random(seed: u64) -> Self;
}

/// `xs` as the lines of a Rust array, eight to a line.
#[cfg(not(target_arch = "wasm32"))]
pub fn rust_list(xs: &[f32]) -> String {
    xs.chunks(8)
        .map(|c| {
            let c: Vec<String> = c.iter().map(|x| format!("{x:.5}")).collect();
            format!("    {},\n", c.join(", "))
        })
        .collect()
}

/// First weights: `n` small random ones (inputs to hidden), then `zeros` zeros (the other
/// layers' weights and biases), then 3 for the hand-made worth's weight, last.
#[cfg(not(target_arch = "wasm32"))]
pub fn random_weights(n: usize, zeros: usize, seed: u64) -> Vec<f32> {
    let mut r = oorandom::Rand64::new(u128::from(seed));
    let mut v: Vec<f32> = (0..n)
        .map(|_| (r.rand_float() as f32 - 0.5) * 0.2)
        .collect();
    v.extend(std::iter::repeat_n(0.0, zeros));
    v.push(3.0);
    v
}

/// Every different position the dice in hand can lead to in `g`.
#[cfg(not(target_arch = "wasm32"))]
pub fn ends(
    g: &co_dan_gian::games::cangua::Cangua,
    out: &mut Vec<co_dan_gian::games::cangua::Cangua>,
) {
    use co_dan_gian::core::Game;
    use co_dan_gian::games::cangua::DiceState;
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
