import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilitySettingsSchema,
  bookDirectlySchema,
  bookingsOverviewSchema,
  calendarFeedSchema,
  cancelBookingSchema,
  declineLeadSchema,
  freeSlotsQuerySchema,
  freeSlotsSchema,
  leadBookingSchema,
  moveBookingSchema,
  offerTimesSchema,
  updateAvailabilitySchema,
} from '#common/contracts/booking.ts';
import { currentUser } from '../../auth/authenticate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { bookDirectly } from './book-directly.ts';
import { cancelArtistBooking } from './cancel-artist-booking.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { bookingActionFor, bookingArtistFor, leadActionFor, leadArtistFor } from './core/booking-scope.ts';
import { declineLead } from './decline-lead.ts';
import { getAvailability } from './get-availability.ts';
import { getBookingsOverview } from './get-bookings-overview.ts';
import { getCalendarFeed } from './get-calendar-feed.ts';
import { getHealedPhoto } from './get-healed-photo.ts';
import { getLeadBooking } from './get-lead-booking.ts';
import { listFreeSlots } from './list-free-slots.ts';
import { markDepositReceived } from './mark-deposit-received.ts';
import { markSessionDone } from './mark-session-done.ts';
import { listArtistMoveTimes, moveArtistBooking } from './move-artist-booking.ts';
import { offerTimes } from './offer-times.ts';
import { rotateCalendarToken } from './rotate-calendar-token.ts';
import { updateAvailability } from './update-availability.ts';

const leadParams = z.object({ leadId: z.uuid('Not a valid lead id') });
const bookingParams = z.object({ bookingId: z.uuid('Not a valid booking id') });
const feedParams = z.object({ file: z.string().max(80, 'Calendar not found') });

/**
 * Per IP, against guessing feed tokens: a calendar app polls a feed every few minutes (and a provider that
 * fetches for many artists from one address, a few times a day each), far below 60 a minute.
 */
const FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Issue #14, the artist's side of booking: availability, lead actions, the Bookings overview, the ICS feed. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingDeps & { storage: ObjectStorage }> = async (
  app,
  deps,
) => {
  const { db, jobs, env, clock, storage } = deps;
  const guarded = { config: { access: 'artist' } } as const;
  const feedRoute = { config: { access: 'public', rateLimit: FEED_RATE_LIMIT } } as const;
  // Whose lead or booking the action is on: the viewer's, or a studio member's for its owner and front desk.
  const leadArtist = (request: FastifyRequest, leadId: string) =>
    leadArtistFor(db, { viewerId: currentUser(request).id, leadId });
  const bookingArtist = (request: FastifyRequest, bookingId: string) =>
    bookingArtistFor(db, { viewerId: currentUser(request).id, bookingId });
  // The same, with who acts when it is not the artist: for the actions the artist's history names the actor of.
  const bookingAction = (request: FastifyRequest, bookingId: string) =>
    bookingActionFor(db, { viewerId: currentUser(request).id, bookingId });
  const leadAction = (request: FastifyRequest, leadId: string) =>
    leadActionFor(db, { viewerId: currentUser(request).id, leadId });

  app.get(
    '/api/booking/availability',
    { ...guarded, schema: { response: { 200: availabilitySettingsSchema } } },
    async (request) => getAvailability({ db, env, artistId: currentUser(request).id }),
  );
  app.put(
    '/api/booking/availability',
    { ...guarded, schema: { body: updateAvailabilitySchema, response: { 200: availabilitySettingsSchema } } },
    async (request) =>
      updateAvailability({ db, env, artistId: currentUser(request).id, data: request.body, now: clock() }),
  );
  app.post(
    '/api/booking/availability/calendar-token',
    { ...guarded, schema: { response: { 200: calendarFeedSchema } } },
    async (request) => rotateCalendarToken({ db, env, clock, artistId: currentUser(request).id }),
  );
  app.get(
    '/api/booking/overview',
    { ...guarded, schema: { response: { 200: bookingsOverviewSchema } } },
    async (request) =>
      getBookingsOverview({ db, jobs, env, viewerId: currentUser(request).id, now: clock() }),
  );
  app.get(
    '/api/booking/leads/:leadId',
    { ...guarded, schema: { params: leadParams, response: { 200: leadBookingSchema } } },
    async (request) =>
      getLeadBooking({
        db,
        env,
        artistId: await leadArtist(request, request.params.leadId),
        leadId: request.params.leadId,
        now: clock(),
      }),
  );
  app.get(
    '/api/booking/leads/:leadId/free-slots',
    {
      ...guarded,
      schema: { params: leadParams, querystring: freeSlotsQuerySchema, response: { 200: freeSlotsSchema } },
    },
    async (request) =>
      listFreeSlots({
        db,
        artistId: await leadArtist(request, request.params.leadId),
        leadId: request.params.leadId,
        sessionKind: request.query.sessionKind,
        now: clock(),
      }),
  );
  app.post(
    '/api/booking/leads/:leadId/offers',
    {
      ...guarded,
      schema: { params: leadParams, body: offerTimesSchema, response: { 200: leadBookingSchema } },
    },
    async (request) =>
      offerTimes(deps, {
        ...(await leadAction(request, request.params.leadId)),
        leadId: request.params.leadId,
        data: request.body,
      }),
  );
  app.post(
    '/api/booking/leads/:leadId/decline',
    {
      ...guarded,
      schema: { params: leadParams, body: declineLeadSchema, response: { 200: leadBookingSchema } },
    },
    async (request) =>
      declineLead(deps, {
        ...(await leadAction(request, request.params.leadId)),
        leadId: request.params.leadId,
        message: request.body.message,
      }),
  );
  app.post(
    '/api/booking/leads/:leadId/bookings',
    {
      ...guarded,
      schema: { params: leadParams, body: bookDirectlySchema, response: { 200: leadBookingSchema } },
    },
    async (request) =>
      bookDirectly(deps, {
        ...(await leadAction(request, request.params.leadId)),
        leadId: request.params.leadId,
        data: request.body,
      }),
  );
  app.post(
    '/api/booking/bookings/:bookingId/deposit-received',
    { ...guarded, schema: { params: bookingParams, response: { 200: leadBookingSchema } } },
    async (request) =>
      markDepositReceived(deps, {
        ...(await bookingAction(request, request.params.bookingId)),
        bookingId: request.params.bookingId,
      }),
  );
  app.post(
    '/api/booking/bookings/:bookingId/cancel',
    {
      ...guarded,
      schema: { params: bookingParams, body: cancelBookingSchema, response: { 200: leadBookingSchema } },
    },
    async (request) =>
      cancelArtistBooking(deps, {
        ...(await bookingAction(request, request.params.bookingId)),
        bookingId: request.params.bookingId,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/api/booking/bookings/:bookingId/done',
    { ...guarded, schema: { params: bookingParams, response: { 200: leadBookingSchema } } },
    async (request) =>
      markSessionDone(deps, {
        ...(await bookingAction(request, request.params.bookingId)),
        bookingId: request.params.bookingId,
      }),
  );
  app.get(
    '/api/booking/leads/:leadId/healed-photos/:name',
    {
      ...guarded,
      schema: {
        params: leadParams.extend({ name: z.string().regex(/^[a-f0-9]{32}\.webp$/, 'Photo not found') }),
      },
    },
    async (request, reply) => {
      const photo = await getHealedPhoto({
        db,
        storage,
        artistId: await leadArtist(request, request.params.leadId),
        leadId: request.params.leadId,
        name: request.params.name,
      });
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Length', photo.size)
        .type(photo.contentType)
        .send(photo.body);
    },
  );
  app.get(
    '/api/booking/bookings/:bookingId/move-times',
    { ...guarded, schema: { params: bookingParams, response: { 200: freeSlotsSchema } } },
    async (request) =>
      listArtistMoveTimes(deps, {
        artistId: await bookingArtist(request, request.params.bookingId),
        bookingId: request.params.bookingId,
      }),
  );
  app.post(
    '/api/booking/bookings/:bookingId/move',
    {
      ...guarded,
      schema: { params: bookingParams, body: moveBookingSchema, response: { 200: leadBookingSchema } },
    },
    async (request) =>
      moveArtistBooking(deps, {
        ...(await bookingAction(request, request.params.bookingId)),
        bookingId: request.params.bookingId,
        startsAt: new Date(request.body.startsAt),
      }),
  );

  // Public by design: calendar apps cannot sign in; the token in the file name is the secret (decision 021).
  app.get('/api/calendar/:file', { ...feedRoute, schema: { params: feedParams } }, async (request, reply) => {
    const token = request.params.file.match(/^(.+)\.ics$/)?.[1];
    if (!token) throw new AppError('NOT_FOUND', 'Calendar not found');
    const feed = await getCalendarFeed({ db, token, now: clock() });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(feed);
  });
};
