import { eq } from 'drizzle-orm';
import type { CreateStudioInput, StudioView } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { getMyStudio } from './get-my-studio.ts';

/**
 * Turns the artist's account into a studio (issue #28 item 1): the Studio plan's `studioTeam` (402 otherwise), at
 * most one studio per person (CONFLICT while in one), a handle no other studio has (CONFLICT naming the field).
 * The artist becomes its owner. Returns the studio as the owner sees it.
 */
export async function createStudio({
  db,
  clock,
  artistId,
  data,
}: {
  db: Db;
  clock: Clock;
  artistId: string;
  data: CreateStudioInput;
}): Promise<StudioView> {
  await requireFeature({ db, clock }, artistId, 'studioTeam');
  await db.transaction(async (tx) => {
    const [membership] = await tx
      .select({ studioName: studios.name })
      .from(studioMembers)
      .innerJoin(studios, eq(studios.id, studioMembers.studioId))
      .where(eq(studioMembers.userId, artistId));
    if (membership) {
      throw new AppError('CONFLICT', `You are already in ${membership.studioName}: leave it first`);
    }
    try {
      await tx.transaction(async (savepoint) => {
        const [studio] = await savepoint
          .insert(studios)
          .values({ ownerId: artistId, name: data.name, publicHandle: data.publicHandle })
          .returning({ id: studios.id });
        await savepoint
          .insert(studioMembers)
          .values({ studioId: studio!.id, userId: artistId, role: 'owner' });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('CONFLICT', 'That handle is taken', {
        publicHandle: 'Another studio has this handle',
      });
    }
  });
  return (await getMyStudio({ db, userId: artistId, now: clock() }))!;
}
