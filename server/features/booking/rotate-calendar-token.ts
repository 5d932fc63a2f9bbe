import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySettings } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { loadAvailability, newCalendarToken } from './core/availability.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { calendarFeedUrl } from './get-availability.ts';

/**
 * POST /api/booking/availability/calendar-token: a new feed URL; the old one answers 404 from now on. PLAN_REQUIRED
 * on a plan without the calendar feed.
 */
export async function rotateCalendarToken({
  db,
  env,
  clock,
  artistId,
}: {
  db: Db;
  env: BookingDeps['env'];
  clock: Clock;
  artistId: string;
}): Promise<{ calendarFeedUrl: string }> {
  await requireFeature({ db, clock }, artistId, 'calendarFeed');
  await loadAvailability(db, artistId);
  const calendarToken = newCalendarToken();
  await db
    .update(availabilitySettings)
    .set({ calendarToken })
    .where(eq(availabilitySettings.artistId, artistId));
  return { calendarFeedUrl: calendarFeedUrl(env.APP_URL, calendarToken) };
}
