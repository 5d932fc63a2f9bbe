import type { Slot } from '#common/contracts/booking.ts';
import type { Interval } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../../db/client.ts';
import type { AvailabilitySettingsRow } from '../../../db/schema/index.ts';
import { loadBusyTime } from './busy-time.ts';

/** The most slots one answer lists: about three weeks of half-hour starts. */
export const FREE_SLOTS_LIMIT = 300;

/** Long sessions start on the hour: a day of half-hour variants of an 8-hour session helps no one. */
export const slotStepMinutes = (durationMinutes: number) => (durationMinutes >= 120 ? 60 : 30);

/** A free interval as the API sends it. */
export const toSlot = (interval: Interval): Slot => ({
  startsAt: interval.startsAt.toISOString(),
  endsAt: interval.endsAt.toISOString(),
});

/** The settings and busy time a free-slot computation reads, for a window starting at `from`. */
export async function slotInputs(
  db: Db,
  settings: Pick<
    AvailabilitySettingsRow,
    'artistId' | 'timeZone' | 'weeklyHours' | 'blockedDates' | 'bufferMinutes'
  >,
  { from, now }: { from: Date; now: Date },
) {
  return {
    timeZone: settings.timeZone,
    weeklyHours: settings.weeklyHours,
    blockedDates: settings.blockedDates,
    bufferMinutes: settings.bufferMinutes,
    busy: await loadBusyTime(db, {
      artistId: settings.artistId,
      from: new Date(from.getTime() - 86_400_000),
      now,
    }),
  };
}
