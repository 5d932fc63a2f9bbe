import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type InstagramAccountRow,
  type InstagramThreadRow,
  instagramComments,
  instagramMessages,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { EchoEvent, InstagramEvent, MessageEvent } from '../instagram/webhook-events.ts';
import { findOrCreateThread } from './find-or-create-thread.ts';
import { OPT_OUT_CONFIRMATION_NOTE, optOutConfirmation } from './opt-out-words.ts';
import { queueReply } from './queue-reply.ts';
import { replyToComment } from './reply-to-comment.ts';

export interface HandleInstagramEventInput {
  db: Db;
  jobs: JobQueue;
  /** The connected account `entry.id` routed the event to; its artist is `account.artistId`. */
  account: InstagramAccountRow;
  event: InstagramEvent;
  clock?: Clock;
}

/** STOP and START, alone in a message, opt the client out of and back into automated messages (issue #10). */
const OPT_OUT = /^\s*stop\s*$/i;
const OPT_IN = /^\s*start\s*$/i;

/**
 * The inbox's entry point for one webhook event, called once per event by the 'instagram-webhook' job:
 * deduplicates on `mid`, keeps the thread per IGSID, and queues the answer ('instagram-answer' job). Reactions,
 * reads, unsends, story mentions and postbacks are recorded or ignored on purpose: never a reply.
 */
export async function handleInstagramEvent({
  db,
  jobs,
  account,
  event,
  clock = systemClock,
}: HandleInstagramEventInput): Promise<void> {
  switch (event.kind) {
    case 'message':
      return receiveMessage({ db, jobs, account, event, clock });
    case 'echo':
      return receiveEcho(db, account, event);
    case 'story-mention': {
      const thread = await findOrCreateThread({ db, account, igsid: event.clientId });
      await storeClientMessage(db, thread, {
        mid: event.mid,
        attachments: [{ type: 'story_mention', ...(event.url ? { url: event.url } : {}) }],
        note: 'story-mention',
        occurredAt: event.occurredAt,
      });
      return;
    }
    case 'reaction':
      // Stored on the message it reacts to; a reaction never opens a conversation.
      await db
        .update(instagramMessages)
        .set({ note: event.action === 'react' ? `reaction:${event.emoji ?? event.reaction ?? ''}` : null })
        .where(and(eq(instagramMessages.mid, event.mid), inAccountThreads(db, account)));
      return;
    case 'unsend':
      // The client took it back: its words go, the fact stays.
      await db
        .update(instagramMessages)
        .set({ text: '', attachments: [], note: 'unsent' })
        .where(and(eq(instagramMessages.mid, event.mid), inAccountThreads(db, account)));
      return;
    case 'comment':
      return replyToComment({ db, jobs, account, event, clock });
    case 'read':
    case 'postback':
      // Read receipts change nothing; Inkdesk sends no buttons, so a postback is not ours to answer.
      return;
  }
}

/** Messages of the account's threads, whichever artist of a studio each thread is with now (decision 073). */
function inAccountThreads(db: Db, account: InstagramAccountRow) {
  return inArray(
    instagramMessages.threadId,
    db
      .select({ id: instagramThreads.id })
      .from(instagramThreads)
      .where(eq(instagramThreads.accountId, account.id)),
  );
}

async function receiveMessage({
  db,
  jobs,
  account,
  event,
  clock,
}: {
  db: Db;
  jobs: JobQueue;
  account: InstagramAccountRow;
  event: MessageEvent;
  clock: Clock;
}) {
  const found = await findOrCreateThread({ db, account, igsid: event.clientId });
  const text = event.text?.trim() ?? '';
  const attachments = event.attachments.map(({ type, url }) => ({ type, ...(url ? { url } : {}) }));
  // The DM and the job that answers it commit together: a redelivery finds the mid stored and adds nothing,
  // so the answer must already be queued by then (decision 027).
  await db.transaction(async (tx) => {
    const messageId = await storeClientMessage(tx, found, {
      mid: event.mid,
      text,
      attachments,
      replyToStory: event.replyToStory,
      note: event.isUnsupported ? 'unsupported' : null,
      occurredAt: event.occurredAt,
    });
    if (!messageId) return;
    const optOut = OPT_OUT.test(text) ? true : OPT_IN.test(text) ? false : null;
    await tx
      .update(instagramThreads)
      .set({
        lastClientMessageAt: sql`greatest(${instagramThreads.lastClientMessageAt}, ${event.occurredAt.toISOString()}::timestamptz)`,
        ...(optOut === null ? {} : { isOptedOut: optOut }),
      })
      .where(eq(instagramThreads.id, found.id));
    if (optOut !== null) return confirmOptOut({ tx, jobs, clock, thread: found, isOptedOut: optOut });
    if (!text && !attachments.length) return;
    // The thread's artist answers: a studio may have moved the thread to another of its artists (decision 073).
    await jobs.send('instagram-answer', { artistId: found.artistId, messageId }, { tx });
  });
}

