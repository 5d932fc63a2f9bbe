import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenCipher } from '../../lib/token-cipher.ts';
import type { UrlPolicy } from './check-webhook-url.ts';

/** What the webhook use cases and jobs need (decision 079). */
export interface WebhookDeps {
  db: Db;
  jobs: JobQueue;
  /** Times each attempt, its signature's timestamp and the next attempt, so tests move time instead of waiting. */
  clock: Clock;
  /** Encrypts signing secrets at rest (ENCRYPTION_KEY, or the key generated in DATA_DIR). */
  cipher: TokenCipher;
  policy: UrlPolicy;
}
