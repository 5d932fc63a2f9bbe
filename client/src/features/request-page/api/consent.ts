import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, getJson, sendJson } from '#client/lib/api-client.ts';
import { consentPageSchema, type SignConsentRequest } from '#common/contracts/consent.ts';
import { requestApiUrl } from './request-url.ts';

const consentUrl = (token: string, bookingId: string) =>
  requestApiUrl(token, `/consent/${encodeURIComponent(bookingId)}`);

/** GET /api/requests/:token/consent/:bookingId: the form to sign, in the client's language. */
export function getConsentPageQueryOptions(token: string, bookingId: string) {
  return queryOptions({
    queryKey: ['/api/requests', token, 'consent', bookingId],
    queryFn: () => getJson(consentUrl(token, bookingId), consentPageSchema),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** POST /api/requests/:token/consent/:bookingId: the client signs. */
export function signConsent(token: string, bookingId: string, data: SignConsentRequest) {
  return sendJson('POST', consentUrl(token, bookingId), z.object({ signedAt: z.string() }), data);
}
