#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb in a temp dir, a free port,
# started as the `postgres` user when we are root, stopped and deleted afterwards.
# The command sees TEST_DATABASE_URL (an admin URL; tests create their own databases in it).
# Without PostgreSQL binaries it says so loudly and exits 3 (the caller decides if that fails).
set -uo pipefail

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && PG_BIN="$d"; done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "!!! PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin)." >&2
  echo "!!! Install them with: apt-get install -y postgresql   (or set PG_BIN)" >&2
  exit 3
fi

DIR=$(mktemp -d /tmp/pursuit-pg.XXXXXX)
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR" 2>/dev/null || { useradd -r postgres 2>/dev/null; chown postgres:postgres "$DIR"; }
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  -w start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT (throwaway, $DIR)"
"$@"
