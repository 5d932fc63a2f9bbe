import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CommentReplyStatus, CommentSkipReason } from '#common/contracts/inbox.ts';
import { users } from './users.ts';

/**
 * Every comment received on the artist's posts and what became of it (issue #25): the one private reply it
 * may get (unique per comment: a redelivery adds nothing), or why it got none. The commenter's last reply
 * limits them to one a week. Pruned 90 days after the comment (decision 058).
 */
export const instagramComments = pgTable(
  'instagram_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').notNull().unique(),
    /** The commenter's Instagram-scoped id: a private reply lands in their DM thread with this id. */
    commenterId: text('commenter_id').notNull(),
    commenterUsername: text('commenter_username'),
    text: text('text').notNull(),
    /** The post (or reel) commented on. */
    mediaId: text('media_id'),
    /** When the comment was made (the delivery's `entry.time`). */
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull(),
    status: text('status').$type<CommentReplyStatus>().notNull(),
    skipReason: text('skip_reason').$type<CommentSkipReason>(),
    /** The text queued and then sent: the artist's text as it was when the comment came in. */
    replyText: text('reply_text'),
    /** Why the reply failed, or the error it is being retried for. */
    error: text('error'),
    /** When the reply was queued, then when Instagram took it. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    index('instagram_comments_artist_time_idx').on(table.artistId, table.commentedAt),
    index('instagram_comments_commenter_idx').on(table.artistId, table.commenterId, table.repliedAt),
  ],
);

export type InstagramCommentRow = typeof instagramComments.$inferSelect;
