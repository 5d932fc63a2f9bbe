import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PORTFOLIO } from '../../db/demo-portfolio-art.ts';
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

  const store = (findSource: () => Promise<Buffer | null>) =>
    storeConceptVisual({
      storage,
      imageProvider: undefined,
      draft,
      boardSvg: BOARD,
      mockup: { placement: { area: 'wrist' }, size: null, isBlackAndGrey: true, findSource },
      log,
    });
  const keyOf = (url: string) => url.replace('/api/images/', '');

  it('stores a WebP mockup when there is a picture to place', async () => {
    const source = await sharp(Buffer.from(DEMO_PORTFOLIO[1]!.art)).png().toBuffer();
    const url = await store(async () => source);
    expect(url).toMatch(/\.webp$/);
    const object = await storage.get(keyOf(url));
    expect(object?.contentType).toBe('image/webp');
  });

  it('falls back to the SVG board without a picture, and when the mockup fails', async () => {
    expect(await store(async () => null)).toMatch(/\.svg$/);
    const url = await store(async () => Buffer.from('broken bytes'));
    expect(url).toMatch(/\.svg$/);
    expect(warnings.join('\n')).toMatch(/Concept mockup failed/);
  });
});
