import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ConceptVisualDraft } from '#common/domain/consultation/index.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { AiImageProvider } from '../../providers/ai/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { publicImageUrl } from '../portfolio/portfolio-image-url.ts';
import { openUpright } from '../portfolio/process-portfolio-image.ts';
import { type MockupInput, renderConceptMockup } from './mockup/render-concept-mockup.ts';

/** What a mockup needs besides its picture: read from the brief by the caller. */
export type MockupRequest = Omit<MockupInput, 'source'> & { findSource(): Promise<Buffer | null> };

interface ConceptVisualInput {
  storage: ObjectStorage;
  imageProvider: AiImageProvider | undefined;
  draft: ConceptVisualDraft;
  boardSvg: string;
  mockup: MockupRequest | null;
  log: FastifyBaseLogger;
}

/** A storage key named by what the picture is made from: the same inputs find the picture already stored. */
const contentKey = (parts: readonly (string | Buffer)[], extension: string) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return `concepts/${hash.digest('hex').slice(0, 32)}.${extension}`;
};

/**
 * The image model's picture for this prompt, generated once per prompt and model and kept in the object store,
 * so every instance of a fleet finds it (the model is paid per image; issue #24 item 14). Null without a model,
 * or when it fails or answers with something that is not an image (logged); a storage failure is thrown.
 */
async function generatedConcept({
  storage,
  imageProvider,
  draft,
  log,
}: ConceptVisualInput): Promise<string | null> {
  if (!imageProvider) return null;
  const prompt = `Tattoo concept sketch: ${draft.concept}. Style: ${draft.styleDirection}. Elements: ${draft.keyElements.join(', ')}. Plain background, no text.`;
  const key = contentKey([`${imageProvider.model}\n${prompt}`], 'webp');
  if (await storage.has(key)) return publicImageUrl(key);
  let image: Buffer;
  try {
    const bytes = await imageProvider.generateConcept(prompt);
    const type = detectImageType(bytes);
    if (!type) throw new Error('the image provider returned something that is not an image');
    // One format whatever the model sends, so the key is known before asking; WebP is also a fraction of a PNG.
    image = await (await openUpright(bytes, type)).webp({ quality: 85, effort: 2 }).toBuffer();
  } catch (error) {
    log.warn({ err: error }, 'Concept image generation failed; using the built-in concept visual');
    return null;
  }
  await storage.put(key, image, 'image/webp');
  return publicImageUrl(key);
}

/** A mockup of the matching picture on the body area (decision 030), or null without a picture or when sharp fails. */
async function mockupConcept({ storage, mockup, log }: ConceptVisualInput): Promise<string | null> {
  if (!mockup) return null;
  try {
    const { findSource, ...placement } = mockup;
    const source = await findSource();
    if (!source) return null;
    // Named by what it is drawn from, so a repeated brief reuses the stored mockup without rendering.
    const key = contentKey([source, JSON.stringify(placement)], 'webp');
    if (!(await storage.has(key))) {
      await storage.put(key, await renderConceptMockup({ source, ...placement }), 'image/webp');
    }
    return publicImageUrl(key);
  } catch (error) {
    log.warn({ err: error }, 'Concept mockup failed; using the SVG concept board');
    return null;
  }
}

/** The engine's SVG board, named by content: the same brief draws the same board, so it is stored once. */
async function boardConcept({ storage, boardSvg }: ConceptVisualInput): Promise<string> {
  const key = contentKey([boardSvg], 'svg');
  if (!(await storage.has(key))) await storage.put(key, Buffer.from(boardSvg, 'utf8'), 'image/svg+xml');
  return publicImageUrl(key);
}

/**
 * Stores the concept visual and returns its URL: the image model's picture when one is configured and answers
 * with a real image; else a mockup of the matching portfolio piece or the client's reference on the body area
 * (decision 030); else, or when either fails, the engine's SVG concept board. Null while the object store is
 * unavailable: the turn's reply never depends on storing a picture (issue #24 item 14), so the failure is
 * logged and the reply goes out without the visual.
 */
export async function storeConceptVisual(input: ConceptVisualInput): Promise<string | null> {
  try {
    return (await generatedConcept(input)) ?? (await mockupConcept(input)) ?? (await boardConcept(input));
  } catch (error) {
    input.log.warn({ err: error }, 'The concept visual could not be stored; the reply goes without it');
    return null;
  }
}
