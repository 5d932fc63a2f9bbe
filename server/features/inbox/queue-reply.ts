import { eq } from 'drizzle-orm';
import type { StudioActor } from '#common/contracts/studios.ts';
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
 * With `isTransaction`, `db` is the caller's transaction and the send job is stored in it too. `sentBy`: the
 * studio's owner or front desk replying for the thread's artist (decision 073).
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
  sentBy = null,
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
  sentBy?: StudioActor | null;
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
        sentBy,
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
