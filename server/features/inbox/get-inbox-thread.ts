import { and, asc, eq } from 'drizzle-orm';
import type { InboxThread } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads, leads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findThreadAccount } from '../instagram/find-connected-account.ts';
import { memberDisplayName } from '../studio-membership/studio-team.ts';
import { isBotPausedForAccount } from './inbox-settings.ts';
import { toMessageDto, toThreadSummary } from './to-thread-dto.ts';

/**
 * One of the artist's threads with every message (a studio's owner and front desk read a member's as that member,
 * decision 073); throws NOT_FOUND for another artist's thread.
 */
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
    .select({
      thread: instagramThreads,
      lead: { id: leads.id, fitScore: leads.fitScore },
      artist: { artistName: users.artistName, firstName: users.firstName, email: users.email },
    })
    .from(instagramThreads)
    .innerJoin(users, eq(users.id, instagramThreads.artistId))
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
      artistName: memberDisplayName(row.artist),
      now: clock(),
    }),
    messages: messages.map(toMessageDto),
    isInstagramConnected: Boolean(await findThreadAccount(db, row.thread)),
  };
}
