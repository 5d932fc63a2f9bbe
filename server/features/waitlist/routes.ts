import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestTokenParamsSchema } from '#common/contracts/booking-requests.ts';
import {
  acceptWaitlistOfferResponseSchema,
  acceptWaitlistOfferSchema,
  clientWaitlistSchema,
  updateWaitlistEntrySchema,
  waitlistDaysSchema,
  waitlistEntryParamsSchema,
  waitlistOfferParamsSchema,
  waitlistOfferSchema,
  waitlistSchema,
} from '#common/contracts/waitlist.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { BookingRequestDeps } from '../booking/core/booking-deps.ts';
import { loadClientRequest } from '../booking/core/load-client-request.ts';
import { listWaitlist, removeWaitlistEntry, updateWaitlistEntry } from './artist-waitlist.ts';
import { getClientWaitlist, leaveClientWaitlist, saveClientWaitlist } from './client-waitlist.ts';
import { acceptWaitlistOffer, getWaitlistOffer } from './waitlist-offer.ts';

/** The request page's limit (decision 022): per IP, enough for a page and its actions, too few to try tokens. */
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * The waitlist (issue #26 item 7, decision 067): the client's side on their request page, reached by its token
 * alone, and the artist's ordered list in the dashboard.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<BookingRequestDeps> = async (app, deps) => {
  const { db, clock } = deps;
  const load = (token: string) => loadClientRequest({ db, env: deps.env, token, now: clock() });
  const client = { config: { access: 'public', rateLimit: RATE_LIMIT } } as const;
  const artist = { config: { access: 'artist' } } as const;
  const params = requestTokenParamsSchema;

  app.get(
    '/api/requests/:token/waitlist',
    { ...client, schema: { params, response: { 200: clientWaitlistSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getClientWaitlist(db, { request: await load(request.params.token), now: clock() });
    },
  );
  app.put(
    '/api/requests/:token/waitlist',
    { ...client, schema: { params, body: waitlistDaysSchema, response: { 200: clientWaitlistSchema } } },
    async (request) =>
      saveClientWaitlist(db, { request: await load(request.params.token), days: request.body, now: clock() }),
  );
  app.delete(
    '/api/requests/:token/waitlist',
    { ...client, schema: { params, response: { 200: clientWaitlistSchema } } },
    async (request) => leaveClientWaitlist(db, { request: await load(request.params.token), now: clock() }),
  );
  app.get(
    '/api/requests/:token/waitlist/offers/:offerId',
    { ...client, schema: { params: waitlistOfferParamsSchema, response: { 200: waitlistOfferSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { token, offerId } = request.params;
      return getWaitlistOffer(db, { request: await load(token), offerId, now: clock() });
    },
  );
  app.post(
    '/api/requests/:token/waitlist/offers/:offerId/accept',
    {
      ...client,
      schema: {
        params: waitlistOfferParamsSchema,
        body: acceptWaitlistOfferSchema,
        response: { 200: acceptWaitlistOfferResponseSchema },
      },
    },
    async (request) => {
      const { token, offerId } = request.params;
      const { clientTimeZone } = request.body;
      return acceptWaitlistOffer(deps, { request: await load(token), offerId, clientTimeZone });
    },
  );

  app.get('/api/waitlist', { ...artist, schema: { response: { 200: waitlistSchema } } }, async (request) =>
    listWaitlist(db, { artistId: currentUser(request).id }),
  );
  app.patch(
    '/api/waitlist/:entryId',
    {
      ...artist,
      schema: {
        params: waitlistEntryParamsSchema,
        body: updateWaitlistEntrySchema,
        response: { 200: waitlistSchema },
      },
    },
    async (request) =>
      updateWaitlistEntry(db, {
        artistId: currentUser(request).id,
        entryId: request.params.entryId,
        data: request.body,
      }),
  );
  app.delete(
    '/api/waitlist/:entryId',
    { ...artist, schema: { params: waitlistEntryParamsSchema, response: { 200: waitlistSchema } } },
    async (request) =>
      removeWaitlistEntry(db, { artistId: currentUser(request).id, entryId: request.params.entryId }),
  );
};
