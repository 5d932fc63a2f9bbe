import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramCommentReplies } from '../../db/schema/index.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { commentReplyText } from './reply-to-comment.ts';

/** The 'instagram-comment-reply' job: the one private reply a comment reserved; Graph errors retry via the queue. */
export async function sendCommentReply({
  db,
  instagram,
  artistId,
  commentId,
}: {
  db: Db;
  instagram: InstagramSetup;
  artistId: string;
  commentId: string;
}): Promise<void> {
  const [reserved] = await db
    .select({ id: instagramCommentReplies.id })
    .from(instagramCommentReplies)
    .where(
      and(eq(instagramCommentReplies.artistId, artistId), eq(instagramCommentReplies.commentId, commentId)),
    );
  const account = await findConnectedAccount(db, artistId);
  if (!reserved || !account) return;
  await instagram.graph.sendPrivateReply({
    accessToken: instagram.cipher.decrypt(account.encryptedToken!),
    accountId: account.igUserId,
    commentId,
    text: commentReplyText(account.username),
  });
}
