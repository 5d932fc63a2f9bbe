import { asc, eq, sql } from 'drizzle-orm';
import type { StudioRole } from '#common/contracts/studios.ts';
import { teamScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, users } from '../../db/schema/index.ts';

/** How a member is named across the studio: artist name, else first name, else email. */
export const memberDisplayName = (user: {
  artistName: string | null;
  firstName: string | null;
  email: string | null;
}) => user.artistName?.trim() || user.firstName?.trim() || user.email || 'Artist';

/**
 * Whose items a viewer's lists hold (decision 073): the viewer alone, or for a studio's owner and front desk every
 * member, the viewer first, then by name; `role` null for someone in no studio.
 */
export async function listViewerTeam(
  db: Db,
  viewerId: string,
): Promise<Array<{ id: string; name: string; role: StudioRole | null }>> {
  const rows = await db
    .select({
      id: users.id,
      artistName: users.artistName,
      firstName: users.firstName,
      email: users.email,
      role: studioMembers.role,
    })
    .from(users)
    .leftJoin(studioMembers, eq(studioMembers.userId, users.id))
    .where(teamScope(users.id, viewerId))
    .orderBy(sql`${users.id} <> ${viewerId}`, asc(users.artistName), asc(users.email));
  return rows.map((row) => ({ id: row.id, name: memberDisplayName(row), role: row.role }));
}
