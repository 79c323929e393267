#!/usr/bin/env bash
# The whole test run: static checks, unit and API suites (PGlite and PostgreSQL), then the
# browser suite against the built client. Brings up PostgreSQL, Chromium and nginx when it can.
set -euo pipefail
cd "$(dirname "$0")/.."

TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
NGINX_PATH="$(bash scripts/ensure-nginx.sh)"
export TEST_DATABASE_URL CHROMIUM_PATH NGINX_PATH

npm run check
npm run build
npx vitest run
npx vitest run --config e2e/vitest.config.ts
