import { type Interval, isFreeSlot } from '#common/domain/booking/free-slots.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import type { AvailabilitySettingsRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { slotInputs } from './free-slot-search.ts';

/**
 * The slot a start time makes for the session kind, if it is free now: inside working hours on an open day,
 * in the future and clear of bookings with the buffer. Else CONFLICT naming `field`. (The database still has
 * the last word on overlaps: two requests can pass this check at once.)
 */
export async function requireFreeSlots(
  db: Db,
  settings: AvailabilitySettingsRow,
  {
    startTimes,
    sessionKind,
    now,
    field,
  }: { startTimes: string[]; sessionKind: SessionKind; now: Date; field: string },
): Promise<Interval[]> {
  const inputs = await slotInputs(db, settings, { from: now, now });
  const minutes = settings.sessionMinutes[sessionKind];
  return startTimes.map((time) => {
    const startsAt = new Date(time);
    const slot = { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
    if (!isFreeSlot(slot, { ...inputs, now })) {
      throw new AppError('CONFLICT', `${time} is not free for this session`, {
        [field]: 'That time is no longer free — pick another',
      });
    }
    return slot;
  });
}
