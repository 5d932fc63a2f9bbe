import { and, asc, count, eq } from 'drizzle-orm';
import type { UpdateWaitlistEntry, Waitlist, WaitlistEntry } from '#common/contracts/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { leads, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** GET /api/waitlist: the artist's waitlist in join order (the order freed slots are offered in), with the days. */
export async function listWaitlist(db: Db, { artistId }: { artistId: string }): Promise<Waitlist> {
  const offerCounts = db
    .select({ entryId: waitlistOffers.entryId, offers: count().as('offers') })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.artistId, artistId))
    .groupBy(waitlistOffers.entryId)
    .as('offer_counts');
  const rows = await db
    .select({ entry: waitlistEntries, name: leads.name, email: leads.email, offers: offerCounts.offers })
    .from(waitlistEntries)
    .innerJoin(leads, and(eq(leads.id, waitlistEntries.leadId), eq(leads.artistId, artistId)))
    .leftJoin(offerCounts, eq(offerCounts.entryId, waitlistEntries.id))
    .where(eq(waitlistEntries.artistId, artistId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  return {
    entries: rows.map(
      ({ entry, name, email, offers }): WaitlistEntry => ({
        id: entry.id,
        leadId: entry.leadId,
        clientName: name?.trim() || email || 'A client',
        idea: entry.idea,
        style: entry.style,
        area: entry.area,
        sessionKind: entry.sessionKind,
        weekdays: entry.weekdays,
        fromDate: entry.fromDate,
        untilDate: entry.untilDate,
        joinedAt: entry.joinedAt.toISOString(),
        offerCount: Number(offers ?? 0),
      }),
    ),
  };
}

/** DELETE /api/waitlist/:entryId: the artist takes a client off the waitlist (its offers go with it). */
export async function removeWaitlistEntry(
  db: Db,
  { artistId, entryId }: { artistId: string; entryId: string },
): Promise<Waitlist> {
  const removed = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.artistId, artistId)))
    .returning({ id: waitlistEntries.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'Waitlist entry not found');
  return listWaitlist(db, { artistId });
}

/** PATCH /api/waitlist/:entryId: the session the client waits for, which a freed slot must fit. */
export async function updateWaitlistEntry(
  db: Db,
  { artistId, entryId, data }: { artistId: string; entryId: string; data: UpdateWaitlistEntry },
): Promise<Waitlist> {
  const updated = await db
    .update(waitlistEntries)
    .set({ sessionKind: data.sessionKind })
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.artistId, artistId)))
    .returning({ id: waitlistEntries.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Waitlist entry not found');
  return listWaitlist(db, { artistId });
}
