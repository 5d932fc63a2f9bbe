import type { FastifyBaseLogger } from 'fastify';
import type { DeleteAccountResponse } from '#common/contracts/account.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { deleteAccount } from './delete-account.ts';
import { recordDeletionRequest, setDeletionStatus } from './deletion-requests.ts';
import { emailDeletionConfirmation } from './email-deletion-confirmation.ts';

/** The name the artist types to confirm: the artist name, else the email (a user who never finished setup). */
export const confirmationNameOf = (user: Pick<UserRow, 'artistName' | 'email'>) =>
  user.artistName ?? user.email ?? '';

/**
 * Deletes a user now, as an artist from Settings (after typing their name) or an admin for an emailed request,
 * and keeps an anonymous, completed deletion record whose code the screen shows. Throws VALIDATION_FAILED when
 * the typed confirmation does not match.
 */
export async function deleteAccountNow({
  db,
  jobs,
  storage,
  instagram,
  user,
  confirmation,
  source,
  dataDir,
  log,
  now = new Date(),
}: {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  user: UserRow;
  /** What the artist typed; admins confirm in their own dialog and pass none. */
  confirmation?: string;
  source: 'artist' | 'admin';
  /** DATA_DIR: the local outbox's copies of the artist's emails are deleted too. */
  dataDir: string;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<DeleteAccountResponse> {
  if (confirmation !== undefined && confirmation.trim() !== confirmationNameOf(user).trim()) {
    throw new AppError('VALIDATION_FAILED', 'Type your artist name exactly to confirm', {
      confirmation: 'Type your artist name exactly to confirm',
    });
  }
  const code = await recordDeletionRequest({ db, source });
  await setDeletionStatus(db, code, 'processing', now);
  await deleteAccount({ db, storage, instagram, artistId: user.id, dataDir, log });
  await setDeletionStatus(db, code, 'completed', now);
  await emailDeletionConfirmation({ db, jobs }, { to: user.email, code, completedAt: now });
  return { confirmationCode: code, deletedAt: now.toISOString() };
}
