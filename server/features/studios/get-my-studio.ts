import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StudioInvite, StudioMember, StudioView } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { type StudioInviteRow, studioInvites, studioMembers, studios, users } from '../../db/schema/index.ts';

/** An invite as the owner sees it. */
export const toInviteDto = (invite: StudioInviteRow): StudioInvite => ({
  id: invite.id,
  email: invite.email,
  role: invite.role === 'front_desk' ? 'front_desk' : 'artist',
  expiresAt: invite.expiresAt.toISOString(),
  createdAt: invite.createdAt.toISOString(),
});

/** The open invites of a studio: not accepted, not revoked, not expired. Each holds a seat. */
export const openInvitesOf = (studioId: string, now: Date) =>
  and(
    eq(studioInvites.studioId, studioId),
    isNull(studioInvites.acceptedAt),
    isNull(studioInvites.revokedAt),
    gt(studioInvites.expiresAt, now),
  );

/** The members of a studio, the owner first, then by when they joined. */
export async function listStudioMembers(db: Db, studioId: string): Promise<StudioMember[]> {
  const rows = await db
    .select({
      userId: studioMembers.userId,
      artistName: users.artistName,
      firstName: users.firstName,
      email: users.email,
      role: studioMembers.role,
      joinedAt: studioMembers.joinedAt,
    })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(eq(studioMembers.studioId, studioId))
    // false sorts before true: the owner first.
    .orderBy(sql`${studioMembers.role} <> 'owner'`, asc(studioMembers.joinedAt), asc(studioMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.artistName ?? row.firstName,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/**
 * The viewer's studio as their role sees it (members, settings, branding; open invites for the owner only), or
 * null when they are in none.
 */
export async function getMyStudio({
  db,
  userId,
  now,
}: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<StudioView | null> {
  const [row] = await db
    .select({ studio: studios, role: studioMembers.role })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(eq(studioMembers.userId, userId));
  if (!row) return null;
  const { studio, role } = row;
  const invites =
    role === 'owner'
      ? await db
          .select()
          .from(studioInvites)
          .where(openInvitesOf(studio.id, now))
          .orderBy(asc(studioInvites.createdAt))
      : [];
  return {
    id: studio.id,
    name: studio.name,
    publicHandle: studio.publicHandle,
    role,
    settings: studio.settings,
    branding: studio.branding,
    members: await listStudioMembers(db, studio.id),
    invites: invites.map(toInviteDto),
  };
}
