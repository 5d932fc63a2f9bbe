import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { bookingsOverviewSchema } from '#common/contracts/booking.ts';

export const BOOKINGS_OVERVIEW_QUERY_KEY = ['/api/booking/overview'] as const;

/** GET /api/booking/overview: upcoming appointments by day, deposits due, and the your-turn queue. */
export function getBookingsOverviewQueryOptions() {
  return queryOptions({
    queryKey: BOOKINGS_OVERVIEW_QUERY_KEY,
    queryFn: () => getJson('/api/booking/overview', bookingsOverviewSchema),
  });
}
