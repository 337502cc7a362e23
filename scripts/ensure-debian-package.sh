#!/usr/bin/env bash
# Installs a Debian package when the program the tests need is missing: needs root (as on CI)
# or sudo. Usage: ensure-debian-package.sh PACKAGE PROGRAM-PATH VARIABLE [apt-get option...]
# (VARIABLE is the environment variable that names another path, said when it cannot install).
set -euo pipefail
package="$1"
program="$2"
variable="$3"
shift 3
if [ -x "$program" ]; then exit 0; fi
echo "$package not found at $program: installing Debian's $package package..." >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo_cmd=(sudo); else
    echo "Run as root: apt-get update && apt-get install -y $package (or set $variable)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" apt-get install -y "$@" "$package"
"$program" --version
