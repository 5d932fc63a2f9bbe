import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { styleFromOwnWords } from '#common/domain/portfolio/style-from-own-words.ts';
import type { Db } from '../../db/client.ts';
import { instagramAccounts, portfolioPieces, users } from '../../db/schema/index.ts';
import { detectImageType } from '../../lib/image-type.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { InstagramMedia } from '../../providers/instagram/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { deleteStoredImages } from '../portfolio/delete-portfolio-piece.ts';
import { processPortfolioImage } from '../portfolio/process-portfolio-image.ts';
import { storePortfolioImage } from '../portfolio/store-portfolio-image.ts';
import { captionToPiece } from './caption-to-piece.ts';
import { downloadMedia } from './download-media.ts';
import { findConnectedAccount } from './find-connected-account.ts';

/** A photo the portfolio can hold: an IMAGE post, or an IMAGE child of a carousel (with the album's caption). */
interface SyncedPhoto {
  mediaId: string;
  url: string;
  caption?: string;
}

function photosOf(media: InstagramMedia): SyncedPhoto[] {
  if (media.mediaType === 'IMAGE' && media.mediaUrl) {
    return [{ mediaId: media.id, url: media.mediaUrl, caption: media.caption }];
  }
  if (media.mediaType !== 'CAROUSEL_ALBUM') return [];
  return (media.children ?? []).flatMap((child) =>
    child.mediaType === 'IMAGE' && child.mediaUrl
      ? [{ mediaId: child.id, url: child.mediaUrl, caption: media.caption }]
      : [],
  );
}

/**
 * The 'instagram-photo-sync' job (issue #10): reads every page of /me/media and adds each new photo to the
 * portfolio by media id (caption → title and description, hashtags → tags and a style of the artist's own),
 * downloading it through the SSRF guard into the portfolio image pipeline because Instagram URLs expire.
 * New pieces wait in review; a piece whose post is gone is unpublished and flagged for the artist to delete
 * or keep; one whose post is back returns to review (decision 057). A piece already synced keeps the words
 * the artist reviewed. Returns how many pieces were added and removed, also kept for "Sync now".
 * A disconnected artist is skipped.
 */
export async function syncInstagramPhotos({
  db,
  storage,
  instagram,
  artistId,
  log,
  now = new Date(),
}: {
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup;
  artistId: string;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<{ added: number; removed: number }> {
  const account = await findConnectedAccount(db, artistId);
  if (!account?.encryptedToken) return { added: 0, removed: 0 };
  const accessToken = instagram.cipher.decrypt(account.encryptedToken);

  const photos: SyncedPhoto[] = [];
  let after: string | undefined;
  do {
    const page = await instagram.graph.listMedia({ accessToken, after });
    photos.push(...page.media.flatMap(photosOf));
    after = page.after;
  } while (after);

  const existing = new Map(
    (
      await db
        .select({ id: portfolioPieces.id, mediaId: portfolioPieces.instagramMediaId })
        .from(portfolioPieces)
        .where(and(eq(portfolioPieces.artistId, artistId), isNotNull(portfolioPieces.instagramMediaId)))
    ).map((row) => [row.mediaId!, row.id]),
  );
  const [artist] = await db
    .select({ styles: users.specialtyStyles })
    .from(users)
    .where(eq(users.id, artistId));
  let added = 0;
  for (const photo of photos) {
    if (existing.has(photo.mediaId)) continue;
    const caption = captionToPiece(photo.caption);
    const fields = { ...caption, style: styleFromOwnWords(caption.tags, artist?.styles ?? []) };
    try {
      await addPhoto({ db, storage, instagram, artistId, photo, fields });
      added++;
    } catch (error) {
      // One unreadable or refused image must not stop the rest; the next sync tries it again.
      log.warn(
        { err: error, mediaId: photo.mediaId },
        'An Instagram photo could not be added to the portfolio',
      );
    }
  }

  const seen = photos.map((photo) => photo.mediaId);
  // An archived post comes back: its piece returns to review, not straight to clients.
  if (seen.length) {
    await db
      .update(portfolioPieces)
      .set({ removedFromInstagramAt: null, updatedAt: now })
      .where(
        and(
          eq(portfolioPieces.artistId, artistId),
          isNotNull(portfolioPieces.removedFromInstagramAt),
          inArray(portfolioPieces.instagramMediaId, seen),
        ),
      );
  }
  const removed = await db
    .update(portfolioPieces)
    .set({ removedFromInstagramAt: now, publishedAt: null, updatedAt: now })
    .where(
      and(
        eq(portfolioPieces.artistId, artistId),
        isNotNull(portfolioPieces.instagramMediaId),
        isNull(portfolioPieces.removedFromInstagramAt),
        ...(seen.length ? [notInArray(portfolioPieces.instagramMediaId, seen)] : []),
      ),
    )
    .returning({ id: portfolioPieces.id });
  await db
    .update(instagramAccounts)
    .set({ lastPhotoSyncAt: now, lastPhotoSyncAdded: added, lastPhotoSyncRemoved: removed.length })
    .where(eq(instagramAccounts.artistId, artistId));
  return { added, removed: removed.length };
}

async function addPhoto({
  db,
  storage,
  instagram,
  artistId,
  photo,
  fields,
}: {
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup;
  artistId: string;
  photo: SyncedPhoto;
  fields: ReturnType<typeof captionToPiece> & { style: string | null };
}) {
  const bytes = await downloadMedia(photo.url, instagram.mediaHosts);
  const type = detectImageType(bytes);
  if (!type) throw new Error('The media is not an image');
  const keys = await storePortfolioImage(storage, await processPortfolioImage(bytes, type));
  try {
    await db
      .insert(portfolioPieces)
      .values({
        artistId,
        ...keys,
        ...fields,
        originalName: `instagram-${photo.mediaId}`,
        instagramMediaId: photo.mediaId,
      })
      .onConflictDoNothing();
  } catch (error) {
    await deleteStoredImages(storage, [keys]);
    throw error;
  }
}
