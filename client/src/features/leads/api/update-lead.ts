import { sendJson } from '#client/lib/api-client.ts';
import { type Lead, leadSchema, type UpdateLead } from '#common/contracts/leads.ts';

/** Spec §7 PATCH /api/admin/leads/{id}: sets status and/or notes. Returns the lead; throws `ApiError` on any non-2xx. */
export function updateLead({ leadId, data }: { leadId: string; data: UpdateLead }): Promise<Lead> {
  return sendJson('PATCH', `/api/admin/leads/${encodeURIComponent(leadId)}`, leadSchema, data);
}
