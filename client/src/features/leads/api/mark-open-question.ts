import { sendJson } from '#client/lib/api-client.ts';
import { type Lead, leadSchema } from '#common/contracts/leads.ts';

/** Decision 045 PATCH /api/admin/leads/{id}/open-questions/{questionId}: answered, or open again. Returns the lead. */
export function markOpenQuestion({
  leadId,
  questionId,
  isAnswered,
}: {
  leadId: string;
  questionId: string;
  isAnswered: boolean;
}): Promise<Lead> {
  return sendJson(
    'PATCH',
    `/api/admin/leads/${encodeURIComponent(leadId)}/open-questions/${encodeURIComponent(questionId)}`,
    leadSchema,
    { isAnswered },
  );
}
