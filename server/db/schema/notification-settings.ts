import { boolean, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** When a new lead emails the artist (issue #14): each one, high fit only, once a day, or never. */
export const LEAD_EMAIL_MODES = ['every', 'high-fit', 'digest', 'off'] as const;

/**
 * The artist's email preferences (issue #14, decision 020). No row means the defaults: high-fit lead emails, no
 * daily summary. `lastDailySentOn` is the artist's local date of the last daily email, so the hourly job sends
 * each day's at most once whichever instance runs it.
 */
export const notificationSettings = pgTable('notification_settings', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leadEmails: text('lead_emails', { enum: LEAD_EMAIL_MODES }).notNull().default('high-fit'),
  isDailySummaryOn: boolean('is_daily_summary_on').notNull().default(false),
  lastDailySentOn: date('last_daily_sent_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
