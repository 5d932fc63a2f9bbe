import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';

/**
 * The client's private request page (decision 022): one link per lead. The token is a random id plus its HMAC
 * under REQUEST_LINK_SECRET; only the id is kept, so the rows alone open no page, and every email can carry
 * the same link. Deleting the lead deletes the link.
 */
export const leadRequests = pgTable('lead_requests', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** 18 random bytes, base64url: the signed part of the token. */
  linkId: text('link_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment-provider webhook events already acted on (decision 023): Stripe delivers at least once, so a repeated
 * event id is acknowledged and skipped. The local billing sandbox's events are recorded the same way (decision 070).
 */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LeadRequestRow = typeof leadRequests.$inferSelect;
