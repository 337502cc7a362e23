#!/usr/bin/env bash
# The e2e journeys drive Debian's Chromium (playwright-core never downloads a browser).
# Installs it when missing: needs root (as on CI) or sudo.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package..." >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo_cmd=(sudo); else
    echo "Run as root: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" apt-get install -y chromium
"$chromium_path" --version
