import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type WebhookDeliveryRow, webhookDeliveries } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** One attempt at one webhook delivery (decision 079); the next attempt, if any, is another job. */
    'deliver-webhook': { deliveryId: string };
    /** Every minute, once per fleet: pending deliveries come due get their attempt; old log lines go. */
    'dispatch-webhook-deliveries': Record<string, never>;
  }
}

/**
 * Decision 079's order per lead: an endpoint's deliveries about one lead form a line, and only its first pending
 * delivery (lowest `seq`) is attempted; the next one is queued when that one is delivered or gives up. Events
 * with no lead (a test event) stand alone.
 */
type LineMember = Pick<WebhookDeliveryRow, 'endpointId' | 'leadId' | 'seq'>;

/**
 * Serializes the writers of one line until the transaction ends: the events emitted for it (so `seq` follows the
 * order the events commit in) and the attempt that finishes its first delivery (so a delivery added meanwhile is
 * seen and queued, not left for the minute's sweep).
 */
export async function lockLine(tx: Db, endpointId: string, leadId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-line:${endpointId}:${leadId}`}, 0))`,
  );
}

/** Whether an earlier delivery of the same line is still pending: then this one waits its turn. */
export async function hasEarlierPending(db: Db, delivery: LineMember): Promise<boolean> {
  if (delivery.leadId === null) return false;
  const [earlier] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, delivery.endpointId),
        eq(webhookDeliveries.leadId, delivery.leadId),
        eq(webhookDeliveries.status, 'pending'),
        lt(webhookDeliveries.seq, delivery.seq),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/**
 * Queues an attempt at a delivery, at `startAfter` when given. One job per delivery at a time (its id is the
 * singleton key): the minute's sweep may send again what is already queued, and nothing runs twice.
 */
export async function queueAttempt(
  jobs: JobQueue,
  { deliveryId, startAfter, tx }: { deliveryId: string; startAfter?: Date; tx?: Db },
): Promise<void> {
  await jobs.send('deliver-webhook', { deliveryId }, { singletonKey: deliveryId, startAfter, tx });
}

/** After a line's first delivery is done with (delivered or given up), queues the one after it, if any. */
export async function queueNextInLine(tx: Db, jobs: JobQueue, done: LineMember): Promise<void> {
  if (done.leadId === null) return;
  const [next] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, done.endpointId),
        eq(webhookDeliveries.leadId, done.leadId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1);
  if (next) await queueAttempt(jobs, { deliveryId: next.id, tx });
}

/**
 * Adds a delivery at the end of its line, in the caller's transaction, and queues its attempt when it is first
 * in line. Without `jobs` (a caller that has no queue at hand) the minute's sweep queues it instead.
 */
export async function addDelivery(
  tx: Db,
  jobs: JobQueue | undefined,
  values: Pick<
    WebhookDeliveryRow,
    'endpointId' | 'artistId' | 'leadId' | 'eventId' | 'eventType' | 'body' | 'createdAt'
  >,
): Promise<WebhookDeliveryRow> {
  if (values.leadId) await lockLine(tx, values.endpointId, values.leadId);
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({ ...values, status: 'pending', nextAttemptAt: values.createdAt })
    .returning();
  if (jobs && !(await hasEarlierPending(tx, delivery!))) {
    await queueAttempt(jobs, { deliveryId: delivery!.id, tx });
  }
  return delivery!;
}
