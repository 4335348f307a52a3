//! The one alpha-beta search for the two-player games without chance (Cờ gánh, Cờ toán):
//! negamax with principal-variation windows and late-move reductions, iterative deepening
//! under a time, depth or node budget, a transposition table, quiescence over captures, and
//! move ordering (the table's move, then captures by what they win, then killer moves, then
//! the history of cut-offs). Wins and losses count their distance, so a nearer win is better.
//!
//! It walks a [`TwoPlayer`] node: a small `Copy` value that the game's own rules turn into
//! the next node (copy-make), so the search allocates nothing per position.

use super::clock::{Clock, Deadline};
use super::info::SearchInfo;
use super::level::Plan;
use super::tt::{Bound, Entry, Table};
use crate::core::{Outcome, Player};
use std::fmt::Debug;

/// The score of a win now; a win `n` plies away scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
/// Scores at least this far from 0 are wins or losses.
pub const WIN_SCORE: i32 = MATE - 1000;
/// Above every score.
const INF: i32 = MATE + 1;
/// The deepest ply the search reaches, quiescence included.
pub const MAX_PLY: usize = 96;
/// Plies of quiescence (captures only) after the nominal depth.
const QUIESCENCE_PLIES: u32 = 10;
/// Nodes between two readings of the clock.
const CLOCK_EVERY: u64 = 1024;

/// How a finished game stands for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player to move has won.
    Win,
    /// The player to move has lost.
    Loss,
    /// Nobody won.
    Draw,
}

impl End {
    /// How the rules' `outcome` stands for `player` (the player to move).
    #[inline]
    pub fn of(outcome: &Outcome, player: Player) -> End {
        match outcome {
            Outcome::Win(p, _) if *p == player => End::Win,
            Outcome::Places(places) if places.first() == Some(&player) => End::Win,
            Outcome::Win(..) | Outcome::Places(_) => End::Loss,
            Outcome::Draw(_) => End::Draw,
        }
    }
}

/// A position of a two-player game without chance, as the search walks it. The game's
/// own move generator and move code make the moves and the next positions; the node adds
/// only what a search needs (a key, an evaluation, a hint for move ordering).
pub trait TwoPlayer: Copy {
    /// A move.
    type Move: Copy + Eq + Debug;
    /// The size of the history table ([`TwoPlayer::history_index`] is below it).
    const HISTORY_SIZE: usize;
    /// Appends the legal moves (none when the game is over here).
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// Appends the moves that capture or convert (for quiescence).
    fn noisy_moves(&self, out: &mut Vec<Self::Move>);
    /// The position after the legal move `mv`.
    fn after(&self, mv: Self::Move) -> Self;
    /// How the game stands if it is over here, whatever came before.
    fn end(&self) -> Option<End>;
    /// How the game would end here by repetition, or `None` if that rule is off.
    fn stall(&self) -> Option<End>;
    /// A 64-bit key of everything that decides the game from here.
    fn key(&self) -> u64;
    /// Plies since the last move that cannot be undone (a repetition can only reach back
    /// this far).
    fn reversible_plies(&self) -> usize;
    /// The evaluation from the side to move (positive: good for it).
    fn evaluate(&self) -> i32;
    /// Above 0 for a capture or conversion (larger: wins more), 0 for a quiet move.
    fn order_hint(&self, mv: Self::Move) -> i32;
    /// Whether the player to move may not "stand pat" in quiescence (an obligation to capture).
    fn must_move(&self) -> bool;
    /// The slot of `mv` in the history table.
    fn history_index(&self, mv: Self::Move) -> usize;
    /// How the game ends when the player to move has no move at all.
    fn no_moves(&self) -> End;

    /// How much one quiet move can change the evaluation at most, for futility pruning near
    /// the leaves (0 switches it off: in games where a quiet move can convert pieces).
    const FUTILITY_MARGIN: i32 = 0;
    /// Whether passing the turn is never better than moving (no zugzwang), so that the
    /// null-move test is sound enough to prune with.
    const NULL_MOVE: bool = false;
    /// The position with the other player to move and nothing else changed (the null move;
    /// only asked when [`TwoPlayer::NULL_MOVE`] is true).
    fn pass(&self) -> Self {
        *self
    }
}

