import { randomBytes } from 'node:crypto';
import type { ChatImage } from '#common/contracts/chat.ts';
import type { StoredChatImage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectImageType, IMAGE_MIME_TYPES } from '../../lib/image-type.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/** Issue #4: each chat image at most 5 MB once decoded. */
export const MAX_CHAT_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Checks every image of a new message (size, magic bytes) before storing any, so a bad one rejects the
 * turn whole with a 400 naming it; then stores them privately under the conversation.
 */
export async function storeChatImages({
  storage,
  conversationKey,
  images,
  messageIndex,
}: {
  storage: ObjectStorage;
  conversationKey: string;
  images: readonly ChatImage[];
  messageIndex: number;
}): Promise<StoredChatImage[]> {
  const checked = images.map((image, imageIndex) => {
    const field = `messages.${messageIndex}.images.${imageIndex}`;
    const bytes = Buffer.from(image.data, 'base64');
    if (bytes.length > MAX_CHAT_IMAGE_BYTES) {
      throw new AppError('VALIDATION_FAILED', 'Image too large', {
        [field]: 'Each image must be at most 5 MB',
      });
    }
    const type = detectImageType(bytes);
    if (!type) {
      throw new AppError('VALIDATION_FAILED', 'Not an image', {
        [field]: 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be attached',
      });
    }
    return { bytes, type };
  });
  return Promise.all(
    checked.map(async ({ bytes, type }) => {
      const key = `chat/${conversationKey}/${randomBytes(16).toString('hex')}.${type}`;
      await storage.put(key, bytes, IMAGE_MIME_TYPES[type]);
      return { key, mimeType: IMAGE_MIME_TYPES[type] };
    }),
  );
}
