#!/usr/bin/env bash
# The journeys' browser: Debian's Chromium (or CHROMIUM_PATH), started with every --disable-features list it is
# given merged into one. Chromium reads only the last such switch, and Playwright passes a list of its own before
# the config's: without the merge, adding one feature would silently turn Playwright's back on.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
merged=$(IFS=,; echo "${features[*]:-}")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" ${merged:+"--disable-features=$merged"} "${args[@]}"