/// The score of a finished game `ply` plies from the root, for the player to move there.
fn end_score(end: End, ply: usize) -> i32 {
    match end {
        End::Win => MATE - ply as i32,
        End::Loss => -(MATE - ply as i32),
        End::Draw => 0,
    }
}

/// A score as the table stores it: wins counted from the position, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_SCORE {
        score + ply as i32
    } else if score <= -WIN_SCORE {
        score - ply as i32
    } else {
        score
    }
}

/// A score read back from the table at `ply`.
fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_SCORE {
        score - ply as i32
    } else if score <= -WIN_SCORE {
        score + ply as i32
    } else {
        score
    }
}

/// Move-ordering ranks: the table's move, captures, killers, then quiet moves by history.
const RANK_TABLE: i32 = 1 << 30;
const RANK_NOISY: i32 = 1 << 28;
const RANK_KILLER: i32 = 1 << 27;
const HISTORY_MAX: i32 = 1 << 24;

/// The state of one search.
struct Searcher<'c, 't, N: TwoPlayer> {
    clock: &'c dyn Clock,
    deadline: Deadline,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    seldepth: usize,
    table: &'t mut Table<N::Move>,
    killers: Vec<[Option<N::Move>; 2]>,
    history: Vec<i32>,
    /// One move list per ply, reused.
    lists: Vec<Vec<(N::Move, i32)>>,
    scratch: Vec<N::Move>,
    /// Keys of the game's earlier positions and of the positions on the way to this one.
    path: Vec<u64>,
    /// The length of `path` at the last null move: repetitions are not looked for across it.
    barrier: usize,
    /// What a draw costs the side to move at the root ([`Plan::contempt`]).
    contempt: i32,
    /// Forced replies are searched one ply deeper up to this ply (twice the iteration's
    /// depth, so that extensions cannot run away; 0 when [`Plan::extend`] is off).
    extend_until: usize,
}

