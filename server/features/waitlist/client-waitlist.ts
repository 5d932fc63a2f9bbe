import { and, eq } from 'drizzle-orm';
import type { ClientWaitlist, WaitlistDays } from '#common/contracts/waitlist.ts';
import { localDateOf } from '#common/domain/booking/zoned-time.ts';
import { booksOn } from '#common/domain/intake/books-schedule.ts';
import type { Db } from '../../db/client.ts';
import { type LeadRow, users, type WaitlistEntryRow, waitlistEntries } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientRequest } from '../booking/core/load-client-request.ts';
import { keptOfLead } from '../intake/join-waitlist-on-save.ts';

/** The entry of one lead, if it is on the waitlist. */
export async function findEntryOfLead(db: Db, lead: Pick<LeadRow, 'id' | 'artistId'>) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.leadId, lead.id), eq(waitlistEntries.artistId, lead.artistId)));
  return entry;
}

/** True while the artist's books are closed or waitlist-only, read on the artist's today (decision 063). */
async function areBooksShut(db: Db, artistId: string, timeZone: string, now: Date): Promise<boolean> {
  const [artist] = await db
    .select({
      booksStatus: users.booksStatus,
      booksReopenOn: users.booksReopenOn,
      booksCloseAfter: users.booksCloseAfter,
    })
    .from(users)
    .where(eq(users.id, artistId));
  if (!artist) return false;
  return booksOn(artist, localDateOf(now, timeZone)).booksStatus !== 'open';
}

/** A request that may wait for a freed slot: not declined or booked, no appointment in hand, and an email to reach. */
const isWaiting = (request: ClientRequest) =>
  request.lead.email.trim() !== '' && ['received', 'times_offered', 'cancelled'].includes(request.status);

const toClientEntry = (entry: WaitlistEntryRow): ClientWaitlist['entry'] => ({
  weekdays: entry.weekdays,
  fromDate: entry.fromDate,
  untilDate: entry.untilDate,
  joinedAt: entry.joinedAt.toISOString(),
});

/**
 * GET /api/requests/:token/waitlist: the client's entry, and whether they may join: their request still waits
 * and the books are closed or waitlist-only (or they are on the list already, to change their days or leave).
 */
export async function getClientWaitlist(
  db: Db,
  { request, now }: { request: ClientRequest; now: Date },
): Promise<ClientWaitlist> {
  const entry = await findEntryOfLead(db, request.lead);
  const canJoin =
    isWaiting(request) &&
    (entry !== undefined || (await areBooksShut(db, request.lead.artistId, request.timeZone, now)));
  return { canJoin, entry: entry ? toClientEntry(entry) : null };
}

/**
 * PUT /api/requests/:token/waitlist: joins the waitlist with the days that suit, or changes them (the place in
 * line is kept: `joinedAt` is the first join). CONFLICT when the request cannot wait (booked, declined, books
 * open and not on the list).
 */
export async function saveClientWaitlist(
  db: Db,
  { request, days, now }: { request: ClientRequest; days: WaitlistDays; now: Date },
): Promise<ClientWaitlist> {
  const current = await getClientWaitlist(db, { request, now });
  if (!current.canJoin) {
    throw new AppError('CONFLICT', `This request cannot join ${request.artistName}'s waitlist`);
  }
  const { lead } = request;
  const [entry] = await db
    .insert(waitlistEntries)
    .values({ artistId: lead.artistId, leadId: lead.id, ...keptOfLead(lead), ...days, joinedAt: now })
    .onConflictDoUpdate({ target: waitlistEntries.leadId, set: { ...keptOfLead(lead), ...days } })
    .returning();
  return { canJoin: true, entry: toClientEntry(entry!) };
}

/** DELETE /api/requests/:token/waitlist: the client leaves the waitlist, and its open offers with it. */
export async function leaveClientWaitlist(
  db: Db,
  { request, now }: { request: ClientRequest; now: Date },
): Promise<ClientWaitlist> {
  await db
    .delete(waitlistEntries)
    .where(
      and(eq(waitlistEntries.leadId, request.lead.id), eq(waitlistEntries.artistId, request.lead.artistId)),
    );
  return getClientWaitlist(db, { request, now });
}
