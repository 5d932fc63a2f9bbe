import { ApiError } from '#client/lib/api-client.ts';
import { validationErrorBodySchema } from '#common/contracts/validation-error.ts';
import type { AttachedImage } from './chat-message.ts';

/** What the chat does when the server refuses a message's images: what to say, and which images to give back. */
export interface ImageRefusal {
  /** Said by the assistant in place of the generic apology. */
  notice: string;
  /** The message's images the server did not name: a Retry sends them with the text. */
  keptImages: AttachedImage[];
}

/** `messages.<n>.images` (all of the message's images) or `messages.<n>.images.<k>` (the k-th). */
const IMAGES_FIELD = /^messages\.\d+\.images(?:\.(\d+))?$/;

/**
 * Issue #24 item 6: a 4xx naming a message's images (one too large or unreadable; the chat's or the connection's
 * image bytes used up) is no reason to send the same images again. Returns what to tell the client and the
 * images to keep, so the message can go again without the refused ones; null for any other failure.
 */
export function imageRefusalOf(
  error: unknown,
  message: { text: string; images: readonly AttachedImage[] },
): ImageRefusal | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const body = validationErrorBodySchema.safeParse(error.body);
  if (!body.success) return null;
  for (const [field, reason] of Object.entries(body.data.errors)) {
    const match = IMAGES_FIELD.exec(field);
    if (!match) continue;
    const refusedIndex = match[1] === undefined ? null : Number(match[1]);
    const keptImages = message.images.filter((_, index) => refusedIndex !== null && index !== refusedIndex);
    const refused = refusedIndex === null && message.images.length > 1 ? 'those images' : 'that image';
    const next =
      message.text.trim() !== ''
        ? `Press Retry to send your message without ${refused}.`
        : 'You can describe your reference in words instead.';
    return { notice: `${reason.replace(/\.$/, '')}. ${next}`, keptImages };
  }
  return null;
}
