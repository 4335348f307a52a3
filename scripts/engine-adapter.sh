#!/usr/bin/env bash
# A small adapter (docs/engine.md): speaks the engine protocol on stdin/stdout for a
# co-dan-gian binary that has no `engine` verb (an older build, such as main before issue
# 14), by calling its `play` and `bestmove` verbs once per move. Such a binary searches each
# position without the moves before it, as the browser did then.
#   usage: scripts/engine-adapter.sh PATH/TO/co-dan-gian
# e.g. co-dan-gian match ganh --engine1 'co-dan-gian engine' \
#        --engine2 'scripts/engine-adapter.sh /tmp/base/co-dan-gian'
set -u
bin=${1:?usage: engine-adapter.sh PATH/TO/co-dan-gian}
game="" level=hard flags=() start="" moves=()
start_of() {
  case $1 in
    ganh) echo "BBBBB/B...B/R...B/R...R/RRRRR r -" ;;
    toan) echo "b9b8b7b6b5b4b3b2b1/....b0..../........./........./........./........./........./........./........./....r0..../r1r2r3r4r5r6r7r8r9 r 0-0" ;;
    *) return 1 ;;
  esac
}
while IFS= read -r line; do
  read -r -a w <<<"$line"
  case ${w[0]:-} in
    identify) echo "id name adapter $bin"; echo "id protocol 1"; echo "identified" ;;
    isready) echo "readyok" ;;
    newgame)
      game=${w[1]:-}; level=hard; flags=()
      start_of "$game" >/dev/null || { echo "error newgame: the adapter plays ganh and toan"; game=""; continue; }
      for kv in "${w[@]:2}"; do
        case $kv in
          level=*) level=${kv#level=} ;;
          contempt=* | seed=*) ;;
          *=*) flags+=("--${kv%%=*}" "${kv#*=}") ;;
        esac
      done ;;
    position)
      start="" moves=() seen=0
      for x in "${w[@]:1}"; do
        if [ "$x" = moves ]; then seen=1
        elif [ $seen = 1 ]; then moves+=("$x")
        else start="${start:+$start }$x"; fi
      done
      [ "$start" = start ] && start=$(start_of "$game") ;;
    go)
      [ -n "$game" ] || { echo "error no game: send newgame GAME first"; continue; }
      time=1000
      [ "${w[1]:-}" = movetime ] && time=${w[2]:-1000}
      if ! pos=$("$bin" play "$game" "$start" "${moves[@]}" "${flags[@]}" 2>&1); then
        echo "error $pos"; continue
      fi
      if out=$("$bin" bestmove "$game" "$pos" --level "$level" --time-ms "$time" "${flags[@]}" 2>/dev/null); then
        echo "info pv $out"; echo "bestmove $out"
      else
        echo "bestmove none"
      fi ;;
    stop | "") ;;
    quit) exit 0 ;;
    *) echo "error unknown command '${w[0]}'" ;;
  esac
done
