#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), the fleet check, the consultation eval, then the browser end-to-end tests in Debian's Chromium.
# Stages that keep one core busy run beside each other (lint beside the typecheck, the eval and the build
# beside Vitest), so a two-core machine is never half idle. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stage-times.sh

stage_beside "Lint (Biome)" npx biome check .
# TypeScript 7 by its path: the generated-client test installs TypeScript 5 beside it (as `typescript-5`), and
# which of the two `node_modules/.bin/tsc` names depends on how npm installed them.
stage "Typecheck (tsc)" npm run typecheck --silent
await_stages_beside
# The eval and the build use the core Vitest leaves idle while its files wait on databases and job queues;
# beside the browser journeys, which keep both cores busy, they only slowed them.
stage_beside "Consultation evaluation set (tests/conversations)" npm run eval --silent
# The client's build only: a Vitest file builds the server itself (start-command.test.ts), into the same dist/.
stage_beside "Build the client" npx vite build --logLevel warn
# The e2e servers' first boots start from one migrated PGlite (decision 076) instead of each migrating its own.
export E2E_PGLITE_TEMPLATE=.tmp/e2e-pglite-template
stage_beside "Migrated PGlite for the e2e servers" npx tsx scripts/make-e2e-pglite-template.ts "$E2E_PGLITE_TEMPLATE"
stage "Unit and integration tests (Vitest)" npx vitest run
await_stages_beside
stage "Build the server" npm run build:server --silent
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  stage "Fleet check: two instances on PostgreSQL, Redis and S3 behind a proxy" npx tsx scripts/fleet-check.ts
fi
stage "Chromium" bash scripts/ensure-chromium.sh
stage "Browser end-to-end tests (Playwright + Chromium)" npx playwright test
print_stage_times "npm test on Node $(node --version)"
