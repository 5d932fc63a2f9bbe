import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { withDatabase } from '../setup/global-database.ts';

/**
 * The built server on a PostgreSQL database of its own, for journeys that move time where the e2e server's
 * clock cannot be moved: a test brings queued jobs forward, or puts an appointment in the past, through
 * `database`. Needs TEST_DATABASE_URL (CI sets it).
 */
export interface OwnServer {
  appUrl: string;
  database: pg.Client;
  stop: () => Promise<void>;
}

export async function startOwnServer({
  name,
  port,
  env = {},
}: {
  name: string;
  port: number;
  /** More of the server's variables (Stripe's, say) over the embedded defaults. */
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const databaseServer = process.env.TEST_DATABASE_URL!;
  const appUrl = `http://127.0.0.1:${port}`;
  const databaseName = `inkdesk_e2e_${name}_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `inkdesk-e2e-${name}-`));
  const admin = new pg.Client({ connectionString: databaseServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(databaseServer, databaseName),
      ADMIN_EMAILS: 'admin@example.com',
      LOG_LEVEL: 'warn',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (/Inkdesk is running at/.test(line)) resolve();
    });
  });
  server.removeAllListeners('exit');
  const database = new pg.Client({ connectionString: withDatabase(databaseServer, databaseName) });
  await database.connect();
  return {
    appUrl,
    database,
    stop: async () => {
      await database.end();
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
