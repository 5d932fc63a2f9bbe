import type { DepositCollection } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import type { Env } from '../../../env.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentProvider } from '../../../providers/payments/types.ts';
import type { ObjectStorage } from '../../../providers/storage/types.ts';

/** What booking use cases need beyond their input: the database, the queue, the clock and absolute URLs. */
export interface BookingDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  env: Pick<
    Env,
    | 'APP_URL'
    | 'DATA_DIR'
    | 'REQUEST_LINK_SECRET'
    | 'REQUEST_LINK_PREVIOUS_SECRETS'
    | 'STRIPE_SECRET_KEY'
    | 'SMS_PROVIDER'
  >;
}

/** The client's request page needs more: storage (deleting the request deletes its images) and Stripe. */
export interface BookingRequestDeps extends BookingDeps {
  storage: ObjectStorage;
  /** Stripe when configured; undefined when the artist collects deposits (decision 023). */
  payments: PaymentProvider | undefined;
}

/** 'stripe' when the client pays deposits on Stripe Checkout, else the artist collects and marks them. */
export function depositCollectionOf(env: BookingDeps['env']): DepositCollection {
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'artist';
}
