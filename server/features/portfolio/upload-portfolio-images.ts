import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type BulkUploadResult,
  PORTFOLIO_UPLOAD_FIELD,
  type RejectedUpload,
} from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { type PortfolioPieceRow, portfolioPieces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { deleteStoredImages } from './delete-portfolio-piece.ts';
import {
  type ProcessedImage,
  processPortfolioImage,
  UnreadableImageError,
} from './process-portfolio-image.ts';
import { readUpload } from './read-upload.ts';
import { storePortfolioImage } from './store-portfolio-image.ts';
import { toPortfolioPieceDto } from './to-portfolio-piece-dto.ts';

/** One file part of the multipart body, as the route hands it over. */
export interface UploadedFile {
  fileName: string;
  stream: Readable;
  /** True once the parser has cut the file at MAX_PORTFOLIO_FILE_BYTES. */
  isTruncated(): boolean;
}

/** The name as the artist knows it, for messages and metadata only: never a path on the server. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'unnamed file';
}

/**
 * Saves each image of a bulk upload as it streams in, one at a time, so at most one image is held in
 * memory. Bad files are skipped and named with the reason; the good ones are saved with metadata pending
 * and handed to `onSaved` (the metadata job, stored before the response). If the request as a whole fails
 * (too many files, a stray field, the client hangs up), everything it saved is removed again and the error
 * is thrown.
 * Throws VALIDATION_FAILED when no file was sent or none could be saved.
 */
export async function uploadPortfolioImages({
  db,
  storage,
  artistId,
  files,
  room,
  onSaved,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  files: AsyncIterable<UploadedFile>;
  /** Pieces the artist's plan still takes (null: no limit); files past it are named, not saved. */
  room: { pieces: number | null; reason: string };
  onSaved: (pieceIds: string[]) => Promise<void>;
}): Promise<BulkUploadResult> {
  const saved: PortfolioPieceRow[] = [];
  const rejected: RejectedUpload[] = [];
  let index = 0;
  try {
    for await (const file of files) {
      const fileName = displayName(file.fileName);
      const reject = (reason: string) => rejected.push({ index, fileName, reason });
      const upload = await readUpload(file.stream, file.isTruncated);
      if (room.pieces !== null && saved.length >= room.pieces) {
        reject(room.reason);
      } else if (!upload.ok) {
        reject(upload.reason);
      } else {
        const contentHash = createHash('sha256').update(upload.bytes).digest('hex');
        try {
          if (await hasPieceWithHash(db, artistId, contentHash)) throw new DuplicateUploadError();
          const processed = await processPortfolioImage(upload.bytes, upload.type);
          saved.push(await savePiece({ db, storage, artistId, fileName, processed, contentHash }));
        } catch (error) {
          if (!(error instanceof UnreadableImageError || error instanceof DuplicateUploadError)) throw error;
          reject(error.message);
        }
      }
      index += 1;
    }
  } catch (error) {
    await removeSaved(db, storage, artistId, saved);
    throw error;
  }

  if (index === 0) {
    throw new AppError('VALIDATION_FAILED', 'No images', {
      [PORTFOLIO_UPLOAD_FIELD]: `Send at least one image as a "${PORTFOLIO_UPLOAD_FIELD}" file`,
    });
  }
  if (saved.length === 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      'None of the images could be saved',
      Object.fromEntries(
        rejected.map((file) => [
          `${PORTFOLIO_UPLOAD_FIELD}.${file.index}`,
          `${file.fileName} ${file.reason}`,
        ]),
      ),
    );
  }
  await onSaved(saved.map((row) => row.id));
  return { pieces: saved.map(toPortfolioPieceDto), rejected };
}

/** The same file as a piece already in the portfolio (issue #12 "Duplicate uploads"); its message finishes the file name. */
class DuplicateUploadError extends Error {
  override name = 'DuplicateUploadError';
  constructor() {
    super('is already in your portfolio (the same file was uploaded before)');
  }
}

async function hasPieceWithHash(db: Db, artistId: string, contentHash: string): Promise<boolean> {
  const [piece] = await db
    .select({ id: portfolioPieces.id })
    .from(portfolioPieces)
    .where(and(eq(portfolioPieces.artistId, artistId), eq(portfolioPieces.contentHash, contentHash)));
  return piece !== undefined;
}

/** Stores the files, then the row; files whose row could not be written are removed again. */
async function savePiece({
  db,
  storage,
  artistId,
  fileName,
  processed,
  contentHash,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  fileName: string;
  processed: ProcessedImage;
  contentHash: string;
}): Promise<PortfolioPieceRow> {
  const keys = await storePortfolioImage(storage, processed);
  try {
    const [row] = await db
      .insert(portfolioPieces)
      .values({ artistId, ...keys, originalName: fileName, metadataStatus: 'pending', contentHash })
      .returning();
    return row!;
  } catch (error) {
    await deleteStoredImages(storage, [keys]);
    // A unique violation: the same file saved by a concurrent upload a moment before.
    throw isUniqueViolation(error) ? new DuplicateUploadError() : error;
  }
}

/** Undoes a failed request: its rows first (so nothing lists a missing file), then its files. */
async function removeSaved(db: Db, storage: ObjectStorage, artistId: string, saved: PortfolioPieceRow[]) {
  if (saved.length === 0) return;
  const ids = saved.map((row) => row.id);
  await db
    .delete(portfolioPieces)
    .where(and(eq(portfolioPieces.artistId, artistId), inArray(portfolioPieces.id, ids)));
  await deleteStoredImages(storage, saved);
}
