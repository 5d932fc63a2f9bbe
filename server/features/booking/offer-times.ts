import { and, eq, ne } from 'drizzle-orm';
import type { LeadBooking, ProjectPlanInput } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import { bookingOffers, bookingProjects, leads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { findArtistLead } from './core/artist-lead.ts';
import { loadAvailability } from './core/availability.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { offeredTimesEmail } from './core/booking-emails.ts';
import { actedBy, recordBookingEvent } from './core/booking-events.ts';
import { formatBookingTime } from './core/booking-times.ts';
import { clientWords } from './core/client-words/index.ts';
import { sendInstagramNote } from './core/instagram-note.ts';
import { requestPageUrl } from './core/request-link.ts';
import { requireFreeSlots } from './core/require-free-slot.ts';
import { withdrawOpenOffers } from './core/withdraw-open-offers.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/leads/:leadId/offers: offers up to 4 free times. Earlier open offers are withdrawn, the
 * lead becomes `contacted`, and the client hears by email (a link to pick on their request page) and, for an
 * Instagram lead inside the messaging window, by DM. CONFLICT for a time no longer free or a booked or
 * declined lead; NOT_FOUND for another artist's lead. `actor`: the studio's owner or front desk offering for the
 * artist (decision 073), kept on the timeline.
 */
export async function offerTimes(
  deps: BookingDeps,
  {
    artistId,
    leadId,
    data,
    actor = null,
  }: {
    artistId: string;
    leadId: string;
    data: { sessionKind: SessionKind; startTimes: string[]; project?: ProjectPlanInput | null };
    actor?: StudioActor | null;
  },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const lead = await findArtistLead(db, { artistId, leadId });
  if (lead.status === 'booked' || lead.status === 'rejected') {
    throw new AppError('CONFLICT', `This lead is ${lead.status}; offer times to an open request`);
  }
  const settings = await loadAvailability(db, artistId);
  const slots = await requireFreeSlots(db, settings, { ...data, now, field: 'startTimes' });
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const [artist] = await db
    .select({ artistName: users.artistName })
    .from(users)
    .where(eq(users.id, artistId));
  const artistName = artist?.artistName ?? 'Your artist';
  // The client reads the times in their language, in the artist's zone (named), by email and by DM alike.
  const words = clientWords(lead.language);
  const times = slots.map((slot) =>
    formatBookingTime(slot.startsAt, slot.endsAt, settings.timeZone, words.locale.dates),
  );
  const pageUrl = await db.transaction(async (tx) => {
    await withdrawOpenOffers(tx, { artistId: artistId, leadId: leadId, now });
    await storeProjectPlan(tx, {
      artistId,
      leadId,
      sessionKind: data.sessionKind,
      project: data.project,
      now,
    });
    const offers = await tx
      .insert(bookingOffers)
      .values(
        slots.map((slot) => ({ artistId, leadId, ...slot, sessionKind: data.sessionKind, createdAt: now })),
      )
      .returning({ id: bookingOffers.id });
    await tx
      .update(leads)
      .set({ status: 'contacted', updatedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId), ne(leads.status, 'contacted')));
    const url = await requestPageUrl({ db: tx, env, leadId });
    const email = lead.email.trim();
    if (email) {
      await queueEmail(
        { db, jobs: deps.jobs, tx },
        offeredTimesEmail({
          to: email,
          artistId,
          artistName,
          clientName: lead.name,
          language: lead.language,
          offerKey: offers[0]!.id,
          sessionKind: data.sessionKind,
          times,
          pageUrl: url,
          sessionCount: data.project?.sessionCount ?? null,
        }),
      );
    }
    await recordBookingEvent(tx, {
      artistId,
      leadId,
      kind: 'offered',
      at: now,
      detail: {
        sessionKind: data.sessionKind,
        startTimes: slots.map((slot) => slot.startsAt.toISOString()),
        byEmail: Boolean(email),
        ...(data.project ? { project: data.project } : {}),
        by: 'artist',
        ...actedBy(actor),
      },
    });
    return url;
  });
  await sendInstagramNote(deps, {
    artistId,
    leadId,
    text: words.offered.note(artistName, times, pageUrl),
  });
  return getLeadBooking({ db, env, artistId, leadId, now });
}

/**
 * The lead's plan as this offer makes it: a project of N sessions (one row per lead, the newest offer's), or
 * none for one session. Offers are refused once a session is confirmed, so a booked project's plan never changes.
 */
async function storeProjectPlan(
  tx: BookingDeps['db'],
  {
    artistId,
    leadId,
    sessionKind,
    project,
    now,
  }: {
    artistId: string;
    leadId: string;
    sessionKind: SessionKind;
    project?: ProjectPlanInput | null;
    now: Date;
  },
) {
  if (!project) {
    await tx
      .delete(bookingProjects)
      .where(and(eq(bookingProjects.leadId, leadId), eq(bookingProjects.artistId, artistId)));
    return;
  }
  const plan = { ...project, sessionKind };
  await tx
    .insert(bookingProjects)
    .values({ leadId, artistId, ...plan, createdAt: now })
    .onConflictDoUpdate({
      target: bookingProjects.leadId,
      set: plan,
      setWhere: eq(bookingProjects.artistId, artistId),
    });
}
