import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { leadDetailsSchema } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from './lead-keys.ts';

/** Spec §7 GET /api/admin/leads/{id}/details: the lead and its conversation. */
export function getLeadDetailsQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: [...LEADS_QUERY_KEY, leadId, 'details'],
    queryFn: () => getJson(`/api/admin/leads/${encodeURIComponent(leadId)}/details`, leadDetailsSchema),
  });
}
