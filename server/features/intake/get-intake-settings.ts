import type { IntakeSettings } from '#common/contracts/intake.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { artistToday, loadIntakeRow, toIntakeSettings } from './intake-columns.ts';

/** The artist's intake settings, books as they stand today; throws NOT_FOUND if the user is gone. */
export async function getIntakeSettings({
  db,
  clock,
  artistId,
}: {
  db: Db;
  clock: Clock;
  artistId: string;
}): Promise<IntakeSettings> {
  const { artist, timeZone } = await loadIntakeRow(db, artistId);
  return toIntakeSettings(artist, artistToday(timeZone, clock()));
}
