import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  isInSessionWindow,
  nextSessionNumber,
  outOfOrderMessage,
  type SessionInterval,
  type SessionWindow,
  sessionWindow,
} from '#common/domain/booking/project.ts';
import type { Db } from '../../../db/client.ts';
import {
  type BookingProjectRow,
  type BookingRow,
  bookingProjects,
  bookings,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Multi-session projects (issue #26 item 6, decision 066) as an extension of the one booking core: a project is
 * a plan on the lead (booking_projects), and each of its bookings is an ordinary booking carrying its session
 * number. Picking, holding, paying, confirming, moving and cancelling stay the core's; this module says which
 * session a new booking is, where in time it may lie, and refuses a move that would put sessions out of order.
 */

/** The lead's project plan, or undefined for a single-session lead. */
export async function loadProject(
  db: Db,
  { artistId, leadId }: { artistId: string; leadId: string },
): Promise<BookingProjectRow | undefined> {
  const [project] = await db
    .select()
    .from(bookingProjects)
    .where(and(eq(bookingProjects.leadId, leadId), eq(bookingProjects.artistId, artistId)));
  return project;
}

/** The lead's live (held or confirmed) project sessions, in session order. */
export async function loadLiveSessions(
  db: Db,
  { artistId, leadId }: { artistId: string; leadId: string },
): Promise<(BookingRow & { sessionNumber: number })[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.leadId, leadId),
        eq(bookings.artistId, artistId),
        ne(bookings.status, 'cancelled'),
        isNotNull(bookings.sessionNumber),
      ),
    );
  return rows
    .filter((row): row is BookingRow & { sessionNumber: number } => row.sessionNumber !== null)
    .sort((a, b) => a.sessionNumber - b.sessionNumber);
}

export interface NextSession {
  project: BookingProjectRow;
  sessionNumber: number;
  /** Where it may lie: after the earlier sessions, ending before the later ones. */
  window: SessionWindow;
}

/**
 * The session a new booking of the lead becomes: undefined for a single-session lead; else the lowest session
 * number without a live booking and its window in time. CONFLICT when every session is booked.
 */
export async function nextProjectSession(
  db: Db,
  ids: { artistId: string; leadId: string },
): Promise<NextSession | undefined> {
  const project = await loadProject(db, ids);
  if (!project) return undefined;
  const live = await loadLiveSessions(db, ids);
  const sessionNumber = nextSessionNumber(
    project,
    live.map((session) => session.sessionNumber),
  );
  if (sessionNumber === null) {
    throw new AppError('CONFLICT', `All ${project.sessionCount} sessions of this project are booked`);
  }
  return { project, sessionNumber, window: sessionWindow(live, sessionNumber) };
}

/** A refusal to put a session out of order (CONFLICT naming startsAt), naming its booked neighbours. */
export function outOfOrderError(sessionNumber: number, window: SessionWindow): AppError {
  const message = outOfOrderMessage(sessionNumber, window);
  return new AppError('CONFLICT', message, { startsAt: message });
}

/** CONFLICT (naming startsAt) unless the interval keeps the new session in order with the booked ones. */
export function requireInWindow(next: NextSession, slot: { startsAt: Date; endsAt: Date }): void {
  if (!isInSessionWindow(slot, next.window)) throw outOfOrderError(next.sessionNumber, next.window);
}

/**
 * Where a project booking may move to stay in order (decision 066: a move past a neighbouring session is
 * refused, never renumbered); no bounds for a single-session booking.
 */
export async function moveWindowOf(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'artistId' | 'leadId' | 'sessionNumber'>,
): Promise<SessionWindow | null> {
  if (booking.sessionNumber === null) return null;
  const ids = { artistId: booking.artistId, leadId: booking.leadId };
  const project = await loadProject(db, ids);
  if (!project) return null;
  const others: SessionInterval[] = (await loadLiveSessions(db, ids)).filter((row) => row.id !== booking.id);
  return sessionWindow(others, booking.sessionNumber);
}
