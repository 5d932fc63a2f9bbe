import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Brief } from '#common/domain/consultation/brief.ts';
import type { TurnRecord } from '#common/domain/consultation/dialogue/turn-record.ts';
import type { StudioRoutingRecord } from '#common/domain/studio/studio-turn.ts';
import { studios } from './studios.ts';
import { users } from './users.ts';

/** An image a client attached in the chat: stored privately, served only to the artist and admins. */
export interface StoredChatImage {
  key: string;
  mimeType: string;
  /** Stored size, counted against the session's limit (issue #12 item 11); absent on images stored before. */
  bytes?: number;
}

/** One stored chat message: the spec §3 message, with images moved to storage. */
export interface StoredChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  images?: StoredChatImage[];
  /**
   * An assistant message's record of what it asked and answered, as the engine made it (decision 046); the
   * next turn reads the client's answer against it. Absent on messages stored before, and on a person's reply.
   */
  turn?: TurnRecord;
  /**
   * The storage key of the concept image an assistant message showed (decision 053): deleted with the
   * conversation. Absent on messages stored before.
   */
  conceptKey?: string;
  /**
   * A studio chat's routing, on the assistant message that said it (issue #28 item 3, decision 075): which two
   * artists the client was asked to choose between, or the artist the conversation went to and why.
   */
  studioRouting?: StudioRoutingRecord;
}

/** A chat transcript, upserted per client-generated sessionId on every consult turn (issue #4). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: jsonb('messages').$type<StoredChatMessage[]>().notNull().default([]),
    brief: jsonb('brief').$type<Brief>(),
    clarityScore: integer('clarity_score').notNull().default(0),
    /** Conversations from the artist's own Test Chatbot: kept out of analytics and quotas. */
    isTest: boolean('is_test').notNull().default(false),
    /**
     * The month ('YYYY-MM', UTC) this conversation was last counted against the artist's plan: one conversation
     * counts once a month, whichever channel it is on (decision 070).
     */
    countedMonth: text('counted_month'),
    /**
     * A chat on a studio's page, widget or Instagram account (issue #28 item 3): `artistId` is the studio owner's
     * until the conversation is routed to the artist who fits, then that artist's. Null for an artist's own chat.
     */
    studioId: uuid('studio_id').references(() => studios.id, { onDelete: 'set null' }),
    /** The page a widget chat started on (issue #28 item 6), as the embedding page reported it; null elsewhere. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_artist_idx').on(table.artistId, table.createdAt),
    // The hourly delete-abandoned-chat-images pass reads only conversations still holding images, oldest
    // first, instead of every transcript (issue #24 item 6); a row leaves the index once its images are gone.
    index('conversations_with_images_idx')
      .on(table.updatedAt)
      .where(sql`jsonb_path_exists(${table.messages}, '$[*].images[*]')`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
