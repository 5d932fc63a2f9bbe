import type { Slot } from '#common/contracts/booking.ts';
import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots } from '#common/domain/booking/free-slots.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../db/client.ts';
import { findArtistLead } from './core/artist-lead.ts';
import { loadAvailability } from './core/availability.ts';
import { FREE_SLOTS_LIMIT, slotInputs, slotStepMinutes, toSlot } from './core/free-slot-search.ts';

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
