import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { instagramAccounts } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { findAccountByIgUserId } from '../instagram/find-connected-account.ts';
import { parseWebhookEvents } from '../instagram/parse-webhook-events.ts';
import { webhookPayloadSchema } from '../instagram/webhook-payload.ts';
import { handleInstagramEvent } from './handle-instagram-event.ts';

/**
 * The 'instagram-webhook' job: splits a stored delivery into typed events (several entries, several items),
 * routes each entry to its connected account by `entry.id` (unknown accounts are logged and dropped), records
 * when the account last heard from Meta, and hands every event to the inbox. The inbox deduplicates on `mid`.
 */
export async function processInstagramWebhook({
  db,
  jobs,
  log,
  body,
  receivedAt,
}: {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  body: unknown;
  receivedAt: Date;
}): Promise<void> {
  const payload = webhookPayloadSchema.safeParse(body);
  // The route checked the shape before storing; a stored body that no longer parses is dropped, not retried.
  if (!payload.success) {
    log.warn(
      { issues: payload.error.issues.length },
      'Stored Instagram webhook no longer matches its shape; dropped',
    );
    return;
  }
  for (const { accountId, events } of parseWebhookEvents(payload.data)) {
    const account = await findAccountByIgUserId(db, accountId);
    if (!account) {
      log.info(
        { igUserId: accountId, events: events.length },
        'Instagram webhook for an account nobody has connected; dropped',
      );
      continue;
    }
    await db
      .update(instagramAccounts)
      .set({ lastWebhookAt: receivedAt })
      .where(eq(instagramAccounts.id, account.id));
    for (const event of events) await handleInstagramEvent({ db, jobs, account, event });
  }
}
