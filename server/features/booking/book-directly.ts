import { and, eq } from 'drizzle-orm';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import { depositCentsFor, estimateCentsFromBudget } from '#common/domain/booking/deposit.ts';
import { sessionDepositCents } from '#common/domain/booking/project.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import { inheritedDepositRule } from '#common/domain/studio/inherit-settings.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findArtistStudio } from '../studio-membership/find-artist-studio.ts';
import { findArtistLead } from './core/artist-lead.ts';
import { loadAvailability } from './core/availability.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { cancelBookings } from './core/booking-webhooks.ts';
import { confirmBooking } from './core/confirm-booking.ts';
import { nextProjectSession, requireInWindow } from './core/project-sessions.ts';
import { requireFreeSlots } from './core/require-free-slot.ts';
import { lockArtistBookings, takeSlot } from './core/take-slot.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/leads/:leadId/bookings: the artist books a free slot for the lead, confirmed at once
 * (through confirmBooking). The deposit rule still applies: a deposit is recorded as due, for the artist to
 * mark received. The lead's own hold, if any, is given up. CONFLICT when the slot is taken or the lead already
 * has a confirmed booking; NOT_FOUND for another artist's lead. A project's lead (decision 066) gets its next
 * session, in order after the booked ones (CONFLICT otherwise, or when every session is booked), with the
 * deposit only if it is the deposit session.
 */
export async function bookDirectly(
  deps: BookingDeps,
  {
    artistId,
    leadId,
    data,
    actor = null,
  }: {
    artistId: string;
    leadId: string;
    data: { sessionKind: SessionKind; startsAt: string };
    /** The studio's owner or front desk booking for the artist (decision 073): the timeline and email name them. */
    actor?: StudioActor | null;
  },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const lead = await findArtistLead(db, { artistId, leadId });
  const settings = await loadAvailability(db, artistId);
  // Issue #28 item 2: the studio's deposit rule until the artist saves their own.
  const depositRule = inheritedDepositRule(
    { depositRule: settings.depositRule, isSaved: settings.savedAt !== null },
    (await findArtistStudio(db, artistId))?.studio.settings,
  );
  const [slot] = await requireFreeSlots(db, settings, {
    startTimes: [data.startsAt],
    sessionKind: data.sessionKind,
    now,
    field: 'startsAt',
  });
  await db.transaction(async (tx) => {
    await lockArtistBookings(tx, artistId);
    const live = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.artistId, artistId), eq(bookings.leadId, leadId)));
    await cancelBookings(
      { tx, jobs: deps.jobs, now },
      and(eq(bookings.artistId, artistId), eq(bookings.leadId, leadId), eq(bookings.status, 'held'))!,
    );
    const session = await nextProjectSession(tx, { artistId, leadId });
    if (!session && live.some((booking) => booking.status === 'confirmed')) {
      throw new AppError('CONFLICT', 'This lead already has a confirmed booking');
    }
    if (session) requireInWindow(session, slot!);
    const ruleCents = depositCentsFor(depositRule, estimateCentsFromBudget(lead.budget));
    const bookingId = await takeSlot(tx, {
      jobs: deps.jobs,
      artistId,
      leadId,
      ...slot!,
      sessionKind: data.sessionKind,
      holdExpiresAt: null,
      depositCents: session
        ? sessionDepositCents(session.project, session.sessionNumber, ruleCents)
        : ruleCents,
      sessionNumber: session?.sessionNumber ?? null,
      now,
    });
    await confirmBooking(deps, { bookingId, artistId, tx, bookedDirectly: { actor } });
  });
  return getLeadBooking({ db, env, artistId, leadId, now });
}
