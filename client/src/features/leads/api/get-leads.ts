import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { leadListSchema } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from './lead-keys.ts';

/** Spec §7 GET /api/admin/leads: the artist's own leads (the artist dashboard sends no filters). */
export function getLeadsQueryOptions() {
  return queryOptions({
    queryKey: LEADS_QUERY_KEY,
    queryFn: () => getJson('/api/admin/leads', leadListSchema),
  });
}
