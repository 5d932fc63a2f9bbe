import { eq } from 'drizzle-orm';
import type { IntakeSettings } from '#common/contracts/intake.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toIntakeSettings } from './intake-columns.ts';

/**
 * Saves the artist's intake settings (validated by the contract) and returns them; throws NOT_FOUND if the
 * user is gone. The chat reads them through its artist cache, so replies change within its TTL.
 */
export async function updateIntakeSettings({
  db,
  artistId,
  data,
}: {
  db: Db;
  artistId: string;
  data: IntakeSettings;
}): Promise<IntakeSettings> {
  const [row] = await db
    .update(users)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(users.id, artistId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toIntakeSettings(row);
}
