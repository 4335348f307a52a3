//! The arithmetic of a capture: the usable distances of a pair of pieces and the operations
//! (phép tính) that give them. A distance is the units digit of a result; 0 is never usable.

use super::options::Division;
use crate::core::Lang;
use std::fmt;

/// How the two values of a pair are combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpKind {
    /// Cộng: mover + partner.
    Add,
    /// Trừ: the larger minus the smaller.
    Sub,
    /// Nhân: mover × partner.
    Mul,
    /// Chia: the quotient of the larger by the smaller (never by 0).
    Div,
    /// Số dư: the remainder of the larger divided by the smaller (never by 0).
    Rem,
}

/// One operation on a pair, as written for the player: `a` and `b` in the order shown
/// (mover first for + and ×, larger first for −, ÷ and the remainder), the full `result`
/// (quotient for [`OpKind::Div`], remainder for [`OpKind::Rem`]) and the `distance` it gives:
/// the units digit of the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Op {
    /// The first number written.
    pub a: u8,
    /// The second number written.
    pub b: u8,
    /// Which operation.
    pub kind: OpKind,
    /// The full result (13 for 8 + 5).
    pub result: u8,
    /// The units digit of the result: how many cells beyond the partner the target is.
    pub distance: u8,
}

impl Op {
    fn new(a: u8, b: u8, kind: OpKind, result: u8) -> Op {
        Op {
            a,
            b,
            kind,
            result,
            distance: result % 10,
        }
    }

    /// Whether the operation gives a distance at all (a units digit of 0 never does).
    pub fn usable(self) -> bool {
        self.distance != 0
    }

    /// The operation written out for the player, in `lang`, with the steps it gives when
    /// they are not the result itself: `8 + 5 = 13 → đi 3 ô`, `8 − 5 = 3`, `5 × 8 = 40`,
    /// `8 ÷ 5 = 1 dư 3 → đi 3 ô` (`→ 3 steps` in English).
    pub fn describe(self, lang: Lang) -> String {
        let (a, b, r) = (self.a, self.b, self.result);
        let steps = match lang {
            Lang::Vi => format!("đi {} ô", self.distance),
            Lang::En if self.distance == 1 => "1 step".to_string(),
            Lang::En => format!("{} steps", self.distance),
        };
        let arrow = |sign: &str| {
            if r != self.distance && self.usable() {
                format!("{a} {sign} {b} = {r} → {steps}")
            } else {
                format!("{a} {sign} {b} = {r}")
            }
        };
        match self.kind {
            OpKind::Add => arrow("+"),
            OpKind::Sub => arrow("−"),
            OpKind::Mul => arrow("×"),
            OpKind::Div | OpKind::Rem => {
                let (q, rem) = (a.checked_div(b).unwrap_or(0), a.checked_rem(b).unwrap_or(0));
                let rest = match lang {
                    Lang::Vi => "dư",
                    Lang::En => "remainder",
                };
                if self.kind == OpKind::Div && rem == 0 {
                    format!("{a} ÷ {b} = {q}")
                } else if self.usable() {
                    format!("{a} ÷ {b} = {q} {rest} {rem} → {steps}")
                } else {
                    format!("{a} ÷ {b} = {q} {rest} {rem}")
                }
            }
        }
    }

    /// The operation in a move list's short form: `8+5=13`, `8-5=3`, `3×4=12`, `8÷5=1`,
    /// and the remainder as `8÷5 dư 3` (`8÷5 rem 3` in English).
    pub fn short(self, lang: Lang) -> String {
        let (a, b, r) = (self.a, self.b, self.result);
        match (self.kind, lang) {
            (OpKind::Add, _) => format!("{a}+{b}={r}"),
            (OpKind::Sub, _) => format!("{a}-{b}={r}"),
            (OpKind::Mul, _) => format!("{a}×{b}={r}"),
            (OpKind::Div, _) => format!("{a}÷{b}={r}"),
            (OpKind::Rem, Lang::Vi) => format!("{a}÷{b} dư {r}"),
            (OpKind::Rem, Lang::En) => format!("{a}÷{b} rem {r}"),
        }
    }
}

