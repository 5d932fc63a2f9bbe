import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { announceUserChange } from '../../auth/user-changes.ts';
import type { Db } from '../../db/client.ts';
import {
  analyticsEvents,
  consentFormKeys,
  consentForms,
  conversations,
  emails,
  healedPhotos,
  instagramAccounts,
  instagramMessages,
  instagramThreads,
  leads,
  localOidcRecords,
  portfolioPieces,
  users,
} from '../../db/schema/index.ts';
import { forgetJobPayloads } from '../../jobs/forget-job-payloads.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { transcriptKeys } from '../chat/transcript-keys.ts';
import { deleteEmails } from '../mail/delete-emails.ts';

/**
 * Deletes an artist for good (spec §2 Data-deletion options 1 and 3, Meta's deletion callback; decision 053):
 * the Instagram subscription (while the token still works), every stored file (portfolio images and
 * thumbnails, images clients sent in chats and DMs, concept images, clients' healed photos), the local outbox's copies of their emails
 * and the jobs whose payloads name them, then in one transaction the analytics events that name the artist,
 * the built-in sign-in records, and the user row, which cascades to sessions (every device signed out),
 * portfolio, leads, conversations, threads, emails, Instagram tokens and AI usage. Files go first: a failure
 * leaves rows that a retry finds, never a row-less file. A user already gone is a no-op.
 */
export async function deleteAccount({
  db,
  storage,
  instagram,
  artistId,
  dataDir,
  log,
}: {
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  artistId: string;
  /** DATA_DIR: the local outbox keeps a copy of each email under it. */
  dataDir: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const [account] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artistId));
  if (account?.encryptedToken && instagram) {
    await instagram.graph
      .unsubscribeApp(instagram.cipher.decrypt(account.encryptedToken))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'Unsubscribing a deleted account from Instagram failed'),
      );
  }
  await Promise.all((await storedKeysOf(db, artistId)).map((key) => storage.delete(key)));
  await deleteEmails({ db, dataDir, where: eq(emails.artistId, artistId) });
  // Webhook jobs name the account by its Instagram ids, the others the artist by id.
  await forgetJobPayloads(db, [
    artistId,
    ...(account ? [account.igUserId, account.loginUserId ?? '', account.appScopedUserId ?? ''] : []),
    ...(await clientIdsOf(db, artistId)),
  ]);
  await db.transaction(async (tx) => {
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.artistId, artistId));
    // The built-in provider's account record and the grants, sessions and tokens issued to it.
    await tx
      .delete(localOidcRecords)
      .where(
        or(eq(localOidcRecords.id, artistId), sql`${localOidcRecords.payload}->>'accountId' = ${artistId}`),
      );
    await tx.delete(users).where(eq(users.id, artistId));
  });
  // Its sessions went with the row; every instance's session cache forgets them too (decision 024).
  announceUserChange(artistId);
}

/** The ids of the artist's leads and threads: jobs about a client (an email to send, a DM to answer) name them. */
async function clientIdsOf(db: Db, artistId: string): Promise<string[]> {
  const [leadIds, threadIds] = await Promise.all([
    db.select({ id: leads.id }).from(leads).where(eq(leads.artistId, artistId)),
    db
      .select({ id: instagramThreads.id })
      .from(instagramThreads)
      .where(eq(instagramThreads.artistId, artistId)),
  ]);
  return [...leadIds, ...threadIds].map((row) => row.id);
}

async function storedKeysOf(db: Db, artistId: string): Promise<string[]> {
  const pieces = await db
    .select({ imageKey: portfolioPieces.imageKey, thumbnailKey: portfolioPieces.thumbnailKey })
    .from(portfolioPieces)
    .where(eq(portfolioPieces.artistId, artistId));
  const chats = await db
    .select({ messages: conversations.messages })
    .from(conversations)
    .where(eq(conversations.artistId, artistId));
  const dms = await db
    .select({ attachments: instagramMessages.attachments })
    .from(instagramMessages)
    .where(eq(instagramMessages.artistId, artistId));
  const consents = await db.select().from(consentForms).where(eq(consentForms.artistId, artistId));
  const healed = await db
    .select({ key: healedPhotos.imageKey })
    .from(healedPhotos)
    .where(eq(healedPhotos.artistId, artistId));
  const keys = [
    ...consents.flatMap(consentFormKeys),
    ...healed.map((photo) => photo.key),
    ...pieces.flatMap((piece) => [piece.imageKey, piece.thumbnailKey ?? []].flat()),
    ...chats.flatMap((chat) => transcriptKeys(chat.messages)),
    ...dms.flatMap((message) => message.attachments.flatMap((attachment) => attachment.key ?? [])),
  ];
  return [...new Set(keys)];
}
