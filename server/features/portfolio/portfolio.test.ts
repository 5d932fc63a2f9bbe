import { readFileSync } from 'node:fs';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUploadResult, PortfolioPiece } from '#common/contracts/portfolio.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeJpegWithGps, makeTestImage } from '../../../tests/fixtures/test-images.ts';

interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the client claims; the server must not care. */
  type?: string;
}

async function upload(browser: TestBrowser, files: UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const response = await browser.request('/api/portfolio/bulk-upload', { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

async function listPieces(browser: TestBrowser): Promise<PortfolioPiece[]> {
  const response = await browser.request('/api/portfolio');
  expect(response.status).toBe(200);
  return (await response.json()) as PortfolioPiece[];
}

/** The metadata job runs after the response: poll the list as the dashboard does until none is pending. */
async function waitForMetadata(browser: TestBrowser): Promise<PortfolioPiece[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pieces = await listPieces(browser);
    if (pieces.every((piece) => piece.metadataStatus === 'ready')) return pieces;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Metadata never finished');
}

async function fetchImage(url: string, path: string) {
  const response = await fetch(new URL(path, url));
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(testDatabaseKinds())('portfolio pipeline [%s]', (kind) => {
  let testApp: TestApp;
  let ana: { browser: TestBrowser; id: string };
  let ben: { browser: TestBrowser; id: string };

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana Ink',
      styles: ['Dotwork'],
    });
    ben = await createArtist(testApp.url, {
      email: 'ben@example.com',
      artistName: 'Ben Lines',
      styles: ['Realism'],
    });
  });
  afterAll(() => testApp.close());

  it('saves the good files of a mixed upload and names each bad one with why', async () => {
    const jpeg = await makeTestImage({ format: 'jpeg' });
    const files: UploadFile[] = [
      { name: 'koi-sleeve.jpg', bytes: jpeg },
      { name: 'rose.png', bytes: await makeTestImage({ format: 'png', isColour: true }), type: 'image/png' },
      { name: 'IMG_2041.webp', bytes: await makeTestImage({ format: 'webp' }), type: 'image/webp' },
      { name: 'notes.jpg', bytes: Buffer.from('definitely not a picture, just some text\n'.repeat(20)) },
      // JPEG magic bytes, then 16 MB: over the 15 MB limit whatever it holds.
      { name: 'huge.jpg', bytes: Buffer.concat([jpeg.subarray(0, 16), Buffer.alloc(16 * 1024 * 1024, 7)]) },
      { name: 'cut-off.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    ];
    const { status, body } = await upload(ana.browser, files);
    expect(status).toBe(200);
    const result = body as BulkUploadResult;
    expect(result.pieces).toHaveLength(3);
    expect(result.pieces.every((piece) => piece.metadataStatus === 'pending')).toBe(true);
    expect(result.rejected).toEqual([
      { index: 3, fileName: 'notes.jpg', reason: 'is not a JPEG, PNG, WebP, HEIC, AVIF or GIF image' },
      { index: 4, fileName: 'huge.jpg', reason: 'is larger than 15 MB' },
      {
        index: 5,
        fileName: 'cut-off.jpg',
        reason: 'is damaged or incomplete and could not be read as an image',
      },
    ]);

    const pieces = await waitForMetadata(ana.browser);
    expect(pieces.map((piece) => piece.id)).toEqual(result.pieces.map((piece) => piece.id));
    const [koi, rose, untitled] = pieces;
    // Without a vision model the file name gives the title and tags, Ana's only style the style; nothing
    // is guessed from colour (decision 057), and each piece waits in review, unpublished.
    expect(koi).toMatchObject({
      title: 'Koi sleeve',
      style: 'Dotwork',
      tags: ['koi', 'sleeve'],
      description: '',
    });
    expect(rose).toMatchObject({ title: 'Rose', style: 'Dotwork', tags: ['rose'], description: '' });
    // A camera file name says nothing: the title is left for Ana to write.
    expect(untitled).toMatchObject({ title: '', style: 'Dotwork', tags: [] });
    for (const piece of pieces) expect(piece).toMatchObject({ publishedAt: null, isSuggestion: false });
  });

  it('auto-rotates, strips EXIF and GPS, and serves a ≤2048 px WebP and a 480 px thumbnail', async () => {
    const original = await makeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(exifReader(before.exif!).GPSInfo?.GPSLatitudeRef).toBe('N');

    const { status, body } = await upload(ben.browser, [{ name: 'gps.jpg', bytes: original }]);
    expect(status).toBe(200);
    const [piece] = (body as BulkUploadResult).pieces;
    for (const url of [piece!.imageUrl, piece!.thumbnailUrl]) {
      expect(url).toMatch(/^\/api\/images\/portfolio\/[a-f0-9]{32}-[a-f0-9]{8}\.webp$/);
      const image = await fetchImage(testApp.url, url);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(image.bytes).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(image.bytes.includes(Buffer.from('Inkdesk Test Camera'))).toBe(false);
      // 300×200 with orientation 6 is a 200×300 picture once upright.
      expect([stored.width, stored.height]).toEqual([200, 300]);
    }
  });

  it('takes an iPhone-style HEIC: decodes it, drops its EXIF and GPS, stores WebP', async () => {
    // 300×200, HEVC-coded by libheif's heif-enc from a JPEG with camera EXIF and a GPS position.
    const heic = readFileSync(
      new URL('../../../tests/fixtures/images/camera-with-gps.heic', import.meta.url),
    );
    expect(heic.includes(Buffer.from('Inkdesk Test Camera'))).toBe(true);
    const { status, body } = await upload(ben.browser, [
      { name: 'IMG_0042.HEIC', bytes: heic, type: 'image/heic' },
    ]);
    expect(status).toBe(200);
    expect((body as BulkUploadResult).rejected).toEqual([]);
    const [piece] = (body as BulkUploadResult).pieces;
    const image = await fetchImage(testApp.url, piece!.imageUrl);
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(stored.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('Inkdesk Test Camera'))).toBe(false);
    // The pixels are the picture, not noise: the test card's dark ink on light skin survives the trip.
    const { channels } = await sharp(image.bytes).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
  });

  it('makes the stored image at most 2048 px and the thumbnail at most 480 px', async () => {
    const wide = await makeTestImage({ width: 3000, height: 1000 });
    const { body } = await upload(ben.browser, [{ name: 'wide.jpg', bytes: wide }]);
    const [piece] = (body as BulkUploadResult).pieces;
    const image = await sharp((await fetchImage(testApp.url, piece!.imageUrl)).bytes).metadata();
    const thumbnail = await sharp((await fetchImage(testApp.url, piece!.thumbnailUrl)).bytes).metadata();
    expect([image.width, image.height]).toEqual([2048, 683]);
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 160]);
  });

  it('refuses a 21st file with a 413 naming the limit, and keeps none of the request', async () => {
    const before = await listPieces(ben.browser);
    const jpeg = await makeTestImage({ width: 64, height: 64 });
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `piece-${i}.jpg`, bytes: jpeg }));
    const { status, body } = await upload(ben.browser, files);
    expect(status).toBe(413);
    expect(body.message).toMatch(/at most 20 images/i);
    // Earlier pieces may get their metadata meanwhile; what matters is that no new piece was kept.
    const ids = (pieces: { id: string }[]) => pieces.map((piece) => piece.id);
    expect(ids(await listPieces(ben.browser))).toEqual(ids(before));
  });

  it('answers 400 naming the field when nothing usable was sent', async () => {
    const allBad = await upload(ben.browser, [
      { name: 'a.jpg', bytes: Buffer.from('plain text') },
      { name: 'b.gif', bytes: Buffer.from('GIF89a but nothing after it') },
    ]);
    expect(allBad.status).toBe(400);
    expect(allBad.body.errors).toEqual({
      'images.0': 'a.jpg is not a JPEG, PNG, WebP, HEIC, AVIF or GIF image',
      'images.1': 'b.gif is damaged or incomplete and could not be read as an image',
    });

    const empty = await ben.browser.request('/api/portfolio/bulk-upload', {
      method: 'POST',
      body: new FormData(),
    });
    expect(empty.status).toBe(400);

    const notMultipart = await ben.browser.request('/api/portfolio/bulk-upload', {
      method: 'POST',
      ...json({}),
    });
    expect(notMultipart.status).toBe(400);
    expect((await notMultipart.json()).errors).toEqual({ images: 'Send the images as multipart/form-data' });

    const form = new FormData();
    form.append('caption', 'hello');
    const strayField = await ben.browser.request('/api/portfolio/bulk-upload', {
      method: 'POST',
      body: form,
    });
    expect(strayField.status).toBe(400);
    expect(Object.keys((await strayField.json()).errors)).toEqual(['caption']);
  });

  it('updates only the artist’s own piece, validating every field', async () => {
    const [piece] = await waitForMetadata(ana.browser);
    const patch = (browser: TestBrowser, id: string, body: unknown) =>
      browser.request(`/api/portfolio/${id}`, { method: 'PATCH', ...json(body) });

    const updated = await patch(ana.browser, piece!.id, {
      title: '  Koi, left arm ',
      style: 'Japanese',
      tags: [' koi ', '', 'Koi', 'water'],
      description: 'Healed, two years on.',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      title: 'Koi, left arm',
      style: 'Japanese',
      tags: ['koi', 'water'],
      description: 'Healed, two years on.',
      metadataStatus: 'ready',
    });

    const badStyle = await patch(ana.browser, piece!.id, { style: 'Cubism' });
    expect(badStyle.status).toBe(400);
    expect(Object.keys((await badStyle.json()).errors)).toEqual(['style']);
    const unknownKey = await patch(ana.browser, piece!.id, { imageUrl: 'https://evil.example/x.png' });
    expect((await unknownKey.json()).errors).toEqual({ imageUrl: 'Unknown field' });
    expect((await patch(ana.browser, piece!.id, { title: '   ' })).status).toBe(400);
    expect((await patch(ana.browser, piece!.id, {})).status).toBe(400);
    expect((await patch(ana.browser, 'not-a-uuid', { title: 'x' })).status).toBe(400);

    // Another artist gets the same 404 as for a piece that does not exist, and changes nothing.
    const foreign = await patch(ben.browser, piece!.id, { title: 'Mine now' });
    expect(foreign.status).toBe(404);
    expect((await listPieces(ana.browser))[0]!.title).toBe('Koi, left arm');
  });

  it('deletes only the artist’s own piece, and its stored files with it', async () => {
    const [first, second] = await listPieces(ana.browser);
    const remove = (browser: TestBrowser, id: string) =>
      browser.request(`/api/portfolio/${id}`, { method: 'DELETE' });

    expect((await remove(ben.browser, first!.id)).status).toBe(404);
    expect(await listPieces(ana.browser)).toHaveLength(3);
    expect((await fetchImage(testApp.url, first!.imageUrl)).status).toBe(200);

    expect((await remove(ana.browser, first!.id)).status).toBe(204);
    expect((await listPieces(ana.browser)).map((piece) => piece.id)).not.toContain(first!.id);
    expect((await fetchImage(testApp.url, first!.imageUrl)).status).toBe(404);
    expect((await fetchImage(testApp.url, first!.thumbnailUrl)).status).toBe(404);
    expect((await fetchImage(testApp.url, second!.imageUrl)).status).toBe(200);
    expect((await remove(ana.browser, first!.id)).status).toBe(404);
  });

  it('answers 401 to every portfolio call when signed out', async () => {
    const [piece] = await listPieces(ana.browser);
    const calls: Array<[string, string]> = [
      ['GET', '/api/portfolio'],
      ['POST', '/api/portfolio/bulk-upload'],
      ['PATCH', `/api/portfolio/${piece!.id}`],
      ['DELETE', `/api/portfolio/${piece!.id}`],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? {} : json({ title: 'x' });
      const response = await fetch(new URL(path, testApp.url), { method, ...body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});
