import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { artistDisplayName, planHandoverReply } from '#common/domain/consultation/index.ts';
import { latestStudioRouting } from '#common/domain/studio/studio-turn.ts';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  type InstagramThreadRow,
  instagramMessages,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import type { JobContext, JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AiTextProvider } from '../../providers/ai/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { conversationQuotaOf } from '../billing/conversation-quota.ts';
import { queueQuotaNotices } from '../billing/quota-notices.ts';
import { saveTurn } from '../chat/save-turn.ts';
import { studioRoutedTo } from '../chat/studio-lead.ts';
import { type ConsultationArtist, loadConsultationArtist } from '../consultation/load-consultation-artist.ts';
import { recordModelUsage } from '../consultation/record-model-usage.ts';
import type { StudioConsultation } from '../consultation/studio-consultation.ts';
import type { NextOpenSlot } from '../consultation/studio-routing.ts';
import { takeConsultationTurn } from '../consultation/take-consultation-turn.ts';
import { findThreadAccount } from '../instagram/find-connected-account.ts';
import { emitLeadEvent } from '../leads/lead-webhooks.ts';
import { queueRequestConfirmation } from '../mail/queue-request-confirmation.ts';
import { notifyArtist } from '../notifications/notify-artist.ts';
import { emitHandoverEvent } from '../webhooks/emit-handover-event.ts';
import { copyClientImages } from './copy-client-images.ts';
import { isBotPausedForAccount } from './inbox-settings.ts';
import { lookUpClientProfile } from './look-up-client-profile.ts';
import { messagingWindow } from './messaging-window.ts';
import { moveThreads } from './move-threads.ts';
import { queueReply } from './queue-reply.ts';
import { botRefusalFor } from './refusal-reasons.ts';
import { studioOfThread } from './studio-thread.ts';
import { threadConversation } from './thread-transcript.ts';
import { upsertInstagramLead } from './upsert-instagram-lead.ts';

/** The first automated message of a thread, and the first after a hand-back, says what it is (issue #10). */
export const disclosureFor = (artistName: string) => `Hi! I'm the automated assistant for ${artistName}. `;

export interface AnswerDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  instagram: InstagramSetup;
  storage: ObjectStorage;
  /** The configured model (AI_PROVIDER=openai), as web chat uses it; undefined: the engine's own replies. */
  textProvider: AiTextProvider | undefined;
  log: FastifyBaseLogger;
  /** A DM to the studio's account that fits two artists equally goes to the one free sooner (decision 075). */
  nextOpenSlot: NextOpenSlot;
}

/**
 * The 'instagram-answer' job, queued with the client's DM in one transaction (decision 027). First, outside any
 * transaction, the slow parts: the client's @username (once per thread), their images copied out of Meta's
 * expiring URLs, and the consultation turn every channel takes (takeConsultationTurn). Then one transaction
 * holds every effect with the job's completion, so the answer happens exactly once even across a kill -9: the
 * transcript, the lead (built as web chat builds it),
 * the thread's handling and name, and the reply with its send job when the bot may answer (handling is bot,
 * not opted out or paused, an intent Instagram answers, and the 24-hour window open; else the draft is kept,
 * refused, for the artist to see).
 */
export async function answerClientMessage(
  deps: AnswerDeps,
  { artistId, messageId, job }: { artistId: string; messageId: string; job: JobContext },
): Promise<void> {
  const { db, clock } = deps;
  const [row] = await db
    .select({ message: instagramMessages, thread: instagramThreads })
    .from(instagramMessages)
    .innerJoin(instagramThreads, eq(instagramThreads.id, instagramMessages.threadId))
    .where(and(eq(instagramMessages.id, messageId), eq(instagramMessages.artistId, artistId)));
  // Deleted since (the account or the thread): nothing is left to answer.
  if (!row) return;
  const { message, thread } = row;
  const now = clock();
  const account = await findThreadAccount(db, thread);
  const profile = await lookUpClientProfile({ ...deps, account, thread, now });
  const copied = await copyClientImages({ ...deps, message });
  const named: InstagramThreadRow = { ...thread, ...profile };
  const artist = await loadArtistOrNull(db, artistId);
  // A DM to a studio owner's account that no artist has taken talks as the studio and routes (decision 075).
  const studio = artist ? await studioOfThread(db, named, (id) => loadConsultationArtist(db, id)) : null;
  const turn = artist
    ? await takeTurn(deps, {
        artist: studio?.persona ?? artist,
        studio,
        thread: named,
        text: message.text,
        now,
        copied,
      })
    : null;

  await db.transaction(async (tx) => {
    await tx
      .update(instagramMessages)
      .set({ attachments: copied.attachments })
      .where(eq(instagramMessages.id, message.id));
    const threadChanges = { ...profile, ...(turn ? { handling: turn.handling } : {}) };
    if (Object.keys(threadChanges).length) {
      await tx.update(instagramThreads).set(threadChanges).where(eq(instagramThreads.id, thread.id));
    }
    if (turn) await applyTurn(tx, deps, { thread: named, turn, now });
    await job.completeWith(tx);
  });
}

