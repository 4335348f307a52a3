//! What the tests of play with a friend share: damage done to a text at random (the
//! messages, invitations and packed links another device might send).

use co_dan_gian::core::{Game, Session};
use oorandom::Rand64;

/// Up to 4 random changes to `text`: insert, delete, replace a character, swap or repeat
/// lines, cut it short, or flip a byte (read back lossily).
pub fn mutate(text: &str, rng: &mut Rand64, noise: &[char]) -> String {
    let mut out = text.to_string();
    for _ in 0..rng.rand_range(1..5) {
        let mut cs: Vec<char> = out.chars().collect();
        let pick = |rng: &mut Rand64, n: usize| rng.rand_range(0..n.max(1) as u64) as usize;
        let noise = |rng: &mut Rand64| noise[rng.rand_range(0..noise.len() as u64) as usize];
        match rng.rand_range(0..8) {
            0 => {
                let i = pick(rng, cs.len() + 1);
                cs.insert(i.min(cs.len()), noise(rng));
            }
            1 if !cs.is_empty() => {
                let i = pick(rng, cs.len());
                cs.remove(i);
            }
            2 if !cs.is_empty() => {
                let i = pick(rng, cs.len());
                cs[i] = noise(rng);
            }
            3 => {
                let mut lines: Vec<&str> = out.split('\n').collect();
                let (i, j) = (pick(rng, lines.len()), pick(rng, lines.len()));
                lines.swap(i, j);
                out = lines.join("\n");
                continue;
            }
            4 => {
                let mut lines: Vec<String> = out.split('\n').map(String::from).collect();
                let i = pick(rng, lines.len());
                let l = lines[i].clone();
                lines.insert(i, l);
                out = lines.join("\n");
                continue;
            }
            5 => {
                let i = pick(rng, cs.len() + 1);
                cs.truncate(i);
            }
            6 => {
                let mut bytes = out.into_bytes();
                if !bytes.is_empty() {
                    let i = pick(rng, bytes.len());
                    bytes[i] ^= 1 << rng.rand_range(0..8);
                }
                out = String::from_utf8_lossy(&bytes).into_owned();
                continue;
            }
            _ => {
                // Repeat a slice.
                if !cs.is_empty() {
                    let i = pick(rng, cs.len());
                    let j = (i + pick(rng, 20)).min(cs.len());
                    let slice: Vec<char> = cs[i..j].to_vec();
                    cs.splice(i..i, slice);
                }
            }
        }
        out = cs.into_iter().collect();
    }
    out
}

/// `plies` random legal moves from `start` (fewer if the game ends).
pub fn random_session<G: Game>(start: G, plies: usize, rng: &mut Rand64) -> Session<G> {
    let mut s = Session::new(start);
    for _ in 0..plies {
        let moves = s.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.rand_range(0..moves.len() as u64) as usize];
        s.play(mv).unwrap();
    }
    s
}
