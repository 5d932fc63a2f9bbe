import { createHash, randomBytes } from 'node:crypto';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import type { ProcessedImage } from './process-portfolio-image.ts';

/**
 * Server-chosen, content-hashed names: the hash changes whenever the bytes do, so the public URL can be
 * cached forever; the per-piece suffix keeps two pieces of the same picture from sharing (and so deleting)
 * one file.
 */
function contentKey(bytes: Buffer, pieceSuffix: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `portfolio/${hash}-${pieceSuffix}.webp`;
}

/** Stores a processed image and its thumbnail; returns their keys. */
export async function storePortfolioImage(
  storage: ObjectStorage,
  processed: ProcessedImage,
): Promise<{ imageKey: string; thumbnailKey: string }> {
  const suffix = randomBytes(4).toString('hex');
  const imageKey = contentKey(processed.image, suffix);
  const thumbnailKey = contentKey(processed.thumbnail, suffix);
  await Promise.all([
    storage.put(imageKey, processed.image, 'image/webp'),
    storage.put(thumbnailKey, processed.thumbnail, 'image/webp'),
  ]);
  return { imageKey, thumbnailKey };
}
