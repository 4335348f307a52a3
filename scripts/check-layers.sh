#!/usr/bin/env bash
# Fails when a layer (by default the browser layer, src/web) has an import circle: a module that, through its
# `use`s, signatures, fields and the paths in its code, ends up depending on itself. Imports point down only.
# The graph comes from the sources (scripts/modgraph.mjs, about a second), read for the wasm
# target with the app's feature on, as the site is built; scripts/layers.mjs finds the circles
# and names each one, step by step. Circles listed in scripts/layers-allowed.txt are reported
# but tolerated (the list only shrinks).
# Usage: scripts/check-layers.sh [MODULE...]     (default: co_dan_gian::web; one graph for all)
set -euo pipefail
cd "$(dirname "$0")/.."

graph="$(mktemp)"
trap 'rm -f "$graph"' EXIT
# LAYER_FEATURES (cargo's feature flags, default none) reads the graph of another build:
# the friend and puzzle modules are features of their own.
# shellcheck disable=SC2086
node scripts/modgraph.mjs --target wasm32 ${LAYER_FEATURES:-} >"$graph"
[ $# -gt 0 ] || set -- co_dan_gian::web
status=0
for scope in "$@"; do
  src="src/$(printf %s "${scope#co_dan_gian::}" | sed "s|::|/|g")"
  node scripts/layers.mjs "$scope" scripts/layers-allowed.txt "$src" <"$graph" || status=1
done
exit "$status"
