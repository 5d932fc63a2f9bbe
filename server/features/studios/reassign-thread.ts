import { and, eq, inArray } from 'drizzle-orm';
import type { ReassignLeadInput } from '#common/contracts/studio-team.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { conversations, instagramThreads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { moveThreads } from '../inbox/move-threads.ts';
import { reassignedRouting, reassignLeadIn } from './reassign-lead.ts';
import { assertStudioArtist, studioMemberIds } from './studio-artist.ts';

/**
 * Moves an Inbox thread of the studio to another of its artists (owner or front desk; issue #28 item 1, decision
 * 073). A thread with a lead moves with its lead, exactly as reassigning the lead does; one without (a client who
 * has not talked tattoo yet) moves with its messages and transcript. Either way the thread records how, why and by
 * whom, keeps the account it came through (replies go out from it) and the first artist no longer sees it.
 * NOT_FOUND for a thread outside the studio; VALIDATION_FAILED naming artistId; CONFLICT when it is theirs already.
 */
export async function reassignThread({
  db,
  clock,
  studioId,
  threadId,
  data,
  actor,
}: {
  db: Db;
  clock: Clock;
  studioId: string;
  threadId: string;
  data: ReassignLeadInput;
  actor: StudioActor;
}): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({
        artistId: instagramThreads.artistId,
        leadId: instagramThreads.leadId,
        conversationId: instagramThreads.conversationId,
      })
      .from(instagramThreads)
      .where(
        and(
          eq(instagramThreads.id, threadId),
          inArray(instagramThreads.artistId, studioMemberIds(tx, studioId)),
        ),
      )
      .for('update');
    if (!thread) throw new AppError('NOT_FOUND', 'Thread not found');
    if (thread.leadId) {
      await reassignLeadIn(tx, { studioId, leadId: thread.leadId, data, actor, now });
      return;
    }
    await assertStudioArtist(tx, { studioId, artistId: data.artistId });
    if (thread.artistId === data.artistId) {
      throw new AppError('CONFLICT', 'The thread is already with that artist');
    }
    await moveThreads(tx, {
      where: and(eq(instagramThreads.id, threadId), eq(instagramThreads.artistId, thread.artistId)),
      toArtistId: data.artistId,
      routing: reassignedRouting({ studioId, data, actor, now }),
    });
    if (thread.conversationId) {
      await tx
        .update(conversations)
        .set({ artistId: data.artistId })
        .where(and(eq(conversations.id, thread.conversationId), eq(conversations.artistId, thread.artistId)));
    }
  });
}
