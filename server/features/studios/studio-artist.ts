import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studioMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The user ids of a studio's members, as a subquery for a where. */
export function studioMemberIds(db: Db, studioId: string) {
  return db
    .select({ userId: studioMembers.userId })
    .from(studioMembers)
    .where(eq(studioMembers.studioId, studioId));
}

/**
 * Checks that a lead or thread may go to `artistId`: an artist of the studio (the owner tattoos too; front desk does
 * not). VALIDATION_FAILED naming artistId otherwise.
 */
export async function assertStudioArtist(
  tx: Db,
  { studioId, artistId }: { studioId: string; artistId: string },
) {
  const [target] = await tx
    .select({ role: studioMembers.role })
    .from(studioMembers)
    .where(
      and(
        eq(studioMembers.studioId, studioId),
        eq(studioMembers.userId, artistId),
        inArray(studioMembers.role, ['owner', 'artist']),
      ),
    );
  if (!target) {
    throw new AppError('VALIDATION_FAILED', 'Not an artist of the studio', {
      artistId: 'Choose an artist of this studio',
    });
  }
}
