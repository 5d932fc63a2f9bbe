import { randomBytes } from 'node:crypto';
import {
  CHAT_IMAGE_MAX_SIDE,
  MAX_CHAT_IMAGE_BYTES,
  MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR,
  MAX_CHAT_MESSAGE_IMAGE_BYTES,
  MAX_CHAT_SESSION_IMAGE_BYTES,
  MAX_CHAT_SESSION_IMAGES,
} from '#common/constants/limits.ts';
import type { ChatImage } from '#common/contracts/chat.ts';
import type { StoredChatImage, StoredChatMessage } from '../../db/schema/index.ts';
import { AppError, type AppErrorCode } from '../../lib/app-error.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { explainUnreadable, openUpright } from '../portfolio/process-portfolio-image.ts';

const MB = 1024 * 1024;

/** What a chat session has stored so far: the per-session limits count against it. */
export interface ChatImageUsage {
  count: number;
  bytes: number;
}

/** Images stored before their byte size was recorded count as the largest an image can be once re-encoded. */
export function chatImageUsageOf(messages: readonly StoredChatMessage[]): ChatImageUsage {
  const images = messages.flatMap((message) => message.images ?? []);
  return {
    count: images.length,
    bytes: images.reduce((sum, image) => sum + (image.bytes ?? MAX_CHAT_IMAGE_BYTES), 0),
  };
}

const refuse = (field: string, message: string, code: AppErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, message, { [field]: message });

/** Decodes and checks every image of a message (size, magic bytes, the message's total) before any is stored. */
function checkMessageImages(images: readonly ChatImage[], field: string) {
  const checked = images.map((image, imageIndex) => {
    const bytes = Buffer.from(image.data, 'base64');
    if (bytes.length > MAX_CHAT_IMAGE_BYTES) {
      throw refuse(`${field}.${imageIndex}`, `Each image must be at most ${MAX_CHAT_IMAGE_BYTES / MB} MB`);
    }
    const type = detectImageType(bytes);
    if (!type) {
      throw refuse(
        `${field}.${imageIndex}`,
        'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images can be attached',
      );
    }
    return { bytes, type, field: `${field}.${imageIndex}` };
  });
  const total = checked.reduce((sum, { bytes }) => sum + bytes.length, 0);
  if (total > MAX_CHAT_MESSAGE_IMAGE_BYTES) {
    throw refuse(
      field,
      `A message's images must be at most ${MAX_CHAT_MESSAGE_IMAGE_BYTES / MB} MB together`,
    );
  }
  return checked;
}

/**
 * Re-encodes an attachment as WebP, upright and at most CHAT_IMAGE_MAX_SIDE px: the stored file carries no
 * EXIF, GPS or camera metadata (sharp writes none unless asked) and no bytes the client chose.
 */
async function reencode(bytes: Buffer, type: Parameters<typeof openUpright>[1], field: string) {
  try {
    return await (await openUpright(bytes, type))
      .resize(CHAT_IMAGE_MAX_SIDE, CHAT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
  } catch (error) {
    throw refuse(field, `This image ${explainUnreadable(error as Error).message}`);
  }
}

/**
 * Checks, re-encodes and stores the images of one new client message under its session (issue #12 item 11).
 * Throws VALIDATION_FAILED naming `messages.<index>.images[.<n>]` for a file that is too large, not an image,
 * unreadable, or over the session's limits, and RATE_LIMITED naming `messages.<index>.images` when the client's
 * address has stored its bytes for the hour (`takeAddressBytes` answers false; issue #24 item 6); nothing of
 * the message is stored then.
 */
export async function storeChatImages({
  storage,
  sessionId,
  images,
  messageIndex,
  usage,
  takeAddressBytes,
}: {
  storage: ObjectStorage;
  sessionId: string;
  images: readonly ChatImage[];
  messageIndex: number;
  usage: ChatImageUsage;
  /** Counts the message's stored bytes against the client address's hourly budget; false when over it. */
  takeAddressBytes(bytes: number): Promise<boolean>;
}): Promise<{ stored: StoredChatImage[]; usage: ChatImageUsage }> {
  const field = `messages.${messageIndex}.images`;
  if (usage.count + images.length > MAX_CHAT_SESSION_IMAGES) {
    throw refuse(field, `A chat can hold at most ${MAX_CHAT_SESSION_IMAGES} images`);
  }
  const checked = checkMessageImages(images, field);
  const encoded = await Promise.all(checked.map(({ bytes, type, field }) => reencode(bytes, type, field)));
  const messageBytes = encoded.reduce((sum, image) => sum + image.length, 0);
  const bytes = usage.bytes + messageBytes;
  if (bytes > MAX_CHAT_SESSION_IMAGE_BYTES) {
    throw refuse(field, `A chat can hold at most ${MAX_CHAT_SESSION_IMAGE_BYTES / MB} MB of images`);
  }
  // Last, so only a message that passed every other check uses the budget.
  if (!(await takeAddressBytes(messageBytes))) {
    throw refuse(
      field,
      `At most ${MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR / MB} MB of images from your connection an hour: try again next hour, or send your message without them`,
      'RATE_LIMITED',
    );
  }
  const stored = await Promise.all(
    encoded.map(async (image) => {
      const key = `chat/${sessionId}/${randomBytes(16).toString('hex')}.webp`;
      await storage.put(key, image, 'image/webp');
      return { key, mimeType: 'image/webp', bytes: image.length };
    }),
  );
  return { stored, usage: { count: usage.count + images.length, bytes } };
}
