import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { disconnectInstagram } from '../instagram/disconnect-instagram.ts';
import { findAccountByMetaUserId } from '../instagram/find-connected-account.ts';
import { deleteAccount } from './delete-account.ts';
import { findDeletionRequest, setDeletionStatus } from './deletion-requests.ts';
import { emailDeletionConfirmation } from './email-deletion-confirmation.ts';

interface Deps {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  log: FastifyBaseLogger;
  /** DATA_DIR: the local outbox's copies of the artist's emails are deleted too. */
  dataDir: string;
}

/** Whose account a request is about: the artist named in the job, else the artist who connected the Instagram id. */
async function artistOf(db: Db, igUserId: string | null): Promise<string | undefined> {
  if (!igUserId) return undefined;
  return (await findAccountByMetaUserId(db, igUserId))?.artistId;
}

/**
 * The 'account-deletion' job: processing → delete the artist (if any is still there) → completed. A request
 * for an Instagram id nobody connected completes too: there is nothing of theirs to delete.
 */
export async function runAccountDeletion(deps: Deps & { code: string; artistId?: string }): Promise<void> {
  const request = await findDeletionRequest(deps.db, deps.code);
  if (!request || request.status === 'completed') return;
  await setDeletionStatus(deps.db, deps.code, 'processing');
  const artistId = deps.artistId ?? (await artistOf(deps.db, request.igUserId));
  // Read before the row goes: the confirmation is sent to the address the account had (spec §4).
  const email = artistId ? await emailOf(deps.db, artistId) : null;
  if (artistId) await deleteAccount({ ...deps, artistId });
  const completedAt = new Date();
  await setDeletionStatus(deps.db, deps.code, 'completed', completedAt);
  await emailDeletionConfirmation(deps, { to: email, code: deps.code, completedAt });
}

async function emailOf(db: Db, artistId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, artistId));
  return user?.email ?? null;
}

/** The 'instagram-deauthorize' job: the person removed the app in Instagram, so disconnect their account. */
export async function runInstagramDeauthorize(deps: Deps & { code: string }): Promise<void> {
  const request = await findDeletionRequest(deps.db, deps.code);
  if (!request || request.status === 'completed') return;
  await setDeletionStatus(deps.db, deps.code, 'processing');
  const account = request.igUserId ? await findAccountByMetaUserId(deps.db, request.igUserId) : undefined;
  if (account) await disconnectInstagram({ ...deps, account, isAppRemoved: true });
  await setDeletionStatus(deps.db, deps.code, 'completed');
}
