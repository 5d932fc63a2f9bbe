import { sendJson } from '#client/lib/api-client.ts';
import { okResponseSchema } from '#common/contracts/booking-requests.ts';
import { clientTimeZone } from '../format-slot.ts';
import { requestApiUrl } from './request-url.ts';

/** POST /api/requests/:token/booking/reschedule: moves the appointment to a free time, told the client's zone. */
export function rescheduleBooking(token: string, startsAt: string) {
  return sendJson('POST', requestApiUrl(token, '/booking/reschedule'), okResponseSchema, {
    startsAt,
    clientTimeZone: clientTimeZone(),
  });
}

/** POST /api/requests/:token/booking/cancel */
export function cancelBooking(token: string) {
  return sendJson('POST', requestApiUrl(token, '/booking/cancel'), okResponseSchema);
}
