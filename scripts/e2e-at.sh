#!/usr/bin/env bash
# The browser suite at another hour of the day: every clock it reads (the test runner, the server
# processes and their embedded databases, the pages) moved forward to the next HH:MM UTC. What
# the demo has flown, and which day is Hoy at each station, depends on the hour, and CI runs at
# any. Usage, after `npm run build`: bash scripts/e2e-at.sh 06:30 [e2e files...], or a later day
# as `date -d` reads it: bash scripts/e2e-at.sh '2026-12-24 22:00'. Clocks only move forward:
# the browser keeps its cookies' expiry by the real clock.
# The suites on a PostgreSQL server are left out: its own clock cannot be moved.
set -euo pipefail
cd "$(dirname "$0")/.."

at="$1"
shift
now=$(date -u +%s)
target=$(date -u -d "$at" +%s)
if ((target <= now)); then target=$((target + 86400)); fi
CLOCK_OFFSET_MS=$(((target - now) * 1000))
NODE_OPTIONS="--import $PWD/e2e/support/shifted-clock.js ${NODE_OPTIONS:-}"
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
NGINX_PATH="$(bash scripts/ensure-nginx.sh)"
unset TEST_DATABASE_URL
export CLOCK_OFFSET_MS NODE_OPTIONS CHROMIUM_PATH NGINX_PATH

echo "clocks read $(date -u -d "@$target" '+%Y-%m-%d %H:%M') UTC"
npx vitest run --config e2e/vitest.config.ts "$@"
