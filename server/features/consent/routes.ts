import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '#common/contracts/booking-requests.ts';
import {
  artistPartRequestSchema,
  bookingConsentSchema,
  bookingIdParamsSchema,
  consentPageParamsSchema,
  consentPageSchema,
  consentStatusesQuerySchema,
  consentStatusesSchema,
  consentTemplateResponseSchema,
  consentTemplateSchema,
  MAX_ID_PHOTO_BYTES,
  MAX_SIGNATURE_BYTES,
  signConsentRequestSchema,
} from '#common/contracts/consent.ts';
import { currentUser } from '../../auth/authenticate.ts';
import { bookingArtistFor } from '../booking/core/booking-scope.ts';
import { loadClientRequest } from '../booking/core/load-client-request.ts';
import type { ConsentDeps } from './consent-deps.ts';
import { getBookingConsent, listConsentStatuses } from './get-booking-consent.ts';
import { getConsentPage } from './get-consent-page.ts';
import { getConsentTemplate } from './get-consent-template.ts';
import { readConsentFile } from './read-consent-file.ts';
import { recordArtistPart } from './record-artist-part.ts';
import { saveConsentTemplate } from './save-consent-template.ts';
import { signConsentForm } from './sign-consent-form.ts';

/** A signature and an ID photo in base64 with room for the JSON around them. */
const SIGN_BODY_LIMIT = Math.ceil(((MAX_ID_PHOTO_BYTES + MAX_SIGNATURE_BYTES) * 4) / 3) + 64 * 1024;
const ARTIST_PART_BODY_LIMIT = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 16 * 1024;
/** The client's signing page, per IP, as the request page's own calls (request-page-routes.ts). */
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Consent forms (issue #26 item 4, decision 064): the artist's form and a booking's signed form on the artist's
 * side; the signing page under the client's request link on the public side.
 */
export const consentRoutes: FastifyPluginAsyncZod<ConsentDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const artist = { config: { access: 'artist' } } as const;
  // A studio's owner and front desk work a member's booking's form as that member (decision 073).
  const bookingArtist = (request: FastifyRequest, bookingId: string) =>
    bookingArtistFor(db, { viewerId: currentUser(request).id, bookingId });
  const client = { config: { access: 'public', rateLimit: RATE_LIMIT } } as const;

  app.get(
    '/api/consent/template',
    { ...artist, schema: { response: { 200: consentTemplateResponseSchema } } },
    async (request) => getConsentTemplate({ db, artistId: currentUser(request).id }),
  );

  app.put(
    '/api/consent/template',
    {
      ...artist,
      schema: { body: consentTemplateSchema, response: { 200: consentTemplateResponseSchema } },
    },
    async (request) =>
      saveConsentTemplate({ db, artistId: currentUser(request).id, template: request.body, now: clock() }),
  );

  app.get(
    '/api/consent/statuses',
    {
      ...artist,
      schema: { querystring: consentStatusesQuerySchema, response: { 200: consentStatusesSchema } },
    },
    async (request) =>
      listConsentStatuses(db, { viewerId: currentUser(request).id, bookingIds: request.query.bookingIds }),
  );

  app.get(
    '/api/consent/bookings/:bookingId',
    { ...artist, schema: { params: bookingIdParamsSchema, response: { 200: bookingConsentSchema } } },
    async (request) =>
      getBookingConsent(deps, {
        artistId: await bookingArtist(request, request.params.bookingId),
        bookingId: request.params.bookingId,
      }),
  );

  app.post(
    '/api/consent/bookings/:bookingId/artist-part',
    {
      ...artist,
      bodyLimit: ARTIST_PART_BODY_LIMIT,
      schema: {
        params: bookingIdParamsSchema,
        body: artistPartRequestSchema,
        response: { 200: bookingConsentSchema },
      },
    },
    async (request) =>
      recordArtistPart(deps, {
        artistId: await bookingArtist(request, request.params.bookingId),
        bookingId: request.params.bookingId,
        data: request.body,
      }),
  );

  for (const [file, name, disposition] of [
    ['pdf', 'form.pdf', 'inline; filename="consent-form.pdf"'],
    ['id-photo', 'id-photo.jpg', 'inline; filename="id-photo.jpg"'],
  ] as const) {
    app.get(
      `/api/consent/bookings/:bookingId/${name}`,
      { ...artist, schema: { params: bookingIdParamsSchema } },
      async (request, reply) => {
        const object = await readConsentFile(deps, {
          artistId: await bookingArtist(request, request.params.bookingId),
          bookingId: request.params.bookingId,
          file,
        });
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Length', object.size)
          .header('Content-Disposition', disposition)
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type(object.contentType)
          .send(object.body);
      },
    );
  }

  const load = (token: string) => loadClientRequest({ db, env: deps.env, token, now: clock() });

  app.get(
    '/api/requests/:token/consent/:bookingId',
    { ...client, schema: { params: consentPageParamsSchema, response: { 200: consentPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { token, bookingId } = request.params;
      return getConsentPage(deps, { request: await load(token), bookingId });
    },
  );

  app.post(
    '/api/requests/:token/consent/:bookingId',
    {
      ...client,
      bodyLimit: SIGN_BODY_LIMIT,
      schema: {
        params: consentPageParamsSchema,
        body: signConsentRequestSchema,
        response: { 200: okResponseSchema.extend({ signedAt: z.string() }) },
      },
    },
    async (request) => {
      const { token, bookingId } = request.params;
      const signed = await signConsentForm(deps, {
        request: await load(token),
        bookingId,
        data: request.body,
      });
      return { ok: true as const, ...signed };
    },
  );
};
