import { z } from 'zod';
import { SPECIALTY_STYLES } from '../constants/styles.ts';

/** Issue #5 upload limits: per file, and a pixel cap so a tiny file cannot decode into gigabytes. */
export const MAX_PORTFOLIO_FILE_BYTES = 15 * 1024 * 1024;
export const MAX_PORTFOLIO_IMAGE_PIXELS = 60_000_000;
/** The multipart field every image is sent under (spec §7 "repeated 'images' files"). */
export const PORTFOLIO_UPLOAD_FIELD = 'images';

export const PORTFOLIO_TITLE_MAX = 120;
export const PORTFOLIO_DESCRIPTION_MAX = 1000;
export const PORTFOLIO_TAGS_MAX = 20;
export const PORTFOLIO_TAG_MAX = 40;

export const METADATA_STATUSES = ['pending', 'ready'] as const;
export type MetadataStatus = (typeof METADATA_STATUSES)[number];

/**
 * Spec §3 Portfolio piece, plus its thumbnail, whether its AI metadata is still being generated, and where it
 * stands in the review step (decision 057): clients see it only once `publishedAt` is set.
 */
export const portfolioPieceSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  title: z.string(),
  description: z.string(),
  style: z.string().nullable(),
  tags: z.array(z.string()),
  metadataStatus: z.enum(METADATA_STATUSES),
  /** Null while the piece waits in "To review", or after its Instagram post was deleted. */
  publishedAt: z.string().nullable(),
  /** Set when the Instagram post it came from was deleted: the artist deletes or keeps it. */
  removedFromInstagramAt: z.string().nullable(),
  isFromInstagram: z.boolean(),
  /** Title, style and tags are a vision model's suggestions, not yet confirmed by the artist. */
  isSuggestion: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortfolioPiece = z.infer<typeof portfolioPieceSchema>;

export const portfolioPieceListSchema = z.array(portfolioPieceSchema);

/** One file the server would not keep, by its position in the request and the name the client gave it. */
export const rejectedUploadSchema = z.object({
  index: z.number().int(),
  fileName: z.string(),
  reason: z.string(),
});
export type RejectedUpload = z.infer<typeof rejectedUploadSchema>;

/** `POST /api/portfolio/bulk-upload`: the saved pieces, and each file that was not saved with why. */
export const bulkUploadResultSchema = z.object({
  pieces: portfolioPieceListSchema,
  rejected: z.array(rejectedUploadSchema),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** PostgreSQL text refuses the NUL character, so it is a 400 here instead of a 500 there. */
const hasNoNul = (text: string) => !text.includes('\u0000');

const title = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(PORTFOLIO_TITLE_MAX, `Title must be at most ${PORTFOLIO_TITLE_MAX} characters`)
  .refine(hasNoNul, 'Title must not contain the NUL character');

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(PORTFOLIO_DESCRIPTION_MAX, `Description must be at most ${PORTFOLIO_DESCRIPTION_MAX} characters`)
  .refine(hasNoNul, 'Description must not contain the NUL character');

const style = z
  .enum(SPECIALTY_STYLES, { error: `Style must be one of: ${SPECIALTY_STYLES.join(', ')}` })
  .nullable();

/** Spec §5: trimmed, empties dropped; repeats (ignoring case) are dropped too. */
const tags = z
  .array(
    z
      .string({ error: 'Each tag must be text' })
      .trim()
      .max(PORTFOLIO_TAG_MAX, `Each tag must be at most ${PORTFOLIO_TAG_MAX} characters`)
      .refine(hasNoNul, 'Tags must not contain the NUL character'),
    { error: 'Tags must be a list of text' },
  )
  .transform((list) => uniqueTags(list))
  .pipe(z.array(z.string()).max(PORTFOLIO_TAGS_MAX, `At most ${PORTFOLIO_TAGS_MAX} tags`));

const pieceFields = {
  title: title.optional(),
  description: description.optional(),
  style: style.optional(),
  tags: tags.optional(),
};

/** `PATCH /api/portfolio/{id}` (spec §7): any of title, description, style and tags; unknown keys are named. */
export const updatePortfolioPieceSchema = z
  .strictObject(pieceFields)
  .refine((data) => Object.keys(data).length > 0, {
    message: 'Send at least one of title, description, style, tags',
    // Only once the fields themselves are fine, so an unknown key is named alone.
    when: (payload) => payload.issues.length === 0,
  });
export type UpdatePortfolioPiece = z.input<typeof updatePortfolioPieceSchema>;
export type PortfolioPieceChange = z.output<typeof updatePortfolioPieceSchema>;

/**
 * `POST /api/portfolio/{id}/publish` (decision 057): the review card's fields, saved and published at once; an
 * empty body publishes the piece as stored. The piece must end up with a title and a style, else 400.
 */
export const publishPortfolioPieceSchema = z.strictObject(pieceFields);
export type PublishPortfolioPiece = z.input<typeof publishPortfolioPieceSchema>;

/** The most "Sync now" presses per artist: one a minute (decision 057). */
export const PHOTO_SYNC_INTERVAL_MS = 60_000;

/**
 * `GET|POST /api/instagram/photo-sync`: whether Instagram is connected, and the last photo sync the artist
 * asked for: running until `lastSyncAt` passes `requestedAt`, then what it added and removed.
 */
export const photoSyncStatusSchema = z.object({
  isConnected: z.boolean(),
  requestedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  isRunning: z.boolean(),
  added: z.number().int().nullable(),
  removed: z.number().int().nullable(),
});
export type PhotoSyncStatus = z.infer<typeof photoSyncStatusSchema>;

/** Keeps the first spelling of each tag, dropping empties and case-insensitive repeats. */
export function uniqueTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of list) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Spec §5: the edit dialog's comma-separated text as a tag list (trimmed, empties dropped). */
export function parseTagText(text: string): string[] {
  return uniqueTags(text.split(','));
}
