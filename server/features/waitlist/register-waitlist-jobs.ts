import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import type { BookingDeps } from '../booking/core/booking-deps.ts';
import { offerFreedSlot } from './offer-freed-slot.ts';

/** The waitlist's job: a freed slot offered to the clients it suits (decision 067). */
export async function registerWaitlistJobs({
  work,
  deps,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  deps: BookingDeps;
}): Promise<void> {
  await work('booking-slot-freed', (data) => offerFreedSlot(deps, data));
}
