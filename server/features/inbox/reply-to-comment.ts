import { and, eq, gt, inArray } from 'drizzle-orm';
import type { CommentSkipReason } from '#common/contracts/inbox.ts';
import { classifyMessage } from '#common/domain/consultation/classify/classify-message.ts';
import type { StudioTopic } from '#common/domain/consultation/classify/message-intent.ts';
import type { Db } from '../../db/client.ts';
import { type InstagramAccountRow, instagramComments } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { CommentEvent } from '../instagram/webhook-events.ts';
import './inbox-job-payloads.ts';
import type { Clock } from '../../lib/clock.ts';
import { commentReplyTextOf } from './comment-reply-text.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { HUMAN_AGENT_WINDOW_MS } from './messaging-window.ts';
import { SEND_RETRY_LIMIT } from './queue-reply.ts';

/** A comment asking about any of these gets the invitation to DM. */
const BOOKING_TOPICS: ReadonlySet<StudioTopic> = new Set(['price', 'booking', 'availability', 'deposit']);

/** Private replies are allowed for 7 days after the comment; a commenter gets at most one a week. */
export const COMMENT_REPLY_WINDOW_MS = HUMAN_AGENT_WINDOW_MS;

/**
 * A comment on the artist's post (issue #10 comments, issue #25 log): stores it once with what became of it.
 * When the artist turned private replies on and the comment asks about price or booking, it queues the one
 * reply this comment may get, with the artist's text as it is now; otherwise it records why not (the
 * artist's own comment, over 7 days old, not an inquiry, replies off, the commenter got one this week).
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
  const skipReason = await skipReasonFor(db, account, event, now);
  const replyText = skipReason ? null : await commentReplyTextOf(db, account.artistId);
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(instagramComments)
      .values({
        artistId: account.artistId,
        commentId: event.commentId,
        commenterId: event.clientId,
        commenterUsername: event.username ?? null,
        text: event.text,
        mediaId: event.mediaId ?? null,
        commentedAt: event.occurredAt,
        status: skipReason ? 'skipped' : 'queued',
        skipReason,
        replyText,
        repliedAt: skipReason ? null : now,
      })
      // A redelivered comment is stored, and answered, once.
      .onConflictDoNothing({ target: instagramComments.commentId })
      .returning({ id: instagramComments.id });
    if (!stored.length || skipReason) return;
    await jobs.send(
      'instagram-comment-reply',
      { artistId: account.artistId, commentId: event.commentId },
      { tx, retryLimit: SEND_RETRY_LIMIT },
    );
  });
}

async function skipReasonFor(
  db: Db,
  account: InstagramAccountRow,
  event: CommentEvent,
  now: Date,
): Promise<CommentSkipReason | null> {
  if (event.clientId === account.igUserId) return 'own-comment';
  if (now.getTime() - event.occurredAt.getTime() > COMMENT_REPLY_WINDOW_MS) return 'too-old';
  const { topics } = classifyMessage(event.text);
  if (!topics.some((topic) => BOOKING_TOPICS.has(topic))) return 'not-an-inquiry';
  if (!(await readInboxSettings(db, account.artistId)).isCommentRepliesOn) return 'replies-off';
  const [recent] = await db
    .select({ id: instagramComments.id })
    .from(instagramComments)
    .where(
      and(
        eq(instagramComments.artistId, account.artistId),
        eq(instagramComments.commenterId, event.clientId),
        inArray(instagramComments.status, ['queued', 'sent']),
        gt(instagramComments.repliedAt, new Date(now.getTime() - COMMENT_REPLY_WINDOW_MS)),
      ),
    )
    .limit(1);
  return recent ? 'replied-this-week' : null;
}
