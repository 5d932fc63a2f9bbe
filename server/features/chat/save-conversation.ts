import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import type { SaveConversationRequest, SaveConversationResponse } from '#common/contracts/chat.ts';
import {
  artistDisplayName,
  artistShortName,
  extractBrief,
  findHardGates,
  openQuestionsOf,
} from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import { conversations, leads, type StoredChatMessage } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordEvents } from '../analytics/record-event.ts';
import { buildLeadValues } from '../consultation/build-lead-values.ts';
import { type ConsultationArtist, loadConsultationArtist } from '../consultation/load-consultation-artist.ts';
import { mergedOpenQuestions } from '../consultation/merged-open-questions.ts';
import { latestPersonRequest } from '../consultation/person-request.ts';
import { fillBriefGaps } from '../consultation/refine-with-model.ts';
import type { NextOpenSlot } from '../consultation/studio-routing.ts';
import { recordConversion } from '../experiments/record-conversion.ts';
import { countNewRequest } from '../intake/count-new-request.ts';
import { joinWaitlistOnSave } from '../intake/join-waitlist-on-save.ts';
import { emitLeadEvent } from '../leads/lead-webhooks.ts';
import { isClientEmailConfirmed } from '../mail/is-client-email-confirmed.ts';
import { queueRequestConfirmation } from '../mail/queue-request-confirmation.ts';
import { notifyArtist } from '../notifications/notify-artist.ts';
import { emitHandoverEvent } from '../webhooks/emit-handover-event.ts';
import { contactNote, contactOf, isWorkedOn } from './lead-contact.ts';
import { savedConfirmation } from './saved-confirmation.ts';
import { routeStudioSave } from './studio-lead.ts';

/**
 * In the upsert's update: the stored contact detail once the artist has worked on the lead, else the new one.
 * Decided in the statement itself, so an artist's edit landing between read and write still locks it.
 */
const unlessWorkedOn = (column: AnyPgColumn): SQL =>
  sql`case when ${leads.status} <> 'new' or ${leads.notes} is not null then ${column} else excluded.${sql.identifier(column.name)} end`;

/** Appends the note to the transcript in SQL, so a consult turn written meanwhile is kept. */
async function appendToTranscript(db: Db, conversationId: string, note: StoredChatMessage) {
  await db
    .update(conversations)
    .set({ messages: sql`${conversations.messages} || ${JSON.stringify([note])}::jsonb` })
    .where(eq(conversations.id, conversationId));
}

/**
 * Saves a conversation as a lead for its artist (spec §7 POST /api/chat/save). The brief is re-extracted
 * and re-scored from the stored transcript: the client's clarityScore and summary are never trusted.
 * Idempotent per session: saving again updates the lead (keeping its status and notes). A client who asked for a
 * person flags the lead and the artist is emailed (decision 050). Once the artist has
 * worked on the lead, a re-save keeps its contact details and appends different ones to the conversation as a
 * note (issue #12 item 12).
 */