impl<'c, 't, N: TwoPlayer> Searcher<'c, 't, N> {
    fn new(
        clock: &'c dyn Clock,
        plan: &Plan,
        history: &[u64],
        table: &'t mut Table<N::Move>,
    ) -> Searcher<'c, 't, N> {
        Searcher {
            clock,
            deadline: Deadline::start(clock, plan.time_ms),
            node_limit: plan.nodes.unwrap_or(u64::MAX),
            nodes: 0,
            stopped: false,
            seldepth: 0,
            table,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; N::HISTORY_SIZE],
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            scratch: Vec::with_capacity(256),
            path: history.to_vec(),
            barrier: 0,
            contempt: plan.contempt,
            extend_until: 0,
        }
    }

    /// Counts a node; says whether the search must stop (time or nodes spent).
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes % CLOCK_EVERY == 0 && self.deadline.expired(self.clock))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of a finished game `ply` plies from the root, for the player to move
    /// there: a draw costs the root's side the contempt (and gains its opponent as much).
    #[inline]
    fn end_score(&self, end: End, ply: usize) -> i32 {
        match end {
            End::Draw if ply % 2 == 0 => -self.contempt,
            End::Draw => self.contempt,
            _ => end_score(end, ply),
        }
    }

    /// The stall score if this position already stood on the board or on the way here
    /// with the same player to move, within the reversible plies.
    fn repetition(&self, node: &N, ply: usize) -> Option<i32> {
        let end = node.stall()?;
        let key = node.key();
        let len = self.path.len();
        let back = node.reversible_plies().min(len - self.barrier.min(len));
        // path[len - 1] is the parent (other player to move); same player every second.
        let mut i = 2;
        while i <= back {
            if self.path[len - i] == key {
                return Some(self.end_score(end, ply));
            }
            i += 2;
        }
        None
    }

    /// One ply more for a position whose player must answer (a mở to take up), as chess
    /// engines extend a check: the answer is forced, so looking past it costs little.
    #[inline]
    fn extension(&self, child: &N, ply: usize) -> i32 {
        i32::from(ply < self.extend_until && child.must_move())
    }

    /// Fills the move list of `ply` with `node`'s moves and their ranks.
    fn rank_moves(
        &mut self,
        node: &N,
        ply: usize,
        table_move: Option<N::Move>,
        noisy_only: bool,
    ) -> Vec<(N::Move, i32)> {
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        self.scratch.clear();
        if noisy_only {
            node.noisy_moves(&mut self.scratch);
        } else {
            node.moves(&mut self.scratch);
        }
        let killers = self.killers[ply];
        for &mv in &self.scratch {
            let hint = node.order_hint(mv);
            let rank = if Some(mv) == table_move {
                RANK_TABLE
            } else if hint > 0 {
                RANK_NOISY + hint
            } else if Some(mv) == killers[0] {
                RANK_KILLER + 1
            } else if Some(mv) == killers[1] {
                RANK_KILLER
            } else {
                self.history[node.history_index(mv)] + hint
            };
            list.push((mv, rank));
        }
        list
    }

    /// Negamax with alpha-beta: the score of `node` for its player to move, searched
    /// `depth` plies deep (then quiescence).
    fn negamax(
        &mut self,
        node: &N,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        null_ok: bool,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        if let Some(end) = node.end() {
            return self.end_score(end, ply);
        }
        if let Some(score) = self.repetition(node, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(node, ply, alpha, beta, 0);
        }
        self.seldepth = self.seldepth.max(ply);
        // A win nearer than any still possible here cannot be improved on.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = node.key();
        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = e.mv;
            if i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let pv = beta - alpha > 1;
        let forced = node.must_move();
        let quiet_window = !pv && !forced && alpha.abs() < WIN_SCORE && beta.abs() < WIN_SCORE;
        let stand = if quiet_window && (depth <= 2 || N::NULL_MOVE) {
            Some(node.evaluate())
        } else {
            None
        };
        // Null move: if passing still holds beta, a real move will too.
        if N::NULL_MOVE && null_ok && depth >= 3 && stand.is_some_and(|e| e >= beta) {
            let reduce = 2 + depth / 6;
            let saved = self.barrier;
            self.path.push(key);
            self.barrier = self.path.len();
            let score = -self.negamax(
                &node.pass(),
                depth - 1 - reduce,
                ply + 1,
                -beta,
                -beta + 1,
                false,
            );
            self.path.pop();
            self.barrier = saved;
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return beta;
            }
        }
        // Futility: near the leaves, quiet moves cannot lift a hopeless evaluation to alpha.
        let futile = N::FUTILITY_MARGIN > 0
            && depth <= 2
            && stand.is_some_and(|e| e + N::FUTILITY_MARGIN * depth <= alpha);
        let mut list = self.rank_moves(node, ply, table_move, false);
        if list.is_empty() {
            self.lists[ply] = list;
            return self.end_score(node.no_moves(), ply);
        }
        let alpha_start = alpha;
        let mut best = -INF;
        let mut best_move = None;
        self.path.push(key);
        for i in 0..list.len() {
            pick_best(&mut list, i);
            let (mv, rank) = list[i];
            let quiet = rank < RANK_KILLER;
            if futile && quiet && i > 0 {
                continue;
            }
            let child = node.after(mv);
            let ext = self.extension(&child, ply);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, depth - 1 + ext, ply + 1, -beta, -alpha, true);
            } else {
                let reduce = if depth >= 3 && i >= 3 && quiet && ext == 0 {
                    1 + i32::from(depth >= 6 && i >= 12)
                } else {
                    0
                };
                let next = depth - 1 + ext;
                score = -self.negamax(&child, next - reduce, ply + 1, -alpha - 1, -alpha, true);
                if score > alpha && reduce > 0 && !self.stopped {
                    score = -self.negamax(&child, next, ply + 1, -alpha - 1, -alpha, true);
                }
                if score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(&child, next, ply + 1, -beta, -alpha, true);
                }
            }
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let h = &mut self.history[node.history_index(mv)];
                    *h = (*h + depth * depth).min(HISTORY_MAX);
                }
                break;
            }
        }
        self.path.pop();
        self.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(Entry {
            key,
            mv: best_move,
            score: to_table(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// Quiescence: captures and conversions only, until the position is quiet, with the
    /// evaluation as a floor ("stand pat") unless the player must capture.
    fn quiesce(&mut self, node: &N, ply: usize, mut alpha: i32, beta: i32, qply: u32) -> i32 {
        if qply > 0 && self.tick() {
            return 0;
        }
        if let Some(end) = node.end() {
            return self.end_score(end, ply);
        }
        self.seldepth = self.seldepth.max(ply);
        let forced = node.must_move();
        let stand = node.evaluate();
        if qply >= QUIESCENCE_PLIES || ply >= MAX_PLY - 1 {
            return stand;
        }
        let mut best = -INF;
        if !forced {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut list = self.rank_moves(node, ply, None, !forced);
        if list.is_empty() {
            self.lists[ply] = list;
            return stand;
        }
        for i in 0..list.len() {
            pick_best(&mut list, i);
            let child = node.after(list[i].0);
            let score = -self.quiesce(&child, ply + 1, -beta, -alpha, qply + 1);
            if self.stopped {
                break;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = list;
        best
    }

    /// One iteration at the root: the best move and its score, searching the moves in the
    /// order of `root_moves` (best of the last iteration first). `None` if stopped before the
    /// first move was searched.
    fn root(
        &mut self,
        node: &N,
        depth: i32,
        root_moves: &mut [N::Move],
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, N::Move)> {
        let mut best: Option<(i32, N::Move)> = None;
        self.path.push(node.key());
        for i in 0..root_moves.len() {
            let mv = root_moves[i];
            let child = node.after(mv);
            let next = depth - 1 + self.extension(&child, 0);
            let mut score;
            if i == 0 {
                score = -self.negamax(&child, next, 1, -beta, -alpha, true);
            } else {
                score = -self.negamax(&child, next, 1, -alpha - 1, -alpha, true);
                if score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(&child, next, 1, -beta, -alpha, true);
                }
            }
            if self.stopped {
                break;
            }
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, mv));
                root_moves[..=i].rotate_right(1); // the new best goes first
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        best
    }

    /// The line from `root` that starts with `best` and follows the table's moves while
    /// they are legal, at most [`PV_MAX`] moves, ending at a repetition or the game's end.
    fn principal_variation(&mut self, root: &N, best: N::Move) -> Vec<N::Move> {
        let mut pv = vec![best];
        let mut node = root.after(best);
        let mut seen = vec![root.key(), node.key()];
        while pv.len() < PV_MAX && node.end().is_none() {
            let Some(mv) = self.table.probe(node.key()).and_then(|e| e.mv) else {
                break;
            };
            self.scratch.clear();
            node.moves(&mut self.scratch);
            if !self.scratch.contains(&mv) {
                break;
            }
            pv.push(mv);
            node = node.after(mv);
            if seen.contains(&node.key()) {
                break;
            }
            seen.push(node.key());
        }
        pv
    }

    /// The exact score of every root move at `depth` (for the noisy Easy level).
    fn score_all(&mut self, node: &N, depth: i32, root_moves: &[N::Move]) -> Vec<(N::Move, i32)> {
        self.path.push(node.key());
        let mut out = Vec::with_capacity(root_moves.len());
        for &mv in root_moves {
            let child = node.after(mv);
            let score = -self.negamax(&child, depth - 1, 1, -INF, INF, true);
            if self.stopped {
                break;
            }
            out.push((mv, score));
        }
        self.path.pop();
        out
    }
}

/// Moves the highest-ranked of `list[from..]` to `from` (selection sort, one step at a time,
/// since a cut-off usually comes early).
#[inline]
fn pick_best<M: Copy>(list: &mut [(M, i32)], from: usize) {
    let mut best = from;
    for j in from + 1..list.len() {
        if list[j].1 > list[best].1 {
            best = j;
        }
    }
    list.swap(from, best);
}

/// The longest principal variation reported.
pub const PV_MAX: usize = 16;

/// Bits of the transposition table: 2^18 slots (a few megabytes) is plenty for a second.
pub const TABLE_BITS: u32 = 18;

/// What a player of a two-player game keeps from one search to the next in the same game:
/// its transposition table, so that the next move's search starts from what this one learnt
/// (the positions two plies on are usually in it already). A fresh one forgets everything.
pub struct Memory<M> {
    table: Option<Table<M>>,
}

impl<M> Default for Memory<M> {
    fn default() -> Memory<M> {
        Memory { table: None }
    }
}

impl<M: Copy> Memory<M> {
    /// The table, made at its first use.
    fn table(&mut self) -> &mut Table<M> {
        self.table.get_or_insert_with(|| Table::new(TABLE_BITS))
    }

    /// Whether a search has left something here.
    pub fn has_table(&self) -> bool {
        self.table.is_some()
    }

    /// Makes the table as a search would (for tests of what keeps it).
    #[cfg(test)]
    pub(crate) fn table_for_tests(&mut self) {
        self.table();
    }
}

/// Searches `root` under `plan` and returns the move to play. `history` holds the keys of
/// the game's earlier positions (oldest first) for the repetition rule; `seed` drives the
/// noise of the Easy level (none when `plan.noise` is 0); `memory` holds what earlier
/// searches of the same game learnt, and keeps what this one learns.
pub fn search<N: TwoPlayer>(
    root: N,
    history: &[u64],
    plan: &Plan,
    clock: &dyn Clock,
    seed: u64,
    memory: &mut Memory<N::Move>,
) -> SearchInfo<N::Move> {
    let mut searcher: Searcher<'_, '_, N> = Searcher::new(clock, plan, history, memory.table());
    let mut moves = Vec::new();
    root.moves(&mut moves);
    let mut info = SearchInfo {
        best: moves.first().copied(),
        depth: 0,
        seldepth: 0,
        nodes: 0,
        score: 0,
        time_ms: 0.0,
        pv: Vec::new(),
    };
    if root.end().is_some() || moves.len() <= 1 {
        info.best = if root.end().is_some() {
            None
        } else {
            info.best
        };
        info.time_ms = searcher.deadline.elapsed(clock);
        info.pv = info.best.into_iter().collect();
        return info;
    }
    // Captures first even at depth 1.
    moves.sort_by_key(|&mv| std::cmp::Reverse(root.order_hint(mv)));
    if plan.attention_percent < 100 {
        return glance(root, &moves, plan, seed, info);
    }
    if plan.noise > 0 || plan.second_best_percent > 0 {
        return noisy_choice(&mut searcher, root, &moves, plan, seed, info);
    }
    let mut score: i32 = 0;
    for depth in 1..=plan.depth as i32 {
        searcher.extend_until = if plan.extend { 2 * depth as usize } else { 0 };
        for h in searcher.history.iter_mut() {
            *h /= 2;
        }
        // Aspiration: a narrow window round the last score, widened on failure.
        let mut window = if depth >= 4 && score.abs() < WIN_SCORE {
            60
        } else {
            INF
        };
        let result = loop {
            let (lo, hi) = (
                score.saturating_sub(window).max(-INF),
                score.saturating_add(window).min(INF),
            );
            let r = searcher.root(&root, depth, &mut moves, lo, hi);
            match r {
                Some((s, _)) if (s <= lo || s >= hi) && window < INF && !searcher.stopped => {
                    window = INF
                }
                _ => break r,
            }
        };
        match result {
            Some((s, mv)) if !searcher.stopped => {
                score = s;
                info = SearchInfo {
                    best: Some(mv),
                    depth: depth as u32,
                    score,
                    ..info
                };
            }
            Some((s, mv)) if Some(mv) != info.best && s > score => {
                // Stopped, but a move searched to the end beat the last iteration's best.
                info.best = Some(mv);
                info.score = s;
            }
            _ => {}
        }
        if searcher.stopped
            || score.abs() >= WIN_SCORE && (MATE - score.abs()) <= depth
            || searcher.deadline.nearly_spent(clock, 0.55)
        {
            break;
        }
    }
    info.nodes = searcher.nodes;
    info.seldepth = searcher.seldepth as u32;
    info.time_ms = searcher.deadline.elapsed(clock);
    if let Some(best) = info.best {
        info.pv = searcher.principal_variation(&root, best);
    }
    info
}

/// Beginner: on `plan.attention_percent` of its moves the level looks one ply, weighing each
/// move by the position it makes as it stands (a capture is seen, the reply never is) and
/// taking one of the best at random. On a move it does not look at, it notices a capture it
/// can make (or a move that wins at once) with `plan.take_percent` chance and takes the one
/// that leaves it best placed; failing that, with `plan.guard_percent` chance it plays a move
/// after which the opponent has no capture at once (it sees the reply's captures, never its
/// own next move); else any move. A chance of 0 draws nothing from the seed.
fn glance<N: TwoPlayer>(
    root: N,
    moves: &[N::Move],
    plan: &Plan,
    seed: u64,
    mut info: SearchInfo<N::Move>,
) -> SearchInfo<N::Move> {
    let mut rng = oorandom::Rand64::new(u128::from(seed) ^ 0xbe61_22e5);
    let mut chance = |percent: u32| percent > 0 && (rng.rand_range(0..100) as u32) < percent;
    let one_ply = |mv: N::Move| {
        let child = root.after(mv);
        match child.end() {
            Some(end) => -end_score(end, 1),
            None => -child.evaluate(),
        }
    };
    let is_capture =
        |mv: N::Move| root.order_hint(mv) > 0 || matches!(root.after(mv).end(), Some(End::Loss));
    let looks = chance(plan.attention_percent);
    let takes = !looks && chance(plan.take_percent) && moves.iter().any(|&mv| is_capture(mv));
    let guards = !looks && !takes && chance(plan.guard_percent);
    let scored: Vec<(N::Move, i32)> = if looks {
        moves.iter().map(|&mv| (mv, one_ply(mv))).collect()
    } else if takes {
        moves
            .iter()
            .filter(|&&mv| is_capture(mv))
            .map(|&mv| (mv, one_ply(mv)))
            .collect()
    } else if guards {
        let mut replies = Vec::new();
        moves
            .iter()
            .map(|&mv| {
                replies.clear();
                root.after(mv).noisy_moves(&mut replies);
                (mv, -i32::from(!replies.is_empty()))
            })
            .collect()
    } else {
        moves.iter().map(|&mv| (mv, 0)).collect()
    };
    let top = scored.iter().map(|&(_, s)| s).max().unwrap_or(0);
    let best: Vec<_> = scored.iter().filter(|&&(_, s)| s == top).collect();
    let (mv, score) = *best[rng.rand_range(0..best.len() as u64) as usize];
    info.best = Some(mv);
    info.pv = vec![mv];
    info.score = score;
    info.depth = u32::from(looks || takes);
    info.nodes = moves.len() as u64;
    info
}

/// Easy: every root move scored by a shallow search, a random amount added to each, and now
/// and then the second-best taken, so the level plays like a beginner rather than at random.
fn noisy_choice<N: TwoPlayer>(
    searcher: &mut Searcher<'_, '_, N>,
    root: N,
    moves: &[N::Move],
    plan: &Plan,
    seed: u64,
    mut info: SearchInfo<N::Move>,
) -> SearchInfo<N::Move> {
    let mut rng = oorandom::Rand64::new(u128::from(seed) ^ 0x5eed_ea5e);
    let mut scored = Vec::new();
    for depth in 1..=plan.depth as i32 {
        let s = searcher.score_all(&root, depth, moves);
        if s.len() == moves.len() {
            scored = s;
            info.depth = depth as u32;
        }
        if searcher.stopped {
            break;
        }
    }
    if scored.is_empty() {
        scored = moves.iter().map(|&m| (m, 0)).collect();
    }
    let span = u64::try_from(plan.noise).unwrap_or(0) * 2 + 1;
    let mut noisy: Vec<(N::Move, i32, i32)> = scored
        .into_iter()
        .map(|(m, s)| {
            let jitter = if s.abs() >= WIN_SCORE {
                0
            } else {
                rng.rand_range(0..span) as i32 - plan.noise
            };
            (m, s + jitter, s)
        })
        .collect();
    noisy.sort_by_key(|&(_, n, _)| std::cmp::Reverse(n));
    let mut pick = 0;
    if noisy.len() > 1 && (rng.rand_range(0..100) as u32) < plan.second_best_percent {
        // A slip, not a blunder: only when the second move is not far worse.
        let (best, second) = (noisy[0].2, noisy[1].2);
        if best < WIN_SCORE && second > -WIN_SCORE && best - second <= 2 * plan.noise.max(1) {
            pick = 1;
        }
    }
    info.best = Some(noisy[pick].0);
    info.pv = vec![noisy[pick].0];
    info.score = noisy[pick].2;
    info.nodes = searcher.nodes;
    info.seldepth = searcher.seldepth as u32;
    info.time_ms = searcher.deadline.elapsed(searcher.clock);
    info
}
