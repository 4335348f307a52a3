#!/usr/bin/env bash
# Installs whatever this project needs and is missing, at the pinned versions, and skips
# what is already there: the wasm target, wasm-bindgen CLI, Trunk, wasm-opt (npm binaryen),
# Playwright's driver library, Debian's Chromium with ChromeDriver, clippy and cargo-nextest. (The test
# command's import-circle check reads the sources with Node.js: scripts/modgraph.mjs.)
# Usage: scripts/setup.sh            (everything)
#        scripts/setup.sh --serve    (only what building and serving need; no browser)
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130
TRUNK_VERSION=0.21.14
NEXTEST_VERSION=0.9.143
export PATH="$HOME/.cargo/bin:$PWD/node_modules/binaryen/bin:$PATH"

say() { printf '[setup] %s\n' "$*"; }

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32 target: present"
else
  say "wasm32 target: installing"; rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$WASM_BINDGEN_VERSION" ]; then
  say "wasm-bindgen $WASM_BINDGEN_VERSION: present"
else
  say "wasm-bindgen $WASM_BINDGEN_VERSION: installing (about 4 minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" = "$TRUNK_VERSION" ]; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing (about 8 minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

if [ "${1:-}" != "--serve" ]; then
  if cargo clippy --version >/dev/null 2>&1; then
    say "clippy: present"
  else
    say "clippy: installing"; rustup component add clippy
  fi
  # The native tests run under cargo-nextest (all test binaries side by side). These machines
  # come with it; elsewhere it is built once (a few minutes).
  if cargo nextest --version >/dev/null 2>&1; then
    say "cargo-nextest: present"
  else
    say "cargo-nextest $NEXTEST_VERSION: installing (a few minutes)"
    cargo install cargo-nextest --version "$NEXTEST_VERSION" --locked
  fi
fi

want_npm() { node -e "const l=require('./package-lock.json');for(const [k,v] of Object.entries(l.packages)){if(!k)continue;try{const i=require('./'+k+'/package.json');if(i.version!==v.version)process.exit(1)}catch(e){process.exit(1)}}" 2>/dev/null; }
if want_npm; then
  say "npm tools (binaryen, playwright-core, axe-core, jsqr): present"
else
  say "npm tools: installing"; npm ci --no-audit --no-fund
fi

if [ "${1:-}" != "--serve" ]; then
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
    say "chromium and chromedriver: present"
  else
    say "chromium and chromedriver: installing from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  # The two-device tests make a network namespace of their own (scripts/netns.sh).
  if command -v ip >/dev/null && command -v unshare >/dev/null; then
    say "ip and unshare: present"
  else
    say "ip and unshare: installing from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq iproute2 util-linux >/dev/null
  fi
fi
say "ready"
