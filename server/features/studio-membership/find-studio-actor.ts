import { eq } from 'drizzle-orm';
import type { StudioActor, StudioRole } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, type UserRow, users } from '../../db/schema/index.ts';
import { memberDisplayName } from './studio-team.ts';

/** A member as the studio names them to its artists (memberDisplayName), with their role. */
export function studioActorOf(
  user: Pick<UserRow, 'id' | 'artistName' | 'firstName' | 'email'>,
  role: StudioRole,
): StudioActor {
  return { id: user.id, name: memberDisplayName(user), role };
}

/**
 * Who acts when a viewer works another artist's booking, lead or thread (decision 073): null when the viewer is
 * that artist (their own action), else the viewer as the studio names them, with their role. The caller has
 * already scoped the row (teamScope), so a viewer who is not the artist is that studio's owner or front desk.
 */
export async function findStudioActor(
  db: Db,
  { viewerId, artistId }: { viewerId: string; artistId: string },
): Promise<StudioActor | null> {
  if (viewerId === artistId) return null;
  const [row] = await db
    .select({
      id: users.id,
      artistName: users.artistName,
      firstName: users.firstName,
      email: users.email,
      role: studioMembers.role,
    })
    .from(users)
    .innerJoin(studioMembers, eq(studioMembers.userId, users.id))
    .where(eq(users.id, viewerId));
  return row ? studioActorOf(row, row.role) : null;
}
