#!/usr/bin/env bash
# Runs the API test suite against a throwaway PostgreSQL cluster (PostgreSQL 15 binaries from Debian).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/storyloom-pg.XXXXXX)
port=$((20000 + RANDOM % 20000))
as_pg() { if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir" && su postgres -c "$*"; else bash -c "$*"; fi; }
as_pg "'$bin/initdb' -D '$dir/db' -A trust -U postgres >/dev/null"
as_pg "'$bin/pg_ctl' -D '$dir/db' -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l '$dir/log' -w start >/dev/null"
trap 'as_pg "\"$bin/pg_ctl\" -D \"$dir/db\" -m immediate stop >/dev/null"; rm -rf "$dir"' EXIT

# The suites that run on PostgreSQL, unless the arguments name test files or folders of their own.
suites=(apps/server/src/features apps/server/src/app.test.ts apps/server/src/hostile-input.test.ts
  apps/server/src/platform/events-postgres.test.ts apps/server/src/platform/jobs
  apps/server/src/server-process.test.ts)
for arg in "$@"; do
  if [ -e "$arg" ]; then suites=(); break; fi
done
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project server "${suites[@]}" "$@"
