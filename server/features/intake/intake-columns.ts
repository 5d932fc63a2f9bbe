import { eq } from 'drizzle-orm';
import type { IntakeSettings } from '#common/contracts/intake.ts';
import { localDateOf } from '#common/domain/booking/zoned-time.ts';
import { booksOn } from '#common/domain/intake/books-schedule.ts';
import type { Db } from '../../db/client.ts';
import { availabilitySettings, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The zone an artist who never saved their availability is in: the availability row's own default. */
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The intake settings (issue #11) as stored on the artist's row, with the books as they stand on `today` in the
 * artist's zone (issue #26 item 7: a reopen date reached opens them).
 */
export function toIntakeSettings(row: UserRow, today: string): IntakeSettings {
  return booksOn(
    {
      specialtyStyles: row.specialtyStyles as IntakeSettings['specialtyStyles'],
      avoidStyles: row.avoidStyles as IntakeSettings['avoidStyles'],
      minimumPrice: row.minimumPrice,
      booksStatus: row.booksStatus,
      takesCoverUps: row.takesCoverUps,
      takesWalkIns: row.takesWalkIns,
      doesFlash: row.doesFlash,
      depositPolicy: row.depositPolicy,
      studioLocation: row.studioLocation,
      studioHours: row.studioHours,
      agePolicy: row.agePolicy,
      booksReopenOn: row.booksReopenOn,
      booksCloseAfter: row.booksCloseAfter,
    },
    today,
  );
}

/** The artist's calendar day at `now` in the zone of their availability settings. */
export function artistToday(timeZone: string | null, now: Date): string {
  return localDateOf(now, timeZone ?? DEFAULT_TIME_ZONE);
}

/** The artist's row and their availability zone; throws NOT_FOUND if the user is gone. */
export async function loadIntakeRow(db: Db, artistId: string) {
  const [row] = await db
    .select({ artist: users, timeZone: availabilitySettings.timeZone })
    .from(users)
    .leftJoin(availabilitySettings, eq(availabilitySettings.artistId, users.id))
    .where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}
