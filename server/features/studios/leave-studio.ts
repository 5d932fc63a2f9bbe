import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { endMembership, memberName } from './end-membership.ts';

/**
 * The signed-in member leaves their studio (not the owner: CONFLICT), as endMembership says: their own data stays
 * theirs, shared threads without a booking return to the owner, and they are back on their own plan.
 */
export async function leaveStudio({
  db,
  clock,
  studioId,
  userId,
}: {
  db: Db;
  clock: Clock;
  studioId: string;
  userId: string;
}): Promise<void> {
  const name = await memberName(db, userId);
  await endMembership(db, { studioId, userId, reason: `Back to the studio: ${name} left`, now: clock() });
}
