import { and, eq } from 'drizzle-orm';
import type { InboxThread } from '#common/contracts/inbox.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { instagramThreads } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findThreadAccount } from '../instagram/find-connected-account.ts';
import { getInboxThread } from './get-inbox-thread.ts';
import { messagingWindow } from './messaging-window.ts';
import { queueReply } from './queue-reply.ts';
import { INSTAGRAM_DISCONNECTED, REFUSAL } from './refusal-reasons.ts';

/**
 * The artist replies from the dashboard: the thread becomes theirs (handling human, the bot stops) and the
 * reply is queued, tagged HUMAN_AGENT at send time when 24 hours have passed. Throws NOT_FOUND for another
 * artist's thread and CONFLICT when Instagram is disconnected or after 7 days, when Instagram accepts nothing (the thread unchanged).
 * `sentBy`: a studio's owner or front desk replying for the thread's artist (decision 073): the reply goes out from
 * the account the thread came through, as the studio, and the thread shows who wrote it.
 */
export async function replyAsArtist({
  db,
  jobs,
  clock,
  artistId,
  threadId,
  text,
  sentBy = null,
}: {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  artistId: string;
  threadId: string;
  text: string;
  sentBy?: StudioActor | null;
}): Promise<InboxThread> {
  const ofArtist = and(eq(instagramThreads.id, threadId), eq(instagramThreads.artistId, artistId));
  const [thread] = await db
    .select({
      lastClientMessageAt: instagramThreads.lastClientMessageAt,
      accountId: instagramThreads.accountId,
    })
    .from(instagramThreads)
    .where(ofArtist);
  if (!thread) throw new AppError('NOT_FOUND', 'Thread not found');
  // A refused reply changes nothing: the thread stays whoever's it was.
  if (!(await findThreadAccount(db, thread))) {
    throw new AppError('CONFLICT', INSTAGRAM_DISCONNECTED);
  }
  if (messagingWindow(thread.lastClientMessageAt, clock()).state === 'closed') {
    throw new AppError('CONFLICT', REFUSAL.humanWindowClosed.replace('Not sent: ', ''));
  }
  await db.update(instagramThreads).set({ handling: 'human' }).where(ofArtist);
  await queueReply({ db, jobs, clock, artistId, threadId, author: 'artist', text, sentBy });
  return getInboxThread({ db, artistId, threadId, clock });
}
