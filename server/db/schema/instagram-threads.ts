import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadRouting } from '#common/contracts/studios.ts';
import { conversations } from './conversations.ts';
import { instagramAccounts } from './instagram-accounts.ts';
import { leads } from './leads.ts';
import { users } from './users.ts';

/** Who answers a thread (issue #10 human takeover): the assistant, nobody yet (a person was asked for), or the artist. */
export const THREAD_HANDLING = ['bot', 'human_requested', 'human'] as const;
export type ThreadHandling = (typeof THREAD_HANDLING)[number];

/**
 * One Instagram DM thread: the artist's account and one client (IGSID). Its transcript for the consultation
 * engine lives in `conversations` like a web chat's, so both channels score leads the same way.
 */
export const instagramThreads = pgTable(
  'instagram_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    /** The client's Instagram-scoped id (above 2^53: text). */
    igsid: text('igsid').notNull(),
    /**
     * The client's @username when Instagram told us: comments carry it; for DMs the User Profile API is asked
     * once per thread (decision 027).
     */
    username: text('username'),
    /** The client's profile name from the User Profile API, when they set one. */
    displayName: text('display_name'),
    /** When the User Profile API answered for this thread: it is not asked again. */
    profileFetchedAt: timestamp('profile_fetched_at', { withTimezone: true }),
    /** After a failed profile call, the next message may ask again from this time on. */
    profileRetryAt: timestamp('profile_retry_at', { withTimezone: true }),
    handling: text('handling', { enum: THREAD_HANDLING }).notNull().default('bot'),
    /** STOP: no automated message until START (issue #10). */
    isOptedOut: boolean('is_opted_out').notNull().default(false),
    isBotPaused: boolean('is_bot_paused').notNull().default(false),
    /** The automated-assistant disclosure went out since the thread began or was last handed back. */
    hasDisclosed: boolean('has_disclosed').notNull().default(false),
    /** Opens the messaging window: 24 h for the bot, 7 days for a human with HUMAN_AGENT. */
    lastClientMessageAt: timestamp('last_client_message_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /**
     * How the thread came to its artist when a studio moved it (decision 073): reassigned by hand, or routed from
     * the studio's Instagram account; null for a thread that has always been its account's artist's.
     */
    routing: jsonb('routing').$type<LeadRouting>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('instagram_threads_artist_igsid_idx').on(table.artistId, table.igsid),
    index('instagram_threads_artist_recent_idx').on(table.artistId, table.lastMessageAt),
  ],
);

export type InstagramThreadRow = typeof instagramThreads.$inferSelect;
