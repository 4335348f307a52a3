#!/usr/bin/env bash
# The command-line tool's caps (src/cli/caps.rs), timed: each capped search and the deepest
# perft each cap allows from the start, on the release build, one after another. Every line
# must end well within the promise the usage states (30 s); the figures are in
# docs/performance.md, "The command-line tool's caps". Usage: scripts/bench-caps.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release -q
tool=target/release/co-dan-gian
# A Cờ gánh middle game with 20 moves (the start has 12) and a Cờ toán one with 96 (87).
ganh_mid='BBB.B/...BB/.RRRR/RR..R/.RRR. r -'
toan_mid='b9b8..b5b4.b2b1/....b0..../..b6.b7..../........./.......b3./........./........./........./.....r6r9../..r4.r0..r8./r1r2r3.r5.r7.. r 0-0'
cangua_mid='r=t5,t12,s,s y=t3,t20,s,s r 4'
echo "load: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
timed() {
  local start end out
  start=$(date +%s%N)
  out=$("$tool" "$@" 2>&1 | grep -E '^depth|^[0-9]+$' | tail -1)
  end=$(date +%s%N)
  printf '| `%s` | %.1f s | %s |\n' "$*" "$(((end - start) / 1000000))e-3" "$out"
}
echo '| command | time | depth and nodes, or the count |'
echo '|---|---|---|'
for game in ganh toan; do timed bestmove "$game" start --depth 99 --info on; done
timed bestmove ganh "$ganh_mid" --depth 99 --info on
timed bestmove toan "$toan_mid" --depth 99 --info on
timed bestmove cangua "$cangua_mid" --depth 99 --info on
timed bestmove ganh "$ganh_mid" --nodes 999999999999 --info on
timed bestmove toan "$toan_mid" --nodes 999999999999 --info on
timed perft ganh 9
timed perft toan 4
timed perft cangua 13
timed perft cangua 7 --dice 2
