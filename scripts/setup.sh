#!/usr/bin/env bash
# Installs everything the portal needs on a fresh Debian 12 machine with Node 20:
# Debian packages (speech engine, TTS, mp3 encoder, ffmpeg and rsvg-convert for the AI course
# lesson videos, Chromium, Japanese fonts, PostgreSQL,
# nginx for portal-server/deploy/nginx-portal.conf and its test, wrk for portal-server's bench,
# the dictionaries the portal's
# English-Japanese dictionary is built from),
# pnpm (pinned by package.json's packageManager) and the workspace's dependencies.
# Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES=(
  pocketsphinx pocketsphinx-en-us libpocketsphinx-dev libsphinxbase-dev
  espeak-ng lame sox
  ffmpeg librsvg2-bin
  chromium fonts-noto-cjk fonts-noto-color-emoji
  postgresql
  nginx
  wrk
  g++ make pkg-config
  dict-freedict-eng-jpn edict wordnet-base
)

missing=()
for pkg in "${DEBIAN_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# pnpm through corepack, at the version package.json pins.
export COREPACK_INTEGRITY_KEYS=0
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: activating pnpm $PNPM_VERSION"
  corepack enable >/dev/null 2>&1 || npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  corepack prepare "pnpm@$PNPM_VERSION" --activate >/dev/null 2>&1 || npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ -n "${CI:-}" ] || [ ! -d node_modules ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "setup: installing workspace dependencies"
  pnpm install --frozen-lockfile --reporter=silent
fi

# The speech engine's native helper (C, linked against libpocketsphinx).
if [ -f speech-server/native/build.sh ]; then
  bash speech-server/native/build.sh
fi

# The dictionary's data, built from the Debian dictionaries above into portal-server/.cache/
# (about a minute; skipped in a second when the sources have not changed). The seed loads it.
pnpm --filter portal-server run --silent dictionary:build
