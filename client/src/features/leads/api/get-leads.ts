import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { leadPageSchema, type SearchLeadsQuery } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from './lead-keys.ts';

export type LeadPageQuery = Pick<SearchLeadsQuery, 'q' | 'status' | 'fitScore' | 'page' | 'pageSize'>;

/**
 * One page of leads with its counts (docs/decisions/026): spec §7 GET /api/admin/leads?status&fitScore&page
 * &pageSize, or the admins' GET /api/admin/leads/search when there is a `q` or `search` is set (docs/decisions
 * /009). Empty filters stay out of the URL; the key is the URL, so one page is one cache entry. The current
 * rows stay on screen while the next page or filter loads.
 */
export function getLeadPageQueryOptions(
  { q, status, fitScore, page, pageSize }: LeadPageQuery,
  { search = false }: { search?: boolean } = {},
) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (fitScore) params.set('fitScore', fitScore);
  const url = `${LEADS_QUERY_KEY[0]}${search ? '/search' : ''}?${params}`;
  return queryOptions({
    queryKey: [...LEADS_QUERY_KEY, url.slice(LEADS_QUERY_KEY[0].length)],
    queryFn: () => getJson(url, leadPageSchema),
    placeholderData: keepPreviousData,
  });
}
