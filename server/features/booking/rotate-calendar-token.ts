import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySettings } from '../../db/schema/index.ts';
import { loadAvailability, newCalendarToken } from './core/availability.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { calendarFeedUrl } from './get-availability.ts';

/** POST /api/booking/availability/calendar-token: a new feed URL; the old one answers 404 from now on. */
export async function rotateCalendarToken({
  db,
  env,
  artistId,
}: {
  db: Db;
  env: BookingDeps['env'];
  artistId: string;
}): Promise<{ calendarFeedUrl: string }> {
  await loadAvailability(db, artistId);
  const calendarToken = newCalendarToken();
  await db
    .update(availabilitySettings)
    .set({ calendarToken })
    .where(eq(availabilitySettings.artistId, artistId));
  return { calendarFeedUrl: calendarFeedUrl(env.APP_URL, calendarToken) };
}
