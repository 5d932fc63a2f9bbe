import { and, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '#common/contracts/webhooks.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { toWebhookDeliveryDto } from './list-webhook-deliveries.ts';
import type { WebhookDeps } from './webhook-deps.ts';
import { addDelivery } from './webhook-lines.ts';

/**
 * Sends a delivered or failed event again (decision 079): a new delivery of the same event, byte for byte (its
 * id too, so a receiver that has it can drop it), at the end of its lead's line. A pending one is still being
 * tried: CONFLICT, as for a paused endpoint. NOT_FOUND for another artist's delivery, then 402.
 */
export async function resendWebhookDelivery(
  { db, jobs, clock }: Pick<WebhookDeps, 'db' | 'jobs' | 'clock'>,
  { artistId, deliveryId }: { artistId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, isEnabled: webhookEndpoints.isEnabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.artistId, artistId)));
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found');
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  if (row.delivery.status === 'pending')
    throw new AppError(
      'CONFLICT',
      'This delivery is still being tried; resend it once it is delivered or failed',
    );
  if (!row.isEnabled) throw new AppError('CONFLICT', 'The endpoint is paused: turn it on to send to it');
  const { endpointId, leadId, eventId, eventType, body } = row.delivery;
  const resent = await db.transaction((tx) =>
    addDelivery(tx, jobs, { endpointId, artistId, leadId, eventId, eventType, body, createdAt: clock() }),
  );
  return toWebhookDeliveryDto(resent);
}
