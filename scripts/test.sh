#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), then the browser end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step "Lint (Biome)"
npx biome check .
step "Typecheck (tsc)"
npx tsc --noEmit -p tsconfig.json
step "Unit and integration tests (Vitest)"
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  step "Fleet check: two instances on PostgreSQL, Redis and S3 behind a proxy (issue #13)"
  npx tsx scripts/fleet-check.ts
fi
step "Consultation evaluation set (tests/conversations, issue #11 targets)"
npm run eval --silent
step "Browser end-to-end tests (Playwright + Chromium)"
bash scripts/ensure-chromium.sh
npm run build --silent
npx playwright test
