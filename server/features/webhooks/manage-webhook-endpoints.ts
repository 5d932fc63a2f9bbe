import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  createWebhookEndpointSchema,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookEndpoint,
  updateWebhookEndpointSchema,
  WEBHOOK_SECRET_PREFIX,
  type WebhookEndpoint,
} from '#common/contracts/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { type WebhookEndpointRow, webhookEndpoints } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { dispatchDueDeliveries } from './dispatch-due-deliveries.ts';
import type { WebhookDeps } from './webhook-deps.ts';

export const toWebhookEndpointDto = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  isEnabled: row.isEnabled,
  createdAt: row.createdAt.toISOString(),
});

const ownedBy = (artistId: string, endpointId: string) =>
  and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.artistId, artistId));

/** One of the artist's endpoints; NOT_FOUND for any other artist's or none. */
export async function findOwnEndpoint(db: Db, artistId: string, endpointId: string) {
  const [endpoint] = await db.select().from(webhookEndpoints).where(ownedBy(artistId, endpointId));
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return endpoint;
}

/** The artist's endpoints, oldest first (plans with API access only). */
export async function listWebhookEndpoints(
  { db, clock }: Pick<WebhookDeps, 'db' | 'clock'>,
  artistId: string,
): Promise<WebhookEndpoint[]> {
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.artistId, artistId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(toWebhookEndpointDto);
}

/**
 * A new endpoint (plans with API access only) with its signing secret, `whsec_` and 32 random bytes, in this
 * answer only: it is stored encrypted, to sign with, and never shown again. CONFLICT past MAX_WEBHOOK_ENDPOINTS;
 * a URL the policy refuses is a 400 naming `url`.
 */
export async function createWebhookEndpoint(
  { db, clock, cipher, policy }: Pick<WebhookDeps, 'db' | 'clock' | 'cipher' | 'policy'>,
  artistId: string,
  input: CreateWebhookEndpoint,
): Promise<CreatedWebhookEndpoint> {
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  const data = createWebhookEndpointSchema.parse(input);
  const [held] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.artistId, artistId));
  if ((held?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
    throw new AppError(
      'CONFLICT',
      `At most ${MAX_WEBHOOK_ENDPOINTS} endpoints: delete one you no longer use first`,
    );
  const url = await checkWebhookUrl(data.url, policy);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = clock();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      artistId,
      url,
      description: data.description,
      events: data.events,
      secretCiphertext: cipher.encrypt(secret),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...toWebhookEndpointDto(row!), secret };
}

/**
 * Changes an endpoint's URL (checked as a new one is), description, events, or pauses and resumes it: turned on
 * again, its deliveries that waited are queued at once. NOT_FOUND for another artist's, then 402 without API
 * access.
 */
export async function updateWebhookEndpoint(
  deps: Pick<WebhookDeps, 'db' | 'jobs' | 'clock' | 'policy'>,
  artistId: string,
  endpointId: string,
  input: UpdateWebhookEndpoint,
): Promise<WebhookEndpoint> {
  const { db, jobs, clock, policy } = deps;
  const current = await findOwnEndpoint(db, artistId, endpointId);
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  const data = updateWebhookEndpointSchema.parse(input);
  const url = data.url === undefined ? undefined : await checkWebhookUrl(data.url, policy);
  const now = clock();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...data, url, updatedAt: now })
    .where(ownedBy(artistId, endpointId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  if (row.isEnabled && !current.isEnabled) await dispatchDueDeliveries({ db, jobs, now }, endpointId);
  return toWebhookEndpointDto(row);
}

/** Deletes an endpoint and its log, on any plan (a downgraded artist can still clean up); NOT_FOUND otherwise. */
export async function deleteWebhookEndpoint(db: Db, artistId: string, endpointId: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(ownedBy(artistId, endpointId))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
}
