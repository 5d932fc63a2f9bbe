import type { LeadRow, StoredChatMessage } from '../../db/schema/index.ts';
import type { CsvValue } from './format-csv.ts';

/** What one exported record is made from: the lead, its artist's name and its conversation. */
export interface LeadExportRow {
  lead: LeadRow;
  artistName: string | null;
  messages: StoredChatMessage[];
}

/** The conversation as plain text, one message per line, images counted since a CSV cannot hold them. */
function conversationText(messages: StoredChatMessage[]): string {
  return messages
    .map((message) => {
      const speaker = message.role === 'user' ? 'Client' : 'Assistant';
      const imageCount = message.images?.length ?? 0;
      const images = imageCount ? ` [${imageCount} image${imageCount === 1 ? '' : 's'} attached]` : '';
      return `[${message.timestamp}] ${speaker}: ${message.content}${images}`;
    })
    .join('\n');
}

/** Every field of the lead (spec §3), the match breakdown spelled out, and the conversation; one place so header and values cannot drift. */
export const LEAD_CSV_COLUMNS: ReadonlyArray<readonly [string, (row: LeadExportRow) => CsvValue]> = [
  ['Lead ID', ({ lead }) => lead.id],
  ['Created At', ({ lead }) => lead.createdAt.toISOString()],
  ['Artist', ({ artistName }) => artistName],
  ['Email', ({ lead }) => lead.email],
  ['Name', ({ lead }) => lead.name],
  ['Phone', ({ lead }) => lead.phone],
  ['Status', ({ lead }) => lead.status],
  ['Fit Score', ({ lead }) => lead.fitScore],
  ['Match Percentage', ({ lead }) => lead.matchPercentage],
  ['Detailed Rating', ({ lead }) => lead.detailedRating],
  ['Project Summary', ({ lead }) => lead.projectSummary],
  ['Tattoo Style', ({ lead }) => lead.tattooStyle],
  ['Placement', ({ lead }) => lead.placement],
  ['Size', ({ lead }) => lead.size],
  ['Budget', ({ lead }) => lead.budget],
  ['Description', ({ lead }) => lead.description],
  ['Notes', ({ lead }) => lead.notes],
  ['Fit Reason', ({ lead }) => lead.matchBreakdown.fitReason],
  [
    'Score Breakdown',
    ({ lead }) =>
      lead.matchBreakdown.criteria
        .map(({ criterion, points, maxPoints, reason }) => `${criterion} ${points}/${maxPoints}: ${reason}`)
        .join('\n'),
  ],
  ['Missing Fields', ({ lead }) => lead.matchBreakdown.missingFields.join(', ')],
  ['Hard Gates', ({ lead }) => lead.matchBreakdown.gates.map((gate) => gate.reason).join('\n')],
  ['Suggested Reply', ({ lead }) => lead.matchBreakdown.suggestedReply],
  ['Test Lead', ({ lead }) => lead.isTest],
  ['Conversation', ({ messages }) => conversationText(messages)],
];