/** The client is told STOP or START took effect, in their lead's language (English without one). */
async function confirmOptOut({
  tx,
  jobs,
  clock,
  thread,
  isOptedOut,
}: {
  tx: Db;
  jobs: JobQueue;
  clock: Clock;
  thread: InstagramThreadRow;
  isOptedOut: boolean;
}) {
  const [lead] = thread.leadId
    ? await tx
        .select({ language: leads.language })
        .from(leads)
        .where(and(eq(leads.id, thread.leadId), eq(leads.artistId, thread.artistId)))
    : [];
  await queueReply({
    db: tx,
    jobs,
    clock,
    artistId: thread.artistId,
    threadId: thread.id,
    author: 'bot',
    text: optOutConfirmation(isOptedOut, lead?.language),
    note: OPT_OUT_CONFIRMATION_NOTE,
    isTransaction: true,
  });
}

/**
 * An echo of a message the account sent. Our own sends come back too (matched by mid, or by text while the
 * Send API call is still answering); anything else the artist typed in the Instagram app: a human took over.
 */
async function receiveEcho(db: Db, account: InstagramAccountRow, event: EchoEvent) {
  const [known] = await db
    .select({ id: instagramMessages.id })
    .from(instagramMessages)
    .where(eq(instagramMessages.mid, event.mid));
  if (known) return;
  const thread = await findOrCreateThread({ db, account, igsid: event.clientId });
  const text = event.text ?? '';
  const [ours] = await db
    .update(instagramMessages)
    .set({ mid: event.mid })
    .where(
      and(
        eq(instagramMessages.threadId, thread.id),
        eq(instagramMessages.artistId, thread.artistId),
        eq(instagramMessages.text, text),
        eq(instagramMessages.status, 'sending'),
        isNull(instagramMessages.mid),
      ),
    )
    .returning({ id: instagramMessages.id });
  if (ours) return;
  // A private reply to the client's comment comes back as an echo too: ours, so the thread stays the assistant's.
  const commentReply = await commentReplyEchoed(db, account.artistId, event.clientId, text);
  const isCommentReply = Boolean(commentReply);
  await db
    .insert(instagramMessages)
    .values({
      artistId: thread.artistId,
      threadId: thread.id,
      author: isCommentReply ? 'bot' : 'artist',
      text,
      attachments: event.attachments,
      mid: event.mid,
      status: 'sent',
      note: isCommentReply ? COMMENT_REPLY_NOTE : 'sent-from-instagram',
      createdAt: event.occurredAt,
    })
    .onConflictDoNothing();
  await db
    .update(instagramThreads)
    .set({
      // The comment named the commenter: a thread opened by the reply shows their @username, not an id.
      ...(commentReply
        ? { username: thread.username ?? commentReply.commenterUsername }
        : { handling: 'human' as const }),
      lastMessageAt: event.occurredAt,
    })
    .where(eq(instagramThreads.id, thread.id));
}

/** The note on a private reply's echo in the commenter's thread. */
const COMMENT_REPLY_NOTE = 'comment-reply';

/** The queued or sent private reply to this commenter whose text this echo carries, if any. */
async function commentReplyEchoed(db: Db, artistId: string, commenterId: string, text: string) {
  const [reply] = await db
    .select({ commenterUsername: instagramComments.commenterUsername })
    .from(instagramComments)
    .where(
      and(
        eq(instagramComments.artistId, artistId),
        eq(instagramComments.commenterId, commenterId),
        eq(instagramComments.replyText, text),
        inArray(instagramComments.status, ['queued', 'sent']),
      ),
    )
    .limit(1);
  return reply;
}

/** Stores a client's message once per mid; its id, or null when this mid was already stored (a redelivery). */
async function storeClientMessage(
  db: Db,
  thread: InstagramThreadRow,
  message: {
    mid: string;
    text?: string;
    attachments: { type: string; url?: string }[];
    replyToStory?: { id: string; url?: string };
    note: string | null;
    occurredAt: Date;
  },
): Promise<string | null> {
  const inserted = await db
    .insert(instagramMessages)
    .values({
      artistId: thread.artistId,
      threadId: thread.id,
      author: 'client',
      text: message.text ?? '',
      attachments: message.attachments,
      mid: message.mid,
      replyToStoryId: message.replyToStory?.id ?? null,
      replyToStoryUrl: message.replyToStory?.url ?? null,
      status: 'received',
      note: message.note,
      createdAt: message.occurredAt,
    })
    .onConflictDoNothing({ target: instagramMessages.mid })
    .returning({ id: instagramMessages.id });
  if (!inserted.length) return null;
  await db
    .update(instagramThreads)
    .set({
      lastMessageAt: sql`greatest(${instagramThreads.lastMessageAt}, ${message.occurredAt.toISOString()}::timestamptz)`,
    })
    .where(eq(instagramThreads.id, thread.id));
  return inserted[0]!.id;
}
