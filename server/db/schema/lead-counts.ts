import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Leads per artist, status and fit: the counts beside every page of leads (the filter buttons, the totals),
 * kept exact by statement-level triggers on leads (migration lead-counts-triggers), so a page at a million leads sums at
 * most 15 rows per artist instead of counting the leads (docs/decisions/026). Never written by the
 * application. No foreign key: the trigger subtracts a deleted account's leads after the account is gone.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    artistId: text('artist_id').notNull(),
    status: text('status').notNull(),
    fitScore: text('fit_score').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.artistId, table.status, table.fitScore] })],
);

/**
 * Leads per UTC day (of created_at) and fit, test chats left out: the admin stats' rollup, as
 * analytics_daily_counts is for events (docs/decisions/008 and 026). Kept exact by the same triggers.
 */
export const leadDailyCounts = pgTable(
  'lead_daily_counts',
  {
    day: date('day').notNull(),
    fitScore: text('fit_score').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.fitScore] })],
);
