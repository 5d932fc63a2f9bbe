import { eq } from 'drizzle-orm';
import type { AvailabilitySettings, UpdateAvailability } from '#common/contracts/booking.ts';
import type { Db } from '../../db/client.ts';
import { availabilitySettings } from '../../db/schema/index.ts';
import { loadAvailability } from './core/availability.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { toAvailabilityDto } from './get-availability.ts';

/**
 * PUT /api/booking/availability: replaces the artist's settings (the calendar token stays). Existing bookings
 * keep their times; only new offers and bookings see the change.
 */
export async function updateAvailability({
  db,
  env,
  artistId,
  data,
  now,
}: {
  db: Db;
  env: BookingDeps['env'];
  artistId: string;
  data: UpdateAvailability;
  now: Date;
}): Promise<AvailabilitySettings> {
  await loadAvailability(db, artistId);
  const [row] = await db
    .update(availabilitySettings)
    .set({ ...data, updatedAt: now, savedAt: now })
    .where(eq(availabilitySettings.artistId, artistId))
    .returning();
  return toAvailabilityDto(row!, env);
}
