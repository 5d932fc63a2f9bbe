import type { InboxSettings } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { inboxSettings } from '../../db/schema/index.ts';
import { readInboxSettings } from './inbox-settings.ts';

/** Turns the account-wide kill switch or comment private replies on or off; returns both switches. */
export async function updateInboxSettings({
  db,
  artistId,
  data,
}: {
  db: Db;
  artistId: string;
  data: Partial<InboxSettings>;
}): Promise<InboxSettings> {
  const current = await readInboxSettings(db, artistId);
  const next = { ...current, ...data };
  await db
    .insert(inboxSettings)
    .values({ artistId, ...next })
    .onConflictDoUpdate({ target: inboxSettings.artistId, set: next });
  return next;
}
