//! How far a player is along a game's lesson path on this device: the lessons whose test
//! they passed. Kept as one short line in storage, `passed=1,2,3`.
//!
//! ```
//! use co_dan_gian::puzzle::lesson::passed::Passed;
//! let mut p = Passed::default();
//! p.pass(2);
//! p.pass(1);
//! p.pass(2);
//! assert_eq!(p.to_text(), "passed=1,2");
//! assert_eq!(Passed::from_text(&p.to_text()), Ok(p.clone()));
//! assert_eq!(p.next(8), 3);
//! assert!(Passed::from_text("passed=1,x").unwrap_err().contains("'x'"));
//! ```

/// The lessons passed, by number (from 1), each once, in order.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Passed {
    /// Lessons whose test was passed.
    pub passed: Vec<usize>,
}

impl Passed {
    /// Counts lesson `n`'s test as passed.
    pub fn pass(&mut self, n: usize) {
        if let Err(at) = self.passed.binary_search(&n) {
            self.passed.insert(at, n);
        }
    }

    /// Whether lesson `n` was passed.
    pub fn has(&self, n: usize) -> bool {
        self.passed.binary_search(&n).is_ok()
    }

    /// The lesson to take next of `count`: the first not passed (the last when all are).
    pub fn next(&self, count: usize) -> usize {
        (1..=count).find(|&n| !self.has(n)).unwrap_or(count.max(1))
    }

    /// The line kept in storage.
    pub fn to_text(&self) -> String {
        let list: Vec<String> = self.passed.iter().map(usize::to_string).collect();
        format!("passed={}", list.join(","))
    }

    /// Reads a line of [`Passed::to_text`].
    ///
    /// # Errors
    /// What does not read, and where.
    pub fn from_text(text: &str) -> Result<Passed, String> {
        let mut p = Passed::default();
        let text = text.trim();
        if text.is_empty() {
            return Ok(p);
        }
        let list = text
            .strip_prefix("passed=")
            .ok_or_else(|| format!("'{text}' does not start with 'passed='"))?;
        for n in list.split(',').filter(|s| !s.is_empty()) {
            let k: usize = n
                .parse()
                .ok()
                .filter(|&k| k >= 1)
                .ok_or_else(|| format!("'{n}' in 'passed=' is not a lesson number"))?;
            p.pass(k);
        }
        Ok(p)
    }
}
