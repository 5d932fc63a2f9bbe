import { eq } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../db/client.ts';
import { availabilitySettings } from '../../db/schema/index.ts';
import { DEFAULT_AVAILABILITY } from './core/availability.ts';
import { slotInputs, slotStepMinutes } from './core/free-slot-search.ts';

/**
 * When the artist could next tattoo a new client: the start of their first free small session (the shortest
 * tattoo session) within BOOKING_HORIZON_DAYS, or null for none. Reads only: an artist who never saved their
 * availability is read with the defaults their first offer would store, and nothing is stored (a studio chat
 * weighs two artists by it, decision 075; it must not write rows for every artist it looks at).
 */
export async function findNextOpenSlot(
  db: Db,
  { artistId, now }: { artistId: string; now: Date },
): Promise<Date | null> {
  const [saved] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.artistId, artistId));
  const settings = saved ?? { artistId, ...DEFAULT_AVAILABILITY };
  const durationMinutes = settings.sessionMinutes.small;
  const [first] = freeSlots({
    ...(await slotInputs(db, settings, { from: now, now })),
    durationMinutes,
    from: now,
    until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000),
    stepMinutes: slotStepMinutes(durationMinutes),
    limit: 1,
  });
  return first?.startsAt ?? null;
}
