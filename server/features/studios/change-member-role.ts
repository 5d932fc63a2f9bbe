import { and, eq, ne } from 'drizzle-orm';
import type { StudioMember } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { listStudioMembers } from './get-my-studio.ts';
import { requireFreeSeat } from './studio-seats.ts';

/**
 * Makes a member an artist or front desk (owner only, the route's access), if that role has a free seat (CONFLICT
 * otherwise). The owner's own role never changes (NOT_FOUND, as for anyone outside the studio). Returns the members.
 */
export async function changeMemberRole({
  db,
  clock,
  studioId,
  userId,
  role,
}: {
  db: Db;
  clock: Clock;
  studioId: string;
  userId: string;
  role: 'artist' | 'front_desk';
}): Promise<StudioMember[]> {
  await db.transaction(async (tx) => {
    await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).for('update');
    const [member] = await tx
      .select({ role: studioMembers.role })
      .from(studioMembers)
      .where(
        and(
          eq(studioMembers.studioId, studioId),
          eq(studioMembers.userId, userId),
          ne(studioMembers.role, 'owner'),
        ),
      );
    if (!member) throw new AppError('NOT_FOUND', 'Member not found');
    if (member.role === role) return;
    await requireFreeSeat(tx, { studioId, role, now: clock(), except: { userId } });
    await tx
      .update(studioMembers)
      .set({ role })
      .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)));
  });
  return listStudioMembers(db, studioId);
}
