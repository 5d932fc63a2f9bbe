import { sendJson } from '#client/lib/api-client.ts';
import { type PickSlotResponse, pickSlotResponseSchema } from '#common/contracts/booking-requests.ts';
import { clientTimeZone } from '../format-slot.ts';
import { requestApiUrl } from './request-url.ts';

/** POST /api/requests/:token/booking: holds or books the offered time; a checkout URL when a deposit is due. */
export function pickSlot(token: string, offerId: string): Promise<PickSlotResponse> {
  return sendJson('POST', requestApiUrl(token, '/booking'), pickSlotResponseSchema, {
    offerId,
    clientTimeZone: clientTimeZone(),
  });
}
