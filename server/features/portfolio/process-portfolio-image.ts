import sharp, { type Sharp } from 'sharp';
import { MAX_PORTFOLIO_IMAGE_PIXELS } from '#common/contracts/portfolio.ts';
import type { ImageType } from '../../lib/image-type.ts';
import { decodeHeic } from './decode-heic.ts';

/** Issue #5: the stored image is at most 2048 px on its long side, its thumbnail at most 480 px. */
export const IMAGE_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 480;

/**
 * libwebp's effort 2 of 6: measured on a 4000×3000 photo, 3× faster than the default 4 for files about 4%
 * larger, which keeps a 20-image upload well inside the 15 s.
 */
const WEBP_EFFORT = 2;

// A server sees each upload once: libvips' operation cache would only hold memory that is never reused.
sharp.cache(false);

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
}

/** Why an image could not be used, in words for the artist; thrown by processPortfolioImage. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/** sharp and decodeHeic both say "pixel limit" when an image has more pixels than allowed. */
const isOverPixelLimit = (error: Error) => /pixel limit/i.test(error.message);

export function explainUnreadable(error: Error): UnreadableImageError {
  if (isOverPixelLimit(error)) {
    return new UnreadableImageError(
      `has more than ${MAX_PORTFOLIO_IMAGE_PIXELS / 1_000_000} megapixels; resize it and try again`,
    );
  }
  return new UnreadableImageError('is damaged or incomplete and could not be read as an image');
}

const SHARP_INPUT = { limitInputPixels: MAX_PORTFOLIO_IMAGE_PIXELS, failOn: 'truncated' } as const;

/**
 * The upload as sharp input, upright. HEIC goes through libheif first (decode-heic.ts), which rotates it by
 * the HEIF transforms; an HEIF file that libheif cannot read (AV1-coded, as some AVIF are labelled) is left
 * to sharp. Everything else sharp decodes itself, rotated by its EXIF orientation.
 */
export async function openUpright(bytes: Buffer, type: ImageType): Promise<Sharp> {
  if (type === 'heic') {
    const decoded = await decodeHeic(bytes).catch((error: Error) => {
      if (isOverPixelLimit(error)) throw error;
      return null;
    });
    if (decoded) {
      const { data, ...raw } = decoded;
      return sharp(data, { ...SHARP_INPUT, raw });
    }
  }
  return sharp(bytes, SHARP_INPUT).rotate();
}

/**
 * Turns an upload into what is stored: upright (openUpright), then re-encoded as WebP with
 * no metadata at all (EXIF, GPS, XMP and camera details are dropped: sharp writes none unless asked).
 * The thumbnail is made from the 2048 px result, so the original is decoded only once.
 * Throws UnreadableImageError for damaged, truncated, undecodable or oversized (in pixels) images.
 */
export async function processPortfolioImage(bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  try {
    const image = await (await openUpright(bytes, type))
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT })
      .toBuffer();
    const thumbnail = await sharp(image)
      .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78, effort: WEBP_EFFORT })
      .toBuffer();
    return { image, thumbnail };
  } catch (error) {
    throw explainUnreadable(error as Error);
  }
}
