import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConceptVisualDraft } from '#common/domain/consultation/index.ts';
import { detectImageType, IMAGE_MIME_TYPES } from '../../lib/image-type.ts';
import type { AiImageProvider } from '../../providers/ai/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { publicImageUrl } from '../portfolio/portfolio-image-url.ts';
import { type MockupInput, renderConceptMockup } from './mockup/render-concept-mockup.ts';

const newKey = (extension: string) => `concepts/${randomBytes(16).toString('hex')}.${extension}`;

/** What a mockup needs besides its picture: read from the brief by the caller. */
export type MockupRequest = Omit<MockupInput, 'source'> & { findSource(): Promise<Buffer | null> };

/**
 * Stores the concept visual and returns its URL: the image provider's picture when one is configured and
 * answers with a real image; else a mockup of the matching portfolio piece or the client's reference on the
 * body area (decision 030); else, or when either fails, the engine's SVG concept board.
 */
export async function storeConceptVisual({
  storage,
  imageProvider,
  draft,
  boardSvg,
  mockup,
  log,
}: {
  storage: ObjectStorage;
  imageProvider: AiImageProvider | undefined;
  draft: ConceptVisualDraft;
  boardSvg: string;
  mockup: MockupRequest | null;
  log: FastifyBaseLogger;
}): Promise<string> {
  if (imageProvider) {
    try {
      const prompt = `Tattoo concept sketch: ${draft.concept}. Style: ${draft.styleDirection}. Elements: ${draft.keyElements.join(', ')}. Plain background, no text.`;
      const bytes = await imageProvider.generateConcept(prompt);
      const type = detectImageType(bytes);
      if (!type) throw new Error('the image provider returned something that is not an image');
      const key = newKey(type);
      await storage.put(key, bytes, IMAGE_MIME_TYPES[type]);
      return publicImageUrl(key);
    } catch (error) {
      log.warn({ err: error }, 'Concept image generation failed; using the built-in concept visual');
    }
  }
  if (mockup) {
    try {
      const { findSource, ...placement } = mockup;
      const source = await findSource();
      if (source) {
        // Named by what it is drawn from, so a repeated brief reuses the stored mockup without rendering.
        const name = createHash('sha256').update(source).update(JSON.stringify(placement)).digest('hex');
        const key = `concepts/${name.slice(0, 32)}.webp`;
        if (!(await storage.has(key))) {
          await storage.put(key, await renderConceptMockup({ source, ...placement }), 'image/webp');
        }
        return publicImageUrl(key);
      }
    } catch (error) {
      log.warn({ err: error }, 'Concept mockup failed; using the SVG concept board');
    }
  }
  // Named by content: the same brief draws the same board, so it is stored once.
  const key = `concepts/${createHash('sha256').update(boardSvg).digest('hex').slice(0, 32)}.svg`;
  if (!(await storage.has(key))) await storage.put(key, Buffer.from(boardSvg, 'utf8'), 'image/svg+xml');
  return publicImageUrl(key);
}
