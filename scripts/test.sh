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
  # The product's budget is 200 KB (scripts/budgets.sh checks it). The first download was
  # 184.0 KiB after the size work of 2026-12-02, 190.0 KiB with play with a friend (its button,
  # loader and the few calls the friend module makes; the module itself, ~100 KiB gzip, loads
  # only when used: docs/performance.md, "The download") and 192.2 KiB with the puzzles, lessons
  # and board editor (their routes and links; their module, ~49 KiB gzip, loads when used), 193.6 KiB
  # with the review, the analysis board and the Cờ cá ngựa editor (their links, routes and styles),
  # 194.1 KiB with the ladder of six levels (their names in both languages, each game's own list). The
  # test command held it to a ceiling of 195 KiB, so that it cannot grow again unnoticed; at 194.85
  # KiB (199,527 B), Trunk's minifier came to work on the page module's glue (wasm-bindgen's
  # no-modules script, Trunk.toml: it could not read the ES module's `export … as default`):
  # −773 B gzip (glue −695 B, index.html −78 B). Then issue 33 added what no later file can do:
  # index.html's first script (a folder's address without "/" loads again with it; a load that
  # fails says so in both languages: ~950 B gzip, inline since it must work when no other file
  # loads) and the typed cdgHost (every call answers a value or throws a sentence in both
  # languages: ~1.5 KB). 197.07 KiB (201,796 B) on 2026-12-05: the ceiling had to rise to 197.1
  # KiB with them, under the product's 200 KB; the bytes to bring it back to 195 are to be found
  # (issue 35's split of the first download). On 2026-12-06 issue 34's work (every move heard,
  # who plays each colour, the quick pace, …: +1.6 KB gzip) was paid for within the ceiling:
  # the learning screens' and the friend dialog's styles came with their modules (−1.0 KB) and
  # wasm-opt runs flatten and rereloop before -Oz (index.html: −0.8 KB): 196.9 KiB (201,647 B).
  # The Cờ toán phone board and one numbering then took 67 B: 196.99 KiB (201,714 B); the
  # review's move words went into the puzzle module rather than the first download (−0.6 KB).
  # Ô ăn quan's rules stayed out of the page module until its screen lands (its option labels
  # and names were +611 B); its two end reasons' texts +100 B; the new-game sheet's plan held
  # in a Cell instead of a RefCell (no borrow checks): −381 B. 196.7 KiB (201,432 B) on
  # 2026-12-06, and the ceiling came down to 196.8 KiB.
  BUDGET_DOWNLOAD_KB="${BUDGET_DOWNLOAD_KB:-196.8}" node scripts/perf/budgets.mjs --size-only || status=1
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
# The wasm lints: the app with its worker, the friend module, the puzzle module.
part "lints: clippy, wasm, the app and the worker (warnings are errors)" \
  cargo clippy --target wasm32-unknown-unknown --lib --bins --features worker -- -D warnings
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
