import { and, eq, isNull } from 'drizzle-orm';
import type { CreatedInvite, InviteToStudioInput } from '#common/contracts/studio-team.ts';
import { STUDIO_INVITE_TTL_DAYS } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { studioInvites, studioMembers, studios, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { toInviteDto } from './get-my-studio.ts';
import { hashInviteToken, inviteLink, newInviteToken } from './studio-invite-token.ts';
import { requireFreeSeat } from './studio-seats.ts';

const DAY_MS = 86_400_000;
const ROLE_WORDS = { artist: 'an artist', front_desk: 'front desk' } as const;

/**
 * Invites an address to the studio (owner only, the route's access): a seat must be free (CONFLICT otherwise), the
 * address must not be a member already (CONFLICT). Inviting an address again revokes its open invite and sends a
 * new link. The link's random token is emailed through the outbox and returned once; only its SHA-256 is stored.
 * The invite works for STUDIO_INVITE_TTL_DAYS.
 */
export async function inviteToStudio({
  db,
  jobs,
  clock,
  appUrl,
  ownerId,
  studioId,
  data,
}: {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  appUrl: string;
  ownerId: string;
  studioId: string;
  data: InviteToStudioInput;
}): Promise<CreatedInvite> {
  const now = clock();
  const token = newInviteToken();
  const link = inviteLink(appUrl, token);
  const invite = await db.transaction(async (tx) => {
    // One invite at a time per studio, so two cannot both take the last seat.
    const [studio] = await tx.select().from(studios).where(eq(studios.id, studioId)).for('update');
    const [member] = await tx
      .select({ userId: users.id })
      .from(studioMembers)
      .innerJoin(users, eq(users.id, studioMembers.userId))
      .where(and(eq(studioMembers.studioId, studioId), eq(users.email, data.email)));
    if (member)
      throw new AppError('CONFLICT', `${data.email} is already in the studio`, { email: 'Already a member' });
    await requireFreeSeat(tx, { studioId, role: data.role, now, except: { email: data.email } });
    await tx
      .update(studioInvites)
      .set({ revokedAt: now })
      .where(
        and(
          eq(studioInvites.studioId, studioId),
          eq(studioInvites.email, data.email),
          isNull(studioInvites.acceptedAt),
          isNull(studioInvites.revokedAt),
        ),
      );
    const [created] = await tx
      .insert(studioInvites)
      .values({
        studioId,
        email: data.email,
        role: data.role,
        tokenHash: hashInviteToken(token),
        invitedBy: ownerId,
        expiresAt: new Date(now.getTime() + STUDIO_INVITE_TTL_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    await queueEmail(
      { db, jobs, tx },
      {
        kind: 'studio-invite',
        // An artist's (or front desk's) own address, to sign in with: not a client's, so the outbox does not hold it.
        recipient: 'artist',
        to: data.email,
        artistId: ownerId,
        subject: `Join ${studio!.name} on Inkdesk`,
        ...renderEmail({
          heading: `${studio!.name} invites you to join as ${ROLE_WORDS[data.role]}`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Sign in with this address (${data.email}) and accept within ${STUDIO_INVITE_TTL_DAYS} days. The link works once.`,
            },
            { kind: 'link', label: 'Accept the invite', href: link },
          ],
          footer: [
            {
              kind: 'paragraph',
              text: `Sent because the owner of ${studio!.name} invited this address. Not expecting it? Ignore this email.`,
            },
          ],
        }),
      },
    );
    return created!;
  });
  return { invite: toInviteDto(invite), link };
}
