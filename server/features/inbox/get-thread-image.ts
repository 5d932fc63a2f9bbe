import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage, StoredObject } from '../../providers/storage/types.ts';
import { threadImageUrl } from './to-thread-dto.ts';

/**
 * A stored client image of one of the artist's threads. Throws NOT_FOUND for another artist's thread and for
 * names no message of that thread holds, so a name alone opens nothing.
 */
export async function getThreadImage({
  db,
  storage,
  artistId,
  threadId,
  name,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  threadId: string;
  name: string;
}): Promise<StoredObject> {
  const rows = await db
    .select({ attachments: instagramMessages.attachments })
    .from(instagramMessages)
    .where(
      and(
        eq(instagramMessages.threadId, threadId),
        eq(instagramMessages.artistId, artistId),
        sql`jsonb_path_exists(${instagramMessages.attachments}, '$[*].key')`,
      ),
    );
  const wanted = threadImageUrl(threadId, name);
  const key = rows
    .flatMap((row) => row.attachments)
    .find((attachment) => attachment.key && threadImageUrl(threadId, attachment.key) === wanted)?.key;
  const object = key && (await storage.get(key));
  if (!object) throw new AppError('NOT_FOUND', 'Image not found');
  return object;
}
