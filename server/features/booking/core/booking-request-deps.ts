import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentProvider } from '../../../providers/payments/types.ts';
import type { ObjectStorage } from '../../../providers/storage/types.ts';
import type { RequestLinkEnv } from './request-link.ts';

/** What the client's request-page use cases need from the outside world. */
export interface BookingRequestDeps {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  env: RequestLinkEnv;
  clock: Clock;
  /** Stripe when configured; undefined when the artist collects deposits (decision 023). */
  payments: PaymentProvider | undefined;
  /** The one way a booking becomes confirmed (server/features/booking/confirm-booking.ts), bound to its deps. */
  confirmBooking(input: { bookingId: string; artistId: string; tx?: Db }): Promise<void>;
}
