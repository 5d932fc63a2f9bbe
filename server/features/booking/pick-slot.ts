import { and, eq } from 'drizzle-orm';
import type { PickSlotRequest, PickSlotResponse } from '#common/contracts/booking-requests.ts';
import { HOLD_MINUTES } from '#common/domain/booking/defaults.ts';
import { depositCentsFor, estimateCentsFromBudget } from '#common/domain/booking/deposit.ts';
import { sessionDepositCents } from '#common/domain/booking/project.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import { recordBookingEvent } from './core/booking-events.ts';
import { cancelBookings } from './core/booking-webhooks.ts';
import { confirmBooking } from './core/confirm-booking.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { nextProjectSession, requireInWindow } from './core/project-sessions.ts';
import { lockArtistBookings, SLOT_TAKEN_MESSAGE, takeSlot } from './core/take-slot.ts';
import { startDepositCheckout } from './start-deposit-checkout.ts';

/**
 * The client picks one of the offered times. The booking row's insert is the check (takeSlot): the database's
 * no-overlap constraint refuses a time another client holds (CONFLICT, SLOT_TAKEN_MESSAGE). No deposit due: the
 * booking is confirmed in the same transaction. A deposit with Stripe: the slot is held for HOLD_MINUTES and the
 * answer is the checkout URL. A deposit the artist collects: held until they mark it received (decision 023).
 * For a project the offered pick is session 1, and the deposit is asked only if it is the deposit session
 * (decision 066); the later sessions are booked on the page (bookProjectSession).
 */
export async function pickSlot(
  deps: BookingRequestDeps,
  { request, data }: { request: ClientRequest; data: PickSlotRequest },
): Promise<PickSlotResponse> {
  const { db, clock } = deps;
  const { lead } = request;
  if (request.status !== 'times_offered')
    throw new AppError('CONFLICT', 'This request has no times to pick from');
  const offer = request.offers.find((candidate) => candidate.id === data.offerId);
  if (!offer) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  const now = clock();
  const ruleCents = depositCentsFor(request.depositRule, estimateCentsFromBudget(lead.budget));
  const { bookingId, depositCents } = await db.transaction(async (tx) => {
    await lockArtistBookings(tx, lead.artistId);
    // Picking again (another time, or after leaving the checkout) gives up the client's own earlier hold; the
    // timeline says so, or the artist would see a held time vanish without a trace.
    const replaced = await cancelBookings(
      { tx, jobs: deps.jobs, now },
      and(eq(bookings.leadId, lead.id), eq(bookings.artistId, lead.artistId), eq(bookings.status, 'held'))!,
    );
    for (const hold of replaced) {
      await recordBookingEvent(tx, {
        artistId: lead.artistId,
        leadId: lead.id,
        kind: 'hold-replaced',
        at: now,
        detail: { bookingId: hold.id, startsAt: hold.startsAt.toISOString(), by: 'client' },
      });
    }
    const ids = { artistId: lead.artistId, leadId: lead.id };
    const session = await nextProjectSession(tx, ids);
    // Another tab's pick confirmed session 1 meanwhile: this pick is not a later session in disguise.
    if (session && session.sessionNumber !== 1)
      throw new AppError('CONFLICT', 'This request has no times to pick from');
    if (session) requireInWindow(session, offer);
    const depositCents = session
      ? sessionDepositCents(session.project, session.sessionNumber, ruleCents)
      : ruleCents;
    const isPaidOnline = depositCents > 0 && deps.payments !== undefined;
    const id = await takeSlot(tx, {
      jobs: deps.jobs,
      artistId: lead.artistId,
      leadId: lead.id,
      offerId: offer.id,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      sessionKind: offer.sessionKind,
      holdExpiresAt: isPaidOnline ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
      depositCents,
      clientTimeZone: data.clientTimeZone ?? null,
      sessionNumber: session?.sessionNumber ?? null,
      now,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
      }
      throw error;
    });
    await recordBookingEvent(tx, {
      artistId: lead.artistId,
      leadId: lead.id,
      kind: 'held',
      at: now,
      detail: { bookingId: id, startsAt: offer.startsAt.toISOString(), depositCents, by: 'client' },
    });
    if (depositCents === 0) await confirmBooking(deps, { bookingId: id, artistId: lead.artistId, tx });
    return { bookingId: id, depositCents };
  });
  if (depositCents === 0 || deps.payments === undefined) return { checkoutUrl: null };
  return { checkoutUrl: await startDepositCheckout(deps, { request, bookingId }) };
}
