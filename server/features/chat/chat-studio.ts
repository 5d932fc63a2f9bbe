import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The studio a new chat names, checked against the artist it talks to (decision 073): only the studio's owner or
 * one of its members may answer for it, so no page can file its chats under another shop. Read from the tables
 * themselves, as the chat must not depend on the studio feature. Throws VALIDATION_FAILED naming studioId.
 */
export async function checkChatStudio({
  db,
  studioId,
  artistId,
}: {
  db: Db;
  studioId: string;
  artistId: string;
}): Promise<void> {
  const [studio] = await db
    .select({ id: studios.id })
    .from(studios)
    .leftJoin(studioMembers, and(eq(studioMembers.studioId, studios.id), eq(studioMembers.userId, artistId)))
    .where(
      and(eq(studios.id, studioId), or(eq(studios.ownerId, artistId), eq(studioMembers.userId, artistId))),
    )
    .limit(1);
  if (!studio) {
    throw new AppError('VALIDATION_FAILED', 'studioId: this artist does not work at that studio', {
      studioId: 'This artist does not work at that studio',
    });
  }
}
