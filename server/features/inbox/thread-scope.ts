import { and, eq } from 'drizzle-orm';
import type { StudioActor } from '#common/contracts/studios.ts';
import { teamScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import { instagramThreads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStudioActor } from '../studio-membership/find-studio-actor.ts';

/**
 * Whose thread a viewer works and who acts on it (decision 073): the viewer's own, or, for a studio's owner and
 * front desk, any member's; `actor` names the manager when it is not the artist (null for the artist). The action
 * then runs as that artist, on the account the thread came through. NOT_FOUND for any other thread, another
 * studio's included, and for an artist reaching another member's.
 */
export async function threadActionFor(
  db: Db,
  { viewerId, threadId }: { viewerId: string; threadId: string },
): Promise<{ artistId: string; actor: StudioActor | null }> {
  const [row] = await db
    .select({ artistId: instagramThreads.artistId })
    .from(instagramThreads)
    .where(and(eq(instagramThreads.id, threadId), teamScope(instagramThreads.artistId, viewerId)));
  if (!row) throw new AppError('NOT_FOUND', 'Thread not found');
  return { artistId: row.artistId, actor: await findStudioActor(db, { viewerId, artistId: row.artistId }) };
}
