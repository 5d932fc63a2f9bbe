#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), the fleet check, the consultation eval, then the browser end-to-end tests in Debian's Chromium.
# Stages that keep one core busy run beside each other (lint beside the typecheck, the eval beside the build
# and the browser journeys), so a two-core machine is never half idle. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stage-times.sh

stage_beside "Lint (Biome)" npx biome check .
stage "Typecheck (tsc)" npx tsc --noEmit -p tsconfig.json
await_stages_beside
stage "Unit and integration tests (Vitest)" npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  stage "Fleet check: two instances on PostgreSQL, Redis and S3 behind a proxy" npx tsx scripts/fleet-check.ts
fi
stage_beside "Consultation evaluation set (tests/conversations)" npm run eval --silent
stage "Chromium" bash scripts/ensure-chromium.sh
stage "Build" npm run build --silent
stage "Browser end-to-end tests (Playwright + Chromium)" npx playwright test
await_stages_beside
print_stage_times "npm test on Node $(node --version)"
