import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../../tests/fixtures/test-s3.ts';
import { parseEnv } from '../../env.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './types.ts';

const BUCKET = 'inkdesk-test';

/** Each backend: how to start it, and how to stop it. S3 is s3rver, a real S3 protocol server, on 127.0.0.1. */
const backends: Record<string, () => Promise<{ storage: ObjectStorage; stop(): Promise<void> }>> = {
  disk: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-disk-'));
    return {
      storage: createDiskStorage(dataDir),
      stop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3 = await startTestS3(BUCKET);
    return { storage: s3.storageFor(), stop: s3.stop };
  },
};

describe.each(Object.keys(backends))('object storage contract [%s]', (name) => {
  let storage: ObjectStorage;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, stop } = await backends[name]!());
  });
  afterAll(() => stop());

  it('says which kind it is', () => {
    expect(storage.kind).toBe(name);
  });

  it('stores bytes and gives them back with their size and content type', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    await storage.put('portfolio/abc123-0f0f0f0f.webp', bytes, 'image/webp');
    const object = await storage.get('portfolio/abc123-0f0f0f0f.webp');
    expect(object).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
    expect(await buffer(object!.body)).toEqual(bytes);
    expect(await storage.has('portfolio/abc123-0f0f0f0f.webp')).toBe(true);
  });

  it('overwrites a key, and keeps nested keys apart', async () => {
    await storage.put('chat/session-1/a.png', Buffer.from('first'), 'image/png');
    await storage.put('chat/session-1/a.png', Buffer.from('second'), 'image/png');
    await storage.put('chat/session-2/a.png', Buffer.from('other'), 'image/png');
    expect((await buffer((await storage.get('chat/session-1/a.png'))!.body)).toString()).toBe('second');
    expect((await buffer((await storage.get('chat/session-2/a.png'))!.body)).toString()).toBe('other');
  });

  it('answers undefined and false for a missing key, and deletes idempotently', async () => {
    expect(await storage.get('portfolio/missing.webp')).toBeUndefined();
    expect(await storage.has('portfolio/missing.webp')).toBe(false);
    await storage.put('portfolio/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('portfolio/gone.webp');
    await storage.delete('portfolio/gone.webp');
    expect(await storage.has('portfolio/gone.webp')).toBe(false);
    expect(await storage.get('portfolio/gone.webp')).toBeUndefined();
  });

  it('refuses keys the server would never make', async () => {
    for (const key of [
      '../etc/passwd',
      'portfolio/../../x.webp',
      '/abs.webp',
      'portfolio/a b.webp',
      'no-extension',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /unsafe storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('createStorage', () => {
  it('keeps files on disk unless S3_BUCKET is set', async () => {
    expect((await createStorage(parseEnv({ DATA_DIR: tmpdir() }))).kind).toBe('disk');
    const env = parseEnv({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect((await createStorage(env)).kind).toBe('s3');
  });

  it('refuses half an S3 key pair at boot, naming the missing one', () => {
    expect(() => parseEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
