#!/usr/bin/env bash
# Builds the static site for hosting into dist/ (release, wasm-opt -Oz).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --serve
export PATH="$HOME/.cargo/bin:$PWD/node_modules/binaryen/bin:$PATH"
trunk build --release "$@"
