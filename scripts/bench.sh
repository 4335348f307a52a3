#!/usr/bin/env bash
# Rules speed, natively and in wasm (Node's V8, the engine of Chromium), as nodes per second
# and the wasm-to-native ratio. Usage: scripts/bench.sh [GAME DEPTH]...
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --serve >/dev/null
export PATH="$HOME/.cargo/bin:$PATH"
# The library is an rlib (the page modules are binaries); the benchmark asks for a cdylib.
cargo rustc --release --lib --target wasm32-unknown-unknown --no-default-features --crate-type cdylib -q
wasm-bindgen target/wasm32-unknown-unknown/release/co_dan_gian.wasm --target nodejs --out-dir target/bench-node
native=$(cargo bench -q --bench perft -- "$@" 2>/dev/null | grep '^native')
echo "$native"
echo "$native" | node scripts/bench-wasm.cjs
