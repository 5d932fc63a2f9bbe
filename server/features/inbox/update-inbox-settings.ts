import type { InboxSettings, UpdateInboxSettings } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { inboxSettings } from '../../db/schema/index.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { defaultCommentReplyText } from './comment-reply-text.ts';
import { getInboxSettings } from './get-inbox-settings.ts';
import { readInboxSettings } from './inbox-settings.ts';

/** Turns the kill switch or comment private replies on or off, or sets the reply text; returns the settings. */
export async function updateInboxSettings({
  db,
  artistId,
  data: { commentReplyText, ...switches },
}: {
  db: Db;
  artistId: string;
  data: UpdateInboxSettings;
}): Promise<InboxSettings> {
  const next = { ...(await readInboxSettings(db, artistId)), ...switches };
  const text =
    commentReplyText === undefined
      ? {}
      : { commentReplyText: await customText(db, artistId, commentReplyText) };
  await db
    .insert(inboxSettings)
    .values({ artistId, ...next, ...text })
    .onConflictDoUpdate({ target: inboxSettings.artistId, set: { ...next, ...text } });
  return getInboxSettings(db, artistId);
}

/** The default text is stored as none, so it keeps naming the account after a reconnect under a new name. */
async function customText(db: Db, artistId: string, text: string): Promise<string | null> {
  const username = (await findConnectedAccount(db, artistId))?.username;
  return text === defaultCommentReplyText(username) ? null : text;
}
