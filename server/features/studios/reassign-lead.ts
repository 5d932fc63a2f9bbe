import { and, eq, inArray } from 'drizzle-orm';
import type { ReassignLeadInput } from '#common/contracts/studio-team.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { leads, studioMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { moveLead } from './move-lead.ts';

/**
 * Moves a lead of the studio to another of its artists (owner or front desk, the route's access; decision 073),
 * with everything moveLead moves, and records routing {how: 'reassigned', reason, by} (`by`: the owner or front
 * desk who did it, so the artists read who moved it). NOT_FOUND for a lead outside the
 * studio; VALIDATION_FAILED naming artistId for anyone who is not an artist of the studio; CONFLICT when the lead is
 * already theirs. Afterwards the new artist sees the lead and the first no longer does.
 */
export async function reassignLead({
  db,
  clock,
  studioId,
  leadId,
  data,
  actor,
}: {
  db: Db;
  clock: Clock;
  studioId: string;
  leadId: string;
  data: ReassignLeadInput;
  actor: StudioActor;
}): Promise<void> {
  const now = clock();
  const studioArtists = db
    .select({ userId: studioMembers.userId })
    .from(studioMembers)
    .where(eq(studioMembers.studioId, studioId));
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ artistId: leads.artistId, conversationId: leads.conversationId })
      .from(leads)
      .where(and(eq(leads.id, leadId), inArray(leads.artistId, studioArtists)))
      .for('update');
    if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
    const [target] = await tx
      .select({ role: studioMembers.role })
      .from(studioMembers)
      .where(
        and(
          eq(studioMembers.studioId, studioId),
          eq(studioMembers.userId, data.artistId),
          inArray(studioMembers.role, ['owner', 'artist']),
        ),
      );
    if (!target) {
      throw new AppError('VALIDATION_FAILED', 'Not an artist of the studio', {
        artistId: 'Choose an artist of this studio',
      });
    }
    if (lead.artistId === data.artistId)
      throw new AppError('CONFLICT', 'The lead is already with that artist');
    await moveLead(tx, {
      leadId,
      conversationId: lead.conversationId,
      fromArtistId: lead.artistId,
      toArtistId: data.artistId,
      routing: {
        studioId,
        how: 'reassigned',
        reason: data.reason,
        candidates: [],
        at: now.toISOString(),
        by: actor,
      },
      now,
    });
  });
}
