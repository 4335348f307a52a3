//! The usage text: one entry per verb, printed by `help`, `--help`, `-h`, `help VERB` and
//! `VERB --help`. A new verb adds its entry here and its arm in `verbs::run_verb`.

use super::caps;
use super::quote::short;
use super::CliError;

/// A verb's usage: its name, its arguments, and what it does (lines indented by the printer).
pub struct Verb {
    /// `perft`, `moves`, …
    pub name: &'static str,
    /// The arguments after the verb.
    pub synopsis: &'static str,
    /// What it does, one or more lines.
    pub about: &'static str,
}

/// Every verb, in the order the usage lists them.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "perft",
        synopsis: "GAME DEPTH [POSITION]",
        about: "count the move sequences of DEPTH plies (refused when there would be more than\nPERFT_CAPS: about a minute)",
    },
    Verb {
        name: "moves",
        synopsis: "GAME POSITION",
        about: "list the legal moves, one per line, sorted",
    },
    Verb {
        name: "play",
        synopsis: "GAME POSITION MOVE...",
        about: "play the moves and print the resulting position",
    },
    Verb {
        name: "bestmove",
        synopsis: "GAME POSITION --level LEVEL [--time-ms T | --depth D | --nodes N] [--seed S] [--info on]",
        about: "print the move the computer plays (LEVEL: random, easy, medium, hard; default hard)",
    },
    Verb {
        name: "selfplay",
        synopsis: "GAME --players LEVEL,LEVEL[,...] [--games N] [--seed S] [--depth D | --time-ms T | --nodes N]\n         [--opening K] [--max-plies P] [--seats r,b,y,g]",
        about: "computer against computer, seats rotating game by game; prints wins, draws,\nlosses, plies, time per move and nodes/s per player (defaults: --games 10, --seed 1)",
    },
    Verb {
        name: "help",
        synopsis: "[VERB]",
        about: "print this usage, or one verb's (also: --help, -h, VERB --help)",
    },
];

/// The verbs' names, for messages: `perft, moves, …`.
pub fn names() -> String {
    VERBS.iter().map(|v| v.name).collect::<Vec<_>>().join(", ")
}

/// The usage of every verb, or of the one named by `topic`.
///
/// # Errors
/// A `topic` that names no verb.
pub fn usage(topic: Option<&str>) -> Result<String, CliError> {
    let verbs: Vec<&Verb> = match topic {
        None => VERBS.iter().collect(),
        Some(t) => vec![VERBS
            .iter()
            .find(|v| v.name == t)
            .ok_or_else(|| CliError(format!("no verb '{}' (verbs: {})", short(t), names())))?],
    };
    let mut out = String::from("usage: co-dan-gian VERB GAME ARGS... [--OPTION VALUE]...\n");
    for v in verbs {
        out.push_str(&format!(
            "  {} {}\n",
            v.name,
            v.synopsis.replace('\n', "\n  ")
        ));
        let about = v.about.replace("PERFT_CAPS", &caps::perft_budgets_text());
        for line in about.lines() {
            out.push_str(&format!("        {line}\n"));
        }
    }
    out.push_str(&format!(
        "games: ganh (Cờ gánh), toan (Cờ toán), cangua (Cờ cá ngựa)\n\
         options: the game's settings, e.g. --forced off (see docs/)\n\
         {}\n\
         exit status: 0 done (also when the reader stops early), 1 output not written, 2 bad argument",
        caps::limits_text()
    ));
    Ok(out)
}
