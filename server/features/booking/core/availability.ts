import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_DEPOSIT_RULE,
  DEFAULT_RESCHEDULE_NOTICE_HOURS,
  DEFAULT_SESSION_MINUTES,
  DEFAULT_WEEKLY_HOURS,
} from '#common/domain/booking/defaults.ts';
import type { Db } from '../../../db/client.ts';
import { type AvailabilitySettingsRow, availabilitySettings } from '../../../db/schema/index.ts';

/** 24 random bytes: the calendar feed URL is the only secret guarding it (decision 021). */
export function newCalendarToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What an artist's availability is until they save their own: UTC, Tuesday to Saturday, no deposit. */
export const DEFAULT_AVAILABILITY = {
  timeZone: 'UTC',
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  sessionMinutes: DEFAULT_SESSION_MINUTES,
  blockedDates: [] as string[],
  bufferMinutes: DEFAULT_BUFFER_MINUTES,
  rescheduleNoticeHours: DEFAULT_RESCHEDULE_NOTICE_HOURS,
  depositRule: DEFAULT_DEPOSIT_RULE,
};

/**
 * The artist's availability row, made with the defaults (UTC, Tuesday to Saturday) the first time anything
 * needs it: offers and the calendar feed work before the artist has visited Settings.
 */
export async function loadAvailability(db: Db, artistId: string): Promise<AvailabilitySettingsRow> {
  const [existing] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.artistId, artistId));
  if (existing) return existing;
  await db
    .insert(availabilitySettings)
    .values({ artistId, ...DEFAULT_AVAILABILITY, calendarToken: newCalendarToken() })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.artistId, artistId));
  return created!;
}
