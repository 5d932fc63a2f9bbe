import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type PickSlotResponse,
  pickSlotResponseSchema,
  rescheduleTimesSchema,
} from '#common/contracts/booking-requests.ts';
import { clientTimeZone } from '../format-slot.ts';
import { requestApiUrl } from './request-url.ts';

/**
 * GET /api/requests/:token/sessions/times: every free time for the project's next session (decision 066). Keyed
 * by the session the dialog books: session 3's picker never shows the times cached for session 2, which lie
 * before session 2 ends.
 */
export function getSessionTimesQueryOptions(token: string, sessionNumber: number) {
  return queryOptions({
    queryKey: ['/api/requests', token, 'sessions', sessionNumber, 'times'],
    // The picker reads the zone and the times; the session's number is on the page already.
    queryFn: () => getJson(requestApiUrl(token, '/sessions/times'), rescheduleTimesSchema),
    // Free time changes as others book: always ask again when the dialog opens.
    staleTime: 0,
  });
}

/**
 * POST /api/requests/:token/sessions: books the project's next session, named so a second tab cannot skip
 * one; a checkout URL when it is the deposit session and Stripe collects it.
 */
export function bookSession(
  token: string,
  sessionNumber: number,
  startsAt: string,
): Promise<PickSlotResponse> {
  return sendJson('POST', requestApiUrl(token, '/sessions'), pickSlotResponseSchema, {
    sessionNumber,
    startsAt,
    clientTimeZone: clientTimeZone(),
  });
}
