import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Events per UTC day, type and shard: a rollup of analytics_events kept exact by statement-level triggers
 * (migrations 0005 and lead-counts-triggers), so a year of stats sums a few thousand rollup rows instead of
 * counting a million events (docs/decisions/008). Every chat turn adds to today's counters, so each
 * (day, type) is split over a few shard rows, picked by the writing connection: concurrent turns update
 * different rows instead of queueing on one row lock; readers sum the shards (docs/decisions/026).
 * Never written by the application.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day').notNull(),
    eventType: text('event_type').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType, table.shard] })],
);
