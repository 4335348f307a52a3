//! The usage text: one entry per verb, printed by `help`, `--help`, `-h`, `help VERB` and
//! `VERB --help`. A new verb adds its entry here and its arm in `verbs::run_verb`.

use super::caps;
use super::quote::short;
use super::CliError;
use crate::core::{Game, GameOptions};
use crate::games::GAMES;

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
        about: "count the move sequences of DEPTH plies (refused when there would be more than\nPERFT_CAPS, so that it ends within PROMISE_S s)",
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
        synopsis: "GAME POSITION [MOVE...] | GAME --record FILE  --level LEVEL [--time-ms T | --depth D | --nodes N]\n         [--seed S] [--contempt C] [--info on]",
        about: "print the move the computer plays after the MOVEs played from POSITION (or `start`), or\nafter a record's moves: repetitions and the no-progress count see them (LEVEL: random,\nbeginner, easy, medium, fair, good, strong, hard; default hard;\nC: what a draw costs the side to move, in hundredths, default 20)",
    },
    Verb {
        name: "selfplay",
        synopsis: "GAME --players LEVEL,LEVEL[,...] [--games N] [--seed S] [--depth D | --time-ms T | --nodes N]\n         [--opening K] [--max-plies P] [--seats r,b,y,g] [--jobs J]",
        about: "computer against computer, seats rotating game by game; prints wins, draws,\nlosses, plies, time per move and nodes/s per player; --jobs plays J games at once\n(the same games and results) (defaults: --games 10, --seed 1, --jobs 1)",
    },
    Verb {
        name: "puzzles",
        synopsis: "GAME [--count N] [--seed S] [--depth D] [--gap G] [--opening K] [--per-game P]\n         [--max-games M] [--max-line L]",
        about: "mine puzzles from the computer's own games: positions where one move is better than\nevery other by at least G hundredths at depth D and again one ply deeper; prints a\npuzzle file (docs/puzzles.md) (defaults: --count 300, --seed 1,\n--depth 6 for ganh and oaq, 3 for toan, 2 for cangua, --gap 200, --opening 4, --per-game 3, --max-line 3)",
    },
    Verb {
        name: "review",
        synopsis: "GAME --record FILE [--depth D | --time-ms T] [--explain] [--lang en|vi]",
        about: "the game review: the engine looks at every position of the record's game and marks\neach move (best, good, inaccuracy, mistake, blunder) with the better move and its line,\nthen sums up each player (in cangua, with the luck of their rolls); default: Hard's\nown time a move; --explain: a sentence under each mistake and blunder, `  why: ...`,\nsaying what it allows or misses, in --lang (default en)",
    },
    Verb {
        name: "lessons",
        synopsis: "GAME [--check] [--file F] [--lang en|vi]",
        about: "list the game's lesson path, one line per lesson, `N. title` (in --lang, default en);\n--check: play every scripted step and test through the rules and fail naming the\nlesson and step that break; --file F: the lessons of F instead of the shipped ones\n(docs/lessons.md)",
    },
    Verb {
        name: "engine",
        synopsis: "",
        about: "speak the engine protocol on standard input and output (docs/engine.md):\nidentify, isready, newgame GAME [KEY=VALUE]..., position start|POSITION [moves MOVE...],\ngo [movetime MS] [depth D] [nodes N], stop, quit",
    },
    Verb {
        name: "match",
        synopsis: "GAME --engine1 CMD --engine2 CMD [--games N] [--time-ms T] [--openings FILE | --opening-plies K]\n         [--sprt elo0,elo1,alpha,beta] [--settings1 'K=V ...'] [--settings2 'K=V ...'] [--seed S] [--max-plies P]",
        about: "two engines speaking the protocol play each other, each opening twice with colours\nswapped; prints a line per game, then wins, draws, losses, the Elo difference with its\n95% interval and the SPRT verdict (which stops the match early); ganh and toan\n(defaults: --games 100, --time-ms 100, --opening-plies 4, --max-plies 1000)",
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
        let about = v
            .about
            .replace("PERFT_CAPS", &caps::perft_budgets_text())
            .replace("PROMISE_S", &caps::PROMISE_S.to_string());
        for line in about.lines() {
            out.push_str(&format!("        {line}\n"));
        }
    }
    out.push_str(&options_text());
    out.push_str(&format!(
        "{}\n\
         exit status: 0 done (also when the reader stops early), 1 output not written, 2 bad argument",
        caps::limits_text()
    ));
    Ok(out)
}

/// Every game with its options, read from the games' schemas: `--KEY` what it takes
/// (the default).
fn options_text() -> String {
    /// The option lines of `G`.
    struct Lines;
    impl Lines {
        fn visit<G: Game>(self) -> String {
            let default = G::Options::default();
            G::Options::SCHEMA
                .options
                .iter()
                .map(|s| {
                    let (takes, now) = (s.field.takes().en, s.field.read(&default));
                    format!("    --{} {takes} (default {now})\n", s.key)
                })
                .collect()
        }
    }
    let mut out = String::from(
        "games and their options (beside selfplay's own --players, --seats sets players):\n",
    );
    for g in GAMES {
        out.push_str(&format!("  {} ({})\n", g.id, g.name));
        out.push_str(&crate::visit_game!(g.id, Lines).unwrap_or_default());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usage_lists_every_option_of_every_game_from_its_schema() {
        let text = usage(None).unwrap();
        assert!(text
            .contains("  ganh (Cờ gánh)\n    --forced opening, always or off (default opening)\n"));
        assert!(text.contains("    --target a whole number of at least 1 (default 20)\n"));
        assert!(text.contains(
            "    --first seat, red, blue, yellow, green, random or roll (default seat)\n"
        ));
        let lines = text.lines().filter(|l| l.starts_with("    --")).count();
        // Cờ gánh 5, Cờ toán 8, Cờ cá ngựa 11, Ô ăn quan 4.
        assert_eq!(lines, 5 + 8 + 11 + 4);
        assert!(text.contains("  oaq (Ô ăn quan)\n    --mandarin 10 or 5 (default 10)\n"));
    }
}
