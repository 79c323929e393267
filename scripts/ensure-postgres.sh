#!/usr/bin/env bash
# Makes a PostgreSQL 15+ server reachable for the API tests and prints its URL on stdout.
# TEST_DATABASE_URL, when set, is used as it is. Otherwise the local Debian cluster is started if
# it is installed but stopped, and a test role is created in it.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "PostgreSQL is not installed. Install it with: apt-get install -y postgresql" >&2
  echo "or set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres (a role that may create databases)." >&2
  exit 1
fi

cluster=$(pg_lsclusters --no-header | sort -k1,1V | tail -n 1)
if [ -z "$cluster" ]; then
  echo "No PostgreSQL cluster exists. Create one with: pg_createcluster 15 main --start" >&2
  exit 1
fi
read -r version name port status _ <<<"$cluster"
if [ "$status" != "online" ]; then
  echo "Starting PostgreSQL cluster $version/$name" >&2
  pg_ctlcluster "$version" "$name" start >&2
fi

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else sudo -n -u postgres "$@"; fi
}
as_postgres psql -p "$port" -qtAc "select 1 from pg_roles where rolname = 'board_test'" | grep -q 1 ||
  as_postgres psql -p "$port" -qc "create role board_test login createdb password 'board_test'"

echo "postgres://board_test:board_test@127.0.0.1:$port/postgres"
