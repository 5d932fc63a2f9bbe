import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { type UpdateWaitlistEntry, type Waitlist, waitlistSchema } from '#common/contracts/waitlist.ts';

export const WAITLIST_QUERY_KEY = ['/api/waitlist'] as const;

/** GET /api/waitlist: the artist's waitlist in join order, the order freed slots are offered in (decision 067). */
export function getWaitlistQueryOptions() {
  return queryOptions({
    queryKey: WAITLIST_QUERY_KEY,
    queryFn: () => getJson('/api/waitlist', waitlistSchema),
  });
}

/** DELETE /api/waitlist/:entryId: takes a client off the waitlist. */
export const removeWaitlistEntry = (entryId: string): Promise<Waitlist> =>
  sendJson('DELETE', `/api/waitlist/${encodeURIComponent(entryId)}`, waitlistSchema);

/** PATCH /api/waitlist/:entryId: the session the client waits for. */
export const updateWaitlistEntry = (entryId: string, data: UpdateWaitlistEntry): Promise<Waitlist> =>
  sendJson('PATCH', `/api/waitlist/${encodeURIComponent(entryId)}`, waitlistSchema, data);
