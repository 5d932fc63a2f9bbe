import type { AvailabilitySettings } from '#common/contracts/booking.ts';
import type { Db } from '../../db/client.ts';
import type { AvailabilitySettingsRow } from '../../db/schema/index.ts';
import { appLink } from '../mail/email-layout.ts';
import { loadAvailability } from './core/availability.ts';
import { type BookingDeps, depositCollectionOf } from './core/booking-deps.ts';

/** Where a calendar app subscribes: the token is the only secret (decision 021). */
export const calendarFeedUrl = (appUrl: string, token: string) =>
  appLink(appUrl, `/api/calendar/${token}.ics`);

export function toAvailabilityDto(
  row: AvailabilitySettingsRow,
  env: BookingDeps['env'],
): AvailabilitySettings {
  return {
    timeZone: row.timeZone,
    weeklyHours: row.weeklyHours,
    sessionMinutes: row.sessionMinutes,
    blockedDates: row.blockedDates,
    bufferMinutes: row.bufferMinutes,
    rescheduleNoticeHours: row.rescheduleNoticeHours,
    depositRule: row.depositRule,
    currency: row.currency,
    isSaved: row.savedAt !== null,
    calendarFeedUrl: calendarFeedUrl(env.APP_URL, row.calendarToken),
    depositCollection: depositCollectionOf(env),
    prepNotes: row.prepNotes,
    paymentInstructions: row.paymentInstructions,
    refundPolicy: row.refundPolicy,
    isTextRemindersOn: row.isTextRemindersOn,
    smsProvider: env.SMS_PROVIDER,
    aftercareText: row.aftercareText,
    reviewUrl: row.reviewUrl,
  };
}

/** GET /api/booking/availability: the artist's settings, made with the defaults on first read. */
export async function getAvailability({
  db,
  env,
  artistId,
}: {
  db: Db;
  env: BookingDeps['env'];
  artistId: string;
}): Promise<AvailabilitySettings> {
  return toAvailabilityDto(await loadAvailability(db, artistId), env);
}
