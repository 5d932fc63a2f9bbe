import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { leadPageSchema, type SearchLeadsQuery } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from './lead-keys.ts';

/**
 * GET /api/admin/leads/search?… (admins; docs/decisions/009), empty filters left out of the URL. The current
 * rows stay on screen while the next page or search loads.
 */
export function getLeadSearchQueryOptions({ q, status, fitScore, page, pageSize }: SearchLeadsQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (fitScore) params.set('fitScore', fitScore);
  const search = `search?${params}`;
  return queryOptions({
    queryKey: [...LEADS_QUERY_KEY, search],
    queryFn: () => getJson(`/api/admin/leads/${search}`, leadPageSchema),
    placeholderData: keepPreviousData,
  });
}
