//! The integration tests, as one test binary: each file of `tests/` is a module of it, so
//! the crate and its generic search are compiled and linked once for all of them, not once a
//! file (39 binaries took minutes of the test command to build). Natively `cargo nextest` still
//! runs each test in a process of its own; in the browser (`cargo test --target
//! wasm32-unknown-unknown --tests`) the files that are not native-only run in one page.
//! A file is added with a line below; `cargo test --test suite <file>::` runs one file.

// Helpers shared by several files.
mod cli_common;
mod game_common;
#[cfg(not(target_arch = "wasm32"))] // used by native-only files
mod remote_common;
mod table_common;
mod toan_common;

// The files, one module each.
mod ai_cli;
mod ai_dice;
mod ai_eval;
mod ai_history;
mod ai_ladder;
mod ai_legal;
mod ai_memory;
mod ai_replay;
mod ai_request;
mod ai_rules_agree;
mod ai_search;
mod cangua_props;
mod cangua_rules;
mod cli;
mod cli_never_panics;
mod engine_protocol;
mod ganh_perft;
mod ganh_props;
mod ganh_rules;
#[cfg(not(target_arch = "wasm32"))] // reads the sources
mod glossary;
mod invariants;
mod lessons;
mod match_cli;
mod oaq_perft;
mod oaq_props;
mod oaq_rules;
mod options_schema;
mod page_heap;
mod puzzles;
mod record_format;
mod record_props;
mod record_replay;
mod record_share;
mod record_variations;
mod remote_links;
mod remote_messages;
mod review;
mod session_checkpoints;
mod table_cangua;
mod table_ganh;
mod table_oaq;
mod table_toan;
mod toan_perft;
mod toan_props;
mod toan_rules;
