import type { DepositCollection } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import type { Env } from '../../../env.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { Clock } from '../../../lib/clock.ts';

/** What booking use cases need beyond their input: the database, the queue, the clock and absolute URLs. */
export interface BookingDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  env: Pick<Env, 'APP_URL' | 'DATA_DIR' | 'REQUEST_LINK_SECRET' | 'STRIPE_SECRET_KEY'>;
}

/** 'stripe' when the client pays deposits on Stripe Checkout, else the artist collects and marks them. */
export function depositCollectionOf(env: BookingDeps['env']): DepositCollection {
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'artist';
}
