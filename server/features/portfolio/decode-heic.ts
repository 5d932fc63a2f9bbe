import { MAX_PORTFOLIO_IMAGE_PIXELS } from '#common/contracts/portfolio.ts';

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/**
 * Decodes an HEVC-coded HEIC, the iPhone's photo format, to RGBA pixels. Prebuilt sharp cannot (libvips
 * ships without an HEVC decoder, for patent reasons); libheif's WASM build can. libheif applies the file's
 * own rotation and mirroring, so the pixels are upright. The decoder loads on the first HEIC, and the
 * pixel limit is checked before any pixel is decoded.
 */
export async function decodeHeic(bytes: Buffer): Promise<RawImage> {
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: bytes });
  try {
    const [primary] = images;
    if (!primary) throw new Error('The HEIC file holds no image');
    if (primary.width * primary.height > MAX_PORTFOLIO_IMAGE_PIXELS) {
      throw new Error('Input image exceeds pixel limit');
    }
    const { data, width, height } = await primary.decode();
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
  } finally {
    images.dispose();
  }
}
