#!/usr/bin/env bash
# The shared-table tests start a real Redis (Debian's redis-server) on loopback, to check that
# two signaling servers share their rooms through it. Only the binary is used: the tests start
# their own server, no service.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" redis-server "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" REDIS_SERVER_PATH --no-install-recommends
