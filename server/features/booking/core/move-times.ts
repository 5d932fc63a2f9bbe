import type { FreeSlots } from '#common/contracts/booking.ts';
import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots, type Interval, isFreeSlot } from '#common/domain/booking/free-slots.ts';
import { isInSessionWindow } from '#common/domain/booking/project.ts';
import type { Db } from '../../../db/client.ts';
import type { BookingRow } from '../../../db/schema/index.ts';
import { loadAvailability } from './availability.ts';
import { FREE_SLOTS_LIMIT, slotInputs, slotStepMinutes, toSlot } from './free-slot-search.ts';
import { moveWindowOf, outOfOrderError } from './project-sessions.ts';

/** A booking's length in minutes: a move keeps it. */
export const bookingMinutes = (booking: Pick<BookingRow, 'startsAt' | 'endsAt'>) =>
  Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);

const isBookingItself = (interval: Interval, booking: Pick<BookingRow, 'startsAt' | 'endsAt'>) =>
  interval.startsAt.getTime() === booking.startsAt.getTime() &&
  interval.endsAt.getTime() === booking.endsAt.getTime();

/**
 * What a free-slot computation for moving one booking reads: the artist's settings and busy time, without the
 * booking itself (its own time is not busy for its move; the no-overlap constraint means no other live booking
 * has exactly its interval).
 */
async function moveSlotInputs(db: Db, booking: BookingRow, { from, now }: { from: Date; now: Date }) {
  const settings = await loadAvailability(db, booking.artistId);
  const inputs = await slotInputs(db, settings, { from, now });
  return { ...inputs, busy: inputs.busy.filter((interval) => !isBookingItself(interval, booking)) };
}

/**
 * Every free time of the booking's length it may move to, from `from` (now for the artist, now plus the notice
 * for the client) to the booking horizon, earliest first, on the same steps as a first offer (slotStepMinutes,
 * up to FREE_SLOTS_LIMIT: the coming weeks); its current time is not among them. A project's session keeps its
 * place: only times after its earlier sessions and before its later ones (decision 066). The one listing behind
 * the client's move from the request page and the artist's move from the dashboard.
 */
export async function listMoveTimes(
  db: Db,
  booking: BookingRow,
  { from, now }: { from: Date; now: Date },
): Promise<FreeSlots> {
  const inputs = await moveSlotInputs(db, booking, { from, now });
  const durationMinutes = bookingMinutes(booking);
  const window = (await moveWindowOf(db, booking)) ?? { after: null, before: null };
  const horizon = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
  const slots = freeSlots({
    ...inputs,
    durationMinutes,
    from: window.after && window.after > from ? window.after : from,
    until: window.before && window.before < horizon ? window.before : horizon,
    stepMinutes: slotStepMinutes(durationMinutes),
    // One more than listed: the booking's own time may be among them.
    limit: FREE_SLOTS_LIMIT + 1,
  })
    .filter(
      (slot) => slot.startsAt.getTime() !== booking.startsAt.getTime() && isInSessionWindow(slot, window),
    )
    .slice(0, FREE_SLOTS_LIMIT);
  return { timeZone: inputs.timeZone, slots: slots.map(toSlot) };
}

/**
 * The interval the booking would have at `startsAt`, when that is one of its free move times now: not before
 * `from`, inside the horizon and working hours on an open day, clear of other bookings with the buffer, and not
 * its current time. Null otherwise. (The database still has the last word on overlaps.) A project's session
 * moved past a neighbouring session is CONFLICT naming startsAt: refused, never renumbered (decision 066).
 */
export async function freeMoveSlot(
  db: Db,
  booking: BookingRow,
  { startsAt, from, now }: { startsAt: Date; from: Date; now: Date },
): Promise<Interval | null> {
  const slot = { startsAt, endsAt: new Date(startsAt.getTime() + bookingMinutes(booking) * 60_000) };
  if (startsAt.getTime() === booking.startsAt.getTime()) return null;
  if (startsAt < from || startsAt.getTime() >= now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) return null;
  const window = await moveWindowOf(db, booking);
  if (window && !isInSessionWindow(slot, window)) throw outOfOrderError(booking.sessionNumber!, window);
  const inputs = await moveSlotInputs(db, booking, { from, now });
  return isFreeSlot(slot, { ...inputs, now }) ? slot : null;
}
