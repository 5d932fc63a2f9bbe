import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings, emails } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { queueEmail } from '../../mail/queue-email.ts';
import { checkInEmail, healedPhotoEmail, reviewRequestEmail, reviewRequestKey } from './aftercare-emails.ts';
import { loadAvailability } from './availability.ts';
import { loadBookingContext } from './booking-context.ts';
import type { BookingDeps } from './booking-deps.ts';
import { recordBookingEvent } from './booking-events.ts';
import { isStillConfirmed } from './is-still-confirmed.ts';
import { requestPageUrl } from './request-link.ts';

/** The follow-ups after a done session (decision 065): a check-in, then a request for a healed photo. */
export const AFTERCARE_STEPS = ['check-in', 'healed-photo'] as const;
export type AftercareStep = (typeof AFTERCARE_STEPS)[number];

/** Issue #26 item 5: "a check-in after 3 days, and a request for a healed photo after 4 weeks". */
export const AFTERCARE_STEP_DAYS: Readonly<Record<AftercareStep, number>> = {
  'check-in': 3,
  'healed-photo': 28,
};
const DAY_MS = 86_400_000;

declare module '../../../jobs/types.ts' {
  interface JobPayloads {
    /** One follow-up of a done session; sends nothing once the booking is gone or no longer done (decision 065). */
    'aftercare-follow-up': { bookingId: string; artistId: string; step: AftercareStep; completedAt: string };
  }
}

/**
 * Queues the check-in and the healed-photo request in the caller's transaction, each with pg-boss `startAfter`
 * and a singleton key per booking and step, so marking done is the only thing that queues them, once.
 */
export async function scheduleAftercareFollowUps(
  jobs: JobQueue,
  tx: Db,
  booking: { id: string; artistId: string; completedAt: Date },
): Promise<void> {
  const completedAt = booking.completedAt.toISOString();
  for (const step of AFTERCARE_STEPS) {
    await jobs.send(
      'aftercare-follow-up',
      { bookingId: booking.id, artistId: booking.artistId, step, completedAt },
      {
        startAfter: new Date(booking.completedAt.getTime() + AFTERCARE_STEP_DAYS[step] * DAY_MS),
        singletonKey: `${booking.id}:${step}`,
        tx,
      },
    );
  }
}

/** A check-in that runs after the healed-photo request's own time (a queue that was down for weeks) says nothing. */
function isOverdue(data: { step: AftercareStep; completedAt: string }, now: Date): boolean {
  if (data.step !== 'check-in') return false;
  return now.getTime() >= new Date(data.completedAt).getTime() + AFTERCARE_STEP_DAYS['healed-photo'] * DAY_MS;
}

/**
 * The 'aftercare-follow-up' handler: emails the client when the booking still exists, confirmed and done at the
 * time the job was made for. A client who deleted their request has no booking left (and no job: decision 053);
 * the emails' dedupe keys make a retried job send once. The check-in brings the one review request, when the
 * artist has a review link and this client was never asked.
 */
export async function sendAftercareFollowUp(
  deps: BookingDeps,
  data: { bookingId: string; artistId: string; step: AftercareStep; completedAt: string },
): Promise<void> {
  const { db, clock } = deps;
  const isDone = await isStillConfirmed(db, data, eq(bookings.completedAt, new Date(data.completedAt)));
  if (!isDone || isOverdue(data, clock())) return;
  const loaded = await loadBookingContext(db, data);
  const to = loaded.clientEmail;
  if (!to) return;
  const { reviewUrl } = await loadAvailability(db, data.artistId);
  await db.transaction(async (tx) => {
    const pageUrl = await requestPageUrl({ db: tx, env: deps.env, leadId: loaded.booking.leadId });
    const event = { artistId: data.artistId, leadId: loaded.booking.leadId, at: clock() };
    const detail = { bookingId: data.bookingId };
    if (data.step === 'healed-photo') {
      await queueEmail({ db, jobs: deps.jobs, tx }, healedPhotoEmail(loaded.email, { to, pageUrl }));
      await recordBookingEvent(tx, { ...event, kind: 'healed-photo-requested', detail });
      return;
    }
    await queueEmail({ db, jobs: deps.jobs, tx }, checkInEmail(loaded.email, { to, pageUrl }));
    await recordBookingEvent(tx, { ...event, kind: 'check-in-sent', detail });
    if (reviewUrl && !(await wasReviewRequested(tx, data.artistId, to))) {
      await queueEmail({ db, jobs: deps.jobs, tx }, reviewRequestEmail(loaded.email, { to, reviewUrl }));
      await recordBookingEvent(tx, { ...event, kind: 'review-requested', detail });
    }
  });
}

/** Whether this artist already asked this address for a review (its key is per artist and address). */
async function wasReviewRequested(tx: Db, artistId: string, address: string): Promise<boolean> {
  const [sent] = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.artistId, artistId), eq(emails.dedupeKey, reviewRequestKey(artistId, address))));
  return !!sent;
}
