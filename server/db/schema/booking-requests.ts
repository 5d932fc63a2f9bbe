import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';

/**
 * The client's private request page (decision 022): one link per lead. Only a hash of the token is kept, so a
 * database leak opens no page; deleting the lead deletes the link.
 */
export const leadRequests = pgTable('lead_requests', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** sha256 of the whole token, hex. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment-provider webhook events already acted on (decision 023): Stripe delivers at least once, so a repeated
 * event id is acknowledged and skipped.
 */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe'] }).notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LeadRequestRow = typeof leadRequests.$inferSelect;
