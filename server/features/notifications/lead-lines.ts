import type { LeadRow } from '../../db/schema/index.ts';

const FIT_LABELS: Record<LeadRow['fitScore'], string> = {
  high: 'High fit',
  medium: 'Medium fit',
  low: 'Low fit',
};

type LeadSummary = Pick<
  LeadRow,
  'name' | 'email' | 'instagramUsername' | 'fitScore' | 'detailedRating' | 'projectSummary'
>;

/** How an email names a client: their name, else their email, else their Instagram @username. */
export const clientOf = (lead: Pick<LeadRow, 'name' | 'email' | 'instagramUsername'>) =>
  lead.name || lead.email || (lead.instagramUsername ? `@${lead.instagramUsername}` : 'A client');

/** The fit and the one number the lead card shows for it: the rating out of 100 (issue #25: one number, one name). */
export const fitOf = (lead: Pick<LeadRow, 'fitScore' | 'detailedRating'>) =>
  `${FIT_LABELS[lead.fitScore]}, rating ${lead.detailedRating}/100`;

/** One line per lead in a digest or summary: who, how well they fit, what they want. */
export const leadLine = (lead: LeadSummary) => `${clientOf(lead)} (${fitOf(lead)}): ${lead.projectSummary}`;
