import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { InboxThreadList } from '#common/contracts/inbox.ts';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { toThreadSummary } from './to-thread-dto.ts';

/** The inbox shows the most recent threads; older ones stay in the database. */
const THREADS_SHOWN = 100;

/** The artist's threads, newest activity first, each with its last message, window, lead and send problems. */
export async function listInboxThreads({
  db,
  artistId,
  clock,
}: {
  db: Db;
  artistId: string;
  clock: Clock;
}): Promise<InboxThreadList> {
  const rows = await db
    .select({ thread: instagramThreads, lead: { id: leads.id, fitScore: leads.fitScore } })
    .from(instagramThreads)
    .leftJoin(leads, and(eq(leads.id, instagramThreads.leadId), eq(leads.artistId, artistId)))
    .where(eq(instagramThreads.artistId, artistId))
    .orderBy(desc(instagramThreads.lastMessageAt))
    .limit(THREADS_SHOWN);
  const threadIds = rows.map((row) => row.thread.id);
  const inThreads = and(
    eq(instagramMessages.artistId, artistId),
    inArray(instagramMessages.threadId, threadIds),
  );
  const [lastMessages, troubled, settings, account] = await Promise.all([
    threadIds.length
      ? db
          .selectDistinctOn([instagramMessages.threadId])
          .from(instagramMessages)
          .where(inThreads)
          .orderBy(instagramMessages.threadId, desc(instagramMessages.createdAt))
      : [],
    threadIds.length
      ? db
          .selectDistinct({ threadId: instagramMessages.threadId })
          .from(instagramMessages)
          .where(
            and(
              inThreads,
              or(
                eq(instagramMessages.status, 'failed'),
                and(eq(instagramMessages.status, 'queued'), isNotNull(instagramMessages.error)),
              ),
            ),
          )
      : [],
    readInboxSettings(db, artistId),
    findConnectedAccount(db, artistId),
  ]);
  const now = clock();
  const troubledIds = new Set(troubled.map((row) => row.threadId));
  const threads = rows.map(({ thread, lead }) =>
    toThreadSummary({
      thread,
      lastMessage: lastMessages.find((message) => message.threadId === thread.id),
      lead,
      hasSendProblem: troubledIds.has(thread.id),
      isAccountBotPaused: settings.isBotPaused,
      now,
    }),
  );
  return {
    ...settings,
    isInstagramConnected: Boolean(account),
    needsArtistCount: threads.filter((thread) => thread.needsArtist).length,
    threads,
  };
}
