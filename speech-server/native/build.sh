#!/usr/bin/env bash
# Builds the speech engine's native half against Debian's PocketSphinx 0.8+5prealpha:
#   build/ps-helper        the decoder process speech-server runs one of per core
#   build/make-model       derives the two model artefacts below
#   build/model-ci/        context-independent copy of the en-us acoustic model (aligner, phone loop)
#   build/recognizer.dict  the recogniser's dictionary: the LM's most probable words
# Idempotent: each step runs only when its inputs are newer than its output.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
model="${POCKETSPHINX_MODEL:-/usr/share/pocketsphinx/model/en-us}"
build="$here/build"
mkdir -p "$build"
flags=(-O2 -Wall -Wextra -Wno-unused-parameter -std=c11 -D_POSIX_C_SOURCE=200809L)
# shellcheck disable=SC2207
libs=($(pkg-config --cflags --libs pocketsphinx sphinxbase))

newer() { # newer OUT IN...: true when OUT is missing or older than any IN
  local out="$1"; shift
  [ -e "$out" ] || return 0
  for f in "$@"; do [ "$f" -nt "$out" ] && return 0; done
  return 1
}

for tool in ps-helper make-model; do
  if newer "$build/$tool" "$here/$tool.c" "$0"; then
    echo "speech-server: compiling native/build/$tool"
    cc "${flags[@]}" -o "$build/$tool.tmp" "$here/$tool.c" "${libs[@]}"
    mv "$build/$tool.tmp" "$build/$tool"
  fi
done

ci="$build/model-ci"
if newer "$ci/sendump" "$model/en-us/mdef" "$model/en-us/sendump" "$build/make-model"; then
  echo "speech-server: deriving the context-independent acoustic model"
  rm -rf "$ci.tmp" && mkdir -p "$ci.tmp"
  pocketsphinx_mdef_convert -text "$model/en-us/mdef" "$ci.tmp/mdef.full" >/dev/null 2>&1
  # Keep the header (with no triphones) and the base-phone lines only.
  awk '
    /^#/ { if (!started) print; next }
    $2 == "n_base" { nbase = $1; print; next }
    $2 == "n_tri" { print "0 n_tri"; next }
    $2 == "n_state_map" { print nbase * 4 " n_state_map"; next }
    $2 == "n_tied_state" { next }
    $2 == "n_tied_ci_state" { nci = $1; print nci " n_tied_state"; print nci " n_tied_ci_state"; next }
    $2 == "n_tied_tmat" { print; next }
    NF == 1 { print; next }
    { started = 1; if (kept < nbase) { print; kept++ } }
  ' "$ci.tmp/mdef.full" > "$ci.tmp/mdef"
  nci=$(awk '$2 == "n_tied_ci_state" { print $1 }' "$ci.tmp/mdef")
  rm "$ci.tmp/mdef.full"
  "$build/make-model" ci-sendump "$model/en-us/sendump" "$ci.tmp/sendump" "$nci"
  for f in means variances transition_matrices feat.params noisedict; do
    ln -s "$model/en-us/$f" "$ci.tmp/$f"
  done
  rm -rf "$ci" && mv "$ci.tmp" "$ci"
fi

dict="$build/recognizer.dict"
if newer "$dict" "$model/en-us.lm.bin" "$model/cmudict-en-us.dict" "$build/make-model"; then
  echo "speech-server: writing the recogniser dictionary"
  "$build/make-model" lm-dict "$model/en-us.lm.bin" "$model/cmudict-en-us.dict" "${RECOGNIZER_WORDS:-20000}" "$dict.tmp"
  mv "$dict.tmp" "$dict"
fi
