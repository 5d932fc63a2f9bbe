import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { demoChatStatusSchema } from '#common/contracts/chat.ts';

/** GET /api/chat/demo: whether the landing demo chat has its artist on this site (decision 056). */
export function getDemoChatStatusQueryOptions() {
  return queryOptions({
    queryKey: ['/api/chat/demo'],
    queryFn: () => getJson('/api/chat/demo', demoChatStatusSchema),
  });
}
