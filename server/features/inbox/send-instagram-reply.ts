import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { InstagramApiError } from '../../providers/instagram/instagram-api-error.ts';
import { findThreadAccount } from '../instagram/find-connected-account.ts';
import { isBotPausedForAccount } from './inbox-settings.ts';
import { messagingWindow } from './messaging-window.ts';
import { OPT_OUT_CONFIRMATION_NOTE } from './opt-out-words.ts';
import { SEND_RETRY_LIMIT } from './queue-reply.ts';
import { botRefusalFor, REFUSAL } from './refusal-reasons.ts';

/**
 * The 'instagram-send' job: sends a reply's parts in order through the Send API. The window is checked again
 * at send time with the clock: the bot within 24 hours, a person within 7 days (HUMAN_AGENT after 24 hours).
 * A retryable failure (429, 5xx, throttling codes) records the error on the message and throws, so the queue
 * retries with backoff; on the last attempt, or a final error, the message is marked failed.
 */
export async function sendInstagramReply({
  db,
  instagram,
  clock,
  artistId,
  messageIds,
  job,
}: {
  db: Db;
  instagram: InstagramSetup;
  clock: Clock;
  artistId: string;
  messageIds: string[];
  job: Pick<JobContext, 'retryCount'>;
}): Promise<void> {
  const rows = await db
    .select({ message: instagramMessages, thread: instagramThreads })
    .from(instagramMessages)
    .innerJoin(instagramThreads, eq(instagramThreads.id, instagramMessages.threadId))
    .where(and(inArray(instagramMessages.id, messageIds), eq(instagramMessages.artistId, artistId)));
  const ordered = messageIds.flatMap((id) => rows.filter((row) => row.message.id === id));
  // Every message of one job is on one thread (queueReply): the account it came through sends them.
  const account = ordered[0] ? await findThreadAccount(db, ordered[0].thread) : undefined;
  for (const [index, { message, thread }] of ordered.entries()) {
    if (message.status !== 'queued' && message.status !== 'sending') continue;
    const rest = ordered.slice(index).map((row) => row.message.id);
    const window = messagingWindow(thread.lastClientMessageAt, clock());
    const refusal = !account
      ? REFUSAL.disconnected
      : message.author === 'bot'
        ? await botRefusal(db, thread, window.state, message.note)
        : window.state === 'closed'
          ? REFUSAL.humanWindowClosed
          : null;
    if (refusal || !account) return markRest(db, rest, 'refused', refusal ?? REFUSAL.disconnected);
    await db.update(instagramMessages).set({ status: 'sending' }).where(eq(instagramMessages.id, message.id));
    const tag =
      message.author === 'artist' && window.state === 'human-only' ? ('HUMAN_AGENT' as const) : undefined;
    try {
      const { messageId } = await instagram.graph.sendMessage({
        accessToken: instagram.cipher.decrypt(account.encryptedToken!),
        accountId: account.igUserId,
        recipientId: thread.igsid,
        message: { text: message.text },
        tag,
      });
      await db
        .update(instagramMessages)
        .set({ status: 'sent', mid: messageId, tag: tag ?? null, error: null })
        .where(eq(instagramMessages.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const willRetry =
        error instanceof InstagramApiError && error.isRetryable && job.retryCount < SEND_RETRY_LIMIT;
      if (!willRetry) return markRest(db, rest, 'failed', `Not sent: ${reason}`);
      await db
        .update(instagramMessages)
        .set({ status: 'queued', error: `Retrying: ${reason}` })
        .where(eq(instagramMessages.id, message.id));
      throw error;
    }
  }
}

async function botRefusal(
  db: Db,
  thread: typeof instagramThreads.$inferSelect,
  window: 'open' | 'human-only' | 'closed',
  note: string | null,
): Promise<string | null> {
  if (window !== 'open') return botRefusalFor(window);
  // Confirming STOP or START is the one automated line a stopped thread still gets.
  if (note === OPT_OUT_CONFIRMATION_NOTE) return null;
  // A client who asked for a person still gets the assistant's one line saying so; a human thread gets nothing.
  const isStopped =
    thread.handling === 'human' ||
    thread.isOptedOut ||
    thread.isBotPaused ||
    (await isBotPausedForAccount(db, thread.artistId));
  return isStopped ? REFUSAL.botStopped : null;
}

async function markRest(db: Db, ids: string[], status: 'refused' | 'failed', error: string) {
  await db.update(instagramMessages).set({ status, error }).where(inArray(instagramMessages.id, ids));
}
