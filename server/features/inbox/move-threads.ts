import { inArray, type SQL } from 'drizzle-orm';
import type { LeadRouting } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

/**
 * Moves Instagram threads (the lead's, or one without a lead) and their messages to another artist in the caller's
 * transaction, recording how (decision 073). The thread keeps the account it came through: replies go out from it.
 * CONFLICT when the new artist already has a thread with that client.
 */
export async function moveThreads(
  tx: Db,
  { where, toArtistId, routing }: { where: SQL | undefined; toArtistId: string; routing: LeadRouting },
): Promise<Array<{ id: string }>> {
  const threads = await tx
    .transaction((savepoint) =>
      savepoint
        .update(instagramThreads)
        .set({ artistId: toArtistId, routing })
        .where(where)
        .returning({ id: instagramThreads.id }),
    )
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('CONFLICT', 'The client already has an Instagram thread with the other artist');
    });
  if (threads.length) {
    await tx
      .update(instagramMessages)
      .set({ artistId: toArtistId })
      .where(
        inArray(
          instagramMessages.threadId,
          threads.map((thread) => thread.id),
        ),
      );
  }
  return threads;
}
