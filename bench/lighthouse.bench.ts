import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import playwrightConfig from '../playwright.config.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { parseEnv } from '../server/env.ts';
import { createJobQueue } from '../server/jobs/create-job-queue.ts';
import { staticClient } from '../server/lib/client-hosting.ts';
import { freePort } from '../tests/fixtures/test-app.ts';
import { scriptsKbGzip } from './initial-js.ts';

const RUNS = 3;
const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
/** Issue #3 targets for the landing page. */
const TARGETS = { performance: 98, lcpMs: 1500, initialJsKb: 90 };

/** The fields of Lighthouse's network-requests audit this bench reads. */
interface NetworkRequest {
  url: string;
  resourceType?: string;
}

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** What the page loaded before it was interactive: the landing route's initial JS. */
  initialJsKb: number;
}

/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the landing page of a fresh
 * production build, served by the real server from this machine: no network beyond loopback. Runs
 * RUNS times in Debian's Chromium, with the e2e tests' flags, and prints the median of each figure.
 */
export async function benchLighthouse() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-lighthouse-'));
  const database = openDatabase({ dataDir });
  await database.migrate();
  const jobs = await createJobQueue({ connection: database.connection });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'production', PORT: String(port), APP_URL: url, LOG_LEVEL: 'silent' }),
    db: database.db,
    jobs,
    client: staticClient(CLIENT_DIR),
  });
  await app.listen({ port, host: '127.0.0.1' });

  const { executablePath, args = [] } = playwrightConfig.use?.launchOptions ?? {};
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...args],
  });
  const runs: Figures[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${url}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items;
      const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        initialJsKb: scriptsKbGzip(
          CLIENT_DIR,
          scripts.map((request) => new URL(request.url).pathname),
        ),
      });
    }
  } finally {
    chrome.kill();
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const median = (pick: (figures: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const line = (label: string, value: string, target = '') =>
    console.log(`  ${label.padEnd(18)} ${value.padStart(8)}   ${target}`);
  console.log(`\nLighthouse, mobile preset, landing page /, median of ${RUNS} runs`);
  line('performance score', String(median((f) => f.performance)), `target ≥ ${TARGETS.performance}`);
  line('LCP', `${median((f) => f.lcpMs).toFixed(0)} ms`, `target ≤ ${TARGETS.lcpMs} ms`);
  line('TBT', `${median((f) => f.tbtMs).toFixed(0)} ms`);
  line('FCP', `${median((f) => f.fcpMs).toFixed(0)} ms`);
  line('CLS', median((f) => f.cls).toFixed(3));
  line(
    'initial JS',
    `${median((f) => f.initialJsKb).toFixed(1)} KB`,
    `gzip, target ≤ ${TARGETS.initialJsKb} KB`,
  );
}
