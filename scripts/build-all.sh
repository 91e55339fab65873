#!/usr/bin/env bash
# Builds every front-end package (host-shell and the six remotes) for production into its
# dist/ folder, each on its own with rspack, and prints how long the whole build took.
set -euo pipefail
cd "$(dirname "$0")/.."

# The host and every remote, from each package's "portal" descriptor (tooling/workspace.mjs).
mapfile -t FRONTENDS < <(node tooling/workspace.mjs front-end)
started=$(date +%s%N)
filters=()
for pkg in "${FRONTENDS[@]}"; do filters+=(--filter "$pkg"); done
# Two at a time: rspack is multi-threaded already, and the machine has two cores.
NODE_ENV=production pnpm --workspace-concurrency=2 "${filters[@]}" run build
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "build-all: ${#FRONTENDS[@]} front-end packages built in $((elapsed_ms / 1000)).$(printf '%03d' $((elapsed_ms % 1000))) s"
