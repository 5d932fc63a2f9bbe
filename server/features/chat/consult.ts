import type { ChatResponse, ConceptVisual, ConsultRequest } from '#common/contracts/chat.ts';
import { type ConsultationResult, planHandoverReply } from '#common/domain/consultation/index.ts';
import { latestStudioRouting } from '#common/domain/studio/studio-turn.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { conversationQuotaOf } from '../billing/conversation-quota.ts';
import { queueQuotaNotices } from '../billing/quota-notices.ts';
import { latestPersonRequest } from '../consultation/person-request.ts';
import { recordModelUsage } from '../consultation/record-model-usage.ts';
import { loadStudioConsultation } from '../consultation/studio-consultation.ts';
import { takeConsultationTurn } from '../consultation/take-consultation-turn.ts';
import { recordConversion } from '../experiments/record-conversion.ts';
import { appendClientMessages } from './append-client-messages.ts';
import type { ChatDeps } from './chat-deps.ts';
import { checkChatStudio } from './chat-studio.ts';
import { findChatSession } from './find-chat-session.ts';
import { findMockupSource } from './mockup/find-mockup-source.ts';
import { saveTurn } from './save-turn.ts';
import { storeConceptVisual } from './store-concept-visual.ts';
import { moveStudioLead, studioRoutedTo } from './studio-lead.ts';
import { turnEvents } from './turn-events.ts';

/**
 * The turn's concept visual with its stored image's URL, and the image's key for the transcript; null when the
 * engine drew none this turn or its picture could not be stored (the reply goes without it).
 */
async function storedConceptOf(
  deps: Pick<ChatDeps, 'db' | 'storage' | 'imageProvider' | 'log'>,
  {
    turn,
    artistId,
    sessionId,
    transcript,
  }: {
    turn: ConsultationResult;
    artistId: string;
    sessionId: string;
    transcript: readonly StoredChatMessage[];
  },
): Promise<{ visual: ConceptVisual; key: string } | null> {
  if (!turn.conceptVisual || !turn.conceptBoardSvg) return null;
  const { brief } = turn;
  const concept = await storeConceptVisual({
    storage: deps.storage,
    sessionId,
    imageProvider: deps.imageProvider,
    draft: turn.conceptVisual,
    boardSvg: turn.conceptBoardSvg,
    mockup: {
      placement: brief.placement,
      size: brief.size,
      isBlackAndGrey: brief.colorMode !== 'color',
      findSource: () =>
        findMockupSource({
          db: deps.db,
          storage: deps.storage,
          artistId,
          transcript,
          portfolioImages: turn.portfolioImages,
        }),
    },
    log: deps.log,
  });
  return concept ? { visual: { ...turn.conceptVisual, imageUrl: concept.url }, key: concept.key } : null;
}

/**
 * One consultation turn (spec §7 POST /api/chat/consult): appends the client's new messages and images to the
 * stored transcript (decision 013), answers with the one consultation turn every channel takes, stores the
 * concept visual, then upserts the transcript with the reply and records analytics in one statement.
 * A widget's first turn records the page it began on, a studio chat's its studio (checked: VALIDATION_FAILED).
 * Throws NOT_FOUND for an unknown artist, BAD_REQUEST when the session belongs to another artist,
 * VALIDATION_FAILED for a message or image that breaks a limit and RATE_LIMITED when the client's address has
 * stored its image bytes for the hour.
 */
