#!/usr/bin/env bash
# Every performance budget: download size, first board, redraw time, main-thread tasks while
# animating and while a 4,000-ply link opens, the review's time and the page's freedom while
# it runs and while Hard thinks, how soon a 100,000-move link is refused, and wasm rules speed
# against native. Exits 1 when one is broken.
# Timings vary on shared machines, so CI checks only the size (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh >/dev/null 2>&1
scripts/bench.sh > target/bench.txt
cat target/bench.txt
node scripts/perf/budgets.mjs --bench target/bench.txt
