import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { openTestDatabase } from '../../../tests/fixtures/test-database.ts';
import { startTestS3 } from '../../../tests/fixtures/test-s3.ts';
import { MAX_PENDING_QUERIES } from '../../lib/load-shedding.ts';

const BUCKET = 'inkdesk-health';

describe('health and readiness with S3 (issue #13 items 4 and 5)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3(BUCKET);
    app = await startTestApp('pglite', {}, { storage: s3.storageFor() });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it('checks the bucket, naming a missing one', async () => {
    await expect(s3.storageFor().check()).resolves.toBeUndefined();
    await expect(s3.storageFor('no-such-bucket').check()).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/,
    );
  });

  it('is ready while the database and the bucket answer', async () => {
    const response = await fetch(`${app.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 with a clear message during an S3 outage, and readiness names the storage', async () => {
    await s3.stop();
    const image = await fetch(`${app.url}/api/images/portfolio/abc123.webp`);
    expect(image.status).toBe(503);
    expect(await image.json()).toEqual({
      message: 'Image storage is unavailable right now. Please try again in a minute.',
    });
    const ready = await fetch(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body.status).toBe('unavailable');
    expect(body.checks.database).toBe('ok');
    expect(body.checks.storage).toMatch(/^storage: S3 bucket "inkdesk-health" at .* is unreachable/);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});

describe('load shedding (issue #13 item 4)', () => {
  let app: TestApp;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    closeDatabase = database.close;
    // The database's queue reported as saturated: every request but the probes is shed.
    app = await startTestApp(
      'pglite',
      {},
      {
        database: { ...database, pendingQueries: () => MAX_PENDING_QUERIES + 1 },
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
  });

  it('answers 503 with Retry-After at once while the database queue is saturated', async () => {
    const response = await fetch(`${app.url}/api/demo/items`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({
      message: 'The server is busy. Please try again in a few seconds.',
    });
  });

  it('keeps answering liveness and readiness probes', async () => {
    expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${app.url}/api/health/ready`)).status).toBe(200);
  });
});
