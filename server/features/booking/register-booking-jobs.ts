import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import { sendAftercareFollowUp } from './core/aftercare.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { sendBookingReminder } from './core/booking-reminders.ts';
import { lapseHold } from './core/lapse-hold.ts';
import { sendRequestConfirmationJob } from './send-request-confirmation.ts';

/**
 * The booking jobs: the 48 h and 24 h reminders (decision 021), the client's request-page link (022), and the
 * follow-ups after a done session (065), and a deposit hold's lapse (067).
 */
export async function registerBookingJobs({
  work,
  deps,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  deps: BookingDeps;
}): Promise<void> {
  await work('booking-reminder', (data) => sendBookingReminder(deps, data), { concurrency: 4 });
  await work('send-request-confirmation', sendRequestConfirmationJob(deps));
  await work('aftercare-follow-up', (data) => sendAftercareFollowUp(deps, data), { concurrency: 2 });
  await work('booking-hold-lapse', (data) => lapseHold(deps, data));
}
