#!/usr/bin/env bash
# The shared-table tests start a real Redis (Debian's redis-server) on loopback, to check that
# two signaling servers share their rooms through it. Installs it when missing: needs root (as
# on CI) or sudo. Only the binary is used: the tests start their own server, no service.
set -euo pipefail
redis_path="${REDIS_SERVER_PATH:-/usr/bin/redis-server}"
if [ -x "$redis_path" ]; then exit 0; fi
echo "redis-server not found at $redis_path: installing Debian's redis-server package..." >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo_cmd=(sudo); else
    echo "Run as root: apt-get update && apt-get install -y redis-server (or set REDIS_SERVER_PATH)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" apt-get install -y --no-install-recommends redis-server
"$redis_path" --version
