import { sendJson } from '#client/lib/api-client.ts';
import { type PickSlotResponse, pickSlotResponseSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/** POST /api/requests/:token/booking/checkout: a fresh payment page for the held time's deposit. */
export function startCheckout(token: string): Promise<PickSlotResponse> {
  return sendJson('POST', requestApiUrl(token, '/booking/checkout'), pickSlotResponseSchema);
}
