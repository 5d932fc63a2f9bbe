import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Events per UTC day and type: a rollup of analytics_events kept exact by statement-level triggers in
 * migration 0005 (inserts add, deletes subtract), so a year of stats sums at most 366 rows per event type
 * instead of counting a million events (docs/decisions/008). Never written by the application.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day').notNull(),
    eventType: text('event_type').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType] })],
);
