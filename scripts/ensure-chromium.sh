#!/usr/bin/env bash
# The e2e journeys drive Debian's Chromium (playwright-core never downloads a browser).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" CHROMIUM_PATH