/// English, as logs and the command-line tool print.
impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(Lang::En))
    }
}

/// Every operation of a mover of value `mover` (1–9) with a partner of value `partner` (0–9),
/// usable or not, in the order +, −, ×, ÷, remainder (no division by a 0). Empty for values
/// out of range (the 0 is never the mover).
pub fn ops(mover: u8, partner: u8) -> Vec<Op> {
    ops_with(mover, partner, Division::Both)
}

/// [`ops`] under a `division` rule: with [`Division::Remainder`] the quotient is left out.
pub fn ops_with(mover: u8, partner: u8, division: Division) -> Vec<Op> {
    let mut out = Vec::with_capacity(5);
    if !(1..=9).contains(&mover) || partner > 9 {
        return out;
    }
    let (hi, lo) = (mover.max(partner), mover.min(partner));
    out.push(Op::new(mover, partner, OpKind::Add, mover + partner));
    out.push(Op::new(hi, lo, OpKind::Sub, hi - lo));
    out.push(Op::new(mover, partner, OpKind::Mul, mover * partner));
    if lo != 0 {
        if division == Division::Both {
            out.push(Op::new(hi, lo, OpKind::Div, hi / lo));
        }
        out.push(Op::new(hi, lo, OpKind::Rem, hi % lo));
    }
    out
}

/// The usable operations of a pair (units digit not 0), in the order of [`ops`].
pub fn usable_ops(mover: u8, partner: u8) -> Vec<Op> {
    ops(mover, partner)
        .into_iter()
        .filter(|op| op.usable())
        .collect()
}

/// The usable operations of a pair that give exactly `distance` under `division`.
pub fn ops_for(mover: u8, partner: u8, distance: u8, division: Division) -> Vec<Op> {
    ops_with(mover, partner, division)
        .into_iter()
        .filter(|op| op.usable() && op.distance == distance)
        .collect()
}

/// The usable distances of a pair as a bit set: bit `d` is set when some operation gives `d`.
pub const fn distances(mover: u8, partner: u8) -> u16 {
    distances_with(mover, partner, Division::Both)
}

/// [`distances`] under a `division` rule (the quotient left out with [`Division::Remainder`]).
pub const fn distances_with(mover: u8, partner: u8, division: Division) -> u16 {
    if mover < 1 || mover > 9 || partner > 9 {
        return 0;
    }
    let (hi, lo) = if mover > partner {
        (mover, partner)
    } else {
        (partner, mover)
    };
    let mut mask = (1u16 << ((mover + partner) % 10))
        | (1 << ((hi - lo) % 10))
        | (1 << ((mover * partner) % 10));
    if let (Some(q), Some(r)) = (hi.checked_div(lo), hi.checked_rem(lo)) {
        mask |= 1 << (r % 10);
        if matches!(division, Division::Both) {
            mask |= 1 << (q % 10);
        }
    }
    mask & !1
}

/// The usable distances of a pair as a list, smallest first (for hints and messages).
pub fn distance_list(mover: u8, partner: u8) -> Vec<u8> {
    distance_list_with(mover, partner, Division::Both)
}

/// [`distance_list`] under a `division` rule.
pub fn distance_list_with(mover: u8, partner: u8, division: Division) -> Vec<u8> {
    let mask = distances_with(mover, partner, division);
    (1..=9).filter(|d| mask & (1 << d) != 0).collect()
}

/// `USABLE[division][mover][partner]`: [`distances_with`] for every pair, for the move
/// generator (index 0 quotient and remainder, 1 remainder only).
pub(crate) const USABLE: [[[u16; 10]; 10]; 2] = {
    let mut table = [[[0u16; 10]; 10]; 2];
    let mut m = 0;
    while m < 10 {
        let mut p = 0;
        while p < 10 {
            table[0][m][p] = distances_with(m as u8, p as u8, Division::Both);
            table[1][m][p] = distances_with(m as u8, p as u8, Division::Remainder);
            p += 1;
        }
        m += 1;
    }
    table
};
