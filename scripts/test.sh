#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), the consultation eval's gating cases, the fleet check, then the browser end-to-end tests in Debian's
# Chromium. Stages that keep one core busy or mostly wait run beside others (lint beside the typecheck, the eval
# and the build beside Vitest, the fleet check beside the journeys), so a two-core machine is never half idle.
# Prints each stage's time at the end.
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
# Only the gating cases: the held-out sets are measurements (`npm run eval` prints them), and never fail a run.
stage_beside "Consultation evaluation set, gating cases (tests/conversations)" npm run eval --silent -- --gating
# The client's build only: a Vitest file builds the server itself (start-command.test.ts), into the same dist/.
stage_beside "Build the client" npx vite build --logLevel warn
# The e2e servers' first boots start from one migrated PGlite (decision 076) instead of each migrating its own.
export E2E_PGLITE_TEMPLATE=.tmp/e2e-pglite-template
stage_beside "Migrated PGlite for the e2e servers" npx tsx scripts/make-e2e-pglite-template.ts "$E2E_PGLITE_TEMPLATE"
stage "Unit and integration tests (Vitest)" npx vitest run
await_stages_beside
stage "Build the server" npm run build:server --silent
# The fleet check spends most of its time waiting out a killed job's attempt timeout, and runs its instances from
# the sources (tsx), not from dist/: beside the journeys it costs them a few seconds instead of its whole time.
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  stage_beside "Fleet check: two instances on PostgreSQL, Redis and S3 behind a proxy" npx tsx scripts/fleet-check.ts
fi
stage "Chromium" bash scripts/ensure-chromium.sh
stage "Browser end-to-end tests (Playwright + Chromium)" npx playwright test
await_stages_beside
print_stage_times "npm test on Node $(node --version)"
