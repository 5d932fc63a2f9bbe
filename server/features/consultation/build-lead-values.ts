import { type Brief, scoreLead, toLeadFields } from '#common/domain/consultation/index.ts';
import type { ConsultationArtist } from './load-consultation-artist.ts';

export type LeadValues = ReturnType<typeof buildLeadValues>;

/**
 * The lead a conversation makes, whatever its channel: the brief's fields, its language, and its score against
 * the artist's styles, rules and portfolio (spec §5). Who the client is (email, name, Instagram username) is
 * the channel's to add, as each channel trusts its contact details differently.
 */
export function buildLeadValues(brief: Brief, artist: ConsultationArtist) {
  const score = scoreLead(brief, artist.profile, artist.portfolio);
  return {
    fitScore: score.fitScore,
    matchPercentage: score.matchPercentage,
    detailedRating: score.detailedRating,
    projectSummary: score.projectSummary,
    matchBreakdown: score.matchBreakdown,
    ...toLeadFields(brief),
    language: brief.language,
  };
}
