import { and, count, desc, eq } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from '#common/contracts/webhooks.ts';
import { type WebhookDeliveryRow, webhookDeliveries } from '../../db/schema/index.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { findOwnEndpoint } from './manage-webhook-endpoints.ts';
import type { WebhookDeps } from './webhook-deps.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toWebhookDeliveryDto = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  leadId: row.leadId,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseTimeMs: row.responseTimeMs,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  deliveredAt: iso(row.deliveredAt),
});

/** One page of an endpoint's delivery log, newest first; NOT_FOUND for another artist's endpoint, then 402. */
export async function listWebhookDeliveries(
  { db, clock }: Pick<WebhookDeps, 'db' | 'clock'>,
  { artistId, endpointId, page }: { artistId: string; endpointId: string; page: number },
): Promise<WebhookDeliveryPage> {
  await findOwnEndpoint(db, artistId, endpointId);
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  const where = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.artistId, artistId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.seq))
      .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
      .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    deliveries: rows.map(toWebhookDeliveryDto),
    page,
    pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}
