import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEventType } from '#common/contracts/webhooks.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/**
 * An artist's outgoing webhook endpoints (issue #29 item 4, decision 079). The signing secret must be readable to
 * sign each delivery, so it is stored encrypted (AES-256-GCM under ENCRYPTION_KEY, as Instagram tokens are), and
 * shown to the artist only in the answer that made it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_artist_idx').on(table.artistId, table.createdAt)],
);

/**
 * One event for one endpoint, and its delivery log line. `body` is the JSON exactly as signed and sent, so a
 * resend is byte for byte the same event. The deliveries of one endpoint and one lead form a line, delivered one
 * at a time in `seq` order: only the line's first pending delivery is ever attempted (decision 079). Deleting the
 * lead deletes its deliveries, which hold its details.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order within a line: taken under the line's lock, so it is the order of the events' commits. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lead the event is about, which orders it; null for a test event or a handover before any lead. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseTimeMs: integer('response_time_ms'),
    error: text('error'),
    /** When a pending delivery may be attempted; null once it is delivered or failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The log, newest first.
    index('webhook_deliveries_log_idx').on(table.endpointId, table.createdAt.desc(), table.seq.desc()),
    // A line's pending deliveries in order: "is an earlier one pending?" and "which is next?".
    index('webhook_deliveries_line_idx')
      .on(table.endpointId, table.leadId, table.seq)
      .where(sql`${table.status} = 'pending'`),
    // The minute's sweep: pending deliveries come due.
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    // The sweep's pruning of finished deliveries past the log's retention.
    index('webhook_deliveries_finished_idx').on(table.createdAt).where(sql`${table.status} <> 'pending'`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
