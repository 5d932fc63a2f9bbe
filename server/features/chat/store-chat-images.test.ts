import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHAT_IMAGE_MAX_SIDE,
  MAX_CHAT_MESSAGE_IMAGE_BYTES,
  MAX_CHAT_SESSION_IMAGE_BYTES,
  MAX_CHAT_SESSION_IMAGES,
} from '#common/constants/limits.ts';
import { makeJpegWithGps, makeTestImage } from '../../../tests/fixtures/test-images.ts';
import { createDiskStorage } from '../../providers/storage/disk-storage.ts';
import { storeChatImages } from './store-chat-images.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-chat-images-'));
const storage = createDiskStorage(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SESSION_ID = 'chatImagesSession0001';
const NO_USAGE = { count: 0, bytes: 0 };
/** The address's hourly budget, which chat-image-limits.test.ts tests over HTTP: never short here. */
const takeAddressBytes = async () => true;
const attach = (bytes: Buffer) => ({ data: bytes.toString('base64'), mimeType: 'image/jpeg' });

async function storedBytes(key: string) {
  const object = await storage.get(key);
  return buffer(object!.body);
}

describe('storeChatImages (issue #12 item 11)', () => {
  it('re-encodes an attachment: no EXIF or GPS kept, upright, at most CHAT_IMAGE_MAX_SIDE px', async () => {
    const { stored } = await storeChatImages({
      storage,
      sessionId: SESSION_ID,
      takeAddressBytes,
      images: [attach(await makeJpegWithGps()), attach(await makeTestImage({ width: 4000, height: 1000 }))],
      messageIndex: 0,
      usage: NO_USAGE,
    });
    expect(stored.map((image) => image.mimeType)).toEqual(['image/webp', 'image/webp']);
    const gps = await sharp(await storedBytes(stored[0]!.key)).metadata();
    expect(gps.exif).toBeUndefined();
    expect(gps.orientation).toBeUndefined();
    // The 300×200 photo is tagged "rotate 90°": stored upright, it stands 200 wide and 300 tall.
    expect([gps.width, gps.height]).toEqual([200, 300]);
    const wide = await sharp(await storedBytes(stored[1]!.key)).metadata();
    expect([wide.width, wide.height]).toEqual([CHAT_IMAGE_MAX_SIDE, CHAT_IMAGE_MAX_SIDE / 4]);
    expect(stored[0]!.bytes).toBe((await storedBytes(stored[0]!.key)).length);
  });

  it('stores a reference downscaled to 1024 px on its long side (issue #24 item 6)', async () => {
    const { stored } = await storeChatImages({
      storage,
      sessionId: SESSION_ID,
      takeAddressBytes,
      images: [attach(await makeTestImage({ width: 4000, height: 3000 }))],
      messageIndex: 0,
      usage: NO_USAGE,
    });
    const { width, height } = await sharp(await storedBytes(stored[0]!.key)).metadata();
    expect([width, height]).toEqual([1024, 768]);
  });

  it(`refuses an image past the session's ${MAX_CHAT_SESSION_IMAGES} images, naming the message`, async () => {
    await expect(
      storeChatImages({
        storage,
        sessionId: SESSION_ID,
        takeAddressBytes,
        images: [attach(await makeTestImage())],
        messageIndex: 4,
        usage: { count: MAX_CHAT_SESSION_IMAGES, bytes: 0 },
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'messages.4.images': expect.any(String) },
    });
  });

  it('refuses images over the session’s stored bytes', async () => {
    await expect(
      storeChatImages({
        storage,
        sessionId: SESSION_ID,
        takeAddressBytes,
        images: [attach(await makeTestImage())],
        messageIndex: 2,
        usage: { count: 1, bytes: MAX_CHAT_SESSION_IMAGE_BYTES },
      }),
    ).rejects.toMatchObject({ fields: { 'messages.2.images': expect.stringMatching(/MB of images/) } });
  });

  it('refuses a message whose images together pass the per-message bytes', async () => {
    // A JPEG padded past a quarter of the limit: the total is checked before anything is decoded.
    const padded = Buffer.concat([await makeTestImage(), Buffer.alloc(MAX_CHAT_MESSAGE_IMAGE_BYTES / 4 + 1)]);
    await expect(
      storeChatImages({
        storage,
        sessionId: SESSION_ID,
        takeAddressBytes,
        images: Array.from({ length: 4 }, () => attach(padded)),
        messageIndex: 0,
        usage: NO_USAGE,
      }),
    ).rejects.toMatchObject({ fields: { 'messages.0.images': expect.stringMatching(/together/) } });
  });

  it('refuses a truncated image as unreadable, naming it', async () => {
    const jpeg = await makeTestImage();
    await expect(
      storeChatImages({
        storage,
        sessionId: SESSION_ID,
        takeAddressBytes,
        images: [attach(jpeg.subarray(0, jpeg.length / 2))],
        messageIndex: 1,
        usage: NO_USAGE,
      }),
    ).rejects.toMatchObject({ fields: { 'messages.1.images.0': expect.stringMatching(/damaged/) } });
  });
});
