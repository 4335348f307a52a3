#!/usr/bin/env bash
# Runs a command inside a network namespace of its own, with addresses it makes itself
# (10.99.0.1/24 on a veth pair and a default route through it, as WebRTC needs to gather
# an address): the two-device tests' traffic never leaves it and never touches the
# machine's real interfaces. Needs root (CI and the developers' machines run as root).
# Usage: scripts/netns.sh COMMAND [ARGS...]
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
  echo "scripts/netns.sh: needs root to make a network namespace" >&2
  exit 1
fi
exec unshare -n bash -c '
  set -e
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  ip addr add 10.99.0.1/24 dev veth0
  ip addr add 10.99.0.2/24 dev veth1
  ip link set veth0 up
  ip link set veth1 up
  ip route add default via 10.99.0.2 dev veth0
  exec "$@"' netns "$@"
