import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApiKey, giveApiAccess } from '../../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../../tests/fixtures/test-images.ts';
import { idempotencyKeys, portfolioPieces } from '../../../db/schema/index.ts';
import { createDiskStorage } from '../../../providers/storage/disk-storage.ts';
import type { ObjectStorage } from '../../../providers/storage/types.ts';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_TTL_MS } from './idempotency-store.ts';

/** One image upload, the public API's POST, as a form with a fresh body each time it is built. */
function upload(bytes: Buffer, name = 'koi.png') {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return form;
}

/**
 * Idempotency-Key on the POSTs of /api/v1 (issue #29 item 5, decision 080), over real HTTP and a real database:
 * PostgreSQL too, since two requests with one key race for one row over a pool of connections.
 */
describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'Idempotency-Key on POST /api/v1 [%s]',
  (kind) => {
    let testApp: TestApp;
    let ana: TestArtist;
    let key: string;
    let keyId: string;
    let now = Date.now();
    let isStorageDown = false;
    let storageDir: string;
    // The portfolio refuses a file it already holds: each new piece is an image of its own width.
    let width = 20;
    const freshImage = () => makeTestImage({ format: 'png', width: width++, height: 20 });

    const post = (body: FormData, idempotencyKey?: string, apiKey = key) =>
      callApi(
        testApp.url,
        apiKey,
        'POST',
        '/api/v1/portfolio',
        body,
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      );
    const piecesOfAna = async () =>
      (await testApp.database.db.select().from(portfolioPieces).where(eq(portfolioPieces.artistId, ana.id)))
        .length;

    beforeAll(async () => {
      storageDir = mkdtempSync(join(tmpdir(), 'inkdesk-idempotency-'));
      const disk = createDiskStorage(storageDir);
      // A store that can be made to fail, as a bucket does when it is down.
      const storage: ObjectStorage = {
        kind: disk.kind,
        put: (...args) =>
          isStorageDown ? Promise.reject(new Error('the bucket is down')) : disk.put(...args),
        get: (key) => disk.get(key),
        has: (key) => disk.has(key),
        delete: (key) => disk.delete(key),
        check: () => disk.check(),
      };
      testApp = await startTestApp(kind, {}, { clock: () => new Date(now), storage });
      ana = await createArtist(testApp.url, {
        email: 'ana@example.com',
        artistName: 'Ana',
        styles: ['Japanese'],
      });
      await giveApiAccess(testApp.database.db, ana.id);
      ({ key, id: keyId } = await createTestApiKey(testApp.url, ana, ['portfolio:write']));
    });
    afterAll(async () => {
      await testApp.close();
      rmSync(storageDir, { recursive: true, force: true });
    });

    it('answers a retry with the first answer, marked Idempotent-Replayed, and does it once', async () => {
      const before = await piecesOfAna();
      const koi = await freshImage();
      const first = await post(upload(koi), 'upload-koi-1');
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const retry = await post(upload(koi), 'upload-koi-1');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(retry.body).toEqual(first.body);
      expect(await piecesOfAna()).toBe(before + 1);
      // Without the header a POST is a new request each time, as before.
      expect((await post(upload(await freshImage()))).status).toBe(201);
      expect((await post(upload(await freshImage()))).status).toBe(201);
      expect(await piecesOfAna()).toBe(before + 3);
    });

    it('answers 422 naming the header when the same key comes with another body', async () => {
      const koi = await freshImage();
      expect((await post(upload(koi), 'upload-2')).status).toBe(201);
      const other = await post(upload(await freshImage()), 'upload-2');
      expect(other.status).toBe(422);
      expect(other.body.message).toMatch(/Idempotency-Key was used for a different request/);
      // Another file name is another body too: the upload names the piece after it.
      expect((await post(upload(koi, 'koi-2.png'), 'upload-2')).status).toBe(422);
    });

    it('answers 409 while the key’s first request still runs', async () => {
      const running = { apiKeyId: keyId, artistId: ana.id, key: 'still-running' };
      // The first request's claim, as its preHandler makes it, with no answer yet.
      await claimIdempotencyKey(
        { db: testApp.database.db, clock: () => new Date(now) },
        running,
        'the first request',
      );
      const before = await piecesOfAna();
      const second = await post(upload(await freshImage()), 'still-running');
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/Idempotency-Key is still being processed/);
      expect(await piecesOfAna()).toBe(before);
    });

    it('runs two concurrent requests with one key once: the other waits its turn (409) or gets the answer', async () => {
      const before = await piecesOfAna();
      const crane = await freshImage();
      const answers = await Promise.all([post(upload(crane), 'together'), post(upload(crane), 'together')]);
      expect(await piecesOfAna()).toBe(before + 1);
      // Exactly one ran: a 201 that is no replay.
      const ran = answers.filter(
        (answer) => answer.status === 201 && !answer.headers.has('idempotent-replayed'),
      );
      expect(ran).toHaveLength(1);
      const other = answers.find((answer) => answer !== ran[0]);
      if (other!.status === 409) expect(other!.body.message).toMatch(/still being processed/);
      else expect(other).toMatchObject({ status: 201, body: ran[0]!.body });
      // Once the first has answered, a retry gets its answer.
      const retry = await post(upload(crane), 'together');
      expect(retry).toMatchObject({ status: 201, body: ran[0]!.body });
    });

    it('lets the key go when the first request fails with a 5xx, so a retry runs', async () => {
      const koi = await freshImage();
      isStorageDown = true;
      const failed = await post(upload(koi), 'after-an-outage');
      isStorageDown = false;
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const retry = await post(upload(koi), 'after-an-outage');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
    });

    it('keeps one API key’s Idempotency-Keys apart from another’s', async () => {
      const otherKey = (await createTestApiKey(testApp.url, ana, ['portfolio:write'], 'Make')).key;
      const mine = await post(upload(await freshImage()), 'shared-name');
      const theirs = await post(upload(await freshImage()), 'shared-name', otherKey);
      expect(theirs.status).toBe(201);
      expect(theirs.headers.get('idempotent-replayed')).toBeNull();
      expect(theirs.body.id).not.toBe(mine.body.id);
    });

    it('answers 400 naming the header when it is no key', async () => {
      const answer = await post(upload(await freshImage()), 'x'.repeat(256));
      expect(answer.status).toBe(400);
      expect(answer.body.errors['idempotency-key']).toMatch(/1 to 255 visible ASCII characters/);
    });

    it('forgets a key after 24 hours on the app’s clock, and the hourly prune deletes it', async () => {
      const crane = await freshImage();
      expect((await post(upload(await freshImage()), 'a-day')).status).toBe(201);
      now += IDEMPOTENCY_KEY_TTL_MS - 1000;
      expect((await post(upload(crane), 'a-day')).status).toBe(422);
      now += 2000;
      // A day on, the key is free for a new request, whatever it was used for before.
      const again = await post(upload(crane), 'a-day');
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBeNull();

      now += IDEMPOTENCY_KEY_TTL_MS + 1000;
      await testApp.jobs.send('prune-expired-records', {});
      await testApp.jobs.whenIdle(['prune-expired-records']);
      expect(await testApp.database.db.select().from(idempotencyKeys)).toEqual([]);
    });
  },
);
