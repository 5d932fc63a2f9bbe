import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookSessionRequestSchema,
  confirmEmailRequestSchema,
  healedPhotoResponseSchema,
  MAX_HEALED_PHOTO_BYTES,
  okResponseSchema,
  pickSlotRequestSchema,
  pickSlotResponseSchema,
  requestPageSchema,
  requestTokenParamsSchema,
  rescheduleRequestSchema,
  rescheduleTimesSchema,
  sessionParamsSchema,
  sessionTimesSchema,
} from '#common/contracts/booking-requests.ts';
import { AppError } from '../../lib/app-error.ts';
import { isClientEmailConfirmed } from '../mail/is-client-email-confirmed.ts';
import { bookProjectSession, listSessionTimes } from './book-project-session.ts';
import { cancelBooking, listRescheduleTimes, rescheduleBooking } from './change-client-booking.ts';
import { confirmRequestEmail } from './confirm-request-email.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import { loadClientRequest } from './core/load-client-request.ts';
import { deleteClientRequest } from './delete-client-request.ts';
import { conversationText, toRequestPage } from './get-request-page.ts';
import { pickSlot } from './pick-slot.ts';
import { HEALED_PHOTO_FIELD, shareHealedPhoto } from './share-healed-photo.ts';
import { startDepositCheckout } from './start-deposit-checkout.ts';

/** A signed-out client's calls, so per IP: enough for a page and its actions, too few to try tokens. */
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * The client's private request page (issue #14, decision 022), reached by the token alone: no session. Every
 * call first resolves the token (404 forged or unknown, 410 lapsed).
 */
export const bookingRequestRoutes: FastifyPluginAsyncZod<BookingRequestDeps> = async (app, deps) => {
  const load = (token: string) => loadClientRequest({ db: deps.db, env: deps.env, token, now: deps.clock() });
  const depositCollection = deps.payments ? 'stripe' : 'artist';
  const params = requestTokenParamsSchema;
  const config = { access: 'public', rateLimit: RATE_LIMIT } as const;

  app.get(
    '/api/requests/:token',
    { config, schema: { params, response: { 200: requestPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const clientRequest = await load(request.params.token);
      const { artistId, email } = clientRequest.lead;
      const isEmailConfirmed = email !== '' && (await isClientEmailConfirmed(deps.db, artistId, email));
      return toRequestPage(clientRequest, { now: deps.clock(), depositCollection, isEmailConfirmed });
    },
  );

  app.post(
    '/api/requests/:token/confirm-email',
    { config, schema: { params, body: confirmEmailRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { token } = request.params;
      await confirmRequestEmail(deps, { request: await load(token), token, code: request.body.code });
      return { ok: true as const };
    },
  );

  app.get('/api/requests/:token/conversation.txt', { config, schema: { params } }, async (request, reply) => {
    const text = conversationText(await load(request.params.token));
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="tattoo-request-conversation.txt"')
      .send(text);
  });

  app.post(
    '/api/requests/:token/booking',
    { config, schema: { params, body: pickSlotRequestSchema, response: { 200: pickSlotResponseSchema } } },
    async (request) => pickSlot(deps, { request: await load(request.params.token), data: request.body }),
  );

  app.post(
    '/api/requests/:token/booking/checkout',
    { config, schema: { params, response: { 200: pickSlotResponseSchema } } },
    async (request) => {
      const clientRequest = await load(request.params.token);
      const bookingId = clientRequest.booking?.id ?? '';
      return { checkoutUrl: await startDepositCheckout(deps, { request: clientRequest, bookingId }) };
    },
  );

  app.get(
    '/api/requests/:token/booking/times',
    { config, schema: { params, response: { 200: rescheduleTimesSchema } } },
    async (request) => listRescheduleTimes(deps, await load(request.params.token)),
  );

  app.post(
    '/api/requests/:token/booking/reschedule',
    { config, schema: { params, body: rescheduleRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const clientRequest = await load(request.params.token);
      const { startsAt, clientTimeZone } = request.body;
      await rescheduleBooking(deps, { request: clientRequest, startsAt: new Date(startsAt), clientTimeZone });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/requests/:token/booking/cancel',
    { config, schema: { params, response: { 200: okResponseSchema } } },
    async (request) => {
      await cancelBooking(deps, await load(request.params.token));
      return { ok: true as const };
    },
  );

  // A project's later sessions (decision 066): their free times, and booking the next one.
  app.get(
    '/api/requests/:token/sessions/times',
    { config, schema: { params, response: { 200: sessionTimesSchema } } },
    async (request) => listSessionTimes(deps, await load(request.params.token)),
  );

  app.post(
    '/api/requests/:token/sessions',
    { config, schema: { params, body: bookSessionRequestSchema, response: { 200: pickSlotResponseSchema } } },
    async (request) =>
      bookProjectSession(deps, { request: await load(request.params.token), data: request.body }),
  );

  // One booked session of a project: moved or cancelled as the page's booking is, named by its number.
  const sessionParams = sessionParamsSchema;
  app.get(
    '/api/requests/:token/sessions/:session/times',
    { config, schema: { params: sessionParams, response: { 200: rescheduleTimesSchema } } },
    async (request) => listRescheduleTimes(deps, await load(request.params.token), request.params.session),
  );

  app.post(
    '/api/requests/:token/sessions/:session/reschedule',
    {
      config,
      schema: { params: sessionParams, body: rescheduleRequestSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const { startsAt, clientTimeZone } = request.body;
      await rescheduleBooking(deps, {
        request: await load(request.params.token),
        startsAt: new Date(startsAt),
        clientTimeZone,
        session: request.params.session,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/requests/:token/sessions/:session/cancel',
    { config, schema: { params: sessionParams, response: { 200: okResponseSchema } } },
    async (request) => {
      await cancelBooking(deps, await load(request.params.token), request.params.session);
      return { ok: true as const };
    },
  );

  // The healed photo is sent as the file's own bytes (the browser's File as the body): no multipart to parse.
  // What it is comes from its first bytes, not this header; a body past the limit is a 413 before it is read whole.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: MAX_HEALED_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/requests/:token/healed-photos',
    {
      config,
      bodyLimit: MAX_HEALED_PHOTO_BYTES,
      schema: { params, response: { 200: healedPhotoResponseSchema } },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) {
        throw new AppError('VALIDATION_FAILED', 'Send the photo itself as the body', {
          [HEALED_PHOTO_FIELD]: 'Send the photo itself as the body, with an image content type',
        });
      }
      return shareHealedPhoto(deps, { request: await load(request.params.token), bytes });
    },
  );

  app.delete(
    '/api/requests/:token',
    { config, schema: { params, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteClientRequest({
        db: deps.db,
        jobs: deps.jobs,
        storage: deps.storage,
        appUrl: deps.env.APP_URL,
        dataDir: deps.env.DATA_DIR,
        request: await load(request.params.token),
      });
      return { ok: true as const };
    },
  );
};
