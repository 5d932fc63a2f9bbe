import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type AcceptWaitlistOfferResponse,
  acceptWaitlistOfferResponseSchema,
  type ClientWaitlist,
  clientWaitlistSchema,
  type WaitlistDays,
  waitlistOfferSchema,
} from '#common/contracts/waitlist.ts';
import { clientTimeZone } from '../format-slot.ts';
import { requestApiUrl } from './request-url.ts';

/** GET /api/requests/:token/waitlist: whether the client may join, and their days when they have (decision 067). */
export function getWaitlistQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/requests', token, 'waitlist'],
    queryFn: () => getJson(requestApiUrl(token, '/waitlist'), clientWaitlistSchema),
  });
}

/** PUT /api/requests/:token/waitlist: joins with the days that suit, or changes them. */
export const saveWaitlistDays = (token: string, days: WaitlistDays): Promise<ClientWaitlist> =>
  sendJson('PUT', requestApiUrl(token, '/waitlist'), clientWaitlistSchema, days);

/** DELETE /api/requests/:token/waitlist: leaves the waitlist. */
export const leaveWaitlist = (token: string): Promise<ClientWaitlist> =>
  sendJson('DELETE', requestApiUrl(token, '/waitlist'), clientWaitlistSchema);

/** GET /api/requests/:token/waitlist/offers/:offerId: the freed slot emailed to the client, and if it is open. */
export function getWaitlistOfferQueryOptions(token: string, offerId: string) {
  return queryOptions({
    queryKey: ['/api/requests', token, 'waitlist', 'offers', offerId],
    queryFn: () => getJson(requestApiUrl(token, `/waitlist/offers/${offerId}`), waitlistOfferSchema),
    retry: false,
  });
}

/** POST …/offers/:offerId/accept: takes the freed slot, or learns another client took it first. */
export const acceptWaitlistOffer = (token: string, offerId: string): Promise<AcceptWaitlistOfferResponse> =>
  sendJson(
    'POST',
    requestApiUrl(token, `/waitlist/offers/${encodeURIComponent(offerId)}/accept`),
    acceptWaitlistOfferResponseSchema,
    { clientTimeZone: clientTimeZone() },
  );
