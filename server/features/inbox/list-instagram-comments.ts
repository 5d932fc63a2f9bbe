import { and, count, desc, eq, gt } from 'drizzle-orm';
import { COMMENT_LOG_LIMIT, type InboxCommentList } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { instagramComments, portfolioPieces } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { COMMENT_REPLY_WINDOW_MS } from './reply-to-comment.ts';
import { instagramUserLabel } from './to-thread-dto.ts';

/**
 * The Comments log (issue #25): the artist's newest comments first, each with the post it was left on (its
 * synced piece's title when there is one) and what became of it, and the private replies sent in 7 days.
 */
export async function listInstagramComments({
  db,
  artistId,
  clock,
}: {
  db: Db;
  artistId: string;
  clock: Clock;
}): Promise<InboxCommentList> {
  const [rows, [sent]] = await Promise.all([
    db
      .select({ comment: instagramComments, pieceTitle: portfolioPieces.title })
      .from(instagramComments)
      .leftJoin(
        portfolioPieces,
        and(
          eq(portfolioPieces.artistId, artistId),
          eq(portfolioPieces.instagramMediaId, instagramComments.mediaId),
        ),
      )
      .where(eq(instagramComments.artistId, artistId))
      .orderBy(desc(instagramComments.commentedAt))
      .limit(COMMENT_LOG_LIMIT),
    db
      .select({ count: count() })
      .from(instagramComments)
      .where(
        and(
          eq(instagramComments.artistId, artistId),
          eq(instagramComments.status, 'sent'),
          gt(instagramComments.repliedAt, new Date(clock().getTime() - COMMENT_REPLY_WINDOW_MS)),
        ),
      ),
  ]);
  return {
    comments: rows.map(({ comment, pieceTitle }) => ({
      id: comment.id,
      commenterName: instagramUserLabel(comment.commenterUsername, comment.commenterId),
      text: comment.text,
      post: comment.mediaId ? { mediaId: comment.mediaId, title: pieceTitle || null } : null,
      commentedAt: comment.commentedAt.toISOString(),
      status: comment.status,
      skipReason: comment.skipReason,
      replyText: comment.replyText,
      error: comment.error,
      repliedAt: comment.repliedAt?.toISOString() ?? null,
    })),
    repliesSentLastWeek: sent?.count ?? 0,
  };
}
