import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentPageSchema,
  appointmentSchema,
  bookingCursorQuerySchema,
  publicAvailabilitySchema,
} from '#common/contracts/booking.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentApiCaller } from '../api-keys/authenticate-api-key.ts';
import type { BookingDeps } from '../booking/core/booking-deps.ts';
import { getAvailability } from '../booking/get-availability.ts';
import { getBooking } from '../booking/get-booking.ts';
import { listBookings } from '../booking/list-bookings.ts';
import { NOT_FOUND_ERROR, noQuerySchema, PUBLIC_API_ERRORS } from './error-responses.ts';

const bookingParams = z.object({ id: z.uuid('Not a valid booking id') });
const readBookings = { access: 'api-key', apiScope: 'bookings:read' } as const;

/**
 * /api/v1 bookings and availability (issue #29 item 2, decision 080), read-only with `bookings:read`: the Bookings
 * tab's select and the Settings availability, as the key's artist reads them signed in.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<
  Pick<BookingDeps, 'db' | 'env' | 'jobs'> & { clock: Clock }
> = async (app, { db, env, jobs, clock }) => {
  app.get(
    '/api/v1/bookings',
    {
      config: readBookings,
      schema: {
        operationId: 'listBookings',
        tags: ['Bookings'],
        summary: 'List bookings, soonest first, a page at a time',
        description:
          'Held, confirmed and cancelled; filter by status and by start (`from` ≤ start < `to`), and page on with `nextCursor`.',
        querystring: bookingCursorQuerySchema,
        response: { 200: appointmentPageSchema, ...PUBLIC_API_ERRORS },
      },
    },
    async (request) =>
      listBookings({
        db,
        jobs,
        artistId: currentApiCaller(request).viewer.id,
        query: request.query,
        now: clock(),
      }),
  );

  app.get(
    '/api/v1/bookings/:id',
    {
      config: readBookings,
      schema: {
        operationId: 'getBooking',
        tags: ['Bookings'],
        summary: 'One booking',
        params: bookingParams,
        response: { 200: appointmentSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) =>
      getBooking({
        db,
        jobs,
        artistId: currentApiCaller(request).viewer.id,
        bookingId: request.params.id,
        now: clock(),
      }),
  );

  app.get(
    '/api/v1/availability',
    {
      config: readBookings,
      schema: {
        operationId: 'getAvailability',
        tags: ['Availability'],
        summary: 'Working hours, session lengths, blocked dates and the deposit rule',
        querystring: noQuerySchema,
        response: { 200: publicAvailabilitySchema, ...PUBLIC_API_ERRORS },
      },
    },
    // The response schema leaves out the calendar feed's secret address (decision 080).
    async (request) => getAvailability({ db, env, artistId: currentApiCaller(request).viewer.id }),
  );
};
