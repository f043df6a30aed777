#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server from the machine's binaries in a temp dir.
# Usage: source .ci/postgres.sh   -> exports PG_TMP, PG_PORT, TEST_DATABASE_URL; pg_stop stops it.
PG_BIN=${PG_BIN:-$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")}
PG_TMP=$(mktemp -d /tmp/psp-pg.XXXXXX)
PG_PORT=${PG_PORT:-$((40000 + RANDOM % 20000))}
PG_USER=$(id -un)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root: run the server as the unprivileged 'postgres' (or 'nobody') user.
  PG_USER=$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)
  chown "$PG_USER" "$PG_TMP"
  RUN_AS=(runuser -u "$PG_USER" --)
fi
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null \
  || { echo "initdb failed" >&2; return 1 2>/dev/null || exit 1; }
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/log" -w \
  -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null \
  || { echo "PostgreSQL did not start: $(cat "$PG_TMP/log")" >&2; return 1 2>/dev/null || exit 1; }
export PG_TMP PG_PORT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
pg_stop() { "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$PG_TMP"; }
