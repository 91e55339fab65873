#!/usr/bin/env bash
# `npm start`: installs what is missing, builds every package, seeds the demo school,
# publishes each remote's build to the deploy store (activating it when the remote has no
# active version yet), starts speech-server and portal-server, and prints the URL and the
# demo logins. Ctrl-C stops both servers.
#
# Environment: PORT (portal, default 8080), SPEECH_PORT (default 8081), DATA_DIR (default
# ./data), DATABASE_URL (PostgreSQL instead of the embedded database).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
started=$(date +%s)

bash scripts/setup.sh
bash scripts/build-all.sh

export PORT="${PORT:-8080}"
export SPEECH_PORT="${SPEECH_PORT:-8081}"
export DATA_DIR="${DATA_DIR:-$ROOT/data}"
export SPEECH_URL="${SPEECH_URL:-http://127.0.0.1:$SPEECH_PORT}"
export PORTAL_URL="http://127.0.0.1:$PORT"
mkdir -p "$DATA_DIR"

pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_all EXIT
trap 'exit 130' INT TERM

if [ -f speech-server/src/main.ts ]; then
  (cd speech-server && exec node --import tsx src/main.ts) >"$DATA_DIR/speech-server.log" 2>&1 &
  speech_pid=$!
  pids+=($speech_pid)
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "$SPEECH_URL/speech/health" 2>/dev/null && break
    kill -0 "$speech_pid" 2>/dev/null || { cat "$DATA_DIR/speech-server.log"; echo "start: speech-server did not start" >&2; exit 1; }
    sleep 0.5
  done
fi

# The seed synthesises item audio through speech-server, so it runs once that is up.
echo "start: seeding the demo data"
pnpm --silent --filter portal-server seed >"$DATA_DIR/seed.log" 2>&1 || { cat "$DATA_DIR/seed.log"; exit 1; }

(cd portal-server && exec node --import tsx src/main.ts) >"$DATA_DIR/portal-server.log" 2>&1 &
portal_pid=$!
pids+=($portal_pid)

for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "$PORTAL_URL/registry.json" 2>/dev/null && break
  kill -0 "$portal_pid" 2>/dev/null || { cat "$DATA_DIR/portal-server.log"; echo "start: portal-server did not start" >&2; exit 1; }
  sleep 0.5
done

# Each remote's current build goes into the store once per version; a remote with no
# active version gets this one. Versions in the store are immutable: to ship a change,
# raise the version (pnpm --filter <remote> publish-remote -- --version x.y.z).
for remote in $(node tooling/workspace.mjs remote); do
  node portal-server/bin/portal-ops.mjs publish "$remote/dist" --if-missing --activate-if-none --portal "$PORTAL_URL"
done

elapsed=$(( $(date +%s) - started ))
cat <<INFO

  英語学習ポータル is running at  $PORTAL_URL/
  operations page:               $PORTAL_URL/ops   (ops01 / pass1234)
  ready in ${elapsed} s; logs in $DATA_DIR/*.log; Ctrl-C stops the servers.

  demo logins (password pass1234 for every account):
    business students  biz01 biz02 biz03 biz04 biz05
    college students   col01 col02 col03
    inactive card      inactive01        expired card  expired01
    teacher            teacher01         operations    ops01
INFO

wait "$portal_pid"
