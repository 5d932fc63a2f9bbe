import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { endMembership, memberName } from './end-membership.ts';

/**
 * Removes a member from the owner's studio (owner only, the route's access), as endMembership says: their own data
 * goes with them, shared threads without a booking return to the owner. NOT_FOUND for anyone not in the studio.
 */
export async function removeStudioMember({
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
  await endMembership(db, {
    studioId,
    userId,
    reason: `Back to the studio: ${name} was removed`,
    now: clock(),
  });
}
