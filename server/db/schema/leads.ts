import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpenQuestion } from '#common/contracts/leads.ts';
import type { LeadRouting } from '#common/contracts/studios.ts';
import type { MatchBreakdown } from '#common/domain/consultation/scoring/match-breakdown.ts';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/** A saved consultation, scored on the server (spec §3 Lead). One per conversation. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .unique()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    status: text('status', { enum: ['new', 'qualified', 'contacted', 'booked', 'rejected'] })
      .notNull()
      .default('new'),
    fitScore: text('fit_score', { enum: ['high', 'medium', 'low'] }).notNull(),
    matchPercentage: integer('match_percentage').notNull(),
    detailedRating: integer('detailed_rating').notNull(),
    projectSummary: text('project_summary').notNull(),
    matchBreakdown: jsonb('match_breakdown').$type<MatchBreakdown>().notNull(),
    tattooStyle: text('tattoo_style'),
    placement: text('placement'),
    size: text('size'),
    budget: text('budget'),
    description: text('description'),
    notes: text('notes'),
    isTest: boolean('is_test').notNull().default(false),
    /** Where the consultation happened (issue #10); an Instagram lead's contact is its username, email may be ''. */
    channel: text('channel', { enum: ['web', 'instagram'] })
      .notNull()
      .default('web'),
    instagramUsername: text('instagram_username'),
    /** A widget lead's page (issue #28 item 6), copied from its conversation. */
    sourceUrl: text('source_url'),
    /** A studio lead's routing: to whom, how and why (issue #28 item 3); null for an artist's own lead. */
    routing: jsonb('routing').$type<LeadRouting>(),
    /** ISO 639-1 language the client wrote in (issue #11), so the artist can reply in it; null if unknown. */
    language: text('language'),
    /** Decision 045: what the client asked that the assistant could not answer, for the artist to answer. */
    openQuestions: jsonb('open_questions').$type<OpenQuestion[]>().notNull().default([]),
    /**
     * Decision 050: when the client last asked for a person in the chat (the reply that told them the artist
     * would answer), and when the artist last marked that handled; "Wants a person" while the request is newer.
     */
    personRequestedAt: timestamp('person_requested_at', { withTimezone: true }),
    personRequestClearedAt: timestamp('person_request_cleared_at', { withTimezone: true }),
    /**
     * What admin search matches (spec §2: email, name or tattoo style), lower-cased once on write. The
     * fields are joined by U+001F, which a search term may not contain, so no match spans two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("email" || chr(31) || coalesce("name", '') || chr(31) || coalesce("tattoo_style", ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An artist's list and the admin's page newest first by (created_at, id): with id in the index the order
    // needs no sort, and a deep page skips its offset in the index alone (docs/decisions/009).
    index('leads_artist_idx').on(table.artistId, table.createdAt, table.id),
    index('leads_created_idx').on(table.createdAt, table.id),
    // Admin search is `search_text LIKE '%q%'`: a pg_trgm GIN index serves it (docs/decisions/009). Status and
    // fit in the same index (btree_gin) let a filtered search intersect its matches inside the index instead of
    // visiting every lead that has the word (docs/decisions/009).
    index('leads_search_filters_idx').using(
      'gin',
      table.status,
      table.fitScore,
      table.searchText.op('gin_trgm_ops'),
    ),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
