import { apiRequest } from '#client/lib/api-client.ts';
import type { Lead, UpdateLead } from '#common/contracts/leads.ts';

/** Spec §7 PATCH /api/admin/leads/{id}: sets status and/or notes. Returns the lead; throws on any non-2xx. */
export async function updateLead({ leadId, data }: { leadId: string; data: UpdateLead }): Promise<Lead> {
  const res = await apiRequest('PATCH', `/api/admin/leads/${leadId}`, data);
  return (await res.json()) as Lead;
}
