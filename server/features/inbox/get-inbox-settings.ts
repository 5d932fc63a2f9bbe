import type { InboxSettings } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { commentReplyTextOf } from './comment-reply-text.ts';
import { readInboxSettings } from './inbox-settings.ts';

/** The artist's inbox switches and the private reply text comments get. */
export async function getInboxSettings(db: Db, artistId: string): Promise<InboxSettings> {
  const [switches, commentReplyText] = await Promise.all([
    readInboxSettings(db, artistId),
    commentReplyTextOf(db, artistId),
  ]);
  return { ...switches, commentReplyText };
}
