import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healedPhotos } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage, StoredObject } from '../../providers/storage/types.ts';

/** The URL the artist's lead shows a healed photo at (private: their session only). */
export const healedPhotoUrl = (leadId: string, imageKey: string) =>
  `/api/booking/leads/${leadId}/healed-photos/${imageKey.split('/').pop()}`;

/**
 * GET /api/booking/leads/:leadId/healed-photos/:name: a healed photo a client shared on this artist's lead
 * (decision 065); NOT_FOUND for another artist's lead or a name not on this lead.
 */
export async function getHealedPhoto({
  db,
  storage,
  artistId,
  leadId,
  name,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  leadId: string;
  name: string;
}): Promise<StoredObject> {
  const [photo] = await db
    .select({ imageKey: healedPhotos.imageKey })
    .from(healedPhotos)
    .where(
      and(
        eq(healedPhotos.artistId, artistId),
        eq(healedPhotos.leadId, leadId),
        eq(healedPhotos.imageKey, `healed/${name}`),
      ),
    );
  const object = photo && (await storage.get(photo.imageKey));
  if (!object) throw new AppError('NOT_FOUND', 'Photo not found');
  return object;
}
