import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../../db/client.ts';
import { loadAvailability } from './availability.ts';
import { slotInputs, slotStepMinutes } from './free-slot-search.ts';

/**
 * When the artist could next take a small session (the shortest, so any idea fits behind it): the start of their
 * first free slot within the booking horizon, or null when none. A studio's routing prefers, of two equal fits,
 * the one free sooner (decision 075).
 */
export async function nextOpenSlotAt(
  db: Db,
  { artistId, now }: { artistId: string; now: Date },
): Promise<Date | null> {
  const settings = await loadAvailability(db, artistId);
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
