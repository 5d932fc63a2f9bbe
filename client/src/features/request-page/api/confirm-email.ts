import { sendJson } from '#client/lib/api-client.ts';
import { okResponseSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/** POST /api/requests/:token/confirm-email: the code of the confirmation email's link (decision 055). */
export function confirmEmail(token: string, code: string) {
  return sendJson('POST', requestApiUrl(token, '/confirm-email'), okResponseSchema, { code });
}
