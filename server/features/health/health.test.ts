import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { openTestDatabase } from '../../../tests/fixtures/test-database.ts';
import { MAX_PENDING_QUERIES } from '../../lib/load-shedding.ts';
import { createS3Storage } from '../../providers/storage/s3-storage.ts';

const BUCKET = 'inkdesk-health';

/** s3rver, a real S3 protocol server on 127.0.0.1, that the test can stop as an outage would. */
async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), 'inkdesk-s3-health-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const storageFor = (bucket: string) =>
    createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  let isRunning = true;
  return {
    storageFor,
    async stop() {
      if (isRunning) await server.close();
      isRunning = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('health and readiness with S3 (issue #13 items 4 and 5)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3();
    app = await startTestApp('pglite', {}, { storage: s3.storageFor(BUCKET) });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it('checks the bucket, naming a missing one', async () => {
    await expect(s3.storageFor(BUCKET).check()).resolves.toBeUndefined();
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
