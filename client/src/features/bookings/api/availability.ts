import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type AvailabilitySettings,
  availabilitySettingsSchema,
  calendarFeedSchema,
  type UpdateAvailability,
} from '#common/contracts/booking.ts';

export const AVAILABILITY_QUERY_KEY = ['/api/booking/availability'] as const;

/** GET /api/booking/availability: the artist's bookable time, deposit rule and calendar feed URL. */
export function getAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: AVAILABILITY_QUERY_KEY,
    queryFn: () => getJson('/api/booking/availability', availabilitySettingsSchema),
  });
}

/** PUT /api/booking/availability: replaces the settings; a 400 names the bad field. */
export function saveAvailability(data: UpdateAvailability): Promise<AvailabilitySettings> {
  return sendJson('PUT', '/api/booking/availability', availabilitySettingsSchema, data);
}

/** POST /api/booking/availability/calendar-token: a new feed URL; the old one stops working. */
export function rotateCalendarLink(): Promise<{ calendarFeedUrl: string }> {
  return sendJson('POST', '/api/booking/availability/calendar-token', calendarFeedSchema);
}
