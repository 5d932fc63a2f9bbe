import { eq } from 'drizzle-orm';
import type { StudioView, UpdateStudioInput } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studios } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { getMyStudio } from './get-my-studio.ts';

/**
 * Saves what is the shop's (issue #28 item 2): name, settings and branding, owner only (the route's access). The
 * studio's answers (set elsewhere) and the logo (its own upload) are kept as they are. Returns the studio.
 */
export async function updateStudio({
  db,
  clock,
  ownerId,
  studioId,
  data,
}: {
  db: Db;
  clock: Clock;
  ownerId: string;
  studioId: string;
  data: UpdateStudioInput;
}): Promise<StudioView> {
  const [studio] = await db.select().from(studios).where(eq(studios.id, studioId));
  await db
    .update(studios)
    .set({
      name: data.name,
      settings: { ...data.settings, studioAnswers: studio!.settings.studioAnswers },
      branding: { ...data.branding, logoUrl: studio!.branding.logoUrl ?? null },
      updatedAt: clock(),
    })
    .where(eq(studios.id, studioId));
  return (await getMyStudio({ db, userId: ownerId, now: clock() }))!;
}
