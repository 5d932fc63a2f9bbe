import { and, eq, gt } from 'drizzle-orm';
import { classifyMessage } from '#common/domain/consultation/classify/classify-message.ts';
import type { StudioTopic } from '#common/domain/consultation/classify/message-intent.ts';
import type { Db } from '../../db/client.ts';
import { type InstagramAccountRow, instagramCommentReplies } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { CommentEvent } from '../instagram/webhook-events.ts';
import './inbox-job-payloads.ts';
import type { Clock } from '../../lib/clock.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { HUMAN_AGENT_WINDOW_MS } from './messaging-window.ts';

/** A comment asking about any of these gets the invitation to DM. */
const BOOKING_TOPICS: ReadonlySet<StudioTopic> = new Set(['price', 'booking', 'availability', 'deposit']);

/** Private replies are allowed for 7 days after the comment; a commenter gets at most one a week. */
const COMMENT_REPLY_WINDOW_MS = HUMAN_AGENT_WINDOW_MS;

/** What the private reply says: it invites the commenter to the DMs, where the assistant takes over. */
export const commentReplyText = (accountUsername: string) =>
  `Thanks for asking! Send @${accountUsername} a DM with your idea and we’ll get you a price and a date.`;

/**
 * A comment on the artist's post (issue #10 comments): when the artist turned private replies on and the
 * comment asks about price or booking, reserves the one reply this comment may get and queues it, unless the
 * comment is over 7 days old or the commenter got one this week.
 */
export async function replyToComment({
  db,
  jobs,
  account,
  event,
  clock,
}: {
  db: Db;
  jobs: JobQueue;
  account: InstagramAccountRow;
  event: CommentEvent;
  clock: Clock;
}): Promise<void> {
  const now = clock();
  if (event.clientId === account.igUserId) return;
  if (now.getTime() - event.occurredAt.getTime() > COMMENT_REPLY_WINDOW_MS) return;
  const { topics } = classifyMessage(event.text);
  if (!topics.some((topic) => BOOKING_TOPICS.has(topic))) return;
  if (!(await readInboxSettings(db, account.artistId)).isCommentRepliesOn) return;
  const [recent] = await db
    .select({ id: instagramCommentReplies.id })
    .from(instagramCommentReplies)
    .where(
      and(
        eq(instagramCommentReplies.artistId, account.artistId),
        eq(instagramCommentReplies.commenterId, event.clientId),
        gt(instagramCommentReplies.sentAt, new Date(now.getTime() - COMMENT_REPLY_WINDOW_MS)),
      ),
    );
  if (recent) return;
  const reserved = await db
    .insert(instagramCommentReplies)
    .values({
      artistId: account.artistId,
      commentId: event.commentId,
      commenterId: event.clientId,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: instagramCommentReplies.id });
  if (!reserved.length) return;
  await jobs.send('instagram-comment-reply', { artistId: account.artistId, commentId: event.commentId });
}
