import type { SearchLeadsQuery } from '#common/contracts/leads.ts';

/**
 * Spec §7: the default query function joins a key's segments into the URL. Every lead query starts with
 * this segment, so invalidating it refreshes the list, the admin search and any open details.
 */
export const LEADS_QUERY_KEY = ['/api/admin/leads'] as const;

/** GET /api/admin/leads/{id}/details */
export const leadDetailsQueryKey = (leadId: string) => [...LEADS_QUERY_KEY, leadId, 'details'] as const;

/** GET /api/admin/leads/search?… (admins; docs/decisions/009), empty filters left out of the URL. */
export function leadSearchQueryKey({ q, status, fitScore, page, pageSize }: SearchLeadsQuery) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (fitScore) params.set('fitScore', fitScore);
  return [...LEADS_QUERY_KEY, `search?${params}`] as const;
}

/** The signed-in artist's leads as CSV (every lead for an admin); the server sends it as an attachment. */
export const LEADS_EXPORT_URL = '/api/admin/leads/export.csv';
