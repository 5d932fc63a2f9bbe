import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The artist's inbox switches (issue #10): the account-wide kill switch and comment private replies. */
export const inboxSettings = pgTable('inbox_settings', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isBotPaused: boolean('is_bot_paused').notNull().default(false),
  isCommentRepliesOn: boolean('is_comment_replies_on').notNull().default(false),
  /** The artist's own private reply text; null sends the default, which names their account (issue #25). */
  commentReplyText: text('comment_reply_text'),
});
