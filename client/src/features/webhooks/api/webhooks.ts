import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type CreateWebhookEndpoint,
  createdWebhookEndpointSchema,
  type UpdateWebhookEndpoint,
  type WebhookDeliveryPage,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '#common/contracts/webhooks.ts';

export const WEBHOOK_ENDPOINTS_QUERY_KEY = ['/api/webhook-endpoints'] as const;

/** How often an open delivery log looks again while a delivery is about to be tried. */
const LIVE_LOG_MS = 2000;
const SOON_MS = 60_000;

/** GET /api/webhook-endpoints: the artist's endpoints (402 on a plan without API access). */
export function getWebhookEndpointsQueryOptions() {
  return queryOptions({
    queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY,
    queryFn: () => getJson('/api/webhook-endpoints', z.array(webhookEndpointSchema)),
  });
}

/** Whether a delivery on this page is to be tried within a minute: the log then follows it on its own. */
const isAboutToSend = (page: WebhookDeliveryPage | undefined) =>
  page?.deliveries.some(
    (delivery) =>
      delivery.status === 'pending' &&
      (delivery.nextAttemptAt === null || new Date(delivery.nextAttemptAt).getTime() - Date.now() < SOON_MS),
  ) ?? false;

/** GET /api/webhook-endpoints/:id/deliveries?page: one page of an endpoint's delivery log, newest first. */
export function getWebhookDeliveriesQueryOptions(endpointId: string, page: number) {
  const url = `/api/webhook-endpoints/${endpointId}/deliveries?page=${page}`;
  return queryOptions({
    queryKey: [...WEBHOOK_ENDPOINTS_QUERY_KEY, endpointId, 'deliveries', page],
    queryFn: () => getJson(url, webhookDeliveryPageSchema),
    refetchInterval: (query) => (isAboutToSend(query.state.data) ? LIVE_LOG_MS : false),
  });
}

/** POST /api/webhook-endpoints: the new endpoint with its signing secret, shown this once. */
export function createWebhookEndpoint(data: CreateWebhookEndpoint) {
  return sendJson('POST', '/api/webhook-endpoints', createdWebhookEndpointSchema, data);
}

/** PATCH /api/webhook-endpoints/:id: URL, description, events, or paused / on. */
export function updateWebhookEndpoint({ id, data }: { id: string; data: UpdateWebhookEndpoint }) {
  return sendJson('PATCH', `/api/webhook-endpoints/${id}`, webhookEndpointSchema, data);
}

/** DELETE /api/webhook-endpoints/:id: the endpoint and its log. */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/webhook-endpoints/${id}`);
}

/** POST /api/webhook-endpoints/:id/test: a `webhook.test` event, queued. */
export function sendTestEvent(id: string) {
  return sendJson('POST', `/api/webhook-endpoints/${id}/test`, webhookDeliverySchema);
}

/** POST /api/webhook-deliveries/:id/resend: the same event again, queued. */
export function resendDelivery(id: string) {
  return sendJson('POST', `/api/webhook-deliveries/${id}/resend`, webhookDeliverySchema);
}
