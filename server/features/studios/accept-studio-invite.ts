import { and, eq, isNull } from 'drizzle-orm';
import type { StudioView } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studioInvites, studioMembers, studios, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { findStudioInvite, inviteStatus } from './find-studio-invite.ts';
import { getMyStudio } from './get-my-studio.ts';

/** Why a link that is no longer open is refused, in words for the invitee. */
const REFUSALS = {
  used: 'This invite link was already used: ask the studio for a new one if you need it',
  revoked: 'The studio withdrew this invite: ask them for a new one',
  expired: 'This invite link has expired: ask the studio for a new one',
} as const;

/**
 * Joins the studio an invite link names (decision 073): once (GONE when used, revoked or expired), only for the
 * signed-in user whose verified email is the invited address (FORBIDDEN naming it), and not while they are in a
 * studio (CONFLICT: leave it first). A front-desk invitee's setup is done with it (no artist wizard). Returns the
 * studio as the new member sees it.
 */
export async function acceptStudioInvite({
  db,
  clock,
  user,
  token,
}: {
  db: Db;
  clock: Clock;
  user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>;
  token: string;
}): Promise<StudioView> {
  const now = clock();
  const { invite } = await findStudioInvite(db, token);
  const status = inviteStatus(invite, now);
  if (status !== 'open') throw new AppError('GONE', REFUSALS[status]);
  if (!user.emailVerified || user.email?.toLowerCase() !== invite.email) {
    throw new AppError(
      'FORBIDDEN',
      `This invite is for ${invite.email}: sign in with that address (verified) to accept it`,
    );
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ studioName: studios.name })
      .from(studioMembers)
      .innerJoin(studios, eq(studios.id, studioMembers.studioId))
      .where(eq(studioMembers.userId, user.id));
    if (current)
      throw new AppError(
        'CONFLICT',
        `You are in ${current.studioName}: leave it before joining another studio`,
      );
    // The update is the check that the link is used once: of two accepts at once, one finds it taken.
    const [taken] = await tx
      .update(studioInvites)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(
        and(
          eq(studioInvites.id, invite.id),
          isNull(studioInvites.acceptedAt),
          isNull(studioInvites.revokedAt),
        ),
      )
      .returning({ id: studioInvites.id });
    if (!taken) throw new AppError('GONE', REFUSALS.used);
    // The primary key on the member is the check that a user is in one studio, even against a second accept at once.
    await tx
      .transaction((savepoint) =>
        savepoint
          .insert(studioMembers)
          .values({ studioId: invite.studioId, userId: user.id, role: invite.role, joinedAt: now }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'You joined a studio a moment ago: leave it first');
        throw error;
      });
    // Front desk books and answers for the studio's artists and has no artist profile of its own: like an admin, it
    // skips the artist wizard (styles, portfolio) and lands on the studio's dashboard (decision 073).
    if (invite.role === 'front_desk') {
      await tx.update(users).set({ hasCompletedSetup: true }).where(eq(users.id, user.id));
    }
  });
  return (await getMyStudio({ db, userId: user.id, now }))!;
}