type Turn = Awaited<ReturnType<typeof takeTurn>>;

/**
 * The consultation turn every channel takes, with what is Instagram's own: the bot answers only a thread it
 * handles (not opted out or paused), and its first message there says what it is. Everything slow, before any
 * transaction.
 */
async function takeTurn(
  deps: AnswerDeps,
  {
    artist,
    studio,
    thread,
    text,
    now,
    copied,
  }: {
    artist: ConsultationArtist;
    studio: StudioConsultation | null;
    thread: InstagramThreadRow;
    text: string;
    now: Date;
    copied: Awaited<ReturnType<typeof copyClientImages>>;
  },
) {
  const { db } = deps;
  const conversation = await threadConversation(db, thread);
  const clientMessage = {
    role: 'user' as const,
    content: text,
    timestamp: now.toISOString(),
    ...(copied.images.length ? { images: copied.images } : {}),
  };
  const transcript = [...conversation.messages, clientMessage];
  // Decision 070: what a reply costs under the plan; a lapsed plan's client gets the handover, so no model call.
  const quota = conversationQuotaOf({
    subscription: artist.subscription,
    now,
    isTest: false,
    countedMonth: conversation.countedMonth,
  });
  const turnDeps = quota.kind === 'handover' ? { ...deps, textProvider: undefined } : deps;
  const turn = await takeConsultationTurn(turnDeps, {
    artist,
    channel: 'instagram',
    sessionId: conversation.sessionId,
    isTest: false,
    transcript,
    engineTranscript: [...conversation.messages, { ...clientMessage, images: copied.attachments }],
    previousBrief: conversation.brief,
    now,
    mayReply:
      thread.handling === 'bot' &&
      !thread.isOptedOut &&
      !thread.isBotPaused &&
      !(await isBotPausedForAccount(db, thread.artistId)),
    // The one path the studio page's chat takes: the transcript's last routing record is read with the turn.
    ...(studio
      ? { studio: { consultation: studio, latest: latestStudioRouting(conversation.messages) } }
      : {}),
  });
  const handling =
    turn.intent === 'human_request' && thread.handling === 'bot' ? 'human_requested' : thread.handling;
  const disclosure = thread.hasDisclosed ? '' : disclosureFor(artistDisplayName(artist.profile));
  const reply = turn.reply === null ? null : `${disclosure}${turn.reply}`;
  // Decision 070: sent instead when the plan has no conversation left this month, or has lapsed.
  const handover = `${disclosure}${planHandoverReply(artist.profile, turn.result.brief)}`;
  return {
    ...turn,
    conversation,
    transcript,
    handling,
    reply,
    handover,
    quota,
    studioId: studio?.studioId ?? null,
  };
}

