import { and, eq } from 'drizzle-orm';
import type { Lead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/** A lead as the dashboard and /api/v1 read it, inside the caller's transaction; the lead must exist there. */
async function leadAsStored(
  tx: Db,
  { artistId, leadId }: { artistId: string; leadId: string },
): Promise<Lead> {
  const [row] = await tx
    .select({ lead: leadDtoColumns, artistName: users.artistName })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.artistId))
    .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId)));
  if (!row) throw new Error(`Lead ${leadId} is not in this transaction`);
  return toLeadDto(row.lead, row.artistName);
}

/**
 * `lead.created` or `lead.updated` to the artist's webhook endpoints (decision 079), in the transaction that wrote
 * the lead: the web chat's save, the Instagram turn's upsert and the artist's edit call it, so a lead's events come
 * from its own writes. Callers send none for a Test Chatbot lead: it is the artist's own test, not a client.
 */
export async function emitLeadEvent(
  { tx, jobs, now }: { tx: Db; jobs: JobQueue | undefined; now: Date },
  { artistId, leadId, isNew, lead }: { artistId: string; leadId: string; isNew: boolean; lead?: Lead },
): Promise<void> {
  await emitWebhookEvent(
    { tx, jobs, now },
    {
      artistId,
      type: isNew ? 'lead.created' : 'lead.updated',
      leadId,
      data: async () => {
        const current = lead ?? (await leadAsStored(tx, { artistId, leadId }));
        return { lead: current };
      },
    },
  );
}
