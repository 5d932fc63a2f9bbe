import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studioInvites } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

/** Withdraws an open invite of the owner's studio, freeing its seat; NOT_FOUND for any other invite. */
export async function revokeStudioInvite({
  db,
  clock,
  studioId,
  inviteId,
}: {
  db: Db;
  clock: Clock;
  studioId: string;
  inviteId: string;
}): Promise<void> {
  const [revoked] = await db
    .update(studioInvites)
    .set({ revokedAt: clock() })
    .where(
      and(
        eq(studioInvites.id, inviteId),
        eq(studioInvites.studioId, studioId),
        isNull(studioInvites.acceptedAt),
        isNull(studioInvites.revokedAt),
      ),
    )
    .returning({ id: studioInvites.id });
  if (!revoked) throw new AppError('NOT_FOUND', 'Invite not found');
}
