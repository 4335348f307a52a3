//! The analysis board's moves as a tree: the main line and every branch tried, kept in a
//! record as its moves and its [`Variation`]s (each leaf off the main line written as the
//! line from where it leaves the main line, so a branch of a branch keeps its whole path).
//!
//! ```
//! use co_dan_gian::review::Tree;
//! let mut t = Tree::from_moves(&["a".into(), "b".into()]);
//! let a = t.child(0, "a");
//! let c = t.child(a, "c");
//! assert_eq!(t.path(c), ["a", "c"]);
//! let (main, vars) = t.to_variations();
//! assert_eq!(main, ["a", "b"]);
//! assert_eq!((vars[0].at, vars[0].moves.clone()), (1, vec!["c".to_string()]));
//! ```

use crate::record::Variation;

/// One move of the tree (node 0 is the start, with no move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move that leads here (empty at the start).
    pub mv: String,
    /// The node before it (0 for the start itself).
    pub parent: usize,
    /// The moves tried from here, the main one first.
    pub children: Vec<usize>,
}

/// The moves tried from a start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
}

impl Default for Tree {
    fn default() -> Tree {
        Tree {
            nodes: vec![Node {
                mv: String::new(),
                parent: 0,
                children: Vec::new(),
            }],
        }
    }
}

impl Tree {
    /// A tree of one line.
    pub fn from_moves(moves: &[String]) -> Tree {
        let mut t = Tree::default();
        t.follow(0, moves);
        t
    }

    /// A record's main line and its variations, each from its main-line node.
    pub fn from_variations(moves: &[String], vars: &[Variation]) -> Tree {
        let mut t = Tree::from_moves(moves);
        let main = t.main_line();
        for v in vars {
            if let Some(&from) = main.get(v.at) {
                t.follow(from, &v.moves);
            }
        }
        t
    }

    /// Plays `moves` from `node` through the tree (adding what is new); the node reached.
    pub fn follow(&mut self, node: usize, moves: &[String]) -> usize {
        moves.iter().fold(node, |n, m| self.child(n, m))
    }

    /// The node after `mv` from `node`: the one already there, or a new branch.
    pub fn child(&mut self, node: usize, mv: &str) -> usize {
        let node = node.min(self.nodes.len() - 1);
        if let Some(&c) = self.nodes[node]
            .children
            .iter()
            .find(|&&c| self.nodes[c].mv == mv)
        {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: mv.to_string(),
            parent: node,
            children: Vec::new(),
        });
        self.nodes[node].children.push(id);
        id
    }

    /// Node `id`.
    pub fn node(&self, id: usize) -> Option<&Node> {
        self.nodes.get(id)
    }

    /// How many nodes there are (the start counted).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether only the start is there.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The moves from the start to `node`.
    pub fn path(&self, node: usize) -> Vec<String> {
        let mut out = Vec::new();
        let mut n = node.min(self.nodes.len() - 1);
        while n != 0 {
            out.push(self.nodes[n].mv.clone());
            n = self.nodes[n].parent;
        }
        out.reverse();
        out
    }

    /// The main line's nodes, the start first (each node's first child, on and on).
    pub fn main_line(&self) -> Vec<usize> {
        let mut out = vec![0];
        let mut n = 0;
        while let Some(&c) = self.nodes[n].children.first() {
            out.push(c);
            n = c;
        }
        out
    }

    /// Whether `node` is on the main line.
    pub fn on_main_line(&self, node: usize) -> bool {
        let mut n = node;
        while n != 0 {
            let p = self.nodes[n].parent;
            if self.nodes[p].children.first() != Some(&n) {
                return false;
            }
            n = p;
        }
        true
    }

    /// The main line's moves and, for each leaf off it, the line from where it leaves.
    pub fn to_variations(&self) -> (Vec<String>, Vec<Variation>) {
        let main = self.main_line();
        let moves = self.path(*main.last().unwrap_or(&0));
        let mut vars = Vec::new();
        for (id, node) in self.nodes.iter().enumerate() {
            if !node.children.is_empty() || self.on_main_line(id) {
                continue;
            }
            // Up to the main line: the moves since it, and how far along it they leave.
            let mut line = Vec::new();
            let mut n = id;
            while !self.on_main_line(n) {
                line.push(self.nodes[n].mv.clone());
                n = self.nodes[n].parent;
            }
            line.reverse();
            let at = main.iter().position(|&m| m == n).unwrap_or(0);
            vars.push(Variation { at, moves: line });
        }
        (moves, vars)
    }
}
