import { eq } from 'drizzle-orm';
import type { IntakeSettings } from '#common/contracts/intake.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toIntakeSettings } from './intake-columns.ts';

/** The artist's intake settings; throws NOT_FOUND if the user is gone. */
export async function getIntakeSettings({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<IntakeSettings> {
  const [row] = await db.select().from(users).where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toIntakeSettings(row);
}
