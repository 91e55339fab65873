#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: initdb's a cluster in a temporary folder,
# starts it on 127.0.0.1 on a free port, exports DATABASE_URL (and PG_ADMIN_URL, the same
# server's postgres database) for the command, then stops the server and deletes the folder,
# whatever the command's outcome. PostgreSQL itself comes from scripts/setup.sh (Debian package).
#
#   bash scripts/with-postgres.sh pnpm exec vitest run --project portal-server
#
# As root the cluster runs as the postgres user (initdb refuses root); otherwise as you.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed; run scripts/setup.sh (it installs the postgresql package)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

workdir=$(mktemp -d /tmp/portal-pg.XXXXXX)
chmod 755 "$workdir"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$workdir"

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

as_owner "$PG_BIN/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$workdir/initdb.log" 2>&1 || {
  cat "$workdir/initdb.log" >&2
  exit 1
}
as_owner "$PG_BIN/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null || {
  cat "$workdir/server.log" >&2
  exit 1
}

export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
export PG_ADMIN_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway, $workdir)" >&2

set +e
"$@"
status=$?
set -e
exit $status
