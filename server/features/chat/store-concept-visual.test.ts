import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../tests/fakes/fake-openai-server.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';
import { DEMO_PORTFOLIO } from '../../db/demo-portfolio-art.ts';
import { createOpenAiImageProvider } from '../../providers/ai/openai-compatible.ts';
import { createDiskStorage } from '../../providers/storage/disk-storage.ts';
import { storeConceptVisual } from './store-concept-visual.ts';

const BOARD =
  '<svg xmlns="http://www.w3.org/2000/svg"><text>Concept only: your artist will draw the final design</text></svg>';
const draft = { concept: 'Geometric wolf head.', styleDirection: 'Clean lines', keyElements: ['wolf'] };

describe('storeConceptVisual', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkdesk-concepts-'));
  const storage = createDiskStorage(dir);
  const warnings: string[] = [];
  // Only warn is reached on these paths; what was warned is what the test reads.
  const log = {
    warn: (_details: unknown, message: string) => warnings.push(message),
  } as unknown as FastifyBaseLogger;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const store = (findSource: () => Promise<Buffer | null>, sessionId = 'concept-test-session') =>
    storeConceptVisual({
      storage,
      sessionId,
      imageProvider: undefined,
      draft,
      boardSvg: BOARD,
      mockup: { placement: { area: 'wrist' }, size: null, isBlackAndGrey: true, findSource },
      log,
    });

  it('stores a WebP mockup when there is a picture to place', async () => {
    const source = await sharp(Buffer.from(DEMO_PORTFOLIO[1]!.art)).png().toBuffer();
    const concept = await store(async () => source);
    expect(concept?.url).toBe(`/api/images/${concept?.key}`);
    expect(concept?.key).toMatch(/^concepts\/[a-f0-9]{16}-[a-f0-9]{32}\.webp$/);
    const object = await storage.get(concept!.key);
    expect(object?.contentType).toBe('image/webp');
  });

  it("keeps each conversation's mockups apart, and reuses one within a conversation (decision 053)", async () => {
    const source = await sharp(Buffer.from(DEMO_PORTFOLIO[1]!.art)).png().toBuffer();
    const first = await store(async () => source);
    expect((await store(async () => source))?.key).toBe(first?.key);
    const other = await store(async () => source, 'another-session');
    expect(other?.key).not.toBe(first?.key);
    expect(other?.key.split('-')[1]).toBe(first?.key.split('-')[1]);
  });

  it('falls back to the SVG board without a picture, and when the mockup fails', async () => {
    expect((await store(async () => null))?.key).toMatch(/\.svg$/);
    const concept = await store(async () => Buffer.from('broken bytes'));
    expect(concept?.key).toMatch(/\.svg$/);
    expect(warnings.join('\n')).toMatch(/Concept mockup failed/);
  });
});

describe('storeConceptVisual with an image model (issue #24 item 14)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inkdesk-generated-concepts-'));
  // One folder for both "instances": a fleet shares its object store, so it shares what is cached there.
  const storage = createDiskStorage(dir);
  const fake = new FakeOpenAiServer();
  let baseUrl = '';
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
  beforeAll(async () => {
    baseUrl = await fake.start();
    fake.enqueue({ kind: 'image', b64: (await makeTestImage({ format: 'png' })).toString('base64') });
  });
  afterAll(async () => {
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const providerFor = (imageModel: string) =>
    createOpenAiImageProvider({ baseUrl, model: 'fake-text', imageModel, timeoutMs: 2000 });
  const store = (imageModel: string) =>
    storeConceptVisual({
      storage,
      sessionId: `session-of-${imageModel}`,
      imageProvider: providerFor(imageModel),
      draft,
      boardSvg: BOARD,
      mockup: null,
      log,
    });
  const imageCalls = () => fake.requests.filter((request) => request.path.endsWith('/images/generations'));

  it('calls the paid model once for a prompt and model, and serves the stored picture after', async () => {
    const first = await store('fake-image-model');
    expect(first?.url).toMatch(/^\/api\/images\/concepts\/[a-z0-9-]+\.webp$/);
    expect(imageCalls()).toHaveLength(1);
    // Another process of the fleet, same prompt: the stored picture, no second paid call.
    expect(await store('fake-image-model')).toEqual(first);
    expect(imageCalls()).toHaveLength(1);
    const object = await storage.get(first!.key);
    expect(object?.contentType).toBe('image/webp');
  });

  it('asks again for another model', async () => {
    fake.enqueue({ kind: 'image', b64: (await makeTestImage({ format: 'png' })).toString('base64') });
    const before = imageCalls().length;
    await store('another-image-model');
    expect(imageCalls()).toHaveLength(before + 1);
  });
});
