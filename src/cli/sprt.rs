//! The statistics of a match between two engines: the Elo difference with its 95% error bar
//! and the sequential probability ratio test (SPRT) that stops a match as soon as it is
//! clear, in the normal approximation of the game scores used by fishtest and fastchess.
//!
//! When wins, draws or losses are still 0 (a one-sided match), ½ is added to each count, so
//! the variance is not 0 and the Elo stays finite; with all three above 0 the counts are used
//! as they are.

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// The test's hypotheses and error rates: H0 is "elo0", H1 is "elo1".
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What the SPRT says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the first engine is stronger by about elo1.
    H1,
    /// H0 accepted: it is not stronger than elo0.
    H0,
    /// Not yet clear.
    Continue,
}

/// The expected score of a player `elo` points stronger.
pub fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives the expected score `s` (0 < s < 1).
pub fn elo_of(s: f64) -> f64 {
    -400.0 * (1.0 / s - 1.0).log10()
}

impl Score {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The counts the statistics use (see the module's note), as (wins, draws, losses, n).
    fn counts(&self) -> (f64, f64, f64, f64) {
        let (mut w, mut d, mut l) = (
            f64::from(self.wins),
            f64::from(self.draws),
            f64::from(self.losses),
        );
        if self.wins == 0 || self.draws == 0 || self.losses == 0 {
            w += 0.5;
            d += 0.5;
            l += 0.5;
        }
        (w, d, l, w + d + l)
    }

    /// The mean score per game and its variance.
    fn mean_variance(&self) -> (f64, f64) {
        let (w, d, l, n) = self.counts();
        let s = (w + d / 2.0) / n;
        let var = (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / n;
        (s, var)
    }

    /// The Elo difference and the 95% interval (low, high).
    pub fn elo(&self) -> (f64, f64, f64) {
        let (s, var) = self.mean_variance();
        let (_, _, _, n) = self.counts();
        let margin = 1.959_964 * (var / n).sqrt();
        let clamp = |x: f64| x.clamp(1e-6, 1.0 - 1e-6);
        (
            elo_of(clamp(s)),
            elo_of(clamp(s - margin)),
            elo_of(clamp(s + margin)),
        )
    }

    /// The log-likelihood ratio of H1 against H0.
    pub fn llr(&self, t: &Sprt) -> f64 {
        let (s, var) = self.mean_variance();
        let (_, _, _, n) = self.counts();
        let (s0, s1) = (expected(t.elo0), expected(t.elo1));
        n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var)
    }
}

impl Sprt {
    /// The bounds of the log-likelihood ratio: below the first H0 is accepted, above the
    /// second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The verdict on `score`.
    pub fn verdict(&self, score: &Score) -> Verdict {
        let llr = score.llr(self);
        let (lo, hi) = self.bounds();
        if llr >= hi {
            Verdict::H1
        } else if llr <= lo {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }

    /// Reads `elo0,elo1,alpha,beta`.
    pub fn parse(text: &str) -> Option<Sprt> {
        let v: Vec<f64> = text
            .split(',')
            .map(|x| x.trim().parse::<f64>().ok().filter(|x| x.is_finite()))
            .collect::<Option<_>>()?;
        let [elo0, elo1, alpha, beta] = v[..] else {
            return None;
        };
        let rate = |x: f64| x > 0.0 && x < 0.5;
        (elo1 > elo0 && elo0.abs() < 2000.0 && elo1.abs() < 2000.0 && rate(alpha) && rate(beta))
            .then_some(Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Sprt = Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    };

    fn score(wins: u32, draws: u32, losses: u32) -> Score {
        Score {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn even_scores_are_zero_elo() {
        let (e, lo, hi) = score(30, 40, 30).elo();
        assert!(e.abs() < 1e-9);
        assert!(lo < -20.0 && hi > 20.0 && (lo + hi).abs() < 1e-6);
    }

    #[test]
    fn a_known_score_gives_its_elo() {
        // 64% is about +100 Elo.
        let (e, lo, hi) = score(64, 0, 36).elo();
        assert!((e - 100.0).abs() < 3.0, "{e}");
        assert!(lo < e && e < hi);
        assert!((expected(100.0) - 0.64).abs() < 0.001);
    }

    #[test]
    fn the_bounds_are_the_usual_ones() {
        let (lo, hi) = T.bounds();
        assert!((lo + 2.944).abs() < 0.001 && (hi - 2.944).abs() < 0.001);
    }

    #[test]
    fn one_sided_matches_end_early_both_ways() {
        let t = Sprt { elo1: 200.0, ..T };
        let first = (1..100).find(|&n| t.verdict(&score(n, 0, 0)) == Verdict::H1);
        let second = (1..100).find(|&n| t.verdict(&score(0, 0, n)) == Verdict::H0);
        assert!(first.is_some_and(|n| (3..=30).contains(&n)), "{first:?}");
        assert!(second.is_some_and(|n| (2..=30).contains(&n)), "{second:?}");
        assert_eq!(T.verdict(&score(5, 5, 5)), Verdict::Continue);
    }

    #[test]
    fn parse_checks_every_number() {
        assert_eq!(Sprt::parse("0,10,0.05,0.05"), Some(T));
        for bad in [
            "",
            "0,10,0.05",
            "10,0,0.05,0.05",
            "0,10,0,0.05",
            "0,10,0.05,x",
            "0,10,0.05,0.05,1",
        ] {
            assert_eq!(Sprt::parse(bad), None, "{bad}");
        }
    }
}
