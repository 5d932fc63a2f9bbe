import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_IMAGE_MAX_SIDE } from '#common/constants/limits.ts';
import type {
  InstagramMessageRow,
  StoredChatImage,
  StoredInstagramAttachment,
} from '../../db/schema/index.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { downloadMedia } from '../instagram/download-media.ts';
import { openUpright } from '../portfolio/process-portfolio-image.ts';

/**
 * The storage key of a DM's nth image: the same on every attempt, so a retried answer overwrites rather than
 * adds a file. Hex, as the lead image route names files.
 */
export const clientImageKey = (message: Pick<InstagramMessageRow, 'id' | 'threadId'>, index: number) =>
  `instagram/${message.threadId}/${createHash('sha256').update(`${message.id}:${index}`).digest('hex').slice(0, 32)}.webp`;

/**
 * Copies a client DM's images out of Meta's expiring CDN URLs (decision 027), as web chat images are stored:
 * through the SSRF-guarded download (photo sync's host list and size limit), checked by their magic bytes,
 * re-encoded upright as WebP without metadata, and put in storage. Returns the message's attachments with
 * `key` in place of the URL (or `copyError` when refused), and the stored images for the transcript.
 * HTTP and image work: run it outside any transaction.
 */
export async function copyClientImages({
  storage,
  instagram,
  message,
  log,
}: {
  storage: ObjectStorage;
  instagram: InstagramSetup;
  message: InstagramMessageRow;
  log: FastifyBaseLogger;
}): Promise<{ attachments: StoredInstagramAttachment[]; images: StoredChatImage[] }> {
  const images: StoredChatImage[] = [];
  const attachments = await Promise.all(
    message.attachments.map(async (attachment, index): Promise<StoredInstagramAttachment> => {
      if (attachment.key) {
        images.push({ key: attachment.key, mimeType: 'image/webp' });
        return attachment;
      }
      if (attachment.type !== 'image' || !attachment.url) return attachment;
      try {
        const image = await reencode(await downloadMedia(attachment.url, instagram.mediaHosts));
        const key = clientImageKey(message, index);
        await storage.put(key, image, 'image/webp');
        images.push({ key, mimeType: 'image/webp', bytes: image.length });
        return { type: attachment.type, key };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ messageId: message.id, reason }, 'A client image from Instagram could not be copied');
        return { ...attachment, copyError: reason.slice(0, 200) };
      }
    }),
  );
  return { attachments, images };
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  const type = detectImageType(bytes);
  if (!type) throw new Error('The attachment is not an image');
  return (await openUpright(bytes, type))
    .resize(CHAT_IMAGE_MAX_SIDE, CHAT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
