import { and, eq, inArray } from 'drizzle-orm';
import type { ReassignLeadInput } from '#common/contracts/studio-team.ts';
import type { LeadRouting, StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { moveLead } from './move-lead.ts';
import { assertStudioArtist, studioMemberIds } from './studio-artist.ts';

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
  await db.transaction((tx) => reassignLeadIn(tx, { studioId, leadId, data, actor, now: clock() }));
}

/** reassignLead inside the caller's transaction: a thread's reassigning moves its lead the same way. */
export async function reassignLeadIn(
  tx: Db,
  {
    studioId,
    leadId,
    data,
    actor,
    now,
  }: { studioId: string; leadId: string; data: ReassignLeadInput; actor: StudioActor; now: Date },
): Promise<void> {
  const [lead] = await tx
    .select({ artistId: leads.artistId, conversationId: leads.conversationId })
    .from(leads)
    .where(and(eq(leads.id, leadId), inArray(leads.artistId, studioMemberIds(tx, studioId))))
    .for('update');
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  await assertStudioArtist(tx, { studioId, artistId: data.artistId });
  if (lead.artistId === data.artistId) throw new AppError('CONFLICT', 'The lead is already with that artist');
  await moveLead(tx, {
    leadId,
    conversationId: lead.conversationId,
    fromArtistId: lead.artistId,
    toArtistId: data.artistId,
    routing: reassignedRouting({ studioId, data, actor, now }),
    now,
  });
}

/** What a lead or thread moved by hand records: how, why, by whom and when (decision 073). */
export function reassignedRouting({
  studioId,
  data,
  actor,
  now,
}: {
  studioId: string;
  data: ReassignLeadInput;
  actor: StudioActor;
  now: Date;
}): LeadRouting {
  return {
    studioId,
    how: 'reassigned',
    reason: data.reason,
    candidates: [],
    at: now.toISOString(),
    by: actor,
  };
}
