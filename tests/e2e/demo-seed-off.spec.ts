import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { withDatabase } from '../setup/global-database.ts';
import { expect, test } from './fixtures.ts';

/**
 * Decision 056: a deployment (production on PostgreSQL) seeds no demo artist unless DEMO_SEED=true, and the
 * landing page then offers the trial where its demo chat was. The app Playwright starts runs on the embedded
 * defaults, which keep the demo, so this journey starts the built server (`node dist/server/index.js`, as the
 * image runs it) on a fresh PostgreSQL database of its own. It needs TEST_DATABASE_URL, which CI sets.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'a deployment runs on PostgreSQL: set TEST_DATABASE_URL');

let appUrl: string;
let server: ChildProcess;
let admin: pg.Client;
const databaseName = `inkdesk_e2e_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-e2e-demo-off-'));

test.beforeAll(async () => {
  admin = new pg.Client({ connectionString: databaseServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(databaseServer!, databaseName),
      LOG_LEVEL: 'warn',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  appUrl = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const running = /Inkdesk is running at (http:\/\/\S+)/.exec(line);
      if (running) resolve(running[1]!);
    });
  });
  server.removeAllListeners('exit');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

test('without the demo seed, the landing page offers the trial in place of its demo chat, and Watch Demo too', async ({
  page,
}) => {
  await page.goto(`${appUrl}/`);
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('heading', { name: 'The live demo is off on this site' })).toBeVisible();
  await expect(demo.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try the Inkdesk assistant' });
  await expect(dialog.getByRole('heading', { name: 'The live demo is off on this site' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Start Free Trial' }).click();
  // The built-in issuer's sign-in page: the trial starts with signing in (spec §2 Start Free Trial).
  await expect(page).toHaveURL(/\/oidc\//);
});
