#!/usr/bin/env bash
# `npm test`: the whole suite, in this order: set-up, lint (typescript-eslint with the
# dependency-direction rules), the dependency audit (scripts/audit.mjs), typecheck of every package, unit tests (vitest), the
# portal-server tests again on PostgreSQL, the production build, and the real-browser e2e
# tests (Playwright with Debian's Chromium, which also check the size budget).
# Every step runs even when an earlier one failed; the exit code says whether all passed.
# The servers' unit tests run in the background, at low priority, beside all the other steps.
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

# The servers' tests (PGlite, then PostgreSQL, and speech-server's real engine) run in the
# background at the lowest CPU priority from the start: lint, typecheck and the front-end unit
# tests get the CPU whenever they need it, and the e2e tests spend most of their time waiting on
# real-time audio. Started here, they end before the e2e step does (started after the unit
# step, they ran about ten minutes past it). The bad-input property test runs on PostgreSQL only:
# its column types are the stricter (a float4 refuses 6e-323 where PGlite took it), and once is
# about five minutes. Their output is printed when they end.
server_log=$(mktemp)
server_status=$(mktemp)
(
  run_servers() {
    echo "=== test: unit-servers (PGlite)"
    nice -n 19 pnpm exec vitest run --project=portal-server --project=speech-server --exclude test/bad-input.property.test.ts && echo unit-servers:ok >>"$server_status"
    echo "=== test: unit-postgres"
    nice -n 19 bash scripts/with-postgres.sh pnpm exec vitest run --project=portal-server && echo unit-postgres:ok >>"$server_status"
  }
  run_servers >"$server_log" 2>&1
) &
servers_pid=$!

step lint pnpm exec eslint . --max-warnings=0
# No known high or critical vulnerability in production dependencies, or a written exception
# (scripts/audit-exceptions.json); says NOT CHECKED when the registry's advisory service cannot be asked.
step audit node scripts/audit.mjs
step typecheck pnpm -r --workspace-concurrency=2 run typecheck
# The front-end, shared and contract packages' unit tests (short timeouts) run in the foreground;
# the list comes from each package's "portal" descriptor (tooling/workspace.mjs).
mapfile -t FRONT_END_PROJECTS < <(node tooling/workspace.mjs browser,contract)
FRONT_END_PROJECTS+=(tooling)
step unit "pnpm" exec vitest run "${FRONT_END_PROJECTS[@]/#/--project=}"

step build bash scripts/build-all.sh
step e2e pnpm --filter e2e exec playwright test

echo
echo "=== test: waiting for the server tests (started before lint)"
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
