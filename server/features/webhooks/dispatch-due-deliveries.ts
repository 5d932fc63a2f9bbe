import { and, eq, inArray, isNull, lt, lte, ne, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { queueAttempt } from './webhook-lines.ts';

export const DISPATCH_WEBHOOK_DELIVERIES_CRON = '* * * * *';

/** How many due deliveries one pass queues; the next minute takes the rest. */
const DISPATCH_BATCH = 500;
/** Delivered and failed deliveries stay in the log this long. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

const earlier = alias(webhookDeliveries, 'earlier');

/**
 * Queues an attempt for every due delivery that is first in its line, on an enabled endpoint (`endpointId`: one
 * endpoint's, when it is turned on again). Sending again what is queued already does nothing (one job per
 * delivery), so this only picks up what no job carries: deliveries emitted without a queue at hand, an endpoint
 * turned on again, a job lost for good.
 */
export async function dispatchDueDeliveries(
  { db, jobs, now }: { db: Db; jobs: JobQueue; now: Date },
  endpointId?: string,
): Promise<number> {
  const firstInLine = or(
    isNull(webhookDeliveries.leadId),
    notExists(
      db
        .select({ id: earlier.id })
        .from(earlier)
        .where(
          and(
            eq(earlier.endpointId, webhookDeliveries.endpointId),
            eq(earlier.leadId, webhookDeliveries.leadId),
            eq(earlier.status, 'pending'),
            lt(earlier.seq, webhookDeliveries.seq),
          ),
        ),
    ),
  );
  const due = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.isEnabled, true),
        endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
        firstInLine,
      ),
    )
    .limit(DISPATCH_BATCH);
  for (const { id } of due) await queueAttempt(jobs, { deliveryId: id });
  return due.length;
}

/** The 'dispatch-webhook-deliveries' job: every minute, due deliveries queued, log lines past retention deleted. */
export function dispatchWebhookDeliveriesJob({ db, jobs, clock }: { db: Db; jobs: JobQueue; clock: Clock }) {
  return async () => {
    const now = clock();
    await dispatchDueDeliveries({ db, jobs, now });
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          ne(webhookDeliveries.status, 'pending'),
          lt(webhookDeliveries.createdAt, new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS)),
        ),
      )
      .limit(DISPATCH_BATCH);
    await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, old));
  };
}
