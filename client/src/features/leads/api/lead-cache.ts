import type { QueryClient } from '@tanstack/react-query';
import type { Lead, LeadDetails, LeadPage } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from './lead-keys.ts';

const isLeadPage = (data: unknown): data is LeadPage =>
  typeof data === 'object' && data !== null && 'leads' in data && 'counts' in data;
const isLeadDetails = (data: unknown): data is LeadDetails =>
  typeof data === 'object' && data !== null && 'lead' in data && 'conversation' in data;

/**
 * Puts the lead the server returned after a change into every cached page and details that hold it, in
 * place: an edit never refetches the list (issue #13). Pages that do not hold the lead stay as they are.
 */
export function replaceCachedLead(queryClient: QueryClient, lead: Lead) {
  queryClient.setQueriesData({ queryKey: LEADS_QUERY_KEY }, (data: unknown) => {
    if (isLeadPage(data) && data.leads.some((cached) => cached.id === lead.id)) {
      return { ...data, leads: data.leads.map((cached) => (cached.id === lead.id ? lead : cached)) };
    }
    if (isLeadDetails(data) && data.lead.id === lead.id) return { ...data, lead };
    return data;
  });
}

/**
 * After a status change the counts and the status filter's pages are out of date: the pages on screen are
 * fetched again (one page each), the others when they are next shown. Details are left as they are.
 */
export function refreshLeadPages(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: LEADS_QUERY_KEY,
    predicate: (query) => isLeadPage(query.state.data),
  });
}
