import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The artist's inbox switches (issue #10): the account-wide kill switch and comment private replies. */
export const inboxSettings = pgTable('inbox_settings', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBotPaused: boolean('is_bot_paused').notNull().default(false),
  isCommentRepliesOn: boolean('is_comment_replies_on').notNull().default(false),
});

/** One private reply per comment; the commenter's last one limits them to one a week (issue #10 comments). */
export const instagramCommentReplies = pgTable(
  'instagram_comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').notNull().unique(),
    commenterId: text('commenter_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instagram_comment_replies_commenter_idx').on(table.artistId, table.commenterId, table.sentAt),
  ],
);
