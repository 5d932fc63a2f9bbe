#!/usr/bin/env bash
# Browser tests use Debian's Chromium (npm cannot download browsers here). Installs it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium with apt-get…"
  (apt-get install -y -qq chromium >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; })
  exit 0
fi
echo "Chromium is missing at $CHROMIUM: install it with 'sudo apt-get install -y chromium' and run the tests again." >&2
exit 1
