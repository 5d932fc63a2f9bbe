import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StudioActor } from '#common/contracts/studios.ts';
import { instagramThreads } from './instagram-threads.ts';
import { users } from './users.ts';

/**
 * An attachment as Meta sent it (its URL expires), e.g. a client's reference image. A client's image is copied
 * into storage once (decision 027): `key` is then the stored WebP, and `url` is dropped.
 */
export interface StoredInstagramAttachment {
  type: string;
  url?: string;
  /** The storage key of the copied image (served at /api/images/<key>). */
  key?: string;
  /** Why the copy was not made (refused host, too large, not an image): the URL stays for the record. */
  copyError?: string;
}

/** client: the client's DM; bot: the assistant; artist: the artist, from the dashboard or the Instagram app. */
export const MESSAGE_AUTHORS = ['client', 'bot', 'artist'] as const;

/**
 * received: a client's message. queued → sending → sent: an outgoing one on its way; failed after the queue's
 * last retry; refused when the messaging window had closed (issue #10) and nothing was sent.
 */
export const MESSAGE_STATUSES = ['received', 'queued', 'sending', 'sent', 'failed', 'refused'] as const;

/** One message of an Instagram thread, either way; `mid` deduplicates redelivered webhooks. */
export const instagramMessages = pgTable(
  'instagram_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => instagramThreads.id, { onDelete: 'cascade' }),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredInstagramAttachment[]>().notNull().default([]),
    /** Meta's message id: set on arrival, or once the Send API answers. */
    mid: text('mid').unique(),
    /** A story reply notes the story it answers. */
    replyToStoryId: text('reply_to_story_id'),
    replyToStoryUrl: text('reply_to_story_url'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    error: text('error'),
    /** HUMAN_AGENT on a human's reply sent between 24 hours and 7 days after the client's last message. */
    tag: text('tag', { enum: ['HUMAN_AGENT'] }),
    /** Also set on reactions ('reaction:❤'), unsends ('unsent') and story mentions, kept for the record. */
    note: text('note'),
    /**
     * A studio's owner or front desk who sent this reply for the thread's artist (decision 073), as named then;
     * null for the artist's own, the bot's and the client's.
     */
    sentBy: jsonb('sent_by').$type<StudioActor>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('instagram_messages_thread_idx').on(table.threadId, table.createdAt)],
);

export type InstagramMessageRow = typeof instagramMessages.$inferSelect;
