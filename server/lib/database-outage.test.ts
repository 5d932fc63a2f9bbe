import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/fixtures/test-app.ts';
import { openTestDatabase } from '../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../tests/fixtures/test-job-queue.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import type { JobQueue } from '../jobs/types.ts';
import { handleError } from './error-handler.ts';
import { logOptions } from './log-options.ts';

const UNAVAILABLE = { message: 'The database is unavailable right now. Please try again in a moment.' };

/** A PostgreSQL URL on a port nothing listens on: every connection is refused. */
async function unreachablePostgres(): Promise<Database> {
  return openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/inkdesk` });
}

describe('the database down: API routes answer 503 with Retry-After (issue #24 item 17)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let appDatabase: Database;
  let queueDatabase: Database;
  let jobs: JobQueue;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-outage-'));

  beforeAll(async () => {
    // Built while its database answers (local sign-in reads it at build, as a booted server would have), then
    // the database goes away. The job queue keeps one of its own, so only the app's queries meet the outage.
    appDatabase = await openTestDatabase('pglite');
    queueDatabase = await openTestDatabase('pglite');
    jobs = await openTestJobQueue(queueDatabase);
    app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }),
      db: appDatabase.db,
      jobs,
    });
    await app.ready();
    await appDatabase.close();
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await queueDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a public read with 503, Retry-After and a message, not 500 "Failed query"', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/demo/items' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(UNAVAILABLE);
  });
});

describe('the error handler names the real cause of a database outage in the log (issue #24 item 17)', () => {
  function appOn(database: Database) {
    const lines: Array<{ level: number; msg: string; err?: { cause?: { message: string; code?: string } } }> =
      [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ logger: { ...logOptions('info'), stream } });
    app.setErrorHandler(handleError);
    app.get('/probe', async () => database.db.execute(sql`select 1`));
    return { app, lines };
  }

  it('logs ECONNREFUSED from PostgreSQL', async () => {
    const database = await unreachablePostgres();
    const { app, lines } = appOn(database);
    const response = await app.inject({ method: 'GET', url: '/probe' });
    expect(response.statusCode).toBe(503);
    const [logged] = lines.filter((line) => line.level === 50);
    expect(logged!.msg).toMatch(/^The database is unavailable: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(logged!.err!.cause!.code).toBe('ECONNREFUSED');
    await app.close();
    await database.close();
  });

  it('treats a closed PGlite the same way', async () => {
    const database = await openTestDatabase('pglite');
    await database.close();
    const { app, lines } = appOn(database);
    const response = await app.inject({ method: 'GET', url: '/probe' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(lines.find((line) => line.level === 50)!.msg).toBe(
      'The database is unavailable: PGlite is closed',
    );
    await app.close();
  });
});
