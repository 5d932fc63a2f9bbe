import type { Readable } from 'node:stream';
import { MAX_PORTFOLIO_FILE_BYTES } from '#common/contracts/portfolio.ts';
import { detectImageType, type ImageType } from '../../lib/image-type.ts';

/** Enough bytes for every signature detectImageType knows (ISO brands end at byte 12). */
const SNIFF_BYTES = 16;

export type UploadRead = { ok: true; bytes: Buffer; type: ImageType } | { ok: false; reason: string };

/**
 * Reads one uploaded file, deciding from its first bytes whether it is an image at all. A file that is not
 * is drained unread rather than buffered, and only a file up to the size limit is ever held whole.
 * `isTruncated` says whether the multipart parser cut the file at MAX_PORTFOLIO_FILE_BYTES.
 */
export async function readUpload(stream: Readable, isTruncated: () => boolean): Promise<UploadRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: ImageType | undefined;
  let isImage = true;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (!isImage) continue;
    chunks.push(chunk);
    size += chunk.length;
    if (type === undefined && size >= SNIFF_BYTES) {
      type = detectImageType(Buffer.concat(chunks));
      if (!type) {
        isImage = false;
        chunks.length = 0;
      }
    }
  }
  const megabytes = MAX_PORTFOLIO_FILE_BYTES / 1024 / 1024;
  if (isTruncated()) return { ok: false, reason: `is larger than ${megabytes} MB` };
  if (size === 0) return { ok: false, reason: 'is empty' };
  const bytes = Buffer.concat(chunks);
  type ??= detectImageType(bytes);
  if (!isImage || !type) {
    return { ok: false, reason: 'is not a JPEG, PNG, WebP, HEIC, AVIF or GIF image' };
  }
  return { ok: true, bytes, type };
}
