import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { queueEmail } from '../../mail/queue-email.ts';
import { queueSms } from '../../sms/queue-sms.ts';
import { loadBookingContext } from './booking-context.ts';
import { type BookingDeps, depositCollectionOf } from './booking-deps.ts';
import { reminderEmail } from './booking-emails.ts';
import { recordBookingEvent } from './booking-events.ts';
import { consentUrlWhileUnsigned } from './consent-link.ts';
import { isStillConfirmed } from './is-still-confirmed.ts';
import { requestPageUrl } from './request-link.ts';
import { reminderText, textReminderNumber } from './text-reminder.ts';

declare module '../../../jobs/types.ts' {
  interface JobPayloads {
    /** Reminds the client of a confirmed booking; sends nothing once it is cancelled or moved (decision 021). */
    'booking-reminder': { bookingId: string; artistId: string; startsAt: string; hoursBefore: number };
  }
}

/** Issue #14: reminders 48 h and 24 h before. */
export const REMINDER_HOURS = [48, 24] as const;

/**
 * Queues the reminders still ahead (a booking made 30 h before gets only the 24 h one), in the caller's
 * transaction. Each job carries the start it was made for, so a moved booking's old jobs find nothing to do.
 */
export async function scheduleReminders(
  jobs: JobQueue,
  tx: Db,
  booking: { id: string; artistId: string; startsAt: Date },
  now: Date,
): Promise<void> {
  for (const hoursBefore of REMINDER_HOURS) {
    const dueAt = new Date(booking.startsAt.getTime() - hoursBefore * 3_600_000);
    if (dueAt <= now) continue;
    const startsAt = booking.startsAt.toISOString();
    await jobs.send(
      'booking-reminder',
      { bookingId: booking.id, artistId: booking.artistId, startsAt, hoursBefore },
      { startAfter: dueAt, singletonKey: `${booking.id}:${startsAt}:${hoursBefore}`, tx },
    );
  }
}

/**
 * A reminder that runs after the appointment started, or after the next reminder's own time (a queue that was
 * down for a day), says nothing: the later reminder speaks for both.
 */
function isOverdue(data: { startsAt: string; hoursBefore: number }, now: Date): boolean {
  const later = REMINDER_HOURS.filter((hours) => hours < data.hoursBefore);
  const deadline = new Date(data.startsAt).getTime() - Math.max(0, ...later) * 3_600_000;
  return now.getTime() >= deadline;
}

/**
 * The 'booking-reminder' handler: emails the client, and texts them when the artist turned text reminders on
 * (decision 068), when the booking is still confirmed at the time the job was made for and has not started (on the
 * app's clock). Both are written from the booking as it stands now. Their dedupe keys make a retried job send once.
 */
export async function sendBookingReminder(
  deps: BookingDeps,
  data: { bookingId: string; artistId: string; startsAt: string; hoursBefore: number },
): Promise<void> {
  const { db, clock } = deps;
  const isLive = await isStillConfirmed(db, data, eq(bookings.startsAt, new Date(data.startsAt)));
  if (!isLive || isOverdue(data, clock())) return;
  const loaded = await loadBookingContext(db, data);
  const { leadId } = loaded.booking;
  const textTo = await textReminderNumber(db, { artistId: data.artistId, leadId });
  const clientEmail = loaded.clientEmail;
  if (!clientEmail && !textTo) return;
  await db.transaction(async (tx) => {
    const pageUrl = await requestPageUrl({ db: tx, env: deps.env, leadId });
    const { hoursBefore } = data;
    const consentUrl = await consentUrlWhileUnsigned(tx, { requestPageUrl: pageUrl, ...data });
    if (clientEmail)
      await queueEmail(
        { db, jobs: deps.jobs, tx },
        reminderEmail(loaded.email, {
          to: clientEmail,
          pageUrl,
          hoursBefore,
          depositCollection: depositCollectionOf(deps.env),
          consentUrl,
        }),
      );
    // The same reminder by text (decision 068); its key makes a retried reminder job text once.
    if (textTo)
      await queueSms(
        { db, jobs: deps.jobs, tx },
        {
          artistId: data.artistId,
          leadId,
          kind: 'booking-reminder',
          dedupeKey: `booking-reminder:${data.bookingId}:${data.startsAt}:${hoursBefore}`,
          to: textTo,
          body: reminderText(loaded.email, { pageUrl, hoursBefore, consentUrl }),
        },
      );
    await recordBookingEvent(tx, {
      artistId: data.artistId,
      leadId: loaded.booking.leadId,
      kind: 'reminder-sent',
      at: clock(),
      detail: { bookingId: data.bookingId, hoursBefore: data.hoursBefore },
    });
  });
}
