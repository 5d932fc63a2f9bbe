import { sendJson } from '#client/lib/api-client.ts';
import { okResponseSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/** DELETE /api/requests/:token: the lead, its conversation and images, for good. */
export function deleteRequest(token: string) {
  return sendJson('DELETE', requestApiUrl(token), okResponseSchema);
}
