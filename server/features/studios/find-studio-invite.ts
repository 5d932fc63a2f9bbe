import { eq } from 'drizzle-orm';
import type { InvitePreview } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { type StudioInviteRow, studioInvites, studios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashInviteToken } from './studio-invite-token.ts';

/** Where an invite stands: open until it is used, revoked or past its expiry. */
export function inviteStatus(invite: StudioInviteRow, now: Date): InvitePreview['status'] {
  if (invite.acceptedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt <= now) return 'expired';
  return 'open';
}

/** The invite a link's token names, with its studio's name; NOT_FOUND for a token no invite has. */
export async function findStudioInvite(db: Db, token: string) {
  const [row] = await db
    .select({ invite: studioInvites, studioName: studios.name })
    .from(studioInvites)
    .innerJoin(studios, eq(studios.id, studioInvites.studioId))
    .where(eq(studioInvites.tokenHash, hashInviteToken(token)));
  if (!row) throw new AppError('NOT_FOUND', 'This invite link is not valid: check it was copied whole');
  return row;
}

/** What the accept page shows: the studio, the role, the invited address and whether the link still works. */
export async function previewStudioInvite({
  db,
  token,
  now,
}: {
  db: Db;
  token: string;
  now: Date;
}): Promise<InvitePreview> {
  const { invite, studioName } = await findStudioInvite(db, token);
  return {
    studioName,
    role: invite.role === 'front_desk' ? 'front_desk' : 'artist',
    email: invite.email,
    status: inviteStatus(invite, now),
  };
}
