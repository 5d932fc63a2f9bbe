import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { InboxThreadList } from '#common/contracts/inbox.ts';
import { teamScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { findConnectedAccount } from '../instagram/find-connected-account.ts';
import { listViewerTeam } from '../studio-membership/studio-team.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { toThreadSummary } from './to-thread-dto.ts';

/** The inbox shows the most recent threads; older ones stay in the database. */
const THREADS_SHOWN = 100;

/**
 * The viewer's threads, newest activity first, each with its last message, window, lead, send problems and artist:
 * an artist's own, or for a studio's owner and front desk every member's (decision 073). The switches are the
 * viewer's own; whether a thread waits for a person reads its own artist's.
 */
export async function listInboxThreads({
  db,
  viewerId,
  clock,
}: {
  db: Db;
  viewerId: string;
  clock: Clock;
}): Promise<InboxThreadList> {
  const rows = await db
    .select({ thread: instagramThreads, lead: { id: leads.id, fitScore: leads.fitScore } })
    .from(instagramThreads)
    .leftJoin(
      leads,
      and(eq(leads.id, instagramThreads.leadId), eq(leads.artistId, instagramThreads.artistId)),
    )
    .where(teamScope(instagramThreads.artistId, viewerId))
    .orderBy(desc(instagramThreads.lastMessageAt))
    .limit(THREADS_SHOWN);
  const threadIds = rows.map((row) => row.thread.id);
  const inThreads = and(
    teamScope(instagramMessages.artistId, viewerId),
    inArray(instagramMessages.threadId, threadIds),
  );
  const [lastMessages, troubled, team] = await Promise.all([
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
    listViewerTeam(db, viewerId),
  ]);
  const members = await Promise.all(
    team.map(async (member) => ({
      ...member,
      settings: await readInboxSettings(db, member.id),
      isConnected: Boolean(await findConnectedAccount(db, member.id)),
    })),
  );
  const memberOf = (artistId: string) => members.find((member) => member.id === artistId);
  const viewer = memberOf(viewerId);
  const now = clock();
  const troubledIds = new Set(troubled.map((row) => row.threadId));
  const threads = rows.map(({ thread, lead }) =>
    toThreadSummary({
      thread,
      lastMessage: lastMessages.find((message) => message.threadId === thread.id),
      lead,
      hasSendProblem: troubledIds.has(thread.id),
      isAccountBotPaused: memberOf(thread.artistId)?.settings.isBotPaused ?? false,
      artistName: memberOf(thread.artistId)?.name ?? 'Artist',
      now,
    }),
  );
  return {
    isBotPaused: viewer?.settings.isBotPaused ?? false,
    isCommentRepliesOn: viewer?.settings.isCommentRepliesOn ?? false,
    // A studio's front desk has no account of their own: the studio's inbox works while any member's is connected.
    isInstagramConnected: members.some((member) => member.isConnected),
    needsArtistCount: threads.filter((thread) => thread.needsArtist).length,
    // Those whose threads may be filtered to: front desk holds no thread of its own, so it is no choice there.
    artists: members.filter((member) => member.role !== 'front_desk').map(({ id, name }) => ({ id, name })),
    isInStudio: (viewer?.role ?? null) !== null,
    threads,
  };
}
