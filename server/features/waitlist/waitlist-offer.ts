import { and, eq } from 'drizzle-orm';
import type { AcceptWaitlistOfferResponse, WaitlistOffer } from '#common/contracts/waitlist.ts';
import { HOLD_MINUTES } from '#common/domain/booking/defaults.ts';
import { depositCentsFor, estimateCentsFromBudget } from '#common/domain/booking/deposit.ts';
import { isFreeSlot } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../db/client.ts';
import { type BookingRow, type WaitlistOfferRow, waitlistOffers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAvailability } from '../booking/core/availability.ts';
import type { BookingRequestDeps } from '../booking/core/booking-deps.ts';
import { recordBookingEvent } from '../booking/core/booking-events.ts';
import { confirmBooking } from '../booking/core/confirm-booking.ts';
import { slotInputs } from '../booking/core/free-slot-search.ts';
import type { ClientRequest } from '../booking/core/load-client-request.ts';
import { lockArtistBookings, takeSlot } from '../booking/core/take-slot.ts';
import { startDepositCheckout } from '../booking/start-deposit-checkout.ts';

/** One of the client's own waitlist offers; NOT_FOUND for any other (another lead's, or its entry removed). */
async function loadOffer(db: Db, request: ClientRequest, offerId: string): Promise<WaitlistOfferRow> {
  const [offer] = await db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.id, offerId),
        eq(waitlistOffers.leadId, request.lead.id),
        eq(waitlistOffers.artistId, request.lead.artistId),
      ),
    );
  if (!offer) throw new AppError('NOT_FOUND', 'This waitlist offer is not open to you');
  return offer;
}

/** The client's live appointment (held or confirmed, not lapsed), if any. */
function liveBooking(request: ClientRequest, now: Date): BookingRow | undefined {
  const { booking } = request;
  if (!booking || booking.status === 'cancelled' || booking.endsAt <= now) return undefined;
  if (booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt <= now) return undefined;
  return booking;
}

const isOfferedBooking = (booking: BookingRow | undefined, offer: WaitlistOfferRow) =>
  booking !== undefined && booking.startsAt.getTime() === offer.startsAt.getTime();

/** True while the offered session is free: in the future, in working hours, clear of every booking and buffer. */
async function isStillFree(db: Db, offer: WaitlistOfferRow, now: Date): Promise<boolean> {
  const settings = await loadAvailability(db, offer.artistId);
  return isFreeSlot(offer, { ...(await slotInputs(db, settings, { from: offer.startsAt, now })), now });
}

/**
 * GET /api/requests/:token/waitlist/offers/:offerId: the freed slot offered to the client and whether it is
 * still theirs to take (`open`), theirs already (`yours`), or `gone`: taken by another client, or past.
 */
export async function getWaitlistOffer(
  db: Db,
  { request, offerId, now }: { request: ClientRequest; offerId: string; now: Date },
): Promise<WaitlistOffer> {
  const offer = await loadOffer(db, request, offerId);
  const booking = liveBooking(request, now);
  const state = isOfferedBooking(booking, offer)
    ? 'yours'
    : !booking && offer.entryId !== null && (await isStillFree(db, offer, now))
      ? 'open'
      : 'gone';
  return {
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt.toISOString(),
    sessionKind: offer.sessionKind,
    artistTimeZone: request.timeZone,
    state,
  };
}

/**
 * POST /api/requests/:token/waitlist/offers/:offerId/accept: the client takes the freed slot. Under the artist's
 * booking lock the slot is checked free and taken through the one slot-taking path (takeSlot: the no-overlap
 * constraint has the last word), so of any number of clients accepting at once exactly one gets it (decision
 * 067). No deposit: confirmed at once (confirmBooking, which takes the client off the waitlist); a deposit on
 * Stripe: held for HOLD_MINUTES with the checkout URL; a deposit the artist collects: held. Everyone after the
 * first gets `gone` and stays on the waitlist. CONFLICT for a client who already has another appointment.
 */
export async function acceptWaitlistOffer(
  deps: BookingRequestDeps,
  { request, offerId, clientTimeZone }: { request: ClientRequest; offerId: string; clientTimeZone?: string },
): Promise<AcceptWaitlistOfferResponse> {
  const { db, clock } = deps;
  const now = clock();
  const offer = await loadOffer(db, request, offerId);
  const booking = liveBooking(request, now);
  if (isOfferedBooking(booking, offer)) return { outcome: 'yours', checkoutUrl: null };
  if (booking) throw new AppError('CONFLICT', `You already have an appointment with ${request.artistName}`);
  if (request.status === 'declined') throw new AppError('CONFLICT', 'This request was declined');
  // Off the waitlist since (removed by the artist, or left): nothing to take.
  if (offer.entryId === null) return { outcome: 'gone', checkoutUrl: null };
  const { lead } = request;
  const depositCents = depositCentsFor(request.depositRule, estimateCentsFromBudget(lead.budget));
  const isPaidOnline = depositCents > 0 && deps.payments !== undefined;
  const bookingId = await db.transaction(async (tx) => {
    // Accepts of one slot queue here; each reads the bookings the earlier ones committed.
    await lockArtistBookings(tx, lead.artistId);
    if (!(await isStillFree(tx, offer, now))) return null;
    const id = await takeSlot(tx, {
      jobs: deps.jobs,
      artistId: lead.artistId,
      leadId: lead.id,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      sessionKind: offer.sessionKind,
      holdExpiresAt: isPaidOnline ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
      depositCents,
      clientTimeZone: clientTimeZone ?? null,
      now,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT') return null;
      throw error;
    });
    if (!id) return null;
    await recordBookingEvent(tx, {
      artistId: lead.artistId,
      leadId: lead.id,
      kind: 'held',
      at: now,
      detail: {
        bookingId: id,
        startsAt: offer.startsAt.toISOString(),
        depositCents,
        by: 'client',
        waitlistOfferId: offer.id,
      },
    });
    if (depositCents === 0) await confirmBooking(deps, { bookingId: id, artistId: lead.artistId, tx });
    return id;
  });
  if (!bookingId) return { outcome: 'gone', checkoutUrl: null };
  if (!isPaidOnline) return { outcome: 'yours', checkoutUrl: null };
  return { outcome: 'yours', checkoutUrl: await startDepositCheckout(deps, { request, bookingId }) };
}
