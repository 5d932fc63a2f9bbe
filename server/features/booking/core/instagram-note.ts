import { and, desc, eq } from 'drizzle-orm';
import { instagramThreads } from '../../../db/schema/index.ts';
import { messagingWindow } from '../../inbox/messaging-window.ts';
import { queueReply } from '../../inbox/queue-reply.ts';
import type { BookingDeps } from './booking-deps.ts';

/**
 * Sends the artist's booking message as a DM when the lead came from Instagram and its thread is inside the
 * messaging window, queued in the artist's name (split, HUMAN_AGENT-tagged past 24 h). It does not take the
 * thread from the assistant (decision 017): the client's questions about the times still get answered. Returns
 * whether it was queued: outside the window Instagram accepts nothing, and the email is the only channel.
 */
export async function sendInstagramNote(
  deps: BookingDeps,
  { artistId, leadId, text }: { artistId: string; leadId: string; text: string },
): Promise<boolean> {
  const [thread] = await deps.db
    .select({ id: instagramThreads.id, lastClientMessageAt: instagramThreads.lastClientMessageAt })
    .from(instagramThreads)
    .where(and(eq(instagramThreads.artistId, artistId), eq(instagramThreads.leadId, leadId)))
    .orderBy(desc(instagramThreads.lastClientMessageAt))
    .limit(1);
  if (!thread || messagingWindow(thread.lastClientMessageAt, deps.clock()).state === 'closed') return false;
  // Disconnected, the send job keeps it refused with the reason, where the artist sees it in the thread.
  await queueReply({
    db: deps.db,
    jobs: deps.jobs,
    clock: deps.clock,
    artistId,
    threadId: thread.id,
    author: 'artist',
    text,
  });
  return true;
}
