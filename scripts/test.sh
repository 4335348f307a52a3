#!/usr/bin/env bash
# Installs what the tests need, then runs every check and test: clippy on the native and the
# wasm targets (warnings are errors), the import-circle check of every layer, native tests
# (cargo-nextest, optimised: see [profile.test] in Cargo.toml), doctests and doc-comment links,
# the rules in headless Chromium (wasm-bindgen-test), and end-to-end (Playwright on the built
# site, and two devices in a network namespace of their own).
#
# Two lanes run side by side, as the machine has two cores and neither lane keeps both busy:
# - the site: trunk build, the download budget, then the end-to-end files three at a time
#   beside the two-device files (the browser suites wait on animations and timers far more
#   than they compute: alone they use about half of one core);
# - the native side, in the foreground: clippy, native tests, doctests, doc links, the rules
#   in Chromium.
# Each cargo build of the two lanes has a profile (a folder of target/) of its own, so they
# never wait for each other's lock. The site lane's output is printed whole when it ends, and
# any part that fails fails the command. Every part always runs: a part that cannot run (a
# missing tool, a build that fails) fails, it is never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PWD/node_modules/binaryen/bin:$PATH"

began=$SECONDS
clock() { printf '%d:%02d' $(((SECONDS - began) / 60)) $(((SECONDS - began) % 60)); }
step() { printf '\n=== [%s] %s\n' "$(clock)" "$*"; }

step "import circles in each layer: browser, table, computer players, rules, records, review, puzzles, the puzzle and friend modules (the module graph from the sources: scripts/check-layers.sh)"
node --test --test-reporter=dot scripts/layers.test.mjs scripts/modgraph.test.mjs
scripts/check-layers.sh co_dan_gian::web co_dan_gian::table co_dan_gian::ai co_dan_gian::games \
  co_dan_gian::core co_dan_gian::record co_dan_gian::review co_dan_gian::puzzle \
  co_dan_gian::page co_dan_gian::remote
LAYER_FEATURES="--no-default-features --features learn" scripts/check-layers.sh co_dan_gian::learn
LAYER_FEATURES="--no-default-features --features friend" scripts/check-layers.sh co_dan_gian::friend

# The site lane, in the background from the start (its output is printed when it ends).
logs="$(mktemp -d)"
site_pid=
trap '[ -z "$site_pid" ] || kill -- "-$site_pid" 2>/dev/null || true; rm -rf "$logs"' EXIT
site() {
  local status=0
  printf '\n=== [%s] static site (trunk build --release)\n' "$(clock)"
  trunk build --release || return 1
  printf '\n=== [%s] download-size budget (the timing budgets vary on shared machines: scripts/budgets.sh)\n' "$(clock)"
  node scripts/perf/size.mjs
  # Two ceilings that only come down, so that neither grows unnoticed (KiB, gzip): a first
  # visit of a game's address (its own page module; the largest of the games, Cờ cá ngựa's,
  # counts; the aim is 130) and a first visit of the home screen (its own module, which
  # carries no game, and the cards' pictures).
  # How they got here: docs/performance-log.md, "The download ceiling in the test command".
  BUDGET_DOWNLOAD_KB="${BUDGET_DOWNLOAD_KB:-135.6}" BUDGET_HOME_KB="${BUDGET_HOME_KB:-127.2}" \
    node scripts/perf/budgets.mjs --size-only || status=1
  # The home cards' pictures are the boards as the games draw their start now.
  node scripts/previews.mjs --check || status=1
  # The end-to-end files three at a time, and beside them the two-device files (two or three
  # browser contexts connect over WebRTC inside a network namespace the script makes:
  # addresses of its own, nothing leaves it; needs root), each suite's output kept apart.
  printf '\n=== [%s] end-to-end tests (Playwright, headless Chromium, three files at a time) and two-device tests (in a network namespace of their own: scripts/netns.sh), side by side\n' "$(clock)"
  node --test --test-concurrency=3 tests/e2e/ >"$logs/e2e.log" 2>&1 &
  local e2e=$!
  scripts/netns.sh node --test --test-concurrency=1 tests/e2e-net/ >"$logs/net.log" 2>&1 &
  local net=$!
  wait "$e2e" || { status=1; echo "FAILED: end-to-end tests"; }
  printf '\n=== [%s] end-to-end tests ended\n' "$(clock)"
  wait "$net" || { status=1; echo "FAILED: two-device tests"; }
  printf '\n=== [%s] two-device tests ended\n' "$(clock)"
  printf '\n--- end-to-end tests\n'; cat "$logs/e2e.log"
  printf '\n--- two-device tests\n'; cat "$logs/net.log"
  return "$status"
}
set -m # the lane runs in a process group of its own, so an interrupt stops all of it
site >"$logs/site.log" 2>&1 &
site_pid=$!
set +m
step "the site lane started in the background: trunk build, download budget, end-to-end and two-device tests"

failed=()
part() { # NAME COMMAND...: runs a foreground part; a failure is counted, the rest still run
  local name=$1
  shift
  step "$name"
  "$@" 2>&1 || failed+=("$name")
}

part "lints: clippy, native, every target (warnings are errors)" cargo clippy --all-targets -- -D warnings
# The wasm lints: the app with its worker, each game's own page module, the friend module,
# the puzzle module.
part "lints: clippy, wasm, the app and the worker (warnings are errors)" \
  cargo clippy --target wasm32-unknown-unknown --lib --bins --features worker -- -D warnings
part "lints: clippy, wasm, each game's own page module (warnings are errors)" \
  bash -c 'for f in $(grep -o "^app-[a-z]*" Cargo.toml); do cargo clippy --target wasm32-unknown-unknown --lib --bins --features "$f" -- -D warnings || exit 1; done'
part "lints: clippy, wasm, the friend module (warnings are errors)" \
  cargo clippy --target wasm32-unknown-unknown --lib --bins --no-default-features --features friend -- -D warnings
part "lints: clippy, wasm, the puzzle module (warnings are errors)" \
  cargo clippy --target wasm32-unknown-unknown --lib --bins --no-default-features --features learn -- -D warnings
part "native tests (cargo nextest, optimised)" cargo nextest run --lib --bins --tests --no-fail-fast
part "doctests (cargo test --doc)" cargo test --doc
part "doc comments: every link resolves (cargo doc, warnings are errors)" \
  env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
# Built unoptimised, without debug info ([profile.wasm-test] in Cargo.toml): the test modules
# link and pass through wasm-bindgen far quicker; a failure still names its file and line.
part "rules tests in headless Chromium (wasm-bindgen-test)" \
  env CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=300 \
  cargo test --profile wasm-test --target wasm32-unknown-unknown --tests

step "waiting for the site lane"
if wait "$site_pid"; then :; else failed+=("the site lane: build, download budget, end-to-end or two-device tests"); fi
site_pid=
cat "$logs/site.log"

step "done"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "every check and test passed in $(clock)"