/** Every effect of the turn, inside the job's transaction. */
async function applyTurn(
  tx: Db,
  deps: AnswerDeps,
  { thread: asReceived, turn, now }: { thread: InstagramThreadRow; turn: Turn; now: Date },
) {
  const { conversation, result, reply, quota } = turn;
  // Routed this turn: the thread, its transcript and its lead are the matched artist's from now on (decision 075).
  const thread = await routeStudioThread(tx, { thread: asReceived, turn });
  const [current] = await tx
    .select({ updatedAt: conversations.updatedAt })
    .from(conversations)
    .where(eq(conversations.id, conversation.id))
    .for('update');
  // Another answer (another instance) moved the transcript on meanwhile: this turn read a stale one.
  if (current?.updatedAt.getTime() !== conversation.updatedAt.getTime()) {
    throw new Error('The thread moved on while this message was answered; it is answered again');
  }
  const window = messagingWindow(thread.lastClientMessageAt, now);
  // Only a reply the client will get is stored, and only it may cost one of the month's conversations.
  const isDelivered = reply !== null && window.state === 'open';
  const timestamp = now.toISOString();
  const saved = await saveTurn(tx, {
    conversation: {
      sessionId: conversation.sessionId,
      artistId: thread.artistId,
      brief: result.brief,
      clarityScore: result.clarityScore,
    },
    transcript: turn.transcript,
    reply: isDelivered
      ? {
          assistant: {
            role: 'assistant',
            content: reply,
            timestamp,
            turn: result.turn,
            ...(turn.studioRouting ? { studioRouting: turn.studioRouting } : {}),
          },
          handover: { role: 'assistant', content: turn.handover, timestamp },
          quota,
        }
      : null,
    events: [],
    now,
  });
  if (isDelivered) await queueQuotaNotices(deps.jobs, { artistId: thread.artistId, quota, saved }, tx);
  let leadId = thread.leadId;
  if (turn.isTattooTalk || thread.leadId) {
    const lead = await upsertInstagramLead({
      db: tx,
      thread,
      conversationId: conversation.id,
      lead: turn.lead,
      brief: result.brief,
    });
    leadId = lead.id;
    // A lead saved with the owner while the client was still choosing goes to the artist chosen, saying why.
    if (thread.routing) {
      await tx
        .update(leads)
        .set({ artistId: thread.artistId, routing: thread.routing })
        .where(and(eq(leads.id, lead.id), inArray(leads.artistId, [asReceived.artistId, thread.artistId])));
    }
    await emitLeadEvent(
      { tx, jobs: deps.jobs, now },
      { artistId: thread.artistId, leadId, isNew: lead.isNew },
    );
    await notifyArtist(deps.jobs, { kind: 'lead-saved', leadId }, tx);
    // Decision 055: an email given in a DM is asked to confirm, once per lead, before anything is emailed to it.
    await queueRequestConfirmation(deps.jobs, {
      leadId,
      isFirstSave: Boolean(result.brief.contact?.email),
      tx,
    });
  }
  if (turn.handling === 'human_requested' && thread.handling !== 'human_requested') {
    await emitHandoverEvent(
      { tx, jobs: deps.jobs, now },
      {
        artistId: thread.artistId,
        conversationId: conversation.id,
        channel: 'instagram',
        leadId,
        requestedAt: now,
      },
    );
    await notifyArtist(
      deps.jobs,
      { kind: 'human-requested', threadId: thread.id, requestedAt: now.toISOString() },
      tx,
    );
  }
  await recordModelUsage(tx, {
    textProvider: deps.textProvider,
    usage: turn.usage,
    artistId: thread.artistId,
    sessionId: conversation.sessionId,
  });
  if (!reply) return;
  // What the client gets is what the transcript stored.
  const sent = isDelivered && saved.isHandedOver ? turn.handover : reply;
  await queueReply({
    db: tx,
    jobs: deps.jobs,
    clock: () => now,
    artistId: thread.artistId,
    threadId: thread.id,
    author: 'bot',
    text: sent,
    refusal: window.state === 'open' ? undefined : botRefusalFor(window.state),
    isTransaction: true,
  });
  if (window.state === 'open' && !thread.hasDisclosed) {
    await tx.update(instagramThreads).set({ hasDisclosed: true }).where(eq(instagramThreads.id, thread.id));
  }
}

/**
 * A studio thread the turn routed (studioRouting `routed`): moves it with its messages and transcript to the matched
 * artist, recording the match and its reason, and marks the transcript the studio's (a shared thread, decision 073).
 * Returns the thread as the rest of the turn's effects use it: its artist's.
 */
async function routeStudioThread(
  tx: Db,
  { thread, turn }: { thread: InstagramThreadRow; turn: Turn },
): Promise<InstagramThreadRow> {
  if (!turn.studioId) return thread;
  await tx
    .update(conversations)
    .set({ studioId: turn.studioId })
    .where(eq(conversations.id, turn.conversation.id));
  const routed = studioRoutedTo(turn.studioRouting);
  if (!routed) return thread;
  await moveThreads(tx, {
    where: and(eq(instagramThreads.id, thread.id), eq(instagramThreads.artistId, thread.artistId)),
    toArtistId: routed.artistId,
    routing: routed.routing,
  });
  return { ...thread, artistId: routed.artistId, routing: routed.routing };
}

async function loadArtistOrNull(db: Db, artistId: string): Promise<ConsultationArtist | null> {
  try {
    return await loadConsultationArtist(db, artistId);
  } catch (error) {
    // An artist who has not finished setup has no assistant yet: their DMs wait in the inbox.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
