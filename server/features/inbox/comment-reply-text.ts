import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxSettings } from '../../db/schema/index.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';

/** What a private reply says until the artist writes their own: it invites the commenter to the DMs. */
export const defaultCommentReplyText = (accountUsername: string | undefined) =>
  `Thanks for asking! Send ${accountUsername ? `@${accountUsername}` : 'us'} a DM with your idea and we’ll get you a price and a date.`;

/** The artist's private reply text, or the default naming their connected account (issue #25). */
export async function commentReplyTextOf(db: Db, artistId: string): Promise<string> {
  const [row] = await db
    .select({ text: inboxSettings.commentReplyText })
    .from(inboxSettings)
    .where(eq(inboxSettings.artistId, artistId));
  if (row?.text) return row.text;
  return defaultCommentReplyText((await findConnectedAccount(db, artistId))?.username);
}
