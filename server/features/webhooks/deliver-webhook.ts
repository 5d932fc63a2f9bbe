import { and, eq } from 'drizzle-orm';
import { WEBHOOK_SIGNATURE_HEADER } from '#common/contracts/webhooks.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/types.ts';
import { type AttemptResult, postWebhook, signatureHeaderValue } from './post-webhook.ts';
import { nextAttemptAfter } from './retry-schedule.ts';
import type { WebhookDeps } from './webhook-deps.ts';
import { hasEarlierPending, lockLine, queueAttempt, queueNextInLine } from './webhook-lines.ts';

/**
 * The 'deliver-webhook' job (decision 079): one attempt at one delivery, signed at the moment it is sent. Nothing
 * is sent for a delivery that is done, whose endpoint is paused (turning it on again queues it), or that is not
 * first in its lead's line (the one before it queues it when done). Then, in one transaction with the job's
 * completion: the attempt in the log, and either the next attempt (the retry schedule) or the next delivery in
 * line. An attempt cut short by a crash is pg-boss's to retry: receivers may see a delivery twice, never out of
 * order, and drop repeats by the event's id.
 */
export async function deliverWebhook(
  deps: WebhookDeps,
  { deliveryId }: { deliveryId: string },
  job: JobContext,
): Promise<void> {
  const { db, jobs, clock } = deps;
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (row?.delivery.status !== 'pending' || !row.endpoint.isEnabled) return;
  const { delivery, endpoint } = row;
  if (await hasEarlierPending(db, delivery)) return;

  const attemptedAt = clock();
  const result = await attempt(
    deps,
    { url: endpoint.url, secretCiphertext: endpoint.secretCiphertext },
    {
      body: delivery.body,
      eventId: delivery.eventId,
      at: attemptedAt,
    },
  );
  const attempts = delivery.attempts + 1;
  const nextAttemptAt = result.isDelivered ? null : nextAttemptAfter(attempts, attemptedAt);
  const status = result.isDelivered ? 'delivered' : nextAttemptAt ? 'pending' : 'failed';

  await db.transaction(async (tx) => {
    if (delivery.leadId) await lockLine(tx, delivery.endpointId, delivery.leadId);
    // First: it frees the delivery's singleton key for the retry's job sent below.
    await job.completeWith(tx);
    const [recorded] = await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        responseStatus: result.status,
        responseTimeMs: result.durationMs,
        error: result.error,
        lastAttemptAt: attemptedAt,
        nextAttemptAt,
        deliveredAt: result.isDelivered ? clock() : null,
      })
      // Only the attempt this job read: a resend or a second job never records over another's.
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, delivery.attempts),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!recorded) return;
    if (nextAttemptAt) await queueAttempt(jobs, { deliveryId: delivery.id, startAfter: nextAttemptAt, tx });
    else await queueNextInLine(tx, jobs, delivery);
  });
}

async function attempt(
  { cipher, policy }: WebhookDeps,
  endpoint: { url: string; secretCiphertext: string },
  { body, eventId, at }: { body: string; eventId: string; at: Date },
): Promise<AttemptResult> {
  let secret: string;
  try {
    secret = cipher.decrypt(endpoint.secretCiphertext);
  } catch {
    // A server whose ENCRYPTION_KEY differs from the one that made the endpoint: the log says so, and retries.
    return {
      isDelivered: false,
      status: null,
      durationMs: 0,
      error: 'The signing secret could not be read on this server (was ENCRYPTION_KEY changed?)',
    };
  }
  return postWebhook({
    url: endpoint.url,
    body,
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeaderValue(secret, body, at),
      'Inkdesk-Event-Id': eventId,
    },
    policy,
  });
}
