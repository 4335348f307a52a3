//! The rules of a turn: the refill, the sowing, the capture chain and the end, on a
//! position small enough to copy (the search walks it too).

use super::board::{is_quan, row_start, step, QUAN_SQUARES, ROW, SQUARES};
use super::mv::Move;
use super::options::{OaqOptions, Refill};

/// Dân on the board and in the stores at the start: five in each of the ten squares.
pub const DAN_TOTAL: u32 = 50;

/// What one player has taken: captured dân, captured quan, and dân borrowed and not yet
/// repaid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Store {
    /// Captured dân (less what was lent or spent on refills).
    pub dan: u8,
    /// Captured quan.
    pub quan: u8,
    /// Dân borrowed from the opponent, owed back at the count (the same dân can be lent again
    /// and again, so this can pass 50).
    pub owed: u16,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Both quan squares are empty ("hết quan, tàn dân").
    Cleared,
    /// The player to move had an empty row and the refill could not be made.
    NoRefill,
    /// The same stones on the same squares and in the same stores, with the same side to
    /// move, for the third time (debts left aside: they can grow round a cycle for ever).
    Repetition,
}

/// What the rules of a game need to know from its options, as plain values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Quan non is played.
    pub quan_non: bool,
    /// An empty row borrows from the opponent (else the game ends).
    pub borrow: bool,
}

impl Rules {
    /// The rules of `options`.
    pub fn of(options: &OaqOptions) -> Rules {
        Rules {
            quan_non: options.quan_non,
            borrow: options.refill == Refill::Borrow,
        }
    }
}

/// One thing that happened in a turn, in order (for announcements and the animation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `count` dân picked up from square `from` and dropped one by one into the squares after
    /// it in the move's direction.
    Sow {
        /// The square emptied.
        from: usize,
        /// The dân sown.
        count: u8,
    },
    /// Everything in square `square` captured: `dan` dân, and its quan if `quan`.
    Capture {
        /// The square taken.
        square: usize,
        /// Dân taken.
        dan: u8,
        /// Whether its quan was taken.
        quan: bool,
    },
    /// The sowing came back to a board and square it had already picked up from in this
    /// turn, so it would go round for ever: the turn ended there.
    Looped,
    /// Side `side` (0: South, 1: North) found its row empty and put one dân in each square:
    /// `own` from its captures and `borrowed` from the opponent's.
    Refill {
        /// The side refilled.
        side: usize,
        /// Dân from its own captures.
        own: u8,
        /// Dân borrowed.
        borrowed: u8,
    },
}

/// A position: the squares, the stores, the side to move, and the end once it has come.
/// Refills are made as soon as they are due, so the side to move has dân in its row unless
/// the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// Dân in each square.
    pub dan: [u8; SQUARES],
    /// Whether the West (0) and East (1) quan squares still hold their quan.
    pub quan: [bool; 2],
    /// South's (0) and North's (1) stores.
    pub stores: [Store; 2],
    /// The side to move: 0 South, 1 North.
    pub side: usize,
    /// How the game ended, once it has.
    pub end: Option<Ending>,
}

/// The sowing states of one turn seen so far (board and square to pick up), to find a
/// sowing that would go round for ever. The first ones live inline, so a short turn does
/// not allocate.
struct Seen {
    inline: [([u8; SQUARES], u8); 16],
    len: usize,
    more: Vec<([u8; SQUARES], u8)>,
}

impl Seen {
    fn new() -> Seen {
        Seen {
            inline: [([0; SQUARES], 0); 16],
            len: 0,
            more: Vec::new(),
        }
    }

    /// Records `key`; false if it was already there.
    fn insert(&mut self, key: ([u8; SQUARES], u8)) -> bool {
        let shown = self.len.min(self.inline.len());
        if self.inline[..shown].contains(&key) || self.more.contains(&key) {
            return false;
        }
        if self.len < self.inline.len() {
            self.inline[self.len] = key;
        } else {
            self.more.push(key);
        }
        self.len += 1;
        true
    }
}

impl State {
    /// The start: five dân in each citizens' square, a quan alone in each quan square.
    pub fn start(first: usize) -> State {
        let mut dan = [5; SQUARES];
        for q in QUAN_SQUARES {
            dan[q] = 0;
        }
        State {
            dan,
            quan: [true; 2],
            stores: [Store::default(); 2],
            side: first,
            end: None,
        }
    }

    /// What a repetition compares: the dân and quan on the board and in the stores and the
    /// side to move, not the debts nor the ply count.
    pub fn repetition_key(&self) -> u128 {
        let mut key = 0u128;
        for &d in &self.dan {
            key = key << 8 | u128::from(d);
        }
        for st in self.stores {
            key = key << 8 | u128::from(st.dan);
            key = key << 2 | u128::from(st.quan);
        }
        key = key << 2 | u128::from(self.quan[0]) << 1 | u128::from(self.quan[1]);
        key << 1 | self.side as u128
    }

    /// Whether square `i` holds anything (dân or a quan).
    #[inline]
    pub fn holds(&self, i: usize) -> bool {
        self.dan[i] > 0 || (is_quan(i) && self.quan[i / 6])
    }

    /// The dân in side `side`'s row.
    pub fn row_dan(&self, side: usize) -> u32 {
        let s = row_start(side);
        self.dan[s..s + ROW].iter().map(|&d| u32::from(d)).sum()
    }

