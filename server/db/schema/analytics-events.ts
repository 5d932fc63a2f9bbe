import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3 Analytics event: what visitors and clients did, keyed by chat session. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    sessionId: text('session_id').notNull(),
    artistId: text('artist_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_time_idx').on(table.timestamp),
    index('analytics_events_session_idx').on(table.sessionId, table.eventType),
  ],
);
