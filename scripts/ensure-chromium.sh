#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing Debian's package when it is
# missing and we are root. CHROMIUM_PATH, when set, is used as it is.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "$CHROMIUM_PATH"
  exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium or Chrome binary)." >&2
exit 1