    /// Dân on the board, in the squares and the quan squares.
    pub fn board_dan(&self) -> u32 {
        self.dan.iter().map(|&d| u32::from(d)).sum()
    }

    /// Calls `each` with every legal move, in the order `a<`, `a>`, `b<`, … (none once the
    /// game is over).
    pub fn moves(&self, mut each: impl FnMut(Move)) {
        if self.end.is_some() {
            return;
        }
        let s = row_start(self.side);
        for square in 0..ROW as u8 {
            if self.dan[s + square as usize] > 0 {
                each(Move {
                    square,
                    right: false,
                });
                each(Move {
                    square,
                    right: true,
                });
            }
        }
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.end.is_none() && (mv.square as usize) < ROW && self.dan[mv.from_square(self.side)] > 0
    }

    /// Plays the legal move `mv`: the sowing, the captures, then the other side is to move
    /// and [`State::settle`] ends the game or refills its row. `log` hears each step in
    /// order.
    pub fn play(&mut self, mv: Move, rules: Rules, mut log: impl FnMut(Step)) {
        self.sow(mv, rules, &mut log);
        self.side = 1 - self.side;
        self.settle(rules, &mut log);
    }

    /// The sowing and the captures of `mv`.
    fn sow(&mut self, mv: Move, rules: Rules, log: &mut impl FnMut(Step)) {
        let up = mv.right;
        let mut pick = mv.from_square(self.side);
        let mut seen = Seen::new();
        loop {
            if !seen.insert((self.dan, pick as u8)) {
                log(Step::Looped);
                return;
            }
            let count = self.dan[pick];
            self.dan[pick] = 0;
            let mut at = pick;
            for _ in 0..count {
                at = step(at, up);
                self.dan[at] += 1;
            }
            log(Step::Sow { from: pick, count });
            let next = step(at, up);
            if is_quan(next) {
                return;
            }
            if self.dan[next] > 0 {
                pick = next;
                continue;
            }
            self.capture_from(next, up, rules, log);
            return;
        }
    }

    /// The captures after the last dân when the next square, `empty`, is an empty citizens'
    /// square: the square after it if it holds anything, then again while an empty citizens'
    /// square is followed by one holding something.
    fn capture_from(
        &mut self,
        mut empty: usize,
        up: bool,
        rules: Rules,
        log: &mut impl FnMut(Step),
    ) {
        loop {
            let target = step(empty, up);
            if !self.holds(target) || (rules.quan_non && self.is_young_quan(target)) {
                return;
            }
            self.take(target, log);
            let after = step(target, up);
            if is_quan(after) || self.dan[after] > 0 {
                return;
            }
            empty = after;
        }
    }

    /// Whether square `i` is a quan square still holding its quan and fewer than five dân
    /// (quan non).
    fn is_young_quan(&self, i: usize) -> bool {
        is_quan(i) && self.quan[i / 6] && self.dan[i] < 5
    }

    /// The side to move captures everything in square `i`.
    fn take(&mut self, i: usize, log: &mut impl FnMut(Step)) {
        let dan = self.dan[i];
        let quan = is_quan(i) && self.quan[i / 6];
        self.dan[i] = 0;
        let store = &mut self.stores[self.side];
        store.dan += dan;
        if quan {
            self.quan[i / 6] = false;
            store.quan += 1;
        }
        log(Step::Capture {
            square: i,
            dan,
            quan,
        });
    }

    /// Before the side to move moves (after the last turn, or on reading a position): the
    /// game ends if both quan squares are empty; else, if its row is empty, one dân goes into
    /// each square from its captures and the rest is borrowed (or the game ends, with
    /// `refill=end` or when the opponent cannot lend enough).
    pub fn settle(&mut self, rules: Rules, log: &mut impl FnMut(Step)) {
        if self.end.is_some() {
            return;
        }
        if QUAN_SQUARES.iter().all(|&q| !self.holds(q)) {
            self.end = Some(Ending::Cleared);
            return;
        }
        if self.row_dan(self.side) > 0 {
            return;
        }
        let (me, them) = (self.side, 1 - self.side);
        let need = ROW as u8;
        let own = self.stores[me].dan.min(need);
        let borrowed = need - own;
        if borrowed > 0 && (!rules.borrow || self.stores[them].dan < borrowed) {
            self.end = Some(Ending::NoRefill);
            return;
        }
        self.stores[me].dan -= own;
        self.stores[them].dan -= borrowed;
        self.stores[me].owed = self.stores[me].owed.saturating_add(u16::from(borrowed));
        let s = row_start(me);
        for d in &mut self.dan[s..s + ROW] {
            *d = 1;
        }
        log(Step::Refill {
            side: me,
            own,
            borrowed,
        });
    }

    /// How side `side`'s count compares with the other side's.
    pub fn lead(&self, side: usize, quan_worth: i32) -> std::cmp::Ordering {
        self.score(side, quan_worth)
            .cmp(&self.score(1 - side, quan_worth))
    }

    /// Side `side`'s count: captured dân, captured quan at `quan_worth`, less what it owes,
    /// plus what it lent, plus (once the game is over) the dân left on its own row.
    pub fn score(&self, side: usize, quan_worth: i32) -> i32 {
        let (mine, theirs) = (self.stores[side], self.stores[1 - side]);
        let row = if self.end.is_some() {
            self.row_dan(side) as i32
        } else {
            0
        };
        i32::from(mine.dan) + i32::from(mine.quan) * quan_worth - i32::from(mine.owed)
            + i32::from(theirs.owed)
            + row
    }
}
