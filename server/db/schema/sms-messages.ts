import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SMS_STATUSES, SMS_TRANSPORTS } from '#common/contracts/sms.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/**
 * Every text message Inkdesk sends (decision 068), queued first, then sent by the send-sms job through Twilio or
 * kept here by the sandbox. A text names its client: it goes with the lead (a client's deletion of their request)
 * and with the artist's account.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** What it is for: booking-reminder. */
    kind: text('kind').notNull(),
    /** At most one text per key: a retried job or a repeated event queues nothing new. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** E.164, as libphonenumber-js wrote the client's number. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('queued'),
    transport: text('transport', { enum: SMS_TRANSPORTS }),
    /** Twilio's message SID (SM…), or the sandbox's id. */
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_messages_created_at_idx').on(table.createdAt.desc(), table.id),
    index('sms_messages_artist_id_idx').on(table.artistId),
    index('sms_messages_lead_id_idx').on(table.leadId),
  ],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;
