import type { Slot } from '#common/contracts/booking.ts';
import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots, type Interval } from '#common/domain/booking/free-slots.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../db/client.ts';
import type { AvailabilitySettingsRow } from '../../db/schema/index.ts';
import { findArtistLead } from './artist-lead.ts';
import { loadAvailability } from './availability.ts';
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
  settings: AvailabilitySettingsRow,
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

/**
 * GET /api/booking/leads/:leadId/free-slots: the artist's free slots for a session kind over the next
 * BOOKING_HORIZON_DAYS, earliest first; NOT_FOUND for another artist's lead.
 */
export async function listFreeSlots({
  db,
  artistId,
  leadId,
  sessionKind,
  now,
}: {
  db: Db;
  artistId: string;
  leadId: string;
  sessionKind: SessionKind;
  now: Date;
}): Promise<{ timeZone: string; slots: Slot[] }> {
  await findArtistLead(db, { artistId, leadId });
  const settings = await loadAvailability(db, artistId);
  const slots = freeSlots({
    ...(await slotInputs(db, settings, { from: now, now })),
    durationMinutes: settings.sessionMinutes[sessionKind],
    from: now,
    until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000),
    stepMinutes: slotStepMinutes(settings.sessionMinutes[sessionKind]),
    limit: FREE_SLOTS_LIMIT,
  });
  return {
    timeZone: settings.timeZone,
    slots: slots.map(toSlot),
  };
}
