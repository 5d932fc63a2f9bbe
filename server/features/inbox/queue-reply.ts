import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import './inbox-job-payloads.ts';
import type { Clock } from '../../lib/clock.ts';
import { splitMessage } from './split-message.ts';

/** Attempts after the first for a send; 429s and 5xx wait longer each time (the queue's backoff). */
export const SEND_RETRY_LIMIT = 5;

/**
 * Stores a reply as one message per ≤1000-byte part and queues one 'instagram-send' job that sends them in
 * order. `status` is 'refused' (with `error`) when the window already rules the send out: kept, never sent.
 * With `isTransaction`, `db` is the caller's transaction and the send job is stored in it too.
 */
export async function queueReply({
  db,
  jobs,
  clock,
  artistId,
  threadId,
  author,
  text,
  refusal,
  note = null,
  isTransaction = false,
}: {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  artistId: string;
  threadId: string;
  author: 'bot' | 'artist';
  text: string;
  refusal?: string;
  note?: string | null;
  isTransaction?: boolean;
}): Promise<string[]> {
  const now = clock();
  const rows = await db
    .insert(instagramMessages)
    .values(
      splitMessage(text).map((part, index) => ({
        artistId,
        threadId,
        author,
        text: part,
        status: refusal ? ('refused' as const) : ('queued' as const),
        error: refusal ?? null,
        note,
        // Parts keep their order in the thread.
        createdAt: new Date(now.getTime() + index),
      })),
    )
    .returning({ id: instagramMessages.id });
  await db.update(instagramThreads).set({ lastMessageAt: now }).where(eq(instagramThreads.id, threadId));
  const messageIds = rows.map((row) => row.id);
  if (!refusal && messageIds.length) {
    await jobs.send(
      'instagram-send',
      { artistId, messageIds },
      { retryLimit: SEND_RETRY_LIMIT, ...(isTransaction ? { tx: db } : {}) },
    );
  }
  return messageIds;
}
