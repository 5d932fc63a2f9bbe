import { eq } from 'drizzle-orm';
import type { IntakeSettings } from '#common/contracts/intake.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { artistToday, loadIntakeRow, toIntakeSettings } from './intake-columns.ts';

/**
 * Saves the artist's intake settings (validated by the contract) and returns them; throws NOT_FOUND if the
 * user is gone, and VALIDATION_FAILED for a reopen date that is not after today in the artist's zone. A
 * "close after" count starts from this save: only requests saved from now on count (issue #26 item 7). The
 * chat reads them through its artist cache, so replies change within its TTL.
 */
export async function updateIntakeSettings({
  db,
  clock,
  artistId,
  data,
}: {
  db: Db;
  clock: Clock;
  artistId: string;
  data: IntakeSettings;
}): Promise<IntakeSettings> {
  const { timeZone } = await loadIntakeRow(db, artistId);
  const today = artistToday(timeZone, clock());
  if (data.booksReopenOn !== null && data.booksReopenOn <= today) {
    const message = `Reopen date must be after today (${today} where you work)`;
    throw new AppError('VALIDATION_FAILED', `booksReopenOn: ${message}`, { booksReopenOn: message });
  }
  const [row] = await db
    .update(users)
    .set({ ...data, updatedAt: clock() })
    .where(eq(users.id, artistId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toIntakeSettings(row, today);
}
