import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { rescheduleTimesSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/**
 * GET /api/requests/:token/booking/times: every free time the appointment (or a project's session `session`)
 * can move to, with the artist's zone.
 */
export function getRescheduleTimesQueryOptions(token: string, session?: number | null) {
  const path = session ? `/sessions/${session}/times` : '/booking/times';
  return queryOptions({
    queryKey: ['/api/requests', token, 'booking', 'times', session ?? null],
    queryFn: () => getJson(requestApiUrl(token, path), rescheduleTimesSchema),
    // Free time changes as others book: always ask again when the dialog opens.
    staleTime: 0,
  });
}
