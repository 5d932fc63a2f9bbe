import type {
  BookSessionRequest,
  PickSlotResponse,
  SessionTimes,
} from '#common/contracts/booking-requests.ts';
import { BOOKING_HORIZON_DAYS, HOLD_MINUTES } from '#common/domain/booking/defaults.ts';
import { depositCentsFor, estimateCentsFromBudget } from '#common/domain/booking/deposit.ts';
import { freeSlots, type Interval, isFreeSlot } from '#common/domain/booking/free-slots.ts';
import { isInSessionWindow, sessionDepositCents } from '#common/domain/booking/project.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAvailability } from './core/availability.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import { recordBookingEvent } from './core/booking-events.ts';
import { confirmBooking } from './core/confirm-booking.ts';
import { FREE_SLOTS_LIMIT, slotInputs, slotStepMinutes, toSlot } from './core/free-slot-search.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import {
  loadLiveSessions,
  type NextSession,
  nextProjectSession,
  requireInWindow,
} from './core/project-sessions.ts';
import { lockArtistBookings, releaseLapsedHolds, SLOT_TAKEN_MESSAGE, takeSlot } from './core/take-slot.ts';
import { startDepositCheckout } from './start-deposit-checkout.ts';

const HOUR_MS = 3_600_000;

/**
 * The session the client may book on their page next, or CONFLICT saying why not: a project's later sessions
 * are booked once one is confirmed (session 1 is picked among the artist's offered times), one at a time (no
 * other session held for its deposit), while the request is open.
 */
async function bookableSession(db: Db, request: ClientRequest, now: Date): Promise<NextSession> {
  const { lead } = request;
  if (!request.project) throw new AppError('CONFLICT', 'This request is a single session');
  if (request.status === 'declined') throw new AppError('CONFLICT', 'This request was declined');
  const ids = { artistId: lead.artistId, leadId: lead.id };
  const live = await loadLiveSessions(db, ids);
  if (!live.some((session) => session.status === 'confirmed')) {
    throw new AppError('CONFLICT', 'Pick your first session among the offered times');
  }
  const isLiveHold = (session: (typeof live)[number]) =>
    session.status === 'held' && (!session.holdExpiresAt || session.holdExpiresAt > now);
  if (live.some(isLiveHold)) throw new AppError('CONFLICT', 'Finish booking the session you picked first');
  const next = await nextProjectSession(db, ids);
  if (!next) throw new AppError('CONFLICT', 'This request is a single session');
  return next;
}

/** The first time a client may book: the artist's notice applies, as to a move (decision 062). */
const noticeEnd = (request: ClientRequest, now: Date) =>
  new Date(now.getTime() + request.noticeHours * HOUR_MS);

/** What the next session may be, computed from the artist's settings: its length, window and free-time inputs. */
async function sessionSearch(db: Db, request: ClientRequest, next: NextSession, now: Date) {
  const settings = await loadAvailability(db, request.lead.artistId);
  const durationMinutes = settings.sessionMinutes[next.project.sessionKind];
  const notice = noticeEnd(request, now);
  const from = next.window.after && next.window.after > notice ? next.window.after : notice;
  const horizon = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
  const until = next.window.before && next.window.before < horizon ? next.window.before : horizon;
  return { settings, durationMinutes, from, until, inputs: await slotInputs(db, settings, { from, now }) };
}

/**
 * GET /api/requests/:token/sessions/times: every free time for the project's next session, in order after the
 * booked ones (decision 066), from the end of the artist's notice across the coming weeks, as a move lists them.
 */
export async function listSessionTimes(
  { db, clock }: Pick<BookingRequestDeps, 'db' | 'clock'>,
  request: ClientRequest,
): Promise<SessionTimes> {
  const now = clock();
  const next = await bookableSession(db, request, now);
  const search = await sessionSearch(db, request, next, now);
  const slots = freeSlots({
    ...search.inputs,
    durationMinutes: search.durationMinutes,
    from: search.from,
    until: search.until,
    stepMinutes: slotStepMinutes(search.durationMinutes),
    limit: FREE_SLOTS_LIMIT,
  }).filter((slot) => isInSessionWindow(slot, next.window));
  return { timeZone: search.settings.timeZone, sessionNumber: next.sessionNumber, slots: slots.map(toSlot) };
}

/**
 * POST /api/requests/:token/sessions: books the project's next session at a free time (decision 066). The
 * request names the session it books, so a second tab's click cannot become the session after it (CONFLICT).
 * The deposit is asked only on the project's deposit session: with Stripe the answer is the checkout URL and the
 * time is held for HOLD_MINUTES; a deposit the artist collects holds it until they mark it received; any other
 * session is confirmed at once (confirmBooking, the one confirmation path). CONFLICT for a time not free, out
 * of order with the other sessions, or taken meanwhile (the no-overlap constraint).
 */
export async function bookProjectSession(
  deps: BookingRequestDeps,
  { request, data }: { request: ClientRequest; data: BookSessionRequest },
): Promise<PickSlotResponse> {
  const { db, clock } = deps;
  const { lead } = request;
  const now = clock();
  const startsAt = new Date(data.startsAt);
  const ruleCents = depositCentsFor(request.depositRule, estimateCentsFromBudget(lead.budget));
  const { bookingId, depositCents } = await db.transaction(async (tx) => {
    await lockArtistBookings(tx, lead.artistId);
    // Read again under the lock, lapsed holds let go: another tab may have booked a session meanwhile.
    await releaseLapsedHolds(tx, { jobs: deps.jobs, artistId: lead.artistId, now });
    const next = await bookableSession(tx, request, now);
    if (next.sessionNumber !== data.sessionNumber) {
      throw new AppError('CONFLICT', `Session ${data.sessionNumber} is booked already — reload the page`);
    }
    const search = await sessionSearch(tx, request, next, now);
    const slot: Interval = {
      startsAt,
      endsAt: new Date(startsAt.getTime() + search.durationMinutes * 60_000),
    };
    requireInWindow(next, slot);
    const isFree =
      startsAt >= search.from && startsAt < search.until && isFreeSlot(slot, { ...search.inputs, now });
    if (!isFree)
      throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE, { startsAt: 'That time is no longer free' });
    const depositCents = sessionDepositCents(next.project, next.sessionNumber, ruleCents);
    const isPaidOnline = depositCents > 0 && deps.payments !== undefined;
    const id = await takeSlot(tx, {
      jobs: deps.jobs,
      artistId: lead.artistId,
      leadId: lead.id,
      ...slot,
      sessionKind: next.project.sessionKind,
      holdExpiresAt: isPaidOnline ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
      depositCents,
      clientTimeZone: data.clientTimeZone ?? null,
      sessionNumber: next.sessionNumber,
      now,
    });
    await recordBookingEvent(tx, {
      artistId: lead.artistId,
      leadId: lead.id,
      kind: 'held',
      at: now,
      detail: {
        bookingId: id,
        startsAt: slot.startsAt.toISOString(),
        depositCents,
        sessionNumber: next.sessionNumber,
        by: 'client',
      },
    });
    if (depositCents === 0) await confirmBooking(deps, { bookingId: id, artistId: lead.artistId, tx });
    return { bookingId: id, depositCents };
  });
  if (depositCents === 0 || deps.payments === undefined) return { checkoutUrl: null };
  return { checkoutUrl: await startDepositCheckout(deps, { request, bookingId }) };
}