export async function consult(
  deps: ChatDeps,
  {
    request,
    viewerId,
    clientAddress,
  }: {
    request: ConsultRequest;
    viewerId: string | null;
    /** The client's IP (IPv6: its /64), whose hourly image bytes are counted (issue #24 item 6). */
    clientAddress: string;
  },
): Promise<ChatResponse> {
  const { db, storage } = deps;
  const { sessionId } = request;
  const { artistId, artist, existing, studio } = await chatParty(deps, request);
  // The artist trying their own assistant: kept out of analytics and quotas (issue #4 Test Chatbot).
  const isTest = existing?.isTest ?? viewerId === artistId;
  const stored = existing?.messages ?? [];
  const turnAt = deps.clock();
  const now = turnAt.toISOString();
  const transcript = await appendClientMessages({
    storage,
    sessionId,
    stored,
    sent: request.messages,
    now,
    takeAddressBytes: (bytes) => deps.imageBytesPerAddress.take(clientAddress, bytes),
  });

  // Decision 070: what this reply costs under the plan, from the cached artist and the session already read.
  const quota = conversationQuotaOf({
    subscription: artist.subscription,
    now: turnAt,
    isTest,
    countedMonth: existing?.countedMonth ?? null,
  });
  // A lapsed plan's client gets the handover whatever the model would say: the engine reads the brief alone.
  const turnDeps = quota.kind === 'handover' ? { ...deps, textProvider: undefined } : deps;
  const {
    result: turn,
    usage,
    studioRouting,
  } = await takeConsultationTurn(turnDeps, {
    artist,
    channel: 'web',
    sessionId,
    isTest,
    transcript,
    previousBrief: existing?.brief ?? null,
    mayReply: true,
    now: turnAt,
    ...(studio ? { studio } : {}),
  });
  await recordModelUsage(db, { textProvider: deps.textProvider, usage, artistId, sessionId });
  // A lapsed plan hands over for sure: no concept image is drawn for a reply that will not show it.
  const concept =
    quota.kind === 'handover' ? null : await storedConceptOf(deps, { turn, artistId, sessionId, transcript });

  const { events, isNewlyEngaged } = turnEvents({
    isTest,
    isFirstTurn: !existing,
    before: stored,
    after: transcript,
    clarityScore: turn.clarityScore,
  });
  const handover = planHandoverReply(artist.profile, turn.brief);
  // A studio chat routed this turn is the chosen artist's from now on (issue #28 item 3).
  const routedTo = studioRoutedTo(studioRouting);
  const conversationArtistId = routedTo?.artistId ?? existing?.artistId ?? artistId;
  const saved = await saveTurn(db, {
    conversation: {
      sessionId,
      artistId: conversationArtistId,
      // Written by the insert only: the upsert's update leaves a started conversation's source and studio alone.
      sourceUrl: request.sourceUrl ?? null,
      studioId: request.studioId ?? null,
      isTest,
      brief: turn.brief,
      clarityScore: turn.clarityScore,
    },
    transcript,
    reply: {
      // The reply with its record (decision 046): the next turn reads the answer against what it asked.
      // The concept image's key too, so deleting the conversation deletes it (decision 053).
      assistant: {
        role: 'assistant',
        content: turn.response,
        // Stamped when written, not when asked: the Insights tab's assistant response time (decision 071).
        timestamp: deps.clock().toISOString(),
        turn: turn.turn,
        ...(concept ? { conceptKey: concept.key } : {}),
        ...(studioRouting ? { studioRouting } : {}),
      },
      // Asks nothing: no record, so the next turn reads the client's message as it comes. A routing still holds.
      handover: {
        role: 'assistant',
        content: handover,
        timestamp: now,
        ...(routedTo && studioRouting ? { studioRouting } : {}),
      },
      quota,
    },
    events,
    now: turnAt,
  });
  // A lead saved while the client was still choosing goes with the conversation to the artist chosen.
  if (routedTo && studio)
    await moveStudioLead(db, { sessionId, ownerId: studio.consultation.ownerId, ...routedTo });
  if (isNewlyEngaged) await recordConversion({ db, goal: 'chat_engagement', sessionId });
  await queueQuotaNotices(deps.jobs, { artistId, quota, saved });

  if (saved.isHandedOver) {
    // The concept image drawn for the reply the limit replaced is in no transcript: nothing would delete it.
    if (concept) await storage.delete(concept.key);
    return {
      response: handover,
      portfolioImages: [],
      conceptVisual: null,
      clarityScore: turn.clarityScore,
      // The artist replies personally: the client can leave their details by saving, as after asking for a person.
      readyToSave: !isUnderAge(turn),
      directionSummary: turn.directionSummary,
    };
  }
  return {
    response: turn.response,
    portfolioImages: turn.portfolioImages,
    conceptVisual: concept?.visual ?? null,
    clarityScore: turn.clarityScore,
    readyToSave: turn.readyToSave || asksForPerson(turn, transcript),
    directionSummary: turn.directionSummary,
    // The reply asked which of two artists: their names, for the client to tap.
    ...(studioRouting && 'asked' in studioRouting
      ? { choices: studioRouting.asked.between.map((fit) => fit.artistName) }
      : {}),
  };
}

/**
 * Who a chat talks for: the artist it names (the demo artist when none), or, with a studioId, the studio until the
 * conversation is routed and its artist after (issue #28 item 3). Throws NOT_FOUND for an unknown artist or
 * studio and BAD_REQUEST for a session that belongs to another.
 */
async function chatParty(deps: ChatDeps, request: ConsultRequest) {
  const { db } = deps;
  if (request.studioId) {
    const existing = await findChatSession({ db, sessionId: request.sessionId, studioId: request.studioId });
    // Where the chat began is the first turn's to say (decision 074): an artist named with it must work there.
    if (!existing && request.artistId)
      await checkChatStudio({ db, studioId: request.studioId, artistId: request.artistId });
    const latest = existing ? latestStudioRouting(existing.messages) : null;
    if (latest && 'routed' in latest) {
      const artistId = latest.routed.artistId;
      return { artistId, artist: await deps.loadArtist(artistId), existing, studio: null };
    }
    const consultation = await loadStudioConsultation(db, request.studioId, deps.loadArtist);
    return {
      artistId: consultation.ownerId,
      artist: consultation.persona,
      existing,
      studio: { consultation, latest },
    };
  }
  const artistId = request.artistId ?? deps.demoArtistId;
  const artist = await deps.loadArtist(artistId).catch((error: unknown) => {
    // Decision 056: a deployment that left the demo unseeded has no one to answer the landing chat.
    if (!request.artistId && error instanceof AppError && error.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', 'The live demo is off on this site');
    throw error;
  });
  const existing = await findChatSession({ db, sessionId: request.sessionId, artistId });
  return { artistId, artist, existing, studio: null };
}

/**
 * A client who asked for a person was told to tap Save Conversation so the artist can reply (decision 050): the
 * button is there from then on, before the brief is ready, unless the client is under age.
 */
function asksForPerson(turn: ConsultationResult, transcript: readonly StoredChatMessage[]): boolean {
  return !isUnderAge(turn) && (turn.turn.handsOff === true || latestPersonRequest(transcript) !== null);
}

/** The client (or the one they ask for) is under age: nothing they say is saved as a lead (spec §9). */
const isUnderAge = (turn: ConsultationResult) => turn.gates.some((gate) => gate.kind === 'under_age');
