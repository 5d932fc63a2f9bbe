import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType } from '#common/contracts/webhooks.ts';
import { entitlementOf, hasFeature } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { findSubscriptionState } from '../billing/subscription-state.ts';
import { addDelivery } from './webhook-lines.ts';

export interface WebhookEvent<Type extends WebhookEventType> {
  artistId: string;
  type: Type;
  /** The lead it is about, which orders its deliveries; null when there is none yet. */
  leadId: string | null;
  /** Read only when an endpoint will receive the event: most artists have none, and pay one query. */
  data: () => Promise<WebhookEventData<Type>>;
}

/** A new event's id: the same in every endpoint's delivery and every resend, so receivers can drop repeats. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The body a delivery carries, stored and sent byte for byte as signed. */
export const eventBody = (event: { id: string; type: string; createdAt: Date; data: unknown }) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  });

/**
 * Emits an event to the artist's enabled endpoints subscribed to it (decision 079), inside the transaction of the
 * change it reports: a delivery row per endpoint, and its attempt's job, commit with the change or not at all.
 * Plans without API access get none. Without `jobs` the deliveries wait for the minute's sweep.
 */
export async function emitWebhookEvent<Type extends WebhookEventType>(
  { tx, jobs, now }: { tx: Db; jobs: JobQueue | undefined; now: Date },
  event: WebhookEvent<Type>,
): Promise<void> {
  // Endpoints in id order: two events for one lead take their lines' locks in the same order.
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.artistId, event.artistId),
        eq(webhookEndpoints.isEnabled, true),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
  if (endpoints.length === 0) return;
  const state = await findSubscriptionState(tx, event.artistId);
  if (!state || !hasFeature(entitlementOf(state, now), 'apiAccess')) return;
  const id = newEventId();
  const body = eventBody({ id, type: event.type, createdAt: now, data: await event.data() });
  for (const endpoint of endpoints) {
    await addDelivery(tx, jobs, {
      endpointId: endpoint.id,
      artistId: event.artistId,
      leadId: event.leadId,
      eventId: id,
      eventType: event.type,
      body,
      createdAt: now,
    });
  }
}
