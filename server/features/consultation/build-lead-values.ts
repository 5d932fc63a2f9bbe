import { MAX_OPEN_QUESTION_CHARS, type OpenQuestion } from '#common/contracts/leads.ts';
import {
  type Brief,
  openQuestionId,
  type StudioQuestion,
  scoreLead,
  toLeadFields,
} from '#common/domain/consultation/index.ts';
import type { ConsultationArtist } from './load-consultation-artist.ts';

export type LeadValues = ReturnType<typeof buildLeadValues>;

/**
 * The lead a conversation makes, whatever its channel: the brief's fields, its language, and its score against
 * the artist's styles, rules and portfolio (spec §5). Who the client is (email, name, Instagram username) is
 * the channel's to add, as each channel trusts its contact details differently.
 */
export function buildLeadValues(
  brief: Brief,
  artist: ConsultationArtist,
  deferredQuestions: readonly StudioQuestion[],
) {
  const score = scoreLead(brief, artist.profile, artist.portfolio);
  const askedAt = new Date().toISOString();
  // Decision 045: stored with mergedOpenQuestions, which keeps the ones already on the lead as they are.
  const openQuestions: OpenQuestion[] = deferredQuestions.map((question) => ({
    id: openQuestionId(question),
    text: question.text.slice(0, MAX_OPEN_QUESTION_CHARS),
    topic: question.topic,
    askedAt,
    answeredAt: null,
  }));
  return {
    fitScore: score.fitScore,
    matchPercentage: score.matchPercentage,
    detailedRating: score.detailedRating,
    projectSummary: score.projectSummary,
    matchBreakdown: score.matchBreakdown,
    ...toLeadFields(brief),
    language: brief.language,
    openQuestions,
  };
}
