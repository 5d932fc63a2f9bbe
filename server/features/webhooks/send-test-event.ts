import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '#common/contracts/webhooks.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { eventBody, newEventId } from './emit-webhook-event.ts';
import { toWebhookDeliveryDto } from './list-webhook-deliveries.ts';
import { findOwnEndpoint } from './manage-webhook-endpoints.ts';
import type { WebhookDeps } from './webhook-deps.ts';
import { addDelivery } from './webhook-lines.ts';

/**
 * Sends the endpoint a `webhook.test` event, signed as every event is, and returns its delivery as queued; the
 * log shows how it went. NOT_FOUND for another artist's endpoint, then 402, CONFLICT while it is paused.
 */
export async function sendTestEvent(
  { db, jobs, clock }: Pick<WebhookDeps, 'db' | 'jobs' | 'clock'>,
  { artistId, endpointId }: { artistId: string; endpointId: string },
): Promise<WebhookDelivery> {
  const endpoint = await findOwnEndpoint(db, artistId, endpointId);
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  if (!endpoint.isEnabled) throw new AppError('CONFLICT', 'The endpoint is paused: turn it on to send to it');
  const now = clock();
  const id = newEventId();
  const data = {
    endpointId,
    message: 'A test event from Inkdesk: your endpoint receives and verifies events.',
  };
  const delivery = await db.transaction((tx) =>
    addDelivery(tx, jobs, {
      endpointId,
      artistId,
      leadId: null,
      eventId: id,
      eventType: WEBHOOK_TEST_EVENT,
      body: eventBody({ id, type: WEBHOOK_TEST_EVENT, createdAt: now, data }),
      createdAt: now,
    }),
  );
  return toWebhookDeliveryDto(delivery);
}
