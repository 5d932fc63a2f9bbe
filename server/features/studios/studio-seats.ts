import { and, count, eq, ne } from 'drizzle-orm';
import {
  STUDIO_FRONT_DESK_SEATS,
  STUDIO_INVITED_ARTIST_SEATS,
  type StudioRole,
} from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { studioInvites, studioMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { openInvitesOf } from './get-my-studio.ts';

const SEATS = {
  artist: { limit: STUDIO_INVITED_ARTIST_SEATS, name: 'invited artists' },
  front_desk: { limit: STUDIO_FRONT_DESK_SEATS, name: 'front desk seats' },
} as const;

/**
 * Throws CONFLICT naming the limit when the studio has no seat left for one more `role` (decision 073): members in
 * that role plus open invites for it, the owner apart. `except` leaves out the one being replaced or changed (an
 * address invited again, a member whose role changes), so it does not count against itself.
 */
export async function requireFreeSeat(
  tx: Db,
  {
    studioId,
    role,
    now,
    except,
  }: {
    studioId: string;
    role: Exclude<StudioRole, 'owner'>;
    now: Date;
    except?: { email?: string; userId?: string };
  },
): Promise<void> {
  const [members] = await tx
    .select({ n: count() })
    .from(studioMembers)
    .where(
      and(
        eq(studioMembers.studioId, studioId),
        eq(studioMembers.role, role),
        except?.userId ? ne(studioMembers.userId, except.userId) : undefined,
      ),
    );
  const [invites] = await tx
    .select({ n: count() })
    .from(studioInvites)
    .where(
      and(
        openInvitesOf(studioId, now),
        eq(studioInvites.role, role),
        except?.email ? ne(studioInvites.email, except.email) : undefined,
      ),
    );
  const seat = SEATS[role];
  if (members!.n + invites!.n >= seat.limit) {
    throw new AppError(
      'CONFLICT',
      `The Studio plan has ${seat.limit} ${seat.name}, all taken (open invites hold theirs): revoke an invite or remove someone first`,
    );
  }
}
