import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_ID_PHOTO_BYTES, MAX_SIGNATURE_BYTES } from '#common/contracts/consent.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { explainUnreadable, openUpright } from '../portfolio/process-portfolio-image.ts';

/** Consent files live privately under consent/ (never served by /api/images); names are random. */
export const consentKey = (extension: 'png' | 'jpg' | 'pdf') =>
  `consent/${randomBytes(18).toString('base64url')}.${extension}`;

/** The longest side an ID photo is kept at: enough to read a card's print. */
const ID_PHOTO_MAX_SIDE = 1600;

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * A signature drawn on screen, checked (a PNG, not empty) and flattened onto white as a new PNG: no bytes the
 * client chose are kept. Throws VALIDATION_FAILED naming `field`.
 */
export async function cleanSignature(base64: string, field = 'signature'): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw refuse(field, 'The signature is too large');
  if (detectImageType(bytes) !== 'png') throw refuse(field, 'Draw your signature');
  try {
    const image = sharp(bytes, { limitInputPixels: 4_000_000 });
    // Blank when no pixel is drawn: every alpha 0 (the pad's transparent canvas) or every colour white.
    const { channels } = await image.stats();
    const alpha = channels[3];
    const isBlank = alpha ? alpha.max === 0 : channels.slice(0, 3).every((channel) => channel.min >= 250);
    if (isBlank) throw refuse(field, 'Draw your signature');
    return await image.flatten({ background: '#ffffff' }).png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(field, 'Draw your signature');
  }
}

/**
 * An ID photo as the portfolio pipeline reads any upload (magic bytes, HEIC, upright), kept as a JPEG of at most
 * 1600 px with no EXIF or GPS. Throws VALIDATION_FAILED naming `idPhoto`.
 */
export async function cleanIdPhoto(base64: string): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_ID_PHOTO_BYTES)
    throw refuse('idPhoto', `The ID photo must be at most ${MAX_ID_PHOTO_BYTES / 1024 / 1024} MB`);
  const type = detectImageType(bytes);
  if (!type) throw refuse('idPhoto', 'Only JPEG, PNG, WebP, HEIC or AVIF photos can be used');
  try {
    return await (await openUpright(bytes, type))
      .resize(ID_PHOTO_MAX_SIDE, ID_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw refuse('idPhoto', `This photo ${explainUnreadable(error as Error).message}`);
  }
}

/** Reads a stored file whole (a signature to draw into a regenerated PDF). */
export async function readStored(storage: ObjectStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new AppError('NOT_FOUND', 'File not found');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Deletes keys, never failing the caller for one already gone. */
export async function deleteStored(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
