import { eq, sql } from 'drizzle-orm';
import type { StudioView } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studios } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { getMyStudio } from './get-my-studio.ts';

/**
 * DELETE /api/studio/logo (owner): the studio goes back to its name alone on its page, widget and emails. The
 * stored image stays: it is named by its content hash, so another studio with the same image may be showing it.
 * Removing no logo is not an error (the same answer). Returns the studio.
 */
export async function removeStudioLogo({
  db,
  clock,
  ownerId,
  studioId,
}: {
  db: Db;
  clock: Clock;
  ownerId: string;
  studioId: string;
}): Promise<StudioView> {
  await db
    .update(studios)
    .set({ branding: sql`${studios.branding} - 'logoUrl'`, updatedAt: clock() })
    .where(eq(studios.id, studioId));
  return (await getMyStudio({ db, userId: ownerId, now: clock() }))!;
}
