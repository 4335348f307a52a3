#!/usr/bin/env bash
# Installs what is missing and serves the game at http://127.0.0.1:8080/ (rebuilds on change).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --serve
export PATH="$HOME/.cargo/bin:$PWD/node_modules/binaryen/bin:$PATH"
exec trunk serve --address 127.0.0.1 --port "${PORT:-8080}" "$@"
