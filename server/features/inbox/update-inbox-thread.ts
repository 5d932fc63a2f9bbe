import { and, eq } from 'drizzle-orm';
import type { InboxThread, UpdateInboxThread } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { instagramThreads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { getInboxThread } from './get-inbox-thread.ts';

/**
 * Hands a thread back to the bot (its next automated message discloses itself again, issue #10) or pauses
 * and resumes the bot on it. Throws NOT_FOUND for another artist's thread.
 */
export async function updateInboxThread({
  db,
  artistId,
  threadId,
  data,
  clock,
}: {
  db: Db;
  artistId: string;
  threadId: string;
  data: UpdateInboxThread;
  clock: Clock;
}): Promise<InboxThread> {
  const [thread] = await db
    .update(instagramThreads)
    .set({
      ...(data.handling === 'bot' ? { handling: 'bot' as const, hasDisclosed: false } : {}),
      ...(data.isBotPaused === undefined ? {} : { isBotPaused: data.isBotPaused }),
    })
    .where(and(eq(instagramThreads.id, threadId), eq(instagramThreads.artistId, artistId)))
    .returning({ id: instagramThreads.id });
  if (!thread) throw new AppError('NOT_FOUND', 'Thread not found');
  return getInboxThread({ db, artistId, threadId, clock });
}
