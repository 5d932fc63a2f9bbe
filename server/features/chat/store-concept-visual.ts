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
  /** The chat session the picture is shown in. */
  sessionId: string;
  imageProvider: AiImageProvider | undefined;
  draft: ConceptVisualDraft;
  boardSvg: string;
  mockup: MockupRequest | null;
  log: FastifyBaseLogger;
}

/** A stored concept image: its public URL, and its key, recorded with the reply so deletion finds it. */
export interface StoredConcept {
  url: string;
  key: string;
}

const digest = (parts: readonly (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32);
};

/** A storage key named by what the picture is made from: the same inputs find the picture already stored. */
const contentKey = (parts: readonly (string | Buffer)[], extension: string) =>
  `concepts/${digest(parts)}.${extension}`;

/**
 * A key under the conversation's own prefix (a hash of its session id, which stays secret): what is drawn from a
 * client's photo or words is never shared with another conversation, so deleting one conversation deletes its
 * pictures without breaking another's (decision 053).
 */
const conversationKey = (sessionId: string, parts: readonly (string | Buffer)[], extension: string) =>
  `concepts/${digest([`concept:${sessionId}`]).slice(0, 16)}-${digest(parts)}.${extension}`;

const stored = (key: string): StoredConcept => ({ url: publicImageUrl(key), key });

/**
 * The image model's picture for this prompt, generated once per prompt and model and kept in the object store,
 * so every instance of a fleet finds it (the model is paid per image; issue #24 item 14). Drawn from words, not a
 * photo, it is shared by identical prompts; deleting a conversation deletes it too, and the next identical
 * prompt pays for it again (decision 053). Null without a model, or when it fails or answers with something that
 * is not an image (logged); a storage failure is thrown.
 */
async function generatedConcept({
  storage,
  imageProvider,
  draft,
  log,
}: ConceptVisualInput): Promise<StoredConcept | null> {
  if (!imageProvider) return null;
  const prompt = `Tattoo concept sketch: ${draft.concept}. Style: ${draft.styleDirection}. Elements: ${draft.keyElements.join(', ')}. Plain background, no text.`;
  const key = contentKey([`${imageProvider.model}\n${prompt}`], 'webp');
  if (await storage.has(key)) return stored(key);
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
  return stored(key);
}

/** A mockup of the matching picture on the body area (decision 030), or null without a picture or when sharp fails. */
async function mockupConcept({
  storage,
  sessionId,
  mockup,
  log,
}: ConceptVisualInput): Promise<StoredConcept | null> {
  if (!mockup) return null;
  try {
    const { findSource, ...placement } = mockup;
    const source = await findSource();
    if (!source) return null;
    // Named by what it is drawn from, so a repeated brief reuses the conversation's mockup without rendering.
    const key = conversationKey(sessionId, [source, JSON.stringify(placement)], 'webp');
    if (!(await storage.has(key))) {
      await storage.put(key, await renderConceptMockup({ source, ...placement }), 'image/webp');
    }
    return stored(key);
  } catch (error) {
    log.warn({ err: error }, 'Concept mockup failed; using the SVG concept board');
    return null;
  }
}

/**
 * The engine's SVG board, named by content: the same brief draws the same board, so a conversation stores it
 * once. It holds the client's words, so it is the conversation's own.
 */
async function boardConcept({ storage, sessionId, boardSvg }: ConceptVisualInput): Promise<StoredConcept> {
  const key = conversationKey(sessionId, [boardSvg], 'svg');
  if (!(await storage.has(key))) await storage.put(key, Buffer.from(boardSvg, 'utf8'), 'image/svg+xml');
  return stored(key);
}

/**
 * Stores the concept visual and returns its URL and key: the image model's picture when one is configured and answers
 * with a real image; else a mockup of the matching portfolio piece or the client's reference on the body area
 * (decision 030); else, or when either fails, the engine's SVG concept board. Null while the object store is
 * unavailable: the turn's reply never depends on storing a picture (issue #24 item 14), so the failure is
 * logged and the reply goes out without the visual.
 */
export async function storeConceptVisual(input: ConceptVisualInput): Promise<StoredConcept | null> {
  try {
    return (await generatedConcept(input)) ?? (await mockupConcept(input)) ?? (await boardConcept(input));
  } catch (error) {
    input.log.warn({ err: error }, 'The concept visual could not be stored; the reply goes without it');
    return null;
  }
}
