#!/usr/bin/env bash
# Runs a command in a private network namespace made here (shared/TABLE-TESTING.md): loopback
# and a veth pair 10.77.0.1 ↔ 10.77.0.2, nothing else, so that the shared-table tests' WebRTC
# (which gathers no candidates on loopback alone) has an interface, and no packet can leave the
# machine whatever a library tries. As root (CI) a plain network namespace; otherwise a user
# namespace maps this user to root inside it.
set -euo pipefail
if [ "$(id -u)" -eq 0 ]; then unshare_cmd=(unshare -n); else unshare_cmd=(unshare -rn); fi
exec "${unshare_cmd[@]}" bash -c '
  set -euo pipefail
  ip link set lo up
  ip link add v0 type veth peer name v1
  ip addr add 10.77.0.1/24 dev v0
  ip addr add 10.77.0.2/24 dev v1
  ip link set v0 up
  ip link set v1 up
  ip route add default via 10.77.0.2 dev v0
  exec "$@"
' table-netns "$@"
