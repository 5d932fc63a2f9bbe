import { and, asc, eq } from 'drizzle-orm';
import type { InboxThread } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { isBotPausedForAccount } from './inbox-settings.ts';
import { toMessageDto, toThreadSummary } from './to-thread-dto.ts';

/** One of the artist's threads with every message; throws NOT_FOUND for another artist's thread. */
export async function getInboxThread({
  db,
  artistId,
  threadId,
  clock,
}: {
  db: Db;
  artistId: string;
  threadId: string;
  clock: Clock;
}): Promise<InboxThread> {
  const [row] = await db
    .select({ thread: instagramThreads, lead: { id: leads.id, fitScore: leads.fitScore } })
    .from(instagramThreads)
    .leftJoin(leads, and(eq(leads.id, instagramThreads.leadId), eq(leads.artistId, artistId)))
    .where(and(eq(instagramThreads.id, threadId), eq(instagramThreads.artistId, artistId)));
  if (!row) throw new AppError('NOT_FOUND', 'Thread not found');
  const messages = await db
    .select()
    .from(instagramMessages)
    .where(and(eq(instagramMessages.threadId, threadId), eq(instagramMessages.artistId, artistId)))
    .orderBy(asc(instagramMessages.createdAt));
  const hasSendProblem = messages.some(
    (message) => message.status === 'failed' || (message.status === 'queued' && message.error !== null),
  );
  return {
    ...toThreadSummary({
      thread: row.thread,
      lastMessage: messages.at(-1),
      lead: row.lead,
      hasSendProblem,
      isAccountBotPaused: await isBotPausedForAccount(db, artistId),
      now: clock(),
    }),
    messages: messages.map(toMessageDto),
    isInstagramConnected: Boolean(await findConnectedAccount(db, artistId)),
  };
}
