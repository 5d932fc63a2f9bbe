import { sendJson } from '#client/lib/api-client.ts';
import { okResponseSchema } from '#common/contracts/booking-requests.ts';
import { clientTimeZone } from '../format-slot.ts';
import { requestApiUrl } from './request-url.ts';

/** One session of a project (decision 066) under /sessions/:session, else the page's booking. */
const bookingPath = (session?: number | null) => (session ? `/sessions/${session}` : '/booking');

/** POST /api/requests/:token/booking/reschedule: moves the appointment to a free time, told the client's zone. */
export function rescheduleBooking(token: string, startsAt: string, session?: number | null) {
  return sendJson('POST', requestApiUrl(token, `${bookingPath(session)}/reschedule`), okResponseSchema, {
    startsAt,
    clientTimeZone: clientTimeZone(),
  });
}

/** POST /api/requests/:token/booking/cancel */
export function cancelBooking(token: string, session?: number | null) {
  return sendJson('POST', requestApiUrl(token, `${bookingPath(session)}/cancel`), okResponseSchema);
}
