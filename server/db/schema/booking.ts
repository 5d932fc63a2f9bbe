import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEPOSIT_SESSIONS } from '#common/domain/booking/project.ts';
import {
  BOOKING_STATUSES,
  DEPOSIT_STATUSES,
  type DepositRule,
  SESSION_KINDS,
  type SessionMinutes,
  type WeeklyHours,
} from '#common/domain/booking/types.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/** An artist's bookable time and deposit rule (issue #14 Availability); one row, created on first read. */
export const availabilitySettings = pgTable('availability_settings', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA zone the weekly hours and blocked dates are in. */
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  sessionMinutes: jsonb('session_minutes').$type<SessionMinutes>().notNull(),
  /** YYYY-MM-DD days in the artist's zone with no bookable time. */
  blockedDates: jsonb('blocked_dates').$type<string[]>().notNull().default([]),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  rescheduleNoticeHours: integer('reschedule_notice_hours').notNull().default(48),
  depositRule: jsonb('deposit_rule').$type<DepositRule>().notNull(),
  /** ISO 4217, lower case as Stripe takes it. */
  currency: text('currency').notNull().default('usd'),
  /** The secret in the calendar feed URL; rotating it invalidates every old subscription (decision 021). */
  calendarToken: text('calendar_token').notNull().unique(),
  /** What the client should know before the session (eat first, no alcohol…): every booking email and invite. */
  prepNotes: text('prep_notes'),
  /** How a client pays a deposit the artist collects (bank transfer, Venmo, cash at the studio). */
  paymentInstructions: text('payment_instructions'),
  /** What happens to a deposit when the appointment is cancelled, quoted to the client as the artist wrote it. */
  refundPolicy: text('refund_policy'),
  /** The 48 h and 24 h reminders also go by text to clients who gave a phone number (decision 068); off by default. */
  isTextRemindersOn: boolean('is_text_reminders_on').notNull().default(false),
  /** What the client should do after the session, emailed when it is marked done (decision 065); null: ours. */
  aftercareText: text('aftercare_text'),
  /** Where clients leave a review (Google, Yelp…): one request per client after a done session; none when null. */
  reviewUrl: text('review_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null until the artist first saves: the row is made with defaults on first use, in UTC. */
  savedAt: timestamp('saved_at', { withTimezone: true }),
});

/** One slot the artist offered a lead; the client picks one of the lead's open offers. */
export const bookingOffers = pgTable(
  'booking_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer offer, a booking or a decline replaces it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('booking_offers_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * A held or confirmed appointment. Overlapping live bookings of one artist are refused by the database: an
 * exclusion constraint over tstzrange(starts_at, ends_at) where status <> 'cancelled' (hand-written migration
 * booking-no-overlap; decision 021).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => bookingOffers.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** A held slot is the client's while they pay; past this it is cancelled by the next booking attempt. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    depositCents: integer('deposit_cents').notNull().default(0),
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATUSES }).notNull().default('none'),
    /** The payment provider's reference (a Stripe Checkout Session id), or 'manual' when the artist marked it. */
    paymentRef: text('payment_ref'),
    /** The client's IANA zone when their browser told us, for the times in their emails. */
    clientTimeZone: text('client_time_zone'),
    /** Which session of the lead's project this is (1 to its count); null for a single-session booking. */
    sessionNumber: integer('session_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the artist marked the session done: aftercare goes out, the follow-ups are queued (decision 065). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_artist_starts_idx').on(table.artistId, table.startsAt),
    index('bookings_lead_idx').on(table.leadId),
    // One live booking per session of a project: two tabs booking "session 2" at once get one booking, the
    // other a 409 (decision 066).
    uniqueIndex('bookings_live_session_idx')
      .on(table.leadId, table.sessionNumber)
      .where(sql`${table.status} <> 'cancelled' and ${table.sessionNumber} is not null`),
  ],
);

/**
 * A lead accepted as a project of several sessions (issue #26 item 6, decision 066): set when the artist offers
 * times, one row per lead. Its bookings carry their session number; the deposit is asked on one session only.
 */
export const bookingProjects = pgTable(
  'booking_projects',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionCount: integer('session_count').notNull(),
    depositSession: text('deposit_session', { enum: DEPOSIT_SESSIONS }).notNull(),
    /** Every session of the project is of this kind (its length from the artist's session lengths). */
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_projects_artist_idx').on(table.artistId),
    check('booking_projects_session_count', sql`${table.sessionCount} between 2 and 10`),
  ],
);

/** The lead's booking timeline: offers, holds, payments, confirmations, reminders, cancellations. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_events_lead_idx').on(table.leadId, table.at)],
);

/**
 * A photo of the healed tattoo the client uploaded from their request page (decision 065), kept with the lead:
 * deleting the lead deletes the row, and its file is deleted first by every deletion path (decision 053).
 */
export const healedPhotos = pgTable(
  'healed_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The storage key, `healed/<random>.webp`: re-encoded, no metadata. */
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('healed_photos_lead_idx').on(table.leadId, table.createdAt)],
);

export type AvailabilitySettingsRow = typeof availabilitySettings.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingOfferRow = typeof bookingOffers.$inferSelect;
export type BookingProjectRow = typeof bookingProjects.$inferSelect;
export type HealedPhotoRow = typeof healedPhotos.$inferSelect;
