import { and, desc, eq } from 'drizzle-orm';
import { instagramThreads } from '../../../db/schema/index.ts';
import { messagingWindow } from '../../inbox/messaging-window.ts';
import { replyAsArtist } from '../../inbox/reply-as-artist.ts';
import type { BookingDeps } from './booking-deps.ts';

/**
 * Sends the artist's booking message as a DM when the lead came from Instagram and its thread is inside the
 * messaging window, through the inbox's reply path (queued, split, HUMAN_AGENT-tagged past 24 h). Returns
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
  await replyAsArtist({
    db: deps.db,
    jobs: deps.jobs,
    clock: deps.clock,
    artistId,
    threadId: thread.id,
    text,
  });
  return true;
}
