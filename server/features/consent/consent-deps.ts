import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/** What the consent use cases need: the database, the object store (signatures, ID photos, PDFs), the clock. */
export interface ConsentDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  env: Pick<Env, 'APP_URL' | 'DATA_DIR' | 'REQUEST_LINK_SECRET' | 'REQUEST_LINK_PREVIOUS_SECRETS'>;
}
