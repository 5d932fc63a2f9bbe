import { and, eq, lte, sql } from 'drizzle-orm';
import type { SessionKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordBookingEvent } from './booking-events.ts';
import { cancelBookings, emitBookingEvent } from './booking-webhooks.ts';
import { scheduleHoldLapse } from './hold-lapse.ts';

/** exclusion_violation: bookings_no_overlap refused a second live booking of one slot. */
const EXCLUSION_VIOLATION = '23P01';
/** unique_violation: bookings_live_session_idx refused a second live booking of one project session. */
const UNIQUE_VIOLATION = '23505';

/**
 * The 409's words when the database refused the time, for the client's pick and move and the artist's move
 * alike: the request page then lists the times still free.
 */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken — pick another';

/** True when the database refused an overlapping booking; drizzle wraps the driver's error as `cause`. */
export function isSlotTaken(error: unknown): boolean {
  return hasDatabaseCode(error, EXCLUSION_VIOLATION);
}

function hasDatabaseCode(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The 409's words when another request booked the same session of a project first (decision 066). */
export const SESSION_TAKEN_MESSAGE = 'This session was just booked — reload the page to see it';

/**
 * Cancels the artist's holds that lapsed by `now`, each noted on its lead's timeline (the "your turn" queue
 * shows them) and sent as `booking.cancelled`. The exclusion constraint cannot read the clock, so a lapsed hold
 * occupies its slot until this runs, inside the transaction of the next booking (decision 021).
 */
export async function releaseLapsedHolds(
  tx: Db,
  { jobs, artistId, now }: { jobs: JobQueue; artistId: string; now: Date },
): Promise<void> {
  const released = await cancelBookings(
    { tx, jobs, now },
    and(eq(bookings.artistId, artistId), eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now))!,
  );
  for (const hold of released) {
    await recordBookingEvent(tx, {
      artistId,
      leadId: hold.leadId,
      kind: 'hold-expired',
      at: now,
      detail: { bookingId: hold.id, startsAt: hold.startsAt.toISOString() },
    });
  }
}

export interface TakeSlotInput {
  /** The queue a hold's lapse is scheduled on (hold-lapse.ts). */
  jobs: JobQueue;
  artistId: string;
  leadId: string;
  offerId?: string | null;
  startsAt: Date;
  endsAt: Date;
  sessionKind: SessionKind;
  /** Null: held until confirmed by hand or in the same transaction; a time: the client's payment window. */
  holdExpiresAt: Date | null;
  depositCents: number;
  clientTimeZone?: string | null;
  /** The project session this booking is (decision 066); null or absent for a single-session booking. */
  sessionNumber?: number | null;
  now: Date;
}

/**
 * Two transactions inserting overlapping bookings each wait on the other's uncommitted row in the exclusion
 * check, and PostgreSQL aborts one as a deadlock (a 500; seen at 10 clients a slot in `npm run bench --
 * booking`). So an artist's bookings are written one transaction at a time: this transaction-scoped advisory
 * lock, held to the commit. The constraint stays the check; the lock only orders the contenders, and one
 * artist's calendar is never busy enough for the wait to matter. Take it before touching any booking row of the
 * artist (a lock taken after a row lock could deadlock again); taking it twice in one transaction is harmless.
 */
export async function lockArtistBookings(tx: Db, artistId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bookings:${artistId}`}, 0))`);
}

/**
 * Holds a slot: lapsed holds released, then the insert, which is the check: the database's no-overlap
 * constraint refuses a slot someone else holds or has booked (CONFLICT naming startsAt). Runs in a savepoint
 * of the caller's transaction so a refusal leaves the caller's transaction usable. The one place a booking is
 * made, so the one that sends `booking.requested` (decision 079). Returns the booking id.
 */
export async function takeSlot(tx: Db, input: TakeSlotInput): Promise<string> {
  await lockArtistBookings(tx, input.artistId);
  await releaseLapsedHolds(tx, { jobs: input.jobs, artistId: input.artistId, now: input.now });
  try {
    return await tx.transaction(async (savepoint) => {
      const [booking] = await savepoint
        .insert(bookings)
        .values({
          artistId: input.artistId,
          leadId: input.leadId,
          offerId: input.offerId ?? null,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          sessionKind: input.sessionKind,
          status: 'held',
          holdExpiresAt: input.holdExpiresAt,
          depositCents: input.depositCents,
          depositStatus: input.depositCents > 0 ? 'due' : 'none',
          clientTimeZone: input.clientTimeZone ?? null,
          sessionNumber: input.sessionNumber ?? null,
        })
        .returning();
      await emitBookingEvent(
        { tx: savepoint, jobs: input.jobs, now: input.now },
        'booking.requested',
        booking!,
      );
      if (input.holdExpiresAt) {
        await scheduleHoldLapse(input.jobs, savepoint, {
          bookingId: booking!.id,
          artistId: input.artistId,
          expiresAt: input.holdExpiresAt,
        });
      }
      return booking!.id;
    });
  } catch (error) {
    if (isSlotTaken(error)) {
      throw new AppError('CONFLICT', 'That time was just taken', { startsAt: 'That time is no longer free' });
    }
    if (hasDatabaseCode(error, UNIQUE_VIOLATION)) throw new AppError('CONFLICT', SESSION_TAKEN_MESSAGE);
    throw error;
  }
}
