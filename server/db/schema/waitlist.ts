import { date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SESSION_KINDS, type Weekday } from '#common/domain/booking/types.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/**
 * A client waiting for a freed slot (issue #26 item 7, decision 067): one entry per lead, in join order. It keeps
 * the idea, style and area the lead had when it joined, and the days that suit the client: weekdays in the
 * artist's zone (none: any day) and an optional date range. Deleting the lead deletes the entry and its offers.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    idea: text('idea').notNull(),
    style: text('style'),
    area: text('area'),
    /** The session the client waits for; a freed slot fits when this session fits inside it. */
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull().default('small'),
    /** Days of the week that suit, in the artist's zone; empty: any day. */
    weekdays: jsonb('weekdays').$type<Weekday[]>().notNull().default([]),
    /** YYYY-MM-DD in the artist's zone, inclusive; null: open-ended. */
    fromDate: date('from_date', { mode: 'string' }),
    untilDate: date('until_date', { mode: 'string' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waitlist_entries_artist_idx').on(table.artistId, table.joinedAt)],
);

/**
 * A freed slot offered to one waitlisted client (decision 067). Every matching entry gets its own row and email
 * at once; the first to accept takes the slot through the booking's no-overlap constraint, the rest find it
 * gone. One row per entry and start, so a retried job offers nothing twice.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the entry left the waitlist (booked, removed, or left): the offer can no longer be taken. */
    entryId: uuid('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('waitlist_offers_entry_start_key').on(table.entryId, table.startsAt),
    index('waitlist_offers_lead_idx').on(table.leadId),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
