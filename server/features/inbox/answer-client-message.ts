import { eq } from 'drizzle-orm';
import {
  type MessageIntent,
  SILENT_ON_INSTAGRAM,
} from '#common/domain/consultation/classify/message-intent.ts';
import { artistDisplayName, runConsultation } from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  type InstagramThreadRow,
  instagramThreads,
  type StoredInstagramAttachment,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ChatArtist, loadChatArtist } from '../chat/load-chat-artist.ts';
import { assignConversationStyle } from '../experiments/assign-conversation-style.ts';
import { isBotPausedForAccount } from './inbox-settings.ts';
import { messagingWindow } from './messaging-window.ts';
import { queueReply } from './queue-reply.ts';
import { REFUSAL } from './refusal-reasons.ts';
import { threadConversation } from './thread-transcript.ts';
import { upsertInstagramLead } from './upsert-instagram-lead.ts';

/** Intents that make a thread a consultation, and so a lead (issue #10: only tattoo inquiries are answered). */
const TATTOO_TALK: ReadonlySet<MessageIntent> = new Set(['tattoo_inquiry', 'answer', 'studio_question']);

/** The first automated message of a thread, and the first after a hand-back, says what it is (issue #10). */
export const disclosureFor = (artistName: string) => `Hi! I'm the automated assistant for ${artistName}. `;

/**
 * A client's DM through the same consultation engine and lead scoring as the web chat: the transcript grows,
 * tattoo talk becomes (or re-scores) the thread's lead, and the engine's reply is queued when the bot may
 * answer: handling is bot, not opted out or paused, the intent is not one Instagram stays silent on, and the
 * 24-hour window is open (else the draft is kept, refused, for the artist to see).
 */
export async function answerClientMessage({
  db,
  jobs,
  clock,
  thread,
  text,
  attachments,
}: {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  thread: InstagramThreadRow;
  text: string;
  attachments: StoredInstagramAttachment[];
}): Promise<void> {
  const artist = await loadArtistOrNull(db, thread.artistId);
  if (!artist) return;
  const conversation = await threadConversation(db, thread);
  const now = clock();
  const clientMessage = { role: 'user' as const, content: text, timestamp: now.toISOString() };
  const style = await assignConversationStyle({ db, sessionId: conversation.sessionId, isTest: false });
  const turn = runConsultation({
    messages: [...conversation.messages, { ...clientMessage, images: attachments }],
    artist: artist.profile,
    portfolio: artist.portfolio,
    style,
    channel: 'instagram',
  });
  const intent = turn.classification?.intent ?? 'other';
  const handling =
    intent === 'human_request' && thread.handling === 'bot' ? 'human_requested' : thread.handling;
  if (handling !== thread.handling) {
    await db.update(instagramThreads).set({ handling }).where(eq(instagramThreads.id, thread.id));
  }

  const mayAnswer =
    thread.handling === 'bot' &&
    !thread.isOptedOut &&
    !thread.isBotPaused &&
    !SILENT_ON_INSTAGRAM.has(intent) &&
    !(await isBotPausedForAccount(db, thread.artistId));
  const reply = mayAnswer
    ? `${thread.hasDisclosed ? '' : disclosureFor(artistDisplayName(artist.profile))}${turn.response}`
    : null;
  const window = messagingWindow(thread.lastClientMessageAt, now);

  await db
    .update(conversations)
    .set({
      messages: [
        ...conversation.messages,
        clientMessage,
        ...(reply && window.state === 'open'
          ? [{ role: 'assistant' as const, content: reply, timestamp: now.toISOString() }]
          : []),
      ],
      brief: turn.brief,
      clarityScore: turn.clarityScore,
      updatedAt: now,
    })
    .where(eq(conversations.id, conversation.id));
  if (TATTOO_TALK.has(intent) || thread.leadId) {
    await upsertInstagramLead({ db, thread, conversationId: conversation.id, artist, brief: turn.brief });
  }
  if (!reply) return;
  await queueReply({
    db,
    jobs,
    clock,
    artistId: thread.artistId,
    threadId: thread.id,
    author: 'bot',
    text: reply,
    refusal: window.state === 'open' ? undefined : REFUSAL.botWindowClosed,
  });
  if (window.state === 'open' && !thread.hasDisclosed) {
    await db.update(instagramThreads).set({ hasDisclosed: true }).where(eq(instagramThreads.id, thread.id));
  }
}

async function loadArtistOrNull(db: Db, artistId: string): Promise<ChatArtist | null> {
  try {
    return await loadChatArtist(db, artistId);
  } catch (error) {
    // An artist who has not finished setup has no assistant yet: their DMs wait in the inbox.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
