//! Time for the search, injected from outside: the rules and the search never read the
//! system clock themselves, so they run the same natively, in a browser's Web Worker
//! (which passes `performance.now()`), and in reproducible tests (which pass no time at all).

/// A source of milliseconds. Only differences between two readings matter.
pub trait Clock {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> f64;
}

/// Any closure returning milliseconds is a clock (the browser wraps `performance.now()`).
impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that never moves: with it only depth and node limits stop a search, so a search
/// gives the same answer on any machine.
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The native clock, for the command-line tool and native tests.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct NativeClock {
    start: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl NativeClock {
    /// A clock that counts from now.
    pub fn new() -> NativeClock {
        NativeClock {
            start: std::time::Instant::now(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for NativeClock {
    fn default() -> NativeClock {
        NativeClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for NativeClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
}

/// The share of a budget a search may spend before it stops: the rest covers setting up,
/// unwinding and the few nodes between two readings of the clock, so that a move arrives
/// within its budget.
const SAFETY: f64 = 0.97;

/// A time budget started at one reading of a clock: the search asks it whether time is up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Deadline {
    /// The reading when the budget started.
    pub start_ms: f64,
    /// Milliseconds allowed; `None` for no time limit.
    pub budget_ms: Option<f64>,
}

impl Deadline {
    /// A budget of `budget_ms` (none: unlimited) starting now on `clock`.
    pub fn start(clock: &dyn Clock, budget_ms: Option<f64>) -> Deadline {
        Deadline {
            start_ms: clock.now_ms(),
            budget_ms,
        }
    }

    /// Milliseconds spent so far.
    pub fn elapsed(&self, clock: &dyn Clock) -> f64 {
        (clock.now_ms() - self.start_ms).max(0.0)
    }

    /// Whether the budget is spent (all but its safety margin).
    pub fn expired(&self, clock: &dyn Clock) -> bool {
        self.budget_ms
            .is_some_and(|b| self.elapsed(clock) >= b * SAFETY)
    }

    /// Whether the budget would be spent (all but its safety margin) `more_ms` from now: a
    /// step that takes that long is not worth starting.
    pub fn expired_after(&self, clock: &dyn Clock, more_ms: f64) -> bool {
        self.budget_ms
            .is_some_and(|b| self.elapsed(clock) + more_ms >= b * SAFETY)
    }

    /// Whether less than `fraction` of the budget is left (so a new iteration, which costs
    /// more than everything before it, is not worth starting).
    pub fn nearly_spent(&self, clock: &dyn Clock, fraction: f64) -> bool {
        self.budget_ms
            .is_some_and(|b| self.elapsed(clock) >= b * (1.0 - fraction))
    }
}
