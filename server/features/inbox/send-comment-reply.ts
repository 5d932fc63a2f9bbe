import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramComments } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { InstagramApiError } from '../../providers/instagram/instagram-api-error.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { SEND_RETRY_LIMIT } from './queue-reply.ts';
import { REFUSAL } from './refusal-reasons.ts';
import { COMMENT_REPLY_WINDOW_MS } from './reply-to-comment.ts';

const COMMENT_REPLY_TOO_LATE =
  'Not sent: Instagram allows a private reply only within 7 days of the comment.';

/**
 * The 'instagram-comment-reply' job: sends the private reply a comment queued, with the text stored with it,
 * and records it sent or failed (why). A retryable Graph error is recorded and thrown, so the queue retries
 * with backoff; on the last attempt, or a final error, the reply is marked failed.
 */
export async function sendCommentReply({
  db,
  instagram,
  clock,
  artistId,
  commentId,
  job,
}: {
  db: Db;
  instagram: InstagramSetup;
  clock: Clock;
  artistId: string;
  commentId: string;
  job: Pick<JobContext, 'retryCount'>;
}): Promise<void> {
  const where = and(eq(instagramComments.artistId, artistId), eq(instagramComments.commentId, commentId));
  const [comment] = await db.select().from(instagramComments).where(where);
  if (comment?.status !== 'queued' || !comment.replyText) return;
  const account = await findConnectedAccount(db, artistId);
  // A retry may run past the 7 days Instagram allows a private reply in.
  const tooLate = clock().getTime() - comment.commentedAt.getTime() > COMMENT_REPLY_WINDOW_MS;
  if (!account || tooLate) {
    const error = account ? COMMENT_REPLY_TOO_LATE : REFUSAL.disconnected;
    await db.update(instagramComments).set({ status: 'failed', error }).where(where);
    return;
  }
  try {
    await instagram.graph.sendPrivateReply({
      accessToken: instagram.cipher.decrypt(account.encryptedToken!),
      accountId: account.igUserId,
      commentId,
      text: comment.replyText,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const willRetry =
      error instanceof InstagramApiError && error.isRetryable && job.retryCount < SEND_RETRY_LIMIT;
    await db
      .update(instagramComments)
      .set(willRetry ? { error: `Retrying: ${reason}` } : { status: 'failed', error: `Not sent: ${reason}` })
      .where(where);
    if (willRetry) throw error;
    return;
  }
  await db.update(instagramComments).set({ status: 'sent', error: null, repliedAt: clock() }).where(where);
}
