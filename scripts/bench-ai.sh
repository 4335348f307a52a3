#!/usr/bin/env bash
# The computer opponents' speed in wasm, as the browser's worker runs them (release build,
# no app): time per move per level (mean, 95th percentile), nodes per second, depth.
# Native figures: `co-dan-gian selfplay` (docs/ai.md). Usage: scripts/bench-ai.sh [REPEATS]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --serve >/dev/null
export PATH="$HOME/.cargo/bin:$PATH"
# The library is an rlib (the page modules are binaries); the benchmark asks for a cdylib.
cargo rustc --release --lib --target wasm32-unknown-unknown --no-default-features --crate-type cdylib -q
wasm-bindgen target/wasm32-unknown-unknown/release/co_dan_gian.wasm --target nodejs --out-dir target/bench-node
node scripts/bench-ai.cjs "$@"
