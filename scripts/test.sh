#!/usr/bin/env bash
# `npm test`: the whole suite, in this order: set-up, lint (typescript-eslint with the
# dependency-direction rules), the dependency audit (scripts/audit.mjs), typecheck of every package, unit tests (vitest), the
# portal-server tests again on PostgreSQL, the production build, and the real-browser e2e
# tests (Playwright with Debian's Chromium, which also check the size budget).
# Every step runs even when an earlier one failed; the exit code says whether all passed.
# The servers' unit tests run in the background, at low priority, during the build and e2e.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
step() {
  local name=$1
  shift
  echo
  echo "=== test: $name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== test: $name passed in $((SECONDS - started)) s"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== test: $name FAILED after $((SECONDS - started)) s"
  fi
}

bash scripts/setup.sh || exit 1
# Debian's Chromium drives the e2e tests (never a downloaded browser); setup.sh installs it,
# this only makes sure it is there before the long steps start.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "test: Chromium is missing; installing Debian's chromium package"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null || exit 1
fi

step lint pnpm exec eslint . --max-warnings=0
# No known high or critical vulnerability in production dependencies, or a written exception
# (scripts/audit-exceptions.json); says NOT CHECKED when the registry's advisory service cannot be asked.
step audit node scripts/audit.mjs
step typecheck pnpm -r --workspace-concurrency=2 run typecheck
# The front-end, shared and contract packages' unit tests (short timeouts) run in the foreground;
# the list comes from each package's "portal" descriptor (tooling/workspace.mjs).
mapfile -t FRONT_END_PROJECTS < <(node tooling/workspace.mjs browser,contract)
FRONT_END_PROJECTS+=(tooling)
# vitest run uses one worker fewer than the cores, which on the 2-core CI machine is one file at a
# time; every vitest run here takes all the cores (VITEST_WORKERS overrides, e.g. 1 to compare).
VITEST_WORKERS=${VITEST_WORKERS:-100%}
step unit "pnpm" exec vitest run --maxWorkers="$VITEST_WORKERS" "${FRONT_END_PROJECTS[@]/#/--project=}"

# The servers' tests run at the lowest CPU priority beside the build and e2e: those spend most
# of their time waiting on real-time audio. (Started before lint they were starved by lint,
# typecheck and the unit tests: a test portal's seed ran past its 5-minute hook timeout.)
# - PGlite: every portal-server and speech-server test but the bad-input property test (its shares,
#   test/bad-input-<n>.property.test.ts).
# - PostgreSQL: what can differ there. PGlite is PostgreSQL itself with one connection, so the
#   difference is in the pool's concurrency and the server's stricter column types (a float4
#   refuses 6e-323, which PGlite took): the whole-API tests in portal-server/test (route matrix,
#   bad-input property test, several processes, concurrent claims), src/db, and the feature tests
#   marked "@postgres" (those that race requests or transactions).
# Both runs take all the cores (VITEST_WORKERS): at nice 19 a second worker only uses what the e2e
# step leaves idle, and once the e2e step is done the runs that were the suite's last 7 minutes
# (the PostgreSQL run, 6 of its 9 minutes one file: the bad-input property test, now in shares)
# are no longer one file at a time.
# Their output is printed when they end.
mapfile -t POSTGRES_FEATURE_TESTS < <(grep -rl --include='*.test.ts' '@postgres' portal-server/src/features)
server_log=$(mktemp)
server_status=$(mktemp)
(
  run_servers() {
    echo "=== test: unit-servers (PGlite)"
    nice -n 19 pnpm exec vitest run --maxWorkers="$VITEST_WORKERS" --project=portal-server --project=speech-server --exclude 'test/bad-input-*.property.test.ts' && echo unit-servers:ok >>"$server_status"
    echo "=== test: unit-postgres"
    nice -n 19 bash scripts/with-postgres.sh pnpm exec vitest run --maxWorkers="$VITEST_WORKERS" --project=portal-server portal-server/test/ portal-server/src/db/ "${POSTGRES_FEATURE_TESTS[@]}" && echo unit-postgres:ok >>"$server_status"
  }
  run_servers >"$server_log" 2>&1
) &
servers_pid=$!

step build bash scripts/build-all.sh
step e2e pnpm --filter e2e exec playwright test

echo
echo "=== test: waiting for the server tests (started before the build)"
wait "$servers_pid"
cat "$server_log"
for name in unit-servers unit-postgres; do
  if grep -qx "$name:ok" "$server_status"; then
    passed=$((passed + 1))
    echo "=== test: $name passed"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== test: $name FAILED"
  fi
done
rm -f "$server_log" "$server_status"

echo
if ((failed)); then echo "test: failed steps: ${failures[*]}"; fi
echo "test: $passed passed, $failed failed"
((failed == 0))