export async function saveConversation({
  db,
  jobs,
  nextOpenSlot,
  request,
}: {
  db: Db;
  jobs: JobQueue;
  /** A studio chat's tie between two artists goes to the one free sooner (decision 075). */
  nextOpenSlot: NextOpenSlot;
  request: SaveConversationRequest;
}): Promise<SaveConversationResponse> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, request.sessionId));
  if (!conversation) throw new AppError('NOT_FOUND', 'No conversation for this session yet');

  // What a model read that the engine could not (a Spanish placement, a slang budget) was validated and
  // stored with the last turn's brief; it fills the gaps of the fresh reading (decision 029).
  const readBrief = (reader: ConsultationArtist) =>
    fillBriefGaps(
      extractBrief(conversation.messages, {
        preferredStyles: reader.profile.specialtyStyles,
        artistName: artistDisplayName(reader.profile),
      }),
      conversation.brief ?? {},
    );
  // Issue #28 item 3: a studio chat goes to the artist who fits at the latest now, or asks the client which.
  const studio = conversation.studioId
    ? await routeStudioSave(db, {
        conversation: { ...conversation, studioId: conversation.studioId },
        readBrief,
        nextOpenSlot,
        now: new Date(),
      })
    : null;
  const artist = studio?.artist ?? (await loadConsultationArtist(db, conversation.artistId));
  const artistId = studio?.artistId ?? conversation.artistId;
  const brief = readBrief(artist);
  // Issue #11: the server, not only the UI, refuses a client who said they are under 18.
  if (findHardGates(brief, artist.profile).some((gate) => gate.kind === 'under_age')) {
    throw new AppError(
      'FORBIDDEN',
      `This conversation says the client is under ${MINIMUM_CLIENT_AGE}; ${artistDisplayName(artist.profile)} only tattoos clients who are ${MINIMUM_CLIENT_AGE} or older, so it cannot be saved`,
    );
  }
  const contact = contactOf(request, brief.contact?.phone ?? null);
  const [current] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.conversationId, conversation.id), eq(leads.artistId, conversation.artistId)));
  if (current && isWorkedOn(current)) {
    const note = contactNote(current, contact, new Date().toISOString());
    if (note) await appendToTranscript(db, conversation.id, note);
  }
  const personRequest = latestPersonRequest(conversation.messages);
  const values = {
    artistId,
    ...(studio?.routing ? { routing: studio.routing } : {}),
    ...contact,
    ...buildLeadValues(brief, artist, openQuestionsOf(conversation.messages, artist.profile)),
    personRequestedAt: personRequest?.requestedAt ?? null,
    // The page a widget chat began on (issue #28 item 6), shown on the lead as "Started on".
    sourceUrl: conversation.sourceUrl,
    updatedAt: new Date(),
  };
  // Decision 050: a request for a person is the artist's to answer, told once per request.
  const isNewRequest =
    personRequest !== null &&
    (!current?.personRequestedAt || current.personRequestedAt < personRequest.requestedAt);
  // The lead and its webhook events commit together (decision 079).
  const lead = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(leads)
      .values({
        conversationId: conversation.id,
        isTest: conversation.isTest,
        ...values,
      })
      .onConflictDoUpdate({
        target: leads.conversationId,
        set: {
          ...values,
          openQuestions: mergedOpenQuestions,
          // Decision 050: the latest request; one the artist marked handled stays handled (its cleared time is newer).
          personRequestedAt: sql`greatest(${leads.personRequestedAt}, excluded.person_requested_at)`,
          email: unlessWorkedOn(leads.email),
          name: unlessWorkedOn(leads.name),
          phone: unlessWorkedOn(leads.phone),
        },
      })
      .returning({ id: leads.id, isNew: sql<boolean>`xmax = 0` });
    if (!conversation.isTest) {
      const events = { tx, jobs, now: values.updatedAt };
      await emitLeadEvent(events, { artistId, leadId: saved!.id, isNew: saved!.isNew });
      if (isNewRequest) {
        await emitHandoverEvent(events, {
          artistId,
          conversationId: conversation.id,
          channel: 'web',
          leadId: saved!.id,
          requestedAt: personRequest.requestedAt,
        });
      }
    }
    return saved!;
  });
  await notifyArtist(jobs, { kind: 'lead-saved', leadId: lead.id });
  if (isNewRequest) {
    await notifyArtist(jobs, {
      kind: 'human-requested',
      leadId: lead.id,
      requestedAt: personRequest.requestedAt.toISOString(),
    });
  }
  // Issue #14: the client's email with the private link to their request page, on the first real save.
  await queueRequestConfirmation(jobs, {
    leadId: lead.id,
    isFirstSave: lead.isNew && !conversation.isTest,
  });

  if (!conversation.isTest) {
    // A repeated save updates the lead; the saved-conversation event counts the first save only
    // (xmax = 0 marks a row this statement inserted rather than updated).
    if (lead.isNew) {
      // Issue #26 item 7: open books that close after N more requests count this one.
      await countNewRequest(db, artistId);
      // Decision 067: closed or waitlist-only books put the request on the waitlist, as the reply says.
      if ((artist.profile.intake?.booksStatus ?? 'open') !== 'open') {
        await joinWaitlistOnSave(db, { leadId: lead.id, artistId: artistId, now: new Date() });
      }
      await recordEvents({
        db,
        sessionId: request.sessionId,
        artistId: artistId,
        events: [
          { eventType: 'conversation_saved', properties: { leadId: lead.id, fitScore: values.fitScore } },
        ],
      });
    }
    await recordConversion({ db, goal: 'lead_submission', sessionId: request.sessionId });
  }
  // Decision 055: nothing reaches the client's address until they follow the link just emailed; say so.
  const isEmailToConfirm =
    !conversation.isTest && !(await isClientEmailConfirmed(db, artistId, request.email));
  const confirmation = savedConfirmation({
    artistName: artistDisplayName(artist.profile),
    artistShortName: artistShortName(artist.profile),
    intake: artist.profile.intake,
    language: brief.language,
    isEmailToConfirm,
  });
  return {
    leadId: lead.id,
    ...confirmation,
    details: studio?.sentence ? `${studio.sentence}\n\n${confirmation.details}` : confirmation.details,
  };
}
