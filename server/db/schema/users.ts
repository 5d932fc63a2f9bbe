import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArtistStudioAnswers } from '#common/contracts/studio-answers.ts';

/**
 * Artists and admins (spec §3 User/artist). `id` is the `sub` of the identity that created the user;
 * user_identities maps every issuer account that signs in as this user.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    /** The issuer's `email_verified` at the last sign-in: admin rights and account linking require it. */
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    artistName: text('artist_name'),
    bio: text('bio'),
    specialtyStyles: text('specialty_styles').array().notNull().default([]),
    yearsExperience: integer('years_experience'),
    consultationPrice: integer('consultation_price'),
    bookingUrl: text('booking_url'),
    instagramHandle: text('instagram_handle'),
    /** The artist's public page is /a/:publicHandle; unique, derived from the handle or artist name. */
    publicHandle: text('public_handle').unique(),
    /** Below this budget a client is told the artist's minimum and scored lower (issue #4 hard gates). */
    minimumPrice: integer('minimum_price'),
    // Issue #11 intake controls (common/contracts/intake.ts): null means not set, so the assistant claims nothing.
    avoidStyles: text('avoid_styles').array().notNull().default([]),
    booksStatus: text('books_status', { enum: ['open', 'closed', 'waitlist'] })
      .notNull()
      .default('open'),
    /** Issue #26 item 7: closed books open by themselves on this day of the artist's zone (books-schedule.ts). */
    booksReopenOn: date('books_reopen_on', { mode: 'string' }),
    /** Open books close when this many more real new requests are saved; counted down in one statement. */
    booksCloseAfter: integer('books_close_after'),
    takesCoverUps: boolean('takes_cover_ups'),
    takesWalkIns: boolean('takes_walk_ins'),
    doesFlash: boolean('does_flash'),
    depositPolicy: text('deposit_policy'),
    studioLocation: text('studio_location'),
    studioHours: text('studio_hours'),
    agePolicy: text('age_policy'),
    /** Decision 045: the topics the artist switched or reworded; a topic absent keeps its default. */
    studioAnswers: jsonb('studio_answers').$type<ArtistStudioAnswers>().notNull().default({}),
    /** Origins allowed to frame this artist's widget (issue #28 item 6, frame-ancestors); none: no site may. */
    widgetOrigins: text('widget_origins').array().notNull().default([]),
    hasCompletedSetup: boolean('has_completed_setup').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_email_idx').on(table.email)],
);

export type UserRow = typeof users.$inferSelect;
