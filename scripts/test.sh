#!/usr/bin/env bash
# `npm test`: the whole suite, in this order: set-up, lint (typescript-eslint with the
# dependency-direction rules), typecheck of every package, unit tests (vitest), the
# portal-server tests again on PostgreSQL, the production build, and the real-browser e2e
# tests (Playwright with Debian's Chromium, which also check the size budget).
# Every step runs even when an earlier one failed; the exit code says whether all passed.
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

step lint pnpm exec eslint .
step typecheck pnpm -r --workspace-concurrency=2 run typecheck
step unit pnpm exec vitest run
# --- PostgreSQL run of the portal-server tests (portal-server core engineer) ---------------
if [ -f scripts/with-postgres.sh ]; then
  step unit-postgres bash scripts/with-postgres.sh pnpm exec vitest run --project portal-server
fi
# -------------------------------------------------------------------------------------------
step build bash scripts/build-all.sh
step e2e pnpm --filter e2e exec playwright test

echo
if ((failed)); then echo "test: failed steps: ${failures[*]}"; fi
echo "test: $passed passed, $failed failed"
((failed == 0))
