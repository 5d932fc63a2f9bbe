import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type ArtistPartRequest,
  bookingConsentSchema,
  type ConsentTemplate,
  consentStatusesSchema,
  consentTemplateResponseSchema,
} from '#common/contracts/consent.ts';

/** GET /api/consent/template: the artist's consent form (the default until they save one). */
export function getConsentTemplateQueryOptions() {
  return queryOptions({
    queryKey: ['/api/consent/template'],
    queryFn: () => getJson('/api/consent/template', consentTemplateResponseSchema),
  });
}

/** PUT /api/consent/template: saves a new version; forms already signed keep theirs. */
export function saveConsentTemplate(template: ConsentTemplate) {
  return sendJson('PUT', '/api/consent/template', consentTemplateResponseSchema, template);
}

/** Under ['/api/consent/bookings'], so one invalidation refreshes every booking's consent. */
export const bookingConsentKey = (bookingId: string) => ['/api/consent/bookings', bookingId] as const;

/** GET /api/consent/bookings/:bookingId: status, answers, the PDF and ID photo links, the artist's part. */
export function getBookingConsentQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingConsentKey(bookingId),
    queryFn: () => getJson(`/api/consent/bookings/${bookingId}`, bookingConsentSchema),
  });
}

/** POST /api/consent/bookings/:bookingId/artist-part: ink, lot numbers, needles and the artist's signature. */
export function recordArtistPart(bookingId: string, data: ArtistPartRequest) {
  return sendJson('POST', `/api/consent/bookings/${bookingId}/artist-part`, bookingConsentSchema, data);
}

/** GET /api/consent/statuses?bookingIds=…: the badges of the appointments listed. */
export function getConsentStatusesQueryOptions(bookingIds: readonly string[]) {
  const ids = [...bookingIds].sort().join(',');
  return queryOptions({
    queryKey: ['/api/consent/bookings', 'statuses', ids],
    queryFn: () => getJson(`/api/consent/statuses?bookingIds=${ids}`, consentStatusesSchema),
    enabled: ids.length > 0,
  });
}
